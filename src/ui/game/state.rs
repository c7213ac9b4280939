//! The game page's state and the reducer that applies every user action to
//! it. [`State`] is the game page's: its board (a [`Board`], the part every
//! page shares) with the open dialog, the AI's jobs, the threat assistant,
//! the notice, the puzzle mode and a timed game's clocks; [`Action`] is
//! everything that can happen to it, a [`BoardAction`] or one of the page's
//! own, applied by [`State::apply`] alone.
//!
//! The reducer is split by job, each in the folder of its feature: the AI's
//! turns (`game/ai/state.rs`), the threat assistant (`game/assist/`), the
//! clocks (`game/clock/`), the puzzle mode (`game/puzzle/`), undo, redo and
//! resign (`history.rs`), what the page shows (`shown.rs`). No web
//! dependency: every path is tested natively; the components only render a
//! state and send actions. The other pages have states of their own
//! (`analysis/`, `live/`, `viewer/`) and never hold this one.

use crate::ai::Info;
use crate::rules::{Turn, Variant};
use crate::ui::ai::job::{Answer, JobError, JobKey};
use crate::ui::ai::threats::{Assessment, AssistKey};
use crate::ui::board::phase::Feedback;
use crate::ui::board::state::Board;
use crate::ui::board::state::BoardAction;
use crate::ui::board::state::Gate;
use crate::ui::game::ai::work::AiWork;
use crate::ui::game::assist::work::AssistWork;
use crate::ui::game::clock::clocks::ClockAction;
use crate::ui::game::clock::clocks::Timing;
use crate::ui::game::puzzle::action::PuzzleAction;
use crate::ui::game::puzzle::session::Session;
use crate::ui::game::{loaded::Loaded, notice::Notice};
use crate::ui::settings::values::Settings;
use std::rc::Rc;

/// The first Full Belt game's tips, one for each step of a turn; shown as
/// `data-tip` on the coach.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CoachTip {
    /// Make the normal move.
    Move,
    /// Shift a belt.
    Belt,
    /// Confirm the previewed shift.
    Confirm,
}

impl CoachTip {
    /// The `data-tip` value.
    pub fn key(self) -> &'static str {
        match self {
            CoachTip::Move => "move",
            CoachTip::Belt => "belt",
            CoachTip::Confirm => "confirm",
        }
    }
}

/// The open dialog, if any.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// Choosing the variant, options, mode and level of a new game.
    NewGame,
    /// The rules of the current variant.
    Rules,
    /// The game's link, its PGN and FEN, and importing a game or a position.
    Share,
    /// "Resign this game?"
    Resign,
    /// The page's preferences.
    Prefs,
    /// The library of games kept in this browser.
    Library,
}

/// Something the user (or the AI) did on the game page.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// An action on the board (a turn, the history, the board turned around).
    Board(BoardAction),
    /// The page sent the AI a job ([`State::wanted_job`]).
    AiStarted(JobKey),
    /// The AI finished a depth.
    AiProgress(JobKey, Info),
    /// The AI's answer.
    AiDone(JobKey, Answer),
    /// The AI could not run the job.
    AiFailed(JobKey, JobError),
    /// The user asks the AI for a suggestion.
    Hint,
    /// A worker answered one of the threat assistant's questions.
    Assessed(AssistKey, Assessment),
    /// Show or hide what the opponent could win with if it were their turn.
    Threat,
    /// Show or hide the reply that refutes the previewed turn.
    ShowReply,
    /// Take back the last turn (against the AI: the AI's reply and the user's turn).
    Undo,
    /// Replay a turn taken back.
    Redo,
    /// The user gives up (after the confirmation dialog).
    Resign,
    /// A new game with the same settings.
    Rematch,
    /// Pause or resume a game the AI plays against itself.
    PauseAi,
    /// While an AI-vs-AI game is paused, play one turn.
    StepAi,
    /// Open a dialog.
    Open(Dialog),
    /// Close the open dialog.
    Close,
    /// Start a new game.
    NewGame(Settings),
    /// Put a whole game on the board: a saved game, a link, an imported PGN or FEN.
    Load(Box<Loaded>),
    /// Close the notice.
    DismissNotice,
    /// Show a notice about the page (e.g. storage refused); the game goes on.
    Notify(Notice),
    /// Open the puzzles of a variant (at a puzzle id): the page fetches them.
    WantPuzzles(Variant, Option<String>),
    /// The puzzles fetched: open the puzzle mode on them.
    OpenPuzzles(Box<Session>),
    /// The puzzles could not be opened: say why, change nothing else.
    PuzzlesRefused(Notice),
    /// A button of the puzzle panel, or the opponent's reply in a win-in-two.
    Puzzle(PuzzleAction),
    /// A timed game's clock event: a new timed game, a flag, a pause.
    Clock(ClockAction),
}

