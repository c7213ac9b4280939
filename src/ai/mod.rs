//! The computer opponent: search and evaluation, with no web dependency.
//!
//! [`Searcher::search`] runs an iterative-deepening principal-variation
//! search ([`search`]) with a transposition table ([`tt`]), move ordering
//! ([`ordering`]) and a per-variant evaluation ([`eval`]); [`Level`] turns
//! a strength 1..5 into limits and a choice rule.

pub mod eval;
mod level;
pub mod ordering;
mod rng;
pub mod search;
pub mod tt;

pub use level::Level;
pub use rng::Rng;
pub use search::{is_mate, Choice, Info, Limits, SearchResult, Searcher, MATE};

/// The default transposition table size in megabytes, small enough for a browser tab.
pub const DEFAULT_TABLE_MB: usize = 16;

/// A millisecond clock for native and WASI builds (`std::time::Instant`
/// panics in a browser's wasm32, where the caller supplies its own clock).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn native_clock() -> Box<dyn Fn() -> f64> {
    let start = std::time::Instant::now();
    Box::new(move || start.elapsed().as_secs_f64() * 1000.0)
}

/// A score in words for people and logs: `+1.25`, `mate in 3`, `mated in 2`.
pub fn score_text(score: i32) -> String {
    if is_mate(score) {
        let plies = MATE - score.abs();
        let turns = (plies + 1) / 2;
        if score > 0 {
            format!("mate in {turns}")
        } else {
            format!("mated in {turns}")
        }
    } else {
        format!("{:+.2}", score as f64 / 100.0)
    }
}
