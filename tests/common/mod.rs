//! Helpers shared by the integration tests: positions from text, and turns
//! built from machine text *without* any legality check, so that a test can
//! hand the engine a turn the rules refuse and look at the reason.

// Each test crate uses only some of these helpers.
#![allow(dead_code)]

pub mod oracle;
pub mod reference;
pub mod self_play;
pub mod wins;

use beltboard::rules::{
    BeltRefusal, BeltShift, Color, Game, GameResult, IllegalTurn, Move, Options, Outcome, OutcomeReason, Position,
    Square, Turn, Variant,
};

/// A Full Belt Chess position (default options).
pub fn full_belt(fen: &str) -> Position {
    position(fen, Variant::FullBelt, Options::default())
}

/// A Full Belt Chess position under the optional *no belt check* rule.
pub fn full_belt_no_belt_check(fen: &str) -> Position {
    position(fen, Variant::FullBelt, Options { no_belt_check: true })
}

/// A Chess without Pawns position.
pub fn no_pawns(fen: &str) -> Position {
    position(fen, Variant::NoPawns, Options::default())
}

/// A position the test author knows to be valid.
pub fn position(fen: &str, variant: Variant, options: Options) -> Position {
    Position::from_fen(fen, variant, options).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The turn written in machine form (`e2e4 f+4`, `e1g1`), not checked against any position.
pub fn turn(text: &str) -> Turn {
    let mut parts = text.split_whitespace();
    let normal = parts.next().and_then(Move::parse_uci);
    let normal = normal.unwrap_or_else(|| panic!("'{text}': not a machine move"));
    let belt = parts
        .next()
        .map(|b| BeltShift::parse(b).unwrap_or_else(|e| panic!("{e}")));
    assert!(parts.next().is_none(), "'{text}': too many parts");
    Turn { normal, belt }
}

/// Asserts that `text` is a legal turn in `pos` (by `is_legal` and by its
/// presence among `legal_turns`) and returns the position after it.
pub fn allowed(pos: &Position, text: &str) -> Position {
    let t = turn(text);
    if let Err(e) = pos.check_turn(t) {
        panic!("{text} should be legal in {pos}, but: {e}");
    }
    assert!(
        pos.legal_turns().contains(&t),
        "{text} is missing from legal_turns of {pos}"
    );
    pos.play(t).expect("checked above")
}

/// Asserts that `text` is refused in `pos` (by `check_turn` and by its
/// absence from `legal_turns`) and returns the reason.
pub fn refused(pos: &Position, text: &str) -> IllegalTurn {
    let t = turn(text);
    assert!(!pos.legal_turns().contains(&t), "{text} is among legal_turns of {pos}");
    assert!(!pos.is_legal(t));
    pos.check_turn(t).err().expect("is_legal said no")
}

/// Asserts that the normal move of `text` is legal but its belt move is refused for `reason`.
pub fn belt_refused(pos: &Position, text: &str, reason: BeltRefusal) {
    match refused(pos, text) {
        IllegalTurn::Belt(_, why) => assert_eq!(why, reason, "{text} in {pos}"),
        other => panic!("{text} in {pos}: expected a belt refusal ({reason}), got: {other}"),
    }
}

/// Asserts that the normal move of `text` itself is refused (whatever the belt).
pub fn move_refused(pos: &Position, text: &str) {
    match refused(pos, text) {
        IllegalTurn::Move(..) => {}
        other => panic!("{text} in {pos}: expected the normal move to be refused, got: {other}"),
    }
}

/// Whether some legal turn starts with the normal move `uci`.
pub fn has_normal_move(pos: &Position, uci: &str) -> bool {
    let m = Move::parse_uci(uci).unwrap_or_else(|| panic!("'{uci}': not a machine move"));
    pos.legal_moves().contains(&m)
}

/// The square named `name`.
pub fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Plays machine-form turns in a game, each of which must be legal.
pub fn play_all(game: &mut Game, turns: &[&str]) {
    for t in turns {
        game.play(turn(t))
            .unwrap_or_else(|e| panic!("{t} in {}: {e}", game.position()));
    }
}

/// The outcome of a game that starts (and stays) at `pos`.
pub fn outcome(pos: &Position) -> Option<Outcome> {
    Game::new(pos.clone()).outcome()
}

/// A draw for `reason`, as `Game::outcome` reports it.
pub fn draw(reason: OutcomeReason) -> Option<Outcome> {
    Some(Outcome {
        result: GameResult::Draw,
        reason,
    })
}

/// A win of `color` for `reason`, as `Game::outcome` reports it.
pub fn win(color: Color, reason: OutcomeReason) -> Option<Outcome> {
    Some(Outcome {
        result: GameResult::Win(color),
        reason,
    })
}
