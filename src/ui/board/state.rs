//! The board every page plays on, and its actions: the shared core of the
//! game page's [`crate::ui::game::state::State`], the analysis board's and the live game's.
//!
//! [`Board`] is what each of them has: the settings and the record, the
//! turn being built, the history shown, the animation, the drawings, the
//! preferences. [`BoardAction`] is what the user does to it, applied by
//! [`Board::apply`] alone with what the page tells it ([`Gate`]: whether
//! the user may act now, what its own parts know about the turn). Each job
//! of the board is a file of its own (`turn_input.rs`, `history.rs`,
//! `motion.rs`, `view.rs`); each page composes the board with its own parts
//! and maps these actions into its own.

use crate::rules::BeltRefusal;
use crate::rules::BeltShift;
use crate::rules::{Belt, Color, FlagFall, Game, Move, Role, Square, Turn};
use crate::ui::board::drawing::{DrawAction, Notes};
use crate::ui::board::motion::turn_slides;
use crate::ui::board::motion::Slide;
use crate::ui::board::{motion::Motion, phase::Feedback};
use crate::ui::settings::values::{Prefs, Settings};

/// Something the user does on a board, on whatever page it is.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardAction {
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
    /// The Escape key: close the promotion, else undo the preview, else take
    /// back the normal move (a page closes its own dialog first).
    Escape,
    /// A whole turn typed in the move box.
    Typed(String),
    /// Turn the board around.
    Flip,
    /// Replay the last turn shown, slowly: the normal move, a pause, the belt.
    Replay,
    /// A key was pressed: the page may name keys from now on.
    KeyboardUsed,
    /// The user plays by touch (a finger on the board, or a coarse pointer
    /// at the start): the page says "tap" and names no keys.
    TouchUsed,
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
    /// The player draws on the board or rubs it out.
    Draw(DrawAction),
    /// The page now speaks another language (its catalogue is installed):
    /// nothing on the board changes, but it is drawn again in it.
    LanguageShown,
}

impl BoardAction {
    /// Whether a person did it: the feedback on the previous action is
    /// cleared before a person's action is applied.
    pub fn is_user(&self) -> bool {
        !matches!(
            self,
            BoardAction::KeyboardUsed | BoardAction::TouchUsed | BoardAction::SetPrefs(_) | BoardAction::LanguageShown
        )
    }

    /// Whether it builds or plays a turn (rather than looks at the board).
    pub fn plays(&self) -> bool {
        matches!(
            self,
            BoardAction::Press(_)
                | BoardAction::Drop { .. }
                | BoardAction::Promote(_)
                | BoardAction::Arrow(..)
                | BoardAction::BeltDrag { .. }
                | BoardAction::ConfirmBelt
                | BoardAction::CancelBelt
                | BoardAction::Typed(_)
        )
    }

    /// Whether it only looks at the board (turns it, steps through the
    /// moves, tells how the user acts): what a game against a friend passes
    /// on whoever's turn it is.
    pub fn looks(&self) -> bool {
        matches!(
            self,
            BoardAction::Flip
                | BoardAction::KeyboardUsed
                | BoardAction::TouchUsed
                | BoardAction::SetPrefs(_)
                | BoardAction::View(_)
                | BoardAction::Step(_)
                | BoardAction::StepTurn(_)
                | BoardAction::First
                | BoardAction::Last
                | BoardAction::Replay
                | BoardAction::Escape
                | BoardAction::LanguageShown
        )
    }
}

/// What the page tells its board with an action: whether the user may act
/// on it now, and what the page's own parts (the threat assistant) know of
/// the turn being built.
#[derive(Clone, Debug, Default)]
pub struct Gate {
    /// Whether the user may act on the board now, the page's own reasons
    /// included (a dialog open, a viewer, a paused clock).
    pub live: bool,
    /// The previewed turn allows a win in one: confirming it is asked again.
    pub loses: bool,
    /// The selected piece's targets marked dangerous: a move to one is
    /// confirmed again (Chess without Pawns).
    pub danger: Vec<Square>,
}

impl Gate {
    /// The gate of a page that adds nothing to its board.
    pub fn of(board: &Board) -> Gate {
        Gate {
            live: board.interactive(),
            ..Gate::default()
        }
    }
}

/// The board a page shows and plays on.
#[derive(Clone, Debug)]
pub struct Board {
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
    /// The pawn's move waiting for its promotion piece (the dialog is open).
    pub promotion: Option<Move>,
    /// The turn that allows a win in one and waits for its second confirmation.
    pub asked: Option<Turn>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// What the page says about the last user action, if it was refused.
    pub feedback: Option<Feedback>,
    /// What to animate.
    pub motion: Motion,
    /// The player's circles and arrows on the position shown.
    pub notes: Notes,
    /// The page's preferences.
    pub prefs: Prefs,
    /// Whether the user has used the keyboard (the page then names keys).
    pub keyboard: bool,
    /// Whether the user plays by touch (the page then says "tap").
    pub touch: bool,
    /// The side whose flag fell and what it decided (the game is then over):
    /// a timed game's or a live game's clocks set it.
    pub flag: Option<(Color, FlagFall)>,
}

