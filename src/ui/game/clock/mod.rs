//! The clocks of a timed game: the two clocks as the page keeps them, their
//! text in links and saves, the new-game dialog's choice, the reducer's clock
//! events, the page's visibility, and the clock faces.

pub mod choice;
pub mod clocks;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod link;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;
