//! An unvalidated position and the six-field position text (FEN).

use super::castling::CASTLINGS;
use super::excerpt::quote;
use super::{Belt, Board, Castling, Color, PlacementError};
use std::fmt;

/// A position as written, before the rules have checked it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The pieces.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Castling rights (Chess without Pawns only).
    pub castling: Castling,
    /// The belt the previous turn shifted (Full Belt Chess only).
    pub forbidden_belt: Option<Belt>,
    /// Turns since the last capture or normal pawn move.
    pub halfmoves: u32,
    /// The move number, starting at 1 and rising after Black's turn.
    pub fullmoves: u32,
}

/// Which of the six FEN fields is wrong.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FenField {
    /// The first field, the pieces.
    Placement,
    /// The second field, `w` or `b`.
    Side,
    /// The third field, castling rights.
    Castling,
    /// The fourth field, the forbidden belt.
    Belt,
    /// The fifth field, the halfmove clock.
    Halfmove,
    /// The sixth field, the move number.
    Fullmove,
    /// The text as a whole (wrong number of fields).
    Whole,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Placement => "placement",
            FenField::Side => "side to move",
            FenField::Castling => "castling",
            FenField::Belt => "belt",
            FenField::Halfmove => "halfmove clock",
            FenField::Fullmove => "move number",
            FenField::Whole => "position text",
        })
    }
}

/// A position text that cannot be read: which field, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// The field at fault.
    pub field: FenField,
    /// What is wrong with it.
    pub problem: FenProblem,
}

/// What is wrong with a field of a position text: typed, so that the page
/// says it in its own language; the Display is the command line's English.
/// Quoted texts are shortened when long.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenProblem {
    /// The text is empty.
    Empty,
    /// Not 4 to 6 fields: how many there are.
    FieldCount(usize),
    /// The placement cannot be read.
    Placement(PlacementError),
    /// The side to move is not `w` or `b`: the text.
    Side(String),
    /// A castling letter that is not one of `KQkq`.
    CastlingLetter {
        /// The castling field.
        text: String,
        /// The letter.
        letter: char,
    },
    /// A castling letter given twice.
    CastlingTwice {
        /// The castling field.
        text: String,
        /// The letter.
        letter: char,
    },
    /// The forbidden belt is not a file letter, a rank digit or `-`: the text.
    Belt(String),
    /// A count that is not a whole number from 0 to `u32::MAX`: the text.
    Number(String),
    /// The move number 0 (it starts at 1).
    FullmoveZero,
}

impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenProblem::Empty => f.write_str("the text is empty"),
            FenProblem::FieldCount(n) => {
                write!(
                    f,
                    "{n} fields, expected 6: placement side castling belt halfmove fullmove"
                )
            }
            FenProblem::Placement(e) => write!(f, "{e}"),
            FenProblem::Side(t) => write!(f, "'{t}', expected w or b"),
            FenProblem::CastlingLetter { text, letter } => {
                write!(f, "'{text}': '{letter}' is not one of K Q k q (or - for none)")
            }
            FenProblem::CastlingTwice { text, letter } => write!(f, "'{text}': '{letter}' appears twice"),
            FenProblem::Belt(t) => write!(f, "'{t}', expected a file letter a-h, a rank digit 1-8 or -"),
            FenProblem::Number(t) => write!(f, "'{t}', expected a whole number from 0 to {}", u32::MAX),
            FenProblem::FullmoveZero => f.write_str("the move number starts at 1"),
        }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad {}: {}", self.field, self.problem)
    }
}

impl std::error::Error for FenError {}

fn err(field: FenField, problem: FenProblem) -> FenError {
    FenError { field, problem }
}

