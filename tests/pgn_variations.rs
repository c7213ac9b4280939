//! PGN with side lines, comments and `[%eval ...]`: written in the usual
//! form, read back to the same tree, and bad input refused with a short
//! message naming what is wrong.

use beltboard::rules::{
    parse_pgn, parse_tree_pgn, parse_turn, tree_to_pgn, Color, Evaluation, GameResult, Millis, MoveTree, NodeId,
    Options, PgnToken, Position, Start, TimeControl,
};

fn line(tree: &mut MoveTree, at: NodeId, texts: &[&str]) -> NodeId {
    texts.iter().fold(at, |at, text| {
        let pos = tree.position(at).expect("a node").clone();
        let turn = parse_turn(&pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        tree.add(at, turn).unwrap_or_else(|e| panic!("{text}: {e}"))
    })
}

/// The tree in PGN order, with each turn's comment and evaluation, as text.
fn describe(tree: &MoveTree) -> Vec<String> {
    let root = format!(
        "root {:?} {:?}",
        tree.comment(MoveTree::ROOT),
        tree.eval(MoveTree::ROOT)
    );
    std::iter::once(root)
        .chain(tree.pgn_order().into_iter().map(|token| match token {
            PgnToken::StartVariation => "(".to_string(),
            PgnToken::EndVariation => ")".to_string(),
            PgnToken::Turn(id) => format!(
                "{} {:?} {:?}",
                tree.turn(id).unwrap().machine(),
                tree.comment(id),
                tree.eval(id)
            ),
        }))
        .collect()
}

/// A Full Belt tree: a main line, two side lines at the root, one nested
/// side line, comments (one before the first turn) and evaluations.
fn full_belt_tree() -> MoveTree {
    let mut tree = MoveTree::new(Position::start(Start::FullBelt, Options::default()));
    let main = line(&mut tree, MoveTree::ROOT, &["g1f3 f+4", "e7e5 3+6", "b1c3 a+1"]);
    let path = tree.path_to(main);
    let nc3 = line(&mut tree, MoveTree::ROOT, &["b1c3 a+1", "g8f6 h-2"]);
    let nc3_first = tree.path_to(nc3)[0];
    let nested = line(&mut tree, nc3_first, &["d7d6 8-1"]);
    line(&mut tree, MoveTree::ROOT, &["g2g3 1+1"]);
    tree.set_comment(MoveTree::ROOT, Some("Howe's example.")).unwrap();
    tree.set_eval(MoveTree::ROOT, Some(Evaluation::Pawns(10))).unwrap();
    tree.set_comment(path[0], Some("The usual start.")).unwrap();
    tree.set_eval(path[0], Some(Evaluation::Pawns(35))).unwrap();
    tree.set_eval(path[1], Some(Evaluation::Pawns(-40))).unwrap();
    tree.set_eval(nested, Some(Evaluation::mate(Color::Black, 2))).unwrap();
    tree.set_comment(nested, Some("Risky.")).unwrap();
    tree.set_eval(main, Some(Evaluation::mate(Color::White, 3))).unwrap();
    tree
}

#[test]
fn variations_comments_and_evals_are_written_in_the_usual_form() {
    let tree = full_belt_tree();
    let text = tree_to_pgn(&tree, &[("Event", "Analysis")]);
    assert!(
        text.starts_with("[Event \"Analysis\"]\n[Result \"*\"]\n[Variant \"Full Belt Chess\"]\n\n"),
        "{text}"
    );
    let moves = text.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(
        moves,
        "{ [%eval 0.10] Howe's example. } 1. Nf3 f+4 { [%eval 0.35] The usual start. } (1. Nc3 a+1 \
         Nf6 h-2 (1... d6 8-1 { [%eval #-2] Risky. })) (1. g3 1+1) 1... e5 3-2 { [%eval -0.40] } 2. Nc3 a+1 \
         { [%eval #3] } * "
    );
}

#[test]
fn a_tree_round_trips_through_pgn() {
    let tree = full_belt_tree();
    let text = tree_to_pgn(&tree, &[]);
    let back = parse_tree_pgn(&text).unwrap();
    assert_eq!(describe(&back), describe(&tree));
    assert_eq!(tree_to_pgn(&back, &[]), text, "written again the same");
    // A reader of the main line alone still reads it.
    let main = parse_pgn(&text).unwrap();
    assert_eq!(main.turns(), tree.main_game().turns());
}

#[test]
fn chess_without_pawns_round_trips_with_a_result_and_a_fen() {
    let mut tree = MoveTree::new(Position::start(Start::NoPawnsOneKing, Options::default()));
    let main = line(&mut tree, MoveTree::ROOT, &["b3c5", "g6e5"]);
    // A side line for Black at the first reply: numbered 1... after '('.
    let first = tree.path_to(main)[0];
    line(&mut tree, first, &["h7h6"]);
    tree.set_result(Some(GameResult::Win(Color::White)));
    let text = tree_to_pgn(&tree, &[]);
    assert!(text.contains("[Result \"1-0\"]") && text.contains("[FEN \""), "{text}");
    assert!(text.contains("(1... Rh6)"), "{text}");
    assert!(text.trim_end().ends_with("1-0"), "{text}");
    let back = parse_tree_pgn(&text).unwrap();
    assert_eq!(describe(&back), describe(&tree));
    assert_eq!(back.result(), Some(GameResult::Win(Color::White)));
    assert_eq!(back.start().fen(), tree.start().fen());
}

#[test]
fn reads_variations_as_other_programs_write_them() {
    let text = "[Variant \"Chess without Pawns\"]\n[Result \"*\"]\n\n\
        1.Nc3 {first} ( 1. Nf3 Nf6 ( {before} 1...Nc6 2.Ng5 ) 2. Na3 ) 1... Nf6 $1 {[%eval -0.3,18] [%clk 0:01:00] ok}\n\
        ; a line comment\n2. Nb5 (2. Na4) *";
    let tree = parse_tree_pgn(text).unwrap();
    let main = tree.main_line();
    let names: Vec<String> = main.iter().map(|&id| tree.display(id).unwrap()).collect();
    assert_eq!(names, ["Nc3", "Nf6", "Nb5"]);
    assert_eq!(tree.comment(main[0]), Some("first"));
    assert_eq!(tree.eval(main[1]), Some(Evaluation::Pawns(-30)));
    assert_eq!(tree.comment(main[1]), Some("ok a line comment"));
    assert_eq!(tree.clock(main[1]), Some(Millis(60_000)));
    let nf3 = tree.children(MoveTree::ROOT)[1];
    assert_eq!(tree.display(nf3).as_deref(), Some("Nf3"));
    let replies: Vec<String> = tree.children(nf3).iter().map(|&id| tree.display(id).unwrap()).collect();
    assert_eq!(replies, ["Nf6", "Nc6"]);
    let nc6 = tree.children(nf3)[1];
    assert_eq!(
        tree.comment(nc6),
        Some("before"),
        "a comment opening a side line goes to its first turn"
    );
    assert_eq!(tree.line_from(nc6).len(), 1);
    assert_eq!(tree.children(main[1]).len(), 2);
}

#[test]
fn malformed_pgn_gives_a_short_clear_error() {
    let head = "[Variant \"Chess without Pawns\"]\n\n";
    let cases = [
        ("1. Nc3 (1. Nf3 Nf6", "variation '(' not closed"),
        ("1. Nc3 (1. Nf3 (1. Na3) Nf6", "variation '(' not closed"),
        ("1. Nc3 ((1. Nf3)) Nf6", "comes before any move"),
        ("1. Nc3 Nf6) 2. Nb5", "')' without '('"),
        ("(1. Nc3) 1. Nf3", "comes before any move"),
        ("1. Nc3 Nf6 (1... Nf5) *", "move 1... (Black), in a variation"),
        ("1. Nc3 (1. Nf3 Nf6 2. Nd5) *", "move 2. (White), in a variation"),
        ("1. Nc3 Nf6 2. Ke3", "move 2. (White)"),
        (
            "1. Nc3 {[%eval abc]} Nf6",
            "the comment after move 1. (White): bad evaluation 'abc'",
        ),
        ("1. Nc3 {[%eval 1.5} Nf6", "not closed with ']'"),
        (
            "{[%eval #x]} 1. Nc3",
            "the comment before the first move: bad evaluation '#x'",
        ),
        ("1. Nc3 {open", "not closed with '}'"),
    ];
    for (moves, expected) in cases {
        let err = parse_tree_pgn(&format!("{head}{moves}")).unwrap_err().to_string();
        assert!(err.contains(expected), "{moves}: {err}");
        assert!(err.len() < 200 && !err.contains('\n'), "{moves}: {err}");
    }
    assert!(parse_tree_pgn("[Variant \"Shogi\"] 1. e4").is_err());
    assert!(parse_tree_pgn("").is_err());
}

#[test]
fn every_cut_and_scramble_of_a_pgn_is_read_or_refused_without_panic() {
    let text = tree_to_pgn(&full_belt_tree(), &[]);
    for (cut, _) in text.char_indices() {
        let _ = parse_tree_pgn(&text[..cut]);
    }
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..300 {
        let mut bytes: Vec<char> = text.chars().collect();
        for _ in 0..3 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let i = (seed % bytes.len() as u64) as usize;
            bytes[i] = ['(', ')', '{', '}', ' ', 'x', '#', '[', '%'][(seed >> 32) as usize % 9];
        }
        let _ = parse_tree_pgn(&bytes.into_iter().collect::<String>());
    }
    // Found by `beltboard fuzz pgn-tree`: a control character inside
    // `[%eval` (dropped from the kept text) and a second `[%eval` in a
    // comment are read and written back the same.
    for body in [
        "{[\u{0}%eval #-al]}",
        "{00[%eva\u{0}l -2.15] a}",
        "{[%eval 1] [%eval 2]}",
    ] {
        let input = format!("[Variant \"Chess without Pawns\"] 1. Nc3 {body} *");
        if let Ok(tree) = parse_tree_pgn(&input) {
            let first = tree_to_pgn(&tree, &[]);
            let again = parse_tree_pgn(&first).unwrap_or_else(|e| panic!("{first}: {e}"));
            assert_eq!(tree_to_pgn(&again, &[]), first);
        }
    }
    let mut tree = MoveTree::new(Position::start(Start::NoPawns, Options::default()));
    let nc3 = line(&mut tree, MoveTree::ROOT, &["b1c3"]);
    tree.set_comment(nc3, Some("see [%eval 9]")).unwrap();
    let back = parse_tree_pgn(&tree_to_pgn(&tree, &[])).unwrap();
    assert_eq!(back.eval(back.main_line()[0]), None);
    // Deep nesting is read with a loop, not recursion.
    let deep = format!(
        "[Variant \"Chess without Pawns\"] 1. Nc3 Nf6 {}{}",
        "(1... Nc6 ".repeat(5000),
        ")".repeat(5000)
    );
    assert!(parse_tree_pgn(&deep).is_ok());
}

