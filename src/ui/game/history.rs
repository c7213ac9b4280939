//! Taking back and replaying turns on the game page, and resigning: the
//! game page's part of moving through the record (looking at earlier
//! positions is the board's, in `board/history.rs`).

use crate::rules::Color;
use crate::rules::OutcomeReason;
use crate::ui::game::notice::Notice;
use crate::ui::game::state::State;
use crate::ui::settings::values::Mode;

impl State {
    /// Whether an undo or redo should go one turn further: against the AI the
    /// user takes back (or replays) the AI's reply together with their own turn,
    /// so that they are to move again.
    fn ai_to_move_vs_user(&self) -> bool {
        let mode = self.board.settings.mode;
        mode != Mode::AiVsAi && mode.ai_plays(self.board.position().turn())
    }

    pub(crate) fn undo(&mut self) {
        // In the belt phase, Undo takes back only the unconfirmed normal move.
        if self.board.pending.is_some() {
            self.board_mut().cancel_belt();
            return;
        }
        self.forget_ai();
        let resigned = self
            .board
            .outcome()
            .is_some_and(|o| o.reason == OutcomeReason::Resignation);
        let board = self.board_mut();
        board.selected = None;
        board.view = None;
        if resigned {
            // Taking back a resignation restores the game as it was, and says so.
            board.game.undo();
            self.notice = Some(Notice::ResignationTakenBack);
        } else if let Some(t) = board.game.undo() {
            board.redo.push(t);
            let mode = board.settings.mode;
            if mode != Mode::AiVsAi && mode.ai_plays(board.position().turn()) {
                if let Some(t) = board.game.undo() {
                    board.redo.push(t);
                }
            }
        }
        self.board_mut().bump(Vec::new());
    }

    pub(crate) fn redo(&mut self) {
        let board = self.board_mut();
        board.pending = None;
        board.selected = None;
        board.view = None;
        while let Some(&turn) = self.board.redo.last() {
            if let Err(e) = self.play(turn) {
                let board = self.board_mut();
                board.feedback = Some(e);
                board.redo.clear();
            }
            if !self.ai_to_move_vs_user() {
                break;
            }
        }
    }

    /// The side whose resignation the Resign button means: the user's (in a
    /// two-player game, the side to move; when the AI plays itself, the side
    /// to move too).
    fn resigning_side(&self) -> Color {
        let to_move = self.board.position().turn();
        match self.board.settings.mode.user_side() {
            Some(side) => side,
            None => to_move,
        }
    }

    pub(crate) fn resign(&mut self) {
        if self.board.outcome().is_some() {
            return;
        }
        let color = self.resigning_side();
        self.forget_ai();
        let board = self.board_mut();
        board.pending = None;
        board.selected = None;
        board.game.resign(color);
    }
}
