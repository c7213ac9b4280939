//! Game review in the analysis board's reducer: starting it, each search's
//! result, and the evaluations and marks it writes into the tree.

use crate::ai::Info;
use crate::rules::review::Mark;
use crate::rules::{Evaluation, Game, Turn};
use crate::ui::ai::job::{Job, JobKey, Purpose};
use crate::ui::analysis::review::{game_of, Found, Review, ReviewAction};
use crate::ui::analysis::state::AnalysisState;
use crate::ui::settings::values::{MAX_REVIEW_MS, MIN_REVIEW_MS};

impl AnalysisState {
    /// The game reviewed: the line of the review, from the game's start.
    pub fn reviewed_game(&self) -> Game {
        self.review.reviewed_game(self.board.game.start())
    }

    /// The next search the review wants: the first position of the line not
    /// yet evaluated, for the budget of the preferences.
    pub fn review_job(&self) -> Option<Job> {
        let r = &self.review;
        if !r.running {
            return None;
        }
        let ply = r.found.iter().position(Option::is_none)?;
        let game = game_of(self.board.game.start(), &r.turns[..ply.min(r.turns.len())]);
        let ms = self.board.prefs.review_ms.clamp(MIN_REVIEW_MS, MAX_REVIEW_MS);
        Some(Job::new(&game, self.board.settings.level, 0, Purpose::Review(ms)))
    }

    /// The mark of the turn that made ply `ply` of the game, when the
    /// review covered the game up to it.
    pub fn review_mark(&self, ply: usize) -> Option<Mark> {
        self.review.mark_after(self.board.game.turns().get(..ply)?)
    }

    /// The better turn to draw: the best turn of the position before the
    /// marked turn chosen, while that position is shown.
    pub fn review_better(&self) -> Option<Turn> {
        let ply = self.review.better?;
        let shown = self.board.view.filter(|v| !v.half).map(|v| v.ply);
        (shown == Some(ply - 1))
            .then(|| self.review.found.get(ply - 1).copied().flatten()?.best)
            .flatten()
    }

    /// Starts (or resumes) the review of the game's turns; `saved` is what the
    /// browser kept for them. A review of the same turns keeps what it found.
    fn review_start(&mut self, saved: Vec<Option<Found>>, run: bool) {
        let game = &self.board.game;
        let turns = game.turns().to_vec();
        let r = &mut self.review;
        if r.turns != turns || r.found.len() != turns.len() + 1 {
            *r = Review {
                turns,
                found: saved,
                ..Review::default()
            };
            r.found.resize(r.turns.len() + 1, None);
            r.marks = vec![None; r.turns.len()];
        }
        // A game's record ends where the game does: only its last position
        // may be over, and it needs no search.
        if let (Some(last @ None), true) = (r.found.last_mut(), game.outcome().is_some()) {
            let eval = Evaluation::at_end(game.position()).unwrap_or(Evaluation::EVEN);
            *last = Some(Found { eval, best: None });
        }
        r.running = run && !r.complete();
    }

    /// A position searched: kept if it is the one the review waits for.
    fn reviewed(&mut self, key: JobKey, info: Info) {
        // Checked without replaying the game: the page's wasm stays small.
        let ply = key.turns.len();
        let r = &self.review;
        let ms = self.board.prefs.review_ms.clamp(MIN_REVIEW_MS, MAX_REVIEW_MS);
        let wanted = r.running
            && key.purpose == Purpose::Review(ms)
            && r.found.iter().position(Option::is_none) == Some(ply)
            && r.turns.get(..ply) == Some(key.turns.as_slice())
            && key.start_fen == self.board.game.start().fen();
        if !wanted {
            return;
        }
        // Each turn passes the move to the other side.
        let start = self.board.game.start().turn();
        let to_move = if ply % 2 == 0 { start } else { !start };
        let r = &mut self.review;
        r.found[ply] = Some(Found {
            eval: info.score.evaluation(to_move),
            best: info.pv.first().copied(),
        });
        // The turns on either side of this position are judged again.
        for i in [ply.wrapping_sub(1), ply] {
            if let Some(m) = r.marks.get_mut(i) {
                *m = None;
            }
        }
        r.running = !r.complete();
    }

    /// Applies a review action.
    pub(crate) fn apply_review(&mut self, action: ReviewAction) {
        match action {
            ReviewAction::Start(saved, run) => self.review_start(saved, run),
            ReviewAction::Stop => self.review.running = false,
            ReviewAction::Reviewed(key, info) => self.reviewed(key, info),
            ReviewAction::Marked(marks) => {
                for (i, review) in marks {
                    if let Some(m) = self.review.marks.get_mut(i) {
                        *m = Some(review);
                    }
                }
            }
            ReviewAction::ShowBetter(ply) => {
                self.review.better = Some(ply);
                self.board_mut().view_ply(ply.saturating_sub(1));
            }
        }
    }
}
