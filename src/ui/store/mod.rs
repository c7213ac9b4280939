//! The stores: each page's state behind a Yew reducer, and the handle on
//! the board that the components every page shares read.

#[cfg(target_arch = "wasm32")]
pub mod hooks;
