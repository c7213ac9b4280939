//! FOLDERDOC

pub mod job;
pub mod shares;
pub mod threats;
#[cfg(target_arch = "wasm32")]
pub mod web;
