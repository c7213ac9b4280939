//! An evaluation for people, always from White's side: `+1.20` (White is a
//! pawn and a fifth up), `-0.40`, `#3` (White mates with its third turn),
//! `#-2` (Black mates with its second). The analysis board, the move tree's
//! `[%eval ...]` annotations and game review use it; the AI converts its own
//! side-to-move score into one (`ai::Score::evaluation`).

use super::excerpt::quote;
use super::{Color, GameResult, Position};
use std::fmt;
use std::str::FromStr;

/// Pawn scores beyond this (in centipawns, either sign) count as this much
/// when evaluations are compared for review marks or drawn on a graph: a
/// position ten pawns up is won whether it is ten or fifteen.
pub const EVAL_CAP_CP: i32 = 1000;

/// The largest pawn score read or made, in centipawns (999.99 pawns).
const MAX_CP: i32 = 99_999;

/// An evaluation from White's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Evaluation {
    /// Centipawns, positive when White is better (100 = a pawn).
    Pawns(i32),
    /// `winner` mates with its `turns`-th turn from here (0: the game is
    /// already over, `winner` has mated or captured the king).
    Mate {
        /// The side that mates.
        winner: Color,
        /// Its turns until the mate, counting the mating turn.
        turns: u32,
    },
}

/// A text that is not an evaluation, shortened, with what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvaluationError(pub String);

impl fmt::Display for EvaluationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad evaluation '{}' (expected e.g. +1.20, -0.40, #3 or #-2)", self.0)
    }
}

impl std::error::Error for EvaluationError {}

impl Evaluation {
    /// An even position.
    pub const EVEN: Evaluation = Evaluation::Pawns(0);

    /// `winner` mates with its `turns`-th turn.
    pub const fn mate(winner: Color, turns: u32) -> Evaluation {
        Evaluation::Mate { winner, turns }
    }

    /// A pawn score (clamped to ±999.99 pawns).
    pub fn pawns(centipawns: i32) -> Evaluation {
        Evaluation::Pawns(centipawns.clamp(-MAX_CP, MAX_CP))
    }

    /// The evaluation of a position whose game is over by the pieces alone
    /// (checkmate or a king capture: the winner's mate in 0; stalemate:
    /// even); `None` while the game goes on.
    pub fn at_end(pos: &Position) -> Option<Evaluation> {
        pos.outcome().map(|o| match o.result {
            GameResult::Win(winner) => Evaluation::Mate { winner, turns: 0 },
            GameResult::Draw => Evaluation::EVEN,
        })
    }

    /// The mate distance in turns, signed: positive when White mates, negative
    /// when Black does; `None` for a pawn score.
    pub fn mate_turns(self) -> Option<i64> {
        match self {
            Evaluation::Pawns(_) => None,
            Evaluation::Mate { winner, turns } => Some(match winner {
                Color::White => turns as i64,
                Color::Black => -(turns as i64),
            }),
        }
    }

    /// Centipawns from White's side, capped at ±[`EVAL_CAP_CP`]; a mate
    /// counts as the cap. For review drops and the evaluation graph.
    pub fn capped_cp(self) -> i32 {
        match self {
            Evaluation::Pawns(cp) => cp.clamp(-EVAL_CAP_CP, EVAL_CAP_CP),
            Evaluation::Mate {
                winner: Color::White, ..
            } => EVAL_CAP_CP,
            Evaluation::Mate {
                winner: Color::Black, ..
            } => -EVAL_CAP_CP,
        }
    }

    /// [`Evaluation::capped_cp`] from `side`'s view.
    pub fn capped_cp_for(self, side: Color) -> i32 {
        match side {
            Color::White => self.capped_cp(),
            Color::Black => -self.capped_cp(),
        }
    }

    /// An order from best for Black to best for White: any mate by Black,
    /// the slowest first... any mate by White, the quickest last.
    fn rank(self) -> i64 {
        match self {
            Evaluation::Pawns(cp) => cp as i64,
            Evaluation::Mate { winner, turns } => {
                let far = 1_000_000 - turns as i64;
                if winner == Color::White {
                    far
                } else {
                    -far
                }
            }
        }
    }

    /// The PGN form inside `[%eval ...]`: `1.20`, `-0.40`, `#3`, `#-2`
    /// (no `+`, as other programs write it).
    pub fn pgn(self) -> String {
        let text = self.to_string();
        match text.strip_prefix('+') {
            Some(unsigned) => unsigned.to_string(),
            None => text,
        }
    }
}

impl PartialOrd for Evaluation {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Better for White is greater.
impl Ord for Evaluation {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.rank().cmp(&other.rank())
    }
}

