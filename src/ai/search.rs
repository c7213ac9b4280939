//! Iterative deepening principal-variation search over whole turns.
//!
//! A Full Belt turn is searched as its two parts by the same side: the normal
//! move, then its belt moves, generated only when that normal move is reached,
//! so a cutoff in the belts ends the node at once.

use super::eval::{capture_value, evaluate};
use super::limits::Limits;
use super::ordering::{BeltPick, Heuristics, MAX_PLY};
use super::score::{MATE, MATE_BOUND};
use super::threat::{makes_threat, probe, Parry};
use super::tt::{Bound, Table};
use crate::rules::{Move, Position, Turn, Variant};
use std::sync::atomic::{AtomicBool, Ordering};

mod mate_now;

pub(super) const INFINITY: i32 = 32_000;
/// Belt moves searched per normal move at the last full-width turn, besides
/// checks: few, so that each depth costs far fewer nodes (a win at once is a
/// check, so none is hidden).
const FRONTIER_BELTS: usize = 4;
/// Belt moves searched per normal move two turns from the horizon, besides checks.
const NEAR_FRONTIER_BELTS: usize = 8;
/// Capture plies searched in quiescence.
const MAX_QDEPTH: u32 = 6;
/// Belt moves tried after a capture in quiescence.
const QUIESCENCE_BELTS: usize = 2;
/// How many turns shallower the null-move test searches (Chess without Pawns).
const NULL_REDUCTION: i32 = 2;
/// Moves searched at full depth before later quiet ones are reduced
/// (Chess without Pawns).
const LMR_AFTER: usize = 3;
/// Turns searched at full depth in a Full Belt node before late quiet belts are reduced.
const BELT_LMR_AFTER: usize = 6;
/// Belts of each normal move searched at full depth (the best ordered) before the rest are reduced.
const BELT_LMR_PER_MOVE: usize = 2;
/// Full Belt nodes at least this many turns from the horizon ask the threat
/// probe ([`probe`]) what the opponent would win with if they passed.
const THREAT_PROBE_DEPTH: i32 = 3;
/// Full Belt nodes at least this deep do not reduce a turn that makes a
/// threat (deeper, one probe costs little beside the child's search).
const THREAT_KEEP_DEPTH: i32 = 4;

/// A searcher: its transposition table and ordering tables persist between searches.
pub struct Searcher {
    table: Table,
    heuristics: Heuristics,
    clock: Box<dyn Fn() -> f64>,
}

/// One search in progress: the searcher's tables plus its limits and counters.
pub(super) struct Run<'a> {
    table: &'a mut Table,
    heuristics: &'a mut Heuristics,
    clock: &'a dyn Fn() -> f64,
    start_ms: f64,
    deadline_ms: Option<f64>,
    /// Whether the clock is ignored for now (the iterations up to `Limits::min_depth`).
    clock_paused: bool,
    node_limit: u64,
    nodes: u64,
    stopped: bool,
    /// Set by another thread to stop this run (the solver beside it proved a win).
    stop: Option<&'a AtomicBool>,
    /// The ply beyond which checks no longer extend the search (twice the
    /// iteration's depth), so that a long run of checks cannot take it
    /// to the end of the tables.
    extension_ply: usize,
    /// Hashes of the positions before the current one: the game's, then the search path's.
    path: Vec<u64>,
    /// Per ply, the turn that wins at once there unless the turn before it
    /// parried it (the parent's threat probe): tried first by the child.
    threats: Vec<Option<Turn>>,
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

    /// A run over this searcher's tables, bounded by `limits`, after the
    /// game positions `history`; it also stops when `stop` is set.
    pub(super) fn run<'a>(&'a mut self, history: &[u64], limits: Limits, stop: Option<&'a AtomicBool>) -> Run<'a> {
        self.heuristics.new_search();
        let start_ms = (self.clock)();
        Run {
            table: &mut self.table,
            heuristics: &mut self.heuristics,
            clock: &*self.clock,
            start_ms,
            deadline_ms: limits.time_ms.map(|t| start_ms + t as f64),
            clock_paused: false,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            stopped: false,
            stop,
            extension_ply: 0,
            path: history.to_vec(),
            threats: vec![None; MAX_PLY + 2],
            scratch: (0..=MAX_PLY + 1).map(|_| Scratch::default()).collect(),
        }
    }
}

