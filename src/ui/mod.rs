//! The browser interface: a folder per feature, in the order below, each
//! with its layers inside (see docs/architecture.md, and
//! `python3 scripts/check-layers.py --tree` for every file). A file's path
//! names its layer: plain Rust (tested natively), then `web` (browser glue),
//! `hooks` and `view` (components), the last three for wasm32 only. A file
//! imports lower layers of any feature, and its own layer only of its own
//! feature or one declared above it here: this order is the check's.

#[cfg(target_arch = "wasm32")]
pub mod store;
pub mod ai;
pub mod settings;
pub mod record;
pub mod words;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub mod view;
pub mod board;
pub mod game;
pub mod viewer;
pub mod live;
pub mod lobby;
pub mod analysis;
pub mod editor;
#[cfg(target_arch = "wasm32")]
pub mod studio;
