//! A draw by agreement: an end of the game as a resignation is, kept by the
//! record and written as a draw.

use beltboard::rules::{
    game_to_pgn, parse_turn, Color, Game, GameResult, Options, Outcome, OutcomeReason, Position, Start,
};

fn played(turns: &[&str]) -> Game {
    let mut game = Game::new(Position::start(Start::FullBelt, Options::default()));
    for text in turns {
        let turn = parse_turn(game.position(), text).unwrap();
        game.play(turn).unwrap();
    }
    game
}

#[test]
fn an_agreed_draw_ends_the_game_as_a_draw_by_agreement() {
    let mut game = played(&["e2e4 a+1", "d7d5 h+1"]);
    assert_eq!(game.outcome(), None);
    game.agree_draw();
    let end = game.outcome().expect("over");
    assert_eq!(end, Outcome::draw(OutcomeReason::Agreement));
    assert_eq!(end.result, GameResult::Draw);
    assert_eq!(end.to_string(), "Draw by agreement");
    // No turn after it.
    let next = parse_turn(game.position(), "d2d4 a+1").unwrap();
    assert!(game.play(next).is_err());
    // Its PGN says the draw, as a resigned game's says the win.
    let pgn = game_to_pgn(&game, &[]);
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    assert!(pgn.trim_end().ends_with("1/2-1/2"), "{pgn}");
}

#[test]
fn an_agreement_is_taken_back_before_any_turn_and_cannot_follow_another_end() {
    let mut game = played(&["e2e4 a+1"]);
    game.agree_draw();
    assert_eq!(game.undo(), None, "the agreement goes first");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.turns().len(), 1);
    // A resigned game stays resigned.
    game.resign(Color::Black);
    game.agree_draw();
    assert_eq!(game.outcome().map(|o| o.reason), Some(OutcomeReason::Resignation));
}