impl Setup {
    /// Reads the six fields `<placement> <side> <castling> <belt> <halfmove> <fullmove>`.
    /// The last two may be left out (they default to `0 1`).
    pub fn from_fen(text: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(err(FenField::Whole, FenProblem::Empty));
        }
        if !(4..=6).contains(&fields.len()) {
            return Err(err(FenField::Whole, FenProblem::FieldCount(fields.len())));
        }
        let board = Board::from_placement(fields[0]).map_err(|e| err(FenField::Placement, FenProblem::Placement(e)))?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(err(FenField::Side, FenProblem::Side(quote(other)))),
        };
        let castling = parse_castling(fields[2])?;
        let forbidden_belt = match fields[3] {
            "-" => None,
            t => {
                let mut chars = t.chars();
                match (chars.next().and_then(Belt::from_char), chars.next()) {
                    (Some(b), None) => Some(b),
                    _ => return Err(err(FenField::Belt, FenProblem::Belt(quote(t)))),
                }
            }
        };
        // The whole u32 range: the engine counts with saturating u32
        // arithmetic, so every number it writes reads back.
        let number = |i: usize, field: FenField, default: u32| -> Result<u32, FenError> {
            match fields.get(i) {
                None => Ok(default),
                Some(t) => match t.parse::<u32>() {
                    Ok(n) if t.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
                    _ => Err(err(field, FenProblem::Number(quote(t)))),
                },
            }
        };
        let halfmoves = number(4, FenField::Halfmove, 0)?;
        let fullmoves = number(5, FenField::Fullmove, 1)?;
        if fullmoves == 0 {
            return Err(err(FenField::Fullmove, FenProblem::FullmoveZero));
        }
        Ok(Setup {
            board,
            turn,
            castling,
            forbidden_belt,
            halfmoves,
            fullmoves,
        })
    }

    /// Writes the six-field text.
    pub fn fen(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            self.board.placement(),
            self.turn.char(),
            self.castling.fen(),
            self.forbidden_belt.map_or('-', |b| b.char()),
            self.halfmoves,
            self.fullmoves
        )
    }
}

fn parse_castling(text: &str) -> Result<Castling, FenError> {
    if text == "-" {
        return Ok(Castling::NONE);
    }
    let mut castling = Castling::NONE;
    for c in text.chars() {
        let side = CASTLINGS.iter().find(|s| s.letter == c).ok_or_else(|| {
            err(
                FenField::Castling,
                FenProblem::CastlingLetter {
                    text: quote(text),
                    letter: c,
                },
            )
        })?;
        if castling.has(side) {
            return Err(err(
                FenField::Castling,
                FenProblem::CastlingTwice {
                    text: quote(text),
                    letter: c,
                },
            ));
        }
        castling = castling.with(side);
    }
    Ok(castling)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_the_six_fields() {
        let text = "rnbkkbnr/8/8/8/8/8/8/RNBKKBNR w KQkq - 0 1";
        assert_eq!(Setup::from_fen(text).unwrap().fen(), text);
        let belt = "8/8/8/4k3/8/8/8/4K3 b - f 12 40";
        assert_eq!(Setup::from_fen(belt).unwrap().fen(), belt);
        assert_eq!(
            Setup::from_fen("8/8/8/4k3/8/8/8/4K3 w - 3").unwrap().fen(),
            "8/8/8/4k3/8/8/8/4K3 w - 3 0 1"
        );
    }

    #[test]
    fn errors_name_the_field() {
        let field = |t: &str| Setup::from_fen(t).unwrap_err().field;
        assert_eq!(field(""), FenField::Whole);
        assert_eq!(field("8/8/8/8/8/8/8/8 w"), FenField::Whole);
        assert_eq!(field("8/8/8/8/8/8/8 w - - 0 1"), FenField::Placement);
        assert_eq!(field("8/8/8/8/8/8/8/8 x - - 0 1"), FenField::Side);
        assert_eq!(field("8/8/8/8/8/8/8/8 w KK - 0 1"), FenField::Castling);
        assert_eq!(field("8/8/8/8/8/8/8/8 w X - 0 1"), FenField::Castling);
        assert_eq!(field("8/8/8/8/8/8/8/8 w - i 0 1"), FenField::Belt);
        assert_eq!(field("8/8/8/8/8/8/8/8 w - ff 0 1"), FenField::Belt);
        assert_eq!(field("8/8/8/8/8/8/8/8 w - - -1 1"), FenField::Halfmove);
        assert_eq!(field("8/8/8/8/8/8/8/8 w - - 0 0"), FenField::Fullmove);
        assert_eq!(field("8/8/8/8/8/8/8/8 w - - 0 99999999999"), FenField::Fullmove);
        assert_eq!(field("8/8/8/8/8/8/8/8 w - - 0 4294967296"), FenField::Fullmove);
        assert_eq!(field("8/8/8/8/8/8/8/8 w - - +1 1"), FenField::Halfmove);
    }
}
