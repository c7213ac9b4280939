//! The help's components (Yew, wasm32 only): the rules help with a lesson on
//! a small board per rule, the first visit's introduction, and the first Full
//! Belt game's coach.

#[cfg(target_arch = "wasm32")]
pub mod coach;
#[cfg(target_arch = "wasm32")]
pub mod intro;
#[cfg(target_arch = "wasm32")]
pub mod lesson;
#[cfg(target_arch = "wasm32")]
pub mod rules_help;
