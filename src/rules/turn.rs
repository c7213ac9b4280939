//! Moves and turns: the normal move, then (in Full Belt Chess) the belt move.

use super::{BeltShift, Role, Square};
use std::fmt;

/// A normal move: a piece goes from one square to another, a pawn may
/// promote. Castling is the king's two-square move (`e1g1`, `d1b1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square the piece reaches.
    pub to: Square,
    /// The role a pawn becomes on its last rank.
    pub promotion: Option<Role>,
}

impl Move {
    /// A move from `from` to `to` with no promotion.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }

    /// The UCI form: `g1f3`, `e7e8q`.
    pub fn uci(self) -> String {
        match self.promotion {
            Some(r) => format!("{}{}{}", self.from, self.to, r.lower_char()),
            None => format!("{}{}", self.from, self.to),
        }
    }

    /// Reads the UCI form (`g1f3`, `e7e8q`); `None` when it is not one.
    pub fn parse_uci(text: &str) -> Option<Move> {
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return None;
        }
        let from = text[0..2].parse().ok()?;
        let to = text[2..4].parse().ok()?;
        let promotion = match text[4..].chars().next() {
            None => None,
            Some(c) => Some(Role::from_char(c).filter(|r| Role::PROMOTIONS.contains(r) && c.is_ascii_lowercase())?),
        };
        Some(Move { from, to, promotion })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci())
    }
}

/// A whole turn: the normal move and, in Full Belt Chess, the belt move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Turn {
    /// The normal move.
    pub normal: Move,
    /// The belt move (always present in Full Belt Chess, never in Chess without Pawns).
    pub belt: Option<BeltShift>,
}

impl Turn {
    /// The machine form: `g1f3 f+4`, or `g1f3` without a belt.
    pub fn machine(self) -> String {
        match self.belt {
            Some(b) => format!("{} {}", self.normal.uci(), b.machine()),
            None => self.normal.uci(),
        }
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.machine())
    }
}
