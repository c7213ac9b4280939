//! The library of games kept in this browser: each game under its own
//! storage key, what a tab opens with and keeps written, and the library's
//! dialog.

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod shelf;
#[cfg(target_arch = "wasm32")]
pub mod view;
