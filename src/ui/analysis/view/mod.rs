//! The analysis board's components (Yew, wasm32 only): the page, the
//! evaluation bar, the engine's panel, the move tree's list, and game
//! review's panel and graph.

#[cfg(target_arch = "wasm32")]
pub mod eval_bar;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod panel;
#[cfg(target_arch = "wasm32")]
pub mod review_graph;
#[cfg(target_arch = "wasm32")]
pub mod review_panel;
#[cfg(target_arch = "wasm32")]
pub mod tree_moves;
