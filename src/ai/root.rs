//! The search's public face: limits, choice, progress reports, the iterative
//! deepening loop over the root turns, and merging the answers of searches
//! that split the root turns between them.

use super::limits::Limits;
use super::rng::Rng;
use super::score::{Score, MATE, MATE_BOUND};
use super::search::{Run, INFINITY};
use super::Searcher;
use crate::rules::tactics::{refutation, winning_turns};
use crate::rules::{Position, Turn};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;
use std::sync::Mutex;

/// In Chess without Pawns, root turns after the first few are searched one
/// turn shallower first (from depth 3 on), and again at full depth only if
/// that shallower search does not fail low. Every turn is still searched at
/// least two plies deep, so a turn that allows a win at once is always seen
/// as such. (Full Belt prunes its root instead: [`ROOT_PRUNE_MARGIN`].)
const ROOT_FULL_DEPTH: usize = 6;

/// In Full Belt Chess, from depth 3 on, root turns that the previous
/// iteration scored this far below the best (or below the last line wanted)
/// are not searched again: with about 3,000 turns a position, the time is
/// better spent on the plausible ones. A turn not searched in an iteration
/// is never its answer, and every turn was searched two plies deep (which
/// sees any win the opponent has at once) before any is dropped.
const ROOT_PRUNE_MARGIN: i32 = 200;

/// In Full Belt Chess, from depth 4 on, only this many root turns (the best
/// of the previous iteration, whose order they keep) are searched in full;
/// the others only with the mate window, so a win is never missed (and in
/// full while every turn searched in full is mated, so no defence is). A depth
/// costs many times the one before: deeper on the plausible turns beats one
/// depth less on all of them. A search given a share of the root
/// ([`Limits::root_split`]) applies it to its own turns, so the shares
/// together search more turns in full than one search: ranking the whole
/// root alike in every share and sharing out one beam played weaker
/// (docs/engine.md, "Two workers against one").
fn root_beam(depth: u32, lines: usize) -> usize {
    let beam = if depth <= 4 { ROOT_BEAM } else { ROOT_BEAM / 2 };
    beam.max(lines)
}

/// The root turns searched in full at depth 4 in Full Belt ([`root_beam`]).
const ROOT_BEAM: usize = 40;

/// How to pick among the best turns: the best one, or a weighted random
/// choice among those within `margin` centipawns of it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// How far below the best a turn may score and still be chosen.
    pub margin: i32,
    /// How sharply the choice prefers better turns (centipawns per factor e).
    pub temperature: f64,
    /// The seed of the random choice (one per game; the browser draws it at random).
    pub seed: u64,
    /// The chance, in thousandths, that the search overlooks the wins at
    /// once of this position (drawn from `seed`): when the draw says so, the
    /// turns that win at once are left out of the root, unless every turn
    /// wins. 0 never overlooks one.
    pub miss_per_mille: u16,
    /// How many of the best turns get an exact score at every depth, however
    /// far below the best (at most 3; 0 or 1: only those within `margin`).
    /// A turn that fails low keeps only a bound, and the next depth's order
    /// and prune floor leave it behind; scored exactly, a runner-up that
    /// comes back within `margin` at the last depth is there to be chosen.
    #[serde(default)]
    pub options: u8,
}

impl Choice {
    /// Whether this choice overlooks the position's wins at once: a draw
    /// from the seed (its own stream, not the one that picks among turns),
    /// so the same seed always decides alike.
    pub fn overlooks_wins(&self) -> bool {
        self.miss_per_mille > 0
            && Rng::new(self.seed ^ 0x6d69_7373_5f77_696e).below(1000) < u64::from(self.miss_per_mille)
    }
}

/// One line of play with its score.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Line {
    /// The score for the side to move.
    pub score: Score,
    /// The turns, first the one at the root.
    pub pv: Vec<Turn>,
}

/// Progress after each completed iteration (or the partial one the answer came from).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Info {
    /// Turns searched deep.
    pub depth: u32,
    /// The score of the best turn for the side to move.
    pub score: Score,
    /// Positions visited so far.
    pub nodes: u64,
    /// Milliseconds since the search began.
    pub elapsed_ms: u64,
    /// The expected line of play, best turn first.
    pub pv: Vec<Turn>,
    /// The best lines, best first (`lines[0]` is `score` and `pv`); as many
    /// as [`Limits::multi_pv`] asked for, if there are that many turns.
    pub lines: Vec<Line>,
}

/// The search's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchResult {
    /// The turn chosen: the first turn of `info.pv`, unless the [`Choice`]
    /// picked another among `candidates`.
    pub best: Turn,
    /// The report of the iteration the answer comes from.
    pub info: Info,
    /// The root turns with exact scores at `info.depth` that the choice may pick from.
    pub candidates: Vec<(Turn, Score)>,
    /// The best line of each completed iteration, depth 1 first (for [`merge`]).
    pub iterations: Vec<Line>,
    /// When the forcing-line solver proved the win played: in how many turns.
    #[serde(default)]
    pub proof: Option<u32>,
}

