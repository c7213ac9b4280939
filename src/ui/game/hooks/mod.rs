//! The game page's hooks of no feature of their own (wasm32 only): an
//! embedded board's conversation with its parent page, and the page's keys.

#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
pub mod keys;
