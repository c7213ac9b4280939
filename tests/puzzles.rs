//! Puzzles: every shipped puzzle verified by the rules, the verifier on
//! hand-made positions, and the file reader on malformed input.

use beltboard::puzzles::{analyze, read_puzzles, verify, write_puzzles, Kind, Puzzle, Theme, Unfit, VerifyError};
use beltboard::rules::{Options, Position, Variant};

fn shipped(variant: &str) -> Vec<Puzzle> {
    let path = format!("{}/assets/puzzles/{variant}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    read_puzzles(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn check_shipped(variant: Variant) {
    let puzzles = shipped(variant.key());
    assert!(
        puzzles.len() >= 300,
        "{}: only {} puzzles",
        variant.key(),
        puzzles.len()
    );
    for p in &puzzles {
        assert_eq!(p.variant, variant, "{}", p.id);
        if let Err(e) = verify(p) {
            panic!("{} ({}): {e}", p.id, p.fen);
        }
    }
    for kind in Kind::ALL {
        let n = puzzles.iter().filter(|p| p.kind == kind).count();
        let expected = kind != Kind::Win2 || variant == Variant::NoPawns;
        assert_eq!(n > 0, expected, "{}: {n} {kind} puzzles", variant.key());
    }
    // Written back, the file is unchanged: the writer and the reader agree.
    let path = format!("{}/assets/puzzles/{}.json", env!("CARGO_MANIFEST_DIR"), variant.key());
    assert_eq!(
        write_puzzles(&puzzles),
        std::fs::read_to_string(path).expect("read above")
    );
}

#[test]
fn every_shipped_full_belt_puzzle_verifies() {
    check_shipped(Variant::FullBelt);
}

#[test]
fn every_shipped_no_pawns_puzzle_verifies() {
    check_shipped(Variant::NoPawns);
}

fn position(fen: &str, variant: Variant) -> Position {
    Position::from_fen(fen, variant, Options::default()).expect("legal test position")
}

fn machine(turns: &[beltboard::rules::Turn]) -> Vec<String> {
    turns.iter().map(|t| t.machine()).collect()
}

/// A puzzle of `kind` from `fen` with the rules' own answer, themes and rating.
fn solved(fen: &str, variant: Variant, kind: Kind) -> Puzzle {
    let found = analyze(&position(fen, variant), kind).expect("a puzzle of that kind");
    Puzzle {
        id: "t-1".into(),
        variant,
        fen: fen.into(),
        kind,
        themes: found.themes,
        rating: found.rating,
        solutions: found.solutions,
    }
}

fn turn(pos_fen: &str, variant: Variant, text: &str) -> beltboard::rules::Turn {
    beltboard::rules::parse_turn(&position(pos_fen, variant), text).expect("a legal turn")
}

/// No Pawns, win in one: the white king takes the unprotected knight next to it.
const NP_WIN1: &str = "k7/8/8/3n4/3K4/8/8/7k w - - 0 1";

#[test]
fn win1_is_exactly_the_winning_turns() {
    let p = solved(NP_WIN1, Variant::NoPawns, Kind::Win1);
    assert_eq!(machine(&p.solutions), ["d4d5"]);
    assert_eq!(p.themes, [Theme::KingCapture]);
    assert_eq!(verify(&p), Ok(()));
    let mut extra = p.clone();
    extra.solutions.push(turn(NP_WIN1, Variant::NoPawns, "d4e4"));
    assert!(matches!(verify(&extra), Err(VerifyError::Solutions { wrong, .. }) if machine(&wrong) == ["d4e4"]));
    let mut none = p.clone();
    none.solutions.clear();
    assert!(matches!(verify(&none), Err(VerifyError::Solutions { missing, .. }) if machine(&missing) == ["d4d5"]));
    let mut illegal = p.clone();
    illegal.solutions = vec![turn(NP_WIN1, Variant::NoPawns, "d4c4")];
    illegal.solutions[0].normal.to = "h8".parse().expect("square");
    assert!(matches!(verify(&illegal), Err(VerifyError::Illegal(_))));
    let mut themes = p.clone();
    themes.themes = vec![Theme::Castling];
    assert!(matches!(verify(&themes), Err(VerifyError::Themes { .. })));
    let mut rating = p;
    rating.rating += 10;
    assert!(matches!(verify(&rating), Err(VerifyError::Rating { .. })));
}

/// Full Belt, win in one: the black king on h8 is boxed in by its own pawns;
/// the rook mates on the back rank, and the belt move must keep the mate.
const FB_WIN1: &str = "7k/6pp/8/8/8/8/8/R3K3 w - - 0 20";

#[test]
fn full_belt_win1_accepts_any_mating_turn() {
    let p = solved(FB_WIN1, Variant::FullBelt, Kind::Win1);
    let texts = machine(&p.solutions);
    // The rook mates, then any belt move that keeps the mate.
    assert!(texts.contains(&"a1a8 e+1".to_string()), "{texts:?}");
    // A belt mate: the king steps, then file a carries the rook from a1 to a8.
    assert!(texts.contains(&"e1e2 a+7".to_string()), "{texts:?}");
    let belt_mates = texts.iter().filter(|t| !t.starts_with("a1a8")).count();
    assert_eq!(p.themes.contains(&Theme::BeltMate), 2 * belt_mates >= texts.len());
    // Shifting rank 8 carries the black king to a8, next to the rook it then takes.
    assert!(!texts.contains(&"a1a8 8+1".to_string()), "{texts:?}");
    assert_eq!(verify(&p), Ok(()));
    let mut wrong = p;
    wrong.solutions.push(turn(FB_WIN1, Variant::FullBelt, "a1a8 8+1"));
    assert!(matches!(verify(&wrong), Err(VerifyError::Solutions { .. })));
}

/// No Pawns, win in two: Bg7+ leaves the black king only h7 (g7 is
/// protected by the king on f7), and then Ng5 mates (h8 and h6 are the
/// bishop's, g6 and g8 the king's).
const NP_WIN2: &str = "7k/5K2/7B/8/8/5N2/8/8 w - - 0 1";

#[test]
fn win2_is_forced_against_every_reply() {
    let pos = position(NP_WIN2, Variant::NoPawns);
    assert_eq!(analyze(&pos, Kind::Win1).err(), Some(Unfit::NoSolution));
    let p = solved(NP_WIN2, Variant::NoPawns, Kind::Win2);
    assert_eq!(machine(&p.solutions), ["h6g7"]);
    assert_eq!(verify(&p), Ok(()));
    // Win in two is a No Pawns kind, and it is refused when a win at once exists.
    assert_eq!(
        analyze(&position(FB_WIN1, Variant::FullBelt), Kind::Win2).err(),
        Some(Unfit::Win2NeedsNoPawns)
    );
    assert_eq!(
        analyze(&position(NP_WIN1, Variant::NoPawns), Kind::Win2).err(),
        Some(Unfit::WinsAtOnce)
    );
    let mut wrong = p;
    wrong.solutions = vec![turn(NP_WIN2, Variant::NoPawns, "f3g5")];
    assert!(matches!(verify(&wrong), Err(VerifyError::Solutions { .. })));
}

/// No Pawns, defend: the white knight on b7 stands unprotected next to the
/// black king on c8: White must move it to safety, not to d8 (or lose it and the game).
const NP_DEFEND: &str = "2k5/1N6/8/8/8/8/8/7K w - - 0 1";

#[test]
fn defend_accepts_exactly_the_turns_that_do_not_lose() {
    let p = solved(NP_DEFEND, Variant::NoPawns, Kind::Defend);
    assert_eq!(machine(&p.solutions), ["b7a5", "b7c5", "b7d6"]);
    assert_eq!(p.themes, [Theme::KingCapture]);
    assert_eq!(verify(&p), Ok(()));
    let mut wrong = p;
    wrong.solutions.push(turn(NP_DEFEND, Variant::NoPawns, "b7d8"));
    assert!(matches!(verify(&wrong), Err(VerifyError::Solutions { .. })));
    // With the knight already safe, most turns do not lose: not a defend.
    assert!(matches!(
        analyze(
            &position("2k5/8/8/8/8/5N2/8/K7 w - - 0 1", Variant::NoPawns),
            Kind::Defend
        ),
        Err(Unfit::TooFewLosing { .. })
    ));
}

#[test]
fn a_wrong_kind_or_position_is_rejected() {
    let mut p = solved(NP_WIN1, Variant::NoPawns, Kind::Win1);
    p.kind = Kind::Defend;
    assert_eq!(verify(&p), Err(VerifyError::Unfit(Unfit::WinsAtOnce)));
    p.fen = "k7/8/8/3n4/3K5/8/8/7k w - - 0 1".into();
    assert!(matches!(verify(&p), Err(VerifyError::Position(_))));
}

const GOOD: &str = r#"[
{"id":"np-0001","variant":"no-pawns","fen":"k7/8/8/3n4/3K4/8/8/7k w - - 0 1","kind":"win1","themes":["king-capture"],"rating":1130,"solutions":["d4d5"]}
]"#;