/// What a search running beside another thread (the forcing-line solver)
/// listens to; the default listens to nothing.
#[derive(Clone, Copy, Default)]
pub struct Hooks<'a> {
    /// Once set, the search stops as at a limit.
    pub stop: Option<&'a AtomicBool>,
    /// Root turns proven lost: each iteration leaves them out, unless every
    /// turn of this search's share is among them.
    pub avoid: Option<&'a Mutex<Vec<Turn>>>,
}

/// Which root turns an iteration searches only with the mate window.
#[derive(Clone, Copy)]
struct RootPrune {
    /// Those whose previous score is below this.
    below: Option<i32>,
    /// Those after the first this many.
    beam: Option<usize>,
}

/// A root turn and what the search knows of it.
#[derive(Clone, Copy)]
struct RootTurn {
    turn: Turn,
    /// Its score, exact when `exact`, otherwise an upper bound.
    score: i32,
    exact: bool,
    /// Whether the current iteration has searched it.
    searched: bool,
}

impl Searcher {
    /// Searches `pos` and returns the chosen turn, or `None` when there is no
    /// legal turn (or no root turn in this search's share). `history` holds
    /// the hashes of the game's earlier positions (for repetitions);
    /// `progress` hears about each completed iteration.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: Limits,
        choice: Choice,
        progress: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
        self.search_with(pos, history, limits, choice, progress, Hooks::default())
    }

    /// [`Searcher::search`], listening to `hooks`.
    pub fn search_with(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: Limits,
        choice: Choice,
        progress: &mut dyn FnMut(&Info),
        hooks: Hooks,
    ) -> Option<SearchResult> {
        let has_belts = pos.variant().has_belts();
        let in_share = |i: usize| match limits.root_split {
            Some((k, n)) if n > 1 => i % n as usize == k as usize % n as usize,
            _ => true,
        };
        let mut root: Vec<RootTurn> = pos
            .legal_turns()
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| in_share(i))
            .map(|(_, turn)| RootTurn {
                turn,
                score: 0,
                exact: false,
                searched: false,
            })
            .collect();
        if root.is_empty() {
            return None;
        }
        if choice.overlooks_wins() {
            // A weak level that does not see its win at once: those turns are
            // not searched (found cheaply: a win needs a check or a capture).
            let wins = winning_turns(pos);
            if !wins.is_empty() && root.iter().any(|r| !wins.contains(&r.turn)) {
                root.retain(|r| !wins.contains(&r.turn));
            }
        }
        let lines_wanted = limits.multi_pv.clamp(1, 3) as usize;
        // The turns scored exactly: the lines shown, or more for the choice.
        let lines_exact = lines_wanted.max(usize::from(choice.options).min(3));
        let margin = choice.margin.max(0);
        let mut run = self.run(history, limits, hooks.stop);
        let max_depth = limits.depth.unwrap_or(Run::MAX_DEPTH).clamp(1, Run::MAX_DEPTH);
        let mut iterations: Vec<Line> = Vec::new();
        let mut answer: Option<(Info, Vec<(Turn, Score)>)> = None;
        for depth in 1..=max_depth {
            run.pause_clock(depth <= limits.min_depth);
            if let Some(avoid) = hooks.avoid {
                let lost = avoid.lock().map(|l| l.clone()).unwrap_or_default();
                if root.iter().any(|r| !lost.contains(&r.turn)) {
                    root.retain(|r| !lost.contains(&r.turn));
                }
            }
            run.begin_iteration(depth);
            let prune_below = (has_belts && depth >= 3)
                .then(|| root.get(lines_exact - 1).unwrap_or(&root[0]).score - margin - ROOT_PRUNE_MARGIN);
            let beam = (has_belts && depth >= 4).then(|| root_beam(depth, lines_exact));
            let prune = RootPrune {
                below: prune_below,
                beam,
            };
            let complete = run.root(pos, &mut root, depth as i32, margin, lines_exact, prune);
            // A partial iteration counts only if it searched the previous best
            // turn: everything else it scored was then compared with that turn
            // at the same depth, so its best is proven at least as good.
            if !complete && !root.first().is_some_and(|r| r.searched && r.exact) {
                break;
            }
            let lines: Vec<Line> = root
                .iter()
                .filter(|r| r.searched && r.exact)
                .take(lines_wanted)
                .map(|r| Line {
                    score: Score::from_raw(r.score),
                    pv: run.principal_variation(pos, r.turn, depth as usize),
                })
                .collect();
            let best = root[0].score;
            let mut candidates: Vec<(Turn, Score)> = root
                .iter()
                .filter(|r| r.searched && r.exact && r.score >= best - margin)
                .map(|r| (r.turn, Score::from_raw(r.score)))
                .collect();
            if !complete && best <= -MATE_BOUND {
                // Stopped while every turn searched at this depth is mated: a
                // turn not yet searched (the best of the previous iteration
                // among them) is not proven lost, so it is the answer, scored
                // no better than the mate (a merge with other shares then
                // prefers any share's turn that is not mated). Not one that
                // lets the opponent win at once: the previous iteration may
                // have kept only a bound on its score, but that is a proof.
                let open = |r: &&RootTurn| !r.searched && r.score > best && refutation(pos, &r.turn).is_none();
                if let Some(r) = root.iter().find(open) {
                    candidates = vec![(r.turn, Score::from_raw(best))];
                }
            }
            let info = Info {
                depth,
                score: lines[0].score,
                nodes: run.nodes(),
                elapsed_ms: run.elapsed_ms(),
                pv: lines[0].pv.clone(),
                lines,
            };
            if complete {
                iterations.push(info.lines[0].clone());
                progress(&info);
            }
            answer = Some((info, candidates));
            if !complete {
                break;
            }
            // A mate found is final (being mated only once every root turn
            // was searched in full: a dropped turn may be the defence); and a
            // new iteration rarely finishes in the time left.
            let elapsed = run.elapsed_ms() as f64;
            let score = Score::from_raw(best);
            let all_searched = root.iter().all(|r| r.searched);
            if score.is_mate_within(depth) && (score.raw() > 0 || all_searched)
                || depth >= limits.min_depth && limits.time_ms.is_some_and(|t| elapsed * 2.0 > t as f64)
                // One turn left to choose: no depth changes the answer. Not
                // in a share of the root, which the merge compares with the
                // others at the depth all of them reached.
                || root.len() == 1 && limits.root_split.is_none_or(|(_, n)| n <= 1)
            {
                break;
            }
        }
        let (mut info, candidates) = answer.unwrap_or_else(|| {
            // Stopped before one turn was searched (a tiny node limit): the first legal turn.
            let line = Line {
                score: Score::ZERO,
                pv: vec![root[0].turn],
            };
            let info = Info {
                depth: 0,
                score: line.score,
                nodes: 0,
                elapsed_ms: 0,
                pv: line.pv.clone(),
                lines: vec![line],
            };
            (info, vec![(root[0].turn, Score::ZERO)])
        });
        info.nodes = run.nodes();
        info.elapsed_ms = run.elapsed_ms();
        let best = choose(&candidates, choice.seed, margin, choice.temperature).unwrap_or(info.pv[0]);
        Some(SearchResult {
            best,
            info,
            candidates,
            iterations,
            proof: None,
        })
    }
}

