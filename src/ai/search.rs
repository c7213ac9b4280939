//! Iterative deepening principal-variation search over whole turns.
//!
//! A Full Belt turn is searched as its two parts by the same side: the normal
//! move, then its belt moves, generated only when that normal move is reached,
//! so a cutoff in the belts ends the node at once.

use super::eval::{evaluate, value};
use super::ordering::{Heuristics, MAX_PLY};
use super::rng::Rng;
use super::tt::{Bound, Table};
use crate::rules::{Move, Position, Turn, Variant};

/// A mate score: mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
const INFINITY: i32 = 32_000;
/// Scores beyond this are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Belt moves searched per normal move at the last full-width turn, besides checks.
const FRONTIER_BELTS: usize = 12;
/// Belt moves searched per normal move two turns from the horizon, besides checks.
const NEAR_FRONTIER_BELTS: usize = 24;
/// At depth 3 and more, root turns refuted by this much are not searched again.
const ROOT_PRUNE_MARGIN: i32 = 200;
/// Capture plies searched in quiescence.
const MAX_QDEPTH: u32 = 6;
/// Belt moves tried after a capture in quiescence.
const QUIESCENCE_BELTS: usize = 2;

/// What bounds a search; the search stops at the first bound reached.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Milliseconds of thinking.
    pub time_ms: Option<u64>,
    /// Positions visited.
    pub nodes: Option<u64>,
    /// Turns deep.
    pub depth: Option<u32>,
}

/// How to pick among the best turns: the best one, or a weighted random
/// choice among those within `margin` centipawns of it.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Choice {
    /// How far below the best a turn may score and still be chosen.
    pub margin: i32,
    /// How sharply the choice prefers better turns (centipawns per factor e).
    pub temperature: f64,
    /// The seed of the random choice.
    pub seed: u64,
}

/// Progress after each completed iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
    /// Turns searched deep.
    pub depth: u32,
    /// The score of the best turn for the side to move, in centipawns.
    pub score: i32,
    /// Positions visited so far.
    pub nodes: u64,
    /// Milliseconds since the search began.
    pub elapsed_ms: u64,
    /// The expected line of play, best turn first.
    pub pv: Vec<Turn>,
}

/// The search's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The turn chosen.
    pub best: Turn,
    /// The last completed iteration's report.
    pub info: Info,
}

/// A searcher: its transposition table and ordering tables persist between searches.
pub struct Searcher {
    table: Table,
    heuristics: Heuristics,
    clock: Box<dyn Fn() -> f64>,
}

struct Run<'a> {
    table: &'a mut Table,
    heuristics: &'a mut Heuristics,
    clock: &'a dyn Fn() -> f64,
    start_ms: f64,
    deadline_ms: Option<f64>,
    node_limit: u64,
    nodes: u64,
    stopped: bool,
    /// Hashes of the positions before the current one: the game's, then the search path's.
    path: Vec<u64>,
    /// Move and belt buffers, one set per ply.
    scratch: Vec<Scratch>,
}

/// Buffers one ply of the search reuses from node to node.
#[derive(Default)]
struct Scratch {
    moves: Vec<Move>,
    keys: Vec<(i32, Move)>,
    belts: Vec<(i32, crate::rules::BeltShift, bool)>,
}

