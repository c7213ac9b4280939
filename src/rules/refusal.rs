//! Why a turn, or a belt move after a normal move, is refused: the rules'
//! reasons, typed, with their words for people.

use super::{BeltShift, Color, Move, Role};
use std::fmt;

/// Why a belt move cannot follow a normal move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BeltRefusal {
    /// The opponent shifted this belt in his last turn (rule 1.5).
    Forbidden,
    /// There is no piece on the belt (rule 1.4).
    Empty,
    /// The shift would leave every square of the belt as it was (rule 1.4).
    NoChange,
    /// The mover's king would be attacked afterwards (rule 1.6).
    OwnKingAttacked,
    /// White's first turn may not give check (rule 1.7).
    FirstTurnCheck,
    /// Under the *no belt check* option, only a normal move may give check.
    BeltCheck,
    /// The game has no belts (Chess without Pawns).
    NoBelts,
}

impl fmt::Display for BeltRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BeltRefusal::Forbidden => "the opponent shifted this belt last turn",
            BeltRefusal::Empty => "there is no piece on this belt",
            BeltRefusal::NoChange => "this shift would change nothing",
            BeltRefusal::OwnKingAttacked => "your king would be in check",
            BeltRefusal::FirstTurnCheck => "White's first turn may not give check",
            BeltRefusal::BeltCheck => "a belt move may not give check (no belt check rule)",
            BeltRefusal::NoBelts => "Chess without Pawns has no belt moves",
        })
    }
}

/// Why a normal move is not a legal move here: data, so that each page
/// puts it into its own words.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MoveRefusal {
    /// There is no piece on the square it starts from.
    NoPiece,
    /// The piece there belongs to the opponent of the side to move (given).
    NotYours(Color),
    /// The piece there (its role) cannot go to that square.
    CannotGo(Role),
    /// It would leave a king in check, or give check, on White's first turn (rule 1.7).
    FirstTurnCheck,
    /// It would leave the mover's king in check.
    OwnKingInCheck,
}

/// Why a turn is not legal.
// Serde: the AI's worker names the turn it cannot replay (ui::job::JobError).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum IllegalTurn {
    /// The normal move is not a legal move here, and why.
    Move(Move, MoveRefusal),
    /// The normal move is legal but no belt move may follow it (rule 1.8).
    NoBeltAfter(Move),
    /// Full Belt Chess needs a belt move after the normal move.
    MissingBelt,
    /// The belt move cannot follow this normal move.
    Belt(BeltShift, BeltRefusal),
    /// The game is already over.
    GameOver,
}

impl fmt::Display for IllegalTurn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalTurn::Move(m, why) => match why {
                MoveRefusal::NoPiece => write!(f, "{m}: there is no piece on {}", m.from),
                MoveRefusal::NotYours(side) => write!(f, "{m}: the piece on {} is not {side}'s", m.from),
                MoveRefusal::CannotGo(role) => write!(f, "{m}: the {} on {} cannot move there", role.name(), m.from),
                MoveRefusal::FirstTurnCheck => {
                    write!(
                        f,
                        "{m}: it would leave a king in check, or give check on White's first turn"
                    )
                }
                MoveRefusal::OwnKingInCheck => write!(f, "{m}: it would leave your king in check"),
            },
            IllegalTurn::NoBeltAfter(m) => write!(f, "{m}: no belt move is possible after it, so it cannot be played"),
            IllegalTurn::MissingBelt => {
                f.write_str("a Full Belt turn needs a belt move after the normal move (e.g. 'e2e4 f+4')")
            }
            IllegalTurn::Belt(shift, why) => write!(f, "belt move {}: {why}", shift.display()),
            IllegalTurn::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for IllegalTurn {}
