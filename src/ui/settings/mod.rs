//! What a game is played with and the page's preferences, as plain values
//! and their stored text; the hooks that read and keep them, and the page's
//! language (`hooks/`).

#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod values;
