//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod view;
