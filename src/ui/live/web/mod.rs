//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod rtc;
#[cfg(target_arch = "wasm32")]
pub mod scan;
