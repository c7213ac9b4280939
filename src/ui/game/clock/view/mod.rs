//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod choice;
#[cfg(target_arch = "wasm32")]
pub mod face;
