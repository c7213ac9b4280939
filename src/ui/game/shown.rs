//! What the game page shows beyond its board: the first Full Belt game's
//! coach tip, and whether the user may act on the board now.

use crate::ui::board::phase::Phase;
use crate::ui::game::state::CoachTip;
use crate::ui::game::state::State;

impl State {
    /// The first Full Belt game's tip for what the user does next, until the
    /// tips are followed through a whole turn or dismissed.
    pub fn coach_tip(&self) -> Option<CoachTip> {
        if self.board.prefs.coach_seen
            || self.puzzle.is_some()
            || self.board.view.is_some()
            || !self.board.settings.start.variant().has_belts()
        {
            return None;
        }
        match (self.board.phase(), self.board.pending) {
            (Phase::Move, _) => Some(CoachTip::Move),
            (Phase::Belt, Some(p)) if p.preview.is_some() => Some(CoachTip::Confirm),
            (Phase::Belt, _) => Some(CoachTip::Belt),
            _ => None,
        }
    }

    /// Whether the user may act on the board now (their turn, live view, no
    /// dialog).
    pub fn interactive(&self) -> bool {
        self.dialog.is_none() && self.board.interactive() && self.puzzle_open_to_turns() && !self.clock_paused()
    }
}
