//! The lobby's pages: the open challenges and a correspondence game.

#[cfg(target_arch = "wasm32")]
pub mod corr_page;
#[cfg(target_arch = "wasm32")]
pub mod corr_panels;
#[cfg(target_arch = "wasm32")]
pub mod page;
