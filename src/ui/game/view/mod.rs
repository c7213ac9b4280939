//! FOLDERDOC

#[cfg(target_arch = "wasm32")]
pub mod badges;
#[cfg(target_arch = "wasm32")]
pub mod close;
#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod player_bar;
#[cfg(target_arch = "wasm32")]
pub mod relay;
#[cfg(target_arch = "wasm32")]
pub mod resign;
#[cfg(target_arch = "wasm32")]
pub mod result_banner;
#[cfg(target_arch = "wasm32")]
pub mod status;
