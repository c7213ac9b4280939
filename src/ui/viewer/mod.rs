//! FOLDERDOC

pub mod address;
pub mod diagram;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
