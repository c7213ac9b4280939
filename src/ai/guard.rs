//! The last look at an answer before it is played: a turn that lets the
//! opponent force a win within two of its turns is not played while another
//! turn the search scored does not. The search sees a win in two only when
//! it reaches four plies past every defence, which the Full Belt beam and
//! reductions do not promise; the rules' full-width test
//! ([`allows_win_in_two_until`]) does, at about a tenth of a second a turn
//! here, so the search leaves it a share of the time ([`GUARD_SHARE`]).

use super::{Limits, SearchResult};
use crate::rules::tactics::allows_win_in_two_until;
use crate::rules::{Position, Turn};

/// The share of a turn's time kept for the guard, in percent.
pub const GUARD_SHARE: u64 = 15;

/// The most turns the guard looks at: the answer and its alternatives.
const GUARD_TURNS: usize = 8;

/// The limits of a search whose answer is then guarded: its time less the
/// guard's share (a search with no time limit keeps its limits).
pub fn search_limits(limits: Limits) -> Limits {
    Limits {
        time_ms: limits.time_ms.map(|t| (t * (100 - GUARD_SHARE) / 100).max(1)),
        ..limits
    }
}

/// The guard's time for a turn of `time_ms`, in milliseconds.
pub fn guard_ms(time_ms: u64) -> u64 {
    (time_ms * GUARD_SHARE / 100).max(1)
}

/// What the guard did with an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guarded {
    /// The answer allows no win in two (or wins itself): kept.
    Kept,
    /// The answer allowed a win in two; this alternative, which does not, is played instead.
    Replaced(Turn),
    /// The answer and every alternative looked at allow a win in two: the answer stands.
    AllLost,
    /// Time ran out before a turn was found safe: the answer stands.
    OutOfTime,
}

/// Checks `result`'s answer in `pos`, and replaces it with the first of its
/// alternatives (the candidates, the lines, then the best turns of earlier
/// depths, deepest first; none of `avoid`, turns proven lost otherwise) that
/// allows no win in two, if it does. `stop` is asked as the checks run (the
/// time left); once it says so, the answer stands.
pub fn guard(pos: &Position, result: &mut SearchResult, avoid: &[Turn], stop: &mut dyn FnMut() -> bool) -> Guarded {
    // A win of its own found by the search is played: the opponent never moves twice.
    if result.info.score.mate_turns().is_some_and(|t| t > 0) {
        return Guarded::Kept;
    }
    let mut candidates = result.candidates.clone();
    candidates.sort_by_key(|c| std::cmp::Reverse(c.1));
    let lines = result.info.lines.iter().filter_map(|l| l.pv.first().copied());
    let earlier = result.iterations.iter().rev().filter_map(|l| l.pv.first().copied());
    let mut pool: Vec<Turn> = vec![result.best];
    for turn in candidates.into_iter().map(|c| c.0).chain(lines).chain(earlier) {
        if !pool.contains(&turn) && !avoid.contains(&turn) && pool.len() < GUARD_TURNS {
            pool.push(turn);
        }
    }
    for (i, &turn) in pool.iter().enumerate() {
        match allows_win_in_two_until(pos, &turn, stop) {
            Ok(None) if i == 0 => return Guarded::Kept,
            Ok(None) => {
                play_instead(result, turn);
                return Guarded::Replaced(turn);
            }
            Ok(Some(_)) => {}
            Err(_) => return Guarded::OutOfTime,
        }
    }
    Guarded::AllLost
}

/// Makes `turn` the answer of `result` in place of its best: its principal
/// variation is then that turn alone, and its score the one the search gave
/// it, if it scored it (so that what is shown is about the turn played).
pub fn play_instead(result: &mut SearchResult, turn: Turn) {
    let scored = result.candidates.iter().find(|c| c.0 == turn).map(|c| c.1).or_else(|| {
        result
            .info
            .lines
            .iter()
            .find(|l| l.pv.first() == Some(&turn))
            .map(|l| l.score)
    });
    result.best = turn;
    result.info.pv = vec![turn];
    if let Some(score) = scored {
        result.info.score = score;
    }
}
