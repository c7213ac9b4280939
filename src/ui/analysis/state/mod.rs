//! The analysis board's page state (the studio's, never the game page's):
//! [`AnalysisState`] is the board every page has (a [`Board`]: the game
//! shown, the turn being built, the history), the move tree of
//! every line tried, the engine ([`engine`]) and the game review
//! ([`review`]); [`AnalysisAction`] is everything that can happen to it,
//! applied by [`AnalysisState::apply`] alone.
//!
//! After every action the tree follows the board: a turn played there joins
//! the tree (as a side line where another turn was there first), the node
//! shown is the one the board shows, and the engine's latest depth and the
//! review's evaluations become the nodes' evaluations (the PGN's
//! `[%eval]`). It holds no part of the game page's state and sends the
//! board only [`BoardAction`]s; only the studio's wasm makes these actions,
//! so none of this code is in the game page's.

pub mod engine;
pub mod review;
pub mod tree;

#[cfg(test)]
mod tests;

use crate::ai::solver::Proof;
use crate::ai::Info;
use crate::rules::{MoveTree, NodeId, PgnError};
use crate::ui::ai::job::JobKey;
use crate::ui::analysis::engine::Engine;
use crate::ui::analysis::engine::MAX_LINES;
use crate::ui::analysis::review::Review;
use crate::ui::analysis::review::ReviewAction;
use crate::ui::analysis::tree::follow;
use crate::ui::analysis::tree::TreeAction;
use crate::ui::board::state::{Board, BoardAction, Gate};
use crate::ui::game::{loaded::Loaded, notice::Notice};
use crate::ui::settings::values::{Mode, Prefs, Settings};
use std::rc::Rc;

/// Something that happens on the analysis board.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisAction {
    /// An action on the board (a turn, the history, the board turned
    /// around): the tree follows it.
    Board(BoardAction),
    /// An edit of the move tree, or a node of it shown.
    Tree(TreeAction),
    /// Start or stop the engine.
    EngineToggle,
    /// How many lines the engine reports (1 to [`MAX_LINES`]).
    EngineLines(u8),
    /// The engine finished a depth.
    Analysed(JobKey, Info),
    /// The engine's solver proved a win of the side to move.
    Proven(JobKey, Proof),
    /// Play the first `.1` turns of the engine's line `.0`.
    PlayLine(usize, usize),
    /// A game review's action.
    Review(ReviewAction),
    /// Close the notice.
    DismissNotice,
    /// Show a notice about the page (a language that could not be loaded).
    Notify(Notice),
}

impl From<BoardAction> for AnalysisAction {
    fn from(action: BoardAction) -> AnalysisAction {
        AnalysisAction::Board(action)
    }
}

impl From<ReviewAction> for AnalysisAction {
    fn from(action: ReviewAction) -> AnalysisAction {
        AnalysisAction::Review(action)
    }
}

impl From<TreeAction> for AnalysisAction {
    fn from(action: TreeAction) -> AnalysisAction {
        AnalysisAction::Tree(action)
    }
}

impl AnalysisAction {
    /// Whether a person did it (the engine's and the review's answers are
    /// not): the board's feedback on the previous action is then cleared.
    fn is_user(&self) -> bool {
        !matches!(
            self,
            AnalysisAction::Board(_)
                | AnalysisAction::Analysed(..)
                | AnalysisAction::Proven(..)
                | AnalysisAction::Notify(_)
                | AnalysisAction::Review(ReviewAction::Reviewed(..) | ReviewAction::Marked(_))
        )
    }
}

/// Everything the analysis board shows.
#[derive(Clone, Debug)]
pub struct AnalysisState {
    /// The board: the line shown, the turn being built, the history.
    /// Shared (`Rc`) so that an action that leaves it alone leaves the
    /// components that show it alone too.
    pub board: Rc<Board>,
    /// Every line tried, with comments and evaluations.
    pub tree: Rc<MoveTree>,
    /// The node of the tree the board shows.
    pub current: NodeId,
    /// The engine: whether it runs, its lines, its latest depth.
    pub engine: Engine,
    /// The game review.
    pub review: Review,
    /// Why the last PGN opened could not be read, until the next one is.
    pub import_error: Option<PgnError>,
    /// What the link opened could not give (a parameter unread), until dismissed.
    pub notice: Option<Notice>,
}

