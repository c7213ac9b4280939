//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod home;
#[cfg(target_arch = "wasm32")]
pub mod page;
