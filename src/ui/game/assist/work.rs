//! The threat assistant's work in progress: the questions asked of its
//! worker and the answers kept for the position on the board.

use crate::rules::Turn;
use crate::ui::ai::threats::Assessment;
use crate::ui::ai::threats::Question;

/// The assistant's part of the state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AssistWork {
    /// The answers heard about the live position (older ones are dropped).
    pub(crate) answers: Vec<(Question, Assessment)>,
    /// The FEN the answers are about.
    pub(crate) fen: String,
    /// The user asked to see the opponent's threat.
    pub threat_shown: bool,
    /// The previewed turn whose refutation the user asked to see.
    pub reply_shown: Option<Turn>,
}

impl AssistWork {
    /// Forgets what was asked to be seen or confirmed (the position changed).
    pub(crate) fn forget(&mut self) {
        self.threat_shown = false;
        self.reply_shown = None;
    }
}
