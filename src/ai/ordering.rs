//! Move ordering: what to try first so that cutoffs come early.
//!
//! Normal moves and belt moves are ordered separately (a turn is searched as
//! a normal move, then its belt moves), each with killers and history.

use super::eval::value;
use super::features::CENTRALITY;
use super::threat::Parry;
use crate::rules::{AfterMove, BeltShift, Move, Position, Role};

/// The deepest ply the tables cover.
pub const MAX_PLY: usize = 128;

/// Which belt moves [`Heuristics::ordered_belts`] must put in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BeltPick {
    /// Every legal belt, best first.
    All,
    /// The checks and this many more, best first (the rest unordered after them).
    Best(usize),
}

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

/// The pieces on one belt with their weights, kept while the belt's seven
/// shifts are ordered: the cheap static gain of a belt move.
/// A fixed array, not a `Vec`: this runs for nearly every normal move searched.
#[derive(Default)]
struct BeltCargo {
    belt: Option<crate::rules::Belt>,
    pieces: [(u8, i32); 8],
    len: usize,
}

impl BeltCargo {
    /// What the shift gains the mover in centrality: own pieces toward the
    /// centre and the enemy's away from it, but the kings the other way round
    /// (an exposed king is a target for belt-borne attacks).
    fn gain(&mut self, board: &crate::rules::Board, us: crate::rules::Color, s: BeltShift) -> i32 {
        if self.belt != Some(s.belt()) {
            self.belt = Some(s.belt());
            self.len = 0;
            for sq in board.occupied() & s.belt().mask() {
                let Some(piece) = board.piece_at(sq) else { continue };
                let weight = match piece.role {
                    Role::King => -6,
                    Role::Knight => 4,
                    Role::Bishop => 3,
                    Role::Queen => 2,
                    Role::Rook | Role::Pawn => 1,
                };
                // A belt has eight squares.
                self.pieces[self.len & 7] = (sq.index(), if piece.color == us { weight } else { -weight });
                self.len += 1;
            }
        }
        self.pieces[..self.len.min(8)]
            .iter()
            .map(|&(i, w)| {
                let sq = crate::rules::Square::from_index(i);
                w * (CENTRALITY[s.square_after(sq).index() as usize & 63] - CENTRALITY[i as usize & 63])
            })
            .sum()
    }
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

    /// Orders normal moves: the table's move, the move that would win at
    /// once were it not answered (`threat`: the parent's probe), captures by
    /// victim then attacker, killers, then (when the side to move is
    /// threatened) the moves that may parry, then history.
    #[allow(clippy::too_many_arguments)]
    pub fn order_moves(
        &self,
        pos: &Position,
        moves: &mut [Move],
        keys: &mut Vec<(i32, Move)>,
        tt: Option<Move>,
        threat: Option<Move>,
        parry: Option<&Parry>,
        ply: usize,
    ) {
        let board = pos.board();
        let ply = ply.min(MAX_PLY);
        keys.clear();
        keys.extend(moves.iter().map(|&m| {
            let key = if Some(m) == tt {
                i32::MAX
            } else if Some(m) == threat {
                i32::MAX - 1
            } else if let Some(victim) = board.role_at(m.to) {
                let attacker = board.role_at(m.from).map_or(0, value);
                1_000_000 + 10 * value(victim) - attacker / 10
            } else if m.promotion == Some(Role::Queen) {
                990_000
            } else if self.killers[ply].contains(&Some(m)) {
                900_000
            } else if parry.is_some_and(|p| {
                m.from == p.attacker || p.area.contains(m.to) || board.role_at(m.from) == Some(Role::King)
            }) {
                850_000
            } else {
                self.history[move_index(pos, m)].min(800_000)
            };
            (key, m)
        }));
        keys.sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
        for (slot, &(_, m)) in moves.iter_mut().zip(keys.iter()) {
            *slot = m;
        }
    }

    /// The legal belt moves after a normal move, best first: the table's
    /// belt, checks, (when threatened) the belts through the `parry` area,
    /// the killer, then history plus a cheap static gain
    /// (centrality of the pieces carried). Fills `out` with (key, belt,
    /// gives check): with [`BeltPick::Best`] at least the best
    /// `checks.max(1) + n` in order (the rest after them, unordered), else
    /// all in order. Returns how many give check and how many are legal.
    pub fn ordered_belts(
        &self,
        after: &AfterMove<'_>,
        tt: Option<BeltShift>,
        ply: usize,
        pick: BeltPick,
        parry: Option<&Parry>,
        out: &mut Vec<(i32, BeltShift, bool)>,
    ) -> (usize, usize) {
        let pos = after.position();
        let ply = ply.min(MAX_PLY);
        out.clear();
        let mut checks = 0;
        let mut cargo = BeltCargo::default();
        after.for_each_belt_with_check(|s, check| {
            let key = if Some(s) == tt {
                i32::MAX
            } else if check {
                2_000_000
            } else if parry.is_some_and(|p| (s.belt().mask() & p.area).nonempty()) {
                1_500_000
            } else if self.belt_killers[ply] == Some(s) {
                1_000_000
            } else {
                (self.belt_history[belt_index(pos, s)] + 64 * cargo.gain(after.board(), pos.turn(), s)).min(900_000)
            };
            checks += usize::from(check);
            out.push((key, s, check));
            true
        });
        let total = out.len();
        let wanted = match pick {
            BeltPick::Best(n) => checks.max(1) + n,
            _ => total,
        };
        if wanted < total {
            // Only the first `wanted` are searched: select them, then order them.
            out.select_nth_unstable_by_key(wanted, |k| std::cmp::Reverse(k.0));
            out[..wanted].sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
        } else {
            out.sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
        }
        (checks, total)
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