/// Whether `score` is a mate score (for either side).
pub fn is_mate(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl Searcher {
    /// A searcher with a table of `table_mb` megabytes and a millisecond clock
    /// (the browser and the native build read time differently).
    pub fn new(table_mb: usize, clock: Box<dyn Fn() -> f64>) -> Searcher {
        Searcher {
            table: Table::new(table_mb),
            heuristics: Heuristics::default(),
            clock,
        }
    }

    /// Forgets what earlier searches learnt (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.heuristics = Heuristics::default();
    }

    /// Searches `pos` and returns the chosen turn, or `None` when there is no
    /// legal turn. `history` holds the hashes of the game's earlier positions
    /// (for repetitions); `progress` hears about each completed iteration.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: Limits,
        choice: Choice,
        progress: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
        let mut root: Vec<(Turn, i32)> = pos.legal_turns().into_iter().map(|t| (t, 0)).collect();
        if root.is_empty() {
            return None;
        }
        self.heuristics.new_search();
        let start_ms = (self.clock)();
        let mut run = Run {
            table: &mut self.table,
            heuristics: &mut self.heuristics,
            clock: &*self.clock,
            start_ms,
            deadline_ms: limits.time_ms.map(|t| start_ms + t as f64),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            stopped: false,
            path: history.to_vec(),
            scratch: (0..=MAX_PLY + 1).map(|_| Scratch::default()).collect(),
        };
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 / 2).clamp(1, MAX_PLY as u32 / 2);
        let mut done: Option<(Vec<(Turn, i32)>, Info)> = None;
        for depth in 1..=max_depth {
            let scored = run.root(pos, &mut root, depth as i32, choice.margin);
            if run.stopped && done.is_some() {
                break;
            }
            let (best, score) = scored;
            let info = Info {
                depth,
                score,
                nodes: run.nodes,
                elapsed_ms: run.elapsed_ms(),
                pv: run.principal_variation(pos, best, depth as usize),
            };
            let stopped = run.stopped;
            done = Some((root.clone(), info));
            if stopped {
                break;
            }
            progress(&done.as_ref().expect("just set").1);
            // A mate found is final; and a new iteration rarely finishes in the time left.
            let elapsed = run.elapsed_ms() as f64;
            if is_mate(score) && (MATE - score.abs()) as u32 <= 2 * depth
                || limits.time_ms.is_some_and(|t| elapsed * 2.0 > t as f64)
                || root.len() == 1
            {
                break;
            }
        }
        let (scores, mut info) = done.expect("depth 1 always runs");
        info.nodes = run.nodes;
        info.elapsed_ms = run.elapsed_ms();
        let best = choose(&scores, choice);
        Some(SearchResult { best, info })
    }
}

/// The best turn, or a weighted random one among those close to it.
fn choose(scores: &[(Turn, i32)], choice: Choice) -> Turn {
    let best = scores.iter().map(|s| s.1).max().unwrap_or(0);
    let best_turn = scores.iter().find(|s| s.1 == best).map(|s| s.0).unwrap_or(scores[0].0);
    if choice.margin <= 0 || is_mate(best) {
        return best_turn;
    }
    let near: Vec<(Turn, f64)> = scores
        .iter()
        .filter(|s| s.1 >= best - choice.margin && !is_mate(s.1))
        .map(|s| (s.0, ((s.1 - best) as f64 / choice.temperature.max(1.0)).exp()))
        .collect();
    let total: f64 = near.iter().map(|n| n.1).sum();
    let mut pick = Rng::new(choice.seed).unit() * total;
    for (turn, weight) in &near {
        if pick < *weight {
            return *turn;
        }
        pick -= weight;
    }
    best_turn
}

