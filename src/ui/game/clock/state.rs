//! A timed game's clocks in the game flow: the reducer owns the [`Timing`],
//! follows every change of the record with it (a completed turn, an undo, a
//! redo), and applies the clock's own events ([`ClockAction`]).
//! `State::now` is the page's clock when the action was applied (set by the
//! store), so that every path is tested natively.

use crate::rules::{Color, FlagFall};
use crate::ui::game::clock::clocks::ClockAction;
use crate::ui::game::clock::clocks::{to_move, Pause, Timing};
use crate::ui::game::state::State;
use crate::ui::settings::values::Mode;
use std::rc::Rc;

impl State {
    /// Whether the game's clocks are stopped by a pause the player can end
    /// (the pause button, a reload); the board waits for the resume.
    pub fn clock_paused(&self) -> bool {
        self.timing
            .as_ref()
            .is_some_and(|t| matches!(t.pause(), Some(Pause::Player | Pause::Reloaded)))
    }

    /// Follows the record's change since it had `plies` turns with the
    /// clocks: each completed turn stops its side's clock (the increment
    /// added), an undo returns to the times of the position it returns to,
    /// and the end of the game stops both.
    pub(crate) fn follow_clock(&mut self, plies: usize) {
        let now = self.now;
        let first = self.board.game.start().turn();
        let len = self.board.game.turns().len();
        let ended = self.board.game.outcome().is_some();
        let flagged = self.board.flag.is_some();
        let Some(timing) = self.timing.as_mut() else {
            return;
        };
        if len < plies {
            // An undo after a flag takes the flag back with the turns.
            if flagged {
                Rc::make_mut(&mut self.board).flag = None;
            }
            timing.undo_to(len, first, now);
        }
        for ply in plies..len {
            timing.turn_done(to_move(first, ply), now);
        }
        if ended {
            timing.halt(now);
        } else if (!flagged || len < plies) && timing.pause().is_none() && timing.clocks().running().is_none() {
            // A resignation taken back: the clocks it halted go on (none
            // yet at the start, where the first turn is free).
            timing.go_on(to_move(first, len), len, now);
        }
    }

    /// Applies a clock event.
    pub(crate) fn clock_action(&mut self, action: ClockAction) {
        let now = self.now;
        let side = self.board.position().turn();
        let plies = self.board.game.turns().len();
        let over = self.board.outcome().is_some();
        match action {
            ClockAction::NewGame(settings, controls) => {
                self.board_mut().settings = settings;
                self.timing = controls.map(|[w, b]| Timing::new(w, b));
                *self = State::rematch(self);
            }
            ClockAction::Flag if !over => self.flag_falls(),
            ClockAction::PauseOrResume if !over => {
                let Some(timing) = self.timing.as_mut() else {
                    return;
                };
                if timing.pause().is_some() {
                    timing.go_on(side, plies, now);
                } else if self.board.settings.mode == Mode::TwoPlayers {
                    timing.stop(Pause::Player, now);
                }
            }
            ClockAction::Hidden if !over && self.board.settings.mode.uses_ai() => {
                if let Some(timing) = self.timing.as_mut() {
                    timing.stop(Pause::Hidden, now);
                }
            }
            ClockAction::Shown => {
                if let Some(timing) = self.timing.as_mut().filter(|t| t.pause() == Some(Pause::Hidden)) {
                    timing.go_on(side, plies, now);
                }
            }
            ClockAction::Flag | ClockAction::PauseOrResume | ClockAction::Hidden => {}
        }
    }

    /// Ends the game if the running clock is out of time at `now`: in the
    /// position its side was thinking in (a Full Belt turn's normal move
    /// not confirmed is no turn), a win on time or the draw of rule 7.
    fn flag_falls(&mut self) {
        let Some(timing) = self.timing.as_mut() else {
            return;
        };
        let Some(fall) = timing.flag(self.board.game.position(), self.now) else {
            return;
        };
        timing.halt(self.now);
        self.forget_ai();
        let board = self.board_mut();
        board.flag = Some(fall);
        board.pending = None;
        board.selected = None;
    }

    /// The side whose flag fell and what it decided, if one did.
    pub fn flagged(&self) -> Option<(Color, FlagFall)> {
        self.board.flag
    }
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;
