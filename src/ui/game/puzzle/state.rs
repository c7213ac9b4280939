//! The puzzle mode in the game flow: the game in progress is set aside
//! whole (and comes back whole), the puzzle's position goes on the board
//! for the usual turn input with no AI, and every turn played is judged by
//! the rules: a `win1` or `defend` accepts any of its solutions; a `win2`
//! accepts a solution, lets the opponent reply ([`PuzzleAction::Reply`],
//! sent by the page after a short pause) and then wants a win at once.

use crate::puzzles::Kind;
use crate::rules::{tactics, Color, Game, Variant};
use crate::ui::game::puzzle::action::PuzzleAction;
use crate::ui::game::puzzle::session::{goal, reply, variant_of_id, Filter, Refuted, Session, Stage};
use crate::ui::game::state::PuzzleMode;
use crate::ui::game::{
    loaded::Loaded,
    notice::{Notice, PuzzlesProblem},
};
use crate::ui::settings::values::{Mode, Settings};
use crate::ui::{
    board::state::BoardAction,
    game::state::{Action, State},
};

impl Filter {
    /// What a choice in the panel's select `name` (`theme`, `difficulty`) does.
    pub fn action(self, name: &str, value: &str) -> Action {
        Action::Puzzle(PuzzleAction::SetFilter(self.with(name, value)))
    }
}

impl State {
    /// The puzzle session, when the puzzle mode is open.
    pub fn session(&self) -> Option<&Session> {
        self.puzzle.as_ref().map(|m| &m.session)
    }

    /// The game the library keeps for this tab: in the puzzle mode, the one set aside.
    pub fn kept(&self) -> &State {
        self.puzzle.as_ref().map_or(self, |m| &m.back)
    }

    /// Whether the board takes a turn in the puzzle mode now (always outside
    /// it): not while a wrong try and its refutation are shown.
    pub(crate) fn puzzle_open_to_turns(&self) -> bool {
        self.session()
            .is_none_or(|s| s.stage == Stage::Solving && s.refuted.is_none())
    }

    /// The opponent's reply that punishes the wrong try on the board, drawn
    /// as the threat assistant draws a winning reply.
    pub fn puzzle_refutation(&self) -> Option<crate::rules::Turn> {
        self.session().and_then(|s| s.refuted).map(|r| r.reply)
    }

    /// The square of the piece the hint marks, while it is shown.
    pub fn puzzle_hint(&self) -> Option<crate::rules::Square> {
        let s = self.session().filter(|s| s.hint && s.stage == Stage::Solving)?;
        goal(s.current(), self.board.position(), self.board.game.turns().len()).map(|t| t.normal.from)
    }

    /// A puzzle link (`?puzzle=<id>`): asks for its variant's puzzles, or
    /// says at once that no puzzle has an id of that form.
    pub fn ask_puzzle(&mut self, id: &str) {
        match variant_of_id(id) {
            Some(variant) => self.want_puzzles(variant, Some(id.to_string())),
            None => self.notice = Some(Notice::PuzzleNotFound(id.chars().take(40).collect())),
        }
    }

    /// Asks the page for a variant's puzzles (fetched by the page), at `id` if given.
    pub(crate) fn want_puzzles(&mut self, variant: Variant, id: Option<String>) {
        match self.puzzle.as_mut() {
            Some(m) if m.session.variant == variant && id.is_none() => {}
            _ => self.puzzle_wanted = Some((variant, id)),
        }
    }

    /// The fetch failed or the id is unknown: the notice says so, nothing else changes.
    pub(crate) fn puzzles_refused(&mut self, notice: Notice) {
        self.puzzle_wanted = None;
        self.notice = Some(notice);
    }

    /// Opens the puzzle mode on `session` (the game set aside stays the one
    /// set aside when the mode was already open).
    pub(crate) fn open_puzzles(&mut self, session: Session) {
        self.puzzle_wanted = None;
        let back = match self.puzzle.take() {
            Some(m) => m.back,
            None => State {
                dialog: None,
                ..self.clone()
            },
        };
        self.puzzle = Some(Box::new(PuzzleMode { session, back }));
        self.show_puzzle();
    }

    /// Puts the session's puzzle on the board from its start.
    fn show_puzzle(&mut self) {
        let Some(mut mode) = self.puzzle.take() else { return };
        let puzzle = mode.session.current().clone();
        let Ok(pos) = puzzle.position() else {
            // The reader checks every position; should one still fail, the game comes back.
            *self = mode.back;
            self.notice = Some(Notice::PuzzlesUnavailable(PuzzlesProblem::Broken(puzzle.id.clone())));
            return;
        };
        mode.session.stage = Stage::Solving;
        mode.session.hint = false;
        mode.session.missed = false;
        mode.session.refuted = None;
        mode.session.solved_uncounted = false;
        let settings = Settings {
            start: puzzle.variant.standard_start(),
            no_belt_check: false,
            mode: Mode::TwoPlayers,
            ..self.board.settings
        };
        let flipped = pos.turn() == Color::Black;
        let mut next = State::load(Loaded {
            settings,
            game: Game::new(pos),
            flipped,
            notice: None,
            timing: None,
        });
        next.keep_prefs(self);
        *self = next;
        self.puzzle = Some(mode);
    }

