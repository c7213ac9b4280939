//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod list;
pub mod action;
pub mod session;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
pub mod words;
