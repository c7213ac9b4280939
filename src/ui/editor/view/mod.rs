//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod fields;
#[cfg(target_arch = "wasm32")]
pub mod page;
