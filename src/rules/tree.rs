//! A move tree: a start position and, from every position, the turns tried
//! there. The first child of a node continues its line (the main line from
//! the root); the others are side lines (variations). Each node may carry a
//! comment and an evaluation of the position it reaches.
//!
//! Nodes live in one list and are named by [`NodeId`], which stays valid
//! until the node is deleted (ids are never reused), so a view can hold the
//! node it shows while lines are added, promoted or deleted. Nothing here
//! recurses along a line: a game of thousands of turns is walked with loops.

use super::annotated::clean;
use super::notation::{display_between, number_text};
use super::{AnnotatedGame, Evaluation, Game, GameResult, IllegalTurn, Millis, Outcome, Position, TimeControl, Turn};
use std::fmt;

/// A node of a [`MoveTree`]; the root (the start position) is [`MoveTree::ROOT`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct NodeId(u32);

impl NodeId {
    /// The node's number in its tree (0 for the root), for pages that name nodes.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Why a tree operation cannot be done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The node was deleted, or never belonged to this tree.
    NoSuchNode,
    /// The operation needs a turn, and the root has none.
    Root,
    /// The turn is not legal in the node's position.
    Illegal(IllegalTurn),
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::NoSuchNode => f.write_str("no such position in the move tree"),
            TreeError::Root => f.write_str("the start position has no turn"),
            TreeError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for TreeError {}

/// The move tree in PGN order, as [`MoveTree::pgn_order`] lists it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PgnToken {
    /// A node's turn.
    Turn(NodeId),
    /// A side line begins (`(`): it replaces the turn written just before.
    StartVariation,
    /// The side line ends (`)`).
    EndVariation,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    parent: Option<NodeId>,
    /// The turn from the parent's position (`None` at the root).
    turn: Option<Turn>,
    /// The position the turn reaches.
    position: Position,
    /// The main continuation first, then the side lines.
    children: Vec<NodeId>,
    comment: Option<String>,
    eval: Option<Evaluation>,
    /// The mover's time left after the turn (a PGN's `[%clk]`).
    clock: Option<Millis>,
    /// Plies from the root.
    ply: u32,
    alive: bool,
}

/// A start position and the turns tried from it, as a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTree {
    nodes: Vec<Node>,
    /// The result recorded beside the moves (a resignation, a PGN's Result).
    result: Option<GameResult>,
    /// The time control the game was played at (a PGN's `TimeControl`).
    time_control: Option<TimeControl>,
}

impl MoveTree {
    /// The root: the start position.
    pub const ROOT: NodeId = NodeId(0);

    /// A tree with only the start position.
    pub fn new(start: Position) -> MoveTree {
        MoveTree {
            nodes: vec![Node {
                parent: None,
                turn: None,
                position: start,
                children: Vec::new(),
                comment: None,
                eval: None,
                clock: None,
                ply: 0,
                alive: true,
            }],
            result: None,
            time_control: None,
        }
    }

    /// A tree whose main line is the game's turns.
    pub fn from_game(game: &Game) -> MoveTree {
        let mut tree = MoveTree::new(game.start().clone());
        let mut at = MoveTree::ROOT;
        for (i, &turn) in game.turns().iter().enumerate() {
            let position = game.position_at(i + 1).expect("a position after every turn").clone();
            at = tree.push_child(at, turn, position);
        }
        tree.result = game.outcome().map(|o| o.result);
        tree
    }

    /// A tree whose main line is the game's turns, with its comments, its
    /// clocks and its time control.
    pub fn from_annotated(annotated: &AnnotatedGame) -> MoveTree {
        let mut tree = MoveTree::from_game(&annotated.game);
        let ids: Vec<NodeId> = std::iter::once(MoveTree::ROOT).chain(tree.main_line()).collect();
        for (ply, id) in ids.into_iter().enumerate() {
            tree.nodes[id.0 as usize].comment = annotated.comment(ply).map(str::to_string);
        }
        tree.add_clocks(annotated);
        tree
    }

    /// Gives a tree kept without clocks those of `annotated` (the same game
    /// with its clocks): its time control, and the clock after each turn of
    /// the main line as far as it is `annotated`'s game. A tree that has a
    /// time control already keeps its own.
    pub fn add_clocks(&mut self, annotated: &AnnotatedGame) {
        if self.time_control.is_some() || annotated.time_control.is_none() {
            return;
        }
        self.time_control = annotated.time_control;
        let line = self.main_line();
        for (i, (id, &turn)) in line.into_iter().zip(annotated.game.turns()).enumerate() {
            if self.turn(id) != Some(turn) {
                break;
            }
            self.nodes[id.0 as usize].clock = annotated.clock(i + 1);
        }
    }

    fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.0 as usize).filter(|n| n.alive)
    }

    fn node_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        self.nodes.get_mut(id.0 as usize).filter(|n| n.alive)
    }

    fn push_child(&mut self, parent: NodeId, turn: Turn, position: Position) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        let ply = self.nodes[parent.0 as usize].ply + 1;
        self.nodes.push(Node {
            parent: Some(parent),
            turn: Some(turn),
            position,
            children: Vec::new(),
            comment: None,
            eval: None,
            clock: None,
            ply,
            alive: true,
        });
        self.nodes[parent.0 as usize].children.push(id);
        id
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.nodes[0].position
    }

    /// Whether `id` is a node of this tree (not deleted).
    pub fn contains(&self, id: NodeId) -> bool {
        self.node(id).is_some()
    }

    /// Plays `turn` at `at`: the existing child with that turn if there is
    /// one, otherwise a new last child (a side line, or the main
    /// continuation when `at` had none). Refused when the turn is illegal or
    /// the game is over at `at` by the pieces alone (mate, stalemate, a
    /// king capture); the draws of the record (repetition, 50 turns) do not
    /// stop analysis.
    pub fn add(&mut self, at: NodeId, turn: Turn) -> Result<NodeId, TreeError> {
        let node = self.node(at).ok_or(TreeError::NoSuchNode)?;
        if let Some(&same) = node
            .children
            .iter()
            .find(|&&c| self.nodes[c.0 as usize].turn == Some(turn))
        {
            return Ok(same);
        }
        if node.position.outcome().is_some() {
            return Err(TreeError::Illegal(IllegalTurn::GameOver));
        }
        let position = node.position.play(turn).map_err(TreeError::Illegal)?;
        Ok(self.push_child(at, turn, position))
    }

    /// Plays `turns` one after the other from `at` (each reusing an existing
    /// child, as [`MoveTree::add`]), e.g. an engine line up to the turn
    /// clicked; returns the last node. On an illegal turn nothing of the
    /// line is kept that was not there before, and the error names the turn.
    pub fn add_line(&mut self, at: NodeId, turns: &[Turn]) -> Result<NodeId, (usize, TreeError)> {
        let mut node = at;
        let mut first_new: Option<NodeId> = None;
        for (i, &turn) in turns.iter().enumerate() {
            let known = self
                .children(node)
                .iter()
                .copied()
                .find(|&c| self.turn(c) == Some(turn));
            match self.add(node, turn) {
                Ok(next) => {
                    if known.is_none() && first_new.is_none() {
                        first_new = Some(next);
                    }
                    node = next;
                }
                Err(e) => {
                    if let Some(new) = first_new {
                        let _ = self.delete(new);
                    }
                    return Err((i, e));
                }
            }
        }
        Ok(node)
    }

    /// The turn that reaches `id` (`None` at the root or for no node).
    pub fn turn(&self, id: NodeId) -> Option<Turn> {
        self.node(id)?.turn
    }

    /// The position at `id`.
    pub fn position(&self, id: NodeId) -> Option<&Position> {
        self.node(id).map(|n| &n.position)
    }

    /// The node before `id` (`None` at the root).
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id)?.parent
    }

    /// The turns tried at `id`: its main continuation first, then its side lines.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map_or(&[], |n| &n.children)
    }

    /// Plies from the start to `id`.
    pub fn ply(&self, id: NodeId) -> Option<u32> {
        self.node(id).map(|n| n.ply)
    }

    /// The comment on `id`'s turn (on the root: before the first turn).
    pub fn comment(&self, id: NodeId) -> Option<&str> {
        self.node(id)?.comment.as_deref()
    }

    /// Sets or clears the comment on `id`, kept as plain one-line text of at
    /// most [`super::MAX_COMMENT`] characters (empty clears it).
    pub fn set_comment(&mut self, id: NodeId, text: Option<&str>) -> Result<(), TreeError> {
        let node = self.node_mut(id).ok_or(TreeError::NoSuchNode)?;
        node.comment = text.and_then(clean);
        Ok(())
    }

    /// The evaluation of the position at `id`, if one was recorded.
    pub fn eval(&self, id: NodeId) -> Option<Evaluation> {
        self.node(id)?.eval
    }

    /// Records (or clears) the evaluation of the position at `id`.
    pub fn set_eval(&mut self, id: NodeId, eval: Option<Evaluation>) -> Result<(), TreeError> {
        self.node_mut(id).ok_or(TreeError::NoSuchNode)?.eval = eval;
        Ok(())
    }

    /// The time the mover of `id`'s turn had left after it, if recorded.
    pub fn clock(&self, id: NodeId) -> Option<Millis> {
        self.node(id)?.clock
    }

    /// Records (or clears) the time left after `id`'s turn (not the root's:
    /// no turn was played there).
    pub fn set_clock(&mut self, id: NodeId, clock: Option<Millis>) -> Result<(), TreeError> {
        let node = self
            .node_mut(id)
            .filter(|n| n.parent.is_some())
            .ok_or(TreeError::NoSuchNode)?;
        node.clock = clock;
        Ok(())
    }

    /// The time control the game was played at, if it was timed.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.time_control
    }

    /// Records (or clears) the time control.
    pub fn set_time_control(&mut self, control: Option<TimeControl>) {
        self.time_control = control;
    }

    /// The time `id`'s turn took: what its mover had before it (the mover's
    /// clock after its previous turn, two plies up, or the time control's
    /// start for each side's first turn) and the increment it then earned,
    /// less what it had left. The first turn earns no increment, as its
    /// clock does not run (docs/rules.md 7.1). `None` where a clock it needs
    /// is not recorded.
    pub fn time_taken(&self, id: NodeId) -> Option<Millis> {
        let node = self.node(id)?;
        let after = node.clock?.0;
        let before = if node.ply <= 2 {
            self.time_control?.initial_ms
        } else {
            self.clock(self.parent(self.parent(id)?)?)?.0
        };
        let earned = match node.ply {
            1 => 0,
            _ => self.time_control.map_or(0, |c| c.increment_ms),
        };
        Some(Millis((before + earned).saturating_sub(after)))
    }

    /// `id`'s turn in display form (`Nf3 f+4`, with `+`/`#` as in a record).
    pub fn display(&self, id: NodeId) -> Option<String> {
        let node = self.node(id)?;
        let before = &self.node(node.parent?)?.position;
        Some(display_between(before, node.turn?, Some(&node.position)))
    }

    /// The move number before `id`'s turn: `3.` for White, `3...` for Black.
    pub fn move_number(&self, id: NodeId) -> Option<String> {
        let before = self.position(self.parent(id)?)?;
        Some(number_text(before))
    }

    /// The nodes from the first turn to `id` (empty for the root).
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = self.node(id).map(|_| id);
        while let Some(n) = at.filter(|&n| n != MoveTree::ROOT) {
            path.push(n);
            at = self.parent(n);
        }
        path.reverse();
        path
    }

    /// The turns from the start to `id`.
    pub fn turns_to(&self, id: NodeId) -> Vec<Turn> {
        self.path_to(id).into_iter().filter_map(|n| self.turn(n)).collect()
    }

    /// The hashes of the positions before `id`'s, from the start (the
    /// history a search needs for repetitions).
    pub fn history_to(&self, id: NodeId) -> Vec<u64> {
        let mut hashes: Vec<u64> = self
            .path_to(id)
            .iter()
            .filter_map(|&n| self.parent(n))
            .filter_map(|p| self.position(p))
            .map(Position::hash)
            .collect();
        hashes.shrink_to_fit();
        hashes
    }

    /// The main line: the first child from the root on (the root not included).
    pub fn main_line(&self) -> Vec<NodeId> {
        self.line_from(MoveTree::ROOT)
    }

    /// The line that continues after `id`, first children only (`id` not included).
    pub fn line_from(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = id;
        while let Some(&next) = self.children(at).first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// Whether `id` is on the main line (the root is).
    pub fn is_main_line(&self, id: NodeId) -> bool {
        self.contains(id) && self.path_to(id).iter().all(|&n| self.is_first_child(n))
    }

    fn is_first_child(&self, id: NodeId) -> bool {
        self.parent(id).is_none_or(|p| self.children(p).first() == Some(&id))
    }

    /// The main line as a game record, played until the record's rules end
    /// the game (turns analysed past a threefold repetition are left out).
    pub fn main_game(&self) -> Game {
        let mut game = Game::new(self.start().clone());
        for id in self.main_line() {
            let Some(turn) = self.turn(id) else { break };
            if game.play(turn).is_err() {
                break;
            }
        }
        game
    }

    /// How the main line ends by the rules, if it does.
    pub fn main_outcome(&self) -> Option<Outcome> {
        self.main_game().outcome()
    }

    /// The game's result: how the main line ends by the rules, otherwise
    /// the result recorded with [`MoveTree::set_result`] (a resignation, or
    /// the Result tag of a PGN read), otherwise `None` (unfinished).
    pub fn result(&self) -> Option<GameResult> {
        self.main_outcome().map(|o| o.result).or(self.result)
    }

    /// Records a result the moves alone do not show (a resignation, an agreed draw).
    pub fn set_result(&mut self, result: Option<GameResult>) {
        self.result = result;
    }

    /// Moves the side line holding `id` one place up: at the last branch on
    /// the way to `id` where it is not the first choice, it swaps places with
    /// the choice before it (the main continuation when it was the first
    /// side line). Nothing changes on the main line. Returns whether it moved.
    pub fn promote(&mut self, id: NodeId) -> Result<bool, TreeError> {
        self.node(id).ok_or(TreeError::NoSuchNode)?;
        let Some(branch) = self.path_to(id).into_iter().rev().find(|&n| !self.is_first_child(n)) else {
            return Ok(false);
        };
        let parent = self.parent(branch).ok_or(TreeError::Root)?;
        let children = &mut self.nodes[parent.0 as usize].children;
        if let Some(i) = children.iter().position(|&c| c == branch) {
            children.swap(i - 1, i);
        }
        Ok(true)
    }

    /// Makes the line through `id` the main line: at every branch on the way
    /// its choice becomes the first, the others keeping their order.
    pub fn make_main_line(&mut self, id: NodeId) -> Result<(), TreeError> {
        self.node(id).ok_or(TreeError::NoSuchNode)?;
        for n in self.path_to(id) {
            let parent = self.nodes[n.0 as usize].parent.expect("a turn has a parent");
            let children = &mut self.nodes[parent.0 as usize].children;
            if let Some(i) = children.iter().position(|&c| c == n) {
                children[..=i].rotate_right(1);
            }
        }
        Ok(())
    }

    /// Deletes `id` and everything after it; returns its parent (where a
    /// view showing it should go). If `id` was its parent's main
    /// continuation, the first side line takes its place.
    pub fn delete(&mut self, id: NodeId) -> Result<NodeId, TreeError> {
        let parent = self
            .node(id)
            .ok_or(TreeError::NoSuchNode)?
            .parent
            .ok_or(TreeError::Root)?;
        self.nodes[parent.0 as usize].children.retain(|&c| c != id);
        let mut doomed = vec![id];
        while let Some(n) = doomed.pop() {
            let node = &mut self.nodes[n.0 as usize];
            node.alive = false;
            node.comment = None;
            doomed.append(&mut node.children);
        }
        Ok(parent)
    }

    /// Every node but the root, in PGN order with the side lines marked:
    /// at a branch the main continuation's turn, then each side line in
    /// parentheses, then the rest of the main continuation (as
    /// `1. e4 (1. d4 d5) 1... e5` is written).
    pub fn pgn_order(&self) -> Vec<PgnToken> {
        enum Work {
            Emit(PgnToken),
            After(NodeId),
        }
        let mut out = Vec::new();
        let mut work = vec![Work::After(MoveTree::ROOT)];
        while let Some(item) = work.pop() {
            match item {
                Work::Emit(token) => out.push(token),
                Work::After(at) => {
                    let Some((&main, sides)) = self.children(at).split_first() else {
                        continue;
                    };
                    // Pushed in reverse: popped as main turn, side lines, main continuation.
                    work.push(Work::After(main));
                    for &side in sides.iter().rev() {
                        work.push(Work::Emit(PgnToken::EndVariation));
                        work.push(Work::After(side));
                        work.push(Work::Emit(PgnToken::Turn(side)));
                        work.push(Work::Emit(PgnToken::StartVariation));
                    }
                    work.push(Work::Emit(PgnToken::Turn(main)));
                }
            }
        }
        out
    }

    /// How many nodes the tree has, the root included.
    pub fn len(&self) -> usize {
        self.nodes.iter().filter(|n| n.alive).count()
    }

    /// Whether the tree is only its start position.
    pub fn is_empty(&self) -> bool {
        self.nodes[0].children.is_empty()
    }
}
