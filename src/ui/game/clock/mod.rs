//! FOLDERDOC

pub mod choice;
pub mod clocks;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod link;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;
