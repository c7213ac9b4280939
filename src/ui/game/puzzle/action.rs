//! What the puzzle panel asks of the game page's puzzle mode.

use crate::ui::game::puzzle::session::Filter;

/// What the puzzle panel asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleAction {
    /// Another puzzle that passes the filters.
    Next,
    /// The same puzzle from its start.
    Retry,
    /// Mark the piece that moves in a solution.
    Hint,
    /// Draw a solving turn on the board (before answering, this gives up).
    ShowSolution,
    /// The opponent's reply in a `win2`, after the user's first turn.
    Reply,
    /// New filters (the shown puzzle changes when it no longer passes).
    SetFilter(Filter),
    /// Back to the game set aside.
    Leave,
}
