//! Components several features share (Yew, wasm32 only): the dialog frame,
//! copy buttons, the notice, and what a page renders from its second task on.

#[cfg(target_arch = "wasm32")]
pub mod copy;
#[cfg(target_arch = "wasm32")]
pub mod later;
#[cfg(target_arch = "wasm32")]
pub mod modal;
#[cfg(target_arch = "wasm32")]
pub mod notice;