impl From<BoardAction> for Action {
    fn from(action: BoardAction) -> Action {
        Action::Board(action)
    }
}

impl Action {
    /// Whether a person did it (the AI's messages are not): the feedback on
    /// the previous action is cleared before a person's action is applied.
    pub fn is_user(&self) -> bool {
        !matches!(
            self,
            Action::Board(
                BoardAction::KeyboardUsed
                    | BoardAction::TouchUsed
                    | BoardAction::SetPrefs(_)
                    | BoardAction::LanguageShown
            ) | Action::AiStarted(_)
                | Action::AiProgress(..)
                | Action::AiDone(..)
                | Action::AiFailed(..)
                | Action::Assessed(..)
                | Action::Notify(_)
                | Action::OpenPuzzles(_)
                | Action::PuzzlesRefused(_)
                | Action::Puzzle(PuzzleAction::Reply)
                | Action::Clock(ClockAction::Flag | ClockAction::Hidden | ClockAction::Shown)
        )
    }
}

/// Everything the game page shows: its board and its own parts.
#[derive(Clone, Debug)]
pub struct State {
    /// The board: the settings, the record, the turn being built, the
    /// history shown. Shared (`Rc`) so that an action that leaves it alone
    /// leaves the components that show it alone too.
    pub board: Rc<Board>,
    /// The open dialog.
    pub dialog: Option<Dialog>,
    /// The AI's work: the search under way, the hint, the last search's figures.
    pub ai: AiWork,
    /// The threat assistant's answers and what the user asked it to show.
    pub assist: AssistWork,
    /// A message about the page rather than a move: a link that could not be
    /// opened, a saved game set aside. Stays until dismissed or a new game.
    pub notice: Option<Notice>,
    /// The puzzle mode, when open (with the game set aside).
    pub puzzle: Option<Box<PuzzleMode>>,
    /// Puzzles the page should fetch: the variant, and the puzzle id asked for.
    pub puzzle_wanted: Option<(Variant, Option<String>)>,
    /// A timed game's clocks, `None` for an untimed game.
    pub timing: Option<Timing>,
    /// The page's clock (ms, monotonic) when the action being applied came:
    /// set by the store before each action; the clocks read it.
    pub now: f64,
}

impl Default for State {
    fn default() -> State {
        State::new(Settings::default())
    }
}

impl State {
    /// A new game with `settings`.
    pub fn new(settings: Settings) -> State {
        State::load(Loaded::fresh(settings))
    }

    /// The state showing a loaded game.
    pub fn load(loaded: Loaded) -> State {
        let flag = loaded.flag();
        let Loaded {
            settings,
            game,
            flipped,
            notice,
            mut timing,
        } = loaded;
        let mut board = Board::new(settings, game, flipped);
        board.flag = flag;
        // A game kept after its end resumes over, with nothing to resume.
        if let Some(timing) = timing.as_mut().filter(|_| board.outcome().is_some()) {
            timing.settle();
        }
        State {
            board: Rc::new(board),
            dialog: None,
            ai: AiWork::default(),
            assist: AssistWork::default(),
            notice,
            puzzle: None,
            puzzle_wanted: None,
            timing,
            now: 0.0,
        }
    }

    /// The state showing `loaded` with the page's preferences of `self`.
    fn reload(&self, loaded: Loaded) -> State {
        let mut next = State::load(loaded);
        next.keep_prefs(self);
        next
    }

    /// Keeps the page's preferences of `old` (and whether keys were used).
    pub(crate) fn keep_prefs(&mut self, old: &State) {
        let (prefs, keyboard) = (old.board.prefs, old.board.keyboard);
        let board = self.board_mut();
        board.prefs = prefs;
        board.keyboard = keyboard;
    }

    /// A new game with the settings of `old`, keeping the page's preferences.
    pub(crate) fn rematch(old: &State) -> State {
        let mut next = State {
            // The same time controls, the clocks back at their start.
            timing: old.timing.as_ref().map(|t| {
                let [white, black] = t.controls();
                Timing::new(white, black)
            }),
            now: old.now,
            ..State::new(old.board.settings)
        };
        next.keep_prefs(old);
        next
    }

