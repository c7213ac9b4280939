//! Merging the answers of searches that split the root turns between them
//! ([`Limits::root_split`](super::Limits::root_split)): the browser's
//! workers, or `bestmove --split`.

use super::root::{choose, Choice, Info, Line, SearchResult};
use super::Score;
use crate::rules::Turn;

/// Combines the answers of searches that each took one share of the root
/// turns ([`Limits::root_split`]) of the same position. Their scores are
/// compared at the deepest depth all of them completed (scores of different
/// depths do not compare: Full Belt scores swing from one depth to the next).
/// When all reached the same depth, `choice` picks among all their
/// candidates as one search would; otherwise the best line at the common
/// depth wins. Ties go to the earlier result, so the merge is deterministic.
/// Nodes are summed, the time is the longest, `depth` is the common depth.
/// `None` when `results` is empty.
pub fn merge(results: &[SearchResult], choice: Choice) -> Option<SearchResult> {
    let first = results.first()?;
    let depth = results.iter().map(|r| r.info.depth).min()?;
    let same_depth = results.iter().all(|r| r.info.depth == depth);
    let mut lines: Vec<Line> = results.iter().flat_map(|r| r.info.lines.iter().cloned()).collect();
    // Stable: equal scores keep the order of `results`.
    lines.sort_by_key(|l| std::cmp::Reverse(l.score));
    // Shares hold distinct turns, but results merged from other sources
    // (the same share twice) must not list a turn twice: each once.
    let mut seen = Vec::new();
    lines.retain(|l| {
        l.pv.first().is_some_and(|t| !seen.contains(t)) && {
            seen.push(l.pv[0]);
            true
        }
    });
    let candidates = distinct(results.iter().flat_map(|r| r.candidates.iter().copied()));
    let wanted = first.info.lines.len().max(1);
    let (info_lines, best) = if same_depth {
        lines.truncate(wanted);
        let mut candidates = candidates.clone();
        candidates.sort_by_key(|c| std::cmp::Reverse(c.1));
        let margin = results
            .iter()
            .map(|r| r.candidates.len())
            .max()
            .map_or(0, |n| if n > 1 { choice.margin } else { 0 });
        let best = choose(&candidates, choice.seed, margin, choice.temperature).unwrap_or(lines[0].pv[0]);
        (lines, best)
    } else {
        let mut at_depth: Vec<Line> = results
            .iter()
            .filter_map(|r| r.iterations.get(depth as usize - 1).cloned())
            .collect();
        at_depth.sort_by_key(|l| std::cmp::Reverse(l.score));
        at_depth.truncate(wanted);
        let best = at_depth.first().map_or(first.best, |l| l.pv[0]);
        (at_depth, best)
    };
    let top = info_lines
        .first()
        .cloned()
        .unwrap_or_else(|| first.info.lines[0].clone());
    let iterations = (0..depth as usize)
        .filter_map(|d| {
            results
                .iter()
                .filter_map(|r| r.iterations.get(d))
                .max_by_key(|l| l.score)
                .cloned()
        })
        .collect();
    Some(SearchResult {
        best,
        info: Info {
            depth,
            score: top.score,
            nodes: results.iter().map(|r| r.info.nodes).sum(),
            elapsed_ms: results.iter().map(|r| r.info.elapsed_ms).max().unwrap_or(0),
            pv: top.pv.clone(),
            lines: info_lines,
        },
        candidates,
        iterations,
        proof: results.iter().find(|r| r.best == best).and_then(|r| r.proof),
    })
}

/// The candidates with each turn once (its first score kept).
fn distinct(candidates: impl Iterator<Item = (Turn, Score)>) -> Vec<(Turn, Score)> {
    let mut out: Vec<(Turn, Score)> = Vec::new();
    for c in candidates {
        if !out.iter().any(|o| o.0 == c.0) {
            out.push(c);
        }
    }
    out
}
