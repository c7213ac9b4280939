//! The move tree: adding turns (an existing child is reused), side lines,
//! promotion, deletion, walking to a node, and the PGN order.

use beltboard::rules::{
    parse_turn, Evaluation, Game, IllegalTurn, MoveTree, NodeId, Options, PgnToken, Position, Start, TreeError,
};

fn start(s: Start) -> Position {
    Position::start(s, Options::default())
}

/// Plays `texts` from `at`, returning the last node.
fn line(tree: &mut MoveTree, at: NodeId, texts: &[&str]) -> NodeId {
    texts.iter().fold(at, |at, text| {
        let pos = tree.position(at).expect("a node").clone();
        let turn = parse_turn(&pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        tree.add(at, turn).unwrap_or_else(|e| panic!("{text}: {e}"))
    })
}

fn machine(tree: &MoveTree, ids: &[NodeId]) -> Vec<String> {
    ids.iter().map(|&id| tree.turn(id).expect("a turn").machine()).collect()
}

#[test]
fn adding_the_same_turn_twice_reuses_the_node() {
    let mut tree = MoveTree::new(start(Start::NoPawns));
    let a = line(&mut tree, MoveTree::ROOT, &["b1c3"]);
    let again = line(&mut tree, MoveTree::ROOT, &["b1c3"]);
    assert_eq!(a, again);
    assert_eq!(tree.len(), 2);
    let side = line(&mut tree, MoveTree::ROOT, &["g1f3"]);
    assert_ne!(side, a);
    assert_eq!(tree.children(MoveTree::ROOT), &[a, side]);
    assert_eq!(tree.main_line(), vec![a]);
    assert!(tree.is_main_line(a) && !tree.is_main_line(side));
    assert_eq!(tree.display(side).as_deref(), Some("Nf3"));
    assert_eq!(tree.move_number(side).as_deref(), Some("1."));
    let reply = line(&mut tree, side, &["g8f6"]);
    assert_eq!(tree.move_number(reply).as_deref(), Some("1..."));
    assert_eq!(tree.ply(reply), Some(2));
}

#[test]
fn walking_to_a_node_gives_its_position_and_turns() {
    let mut tree = MoveTree::new(start(Start::FullBelt));
    let main = line(&mut tree, MoveTree::ROOT, &["g1f3 f+4", "e7e5 3+6", "b1c3 a+1"]);
    let fork = tree.path_to(main)[1];
    let side = line(&mut tree, fork, &["b1a3 b+2", "a7a5 1+1"]);
    let turns = tree.turns_to(side);
    assert_eq!(
        turns.iter().map(|t| t.machine()).collect::<Vec<_>>(),
        ["g1f3 f+4", "e7e5 3+6", "b1a3 b+2", "a7a5 1+1"]
    );
    let texts: Vec<String> = turns.iter().map(|t| t.machine()).collect();
    let game = Game::replay(start(Start::FullBelt), texts.iter().map(String::as_str)).unwrap();
    assert_eq!(tree.position(side).unwrap().fen(), game.position().fen());
    assert_eq!(tree.history_to(side).len(), 4);
    assert_eq!(tree.history_to(side)[0], start(Start::FullBelt).hash());
    assert_eq!(tree.path_to(MoveTree::ROOT), vec![]);
    assert_eq!(tree.main_game().turns().len(), 3);
}

#[test]
fn promote_moves_a_side_line_up_one_place_and_make_main_line_all_the_way() {
    let mut tree = MoveTree::new(start(Start::NoPawns));
    let e = line(&mut tree, MoveTree::ROOT, &["b1c3", "g8f6", "g1f3"]);
    let second = tree.path_to(e)[1];
    let alt1 = line(&mut tree, MoveTree::ROOT, &["g1f3"]);
    let alt2 = line(&mut tree, MoveTree::ROOT, &["b1a3", "b8c6"]);
    let deep = line(&mut tree, second, &["a1b1"]);
    // alt2's reply is at its first choice: the branch is at the root.
    assert_eq!(tree.promote(alt2), Ok(true));
    assert_eq!(tree.children(MoveTree::ROOT)[1..], [tree.path_to(alt2)[0], alt1]);
    assert_eq!(tree.promote(alt2), Ok(true));
    assert_eq!(tree.children(MoveTree::ROOT)[0], tree.path_to(alt2)[0]);
    assert_eq!(machine(&tree, &tree.main_line()), ["b1a3", "b8c6"]);
    assert_eq!(tree.promote(alt2), Ok(false), "already the main line");
    // make_main_line: the deep side line, two branches up.
    tree.make_main_line(deep).unwrap();
    assert_eq!(machine(&tree, &tree.main_line()), ["b1c3", "g8f6", "a1b1"]);
    assert!(tree.is_main_line(deep));
    assert_eq!(tree.children(second).len(), 2, "g1f3 is now the side line");
    assert_eq!(tree.children(MoveTree::ROOT).len(), 3);
}

#[test]
fn delete_removes_a_line_and_the_next_choice_takes_its_place() {
    let mut tree = MoveTree::new(start(Start::NoPawns));
    let main = line(&mut tree, MoveTree::ROOT, &["b1c3", "g8f6"]);
    let side = line(&mut tree, MoveTree::ROOT, &["g1f3", "b8c6"]);
    let first = tree.path_to(main)[0];
    let before = tree.len();
    assert_eq!(tree.delete(first), Ok(MoveTree::ROOT));
    assert_eq!(tree.len(), before - 2);
    assert!(!tree.contains(first) && !tree.contains(main));
    assert_eq!(machine(&tree, &tree.main_line()), ["g1f3", "b8c6"]);
    assert!(tree.is_main_line(side));
    // Old ids stay invalid; the root cannot go.
    assert_eq!(tree.turn(main), None);
    assert_eq!(tree.delete(main), Err(TreeError::NoSuchNode));
    assert_eq!(tree.promote(main), Err(TreeError::NoSuchNode));
    assert_eq!(tree.set_comment(main, Some("x")), Err(TreeError::NoSuchNode));
    assert_eq!(tree.delete(MoveTree::ROOT), Err(TreeError::Root));
    let pos = start(Start::NoPawns);
    let t = parse_turn(&pos, "b1c3").unwrap();
    assert_eq!(tree.add(main, t), Err(TreeError::NoSuchNode));
    // A new node gets a new id, never an old one.
    let again = tree.add(MoveTree::ROOT, t).unwrap();
    assert!(again != first && again != main);
}

#[test]
fn illegal_turns_and_finished_games_are_refused() {
    let mut tree = MoveTree::new(start(Start::FullBelt));
    let pos = start(Start::FullBelt);
    let bad = parse_turn(&pos, "g1f3 f+4").unwrap();
    let at = line(&mut tree, MoveTree::ROOT, &["g1f3 f+4"]);
    assert!(matches!(tree.add(at, bad), Err(TreeError::Illegal(_))));
    // After the mate of issue 10, nothing more.
    let mate = line(
        &mut tree,
        MoveTree::ROOT,
        &["g2g3 1+1", "g8h6 8+3", "c1b3 1+3", "c7c5 8+4", "c1d3 d+3"],
    );
    assert!(tree.position(mate).unwrap().outcome().is_some());
    let any = tree.position(tree.parent(mate).unwrap()).unwrap().legal_turns()[0];
    assert_eq!(tree.add(mate, any), Err(TreeError::Illegal(IllegalTurn::GameOver)));
}

#[test]
fn comments_and_evaluations_live_on_nodes() {
    let mut tree = MoveTree::new(start(Start::NoPawns));
    let a = line(&mut tree, MoveTree::ROOT, &["b1c3"]);
    tree.set_comment(a, Some("  a\tgood\nstart  ")).unwrap();
    assert_eq!(tree.comment(a), Some("a good start"));
    tree.set_comment(a, Some("   ")).unwrap();
    assert_eq!(tree.comment(a), None);
    tree.set_eval(a, Some(Evaluation::Pawns(35))).unwrap();
    assert_eq!(tree.eval(a), Some(Evaluation::Pawns(35)));
    tree.set_eval(MoveTree::ROOT, Some(Evaluation::EVEN)).unwrap();
    assert_eq!(tree.eval(MoveTree::ROOT), Some(Evaluation::EVEN));
}

#[test]
fn pgn_order_lists_side_lines_after_the_turn_they_replace() {
    // 1. Nc3 (1. Nf3 Nf6 (1... Nc6)) (1. Na3) 1... Nf6 2. Nb5
    let mut tree = MoveTree::new(start(Start::NoPawns));
    let main = line(&mut tree, MoveTree::ROOT, &["b1c3", "g8f6", "c3b5"]);
    let nf3 = line(&mut tree, MoveTree::ROOT, &["g1f3"]);
    let nf3_nf6 = line(&mut tree, nf3, &["g8f6"]);
    let nf3_nc6 = line(&mut tree, nf3, &["b8c6"]);
    let na3 = line(&mut tree, MoveTree::ROOT, &["b1a3"]);
    let path = tree.path_to(main);
    use PgnToken::{EndVariation as End, StartVariation as Open, Turn as T};
    assert_eq!(
        tree.pgn_order(),
        vec![
            T(path[0]),
            Open,
            T(nf3),
            T(nf3_nf6),
            Open,
            T(nf3_nc6),
            End,
            End,
            Open,
            T(na3),
            End,
            T(path[1]),
            T(path[2])
        ]
    );
    assert!(MoveTree::new(start(Start::NoPawns)).pgn_order().is_empty());
}

#[test]
fn a_long_game_is_walked_without_recursion() {
    // Knights back and forth: 4,000 plies in one line, then written and read.
    let mut tree = MoveTree::new(start(Start::NoPawns));
    let cycle = ["b1c3", "g8f6", "c3b1", "f6g8"];
    let mut at = MoveTree::ROOT;
    for i in 0..4000 {
        at = line(&mut tree, at, &[cycle[i % 4]]);
    }
    assert_eq!(tree.main_line().len(), 4000);
    assert_eq!(tree.pgn_order().len(), 4000);
    // The record's rules end the game at the threefold repetition.
    assert!(tree.main_game().turns().len() < 20);
    let text = beltboard::rules::tree_to_pgn(&tree, &[]);
    let back = beltboard::rules::parse_tree_pgn(&text).unwrap();
    assert_eq!(back.main_line().len(), 4000);
    assert_eq!(tree.delete(tree.main_line()[0]), Ok(MoveTree::ROOT));
    assert_eq!(tree.len(), 1);
    assert!(tree.is_empty());
}

#[test]
fn a_game_and_its_comments_become_the_main_line() {
    let text = "[Variant \"Full Belt Chess\"]\n\n{Before.} 1. Nf3 f+4 {Knight.} e5 3-2 *";
    let annotated = beltboard::rules::parse_annotated_pgn(text).unwrap();
    let tree = MoveTree::from_annotated(&annotated);
    let main = tree.main_line();
    assert_eq!(main.len(), 2);
    assert_eq!(tree.comment(MoveTree::ROOT), Some("Before."));
    assert_eq!(tree.comment(main[0]), Some("Knight."));
    assert_eq!(tree.comment(main[1]), None);
    assert_eq!(tree.main_game().turns(), annotated.game.turns());
}

#[test]
fn an_engine_line_is_added_up_to_the_turn_clicked_or_not_at_all() {
    let mut tree = MoveTree::new(start(Start::NoPawns));
    let known = line(&mut tree, MoveTree::ROOT, &["b1c3"]);
    let pos = start(Start::NoPawns);
    let texts = ["b1c3", "g8f6", "g1f3", "b8c6"];
    let mut turns = Vec::new();
    let mut at = pos.clone();
    for t in texts {
        let turn = parse_turn(&at, t).unwrap();
        at = at.play(turn).unwrap();
        turns.push(turn);
    }
    let end = tree.add_line(MoveTree::ROOT, &turns[..3]).unwrap();
    assert_eq!(tree.path_to(end)[0], known, "the known first turn is reused");
    assert_eq!(machine(&tree, &tree.path_to(end)), ["b1c3", "g8f6", "g1f3"]);
    assert_eq!(tree.len(), 4);
    // An illegal turn (the first one again, from the wrong position): nothing kept.
    let bad = [turns[1], turns[0]];
    let err = tree.add_line(known, &bad).map(|_| ()).unwrap_err();
    assert_eq!(err.0, 1);
    assert_eq!(tree.len(), 4);
    let fork = tree.path_to(end)[1];
    let other = parse_turn(tree.position(fork).unwrap(), "c3b5").unwrap();
    assert!(tree.add_line(fork, &[other, turns[0]]).is_err());
    assert_eq!(tree.len(), 4, "the new Nb5 went with the failed line");
    // The line in display form, numbered from the side to move.
    assert_eq!(beltboard::rules::line_to_display(&pos, &turns), "1. Nc3 Nf6 2. Nf3 Nc6");
    let after_one = pos.play(turns[0]).unwrap();
    assert_eq!(
        beltboard::rules::line_to_display(&after_one, &turns[1..3]),
        "1... Nf6 2. Nf3"
    );
    assert_eq!(beltboard::rules::line_to_display(&after_one, &turns[..1]), "");
}
