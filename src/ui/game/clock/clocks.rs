//! A timed game's clocks as the page keeps them: the two [`Clocks`], the
//! clock values after every completed turn (so that an undo returns to the
//! position's own times), and why the clocks are stopped (the player's
//! pause in a hotseat game, a hidden page in a game against the AI, a
//! reload). Plain values and `now` in milliseconds of the page's monotonic
//! clock, so that every rule is tested natively.

use crate::rules::{flag_fall, Clocks, Color, FlagFall, Position, TimeControl};
use crate::ui::settings::values::Settings;

/// Why the clocks are stopped while the game goes on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Pause {
    /// The player pressed pause (hotseat games).
    Player,
    /// The page was hidden during a game against the AI.
    Hidden,
    /// The page was reloaded: the game resumes paused, as it was left.
    Reloaded,
}

/// What one side's clock shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Face {
    /// The time left, in milliseconds.
    pub left_ms: u64,
    /// Its clock is running.
    pub running: bool,
    /// It is in low time ([`TimeControl::low_time_ms`]).
    pub low: bool,
}

/// The clocks of a timed game and their history.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    clocks: Clocks,
    /// The clock values `[white, black]` after each completed turn; entry 0
    /// is the start, so entry `n` belongs to the position after `n` turns.
    after: Vec<[u64; 2]>,
    pause: Option<Pause>,
}

/// What a save keeps of a timed game (the controls and the history;
/// the last entry is the time each side had when the game was saved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedTiming {
    /// White's and Black's controls.
    pub controls: [TimeControl; 2],
    /// The clock values after each completed turn, then at the save.
    pub after: Vec<[u64; 2]>,
}

/// The side whose turn it is after `plies` turns from a position with
/// `first` to move.
pub fn to_move(first: Color, plies: usize) -> Color {
    if plies % 2 == 0 {
        first
    } else {
        !first
    }
}

impl Timing {
    /// New clocks, none running: White's first turn is free (as on lichess).
    pub fn new(white: TimeControl, black: TimeControl) -> Timing {
        Timing {
            clocks: Clocks::new(white, black),
            after: vec![[white.initial_ms, black.initial_ms]],
            pause: None,
        }
    }

    /// Each side's control.
    pub fn control(&self, side: Color) -> TimeControl {
        self.clocks.control(side)
    }

    /// Both clocks as they stand (what a clock face reads at its own ticks).
    pub fn clocks(&self) -> Clocks {
        self.clocks
    }

    /// White's and Black's controls (a rematch's, a link's).
    pub fn controls(&self) -> [TimeControl; 2] {
        [self.clocks.white, self.clocks.black]
    }

    /// The game ended at `now` (a flag, a mate, a resignation): both clocks
    /// stop where they are, with no pause to resume from.
    pub fn halt(&mut self, now: f64) {
        self.clocks.pause(now);
    }

    /// Why the clocks are stopped, if they are.
    pub fn pause(&self) -> Option<Pause> {
        self.pause
    }

    /// `side` completed a turn at `now` (in Full Belt Chess: confirmed its
    /// belt): its time is taken, its increment added, the other side's
    /// clock starts, and the values are kept for an undo.
    pub fn turn_done(&mut self, side: Color, now: f64) {
        self.clocks.complete_turn(side, now);
        if self.pause.is_some() {
            // A turn played while paused (the AI's answer arriving as the
            // page hid) starts no clock.
            self.clocks.pause(now);
        }
        self.after.push(self.clocks.snapshot(now));
    }

    /// Back to the position after `plies` turns (an undo): each side has
    /// the time it had there, and the clock of the side to move runs from
    /// `now` unless paused (or the game is back at its start, where no
    /// clock runs yet). `first` is the side that moved first.
    pub fn undo_to(&mut self, plies: usize, first: Color, now: f64) {
        self.after.truncate(plies + 1);
        let left = *self.after.last().expect("the start's entry is never removed");
        self.clocks = Clocks::with_left(self.clocks.white, self.clocks.black, left);
        if plies > 0 && self.pause.is_none() {
            self.clocks.resume(to_move(first, plies), now);
        }
    }

