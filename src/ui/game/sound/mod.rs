//! FOLDERDOC

pub mod heard;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod sounds;
#[cfg(target_arch = "wasm32")]
pub mod web;
