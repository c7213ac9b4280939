//! The analysis board (the studio's `?analysis=1`): its page state and
//! reducer ([`state`]), the engine's and the review's plain parts, the move
//! tree's edits, its address, and its hooks and views.

pub mod address;
pub mod drawing;
pub mod engine;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod review;
pub mod state;
pub mod tree;
#[cfg(target_arch = "wasm32")]
pub mod view;
