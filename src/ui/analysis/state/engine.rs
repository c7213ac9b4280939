//! The engine's part of the analysis board's reducer: starting and stopping
//! it, the lines it reports, and its evaluation written into the tree.

use crate::ai::solver::Proof;
use crate::ai::{Info, Line, Score};
use crate::rules::{Game, Outcome, Turn};
use crate::ui::ai::job::{Job, JobKey, Purpose};
use crate::ui::analysis::engine::MAX_LINES;
use crate::ui::analysis::state::AnalysisState;

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

    /// The win the engine's solver proved for the position on the board, if any.
    pub fn analysis_proof(&self) -> Option<Proof> {
        let key = self.analysis_job()?.key();
        self.engine
            .proof
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, proof)| *proof)
    }

    /// The evaluation to show for the position on the board, for the side to
    /// move: a proven win (a proof outranks a score), else the best line's.
    pub fn analysis_score(&self) -> Option<Score> {
        match self.analysis_proof() {
            Some(proof) => Some(Score::mate_in(2 * proof.turns - 1)),
            None => self.analysis_lines().first().map(|line| line.score),
        }
    }

    /// The engine's lines for the position on the board, best first.
    pub fn analysis_lines(&self) -> &[Line] {
        self.analysis_info().map(|i| i.lines.as_slice()).unwrap_or_default()
    }

    /// The turn to draw on the board as a suggestion: the review's better
    /// turn, else the first turn of a proven win, else the engine's best
    /// turn for the position shown.
    pub fn suggestion(&self) -> Option<Turn> {
        let whole = self.board.view.is_none_or(|v| !v.half);
        let engine = self
            .analysis_proof()
            .map(|p| p.turn)
            .or_else(|| self.analysis_lines().first().and_then(|l| l.pv.first().copied()));
        self.review_better().or_else(|| engine.filter(|_| whole))
    }

    /// A depth finished: kept if it is about the position on the board.
    pub(crate) fn analysed(&mut self, key: JobKey, info: Info) {
        if self.analysis_job().is_some_and(|job| job.key() == key) {
            self.engine.latest = Some((key, info));
        }
    }

    /// The solver proved a win: kept if it is about the position on the board.
    pub(crate) fn proven(&mut self, key: JobKey, proof: Proof) {
        if self.analysis_job().is_some_and(|job| job.key() == key) {
            self.engine.proof = Some((key, proof));
        }
    }

    /// Plays the first `count` turns of the engine's line `index`, from the
    /// position on the board (the line's turns are checked by the rules as
    /// they are played; a stale line plays nothing).
    pub(crate) fn play_line(&mut self, index: usize, count: usize) {
        let Some(line) = self.analysis_lines().get(index).cloned() else {
            return;
        };
        let board = self.board_mut();
        crate::ui::analysis::state::branch_at_view(board);
        for turn in line.pv.into_iter().take(count) {
            if board.commit(turn, true).is_err() {
                break;
            }
        }
    }
}
