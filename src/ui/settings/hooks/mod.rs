//! The settings' hooks (wasm32 only): the preferences read and kept in this
//! browser, with the board's look, and the page's language chosen, loaded
//! and installed.

#[cfg(target_arch = "wasm32")]
pub mod lang;
#[cfg(target_arch = "wasm32")]
pub mod prefs;
