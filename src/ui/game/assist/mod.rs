//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod work;
