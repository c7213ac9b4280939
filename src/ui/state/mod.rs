//! Each page's state and the reducer that applies every user action to it.
//!
//! [`State`] is the board a page plays on and the game page's whole state:
//! the settings, the record, the turn being built, the open dialog, what to
//! animate, the AI's jobs and the feedback on the last action; [`Action`] is
//! everything that can happen to it, applied by [`State::apply`] alone. The
//! studio's analysis board has a state of its own ([`analysis`]), made of
//! that board and its own parts (the move tree, the engine, the review),
//! with actions of its own, so that none of its code is in the game page's wasm.
//!
//! The reducer is split into one file per job (building a turn, moving
//! through the record, the AI's jobs, the animation, what the board shows,
//! the threat assistant, the puzzle mode), each with its tests beside it or
//! in a `*_tests.rs` file. No web dependency: every page's flow is tested
//! natively; the components only render a state and send actions.

pub mod ai;
pub mod analysis;
pub mod assist;
pub mod clock;
pub mod history;
pub mod live;
pub mod motion;
pub mod puzzle;
pub mod turn_input;
pub mod view;
// Issue 25 (clocklive): which sounds a change of the state makes.
pub mod cue;

#[cfg(test)]
mod assist_tests;
#[cfg(test)]
mod clock_tests;
#[cfg(test)]
mod puzzle_tests;
#[cfg(test)]
mod tests;

use super::assist::{Assessment, AssistKey};
use super::job::{Answer, JobError, JobKey};
use super::loaded::{Loaded, Notice};
use super::puzzle::Session;
use super::settings::{Prefs, Settings};
use super::timing::Timing;
use crate::ai::Info;
use crate::rules::{
    Belt, BeltRefusal, BeltShift, Color, FlagFall, Game, IllegalTurn, Move, Position, Role, Square, Turn,
    TurnParseError, Variant,
};

pub use ai::{AiWork, Thinking};
pub use analysis::{AnalysisAction, AnalysisState, Engine, TreeAction};
pub use assist::AssistWork;
pub use clock::ClockAction;
pub use history::ViewPoint;
pub use motion::{Motion, Slide};
pub use puzzle::{PuzzleAction, PuzzleMode};
pub use turn_input::{BeltState, Pending};

/// What the board is waiting for; shown as `data-phase` on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A normal move by the user.
    Move,
    /// A belt move by the user, after the normal move.
    Belt,
    /// The AI's turn.
    Ai,
    /// The game is over.
    Over,
}

impl Phase {
    /// The `data-phase` value.
    pub fn key(self) -> &'static str {
        match self {
            Phase::Move => "move",
            Phase::Belt => "belt",
            Phase::Ai => "ai",
            Phase::Over => "over",
        }
    }
}

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
    /// Choosing the piece a pawn becomes: the move without its promotion.
    Promotion(Move),
    /// The game's link, its PGN and FEN, and importing a game or a position.
    Share,
    /// "Resign this game?"
    Resign,
    /// The page's preferences.
    Prefs,
    /// The library of games kept in this browser.
    Library,
}

/// Why a typed turn cannot be played now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NotNow {
    /// The game is over.
    GameOver,
    /// The AI is to move.
    AiToMove,
    /// An earlier position is shown.
    ViewingHistory,
}

/// What the page says about the user's last action when it did not do what
/// was asked. Typed: the view chooses the words. It lives until the next
/// user action ([`Action::is_user`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// A belt arrow of a belt that cannot be shifted after this normal move.
    BeltRefused(Belt, BeltRefusal),
    /// A belt drag between two squares of no common file or rank.
    NotOneBelt(Square, Square),
    /// Confirm with no belt move chosen.
    NoBeltChosen,
    /// The previewed belt move cannot follow the normal move.
    ShiftRefused(BeltShift, BeltRefusal),
    /// The turn is not legal.
    Illegal(IllegalTurn),
    /// The typed text is not a turn here.
    Unreadable(TurnParseError),
    /// A typed turn while the user may not play.
    NotNow(NotNow),
    /// The AI answered with a turn the rules refuse (a bug, said plainly).
    AiRefused(IllegalTurn),
    /// The AI could not run its job.
    AiFailed(JobError),
}

