//! The threat assistant in the game flow: which questions the page wants a
//! worker to answer now ([`State::wanted_assist`]), the answers heard for the
//! live position, and what the user asked to see (the reply that refutes
//! the previewed turn, the opponent's threat) or must confirm twice (a turn
//! that allows a win in one). The page never searches: every answer comes
//! from a worker, and one for a position no longer live is dropped.

use crate::rules::threats::NoPass;
use crate::rules::{Square, Turn};
use crate::ui::ai::threats::{Assessment, AssistJob, AssistKey, Question, Win};
use crate::ui::{board::phase::Phase, game::state::State};

impl State {
    /// Whether the assistant is on (the preference; an embedded board sets
    /// it from its address).
    pub fn assist_on(&self) -> bool {
        self.board.prefs.threats
    }

    /// Whether the assistant has something to say now: on, the live game,
    /// the user's turn. Never in a puzzle: its marks would give the answer away.
    fn assist_live(&self) -> bool {
        self.assist_on()
            && self.puzzle.is_none()
            && self.board.view.is_none()
            && matches!(self.board.phase(), Phase::Move | Phase::Belt)
    }

    /// The whole turn the verdict is about: the one previewed in the belt
    /// phase, else (Chess without Pawns) a move to a dangerous square that
    /// waits for its second confirmation.
    pub fn judged_turn(&self) -> Option<Turn> {
        match self.board.pending {
            Some(_) => self.board.previewed_turn(),
            None => self.board.asked_move(),
        }
    }

    /// The questions the page wants answered now, that have no answer yet:
    /// the judged turn's verdict, the danger of the selected piece's
    /// targets, the threat once asked for.
    pub fn wanted_assist(&self) -> Vec<AssistJob> {
        if !self.assist_live() {
            return Vec::new();
        }
        let mut questions = Vec::new();
        match self.board.phase() {
            Phase::Belt => questions.extend(self.board.previewed_turn().map(Question::Verdict)),
            _ => {
                questions.extend(self.board.asked_move().map(Question::Verdict));
                questions.extend(self.board.selected.map(Question::Danger));
                if self.assist.threat_shown {
                    questions.push(Question::Threat);
                }
            }
        }
        let pos = self.board.position();
        questions
            .into_iter()
            .filter(|q| self.assist_answer(*q).is_none())
            .map(|q| AssistJob::new(pos, q))
            .collect()
    }

    /// The answer heard to `question` about the live position.
    fn assist_answer(&self, question: Question) -> Option<Assessment> {
        if self.assist.fen != self.board.position().fen() {
            return None;
        }
        self.assist
            .answers
            .iter()
            .find(|(q, _)| *q == question)
            .map(|(_, a)| *a)
    }

    /// The verdict on the previewed turn, once known: `Some(None)` when it
    /// is safe, `Some(Some(win))` when it allows `win`.
    pub fn verdict(&self) -> Option<Option<Win>> {
        if !self.assist_live() {
            return None;
        }
        match self.assist_answer(Question::Verdict(self.judged_turn()?))? {
            Assessment::NoWin => Some(None),
            Assessment::Win(win) => Some(Some(win)),
            _ => None,
        }
    }

    /// The selected piece's targets from which every turn allows a win in
    /// one, once known (empty otherwise).
    pub fn danger(&self) -> Vec<Square> {
        let from = self
            .board
            .selected
            .filter(|_| self.assist_live() && self.board.pending.is_none());
        match from.and_then(|from| self.assist_answer(Question::Danger(from))) {
            Some(Assessment::Danger(squares)) => squares.into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// Whether the danger marks of the selected piece are known (for the page's `data-danger-for`).
    pub fn danger_known(&self) -> Option<Square> {
        let from = self
            .board
            .selected
            .filter(|_| self.assist_live() && self.board.pending.is_none())?;
        self.assist_answer(Question::Danger(from)).map(|_| from)
    }

    /// The opponent's threat, when the user asked for it and it is known.
    pub fn threat(&self) -> Option<Result<Option<Win>, NoPass>> {
        if !(self.assist.threat_shown && self.assist_live() && self.board.pending.is_none()) {
            return None;
        }
        match self.assist_answer(Question::Threat)? {
            Assessment::NoWin => Some(Ok(None)),
            Assessment::Win(win) => Some(Ok(Some(win))),
            Assessment::NoPass(why) => Some(Err(why)),
            _ => None,
        }
    }

    /// The opponent's winning turn the board draws: the refutation of the
    /// previewed turn (when asked for), else the threat (when asked for).
    pub fn drawn_win(&self) -> Option<Win> {
        let turn = self.board.previewed_turn();
        match self.verdict() {
            Some(Some(win)) if turn.is_some() && self.assist.reply_shown == turn => Some(win),
            _ => self.threat().and_then(|t| t.ok().flatten()),
        }
    }

    /// A worker's answer: kept if it is about the live position.
    pub(crate) fn assessed(&mut self, key: AssistKey, answer: Assessment) {
        if key.fen != self.board.position().fen() || answer == Assessment::Unreadable {
            return;
        }
        if self.assist.fen != key.fen {
            self.assist.fen = key.fen;
            self.assist.answers.clear();
        }
        self.assist.answers.retain(|(q, _)| *q != key.question);
        self.assist.answers.push((key.question, answer));
    }

    /// The Threat button: show (or hide) what the opponent could win with.
    pub(crate) fn toggle_threat(&mut self) {
        if self.assist_live() {
            self.assist.threat_shown = !self.assist.threat_shown;
        }
    }

    /// The button that shows (or hides) the reply refuting the previewed turn.
    pub(crate) fn toggle_reply(&mut self) {
        let turn = self.board.previewed_turn();
        self.assist.reply_shown = if self.assist.reply_shown == turn { None } else { turn };
    }
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;