    /// Stops both clocks at `now`, for `why`. A second reason does not
    /// replace the first: the player's own pause outlasts a hidden page.
    pub fn stop(&mut self, why: Pause, now: f64) {
        self.clocks.pause(now);
        self.pause.get_or_insert(why);
    }

    /// Ends the pause: the clock of `side` (to move, after `plies` turns)
    /// runs again from `now`; none yet if no turn was completed.
    pub fn go_on(&mut self, side: Color, plies: usize, now: f64) {
        self.pause = None;
        if plies > 0 {
            self.clocks.resume(side, now);
        }
    }

    /// What `side`'s clock shows at `now`.
    pub fn face(&self, side: Color, now: f64) -> Face {
        Face {
            left_ms: self.clocks.left(side, now),
            running: self.clocks.running() == Some(side),
            low: self.clocks.is_low(side, now),
        }
    }

    /// When the running clock falls, in the page's clock (for one timer
    /// instead of polling), if one runs.
    pub fn flag_at(&self) -> Option<f64> {
        self.clocks.flag_at()
    }

    /// The flag that fell by `now` in `pos` (the position its side was
    /// thinking in), and what it decides: a win on time, or a draw when
    /// the other side could not win by any sequence of legal turns.
    pub fn flag(&self, pos: &Position, now: f64) -> Option<(Color, FlagFall)> {
        let side = self.clocks.flagged(now)?;
        Some((side, flag_fall(pos, side)))
    }

    /// The flag that fell in a game kept or shared after it (a save, a
    /// link): no clock runs and the side to move in `pos`, whose clock was
    /// the one running, has no time left. Only a fallen flag leaves a
    /// clock at zero (a turn completed in time keeps some, and the first
    /// turn starts no clock), so the values alone keep the ending: saves
    /// and links of every version carry them.
    pub fn fallen(&self, pos: &Position) -> Option<(Color, FlagFall)> {
        let side = pos.turn();
        let out = self.clocks.running().is_none() && self.clocks.left(side, 0.0) == 0;
        out.then(|| (side, flag_fall(pos, side)))
    }

    /// The game is over (kept after its end): its clocks stay stopped
    /// with no pause to resume from.
    pub fn settle(&mut self) {
        self.pause = None;
    }

    /// The clock values after each completed turn (for PGN's `%clk`: entry
    /// `n` is what the side that played turn `n` had after it).
    pub fn history(&self) -> &[[u64; 2]] {
        &self.after
    }

    /// What a save keeps, read at `now`.
    pub fn save(&self, now: f64) -> SavedTiming {
        let mut after = self.after.clone();
        after.push(self.clocks.snapshot(now));
        SavedTiming {
            controls: [self.clocks.white, self.clocks.black],
            after,
        }
    }

    /// A saved game's clocks after `plies` turns, stopped as
    /// [`Pause::Reloaded`] with the values it was saved with. A save whose
    /// history does not match the game's turns is read by its last values.
    pub fn restore(saved: &SavedTiming, plies: usize) -> Timing {
        let [white, black] = saved.controls;
        let start = [white.initial_ms, black.initial_ms];
        let at_save = saved.after.last().copied().unwrap_or(start);
        let mut after: Vec<[u64; 2]> = saved.after.iter().copied().take(plies + 1).collect();
        if after.len() != plies + 1 {
            after = vec![start; plies + 1];
        }
        Timing {
            clocks: Clocks::with_left(white, black, at_save),
            after,
            pause: Some(Pause::Reloaded),
        }
    }
}

/// What happens to a game's clocks apart from its turns.
#[derive(Clone, Debug, PartialEq)]
pub enum ClockAction {
    /// A new game with these settings and controls (White's, Black's), or
    /// none for an untimed game: the new-game dialog's Start.
    NewGame(Settings, Option<[TimeControl; 2]>),
    /// The running clock's face saw it reach zero: the flag falls.
    Flag,
    /// The player's pause button (a hotseat game), or resume after a pause
    /// or a reload.
    PauseOrResume,
    /// The page was hidden: a game against the AI stops both clocks.
    Hidden,
    /// The page is seen again: what [`ClockAction::Hidden`] stopped goes on.
    Shown,
}

#[cfg(test)]
#[path = "clocks_tests.rs"]
mod tests;
