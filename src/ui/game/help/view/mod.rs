//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod coach;
#[cfg(target_arch = "wasm32")]
pub mod intro;
#[cfg(target_arch = "wasm32")]
pub mod lesson;
#[cfg(target_arch = "wasm32")]
pub mod rules_help;