#[test]
fn a_timed_game_keeps_its_clocks_and_each_turn_its_time() {
    // 1+2: White's first turn does not run its clock (docs/rules.md 7.1);
    // Black's first left 55.5 s of 60 s after its 2 s increment: it took
    // 6.5 s; White's second left 52 s of 60 + 2: 10 s.
    let text = "[Variant \"Chess without Pawns\"]\n[TimeControl \"60+2\"]\n[Result \"*\"]\n\n\
        1. Nc3 {[%clk 0:01:00]} Nf6 {[%clk 0:00:55.5] quick} 2. Nb5 {[%clk 0:00:52]} ( 2. Na4 ) *";
    let tree = parse_tree_pgn(text).unwrap();
    assert_eq!(
        tree.time_control(),
        Some(TimeControl {
            initial_ms: 60_000,
            increment_ms: 2_000
        })
    );
    let main = tree.main_line();
    let taken: Vec<Option<u64>> = main.iter().map(|&id| tree.time_taken(id).map(|m| m.0)).collect();
    assert_eq!(taken, [Some(0), Some(6_500), Some(10_000)]);
    assert_eq!(tree.comment(main[1]), Some("quick"));
    let side = tree.children(main[1])[1];
    assert_eq!(
        tree.time_taken(side),
        None,
        "a side line played in analysis has no clock"
    );
    // Written back in the standard forms and read to the same clocks; a
    // `[%clk` typed in a comment stays text.
    let mut tree = tree;
    tree.set_comment(main[2], Some("see [%clk 9:99]")).unwrap();
    let pgn = tree_to_pgn(&tree, &[]);
    assert!(pgn.contains("[TimeControl \"60+2\"]"), "{pgn}");
    assert!(pgn.contains("[%clk 0:00:55.5] quick"), "{pgn}");
    let back = parse_tree_pgn(&pgn).unwrap();
    let clocks = |t: &MoveTree| t.main_line().iter().map(|&id| t.clock(id)).collect::<Vec<_>>();
    assert_eq!(clocks(&back), clocks(&tree));
    assert_eq!(back.comment(back.main_line()[2]), Some("see [%Clk 9:99]"));
}