/// Something the user (or the AI) did.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A press on a square (the first half of click-click, or the start of a drag).
    Press(Square),
    /// A piece dragged from one square and dropped on another.
    Drop {
        /// Where the drag started.
        from: Square,
        /// Where it was released.
        to: Square,
    },
    /// The promotion piece chosen in the dialog.
    Promote(Role),
    /// A belt arrow: shift `belt` one more step in the direction of `dir` (+1 or -1).
    Arrow(Belt, i32),
    /// A drag in the belt phase from one square to another of the same file or rank.
    BeltDrag {
        /// Where the drag started.
        from: Square,
        /// Where it was released.
        to: Square,
    },
    /// Play the previewed belt move (button or Enter).
    ConfirmBelt,
    /// Take back the normal move before its belt move is confirmed.
    CancelBelt,
    /// The Escape key: close a dialog, else undo the preview, else take back the normal move.
    Escape,
    /// A whole turn typed in the move box.
    Typed(String),
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
    /// Turn the board around.
    Flip,
    /// The user gives up (after the confirmation dialog).
    Resign,
    /// A new game with the same settings.
    Rematch,
    /// Replay the last turn shown, slowly: the normal move, a pause, the belt.
    Replay,
    /// Pause or resume a game the AI plays against itself.
    PauseAi,
    /// While an AI-vs-AI game is paused, play one turn.
    StepAi,
    /// A key was pressed: the page may name keys from now on.
    KeyboardUsed,
    /// New preferences.
    SetPrefs(Prefs),
    /// Show the position after this many turns (from the move list).
    View(usize),
    /// Step through the history by half turns (after the normal move, after
    /// the belt): back (-1) or forward (+1) from the shown position.
    Step(i32),
    /// Step through the history by whole turns: back (-1) or forward (+1).
    StepTurn(i32),
    /// Show the start of the game.
    First,
    /// Return to the live game.
    Last,
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
    /// The player draws on the board or rubs it out (issue 23 point 13, polish).
    Draw(crate::ui::drawing::DrawAction),
    /// Open the puzzles of a variant (at a puzzle id): the page fetches them.
    WantPuzzles(Variant, Option<String>),
    /// The puzzles fetched: open the puzzle mode on them.
    OpenPuzzles(Box<Session>),
    /// The puzzles could not be opened: say why, change nothing else.
    PuzzlesRefused(Notice),
    /// A button of the puzzle panel, or the opponent's reply in a win-in-two.
    Puzzle(PuzzleAction),
    /// A timed game's clock event (issue 25): a new timed game, a flag, a pause.
    Clock(ClockAction),
    // Issue 24 (i18n).
    /// The page now speaks another language (its catalogue is installed):
    /// nothing in the state changes, but everything is drawn again in it.
    LanguageShown,
}

impl Action {
    /// Whether a person did it (the AI's messages are not): the feedback on
    /// the previous action is cleared before a person's action is applied.
    pub fn is_user(&self) -> bool {
        !matches!(
            self,
            Action::AiStarted(_)
                | Action::AiProgress(..)
                | Action::AiDone(..)
                | Action::AiFailed(..)
                | Action::Assessed(..)
                | Action::KeyboardUsed
                | Action::SetPrefs(_)
                | Action::Notify(_)
                | Action::OpenPuzzles(_)
                | Action::PuzzlesRefused(_)
                | Action::Puzzle(PuzzleAction::Reply)
                | Action::Clock(ClockAction::Flag | ClockAction::Hidden | ClockAction::Shown)
                | Action::LanguageShown // issue 24 (i18n)
        )
    }
}

