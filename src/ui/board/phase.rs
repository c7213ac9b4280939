//! What the board is waiting for (a normal move, a belt move, the AI, nothing
//! once the game is over) and what it says of an action it refused: typed,
//! so that every page's view chooses the words.

use crate::rules::Belt;
use crate::rules::BeltRefusal;
use crate::rules::BeltShift;
use crate::rules::IllegalTurn;
use crate::rules::Square;
use crate::rules::TurnParseError;
use crate::ui::ai::job::JobError;

/// What the board is waiting for; shown as `data-phase` on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A normal move by the user.
    Move,
    /// A belt move by the user, after the normal move.
    Belt,
    /// The AI's turn.
    Ai,
    /// The game is over.
    Over,
}

impl Phase {
    /// The `data-phase` value.
    pub fn key(self) -> &'static str {
        match self {
            Phase::Move => "move",
            Phase::Belt => "belt",
            Phase::Ai => "ai",
            Phase::Over => "over",
        }
    }
}

/// Why a typed turn cannot be played now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NotNow {
    /// The game is over.
    GameOver,
    /// The AI is to move.
    AiToMove,
    /// An earlier position is shown.
    ViewingHistory,
}

/// What the page says about the user's last action when it did not do what
/// was asked. Typed: the view chooses the words. It lives until the next
/// user action ([`Action::is_user`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// A belt arrow of a belt that cannot be shifted after this normal move.
    BeltRefused(Belt, BeltRefusal),
    /// A belt drag between two squares of no common file or rank.
    NotOneBelt(Square, Square),
    /// Confirm with no belt move chosen.
    NoBeltChosen,
    /// The previewed belt move cannot follow the normal move.
    ShiftRefused(BeltShift, BeltRefusal),
    /// The turn is not legal.
    Illegal(IllegalTurn),
    /// The typed text is not a turn here.
    Unreadable(TurnParseError),
    /// A typed turn while the user may not play.
    NotNow(NotNow),
    /// The AI answered with a turn the rules refuse (a bug, said plainly).
    AiRefused(IllegalTurn),
    /// The AI could not run its job.
    AiFailed(JobError),
}
