//! The one score type: centipawns or a mate distance, from the side to move's view.

use crate::rules::{Color, Evaluation};
use serde::{Deserialize, Serialize};

/// A mate in `n` plies scores `MATE - n` (raw centipawn scale).
pub const MATE: i32 = 30_000;
/// Raw scores at least this far from zero are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// A search score from the view of the side to move: centipawns (100 = a
/// pawn), or a mate whose distance the value carries (`MATE - plies`).
/// Ordering is "better for the side to move": a quicker mate is greater.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Score(i32);

impl Score {
    /// An even position.
    pub const ZERO: Score = Score(0);

    /// A score of `cp` centipawns (clamped below the mate range).
    pub fn centipawns(cp: i32) -> Score {
        Score(cp.clamp(-MATE_BOUND + 1, MATE_BOUND - 1))
    }

    /// The side to move mates in `plies` plies (1 = with this turn).
    pub fn mate_in(plies: u32) -> Score {
        Score(MATE - plies.min(999) as i32)
    }

    /// The side to move is mated in `plies` plies (0 = already mated).
    pub fn mated_in(plies: u32) -> Score {
        Score(-MATE + plies.min(999) as i32)
    }

    /// The search's raw value (internal scale, see [`MATE`]).
    pub(crate) fn from_raw(raw: i32) -> Score {
        Score(raw.clamp(-MATE, MATE))
    }

    /// The value in centipawns; mates are at least [`MATE_BOUND`] away from zero.
    pub fn raw(self) -> i32 {
        self.0
    }

    /// Whether this is a mate (for either side).
    pub fn is_mate(self) -> bool {
        self.0.abs() >= MATE_BOUND
    }

    /// The mate distance in turns, signed: `Some(3)` the side to move mates
    /// with its third turn, `Some(-2)` it is mated after its second; `None`
    /// when this is not a mate. A side already mated gives `Some(0)`.
    pub fn mate_turns(self) -> Option<i32> {
        if !self.is_mate() {
            return None;
        }
        let plies = MATE - self.0.abs();
        let turns = (plies + 1) / 2;
        Some(if self.0 > 0 { turns } else { -turns })
    }

    /// Whether this is a mate, for either side, within `turns` turns: a
    /// search that finds one has its answer (deepening further changes
    /// nothing).
    pub fn is_mate_within(self, turns: u32) -> bool {
        self.mate_turns().is_some_and(|t| t.unsigned_abs() <= turns)
    }

    /// The same score from White's view, given the side to move (for
    /// evaluation bars and move lists that always show White's view).
    pub fn for_white(self, to_move: Color) -> Score {
        if to_move == Color::White {
            self
        } else {
            Score(-self.0)
        }
    }

    /// The evaluation for people, from White's side, given the side to
    /// move: `+1.20`, `#3` (White mates with its third turn), `#-2`.
    pub fn evaluation(self, to_move: Color) -> Evaluation {
        let white = self.for_white(to_move);
        match white.mate_turns() {
            // A side already mated (0 turns): the winner is the side not to move.
            Some(0) => Evaluation::Mate {
                winner: if white.0 > 0 { Color::White } else { Color::Black },
                turns: 0,
            },
            Some(t) => Evaluation::Mate {
                winner: if t > 0 { Color::White } else { Color::Black },
                turns: t.unsigned_abs(),
            },
            None => Evaluation::pawns(white.0),
        }
    }

    /// The score in words for people: `+1.25`, `mate in 3`, `mated in 2`.
    pub fn words(self) -> String {
        match self.mate_turns() {
            Some(t) if t > 0 => format!("mate in {t}"),
            Some(t) => format!("mated in {}", -t),
            None => self.to_string(),
        }
    }
}

impl std::ops::Neg for Score {
    type Output = Score;

    fn neg(self) -> Score {
        Score(-self.0)
    }
}

/// `+1.25` (pawns, signed), or `#3` / `#-2` (mate in turns, negative when mated).
impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.mate_turns() {
            Some(t) => write!(f, "#{t}"),
            // Integer arithmetic: printing an f64 would pull float formatting
            // into the browser app's wasm.
            None => {
                let sign = if self.0 < 0 { '-' } else { '+' };
                let cp = self.0.unsigned_abs();
                write!(f, "{sign}{}.{:02}", cp / 100, cp % 100)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_and_words() {
        assert_eq!(Score::centipawns(125).to_string(), "+1.25");
        assert_eq!(Score::centipawns(-40).to_string(), "-0.40");
        assert_eq!(Score::centipawns(-5).to_string(), "-0.05");
        assert_eq!(Score::centipawns(-1234).to_string(), "-12.34");
        assert_eq!(Score::mate_in(5).to_string(), "#3");
        assert_eq!(Score::mated_in(4).to_string(), "#-2");
        assert_eq!(Score::mate_in(1).words(), "mate in 1");
        assert_eq!(Score::mated_in(2).words(), "mated in 1");
        assert_eq!(Score::centipawns(0).words(), "+0.00");
    }

    #[test]
    fn mates_order_and_flip() {
        assert!(Score::mate_in(1) > Score::mate_in(3));
        assert!(Score::mated_in(4) > Score::mated_in(2));
        assert!(Score::centipawns(100_000) < Score::mate_in(50));
        assert_eq!(Score::mate_in(3).mate_turns(), Some(2));
        assert_eq!(Score::centipawns(300).mate_turns(), None);
        assert_eq!(Score::centipawns(70).for_white(Color::Black), Score::centipawns(-70));
        assert_eq!(-Score::mate_in(2), Score::mated_in(2));
    }

    #[test]
    fn evaluations_are_from_whites_side() {
        let white_mates = |turns| Evaluation::mate(Color::White, turns);
        let black_mates = |turns| Evaluation::mate(Color::Black, turns);
        assert_eq!(Score::centipawns(120).evaluation(Color::White), Evaluation::Pawns(120));
        assert_eq!(Score::centipawns(40).evaluation(Color::Black), Evaluation::Pawns(-40));
        assert_eq!(Score::centipawns(40).evaluation(Color::Black).to_string(), "-0.40");
        // Mate in 5 plies for the side to move is its third turn.
        assert_eq!(Score::mate_in(5).evaluation(Color::White), white_mates(3));
        assert_eq!(Score::mate_in(5).evaluation(Color::Black), black_mates(3));
        assert_eq!(Score::mated_in(4).evaluation(Color::White).to_string(), "#-2");
        assert_eq!(Score::mated_in(4).evaluation(Color::Black).to_string(), "#2");
        assert_eq!(Score::mate_in(1).evaluation(Color::White).to_string(), "#1");
        assert_eq!(Score::mated_in(0).evaluation(Color::White), black_mates(0));
        assert_eq!(Score::mated_in(0).evaluation(Color::Black), white_mates(0));
        // The side-to-move display and the White-side one agree for White.
        for s in [Score::centipawns(-1234), Score::mate_in(3), Score::mated_in(6)] {
            assert_eq!(s.evaluation(Color::White).to_string(), s.to_string());
        }
    }
}