impl AnalysisState {
    /// The analysis board on `loaded`'s game, showing the position after
    /// `ply` turns (the last if `None`), with `tree` (the analysis kept for
    /// this game, or its record) and the page's preferences. Both sides are
    /// the user's: the AI never plays here; the engine starts at once.
    pub fn open(loaded: Loaded, ply: Option<usize>, tree: MoveTree, prefs: Prefs) -> AnalysisState {
        let settings = Settings {
            mode: Mode::TwoPlayers,
            ..loaded.settings
        };
        let mut board = Board::new(settings, loaded.game, loaded.flipped);
        board.prefs = prefs;
        if let Some(ply) = ply {
            board.view_ply(ply);
        }
        let mut state = AnalysisState {
            board: Rc::new(board),
            tree: Rc::new(tree),
            current: MoveTree::ROOT,
            engine: Engine {
                on: true,
                lines: 1,
                ..Engine::default()
            },
            review: Review::default(),
            import_error: None,
            notice: loaded.notice,
        };
        state.follow_board();
        state
    }

    /// The board, to change (copied only if an earlier snapshot still holds it).
    pub(crate) fn board_mut(&mut self) -> &mut Board {
        Rc::make_mut(&mut self.board)
    }

    /// Applies one action. One that makes no sense now (a stale engine
    /// depth, an edit of a deleted node) changes nothing.
    pub fn apply(&mut self, action: AnalysisAction) {
        if action.is_user() && self.board.feedback.is_some() {
            self.board_mut().feedback = None;
        }
        match action {
            AnalysisAction::Board(action) => self.board_action(action),
            AnalysisAction::Tree(edit) => self.edit_tree(edit),
            AnalysisAction::EngineToggle => self.engine.on = !self.engine.on,
            AnalysisAction::EngineLines(n) => self.engine.lines = n.clamp(1, MAX_LINES),
            AnalysisAction::Analysed(key, info) => self.analysed(key, info),
            AnalysisAction::Proven(key, proof) => self.proven(key, proof),
            AnalysisAction::PlayLine(line, count) => self.play_line(line, count),
            AnalysisAction::Review(action) => self.apply_review(action),
            AnalysisAction::DismissNotice => self.notice = None,
            AnalysisAction::Notify(notice) => self.notice = Some(notice),
        }
        self.follow_board();
    }

    /// A board action; a turn played while an earlier position is shown
    /// goes on from that position.
    fn board_action(&mut self, action: BoardAction) {
        // A drawing is kept in the tree's node, not on the board alone.
        if let BoardAction::Draw(draw) = action {
            self.draw(draw);
            return;
        }
        let board = self.board_mut();
        if matches!(
            action,
            BoardAction::Press(_) | BoardAction::Drop { .. } | BoardAction::Typed(_)
        ) && board.promotion.is_none()
        {
            branch_at_view(board);
        }
        // Both sides are the user's, and no dialog of a page closes the board.
        let gate = Gate::of(board);
        board.apply(action, &gate);
    }

    /// The tree follows the board: the game's turns join it, the node shown
    /// is the board's, the engine's latest depth is that node's evaluation,
    /// and the review's evaluations go where the engine left none.
    fn follow_board(&mut self) {
        let turns = self.board.game.turns();
        let path = crate::ui::analysis::tree::walk(&self.tree, turns)
            .unwrap_or_else(|| follow(Rc::make_mut(&mut self.tree), turns));
        let shown = self.board.view.map_or(turns.len(), |v| v.whole_turns());
        self.current = path.get(shown).or(path.last()).copied().unwrap_or(MoveTree::ROOT);
        self.show_shapes();
        if let Some(info) = self.analysis_info() {
            let eval = info.score.evaluation(self.board.shown_position().turn());
            if self.tree.eval(self.current) != Some(eval) {
                let _ = Rc::make_mut(&mut self.tree).set_eval(self.current, Some(eval));
            }
        }
        if !self.review.found.iter().any(Option::is_some) {
            return;
        }
        let review = &self.review.turns;
        let line = crate::ui::analysis::tree::walk(&self.tree, review)
            .unwrap_or_else(|| follow(Rc::make_mut(&mut self.tree), review));
        let missing: Vec<_> = line
            .iter()
            .enumerate()
            .filter_map(|(ply, &node)| {
                self.review
                    .eval(ply)
                    .filter(|_| self.tree.eval(node).is_none())
                    .zip(Some(node))
            })
            .collect();
        if !missing.is_empty() {
            let tree = Rc::make_mut(&mut self.tree);
            for (eval, node) in missing {
                let _ = tree.set_eval(node, Some(eval));
            }
        }
    }
}

/// On the analysis board, a turn played while an earlier position is shown
/// goes on from that position: the later turns are taken back, to be redone
/// (the same turn replays them; another turn drops them).
fn branch_at_view(board: &mut Board) {
    let Some(v) = board.view else {
        return;
    };
    while board.game.turns().len() > v.whole_turns() {
        match board.game.undo() {
            Some(turn) => board.redo.push(turn),
            None => break,
        }
    }
    board.view = None;
}