/// Everything the page shows.
#[derive(Clone, Debug)]
pub struct State {
    /// The settings of the game being played.
    pub settings: Settings,
    /// The record: positions and turns.
    pub game: Game,
    /// Turns taken back, most recent last, for redo.
    pub redo: Vec<Turn>,
    /// The point of the history being looked at, or `None` for the live game.
    pub view: Option<ViewPoint>,
    /// The piece picked up by the user in the move phase.
    pub selected: Option<Square>,
    /// The turn being built in the belt phase.
    pub pending: Option<Pending>,
    /// The open dialog.
    pub dialog: Option<Dialog>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// What the page says about the last user action, if it was refused.
    pub feedback: Option<Feedback>,
    /// What to animate.
    pub motion: Motion,
    /// The AI's work: the search under way, the hint, the last search's figures.
    pub ai: AiWork,
    /// The threat assistant's answers and what the user asked it to show.
    pub assist: AssistWork,
    /// A message about the page rather than a move: a link that could not be
    /// opened, a saved game set aside. Stays until dismissed or a new game.
    pub notice: Option<Notice>,
    /// The page's preferences.
    pub prefs: Prefs,
    /// Whether the user has used the keyboard (the page then names keys).
    pub keyboard: bool,
    /// A game viewer: the record is only looked at, never played on.
    pub read_only: bool,
    /// The puzzle mode, when open (with the game set aside).
    pub puzzle: Option<Box<PuzzleMode>>,
    /// Puzzles the page should fetch: the variant, and the puzzle id asked for.
    pub puzzle_wanted: Option<(Variant, Option<String>)>,
    /// A timed game's clocks (issue 25), `None` for an untimed game.
    pub timing: Option<Timing>,
    /// The side whose flag fell and what it decided (the game is then over).
    pub flag: Option<(Color, FlagFall)>,
    /// The page's clock (ms, monotonic) when the action being applied came:
    /// set by the store before each action; the clocks read it.
    pub now: f64,
    /// The player's circles and arrows on the position shown (issue 23 point 13, polish).
    pub notes: crate::ui::drawing::Notes,
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
        let Loaded {
            settings,
            game,
            flipped,
            notice,
            timing,
        } = loaded;
        State {
            settings,
            game,
            redo: Vec::new(),
            view: None,
            selected: None,
            pending: None,
            dialog: None,
            flipped,
            feedback: None,
            motion: Motion::default(),
            ai: AiWork::default(),
            assist: AssistWork::default(),
            notice,
            prefs: Prefs::default(),
            keyboard: false,
            read_only: false,
            puzzle: None,
            puzzle_wanted: None,
            timing,
            flag: None,
            now: 0.0,
            notes: Default::default(),
        }
    }

    /// A new game with the settings of `old`, keeping the page's preferences.
    fn rematch(old: &State) -> State {
        State {
            prefs: old.prefs,
            keyboard: old.keyboard,
            // The same time controls, the clocks back at their start.
            timing: old.timing.as_ref().map(|t| {
                let [white, black] = t.controls();
                Timing::new(white, black)
            }),
            now: old.now,
            ..State::new(old.settings)
        }
    }

    /// The live position (the game's current one).
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// Applies one action. Actions that make no sense now (a press while the
    /// AI thinks, a stale AI reply) are ignored, never a panic.
    pub fn apply(&mut self, action: Action) {
        if action.is_user() {
            self.feedback = None;
        }
        // A viewer's record is only looked at.
        let plays = matches!(
            action,
            Action::Typed(_) | Action::Undo | Action::Redo | Action::Resign | Action::Rematch | Action::Hint
        );
        if self.read_only && plays || !self.puzzle_allows(&action) {
            return;
        }
        let plies = self.game.turns().len();
        let live = self.interactive();
        // A whole Full Belt turn played by the user ends the first-game coach.
        let completes = matches!(action, Action::ConfirmBelt | Action::Typed(_));
        // A new record has clocks of its own; any other change is followed by them.
        let replaces = matches!(
            action,
            Action::Rematch | Action::NewGame(_) | Action::Load(_) | Action::Clock(ClockAction::NewGame(..))
        );
        self.dispatch(action, live);
        if !replaces {
            self.follow_clock(plies);
        }
        if self.puzzle.is_some() {
            self.judge_puzzle(plies);
        } else if completes && self.game.turns().len() > plies && self.settings.start.variant().has_belts() {
            self.prefs.coach_seen = true;
        }
    }

    /// [`State::apply`]'s work by action, `live` when the user may act on the board.
    fn dispatch(&mut self, action: Action, live: bool) {
        match action {
            Action::Press(sq) if live => self.press(sq),
            Action::Drop { from, to } if live => self.drop(from, to),
            Action::Promote(role) => self.promote(role),
            Action::Arrow(belt, dir) if live => self.shift_preview(belt, dir.signum()),
            Action::BeltDrag { from, to } if live => self.belt_drag(from, to),
            Action::ConfirmBelt if live => self.confirm(),
            Action::CancelBelt if live => self.cancel_belt(),
            Action::Escape => self.escape(),
            Action::Typed(text) => self.typed(&text),
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
            Action::Flip => self.flipped = !self.flipped,
            Action::Resign => {
                self.dialog = None;
                self.resign();
            }
            Action::Rematch => *self = State::rematch(self),
            Action::Replay => self.replay(),
            Action::PauseAi => self.ai.paused = !self.ai.paused,
            Action::StepAi => self.ai.step_once = true,
            Action::KeyboardUsed => self.keyboard = true,
            Action::SetPrefs(prefs) => self.prefs = prefs,
            Action::LanguageShown => {} // issue 24 (i18n): a new snapshot, redrawn
            Action::View(ply) => self.view_ply(ply),
            Action::Step(delta) => self.step(delta),
            Action::StepTurn(delta) => self.step_turn(delta),
            Action::First => self.set_view(Some(ViewPoint::after(0))),
            Action::Last => self.set_view(None),
            Action::Open(dialog) => self.dialog = Some(dialog),
            Action::Close => self.dialog = None,
            Action::NewGame(settings) => {
                *self = State::rematch(&State {
                    settings,
                    ..self.clone()
                })
            }
            Action::Load(loaded) => {
                let (prefs, keyboard, read_only) = (self.prefs, self.keyboard, self.read_only);
                *self = State::load(*loaded);
                self.prefs = prefs;
                self.keyboard = keyboard;
                self.read_only = read_only;
            }
            Action::DismissNotice => self.notice = None,
            Action::Notify(notice) => self.notice = Some(notice),
            Action::WantPuzzles(variant, id) => self.want_puzzles(variant, id),
            Action::OpenPuzzles(session) => self.open_puzzles(*session),
            Action::PuzzlesRefused(notice) => self.puzzles_refused(notice),
            Action::Puzzle(action) => self.puzzle_action(action),
            Action::Clock(action) => self.clock_action(action),
            Action::Draw(action) => {
                let at = self.shown_position().hash();
                self.notes.apply(action, at);
            }
            Action::Press(_)
            | Action::Drop { .. }
            | Action::Arrow(..)
            | Action::BeltDrag { .. }
            | Action::ConfirmBelt
            | Action::CancelBelt => {}
        }
    }
}
