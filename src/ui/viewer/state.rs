//! The studio's game viewer (`?view=1` with a game) as a reducer: the
//! [`Board`] every page has, never played on, with the game's comments, the
//! parameters (or the framing page's PGN) left out and a notice.
//!
//! The viewer only looks at its record: its board's [`Gate`] never lets the
//! user act, and a turn typed or pressed is dropped before the board sees
//! it (a typed turn is otherwise played whenever the live position is
//! shown). It holds no part of the game page's state, so none of the game
//! page's code is in the studio's wasm for it.

use crate::rules::AnnotatedGame;
use crate::ui::board::state::{Board, BoardAction, Gate};
use crate::ui::game::{loaded::Loaded, notice::Notice};
use crate::ui::record::link_error::LinkError;
use std::rc::Rc;

/// What happens to a game viewer.
#[derive(Clone, Debug)]
pub enum ViewerAction {
    /// The history shown, stepped, the board turned around, the keys: an
    /// action that builds or plays a turn changes nothing.
    Board(BoardAction),
    /// A game from the framing page (`loadPgn`): its board and its
    /// comments replace the game; the board stays turned as it was, with
    /// the page's preferences, and the problems shown go.
    Load(Box<Loaded>, Rc<AnnotatedGame>),
    /// What could not be used (a `loadPgn` whose PGN does not read): the
    /// game stays, and this is the problem shown.
    Refused(LinkError),
    /// A notice about the page (a language that could not be loaded),
    /// shown with the problems.
    Notify(Notice),
}

impl From<BoardAction> for ViewerAction {
    fn from(action: BoardAction) -> ViewerAction {
        ViewerAction::Board(action)
    }
}

/// Everything a game viewer shows.
#[derive(Clone, Debug)]
pub struct ViewerState {
    /// The board, only looked at. Shared (`Rc`) with the board's store so
    /// that an action that leaves it alone leaves the board's readers alone.
    pub board: Rc<Board>,
    /// The game shown, with its comments and clocks (shared: each action
    /// copies the state, not the game).
    pub annotated: Rc<AnnotatedGame>,
    /// What could not be used, each named.
    pub problems: Vec<LinkError>,
    /// A notice about the page, shown with the problems.
    pub notice: Option<Notice>,
}

impl ViewerState {
    /// The viewer of `loaded` (the board of `annotated`) opened at turn
    /// `ply` (as far as the game goes), with the `problems` of its address.
    pub fn open(loaded: Loaded, annotated: Rc<AnnotatedGame>, problems: Vec<LinkError>, ply: usize) -> ViewerState {
        let mut state = ViewerState {
            board: Rc::new(Board::new(loaded.settings, loaded.game, loaded.flipped)),
            annotated,
            problems,
            notice: None,
        };
        state.apply(ViewerAction::Board(BoardAction::View(ply)));
        state
    }

    /// Applies one action; what makes no sense in a viewer is ignored.
    pub fn apply(&mut self, action: ViewerAction) {
        match action {
            // The gate's answer alone would not do: a typed turn asks none.
            ViewerAction::Board(action) if action.plays() => {}
            ViewerAction::Board(action) => Rc::make_mut(&mut self.board).apply(action, &Gate::default()),
            ViewerAction::Load(loaded, annotated) => {
                self.board = Rc::new(self.board.again(loaded.settings, loaded.game, self.board.flipped));
                self.annotated = annotated;
                self.problems.clear();
            }
            ViewerAction::Refused(problem) => self.problems = vec![problem],
            ViewerAction::Notify(notice) => self.notice = Some(notice),
        }
    }

    /// The number of turns shown: the turn viewed, else the whole record.
    pub fn ply(&self) -> usize {
        self.board.view.map_or(self.board.game.turns().len(), |p| p.ply)
    }
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;
