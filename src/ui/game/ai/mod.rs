//! The AI's turns on the game page: which job the page sends (the AI's move,
//! or a hint), the work in progress, and the hook that talks to the workers.

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod state;
pub mod work;
