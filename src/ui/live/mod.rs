//! FOLDERDOC

pub mod code;
pub mod flow;
pub mod peer;
pub mod qr;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod words;
