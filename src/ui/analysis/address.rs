//! The analysis board's address: `studio.html?analysis=1` with a game as
//! any link gives one (`variant`, `fen`, `moves`; see `link.rs`) and the
//! position to show first (`ply`: after that many turns, from 0).

use crate::rules::{parse_tree_pgn, tree_to_pgn, Game, MoveTree, Turn};
use crate::ui::analysis::tree::follow;
use crate::ui::game::link::game_link;
use crate::ui::record::query::Query;
use crate::ui::settings::values::Settings;

/// Whether the address asks for the analysis board (`analysis=1`).
pub fn is_analysis(query: &Query) -> bool {
    query.value("analysis") == Some("1")
}

/// The position to show first: after `ply` turns, if that many were played.
pub fn first_ply(query: &Query, game: &Game) -> Option<usize> {
    query
        .value("ply")
        .and_then(|p| p.parse::<usize>().ok())
        .filter(|&p| p <= game.turns().len())
}

/// The address (relative to the app's folder) of the analysis board for
/// `game`, showing the position after `ply` turns (the last if `None`).
pub fn analysis_link(settings: &Settings, game: &Game, ply: Option<usize>) -> String {
    at_ply(
        format!("studio.html?analysis=1&{}", game_link(settings, game)),
        game.turns().len(),
        ply,
    )
}

/// The analysis `link` of a game of `turns` turns (from [`analysis_link`]
/// with no ply), opened after `ply` of them: a page that shows other
/// positions of one game keeps the game's link and adds only this.
pub fn at_ply(mut link: String, turns: usize, ply: Option<usize>) -> String {
    if let Some(ply) = ply.filter(|&p| p < turns) {
        link.push_str(&format!("&ply={ply}"));
    }
    link
}

/// Whether the address asks to review the game at once (`review=1`).
pub fn wants_review(query: &Query) -> bool {
    query.value("review") == Some("1")
}

/// The address of the analysis board reviewing `game` at once.
pub fn review_link(settings: &Settings, game: &Game) -> String {
    format!("{}&review=1", analysis_link(settings, game, None))
}

/// The storage key of the analysis of the game that starts at `start_fen`
/// with `turns`: the same game opened again finds its analysis.
pub fn storage_key(start_fen: &str, turns: &[Turn]) -> String {
    // FNV-1a: stable across builds and browsers (a std hasher is not).
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    eat(start_fen.as_bytes());
    for turn in turns {
        eat(b" ");
        eat(turn.machine().as_bytes());
    }
    format!("beltboard.analysis.{hash:016x}")
}

/// The stored analysis: the tree as PGN, with its side lines, comments and evaluations.
pub fn save_tree(tree: &MoveTree) -> String {
    tree_to_pgn(tree, &[])
}

/// A stored analysis, if it reads as a tree of the game `game` (the same
/// start, and the game's turns as its main line or a line of it): a damaged
/// or foreign text is ignored rather than shown.
pub fn load_tree(text: &str, game: &Game) -> Option<MoveTree> {
    let mut tree = parse_tree_pgn(text).ok()?;
    if tree.start() != game.start() {
        return None;
    }
    let before = tree.len();
    let path = follow(&mut tree, game.turns());
    (tree.len() == before && path.len() == game.turns().len() + 1).then_some(tree)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Options, Position, Start};
    use crate::ui::game::link::{query, read_link};

    #[test]
    fn the_link_reads_back_as_the_same_game_and_ply() {
        let game = Game::replay(
            Position::start(Start::FullBelt, Options::default()),
            ["g1f3 f+4", "g8h6 a+1"],
        )
        .unwrap();
        let link = analysis_link(&Settings::default(), &game, Some(1));
        // The game page keeps the record's link and adds the ply shown.
        let whole = analysis_link(&Settings::default(), &game, None);
        assert_eq!(at_ply(whole.clone(), 2, Some(1)), link);
        assert_eq!(
            at_ply(whole.clone(), 2, Some(2)),
            whole,
            "the last position needs no ply"
        );
        assert_eq!(at_ply(whole.clone(), 2, None), whole);
        let search = link.split_once('?').unwrap().1;
        let q = query(search);
        assert!(is_analysis(&q));
        let read = read_link(&q);
        assert!(read.problems.is_empty(), "{:?}", read.problems);
        assert_eq!(read.game.turns(), game.turns());
        assert_eq!(first_ply(&q, &read.game), Some(1));
        // The last position is the default; a ply past the end or unreadable is ignored.
        assert!(!analysis_link(&Settings::default(), &game, Some(2)).contains("ply="));
        for bad in ["ply=9", "ply=-1", "ply=x", "ply=%3Cb%3E"] {
            assert_eq!(first_ply(&query(bad), &game), None, "{bad}");
        }
        assert!(!is_analysis(&query("analysis=yes")));
        let review = review_link(&Settings::default(), &game);
        let q = query(review.split_once('?').unwrap().1);
        assert!(is_analysis(&q) && wants_review(&q));
        assert_eq!(
            first_ply(&q, &read_link(&q).game),
            None,
            "the review opens on the last position"
        );
        assert!(!wants_review(&query(search)));
    }
}

#[cfg(test)]
mod tree_tests {
    use super::*;
    use crate::rules::{parse_turn, Evaluation, Options, Position, Start};
    use crate::ui::analysis::tree::line_through;

    fn game(turns: &[&str]) -> Game {
        Game::replay(
            Position::start(Start::FullBelt, Options::default()),
            turns.iter().copied(),
        )
        .unwrap()
    }

    fn turn(game: &Game, ply: usize, text: &str) -> Turn {
        parse_turn(game.position_at(ply).unwrap(), text).unwrap()
    }

    #[test]
    fn following_a_game_twice_adds_nothing_and_a_new_turn_makes_a_side_line() {
        let g = game(&["g1f3 f+4", "g8h6 a+1", "b1c3 1+1"]);
        let mut tree = MoveTree::new(g.start().clone());
        let path = follow(&mut tree, g.turns());
        assert_eq!(path.len(), 4);
        assert_eq!(follow(&mut tree, g.turns()), path);
        let other = vec![g.turns()[0], turn(&g, 1, "b8c6 b+1")];
        let side = follow(&mut tree, &other);
        assert!(!tree.is_main_line(side[2]));
        assert_eq!(line_through(&tree, path[1]), g.turns(), "the main continuation follows");
        assert_eq!(line_through(&tree, side[2]), other);
    }

    #[test]
    fn the_stored_tree_reads_back_for_its_game_only() {
        let g = game(&["g1f3 f+4", "g8h6 a+1"]);
        let mut tree = MoveTree::new(g.start().clone());
        let path = follow(&mut tree, g.turns());
        follow(&mut tree, &[g.turns()[0], turn(&g, 1, "b8c6 b+1")]);
        tree.set_comment(path[1], Some("The usual start.")).unwrap();
        tree.set_eval(path[2], Some(Evaluation::pawns(35))).unwrap();
        let text = save_tree(&tree);
        let back = load_tree(&text, &g).expect("reads back");
        assert_eq!(save_tree(&back), text);
        assert!(
            load_tree(&text, &game(&["e2e4 4+4"])).is_none(),
            "another game's analysis"
        );
        assert!(load_tree("1. Zz9 {", &g).is_none());
        assert_ne!(
            storage_key(&g.start().fen(), g.turns()),
            storage_key(&g.start().fen(), &g.turns()[..1])
        );
    }
}
