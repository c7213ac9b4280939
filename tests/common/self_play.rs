//! Positions from seeded self-play, where the AI tests look for forced
//! wins and for defences.

use super::oracle::is_lost;
use beltboard::ai::{native_clock, Choice, Limits, Searcher};
use beltboard::rules::{Options, Position, Start};

/// Positions from seeded self-play: depth-2 searches choosing at random
/// among turns within a pawn of the best, so that games differ by seed.
pub fn self_play(seed: u64, turns: usize) -> Vec<Position> {
    let mut searcher = Searcher::new(4, native_clock());
    let mut pos = Position::start(Start::FullBelt, Options::default());
    let mut seen = Vec::new();
    for i in 0..turns {
        if !pos.has_legal_turn() || is_lost(&pos) {
            break;
        }
        seen.push(pos.clone());
        let choice = Choice {
            margin: 100,
            temperature: 40.0,
            seed: seed * 1000 + i as u64,
            ..Choice::default()
        };
        let limits = Limits {
            depth: Some(2),
            ..Limits::default()
        };
        let Some(r) = searcher.search(&pos, &[], limits, choice, &mut |_| {}) else {
            break;
        };
        pos = pos.play_unchecked(r.best);
    }
    seen
}
