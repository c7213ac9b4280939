//! The AI's part in the game flow: which job the page should send (the AI's
//! move, or a hint the user asked for), and what to do with the replies. A
//! reply to a job the page no longer waits for is ignored.

use crate::ai::Info;
use crate::rules::Turn;
use crate::ui::ai::job::{Answer, Job, JobError, JobKey, Purpose};
use crate::ui::game::ai::work::Thinking;
use crate::ui::settings::values::Mode;
use crate::ui::{
    board::phase::{Feedback, Phase},
    game::state::State,
};

impl State {
    /// The turn to draw on the board as a suggestion: the hint the user
    /// asked for, while the live position is shown.
    pub fn suggestion(&self) -> Option<Turn> {
        self.ai.hint.filter(|_| self.board.view.is_none())
    }

    /// Drops the search under way and the hint: they were for a position no longer on the board.
    pub(crate) fn forget_ai(&mut self) {
        self.ai.thinking = None;
        self.ai.hint = None;
        self.ai.hint_wanted = false;
        self.assist.forget();
        if self.board.asked.is_some() {
            self.board_mut().asked = None;
        }
    }

    /// The purpose of the search under way, if any.
    pub fn thinking_for(&self) -> Option<Purpose> {
        self.ai.thinking.as_ref().map(|t| t.key.purpose)
    }

    /// The AI job the page should send now, if any: the AI's move when it is
    /// to play, or a hint the user asked for; `None` while that job runs.
    pub fn wanted_job(&self, seed: u64) -> Option<Job> {
        let held = self.board.settings.mode == Mode::AiVsAi && self.ai.paused && !self.ai.step_once;
        let purpose = match self.board.phase() {
            Phase::Ai if held || self.timing.as_ref().is_some_and(|t| t.pause().is_some()) => return None,
            Phase::Ai => Purpose::Move,
            Phase::Move | Phase::Belt if self.ai.hint_wanted => Purpose::Hint,
            _ => return None,
        };
        let mut job = Job::new(&self.board.game, self.board.settings.level, seed, purpose);
        // On a clock the AI's move is planned from its time.
        if let (Some(timing), Purpose::Move) = (&self.timing, purpose) {
            let side = self.board.position().turn();
            job.clock = Some([timing.face(side, self.now).left_ms, timing.control(side).increment_ms]);
        }
        let running = self.ai.thinking.as_ref().is_some_and(|t| t.key == job.key());
        (!running).then_some(job)
    }

    pub(crate) fn want_hint(&mut self) {
        if matches!(self.board.phase(), Phase::Move | Phase::Belt) {
            self.ai.hint = None;
            self.ai.hint_wanted = true;
        }
    }

    pub(crate) fn ai_started(&mut self, key: JobKey) {
        if key.purpose == Purpose::Hint {
            self.ai.hint_wanted = false;
        }
        self.ai.thinking = Some(Thinking { key, progress: None });
    }

    pub(crate) fn ai_progress(&mut self, key: &JobKey, info: Info) {
        if let Some(t) = self.ai.thinking.as_mut().filter(|t| t.key == *key) {
            t.progress = Some(info);
        }
    }

    pub(crate) fn ai_done(&mut self, key: &JobKey, answer: Answer) {
        if self.ai.thinking.as_ref().is_none_or(|t| t.key != *key) {
            return;
        }
        self.ai.thinking = None;
        self.ai.step_once = false;
        self.ai.last = Some((self.board.position().turn(), answer.info));
        if self.board.position().fen() != answer.fen {
            return;
        }
        match key.purpose {
            Purpose::Move if self.board.phase() == Phase::Ai => {
                if let Err(Feedback::Illegal(e)) = self.play(answer.turn) {
                    self.board_mut().feedback = Some(Feedback::AiRefused(e));
                }
            }
            Purpose::Hint if self.board.view.is_none() => match self.board.position().check_turn(answer.turn) {
                Ok(_) => self.ai.hint = Some(answer.turn),
                Err(e) => self.board_mut().feedback = Some(Feedback::AiRefused(e)),
            },
            _ => {}
        }
    }

    pub(crate) fn ai_failed(&mut self, key: &JobKey, error: JobError) {
        if self.ai.thinking.as_ref().is_some_and(|t| t.key == *key) {
            self.ai.thinking = None;
            self.board_mut().feedback = Some(Feedback::AiFailed(error));
        }
    }
}
