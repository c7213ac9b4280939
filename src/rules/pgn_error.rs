//! Why a PGN text cannot be read: typed, so that the page says it in its
//! own language; the Display is the command line's English. Quoted texts
//! are shortened when long.

use super::{Color, EvaluationError, IllegalTurn, PositionError, TurnParseError};
use std::fmt;

/// A PGN text that cannot be read, or a move in it that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// A tag without a name.
    TagName,
    /// A tag whose value is not in double quotes: the tag's name.
    TagQuotes(String),
    /// A tag whose value is not closed with `"`: the tag's name.
    TagValueOpen(String),
    /// A tag not closed with `]`: the tag's name.
    TagOpen(String),
    /// A `)` without `(`.
    CloseWithoutOpen,
    /// A comment not closed with `}`.
    CommentOpen,
    /// A Variant tag of another game: its value.
    Variant(String),
    /// No Variant tag.
    NoVariant,
    /// The FEN tag is not a legal position.
    Fen(PositionError),
    /// A move that cannot be read or played.
    Move(MoveAt, MoveProblem),
    /// A variation `(` before any move it could replace.
    VariationFirst,
    /// Variations not closed with `)`: how many.
    VariationsOpen(usize),
    /// A comment's evaluation that cannot be read: after which move (none:
    /// before the first), and why.
    Eval(Option<MoveAt>, EvalProblem),
    /// The reader lost its place in the move tree (never, for a tree it
    /// builds itself).
    Lost,
}

/// The move a PGN error is about: its number and side, and whether it is
/// in a side line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveAt {
    /// The move number.
    pub number: u32,
    /// The side that plays it.
    pub side: Color,
    /// Whether it is in a variation.
    pub variation: bool,
}

/// Why a PGN move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    /// Its text cannot be read or is not legal.
    Turn(TurnParseError),
    /// It is read, but the game refuses it: the text, and why.
    Refused(String, IllegalTurn),
}

/// Why a comment's `[%eval ...]` cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalProblem {
    /// It is not closed with `]`.
    Open,
    /// Its value is not an evaluation.
    Value(EvaluationError),
}

impl fmt::Display for MoveAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.side == Color::White { "." } else { "..." };
        write!(f, "move {}{dots} ({})", self.number, self.side)?;
        if self.variation {
            f.write_str(", in a variation")?;
        }
        Ok(())
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::TagName => f.write_str("a tag has no name (expected e.g. [Event \"...\"])"),
            PgnError::TagQuotes(name) => write!(f, "tag {name}: the value must be in double quotes"),
            PgnError::TagValueOpen(name) => write!(f, "tag {name}: the value is not closed with '\"'"),
            PgnError::TagOpen(name) => write!(f, "tag {name}: not closed with ']'"),
            PgnError::CloseWithoutOpen => f.write_str("')' without '('"),
            PgnError::CommentOpen => f.write_str("a comment is not closed with '}'"),
            PgnError::Variant(v) => write!(
                f,
                "unknown Variant '{v}' (expected \"Full Belt Chess\" or \"Chess without Pawns\")"
            ),
            PgnError::NoVariant => {
                f.write_str("the Variant tag is missing (\"Full Belt Chess\" or \"Chess without Pawns\")")
            }
            PgnError::Fen(e) => write!(f, "FEN tag: {e}"),
            PgnError::Move(at, MoveProblem::Turn(e)) => write!(f, "{at}: {e}"),
            PgnError::Move(at, MoveProblem::Refused(text, e)) => write!(f, "{at}: '{text}': {e}"),
            PgnError::VariationFirst => f.write_str("a variation '(' comes before any move it could replace"),
            PgnError::VariationsOpen(1) => f.write_str("a variation '(' not closed with ')'"),
            PgnError::VariationsOpen(n) => write!(f, "{n} variation '(' not closed with ')'"),
            PgnError::Eval(at, problem) => {
                match at {
                    Some(at) => write!(f, "the comment after {at}: ")?,
                    None => f.write_str("the comment before the first move: ")?,
                }
                match problem {
                    EvalProblem::Open => f.write_str("[%eval ...] is not closed with ']'"),
                    EvalProblem::Value(e) => write!(f, "{e} in [%eval ...]"),
                }
            }
            PgnError::Lost => f.write_str("lost in the move tree"),
        }
    }
}

impl std::error::Error for PgnError {}
