//! The viewer's components (Yew, wasm32 only): the game viewer's page and
//! the diagram's.

#[cfg(target_arch = "wasm32")]
pub mod diagram;
#[cfg(target_arch = "wasm32")]
pub mod page;
