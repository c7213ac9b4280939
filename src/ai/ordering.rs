//! Move ordering: what to try first so that cutoffs come early.
//!
//! Normal moves and belt moves are ordered separately (a turn is searched as
//! a normal move, then its belt moves), each with killers and history.

use super::eval::value;
use crate::rules::{AfterMove, BeltShift, Move, Position, Role};

/// The deepest ply the tables cover.
pub const MAX_PLY: usize = 128;

/// Killers and history for both phases of a turn.
pub struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    belt_killers: Vec<Option<BeltShift>>,
    history: Vec<i32>,
    belt_history: Vec<i32>,
}

fn move_index(pos: &Position, m: Move) -> usize {
    pos.turn().index() * 4096 + m.from.index() as usize * 64 + m.to.index() as usize
}

fn belt_index(pos: &Position, s: BeltShift) -> usize {
    pos.turn().index() * 112 + s.belt().index() * 7 + s.k() as usize - 1
}

impl Default for Heuristics {
    fn default() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 1],
            belt_killers: vec![None; MAX_PLY + 1],
            history: vec![0; 2 * 4096],
            belt_history: vec![0; 2 * 112],
        }
    }
}

impl Heuristics {
    /// Forgets the killers (kept per search) and ages the history.
    pub fn new_search(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.belt_killers.iter_mut().for_each(|k| *k = None);
        self.history.iter_mut().for_each(|h| *h /= 8);
        self.belt_history.iter_mut().for_each(|h| *h /= 8);
    }

    /// Orders normal moves: the table's move, captures by victim then
    /// attacker, killers, then history.
    pub fn order_moves(&self, pos: &Position, moves: &mut [Move], tt: Option<Move>, ply: usize) {
        let board = pos.board();
        let ply = ply.min(MAX_PLY);
        let mut keyed: Vec<(i32, Move)> = moves
            .iter()
            .map(|&m| {
                let key = if Some(m) == tt {
                    i32::MAX
                } else if let Some(victim) = board.role_at(m.to) {
                    let attacker = board.role_at(m.from).map_or(0, value);
                    1_000_000 + 10 * value(victim) - attacker / 10
                } else if m.promotion == Some(Role::Queen) {
                    990_000
                } else if self.killers[ply].contains(&Some(m)) {
                    900_000
                } else {
                    self.history[move_index(pos, m)].min(800_000)
                };
                (key, m)
            })
            .collect();
        keyed.sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
        for (slot, (_, m)) in moves.iter_mut().zip(keyed) {
            *slot = m;
        }
    }

    /// The legal belt moves after a normal move, best first: the table's
    /// belt, checks, the killer, then history. Returns the belts and how
    /// many of the first ones give check.
    pub fn ordered_belts(&self, after: &AfterMove<'_>, tt: Option<BeltShift>, ply: usize) -> (Vec<BeltShift>, usize) {
        let pos = after.position();
        let ply = ply.min(MAX_PLY);
        let mut keyed: Vec<(i32, BeltShift, bool)> = Vec::with_capacity(112);
        after.for_each_belt_with_check(|s, check| {
            let key = if Some(s) == tt {
                i32::MAX
            } else if check {
                2_000_000
            } else if self.belt_killers[ply] == Some(s) {
                1_000_000
            } else {
                self.belt_history[belt_index(pos, s)].min(900_000)
            };
            keyed.push((key, s, check));
            true
        });
        keyed.sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
        let checks = keyed.iter().filter(|k| k.2).count();
        (keyed.into_iter().map(|k| k.1).collect(), checks)
    }

    /// Records a quiet turn that caused a cutoff.
    pub fn cutoff(&mut self, pos: &Position, m: Move, belt: Option<BeltShift>, depth: i32, ply: usize) {
        let ply = ply.min(MAX_PLY);
        let bonus = depth * depth;
        if pos.board().role_at(m.to).is_none() {
            let k = &mut self.killers[ply];
            if k[0] != Some(m) {
                k[1] = k[0];
                k[0] = Some(m);
            }
            let h = &mut self.history[move_index(pos, m)];
            *h = (*h + bonus).min(500_000);
        }
        if let Some(s) = belt {
            self.belt_killers[ply] = Some(s);
            let h = &mut self.belt_history[belt_index(pos, s)];
            *h = (*h + bonus).min(500_000);
        }
    }
}