impl Board {
    /// The board of `game` with `settings`, Black at the bottom if `flipped`.
    pub fn new(settings: Settings, game: Game, flipped: bool) -> Board {
        Board {
            settings,
            game,
            redo: Vec::new(),
            view: None,
            selected: None,
            pending: None,
            promotion: None,
            asked: None,
            flipped,
            feedback: None,
            motion: Motion::default(),
            notes: Notes::default(),
            prefs: Prefs::default(),
            keyboard: false,
            touch: false,
            flag: None,
        }
    }

    /// A new board on `game`, keeping this one's preferences (and whether
    /// keys were used): another line or game shown on the same page.
    pub fn again(&self, settings: Settings, game: Game, flipped: bool) -> Board {
        Board {
            prefs: self.prefs,
            keyboard: self.keyboard,
            touch: self.touch,
            ..Board::new(settings, game, flipped)
        }
    }

    /// Applies one action, with what the page says of the moment. Actions
    /// that make no sense now (a press while the AI thinks) are ignored,
    /// never a panic.
    pub fn apply(&mut self, action: BoardAction, gate: &Gate) {
        if action.is_user() {
            self.feedback = None;
        }
        let live = gate.live;
        match action {
            BoardAction::Press(sq) if live => self.press(sq, gate),
            BoardAction::Drop { from, to } if live => self.drop(from, to, gate),
            BoardAction::Promote(role) => self.promote(role, gate),
            BoardAction::Arrow(belt, dir) if live => self.shift_preview(belt, dir.signum()),
            BoardAction::BeltDrag { from, to } if live => self.belt_drag(from, to),
            BoardAction::ConfirmBelt if live => self.confirm(gate),
            BoardAction::CancelBelt if live => self.cancel_belt(),
            BoardAction::Escape => self.escape(),
            BoardAction::Typed(text) => self.typed(&text),
            BoardAction::Flip => self.flipped = !self.flipped,
            BoardAction::Replay => self.replay(),
            BoardAction::KeyboardUsed => self.keyboard = true,
            // A finger now: the keys named for a keyboard used before would
            // only puzzle, until a key is pressed again.
            BoardAction::TouchUsed => (self.touch, self.keyboard) = (true, false),
            BoardAction::SetPrefs(prefs) => self.prefs = prefs,
            BoardAction::LanguageShown => {} // a new snapshot, redrawn
            BoardAction::View(ply) => self.view_ply(ply),
            BoardAction::Step(delta) => self.step(delta),
            BoardAction::StepTurn(delta) => self.step_turn(delta),
            BoardAction::First => self.set_view(Some(ViewPoint::after(0))),
            BoardAction::Last => self.set_view(None),
            BoardAction::Draw(action) => {
                let at = self.shown_position().hash();
                self.notes.apply(action, at);
            }
            BoardAction::Press(_)
            | BoardAction::Drop { .. }
            | BoardAction::Arrow(..)
            | BoardAction::BeltDrag { .. }
            | BoardAction::ConfirmBelt
            | BoardAction::CancelBelt => {}
        }
    }
}

/// A normal move made but not yet confirmed, with the belt shift being previewed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The normal move (with its promotion, if any).
    pub normal: Move,
    /// The belt being previewed and its signed shift (never a multiple of 8).
    pub preview: Option<(Belt, i32)>,
    /// In the belt phase, a square clicked first: clicking a second square of
    /// its file or rank shifts that belt by the distance.
    pub anchor: Option<Square>,
}

impl Pending {
    /// The previewed belt move, if any.
    pub fn shift(&self) -> Option<BeltShift> {
        self.preview.and_then(|(belt, steps)| BeltShift::by_steps(belt, steps))
    }
}

/// Why a belt arrow is disabled, or nothing when the belt can be shifted.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BeltState {
    /// The belt.
    pub belt: Belt,
    /// `Some(reason)` when no shift of this belt may follow the normal move.
    pub disabled: Option<BeltRefusal>,
}

/// A point of the game's history: after `ply` turns, or (`half`) half-way
/// through turn `ply`, after its normal move and before its belt move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ViewPoint {
    /// The turns played (counting the one half played when `half`).
    pub ply: usize,
    /// Whether the belt move of turn `ply` is not played yet.
    pub half: bool,
}

impl ViewPoint {
    /// The position after `ply` whole turns.
    pub fn after(ply: usize) -> ViewPoint {
        ViewPoint { ply, half: false }
    }

    /// The whole turns played before the point (a turn shown half-way not counted).
    pub fn whole_turns(self) -> usize {
        self.ply - usize::from(self.half)
    }
}

impl Board {
    /// Starts a new animation of `slides` (none: the pieces just stand).
    pub(crate) fn bump(&mut self, slides: Vec<Slide>) {
        self.motion = Motion {
            seq: self.motion.seq.wrapping_add(1),
            slides,
            replay: false,
        };
    }

    /// Plays the last turn shown again: the normal move, then the belt.
    pub(crate) fn replay(&mut self) {
        if self.pending.is_some() && self.view.is_none() {
            return;
        }
        let ply = self.view.map_or(self.game.turns().len(), |v| v.ply);
        let Some(turn) = self.last_turn() else { return };
        let Some(before) = ply.checked_sub(1).and_then(|i| self.game.position_at(i)) else {
            return;
        };
        let Some(after) = before.after_move(turn.normal) else {
            return;
        };
        let belt = turn.belt.map(|b| (b.belt(), b.signed_steps()));
        let slides = turn_slides(before.board(), Some(turn.normal), after.board(), belt);
        self.bump(slides);
        self.motion.replay = true;
    }
}
