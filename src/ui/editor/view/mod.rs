//! The board editor's components (Yew, wasm32 only): the page, the board and
//! its palette, and the form of the position's other fields.

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod fields;
#[cfg(target_arch = "wasm32")]
pub mod page;
