//! The analysis board's hooks (wasm32 only): the engine following the
//! position shown, and game review, each searching on the AI's workers.

#[cfg(target_arch = "wasm32")]
pub mod engine;
#[cfg(target_arch = "wasm32")]
pub mod review;
