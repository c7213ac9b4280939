//! The move tree's edits on the analysis board ([`TreeAction`]) and the
//! walks along it: a node shown puts its line on the board; promoting,
//! making main, deleting and commenting change the tree only (a deleted line
//! the board showed gives way to its parent); a PGN opened replaces the tree.

use crate::rules::{MoveTree, NodeId, Turn};

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
pub(crate) fn walk(tree: &MoveTree, turns: &[Turn]) -> Option<Vec<NodeId>> {
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
