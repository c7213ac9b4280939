//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod copy;
#[cfg(target_arch = "wasm32")]
pub mod later;
#[cfg(target_arch = "wasm32")]
pub mod modal;
#[cfg(target_arch = "wasm32")]
pub mod notice;