/// The best turn, or a weighted random one among those within `margin` of it.
pub(super) fn choose(candidates: &[(Turn, Score)], seed: u64, margin: i32, temperature: f64) -> Option<Turn> {
    let best = candidates.iter().map(|c| c.1).max()?;
    let best_turn = candidates.iter().find(|c| c.1 == best)?.0;
    if margin <= 0 || best.is_mate() {
        return Some(best_turn);
    }
    let near: Vec<(Turn, f64)> = candidates
        .iter()
        .filter(|c| c.1.raw() >= best.raw() - margin && !c.1.is_mate())
        .map(|c| (c.0, ((c.1.raw() - best.raw()) as f64 / temperature.max(1.0)).exp()))
        .collect();
    let total: f64 = near.iter().map(|n| n.1).sum();
    let mut pick = Rng::new(seed).unit() * total;
    for (turn, weight) in &near {
        if pick < *weight {
            return Some(*turn);
        }
        pick -= weight;
    }
    Some(best_turn)
}

impl Run<'_> {
    /// One iteration over the root turns at `depth`; returns whether it
    /// completed. Every turn scoring above the floor (the `lines`-th best
    /// exact score so far, less `margin`) gets an exact score, so the random
    /// choice and the multi-PV lines compare exact values. The list is left
    /// sorted: searched turns by score (exact ones first on ties), then the
    /// unsearched in their old order, for the next iteration. Turns whose
    /// previous score is below `prune.below`, or that come after the first
    /// `prune.beam`, are searched only with the mate window (and in full if
    /// they mate), unless every turn searched in full is mated: then they
    /// are searched in full, the other belts of the best normal moves first,
    /// until one is not mated.
    fn root(
        &mut self,
        pos: &Position,
        root: &mut [RootTurn],
        depth: i32,
        margin: i32,
        lines: usize,
        prune: RootPrune,
    ) -> bool {
        let RootPrune {
            below: prune_below,
            beam,
        } = prune;
        for r in root.iter_mut() {
            r.searched = false;
        }
        let mut exact: Vec<i32> = Vec::with_capacity(lines + 1);
        let lost = |exact: &[i32]| exact.first().is_some_and(|&e| e <= -MATE_BOUND);
        // Dropped turns met while every turn searched in full is mated: they
        // may hold the only defence, so they are searched in full below.
        let mut deferred: Vec<usize> = Vec::new();
        self.enter(pos);
        for (i, entry) in root.iter_mut().enumerate() {
            let dropped = i > 0 && (prune_below.is_some_and(|p| entry.score < p) || beam.is_some_and(|k| i >= k));
            if dropped && lost(&exact) {
                deferred.push(i);
                continue;
            }
            if !self.root_turn(pos, entry, i, depth, margin, lines, prune_below, dropped, &mut exact) {
                break;
            }
        }
        if !deferred.is_empty() && !self.stopped() {
            // The defence hunt: every turn searched in full is mated, so each
            // dropped turn is searched in full (first with the null window at
            // the best mated score: "am I mated within `depth` plies?") until
            // one is not mated; the rest are then dropped as before. A
            // complete iteration whose best is mated has thus searched every
            // turn. The other belts of the normal moves scored best come
            // first: a mate is often parried by the same move with another belt.
            let mut ranked: Vec<&RootTurn> = root.iter().filter(|r| r.searched).collect();
            ranked.sort_by_key(|r| std::cmp::Reverse(r.score));
            let normals: Vec<_> = ranked.iter().map(|r| r.turn.normal).collect();
            deferred.sort_by_key(|&i| {
                normals
                    .iter()
                    .position(|&m| m == root[i].turn.normal)
                    .unwrap_or(usize::MAX)
            });
            for i in deferred {
                let dropped = !lost(&exact);
                if !self.root_turn(
                    pos,
                    &mut root[i],
                    i,
                    depth,
                    margin,
                    lines,
                    prune_below,
                    dropped,
                    &mut exact,
                ) {
                    break;
                }
            }
        }
        self.leave();
        let complete = !self.stopped();
        root.sort_by_key(|r| (!r.searched, std::cmp::Reverse(r.score), !r.exact));
        if complete {
            let best = root[0];
            self.store_root(pos, best.turn, best.score, depth);
        }
        complete
    }

    /// Searches root turn number `i` at `depth` against the floor (the
    /// `lines`-th best exact score in `exact`, less `margin`), recording what
    /// it finds in `entry` and `exact`; a `dropped` turn is only asked whether
    /// it mates. False when a limit stopped the search.
    #[allow(clippy::too_many_arguments)]
    fn root_turn(
        &mut self,
        pos: &Position,
        entry: &mut RootTurn,
        i: usize,
        depth: i32,
        margin: i32,
        lines: usize,
        prune_below: Option<i32>,
        dropped: bool,
        exact: &mut Vec<i32>,
    ) -> bool {
        if dropped {
            // A dropped turn may still hide a win beyond the previous
            // iteration's horizon (a quiet first turn of a mate in two
            // looks bad at depth 2): a search with the mate window asks
            // only whether it mates within `depth` plies, which is cheap
            // (the opponent's first escape ends it, and near the horizon
            // only checks can mate), and searches it in full if it does.
            let child = pos.play_unchecked(entry.turn);
            let win = MATE - depth;
            let s = -self.negamax(&child, depth - 1, -win, -win + 1, 1);
            if self.stopped() {
                return false;
            }
            if s < win {
                return true;
            }
        }
        let floor = if exact.len() < lines {
            -INFINITY
        } else {
            exact[lines - 1] - margin
        };
        let child = pos.play_unchecked(entry.turn);
        let full = depth - 1;
        let score = if floor == -INFINITY {
            -self.negamax(&child, full, -INFINITY, INFINITY, 1)
        } else {
            // Later turns: a shallower null-window test first (unless
            // the root is pruned instead); only a turn that may beat the
            // floor is searched at full depth.
            let reduced = if prune_below.is_none() && depth >= 3 && i >= ROOT_FULL_DEPTH {
                full - 1
            } else {
                full
            };
            let mut s = -self.negamax(&child, reduced, -floor - 1, -floor, 1);
            if s > floor && reduced < full && !self.stopped() {
                s = -self.negamax(&child, full, -floor - 1, -floor, 1);
            }
            if s > floor && !self.stopped() {
                s = -self.negamax(&child, full, -INFINITY, -floor, 1);
            }
            s
        };
        if self.stopped() {
            return false;
        }
        entry.searched = true;
        entry.exact = score > floor;
        entry.score = if entry.exact { score } else { score.min(floor) };
        if entry.exact {
            let at = exact.partition_point(|&e| e >= score);
            exact.insert(at, score);
            exact.truncate(lines);
        }
        true
    }
}
