//! The analysis board's drawings: the circles and arrows drawn on a
//! position are kept in its node of the move tree, as the `[%csl ...]` /
//! `[%cal ...]` commands of the node's comment, so that the tree's PGN
//! writes them and reads them back; the board shows the shapes of the node
//! it shows.

use crate::rules::NodeId;
use crate::ui::analysis::state::AnalysisState;
use crate::ui::board::drawing::{with_shapes, DrawAction, Shapes};
use std::rc::Rc;

impl AnalysisState {
    /// The shapes kept in `node`'s comment.
    pub fn shapes_of(&self, node: NodeId) -> Shapes {
        Shapes::from_comment(self.tree.comment(node).unwrap_or_default()).0
    }

    /// Draws on (or rubs out) the node shown.
    pub(crate) fn draw(&mut self, action: DrawAction) {
        let node = self.current;
        let (mut shapes, words) = Shapes::from_comment(self.tree.comment(node).unwrap_or_default());
        match action {
            DrawAction::Toggle(shape) => shapes.toggle(shape),
            DrawAction::Clear => shapes.0.clear(),
        }
        let comment = with_shapes(&words, &shapes);
        let _ = Rc::make_mut(&mut self.tree).set_comment(node, comment.as_deref());
    }

    /// A comment typed for `node`: its words, keeping the node's drawing.
    pub(crate) fn comment_keeping_shapes(&self, node: NodeId, words: &str) -> Option<String> {
        with_shapes(words, &self.shapes_of(node))
    }

    /// The board shows the shapes of the node it shows.
    pub(crate) fn show_shapes(&mut self) {
        let shapes = self.shapes_of(self.current);
        let at = self.board.shown_position().hash();
        if self.board.notes.on(at) != shapes.0.as_slice() {
            self.board_mut().notes.set(at, shapes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{tree_to_pgn, MoveTree, Square, Start};
    use crate::ui::board::drawing::{Brush, Shape};
    use crate::ui::game::loaded::Loaded;
    use crate::ui::settings::values::{Mode, Prefs, Settings};
    use crate::ui::{
        analysis::{state::AnalysisAction, tree::TreeAction},
        board::state::BoardAction,
    };

    fn board() -> AnalysisState {
        let settings = Settings {
            start: Start::FullBelt,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        let loaded = Loaded::fresh(settings);
        let tree = MoveTree::from_game(&loaded.game);
        let mut s = AnalysisState::open(loaded, None, tree, Prefs::default());
        s.engine.on = false;
        s
    }

    fn shape(from: &str, to: &str, brush: Brush) -> Shape {
        let sq = |n: &str| n.parse::<Square>().unwrap();
        Shape {
            from: sq(from),
            to: sq(to),
            brush,
        }
    }

    fn draw(s: &mut AnalysisState, shape: Shape) {
        s.apply(AnalysisAction::Board(BoardAction::Draw(DrawAction::Toggle(shape))));
    }

    fn shown(s: &AnalysisState) -> Vec<Shape> {
        s.board.notes.on(s.board.shown_position().hash()).to_vec()
    }

    #[test]
    fn drawings_are_kept_per_node_and_come_back_with_it() {
        let mut s = board();
        s.apply(AnalysisAction::Board(BoardAction::Typed("Nf3 f+4".into())));
        let after = s.current;
        draw(&mut s, shape("e4", "e4", Brush::Green));
        draw(&mut s, shape("e2", "e4", Brush::Red));
        assert_eq!(s.tree.comment(after), Some("[%csl Ge4][%cal Re2e4]"));
        assert_eq!(shown(&s).len(), 2);
        // The root has a drawing of its own.
        s.apply(AnalysisAction::Tree(TreeAction::Go(MoveTree::ROOT)));
        assert!(shown(&s).is_empty());
        draw(&mut s, shape("d4", "d4", Brush::Blue));
        s.apply(AnalysisAction::Tree(TreeAction::Go(after)));
        assert_eq!(
            shown(&s),
            [shape("e4", "e4", Brush::Green), shape("e2", "e4", Brush::Red)]
        );
        // A comment typed keeps the drawing, and shows its words alone.
        s.apply(AnalysisAction::Tree(TreeAction::Comment(
            after,
            "the knight comes out".into(),
        )));
        assert_eq!(
            s.tree.comment(after),
            Some("the knight comes out [%csl Ge4][%cal Re2e4]")
        );
        s.apply(AnalysisAction::Board(BoardAction::Draw(DrawAction::Clear)));
        assert_eq!(s.tree.comment(after), Some("the knight comes out"));
    }

    #[test]
    fn the_pgn_writes_the_drawings_and_reads_them_back() {
        let mut s = board();
        s.apply(AnalysisAction::Board(BoardAction::Typed("Nf3 f+4".into())));
        draw(&mut s, shape("f7", "f7", Brush::Yellow));
        draw(&mut s, shape("g1", "f3", Brush::Green));
        let pgn = tree_to_pgn(&s.tree, &[]);
        assert!(pgn.contains("{ [%csl Yf7][%cal Gg1f3] }"), "{pgn}");
        let mut back = board();
        back.apply(AnalysisAction::Tree(TreeAction::Import(pgn)));
        assert_eq!(
            shown(&back),
            [shape("f7", "f7", Brush::Yellow), shape("g1", "f3", Brush::Green)]
        );
        // lichess's own form, with spaces and another command beside.
        let lichess = "[Variant \"Full Belt Chess\"]\n\n1. Nf3 f+4 { [%eval 0.3] [%cal Ge2e4,Rd2d4] [%csl Bd5] } *";
        back.apply(AnalysisAction::Tree(TreeAction::Import(lichess.into())));
        assert_eq!(back.import_error, None);
        let mut got = shown(&back);
        got.sort_by_key(|s| s.is_circle());
        assert_eq!(
            got,
            [
                shape("e2", "e4", Brush::Green),
                shape("d2", "d4", Brush::Red),
                shape("d5", "d5", Brush::Blue)
            ]
        );
    }
}