#[test]
fn the_reader_reads_the_format_and_the_writer_writes_it() {
    let puzzles = read_puzzles(GOOD).expect("good file");
    assert_eq!(puzzles.len(), 1);
    assert_eq!(puzzles[0].id, "np-0001");
    assert_eq!(machine(&puzzles[0].solutions), ["d4d5"]);
    assert_eq!(read_puzzles(&write_puzzles(&puzzles)), Ok(puzzles));
    assert_eq!(read_puzzles(" [ ] "), Ok(vec![]));
    let escaped = GOOD.replace("\"np-0001\"", "\"np-\\u0030001\"");
    assert_eq!(read_puzzles(&escaped).expect("escape")[0].id, "np-0001");
}

#[test]
fn malformed_files_give_a_short_error_not_a_panic() {
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "expected '['"),
        ("{}".into(), "expected '['"),
        ("[".into(), "end of the file"),
        ("[1,]".into(), "expected a string"),
        ("[] x".into(), "after the list"),
        ("[[[[1]]]]".into(), "nested deeper"),
        ("[\"a]".into(), "unterminated string"),
        ("[\"\\q\"]".into(), "unknown escape"),
        ("[\"\\ud800\"]".into(), "lone surrogate"),
        ("[1.5]".into(), "whole number"),
        ("[99999999999999999999999]".into(), "too large"),
        ("[1]".into(), "expected an object"),
        (GOOD.replace("\"rating\"", "\"rank\""), "unknown key \"rank\""),
        (GOOD.replace(",\"rating\":1130", ""), "missing key \"rating\""),
        (GOOD.replace("\"kind\"", "\"id\""), "repeated key"),
        (GOOD.replace("win1", "win3"), "unknown puzzle kind"),
        (GOOD.replace("king-capture", "skewer"), "unknown theme"),
        (GOOD.replace("no-pawns\",\"fen", "chess\",\"fen"), "unknown variant"),
        (GOOD.replace("3K4", "3K5"), "bad fen"),
        (GOOD.replace("\"d4d5\"", "\"d4d5 f+4\""), "bad solution"),
        (GOOD.replace("\"d4d5\"", "\"d4\""), "bad solution"),
        (GOOD.replace("\"d4d5\"", "\"d4d5\",\"d4d5\""), "listed twice"),
        (GOOD.replace("np-0001", "NP 1"), "bad id"),
        (GOOD.replace("1130", "\"1130\""), "whole number"),
        (GOOD.replace("[\"d4d5\"]", "\"d4d5\""), "list of strings"),
        (
            format!("[{},{}]", &GOOD[2..GOOD.len() - 2], &GOOD[2..GOOD.len() - 2]),
            "id used twice",
        ),
    ];
    for (text, expected) in cases {
        let err = read_puzzles(&text).expect_err(&text).to_string();
        assert!(err.contains(expected), "{text:?}: {err}");
        assert!(err.len() < 160, "{err}");
    }
    // Every cut of a good file fails cleanly.
    for end in 0..GOOD.len() - 1 {
        assert!(read_puzzles(&GOOD[..end]).is_err());
    }
    // Any one byte changed to a character that matters to JSON: an answer, never a panic.
    let mut errors = 0;
    for i in 0..GOOD.len() {
        for c in ["\"", "[", "]", "{", "}", ",", ":", "\\", "0", "-", " ", "x"] {
            let text = format!("{}{c}{}", &GOOD[..i], &GOOD[i + 1..]);
            errors += usize::from(read_puzzles(&text).is_err());
        }
    }
    assert!(errors > GOOD.len() * 6, "{errors}");
}
