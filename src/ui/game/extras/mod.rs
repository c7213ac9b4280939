//! FOLDERDOC

pub mod embed_builder;
pub mod request;
#[cfg(target_arch = "wasm32")]
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;
