//! The browser interface, in one-way layers (see docs/architecture.md):
//!
//! 1. plain types: [`settings`], [`loaded`], [`job`] (the AI worker's job),
//!    [`puzzle`] (the puzzle mode's session);
//!    [`assist`] (the threat assistant's questions); [`peer`] (a live game's
//!    protocol between two browsers); [`extras`] (what the game page asks
//!    of its dialogs in a wasm of their own, and their replies);
//! 2. the game flow as a reducer: [`state`];
//! 3. what it says and writes: [`words`], [`geometry`], [`a11y`],
//!    [`examples`] (positions that explain the rules), the text
//!    formats in [`formats`], and what the page opens with ([`opening`]);
//! 4. (wasm32 only) web glue in [`web`], the store and hooks ([`store`],
//!    [`hooks`]), one component per file ([`components`]) and the pages'
//!    apps ([`app`], `studio`, `live`, and `extras_app`, the extras' own).
//!
//! Each layer uses only the ones before it. Layers 1-3 are plain Rust,
//! tested natively.

pub mod a11y;
pub mod assist;
// Issue 23's newcomer words (polish).
pub mod board_words;
// The player's circles and arrows (issue 23 point 13, polish).
pub mod drawing;
pub mod examples;
pub mod extras;
pub mod formats;
pub mod gather;
pub mod geometry;
pub mod job;
/// A link parameter that cannot be used, typed (issue 24).
pub mod link_error;
pub mod loaded;
pub mod notation;
pub mod opening;
pub mod peer;
pub mod puzzle;
pub mod puzzle_words;
pub mod settings;
pub mod sound;
pub mod state;
pub mod timing;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod extras_app;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
#[cfg(target_arch = "wasm32")]
pub mod live;
#[cfg(target_arch = "wasm32")]
pub mod store;
#[cfg(target_arch = "wasm32")]
pub mod studio;
#[cfg(target_arch = "wasm32")]
pub mod web;
