//! A Full Belt node where only a mate at once can reach alpha: the mover
//! must mate by the next ply or fail low. A turn that gives no check cannot
//! mate, and a check that leaves the opponent a legal turn delays any mate
//! by two plies, so the node's value is decided by one question per
//! checking turn: has the checked side a legal turn? That is asked on the
//! position built without its hash, nothing is ordered, and each check
//! counts as one node: most such nodes (the last turn of every "does this
//! mate within the depth?" question) have no mate, and each of their checks
//! searched as a child cost a hash, an ordering of the belts and two node
//! visits before the same question.

use super::{to_table, Run};
use crate::ai::score::MATE;
use crate::ai::tt::Bound;
use crate::rules::{Position, Turn};

impl Run<'_> {
    /// The value of `pos` (Full Belt, `ply` plies from the root, searched
    /// `depth` turns deep, its table key `key`) when `alpha` is at least a
    /// mate by the next ply: that mate if a check delivers it (and the
    /// position it reaches is not drawn), else an upper bound no higher than
    /// `alpha`. Stored in the table like any node's value.
    pub(super) fn mate_now(&mut self, pos: &Position, depth: i32, alpha: i32, beta: i32, ply: usize, key: u64) -> i32 {
        let (mut legal, mut checks) = (false, false);
        let mut mate: Option<Turn> = None;
        let mut scratch = std::mem::take(&mut self.scratch[ply]);
        pos.pseudo_moves(&mut scratch.moves);
        // On the path for the draw test of a mated child (a repetition).
        self.path.push(key);
        for &m in &scratch.moves {
            let Some(after) = pos.try_move(m) else { continue };
            let go_on = after.for_each_belt_with_check(|belt, check| {
                legal = true;
                if !check {
                    return true;
                }
                // Each check tested counts as a node, so that limits and the clock are heard.
                if !self.visit() {
                    return false;
                }
                checks = true;
                if after.unhashed(Some(belt)).has_legal_turn() {
                    return true;
                }
                // Mate, unless the position is drawn first (a repetition,
                // the 50-move rule): the hash is built for that test only.
                if self.is_draw(&after.finish(Some(belt))) {
                    return true;
                }
                mate = Some(Turn {
                    normal: m,
                    belt: Some(belt),
                });
                false
            });
            if !go_on {
                break;
            }
        }
        self.path.pop();
        self.scratch[ply] = scratch;
        if self.stopped {
            return alpha;
        }
        if let Some(turn) = mate {
            let score = MATE - ply as i32 - 1;
            let bound = if score >= beta {
                self.heuristics.cutoff(pos, turn.normal, turn.belt, depth, ply);
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table
                .store(key, Some(turn), to_table(score, ply), depth as u8, bound);
            return score;
        }
        if !legal {
            return if pos.is_check() { -MATE + ply as i32 } else { 0 };
        }
        // A check that does not mate scores at most alpha; a quiet turn, at
        // most a mate three plies on (which alpha is not below).
        let best = if checks { alpha } else { MATE - ply as i32 - 3 };
        self.table
            .store(key, None, to_table(best, ply), depth as u8, Bound::Upper);
        best
    }
}
