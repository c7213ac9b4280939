//! The game's sounds: which change of the page's state makes which sound,
//! each sound's recipe of tones, the hook that plays them at each render, and
//! Web Audio.

pub mod heard;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod sounds;
#[cfg(target_arch = "wasm32")]
pub mod web;
