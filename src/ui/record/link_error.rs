//! A link parameter that cannot be used, and why: typed, so that the page
//! says it in its own language (`ui::words::errors`). Apart from the link
//! formats so that a notice (`ui::loaded`) can carry it.

use crate::rules::{PgnError, PositionError, ReplayError, TimeControlError};
use std::fmt;

/// A link parameter that cannot be used: which one, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    /// The parameter at fault.
    pub parameter: &'static str,
    /// What is wrong with it (quoting at most a short excerpt of the value).
    pub problem: LinkProblem,
}

/// What is wrong with a link parameter: typed, so that the page says it in
/// its own language (`ui::words::link_error`). Each quoted value is a short
/// excerpt (`rules::quote`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    /// The value is not a valid URL escape.
    Escape,
    /// Not one of the setups' keys: the value.
    Variant(String),
    /// `no-belt-check` for a game other than Full Belt Chess.
    RuleNotHere,
    /// Not a rule: the value.
    Rule(String),
    /// A position that cannot be used: the value, and why.
    Position(String, PositionError),
    /// A turn that cannot be replayed.
    Moves(ReplayError),
    /// Not `w`, `b` or `none`: the value.
    Ai(String),
    /// Not a level from 1 to 5: the value.
    Level(String),
    /// Not `w` or `b`: the value.
    Side(String),
    /// Not `agreed` (how a drawn game ended): the value.
    Drawn(String),
    /// A time control that cannot be read: the value, and why.
    Clock(String, TimeControlError),
    /// A game record that cannot be read.
    Pgn(PgnError),
    /// Not `slow`, `normal`, `fast` or 200 to 10000 ms: the value.
    Speed(String),
    /// Not a turn of the game: the value, and the game's number of turns.
    Ply(String, usize),
    /// Neither a move nor a belt shift (a diagram's arrow): the value.
    Arrow(String),
    /// Not a square (a diagram's mark): the value.
    Square(String),
}

impl fmt::Display for LinkProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkProblem::Escape => f.write_str("not a valid URL escape"),
            LinkProblem::Variant(v) => {
                write!(
                    f,
                    "'{v}' is not one of full-belt, full-belt-howe, no-pawns, no-pawns-one-king"
                )
            }
            LinkProblem::RuleNotHere => f.write_str("no-belt-check is a Full Belt Chess rule"),
            LinkProblem::Rule(v) => write!(f, "'{v}' is not a rule (expected no-belt-check)"),
            LinkProblem::Position(v, e) => write!(f, "'{v}': {e}"),
            LinkProblem::Moves(e) => write!(f, "{e}"),
            LinkProblem::Ai(v) => write!(f, "'{v}', expected w, b or none"),
            LinkProblem::Level(v) => write!(f, "'{v}', expected 1 to 5"),
            LinkProblem::Side(v) => write!(f, "'{v}', expected w or b"),
            LinkProblem::Drawn(v) => write!(f, "'{v}', expected agreed"),
            LinkProblem::Clock(v, e) => write!(f, "'{v}': {e}"),
            LinkProblem::Pgn(e) => write!(f, "{e}"),
            LinkProblem::Speed(v) => write!(f, "'{v}', expected slow, normal, fast or 200 to 10000 ms"),
            LinkProblem::Ply(v, turns) => write!(f, "'{v}', expected a turn from 0 to {turns}"),
            LinkProblem::Arrow(v) => write!(f, "'{v}' is neither a move like g1f3 nor a belt shift like f+4"),
            LinkProblem::Square(v) => write!(f, "'{v}' is not a square"),
        }
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "link parameter '{}': {}", self.parameter, self.problem)
    }
}

impl std::error::Error for LinkError {}

/// The error of `parameter`.
pub fn error(parameter: &'static str, problem: LinkProblem) -> LinkError {
    LinkError { parameter, problem }
}
