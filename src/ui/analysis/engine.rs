//! The analysis board's engine as the page sees it: whether it runs, how
//! many lines it reports, and the latest depth it finished for the position
//! on the board. The engine analyses the position shown (the live one, or
//! one picked in the history); a reply for another position is stale and
//! ignored. Playing a turn from an earlier position of the history goes on
//! from there: the later turns wait to be redone, and go if another turn is
//! played (the game itself stays in the library of the game page).

use crate::ai::solver::Proof;
use crate::ai::Info;
use crate::ui::ai::job::JobKey;

/// The most lines the engine reports at once.
pub const MAX_LINES: u8 = 3;

/// The engine of the analysis board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Engine {
    /// Whether the engine runs.
    pub on: bool,
    /// How many best lines to report, 1 to [`MAX_LINES`] (0 reads as 1).
    pub lines: u8,
    /// The latest depth finished, with the job it answers.
    pub latest: Option<(JobKey, Info)>,
    /// A win of the side to move the solver proved, with the job it answers.
    pub proof: Option<(JobKey, Proof)>,
}

/// How much of the evaluation bar is White's, in percent: half at an even
/// score, all or nothing at a mate, and 10 pawns either way near the ends.
pub fn white_share(white: crate::ai::Score) -> u8 {
    match white.mate_turns() {
        Some(t) if t > 0 => 100,
        Some(_) => 0,
        None => (50 + white.raw().clamp(-1000, 1000) * 9 / 200) as u8,
    }
}
