//! The game viewer and the diagram that rules pages embed: their addresses,
//! every value untrusted, the viewer as a reducer, its effects (the framing
//! page's commands, autoplay), and their pages.

pub mod address;
pub mod diagram;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
