//! Moving through the record: look at earlier positions without leaving
//! the game (the board's, on every page); take back and replay turns, and
//! resign (the game page's).

use super::board::Board;
use super::State;
use crate::rules::{Color, OutcomeReason};
use crate::ui::loaded::Notice;
use crate::ui::settings::Mode;

impl State {
    /// Whether an undo or redo should go one turn further: against the AI the
    /// user takes back (or replays) the AI's reply together with their own turn,
    /// so that they are to move again.
    fn ai_to_move_vs_user(&self) -> bool {
        let mode = self.board.settings.mode;
        mode != Mode::AiVsAi && mode.ai_plays(self.board.position().turn())
    }

    pub(super) fn undo(&mut self) {
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

    pub(super) fn redo(&mut self) {
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

    pub(super) fn resign(&mut self) {
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

impl Board {
    /// Looks at `view` (`None`: the live game).
    pub(super) fn set_view(&mut self, view: Option<ViewPoint>) {
        let last = self.game.turns().len();
        self.view = view.filter(|v| {
            if v.half {
                (1..=last).contains(&v.ply)
            } else {
                v.ply < last
            }
        });
        self.selected = None;
        self.bump(Vec::new());
    }

    pub(super) fn view_ply(&mut self, ply: usize) {
        self.set_view(Some(ViewPoint::after(ply)));
    }

    /// Every point of the history in order: the start, then for each turn
    /// (in Full Belt Chess) the position after its normal move, and after it.
    fn points(&self) -> Vec<ViewPoint> {
        let belts = self.game.start().variant().has_belts();
        let mut out = vec![ViewPoint::after(0)];
        for ply in 1..=self.game.turns().len() {
            if belts {
                out.push(ViewPoint { ply, half: true });
            }
            out.push(ViewPoint::after(ply));
        }
        out
    }

    pub(super) fn step(&mut self, delta: i32) {
        let points = self.points();
        let here = self.view.unwrap_or(ViewPoint::after(self.game.turns().len()));
        let index = points.iter().position(|p| *p == here).unwrap_or(points.len() - 1) as i64;
        let target = (index + i64::from(delta)).clamp(0, points.len() as i64 - 1) as usize;
        self.set_view(Some(points[target]));
    }

    pub(super) fn step_turn(&mut self, delta: i32) {
        let last = self.game.turns().len() as i64;
        let here = self
            .view
            .map_or(last, |v| v.ply as i64 - i64::from(v.half && delta > 0));
        let target = (here + i64::from(delta)).clamp(0, last) as usize;
        self.set_view(Some(ViewPoint::after(target)));
    }
}

/// A point of the game's history: after `ply` turns, or (`half`) half-way
/// through turn `ply`, after its normal move and before its belt move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ViewPoint {
    /// The turns played (counting the one half played when `half`).
    pub ply: usize,
    /// Whether the belt move of turn `ply` is not played yet.
    pub half: bool,
}

impl ViewPoint {
    /// The position after `ply` whole turns.
    pub fn after(ply: usize) -> ViewPoint {
        ViewPoint { ply, half: false }
    }

    /// The whole turns played before the point (a turn shown half-way not counted).
    pub fn whole_turns(self) -> usize {
        self.ply - usize::from(self.half)
    }
}
