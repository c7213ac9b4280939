//! The mate-threat probe: what the opponent would win with at once if the
//! side to move passed, and what that tells the search.
//!
//! In Full Belt Chess most mates come from a quiet-looking turn that sets up
//! a checking belt, and a side a few turns from the horizon cannot see the
//! threat it leaves standing. The probe is the rules' one-turn win test on
//! the position with the turn passed (`Position::null_move`): a found win is
//! a real turn the opponent has unless the side to move does something about
//! it. The search uses it to order (the parries first, the threat's turn
//! first in the children) and to keep a turn that makes a threat from being
//! searched shallower, never to prune: compulsory belts make zugzwang real,
//! so "if I passed" proves nothing about the position itself.

use crate::rules::attacks::{between, king_attacks};
use crate::rules::tactics::find_win;
use crate::rules::{Bitboard, Position, Square, Turn};

/// The opponent's turn that would win at once if the side to move passed,
/// if any. Not asked in check (a pass would leave the king en prise).
pub(super) fn probe(pos: &Position) -> Option<Turn> {
    if pos.is_check() {
        return None;
    }
    find_win(&pos.null_move())
}

/// Whether `child` (the opponent to move, after a turn of ours) leaves us a
/// win at once if the opponent passed: the turn made a threat.
pub(super) fn makes_threat(child: &Position) -> bool {
    probe(child).is_some()
}

/// Where the side to move may parry a threat: a turn touching these squares
/// is tried before other quiet turns.
#[derive(Clone, Copy, Debug)]
pub struct Parry {
    /// The square of the piece that would make the winning move: taking it
    /// (or moving onto its path) parries.
    pub attacker: Square,
    /// The own kings' squares and rings, the threat's squares and the
    /// squares between its landing square and each own king: a normal move
    /// onto one, or a belt through one, may parry (flight, block, or carrying
    /// the king or the attacker away).
    pub area: Bitboard,
}

impl Parry {
    /// What parries `threat` (the opponent's winning turn) in `pos`.
    pub(super) fn new(pos: &Position, threat: Turn) -> Parry {
        let kings = pos.board().kings(pos.turn());
        let (from, to) = (threat.normal.from, threat.normal.to);
        let mut area = Bitboard::from_square(from) | Bitboard::from_square(to);
        for king in kings {
            area = area | Bitboard::from_square(king) | king_attacks(king) | between(to, king);
        }
        Parry { attacker: from, area }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tactics::{each_legal_turn, wins_at_once};
    use crate::rules::{Options, Variant};

    /// The positions of the Full Belt test suite and some of their children.
    fn positions() -> Vec<Position> {
        let text = std::fs::read_to_string("tests/suite/full-belt.txt").expect("the suite");
        let mut out = Vec::new();
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let fen: Vec<&str> = line
                .split(" | ")
                .next()
                .unwrap_or("")
                .split_whitespace()
                .skip(1)
                .collect();
            let pos = Position::from_fen(&fen.join(" "), Variant::FullBelt, Options::default()).expect(line);
            let mut k = 0;
            each_legal_turn(&pos, |_, next| {
                if k % 97 == 0 && next.outcome().is_none() {
                    out.push(next);
                }
                k += 1;
                true
            });
            out.push(pos);
        }
        out
    }

    #[test]
    fn a_threat_found_is_a_real_win_after_a_pass_and_its_parry_area_holds_king_and_attacker() {
        let (mut threats, mut quiet) = (0, 0);
        for pos in positions() {
            match probe(&pos) {
                Some(t) => {
                    threats += 1;
                    assert!(!pos.is_check(), "{}: no probe in check", pos.fen());
                    assert!(wins_at_once(&pos.null_move(), &t), "{}: {}", pos.fen(), t.machine());
                    let parry = Parry::new(&pos, t);
                    assert_eq!(parry.attacker, t.normal.from);
                    for king in pos.board().kings(pos.turn()) {
                        assert!(parry.area.contains(king) && (king_attacks(king) & !parry.area).is_empty());
                    }
                }
                None => {
                    quiet += 1;
                    assert!(pos.is_check() || find_win(&pos.null_move()).is_none(), "{}", pos.fen());
                }
            }
        }
        assert!(
            threats > 5 && quiet > 5,
            "both kinds met: {threats} threats, {quiet} without"
        );
    }
}
