//! The rules' helpers for records: the standard start of a variant, the
//! options of a variant, and replaying a start and turn texts.

mod common;

use beltboard::rules::{game_to_pgn, parse_pgn, Game, Options, OutcomeReason, Position, ReplayFailure, Start, Variant};

#[test]
fn each_variant_has_its_standard_start() {
    assert_eq!(Variant::FullBelt.standard_start(), Start::FullBelt);
    assert_eq!(Variant::NoPawns.standard_start(), Start::NoPawns);
    for v in [Variant::FullBelt, Variant::NoPawns] {
        assert_eq!(v.standard_start().variant(), v);
    }
}

#[test]
fn no_belt_check_exists_only_in_full_belt() {
    assert!(Options::for_variant(Variant::FullBelt, true).no_belt_check);
    assert!(!Options::for_variant(Variant::FullBelt, false).no_belt_check);
    assert!(!Options::for_variant(Variant::NoPawns, true).no_belt_check);
    // A position never carries it outside Full Belt Chess, whatever it is given.
    let pos = Position::start(Start::NoPawns, Options { no_belt_check: true });
    assert!(!pos.options().no_belt_check);
}

#[test]
fn replay_plays_machine_and_display_texts() {
    let start = Position::start(Start::FullBelt, Options::default());
    let game = Game::replay(start, ["g1f3 f+4", "e5 3-2", "Nc3 a+1"]).unwrap();
    assert_eq!(game.turns().len(), 3);
    assert_eq!(game.display_moves(), ["Nf3 f+4", "e5 3-2", "Nc3 a+1"]);
}

#[test]
fn replay_names_the_failing_turn() {
    let start = Position::start(Start::FullBelt, Options::default());
    let err = Game::replay(start.clone(), ["g1f3 f+4", "e7e5 3+6", "e2e4"]).unwrap_err();
    assert_eq!(err.index, 2);
    assert_eq!(err.text, "e2e4");
    assert!(matches!(err.error, ReplayFailure::Turn(_)));
    let text = err.to_string();
    assert!(text.starts_with("turn 3 (`e2e4`): "), "{text}");
    assert!(text.contains("belt"), "{text}");
    // A huge text is quoted short.
    let long = "x".repeat(10_000);
    let err = Game::replay(start, [long.as_str()]).unwrap_err();
    assert!(err.to_string().len() < 200, "{}", err.to_string().len());
}

#[test]
fn replay_refuses_a_turn_after_the_end() {
    // The king capture ends a game of Chess without Pawns.
    let start = common::no_pawns("3kk3/8/8/8/8/8/3n4/3KK3 w - - 0 1");
    let err = Game::replay(start, ["e1d2", "d8c7"]).unwrap_err();
    assert_eq!(err.index, 1);
    assert!(err.to_string().starts_with("turn 2 (`d8c7`): "), "{err}");
}

#[test]
fn a_no_pawns_pgn_claiming_no_belt_check_reads_and_drops_it() {
    let text = "[Variant \"Chess without Pawns\"]\n[NoBeltCheck \"1\"]\n\n1. Nc3 Nc6 *";
    let game = parse_pgn(text).unwrap();
    assert!(!game.start().options().no_belt_check);
    let again = game_to_pgn(&game, &[]);
    assert!(!again.contains("NoBeltCheck"), "{again}");
    assert_eq!(parse_pgn(&again).unwrap().turns(), game.turns());
}

#[test]
fn repetitions_are_counted_across_undo() {
    let shuffle = ["b1c3", "b8c6", "c3b1", "c6b8"];
    let start = Position::start(Start::NoPawns, Options::default());
    let texts: Vec<&str> = shuffle.iter().chain(&shuffle).copied().collect();
    let mut game = Game::replay(start, texts).unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome().map(|o| o.reason), Some(OutcomeReason::Repetition));
    game.undo();
    assert_eq!(game.repetitions(), 2, "c6 after c3b1 twice");
    assert_eq!(game.outcome(), None);
    game.undo();
    game.undo();
    game.undo();
    assert_eq!(game.repetitions(), 2, "the start, again");
    for t in shuffle {
        game.play(beltboard::rules::parse_turn(game.position(), t).unwrap())
            .unwrap();
    }
    assert_eq!(game.repetitions(), 3);
}
