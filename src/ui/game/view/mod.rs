//! The game page's components (Yew, wasm32 only): the page and its layout,
//! the player bars, the controls, the status line, the result banner, the
//! badges, the resignation dialog and the play-by-link box.

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