impl Run<'_> {
    /// The deepest iteration, in turns.
    pub(super) const MAX_DEPTH: u32 = MAX_PLY as u32 / 2;

    /// Milliseconds since the run began.
    pub(super) fn elapsed_ms(&self) -> u64 {
        ((self.clock)() - self.start_ms).max(0.0) as u64
    }

    /// Positions visited so far.
    pub(super) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Ignores the time limit (not the node limit) while `paused`.
    pub(super) fn pause_clock(&mut self, paused: bool) {
        self.clock_paused = paused;
    }

    /// Starts an iteration `depth` turns deep (it bounds the check extension).
    pub(super) fn begin_iteration(&mut self, depth: u32) {
        self.extension_ply = 2 * depth as usize;
    }

    /// Whether a limit has stopped the run.
    pub(super) fn stopped(&self) -> bool {
        self.stopped
    }

    /// Counts a node; false (and the search stops) once a limit is reached.
    fn visit(&mut self) -> bool {
        if self.stopped || self.nodes >= self.node_limit {
            self.stopped = true;
            return false;
        }
        self.nodes += 1;
        if self.nodes % 512 == 0 {
            if self.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                self.stopped = true;
            }
            if let Some(deadline) = self.deadline_ms.filter(|_| !self.clock_paused) {
                if (self.clock)() >= deadline {
                    self.stopped = true;
                }
            }
        }
        true
    }

    /// Records `turn` and its exact `score` as the root's table entry (the PV starts there).
    pub(super) fn store_root(&mut self, pos: &Position, turn: Turn, score: i32, depth: i32) {
        self.table
            .store(pos.hash(), Some(turn), to_table(score, 0), depth as u8, Bound::Exact);
    }

    /// Puts `pos` on the search path (the root, before its turns are searched).
    pub(super) fn enter(&mut self, pos: &Position) {
        self.path.push(pos.hash());
    }

    /// Takes the root off the search path.
    pub(super) fn leave(&mut self) {
        self.path.pop();
    }

    fn is_draw(&self, pos: &Position) -> bool {
        let h = pos.hash();
        let since = pos.halfmoves() as usize;
        // Only positions since the last irreversible turn can repeat.
        let recent = self.path.iter().rev().take(since.max(1));
        recent.skip(1).step_by(2).any(|&p| p == h)
            || pos.variant() == Variant::FullBelt && (pos.halfmoves() >= 100 || pos.is_bare_kings())
    }

    /// Negamax with alpha-beta over whole turns; mate scores count plies from the root.
    pub(super) fn negamax(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if !self.visit() {
            return 0;
        }
        if pos.is_capture_win() {
            return -MATE + ply as i32;
        }
        if self.is_draw(pos) {
            return 0;
        }
        let has_belts = pos.variant().has_belts();
        // Chess without Pawns is a game of checks, forks and mates: a check
        // is answered one turn deeper, so the horizon never falls between a
        // check and its answer. (In Full Belt Chess a check is one of
        // thousands of turns and the search is only a few turns deep: the
        // extension would cost a whole turn of depth.)
        let in_check = pos.is_check();
        let depth = if in_check && !has_belts && ply < self.extension_ply {
            depth + 1
        } else {
            depth
        };
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
        // Null move (Chess without Pawns): if passing still holds beta in a
        // shallower search, a real turn would too. Material never changes
        // there and a side always has a useful move, so zugzwang is rare.
        let null_window = beta - alpha == 1;
        if !has_belts && null_window && !in_check && depth >= 3 && beta.abs() < MATE_BOUND && evaluate(pos) >= beta {
            self.path.push(key);
            let reduced = (depth - 1 - NULL_REDUCTION - i32::from(depth >= 6)).max(0);
            let score = -self.negamax(&pos.null_move(), reduced, -beta, -beta + 1, ply + 1);
            self.path.pop();
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }
        // Only a mate by the next ply can beat alpha: a turn that gives no
        // check cannot (the earliest mate after it is three plies on), and a
        // check that does not mate cannot either (the opponent's turn after
        // it delays any mate by two plies), so in Full Belt the checks are
        // tested for mate on the spot. Exact, not a guess.
        if has_belts && alpha >= MATE - ply as i32 - 3 {
            return self.mate_now(pos, depth, alpha, beta, ply, key);
        }
        // What the opponent would win with at once if this side passed: its
        // winning turn is tried first in the children (where it wins unless
        // parried), and this side's turns that may parry it are tried early.
        let threat = (has_belts && depth >= THREAT_PROBE_DEPTH).then(|| probe(pos)).flatten();
        let parry = threat.map(|t| Parry::new(pos, t));
        let own_threat = self.threats[ply];
        self.threats[ply + 1] = threat;
        // Buffers are reused per ply: allocation is slow in the browser's wasm.
        let mut scratch = std::mem::take(&mut self.scratch[ply]);
        pos.pseudo_moves(&mut scratch.moves);
        self.heuristics.order_moves(
            pos,
            &mut scratch.moves,
            &mut scratch.keys,
            tt_turn.map(|t| t.normal),
            own_threat.map(|t| t.normal),
            parry.as_ref(),
            ply,
        );
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_turn = None;
        let mut searched = 0usize;
        let mut legal = false;
        // Pass 0 limits the belts near the horizon; pass 1, only when every
        // turn searched in pass 0 was mated, searches them all: a limited set
        // may leave out the one defence, and a false mate is not a guess to keep.
        let mut limited = false;
        self.path.push(key);
        'passes: for pass in 0..2 {
            if pass == 1 && !(limited && best_score <= -MATE_BOUND) {
                break;
            }
            for &m in &scratch.moves {
                let Some(after) = pos.try_move(m) else { continue };
                let count = if has_belts {
                    let tt_belt = tt_turn.or(own_threat).filter(|t| t.normal == m).and_then(|t| t.belt);
                    // At the last full-width turn, quiet belts beyond the first few rarely matter.
                    let pick = match depth {
                        _ if pass == 1 => BeltPick::All,
                        1 => BeltPick::Best(FRONTIER_BELTS),
                        2 => BeltPick::Best(NEAR_FRONTIER_BELTS),
                        _ => BeltPick::All,
                    };
                    let (checks, n) =
                        self.heuristics
                            .ordered_belts(&after, tt_belt, ply, pick, parry.as_ref(), &mut scratch.belts);
                    legal |= n > 0;
                    let cap = match pick {
                        BeltPick::Best(extra) => n.min(checks.max(1) + extra),
                        _ => n,
                    };
                    limited |= cap < n;
                    cap
                } else {
                    legal = true;
                    1
                };
                for j in 0..count {
                    let belt = has_belts.then(|| scratch.belts[j].1);
                    let child = after.finish(belt);
                    // Late quiet moves (Chess without Pawns), ordered after the
                    // table's, the killers and the best by history, are searched
                    // a turn shallower first, and again in full only if they
                    // beat alpha.
                    let reduction = if has_belts {
                        // Full Belt: late quiet belts are searched a turn
                        // shallower first, but only at an even depth: the
                        // shallower search then still sees every mate by the
                        // mover within the horizon (they fall on odd plies),
                        // and what it no longer sees (the opponent's mate on
                        // the horizon) only flatters the turn, which is then
                        // searched again in full. So no win is hidden.
                        let late = searched >= BELT_LMR_AFTER && j >= BELT_LMR_PER_MOVE;
                        let quiet = !scratch.belts[j].2 && after.captured().is_none() && m.promotion.is_none();
                        let tt = tt_turn == Some(Turn { normal: m, belt });
                        let reduce = depth % 2 == 0 && late && quiet && !tt && !in_check && alpha.abs() < MATE_BOUND;
                        // A turn that makes a threat is searched in full.
                        i32::from(reduce && !(depth >= THREAT_KEEP_DEPTH && makes_threat(&child)))
                    } else if searched >= LMR_AFTER && depth >= 3 && !in_check && !child.is_check() {
                        1 + i32::from(searched >= 4 * LMR_AFTER && depth >= 5)
                    } else {
                        0
                    };
                    let score = if searched == 0 {
                        -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                    } else {
                        let mut s = -self.negamax(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
                        if s > alpha && reduction > 0 && !self.stopped {
                            s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                        }
                        if s > alpha && s < beta && !self.stopped {
                            -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                        } else {
                            s
                        }
                    };
                    searched += 1;
                    if self.stopped {
                        break 'passes;
                    }
                    if score > best_score {
                        best_score = score;
                        best_turn = Some(Turn { normal: m, belt });
                        if score > alpha {
                            alpha = score;
                            if alpha >= beta {
                                self.heuristics.cutoff(pos, m, belt, depth, ply);
                                break 'passes;
                            }
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
        if !legal {
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
        if beta <= -MATE_BOUND && pos.variant().has_belts() {
            // Not mated, so at least beta (the caller asks only whether a
            // mate is delivered): no evaluation needed to fail high. (Full
            // Belt only: Chess without Pawns keeps its search node for node.)
            return beta;
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
        scratch.moves.retain(|m| {
            no_pawns
                || board
                    .role_at(m.to)
                    .is_some_and(|v| stand + capture_value(pos.variant(), v) + 250 > alpha)
        });
        self.heuristics
            .order_moves(pos, &mut scratch.moves, &mut scratch.keys, None, None, None, ply);
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
    pub(super) fn principal_variation(&self, pos: &Position, first: Turn, max: usize) -> Vec<Turn> {
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