impl Run<'_> {
    fn elapsed_ms(&self) -> u64 {
        ((self.clock)() - self.start_ms).max(0.0) as u64
    }

    /// Counts a node; false (and the search stops) once a limit is reached.
    fn visit(&mut self) -> bool {
        if self.stopped || self.nodes >= self.node_limit {
            self.stopped = true;
            return false;
        }
        self.nodes += 1;
        if self.nodes % 512 == 0 {
            if let Some(deadline) = self.deadline_ms {
                if (self.clock)() >= deadline {
                    self.stopped = true;
                }
            }
        }
        true
    }

    /// Searches every root turn; returns the best and its score. Turns
    /// scoring above `best - margin` keep exact scores (for the random
    /// choice); the list is left sorted best first for the next iteration.
    fn root(&mut self, pos: &Position, root: &mut [(Turn, i32)], depth: i32, margin: i32) -> (Turn, i32) {
        let mut best = (root[0].0, -INFINITY);
        // From depth 3 on, turns that the previous iteration refuted by a
        // wide margin are not searched again: with thousands of turns a
        // side, the time is better spent on the plausible ones.
        let prune_below = (depth >= 3).then(|| root[0].1 - ROOT_PRUNE_MARGIN);
        self.path.push(pos.hash());
        for (i, entry) in root.iter_mut().enumerate() {
            if prune_below.is_some_and(|p| i > 0 && entry.1 < p) {
                continue;
            }
            let turn = entry.0;
            let child = pos.play_unchecked(turn);
            let floor = if best.1 == -INFINITY {
                -INFINITY
            } else {
                best.1 - margin.max(0)
            };
            let score = if i == 0 || margin > 0 {
                -self.negamax(&child, depth - 1, -INFINITY, -floor, 1)
            } else {
                let s = -self.negamax(&child, depth - 1, -floor - 1, -floor, 1);
                if s > floor && !self.stopped {
                    -self.negamax(&child, depth - 1, -INFINITY, -floor, 1)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            // A turn that failed low keeps its upper bound, just below the
            // floor, so it orders the next iteration and is never "near best".
            entry.1 = if score > floor || i == 0 {
                score
            } else {
                score.min(floor) - 1
            };
            if score > best.1 {
                best = (turn, score);
            }
        }
        self.path.pop();
        if self.stopped && depth == 1 {
            // This partial iteration is all there is: unsearched turns rank last.
            let searched: Vec<bool> = root.iter().map(|r| r.1 != 0 || r.0 == best.0).collect();
            for (r, s) in root.iter_mut().zip(searched) {
                if !s {
                    r.1 = -INFINITY + 1;
                }
            }
        }
        root.sort_by_key(|r| std::cmp::Reverse(r.1));
        self.table
            .store(pos.hash(), Some(best.0), to_table(best.1, 0), depth as u8, Bound::Exact);
        best
    }

    fn is_draw(&self, pos: &Position) -> bool {
        let h = pos.hash();
        let since = pos.halfmoves() as usize;
        // Only positions since the last irreversible turn can repeat.
        let recent = self.path.iter().rev().take(since.max(1));
        recent.skip(1).step_by(2).any(|&p| p == h)
            || pos.variant() == Variant::FullBelt && (pos.halfmoves() >= 100 || pos.is_bare_kings())
    }

    fn negamax(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if !self.visit() {
            return 0;
        }
        if pos.is_capture_win() {
            return -MATE + ply as i32;
        }
        if self.is_draw(pos) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        let key = pos.hash();
        let hit = self.table.probe(key);
        if let Some(h) = hit {
            if h.depth as i32 >= depth {
                let score = from_table(h.score, ply);
                match h.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let tt_turn = hit.and_then(|h| h.turn);
        // Buffers are reused per ply: allocation is slow in the browser's wasm.
        let mut scratch = std::mem::take(&mut self.scratch[ply]);
        pos.pseudo_moves(&mut scratch.moves);
        self.heuristics.order_moves(
            pos,
            &mut scratch.moves,
            &mut scratch.keys,
            tt_turn.map(|t| t.normal),
            ply,
        );
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_turn = None;
        let mut searched = 0usize;
        let has_belts = pos.variant().has_belts();
        self.path.push(key);
        'moves: for &m in &scratch.moves {
            let Some(after) = pos.try_move(m) else { continue };
            let count = if has_belts {
                let tt_belt = tt_turn.filter(|t| t.normal == m).and_then(|t| t.belt);
                let checks = self.heuristics.ordered_belts(&after, tt_belt, ply, &mut scratch.belts);
                // At the last full-width turn, quiet belts beyond the first few rarely matter.
                let n = scratch.belts.len();
                match depth {
                    1 => n.min(checks.max(1) + FRONTIER_BELTS),
                    2 => n.min(checks.max(1) + NEAR_FRONTIER_BELTS),
                    _ => n,
                }
            } else {
                1
            };
            for j in 0..count {
                let belt = has_belts.then(|| scratch.belts[j].1);
                let child = after.finish(belt);
                let score = if searched == 0 {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                } else {
                    let s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                    if s > alpha && s < beta && !self.stopped {
                        -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                    } else {
                        s
                    }
                };
                searched += 1;
                if self.stopped {
                    break 'moves;
                }
                if score > best_score {
                    best_score = score;
                    best_turn = Some(Turn { normal: m, belt });
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            self.heuristics.cutoff(pos, m, belt, depth, ply);
                            break 'moves;
                        }
                    }
                }
            }
        }
        self.scratch[ply] = scratch;
        self.path.pop();
        if self.stopped {
            return best_score.max(alpha);
        }
        if searched == 0 {
            return if pos.is_check() { -MATE + ply as i32 } else { 0 };
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, best_turn, to_table(best_score, ply), depth as u8, bound);
        best_score
    }

    /// Captures only, from a standing evaluation; a side in check with no
    /// legal turn is mated.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, qdepth: u32) -> i32 {
        if !self.visit() {
            return 0;
        }
        if pos.is_capture_win() {
            return -MATE + ply as i32;
        }
        if pos.is_check() && !pos.has_legal_turn() {
            return -MATE + ply as i32;
        }
        let stand = evaluate(pos);
        if stand >= beta || qdepth >= MAX_QDEPTH || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let board = pos.board();
        let mut scratch = std::mem::take(&mut self.scratch[ply]);
        pos.pseudo_captures(&mut scratch.moves);
        // Captures that cannot lift the score to alpha are not worth a turn.
        let no_pawns = pos.variant() == Variant::NoPawns;
        scratch
            .moves
            .retain(|m| no_pawns || board.role_at(m.to).is_some_and(|v| stand + value(v) + 250 > alpha));
        self.heuristics
            .order_moves(pos, &mut scratch.moves, &mut scratch.keys, None, ply);
        let mut best = stand;
        self.path.push(pos.hash());
        'moves: for &m in &scratch.moves {
            let Some(after) = pos.try_move(m) else { continue };
            // Any legal belt completes the capture; checks are worth trying first.
            let mut belts = [None; QUIESCENCE_BELTS];
            let mut n = 0;
            if pos.variant().has_belts() {
                let mut quiet = None;
                after.for_each_belt_with_check(|s, check| {
                    if check {
                        belts[n] = Some(s);
                        n += 1;
                    } else if quiet.is_none() {
                        quiet = Some(s);
                    }
                    n < QUIESCENCE_BELTS
                });
                if let Some(q) = quiet.filter(|_| n < QUIESCENCE_BELTS) {
                    belts[n] = Some(q);
                    n += 1;
                }
            } else {
                n = 1;
            }
            for &belt in &belts[..n] {
                let child = after.finish(belt);
                let score = -self.quiesce(&child, -beta, -alpha, ply + 1, qdepth + 1);
                if self.stopped {
                    break 'moves;
                }
                if score > best {
                    best = score;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            break 'moves;
                        }
                    }
                }
            }
        }
        self.scratch[ply] = scratch;
        self.path.pop();
        best
    }

    /// The principal variation from the table, starting with `first`.
    fn principal_variation(&self, pos: &Position, first: Turn, max: usize) -> Vec<Turn> {
        let mut pv = vec![first];
        let mut cur = pos.play_unchecked(first);
        let mut seen = vec![pos.hash()];
        while pv.len() < max.max(1) + 4 && !seen.contains(&cur.hash()) {
            seen.push(cur.hash());
            let Some(turn) = self.table.probe(cur.hash()).and_then(|h| h.turn) else {
                break;
            };
            let Ok(next) = cur.play(turn) else { break };
            pv.push(turn);
            cur = next;
        }
        pv
    }
}