    /// The board, to change (copied only if an earlier snapshot still holds it).
    pub fn board_mut(&mut self) -> &mut Board {
        Rc::make_mut(&mut self.board)
    }

    /// What the page tells its board: whether the user may act now, and
    /// what the threat assistant knows of the turn being built.
    fn gate(&self) -> Gate {
        Gate {
            live: self.interactive(),
            loses: matches!(self.verdict(), Some(Some(_))),
            danger: self.danger(),
        }
    }

    /// Plays a legal whole turn on the board; the AI's work and the
    /// assistant's answers were about the position before it.
    pub(crate) fn play(&mut self, turn: Turn) -> Result<(), Feedback> {
        self.board_mut().commit(turn, true)?;
        self.forget_ai();
        Ok(())
    }

    /// Applies one action. Actions that make no sense now (a press while the
    /// AI thinks, a stale AI reply) are ignored, never a panic.
    pub fn apply(&mut self, action: Action) {
        if action.is_user() && self.board.feedback.is_some() {
            self.board_mut().feedback = None;
        }
        if !self.puzzle_allows(&action) {
            return;
        }
        let plies = self.board.game.turns().len();
        // A whole Full Belt turn played by the user ends the first-game coach.
        let completes = matches!(action, Action::Board(BoardAction::ConfirmBelt | BoardAction::Typed(_)));
        // A new record has clocks of its own; any other change is followed by them.
        let replaces = matches!(
            action,
            Action::Rematch | Action::NewGame(_) | Action::Load(_) | Action::Clock(ClockAction::NewGame(..))
        );
        self.dispatch(action);
        if !replaces {
            self.follow_clock(plies);
        }
        if self.puzzle.is_some() {
            self.judge_puzzle(plies);
        } else if completes && self.board.game.turns().len() > plies && self.board.settings.start.variant().has_belts()
        {
            self.board_mut().prefs.coach_seen = true;
        }
    }

    /// A board action: the page's dialog closes first on Escape, and a turn
    /// played makes the AI's and the assistant's work stale.
    fn board_action(&mut self, action: BoardAction) {
        if action == BoardAction::Escape && self.dialog.take().is_some() {
            return;
        }
        let gate = self.gate();
        let plies = self.board.game.turns().len();
        self.board_mut().apply(action, &gate);
        if self.board.game.turns().len() != plies {
            self.forget_ai();
        }
    }

    /// [`State::apply`]'s work by action.
    fn dispatch(&mut self, action: Action) {
        match action {
            Action::Board(action) => self.board_action(action),
            Action::AiStarted(key) => self.ai_started(key),
            Action::AiProgress(key, info) => self.ai_progress(&key, info),
            Action::AiDone(key, answer) => self.ai_done(&key, answer),
            Action::AiFailed(key, error) => self.ai_failed(&key, error),
            Action::Hint => self.want_hint(),
            Action::Assessed(key, answer) => self.assessed(key, answer),
            Action::Threat => self.toggle_threat(),
            Action::ShowReply => self.toggle_reply(),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Resign => {
                self.dialog = None;
                self.resign();
            }
            Action::Rematch => *self = State::rematch(self),
            Action::PauseAi => self.ai.paused = !self.ai.paused,
            Action::StepAi => self.ai.step_once = true,
            Action::Open(dialog) => self.dialog = Some(dialog),
            Action::Close => self.dialog = None,
            Action::NewGame(settings) => {
                self.board_mut().settings = settings;
                *self = State::rematch(self);
            }
            Action::Load(loaded) => *self = self.reload(*loaded),
            Action::DismissNotice => self.notice = None,
            Action::Notify(notice) => self.notice = Some(notice),
            Action::WantPuzzles(variant, id) => self.want_puzzles(variant, id),
            Action::OpenPuzzles(session) => self.open_puzzles(*session),
            Action::PuzzlesRefused(notice) => self.puzzles_refused(notice),
            Action::Puzzle(action) => self.puzzle_action(action),
            Action::Clock(action) => self.clock_action(action),
        }
    }
}

#[derive(Clone, Debug)]
pub struct PuzzleMode {
    /// The puzzles and the one on the board.
    pub session: Session,
    /// The game in progress when the mode opened, exactly as it was.
    pub back: State,
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;
