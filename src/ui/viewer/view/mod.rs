//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod diagram;
#[cfg(target_arch = "wasm32")]
pub mod page;
