//! The last look at an answer before it is played: a turn that lets the
//! opponent force a win within two of its turns is not played while another
//! turn is not shown to. The search sees a win in two only when it reaches
//! four plies past every defence, which the Full Belt beam and reductions do
//! not promise; the rules' full-width test ([`win_in_two_until`])
//! does. It finds a win that begins with a check in milliseconds, but
//! proving a turn safe takes a tenth of a second to a second, so the search
//! leaves the guard a share of the time ([`GUARD_SHARE`]), and once the
//! answer is shown to lose, a turn whose check that time cuts short counts
//! as not shown to lose and is played instead.

use super::eval::evaluate;
use super::{Limits, Score, SearchResult};
use crate::rules::tactics::{each_legal_turn, win_in_two_until, WinInTwo};
use crate::rules::{Position, Role, Turn};

/// The share of a turn's time kept for the guard, in percent.
pub const GUARD_SHARE: u64 = 25;

/// Added to a king's turn's rank among the others ([`others`]): more than
/// any evaluation's spread, so the king's turns come first.
const KING_FIRST: i32 = 1 << 20;

/// The most turns the guard takes from the search's answer (the answer and
/// its alternatives) before it looks at the others.
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

/// The guard's time for a turn of `time_ms` whose search took `searched_ms`:
/// all the time the search left, never less than the guard's share. A
/// search often stops early (an iteration that would not finish is not
/// begun), and a defence can take the guard longer than its share to find.
pub fn guard_ms_after(time_ms: u64, searched_ms: u64) -> u64 {
    guard_ms(time_ms).max(time_ms.saturating_sub(searched_ms))
}

/// What the guard did with an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guarded {
    /// The answer allows no win in two (or wins itself): kept.
    Kept,
    /// The answer allowed a win in two; this alternative, which does not, is played instead.
    Replaced(Turn),
    /// The answer allowed a win in two, and time ran out while this
    /// alternative was checked: it allows no win at once, none of the checks
    /// and replies tried before time ran out wins in two against it, and it
    /// is played instead (a turn not shown to lose over one that is).
    Unrefuted(Turn),
    /// Every turn allows a win in two (or is proven lost otherwise): the answer stands.
    AllLost,
    /// Time ran out while the answer itself was checked: it stands.
    OutOfTime,
}

/// Checks `result`'s answer in `pos`, and if it allows a win in two,
/// replaces it with the first turn that does not: first its alternatives
/// (the candidates, the lines, then the best turns of earlier depths,
/// deepest first), then every other legal turn, best evaluated first; none
/// of `avoid` (turns proven lost otherwise). `stop` is asked as the checks
/// run (the time left); once it says so, the turn being checked is played
/// if the answer was shown to lose ([`Guarded::Unrefuted`]: each check
/// begins by ruling out a win at once), else the answer stands.
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
    // The answer, checked in full.
    let mut refutations: Vec<Turn> = Vec::new();
    match pos.play(result.best).map(|next| win_in_two_until(&next, stop)) {
        Err(_) | Ok(Ok(None)) => return Guarded::Kept,
        Ok(Ok(Some(reply))) => refutations.push(reply),
        Ok(Err(_)) => return Guarded::OutOfTime,
    }
    // Then the alternatives the search named, then the others, until one
    // is shown not to allow a win in two. Each is first tried against the
    // opponent's winning replies found so far and its checks, which refute
    // most turns that lose in milliseconds, then in full (the same search
    // taken up again, so what the first pass tried is not tried twice).
    // The others are ranked only if every alternative named loses.
    let others = std::iter::once(()).flat_map(|()| others(pos, &pool, avoid));
    for turn in pool[1..].iter().copied().chain(others) {
        let Ok(next) = pos.play(turn) else { continue };
        let mut check = WinInTwo::new(&next);
        match check.forcing(&refutations, stop) {
            Ok(Some(reply)) => {
                refutations.push(reply);
                continue;
            }
            Ok(None) => {}
            // Cut short after the turn was found to allow no win at once.
            Err(_) => {
                play_guarded(result, turn, &next, false);
                return Guarded::Unrefuted(turn);
            }
        }
        match check.every(&refutations, stop) {
            Ok(Some(reply)) => refutations.push(reply),
            Ok(None) => {
                play_guarded(result, turn, &next, true);
                return Guarded::Replaced(turn);
            }
            // A turn not shown to lose is better than one that is.
            Err(_) => {
                play_guarded(result, turn, &next, false);
                return Guarded::Unrefuted(turn);
            }
        }
    }
    Guarded::AllLost
}

/// The legal turns of `pos` but those in `pool` or `avoid`: the king's
/// first, then best first by the evaluation of the position each leads to
/// (a glance, not a search: it is asked only when every turn the search
/// named has been refuted). Against a win in two the defence is most often
/// the king stepping out of the net, and refuting a turn that lets the net
/// close costs far more than refuting one that loses at once.
fn others(pos: &Position, pool: &[Turn], avoid: &[Turn]) -> Vec<Turn> {
    let board = pos.board();
    let mut scored: Vec<(i32, Turn)> = Vec::new();
    each_legal_turn(pos, |turn, next| {
        if !pool.contains(&turn) && !avoid.contains(&turn) {
            let king = board.role_at(turn.normal.from) == Some(Role::King);
            // The evaluation is the opponent's, who moves next; a king's
            // turn ranks above any evaluation (one key keeps the sort the
            // worker already has: the worker's size has a budget).
            scored.push((-evaluate(&next) + if king { KING_FIRST } else { 0 }, turn));
        }
        true
    });
    scored.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
    scored.into_iter().map(|(_, turn)| turn).collect()
}

/// Makes `turn` the answer of `result` in place of its best: its principal
/// variation is then that turn alone, and its score the one the search gave
/// it, if it scored it (so that what is shown is about the turn played).
pub fn play_instead(result: &mut SearchResult, turn: Turn) {
    let scored = score_of(result, turn);
    answer_with(result, turn, scored);
}

/// [`play_instead`] for a turn the guard chose, leading to `next`: a turn
/// the search never scored is shown with the evaluation of `next` (a
/// glance), not with the score of the answer it replaces, which is often
/// the mate that answer allowed. So is a turn `shown_safe` that the search
/// scored as mated within two turns: a search stopped while every turn it
/// searched was mated gives an unsearched turn that score as a bound ("no
/// better than"), and the full-width check has shown it wrong.
fn play_guarded(result: &mut SearchResult, turn: Turn, next: &Position, shown_safe: bool) {
    let refuted_bound = |s: Score| shown_safe && s.mate_turns().is_some_and(|t| (-2..=0).contains(&t));
    let shown = match score_of(result, turn) {
        Some(score) if !refuted_bound(score) => score,
        _ => Score::centipawns(-evaluate(next)),
    };
    answer_with(result, turn, Some(shown));
}

/// Makes `turn` the answer of `result`, its line that turn alone, shown with
/// `score` if given (else the score shown stays).
fn answer_with(result: &mut SearchResult, turn: Turn, score: Option<Score>) {
    result.best = turn;
    result.info.pv = vec![turn];
    if let Some(score) = score {
        result.info.score = score;
    }
}

/// The score the search gave `turn`: among its candidates, else its lines.
fn score_of(result: &SearchResult, turn: Turn) -> Option<Score> {
    result.candidates.iter().find(|c| c.0 == turn).map(|c| c.1).or_else(|| {
        result
            .info
            .lines
            .iter()
            .find(|l| l.pv.first() == Some(&turn))
            .map(|l| l.score)
    })
}
