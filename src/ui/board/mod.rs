//! FOLDERDOC

pub mod a11y;
pub mod drawing;
pub mod geometry;
pub mod history;
pub mod motion;
pub mod phase;
pub mod shown;
pub mod state;
pub mod turn_input;
#[cfg(target_arch = "wasm32")]
pub mod view;
