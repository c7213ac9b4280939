//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod values;
