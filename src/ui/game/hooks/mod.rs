//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
pub mod keys;
