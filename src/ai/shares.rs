//! Merging the answers of searches that split the root turns between them
//! ([`Limits::root_split`](super::Limits::root_split)): the browser's
//! workers, or `bestmove --split`.

use super::root::{choose, Choice, Info, Line, SearchResult};
use super::Score;
use crate::rules::Turn;

/// Combines the answers of searches that each took one share of the root
/// turns ([`Limits::root_split`]) of the same position. Their scores are
/// compared at the deepest depth all of them completed (scores of different
/// depths do not compare: Full Belt scores swing from one depth to the next),
/// leaving out the shares whose answer is settled: a share that proved a
/// mate within the depth it completed (its own win, or every one of its
/// turns mated) stops deepening, and its line is as true at any depth, so
/// it neither holds the others back to its depth nor is compared at theirs.
/// When the others reached the same depth, `choice` picks among all the
/// candidates as one search would; otherwise the best line at the common
/// depth (or a settled share's) wins. Ties go to the earlier result, so the
/// merge is deterministic. Nodes are summed, the time is the longest,
/// `depth` is the common depth. `None` when `results` is empty.
pub fn merge(results: &[SearchResult], choice: Choice) -> Option<SearchResult> {
    let first = results.first()?;
    let open = || results.iter().filter(|r| !settled(r));
    let depth = open()
        .map(|r| r.info.depth)
        .min()
        .or_else(|| results.iter().map(|r| r.info.depth).max())?;
    let same_depth = open().all(|r| r.info.depth == depth);
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
            .filter_map(|r| {
                if settled(r) {
                    r.iterations.last().cloned()
                } else if r.info.depth == depth && r.iterations.len() < depth as usize {
                    // Its answer at the common depth is a partial
                    // iteration's, which `iterations` does not hold.
                    r.info.lines.first().cloned()
                } else {
                    r.iterations.get((depth as usize).checked_sub(1)?).cloned()
                }
            })
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

/// Whether `r`'s search ended on a proof: its last completed iteration
/// scores a mate within its own depth (the deepening stops there; a
/// complete iteration whose best is mated has searched every turn of the
/// share in full, so a mated score is proven for all of them).
fn settled(r: &SearchResult) -> bool {
    r.iterations.len() == r.info.depth as usize
        && r.iterations
            .last()
            .is_some_and(|l| l.score.is_mate_within(r.info.depth))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Options, Position, Start};

    /// A share's answer: its best line at each depth, the last its answer.
    fn share(lines: &[(Turn, Score)]) -> SearchResult {
        let iterations: Vec<Line> = lines.iter().map(|&(t, score)| Line { score, pv: vec![t] }).collect();
        let last = iterations.last().expect("a line").clone();
        SearchResult {
            best: last.pv[0],
            info: Info {
                depth: lines.len() as u32,
                score: last.score,
                nodes: 100,
                elapsed_ms: 10,
                pv: last.pv.clone(),
                lines: vec![last.clone()],
            },
            candidates: vec![(last.pv[0], last.score)],
            iterations,
            proof: None,
        }
    }

    #[test]
    fn a_share_that_proved_a_mate_does_not_hold_the_others_back() {
        let pos = Position::start(Start::FullBelt, Options::default());
        let turns = pos.legal_turns();
        let (a, b, c) = (turns[0], turns[1], turns[2]);
        let cp = Score::centipawns;
        let deep = share(&[(a, cp(30)), (a, cp(-1_300)), (c, cp(-1_700)), (c, cp(-1_800))]);
        // Every turn of this share is mated at once, proven at depth 2; at
        // depth 2 it would still have outscored the deep share's line.
        let mated = share(&[(b, cp(-50)), (b, Score::mated_in(2))]);
        let merged = merge(&[deep.clone(), mated.clone()], Choice::default()).expect("two shares");
        assert_eq!((merged.best, merged.info.depth), (c, 4));
        let merged = merge(&[mated.clone(), deep.clone()], Choice::default()).expect("two shares");
        assert_eq!((merged.best, merged.info.depth), (c, 4));
        // A share that proved its own win is played, at whatever depth.
        let wins = share(&[(b, cp(200)), (b, Score::mate_in(3))]);
        let merged = merge(&[deep.clone(), wins], Choice::default()).expect("two shares");
        assert_eq!((merged.best, merged.info.score), (b, Score::mate_in(3)));
        // A share that merely stopped early still holds the common depth.
        let short = share(&[(b, cp(-50)), (b, cp(-60))]);
        let merged = merge(&[deep, short], Choice::default()).expect("two shares");
        assert_eq!((merged.best, merged.info.depth), (b, 2));
        // A share whose answer is a partial iteration's (it searched the
        // previous best turn at depth 5, then ran out) competes with that
        // line at depth 5 against a share that went deeper.
        let mut partial = share(&[(b, cp(10)), (b, cp(5)), (b, cp(0)), (b, cp(-5))]);
        partial.info.depth = 5;
        partial.info.lines = vec![Line {
            score: cp(-100),
            pv: vec![b],
        }];
        let deeper = share(&[
            (a, cp(0)),
            (a, cp(0)),
            (a, cp(0)),
            (a, cp(0)),
            (a, cp(-900)),
            (a, cp(-950)),
        ]);
        let merged = merge(&[deeper, partial], Choice::default()).expect("two shares");
        assert_eq!((merged.best, merged.info.depth), (b, 5));
        // Every share settled: the deepest depth, the best line.
        let merged = merge(&[mated.clone(), mated], Choice::default()).expect("two shares");
        assert_eq!((merged.best, merged.info.depth), (b, 2));
    }
}
