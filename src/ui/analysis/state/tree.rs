//! The move tree's edits in the analysis board's reducer ([`TreeAction`]):
//! a node shown puts its position on the board.

use crate::rules::{parse_tree_pgn, Game, MoveTree, NodeId, Start, Variant};
use crate::ui::analysis::state::AnalysisState;
use crate::ui::analysis::tree::{line_through, TreeAction};
use crate::ui::settings::values::Settings;
use std::rc::Rc;

impl AnalysisState {
    /// Applies an edit of the tree.
    pub(crate) fn edit_tree(&mut self, edit: TreeAction) {
        match edit {
            TreeAction::Go(node) if self.tree.contains(node) => self.show(node),
            TreeAction::Promote(node) => {
                let _ = Rc::make_mut(&mut self.tree).promote(node);
            }
            TreeAction::MakeMain(node) => {
                let _ = Rc::make_mut(&mut self.tree).make_main_line(node);
            }
            TreeAction::Delete(node) => {
                if let Ok(parent) = Rc::make_mut(&mut self.tree).delete(node) {
                    self.show(parent);
                }
            }
            TreeAction::Comment(node, text) => {
                // The words typed; the node's drawing stays.
                let text = self.comment_keeping_shapes(node, &text);
                let _ = Rc::make_mut(&mut self.tree).set_comment(node, text.as_deref());
            }
            TreeAction::Import(text) => match parse_tree_pgn(&text) {
                Ok(tree) => {
                    self.tree = Rc::new(tree);
                    self.import_error = None;
                    let end = self.tree.main_line().last().copied().unwrap_or(MoveTree::ROOT);
                    self.show(end);
                }
                Err(e) => self.import_error = Some(e),
            },
            TreeAction::Go(_) => {}
        }
    }

    /// Puts the line through `node` on the board, at `node`'s position (the
    /// rest of the line to step through); the settings follow the tree's variant.
    fn show(&mut self, node: NodeId) {
        let turns = line_through(&self.tree, node);
        let ply = self.tree.ply(node).unwrap_or(0) as usize;
        let mut game = Game::new(self.tree.start().clone());
        for &turn in &turns {
            if game.play(turn).is_err() {
                break;
            }
        }
        let b = &self.board;
        let start = match (game.start().variant(), b.settings.start.variant()) {
            (a, b) if a == b => self.board.settings.start,
            (Variant::FullBelt, _) => Start::FullBelt,
            (Variant::NoPawns, _) => Start::NoPawns,
        };
        let settings = Settings { start, ..b.settings };
        let mut next = b.again(settings, game, b.flipped);
        if ply < next.game.turns().len() {
            next.view_ply(ply);
        }
        self.board = Rc::new(next);
        // The depth found for the old line is not the new one's.
        self.engine.latest = None;
    }
}
