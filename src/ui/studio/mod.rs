//! The studio page (`studio.html`): a wasm of its own for what other pages
//! embed (the diagram, the game viewer), the board editor and the analysis
//! board, so that none of them adds to what the game page downloads.

#[cfg(target_arch = "wasm32")]
pub mod view;
