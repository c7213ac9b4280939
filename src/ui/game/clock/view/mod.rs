//! A timed game's components (Yew, wasm32 only): the clock face on a player
//! bar, and the new-game dialog's time control.

#[cfg(target_arch = "wasm32")]
pub mod choice;
#[cfg(target_arch = "wasm32")]
pub mod face;
