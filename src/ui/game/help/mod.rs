//! Help for newcomers: the positions that explain each rule, computed by the
//! rules, and each game in one sentence; the rules help with its lessons, the
//! first visit's introduction and the coach (`view/`).

pub mod examples;
pub mod summaries;
#[cfg(target_arch = "wasm32")]
pub mod view;
