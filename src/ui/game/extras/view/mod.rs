//! The extras' components (Yew, wasm32 only): their app, a dialog as the game
//! page sees it, and the dialogs: new game, preferences with the language
//! menu, and share with its embed builder.

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod embed_builder;
#[cfg(target_arch = "wasm32")]
pub mod extra;
#[cfg(target_arch = "wasm32")]
pub mod language;
#[cfg(target_arch = "wasm32")]
pub mod new_game;
#[cfg(target_arch = "wasm32")]
pub mod prefs;
#[cfg(target_arch = "wasm32")]
pub mod share;
