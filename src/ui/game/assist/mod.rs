//! The threat assistant on the game page: the questions the page wants
//! answered and the answers kept for the live position, its own worker, and
//! the hook that asks it.

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod work;