/// `+1.20`, `-0.40`, `+0.00`, `#3`, `#-2` (`#0` / `#-0`: already mated).
impl fmt::Display for Evaluation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Evaluation::Mate { winner, turns } => {
                let sign = if winner == Color::Black { "-" } else { "" };
                write!(f, "#{sign}{turns}")
            }
            // Integer arithmetic: printing an f64 adds to the browser's wasm.
            Evaluation::Pawns(cp) => {
                let sign = if cp < 0 { '-' } else { '+' };
                let abs = cp.unsigned_abs();
                write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
            }
        }
    }
}

/// Reads what [`fmt::Display`] and [`Evaluation::pgn`] write, and pawn
/// scores with 0 to 2 decimals (`1`, `+1.2`, `-0.40`).
impl FromStr for Evaluation {
    type Err = EvaluationError;

    fn from_str(text: &str) -> Result<Evaluation, EvaluationError> {
        let bad = || EvaluationError(quote(text));
        let t = text.trim();
        if let Some(mate) = t.strip_prefix('#') {
            let (winner, digits) = match mate.strip_prefix('-') {
                Some(d) => (Color::Black, d),
                None => (Color::White, mate.strip_prefix('+').unwrap_or(mate)),
            };
            if digits.is_empty() || digits.len() > 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            let turns = digits.parse().map_err(|_| bad())?;
            return Ok(Evaluation::Mate { winner, turns });
        }
        let (negative, unsigned) = match t.strip_prefix('-') {
            Some(u) => (true, u),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() || whole.len() > 3 || fraction.len() > 2 || !digits(whole) || !digits(fraction) {
            return Err(bad());
        }
        if unsigned.ends_with('.') {
            return Err(bad());
        }
        let hundredths: i32 = format!("{fraction:0<2}").parse().map_err(|_| bad())?;
        let cp = whole.parse::<i32>().map_err(|_| bad())? * 100 + hundredths;
        Ok(Evaluation::Pawns(if negative { -cp } else { cp }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_and_reads_back() {
        let cases = [
            (Evaluation::Pawns(120), "+1.20", "1.20"),
            (Evaluation::Pawns(-40), "-0.40", "-0.40"),
            (Evaluation::Pawns(0), "+0.00", "0.00"),
            (Evaluation::Pawns(-5), "-0.05", "-0.05"),
            (Evaluation::mate(Color::White, 3), "#3", "#3"),
            (Evaluation::mate(Color::Black, 2), "#-2", "#-2"),
            (Evaluation::mate(Color::Black, 0), "#-0", "#-0"),
        ];
        for (eval, shown, pgn) in cases {
            assert_eq!(eval.to_string(), shown);
            assert_eq!(eval.pgn(), pgn);
            assert_eq!(shown.parse::<Evaluation>(), Ok(eval));
            assert_eq!(pgn.parse::<Evaluation>(), Ok(eval));
        }
        assert_eq!("1".parse(), Ok(Evaluation::Pawns(100)));
        assert_eq!("+1.2".parse(), Ok(Evaluation::Pawns(120)));
        assert_eq!("-12.34".parse(), Ok(Evaluation::Pawns(-1234)));
        assert_eq!("#+4".parse(), Ok(Evaluation::mate(Color::White, 4)));
    }

    #[test]
    fn bad_texts_are_refused_with_a_short_message() {
        for bad in [
            "", "+", "#", "#x", "1.234", "1.", ".5", "abc", "1e3", "#--2", "--1", "1000.00", "#99999", "1,5",
        ] {
            let err = bad.parse::<Evaluation>().unwrap_err().to_string();
            assert!(err.starts_with("bad evaluation"), "{bad}: {err}");
        }
        let err = "x".repeat(500).parse::<Evaluation>().unwrap_err().to_string();
        assert!(err.len() < 120, "{err}");
    }

    #[test]
    fn order_and_caps() {
        let white_mate_1 = Evaluation::mate(Color::White, 1);
        let white_mate_5 = Evaluation::mate(Color::White, 5);
        let black_mate_1 = Evaluation::mate(Color::Black, 1);
        let black_mate_5 = Evaluation::mate(Color::Black, 5);
        let mut all = vec![
            white_mate_1,
            Evaluation::Pawns(300),
            black_mate_5,
            white_mate_5,
            black_mate_1,
            Evaluation::EVEN,
        ];
        all.sort();
        assert_eq!(
            all,
            [
                black_mate_1,
                black_mate_5,
                Evaluation::EVEN,
                Evaluation::Pawns(300),
                white_mate_5,
                white_mate_1
            ]
        );
        assert_eq!(Evaluation::Pawns(5000).capped_cp(), EVAL_CAP_CP);
        assert_eq!(black_mate_5.capped_cp(), -EVAL_CAP_CP);
        assert_eq!(Evaluation::Pawns(-250).capped_cp_for(Color::Black), 250);
        assert_eq!(white_mate_5.mate_turns(), Some(5));
        assert_eq!(black_mate_1.mate_turns(), Some(-1));
        assert_eq!(Evaluation::pawns(i32::MAX), Evaluation::Pawns(99_999));
    }
}
