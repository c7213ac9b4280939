//! Beltboard: Full Belt Chess and Chess without Pawns.
//!
//! [`rules`] is the exact rules engine and [`ai`] the computer opponent; both
//! are plain Rust with no web dependency. The browser interface lives in `ui`,
//! compiled only for `wasm32`.

pub mod ai;
pub mod rules;

#[cfg(target_arch = "wasm32")]
pub mod ui;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