    /// Applies a puzzle panel action.
    pub(crate) fn puzzle_action(&mut self, action: PuzzleAction) {
        let Some(mode) = self.puzzle.as_mut() else { return };
        let session = &mut mode.session;
        match action {
            PuzzleAction::Next => {
                if let Some(i) = session.next_index() {
                    session.index = i;
                    session.counted = false;
                    session.solution_seen = false;
                    self.show_puzzle();
                }
            }
            // With a wrong try on the board, Retry takes back that try only.
            PuzzleAction::Retry => match session.refuted.take() {
                Some(r) => self.back_to(r.at),
                None => self.show_puzzle(),
            },
            PuzzleAction::Hint => session.hint = session.stage == Stage::Solving,
            PuzzleAction::ShowSolution => self.show_solution(),
            PuzzleAction::Reply => self.puzzle_reply(),
            PuzzleAction::SetFilter(filter) => {
                session.filter = filter;
                if !filter.accepts(session.current()) {
                    self.puzzle_action(PuzzleAction::Next);
                }
            }
            PuzzleAction::Leave => {
                if let Some(mode) = self.puzzle.take() {
                    let mut back = mode.back;
                    back.keep_prefs(self);
                    *self = back;
                }
            }
        }
    }

    /// Ends the answer (counted once per puzzle shown).
    fn answer(&mut self, stage: Stage) {
        let Some(mode) = self.puzzle.as_mut() else { return };
        let s = &mut mode.session;
        s.stage = stage;
        s.hint = false;
        s.solved_uncounted = stage == Stage::Solved && s.counted;
        if !s.counted {
            s.counted = true;
            let id = s.current().id.clone();
            s.progress.count(&id, stage == Stage::Solved);
        }
    }

    /// Takes the board back to where the answer was due and draws a solving
    /// turn there (giving up when the puzzle was not answered yet).
    fn show_solution(&mut self) {
        let Some(s) = self.session() else { return };
        let at = match s.stage {
            Stage::Solved | Stage::Reply => return,
            Stage::Failed(at) => at,
            Stage::Solving => {
                let at = s.refuted.map_or(self.board.game.turns().len(), |r| r.at);
                self.answer(Stage::Failed(at));
                at
            }
        };
        self.back_to(at);
        let Some(mode) = self.puzzle.as_mut() else { return };
        mode.session.refuted = None;
        mode.session.solution_seen = true;
        let s = &mode.session;
        self.ai.hint = goal(s.current(), self.board.position(), at);
    }

    /// The board back to the puzzle's first `at` turns.
    fn back_to(&mut self, at: usize) {
        self.forget_ai();
        let board = self.board_mut();
        while board.game.turns().len() > at {
            board.game.undo();
        }
        board.pending = None;
        board.selected = None;
        board.view = None;
        board.bump(Vec::new());
    }

    /// A wrong try: counted as a miss once; it stays on
    /// the board with the opponent's reply that punishes it until Retry
    /// takes it back (at once when it ended the game itself), and the
    /// answer is due again; the solution only on request.
    fn refute_try(&mut self, at: usize) {
        let refuted = match (self.board.game.position_at(at), self.board.game.turns().get(at)) {
            (Some(before), Some(&tried)) => Refuted::of(before, tried, self.board.position(), at),
            _ => None,
        };
        let Some(mode) = self.puzzle.as_mut() else { return };
        let s = &mut mode.session;
        if !s.counted {
            s.counted = true;
            let id = s.current().id.clone();
            s.progress.count(&id, false);
        }
        s.missed = true;
        s.hint = false;
        s.refuted = refuted;
        if refuted.is_none() {
            self.back_to(at);
        }
    }

    /// The opponent's reply in a `win2`, chosen by the rules.
    fn puzzle_reply(&mut self) {
        if self.session().is_none_or(|s| s.stage != Stage::Reply) || self.board.game.turns().len() != 1 {
            return;
        }
        let Some(turn) = reply(self.board.position()) else {
            return;
        };
        if let Some(m) = self.puzzle.as_mut() {
            m.session.stage = Stage::Solving;
        }
        if let Err(e) = self.play(turn) {
            self.board_mut().feedback = Some(e);
        }
    }

    /// After every action in the puzzle mode: judges a turn the user just played.
    pub(crate) fn judge_puzzle(&mut self, before: usize) {
        let plies = self.board.game.turns().len();
        let Some(s) = self.session() else { return };
        // Two plies in, the turn is the opponent's reply, not the user's.
        if s.stage != Stage::Solving || plies != before + 1 || plies == 2 {
            return;
        }
        let puzzle = s.current();
        let turn = self.board.game.turns()[plies - 1];
        let stage = match (plies, puzzle.kind) {
            (1, Kind::Win2) if puzzle.accepts(turn) => Stage::Reply,
            (1, _) if puzzle.accepts(turn) => Stage::Solved,
            (3, Kind::Win2) => match self.board.game.position_at(2) {
                Some(pos) if tactics::wins_at_once(pos, &turn) => Stage::Solved,
                _ => Stage::Failed(2),
            },
            _ => Stage::Failed(plies - 1),
        };
        match stage {
            Stage::Reply => {
                if let Some(m) = self.puzzle.as_mut() {
                    m.session.stage = Stage::Reply;
                    m.session.hint = false;
                }
            }
            Stage::Failed(at) => self.refute_try(at),
            _ => self.answer(stage),
        }
    }

    /// Whether `action` may run in the puzzle mode: no AI, no taking back,
    /// no resigning or rematch (the panel has Retry and Next), and turns
    /// only while the answer is due.
    pub(crate) fn puzzle_allows(&self, action: &Action) -> bool {
        if self.puzzle.is_none() {
            return true;
        }
        match action {
            Action::Hint
            | Action::Undo
            | Action::Redo
            | Action::Resign
            | Action::Rematch
            | Action::PauseAi
            | Action::StepAi => false,
            Action::Board(
                BoardAction::Typed(_)
                | BoardAction::Press(_)
                | BoardAction::Drop { .. }
                | BoardAction::Arrow(..)
                | BoardAction::BeltDrag { .. }
                | BoardAction::ConfirmBelt,
            ) => self.puzzle_open_to_turns(),
            _ => true,
        }
    }
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;
