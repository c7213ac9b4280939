//! UIDOC

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
pub mod analysis;
pub mod editor;
#[cfg(target_arch = "wasm32")]
pub mod studio;
