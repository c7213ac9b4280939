//! The browser interface. [`state`] (the game flow as a reducer), [`link`]
//! (links that start or restore a game), [`saved`] (save and resume, and what
//! the page opens with), [`embed`] (an embedded board's messages to and from
//! its parent page), [`keys`] (the board by keyboard and for screen
//! readers) and [`think`] (the AI worker's job)
//! are plain Rust, tested natively; the Yew
//! components and the worker agent are compiled for wasm32 only.

pub mod embed;
pub mod keys;
pub mod link;
pub mod saved;
pub mod state;
pub mod think;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod worker;
