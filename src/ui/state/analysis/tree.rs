//! The move tree's edits on the analysis board ([`TreeAction`]) and the
//! walks along it: a node shown puts its line on the board; promoting,
//! making main, deleting and commenting change the tree only (a deleted line
//! the board showed gives way to its parent); a PGN opened replaces the tree.

use super::AnalysisState;
use crate::rules::{parse_tree_pgn, Game, MoveTree, NodeId, Start, Turn, Variant};
use crate::ui::settings::Settings;

use std::rc::Rc;

/// What the user does to the tree.
#[derive(Clone, Debug, PartialEq)]
pub enum TreeAction {
    /// Show this node's position (its line, on the board).
    Go(NodeId),
    /// Move its side line one place up.
    Promote(NodeId),
    /// Make its line the main line.
    MakeMain(NodeId),
    /// Delete it and what follows it.
    Delete(NodeId),
    /// Set its comment (blank: none).
    Comment(NodeId, String),
    /// Open a PGN with variations: it becomes the tree, its main line shown.
    Import(String),
}

/// Walks `turns` from the tree's root, adding the turns it lacks (as side
/// lines where another turn was there first); the nodes along the way, the
/// root first. Stops at a turn the tree refuses (none, for a game's record).
pub fn follow(tree: &mut MoveTree, turns: &[Turn]) -> Vec<NodeId> {
    let mut path = vec![MoveTree::ROOT];
    for &turn in turns {
        let at = *path.last().unwrap_or(&MoveTree::ROOT);
        match tree.add(at, turn) {
            Ok(next) => path.push(next),
            Err(_) => break,
        }
    }
    path
}

/// The nodes along `turns` from the root, the root first, when the tree
/// already has them all (else [`follow`] must add them).
pub(super) fn walk(tree: &MoveTree, turns: &[Turn]) -> Option<Vec<NodeId>> {
    let mut path = vec![MoveTree::ROOT];
    for &turn in turns {
        let at = *path.last()?;
        let next = tree
            .children(at)
            .iter()
            .copied()
            .find(|&c| tree.turn(c) == Some(turn))?;
        path.push(next);
    }
    Some(path)
}

/// The line through `node`: the turns to it, then its main continuation.
pub fn line_through(tree: &MoveTree, node: NodeId) -> Vec<Turn> {
    let mut turns = tree.turns_to(node);
    turns.extend(tree.line_from(node).into_iter().filter_map(|n| tree.turn(n)));
    turns
}

impl AnalysisState {
    /// Applies an edit of the tree.
    pub(super) fn edit_tree(&mut self, edit: TreeAction) {
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
                // The words typed; the node's drawing stays (issue 23 point 13).
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
