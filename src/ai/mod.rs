//! The computer opponent: search and evaluation, with no web dependency.
//!
//! [`Searcher::search`] runs an iterative-deepening principal-variation
//! search ([`search`], its root loop in `root`, split searches merged in
//! `shares`) with a transposition table ([`tt`]), move ordering
//! ([`ordering`]) and a per-variant evaluation ([`eval`]); [`Level`] turns
//! a strength 1..5 into limits and a choice rule. The forcing-line
//! [`solver`] proves short forced wins, natively on a thread [`beside`] the
//! search.

pub mod beside;
pub mod eval;
pub mod features;
pub mod fit;
pub mod guard;
mod level;
mod limits;
pub mod ordering;
mod rng;
mod root;
mod score;
pub mod search;
mod shares;
pub mod solver;
pub mod threat;
pub mod time_plan;
pub mod tt;

pub use level::Level;
pub use limits::Limits;
pub use rng::Rng;
pub use root::{Choice, Hooks, Info, Line, SearchResult};
pub use score::{Score, MATE, MATE_BOUND};
pub use search::Searcher;
pub use shares::merge;

/// The default transposition table size in megabytes, small enough for a browser tab.
pub const DEFAULT_TABLE_MB: usize = 16;

/// A millisecond clock for native and WASI builds (`std::time::Instant`
/// panics in a browser's wasm32, where the caller supplies its own clock).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn native_clock() -> Box<dyn Fn() -> f64> {
    let start = std::time::Instant::now();
    Box::new(move || start.elapsed().as_secs_f64() * 1000.0)
}
