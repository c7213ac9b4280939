//! FOLDERDOC

pub mod examples;
pub mod summaries;
#[cfg(target_arch = "wasm32")]
pub mod view;
