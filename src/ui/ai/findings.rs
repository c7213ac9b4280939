//! What the forcing-line solver's worker proved about a job's position, and
//! how the merged answer of the searching workers heeds it.

use crate::ai::beside::play_proven_win;
use crate::ai::guard::play_instead;
use crate::ai::solver::Proof;
use crate::ai::SearchResult;
use crate::rules::Turn;
use serde::{Deserialize, Serialize};

/// What the solver's worker proved about a job's position.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Findings {
    /// A win of the side to move.
    pub win: Option<Proof>,
    /// Turns after which the opponent wins by force.
    pub lost: Vec<Turn>,
}

/// The merged answer of the searching workers with the solver's `findings`:
/// a proven win is played; a turn proven lost gives way to the best-scored
/// turn the searches found (`results`) that is not, if there is one.
pub fn heed(merged: &mut SearchResult, results: &[SearchResult], findings: &Findings) {
    if let Some(win) = findings.win {
        play_proven_win(merged, win);
        return;
    }
    if !findings.lost.contains(&merged.best) {
        return;
    }
    if let Some(turn) = scored_turns(results).into_iter().find(|t| !findings.lost.contains(t)) {
        play_instead(merged, turn);
    }
}

/// Every turn the searches `results` scored (their candidates and their
/// lines' first turns), best score first: where an answer that may not be
/// played looks for the next.
pub(crate) fn scored_turns(results: &[SearchResult]) -> Vec<Turn> {
    let mut found: Vec<(crate::ai::Score, Turn)> = results
        .iter()
        .flat_map(|r| {
            r.candidates
                .iter()
                .map(|&(t, s)| (s, t))
                .chain(r.info.lines.iter().filter_map(|l| Some((l.score, *l.pv.first()?))))
        })
        .collect();
    found.sort_by_key(|f| std::cmp::Reverse(f.0));
    found.into_iter().map(|f| f.1).collect()
}
