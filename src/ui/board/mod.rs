//! The board every page plays on: its state and actions, building a turn
//! (click, drag, keys, typed text), moving through the record, animation, what
//! it waits for and refuses, keyboard and screen reader, geometry and the
//! player's drawings, all tested natively; and its components (`view/`).

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
