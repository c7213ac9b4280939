//! What the puzzles need beyond [`crate::rules::tactics`]: a refutation
//! search that tries recent refutations first, and a win test limited to one belt.
//!
//! Order matters: a puzzle's themes are read from particular winning turns
//! (see [`super::Theme`]), so "the first" always means the first in the
//! rules' move generation order ([`Position::legal_turns`]), which is the
//! order of [`tactics::find_win`].

use crate::rules::{tactics, Belt, BeltShift, Move, Position, Turn};

/// A winning turn: the first of `hints` that wins, else the first in the
/// order of [`Position::legal_turns`]. The same reply often refutes many
/// turns, and a hit skips the whole walk.
pub fn win_after_hints(pos: &Position, hints: &[Turn]) -> Option<Turn> {
    if pos.outcome().is_some() {
        return None;
    }
    hints
        .iter()
        .find(|h| tactics::wins_at_once(pos, h))
        .copied()
        .or_else(|| tactics::find_win(pos))
}

/// Whether the side to move has a win at once.
pub fn has_win(pos: &Position) -> bool {
    pos.outcome().is_none() && tactics::find_win(pos).is_some()
}

/// Whether some turn shifting `belt` wins at once: cheaper than a whole
/// walk when only that belt matters.
pub fn wins_with_belt(pos: &Position, belt: Belt) -> bool {
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    pos.pseudo_moves(&mut moves);
    moves.iter().any(|&m| {
        pos.try_move(m).is_some_and(|after| {
            (1..8).filter_map(|k| BeltShift::new(belt, k)).any(|s| {
                after.refusal(s).is_none() && {
                    let next = after.finish(Some(s));
                    next.is_check() && !next.has_legal_turn()
                }
            })
        })
    })
}
