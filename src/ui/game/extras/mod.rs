//! The game page's extras: the dialogs a first visit does not need, in a wasm
//! of their own loaded when one is first opened; the requests and replies
//! typed between the two wasms, the embed builder's text, and their link.

pub mod embed_builder;
pub mod request;
#[cfg(target_arch = "wasm32")]
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;
