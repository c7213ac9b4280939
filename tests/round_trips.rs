//! Everything the engine writes reads back, and errors quote short excerpts
//! (issue 15): big FEN counters, PGN tag values, glued NAGs, huge inputs.

mod common;

use beltboard::rules::{game_to_pgn, parse_pgn, parse_turn, BeltShift, Game, Options, Position, Setup, Start, Variant};

/// An error message may quote the input only as an excerpt: a bound well
/// below the size of the hostile inputs used here.
fn assert_short(message: &str) {
    assert!(
        message.chars().count() <= 300,
        "{} chars: {message:.400}",
        message.len()
    );
}

#[test]
fn fen_counters_beyond_a_million_read_back() {
    let pos = common::full_belt("4k3/8/8/8/8/8/8/R3K3 b - - 0 999999");
    let next = pos.play(common::turn("e8d7 a+1")).unwrap();
    let fen = next.fen();
    assert!(fen.ends_with(" 1 1000000"), "{fen}");
    let back = Position::from_fen(&fen, Variant::FullBelt, Options::default()).unwrap();
    assert_eq!(back.fen(), fen);
    let top = format!("4k3/8/8/8/8/8/8/R3K3 w - - {} {}", u32::MAX, u32::MAX);
    assert_eq!(Setup::from_fen(&top).unwrap().fen(), top);
}

#[test]
fn fen_counters_saturate_at_the_top_and_still_read_back() {
    let top = format!("4k3/8/8/8/8/8/8/R3K3 b - - {} {}", u32::MAX, u32::MAX);
    let pos = common::full_belt(&top);
    let next = pos.play(common::turn("e8d7 a+1")).unwrap();
    assert_eq!(Setup::from_fen(&next.fen()).unwrap().fen(), next.fen());
    let err = Setup::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 4294967296")
        .unwrap_err()
        .to_string();
    assert!(err.contains("4294967295"), "{err}");
}

#[test]
fn pgn_tag_values_with_brackets_and_quotes_read_back() {
    let game = Game::new(Position::start(Start::NoPawns, Options::default()));
    let value = r#"A "quoted" [bracketed] \ value]"#;
    let pgn = game_to_pgn(&game, &[("Event", value), ("White", "]")]);
    let back = parse_pgn(&pgn).unwrap();
    assert_eq!(game_to_pgn(&back, &[("Event", value), ("White", "]")]), pgn);
    // The tag is read with its escapes: the text after the tags is still the movetext.
    let text = "[Event \"a ] b \\\" c\"]\n[Variant \"Chess without Pawns\"]\n\n1. Nc3 *";
    assert_eq!(parse_pgn(text).unwrap().turns().len(), 1);
}

#[test]
fn a_move_number_glued_to_a_nag_is_read() {
    let text = "[Variant \"Chess without Pawns\"]\n\n1.$1 Nc3 Nc6 2.$14 Nb5 *";
    assert_eq!(parse_pgn(text).unwrap().turns().len(), 3);
}

#[test]
fn a_no_pawns_game_with_the_option_writes_a_pgn_that_reads_back() {
    // The option is asked for but dropped: the position never carries it.
    let pos = Position::start(Start::NoPawns, Options { no_belt_check: true });
    let game = Game::replay(pos, ["Nc3"]).unwrap();
    let pgn = game_to_pgn(&game, &[]);
    assert!(!pgn.contains("NoBeltCheck"), "{pgn}");
    assert_eq!(parse_pgn(&pgn).unwrap().turns(), game.turns());
}

#[test]
fn errors_quote_only_an_excerpt() {
    let huge = "Q".repeat(100_000);
    let start = Position::start(Start::FullBelt, Options::default());
    let fen_rank = format!("{huge}/8/8/8/8/8/8/8 w - - 0 1");
    let cases = [
        Setup::from_fen(&fen_rank).unwrap_err().to_string(),
        Setup::from_fen(&format!("8/8/8/8/8/8/8/8 {huge} - - 0 1"))
            .unwrap_err()
            .to_string(),
        Setup::from_fen(&format!("8/8/8/8/8/8/8/8 w {huge} - 0 1"))
            .unwrap_err()
            .to_string(),
        Setup::from_fen(&format!("8/8/8/8/8/8/8/8 w - {huge} 0 1"))
            .unwrap_err()
            .to_string(),
        Setup::from_fen(&format!("8/8/8/8/8/8/8/8 w - - {huge} 1"))
            .unwrap_err()
            .to_string(),
        BeltShift::parse(&format!("a+{huge}")).unwrap_err().to_string(),
        BeltShift::parse(&huge).unwrap_err().to_string(),
        parse_turn(&start, &format!("e2e4 a+{huge}")).unwrap_err().to_string(),
        parse_turn(&start, &format!("e8={huge} a+1")).unwrap_err().to_string(),
        parse_turn(&start, &huge).unwrap_err().to_string(),
        parse_pgn(&format!("[{huge} \"x\"]")).unwrap_err().to_string(),
        parse_pgn(&format!("[Variant \"{huge}\"]")).unwrap_err().to_string(),
        parse_pgn(&format!("[Variant \"Full Belt Chess\"]\n\n1. {huge}"))
            .unwrap_err()
            .to_string(),
        huge.parse::<Variant>().unwrap_err(),
        Start::for_variant(Variant::FullBelt, &huge).unwrap_err(),
        format!("{}", huge.parse::<beltboard::rules::Square>().unwrap_err()),
    ];
    for message in &cases {
        assert_short(message);
    }
}
