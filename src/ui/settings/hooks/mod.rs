//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod lang;
#[cfg(target_arch = "wasm32")]
pub mod prefs;
