//! Live play with a friend, browser to browser: the codes the two browsers
//! exchange and the exchange's steps, the protocol over the data channel,
//! the game and the page's whole state as reducers, their words, the
//! WebRTC connection and the camera, and the live page.

pub mod code;
pub mod flow;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod page_state;
pub mod peer;
pub mod qr;
#[cfg(test)]
pub(crate) mod samples_tests;
pub mod signal;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod words;
