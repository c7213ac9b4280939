//! The puzzle mode, whole: the puzzle files as the page reads them, the
//! session and the visitor's progress, the mode in the reducer (the game set
//! aside), the panel's actions and words, its effects, and the panel.

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod list;
pub mod action;
pub mod session;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
pub mod words;
