//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod shelf;
#[cfg(target_arch = "wasm32")]
pub mod view;
