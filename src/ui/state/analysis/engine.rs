//! The analysis board's engine as the page sees it: whether it runs, how
//! many lines it reports, and the latest depth it finished for the position
//! on the board. The engine analyses the position shown (the live one, or
//! one picked in the history); a reply for another position is stale and
//! ignored. Playing a turn from an earlier position of the history goes on
//! from there: the later turns wait to be redone, and go if another turn is
//! played (the game itself stays in the library of the game page).

use super::AnalysisState;
use crate::ai::{Info, Line};
use crate::rules::{Game, Outcome, Turn};
use crate::ui::job::{Job, JobKey, Purpose};

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
}

impl AnalysisState {
    /// The game up to the position shown (before a turn shown half-way).
    fn shown_game(&self) -> Game {
        let b = &self.board;
        let Some(v) = b.view else {
            return b.game.clone();
        };
        let mut game = Game::new(b.game.start().clone());
        for &turn in b.game.turns().iter().take(v.whole_turns()) {
            // Turns of the record: legal, as they were when played.
            if game.play(turn).is_err() {
                break;
            }
        }
        game
    }

    /// How the game ends in the position shown, if it is over there: the
    /// eval bar shows the result and the engine has nothing to do.
    pub fn shown_outcome(&self) -> Option<Outcome> {
        self.shown_game().outcome()
    }

    /// The job the engine should run now: the position shown, while the
    /// engine is on and the game there is not over.
    pub fn analysis_job(&self) -> Option<Job> {
        let e = &self.engine;
        // A review under way has the workers to itself.
        if !e.on || self.review.running {
            return None;
        }
        if self.shown_outcome().is_some() {
            return None;
        }
        let game = self.shown_game();
        let lines = e.lines.clamp(1, MAX_LINES);
        Some(Job::new(&game, self.board.settings.level, 0, Purpose::Analyse(lines)))
    }

    /// The engine's latest depth for the position on the board, if it has one.
    pub fn analysis_info(&self) -> Option<&Info> {
        let key = self.analysis_job()?.key();
        self.engine
            .latest
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, info)| info)
    }

    /// The engine's lines for the position on the board, best first.
    pub fn analysis_lines(&self) -> &[Line] {
        self.analysis_info().map(|i| i.lines.as_slice()).unwrap_or_default()
    }

    /// The turn to draw on the board as a suggestion: the review's better
    /// turn, else the engine's best turn for the position shown.
    pub fn suggestion(&self) -> Option<Turn> {
        let whole = self.board.view.is_none_or(|v| !v.half);
        self.review_better().or_else(|| {
            self.analysis_lines()
                .first()
                .filter(|_| whole)
                .and_then(|l| l.pv.first().copied())
        })
    }

    /// A depth finished: kept if it is about the position on the board.
    pub(super) fn analysed(&mut self, key: JobKey, info: Info) {
        if self.analysis_job().is_some_and(|job| job.key() == key) {
            self.engine.latest = Some((key, info));
        }
    }

    /// Plays the first `count` turns of the engine's line `index`, from the
    /// position on the board (the line's turns are checked by the rules as
    /// they are played; a stale line plays nothing).
    pub(super) fn play_line(&mut self, index: usize, count: usize) {
        let Some(line) = self.analysis_lines().get(index).cloned() else {
            return;
        };
        let board = self.board_mut();
        super::branch_at_view(board);
        for turn in line.pv.into_iter().take(count) {
            if board.commit(turn, true).is_err() {
                break;
            }
        }
    }
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
