//! The board editor (the studio's `?editor=1`): the position set up by hand,
//! checked by the rules only when asked, and its page.

pub mod draft;
#[cfg(target_arch = "wasm32")]
pub mod view;
