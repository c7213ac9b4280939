//! The reducer's clock paths: turns stop their side's clock, the flag ends
//! the game (in the belt phase too), undo restores, pauses.

use crate::rules::Belt;
use crate::rules::Square;
use crate::rules::Variant;
use crate::rules::{Color, GameResult, OutcomeReason, Start, TimeControl};
#[allow(unused_imports)]
use crate::rules::{Game, Move, Position, Role};
use crate::ui::board::phase::Phase;
use crate::ui::board::state::BoardAction;
use crate::ui::game::clock::clocks::ClockAction;
use crate::ui::game::loaded::Loaded;
use crate::ui::game::state::*;
use crate::ui::settings::values::Mode;
#[allow(unused_imports)]
use crate::ui::settings::values::Prefs;
use crate::ui::settings::values::Settings;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// A new two-player game of `start` at `control` for both, at page time 0.
fn timed(start: Start, control: &str, mode: Mode) -> State {
    let c = TimeControl::parse(control).unwrap();
    let settings = Settings {
        start,
        mode,
        ..Settings::default()
    };
    let mut s = State::default();
    s.apply(Action::Clock(ClockAction::NewGame(settings, Some([c, c]))));
    s
}

/// Applies `action` at page time `now`.
fn at(s: &mut State, now: f64, action: Action) {
    s.now = now;
    s.apply(action);
}

/// Plays the Full Belt turn `from`-`to` with one step of belt `b` at `now`:
/// the normal move first, the confirm `think` ms later.
fn belt_turn(s: &mut State, now: f64, think: f64, from: &str, to: &str, b: char) {
    at(s, now, Action::Board(BoardAction::Press(sq(from))));
    at(s, now, Action::Board(BoardAction::Press(sq(to))));
    at(
        s,
        now,
        Action::Board(BoardAction::Arrow(Belt::from_char(b).unwrap(), 1)),
    );
    at(s, now + think, Action::Board(BoardAction::ConfirmBelt));
}

fn left(s: &State, side: Color) -> u64 {
    s.timing.as_ref().unwrap().face(side, s.now).left_ms
}

#[test]
fn the_increment_comes_after_the_confirm_not_after_the_normal_move() {
    let mut s = timed(Start::FullBelt, "1+2", Mode::TwoPlayers);
    belt_turn(&mut s, 1_000.0, 0.0, "g1", "f3", 'a');
    assert_eq!(left(&s, Color::White), 60_000, "White's first turn is free");
    at(&mut s, 5_000.0, Action::Board(BoardAction::Press(sq("g8"))));
    at(&mut s, 5_000.0, Action::Board(BoardAction::Press(sq("f6"))));
    assert_eq!(s.board.phase(), Phase::Belt);
    assert_eq!(left(&s, Color::Black), 56_000, "the normal move alone earns nothing");
    at(
        &mut s,
        5_000.0,
        Action::Board(BoardAction::Arrow(Belt::from_char('h').unwrap(), 1)),
    );
    at(&mut s, 6_000.0, Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(left(&s, Color::Black), 57_000, "5 s spent, then the increment");
    assert!(s.timing.as_ref().unwrap().face(Color::White, 6_000.0).running);
}

#[test]
fn the_flag_falls_in_the_belt_phase_and_ends_the_game() {
    let mut s = timed(Start::FullBelt, "0.25+0", Mode::TwoPlayers);
    belt_turn(&mut s, 0.0, 0.0, "g1", "f3", 'a');
    at(&mut s, 1_000.0, Action::Board(BoardAction::Press(sq("g8"))));
    at(&mut s, 1_000.0, Action::Board(BoardAction::Press(sq("f6"))));
    at(&mut s, 10_000.0, Action::Clock(ClockAction::Flag));
    assert_eq!(s.board.outcome(), None, "a flag before the time is out does nothing");
    assert_eq!(s.board.phase(), Phase::Belt);
    at(&mut s, 15_000.0, Action::Clock(ClockAction::Flag));
    let end = s.board.outcome().expect("Black's flag fell");
    assert_eq!(end.result, GameResult::Win(Color::White));
    assert_eq!(end.to_string(), "White wins on time");
    assert_eq!(s.board.phase(), Phase::Over);
    assert!(s.board.pending.is_none(), "the unconfirmed normal move is gone");
    assert_eq!(s.board.game.turns().len(), 1);
    at(&mut s, 20_000.0, Action::Board(BoardAction::Press(sq("e7"))));
    assert!(s.board.selected.is_none(), "nothing is played after the flag");
    assert!(!s.timing.as_ref().unwrap().face(Color::Black, 20_000.0).running);
}

#[test]
fn a_flag_against_a_side_that_cannot_win_is_a_draw() {
    let mut s = timed(Start::NoPawns, "0.25+0", Mode::TwoPlayers);
    let kings = Position::from_fen(
        "3kk3/8/8/8/8/8/8/3KK3 w - - 0 30",
        Variant::NoPawns,
        s.board.settings.options(),
    )
    .unwrap();
    let loaded = Loaded {
        timing: s.timing.clone(),
        ..Loaded::new(s.board.settings, Game::new(kings))
    };
    at(&mut s, 0.0, Action::Load(Box::new(loaded)));
    at(&mut s, 0.0, Action::Board(BoardAction::Typed("d1c1".into())));
    at(&mut s, 16_000.0, Action::Clock(ClockAction::Flag));
    let end = s.board.outcome().expect("Black's flag fell");
    assert_eq!(end.result, GameResult::Draw, "White's two kings cannot win");
    assert_eq!(end.reason, OutcomeReason::TimeCannotWin(Color::White));
    assert_eq!(end.to_string(), "Draw: time out, but White cannot win");
}

#[test]
fn undo_restores_the_clocks_of_the_position_returned_to_and_the_flag() {
    let mut s = timed(Start::NoPawns, "1+1", Mode::TwoPlayers);
    at(&mut s, 0.0, Action::Board(BoardAction::Typed("b1c3".into())));
    at(&mut s, 4_000.0, Action::Board(BoardAction::Typed("b8c6".into())));
    assert_eq!(left(&s, Color::Black), 57_000);
    at(&mut s, 10_000.0, Action::Board(BoardAction::Typed("g1f3".into())));
    assert_eq!(left(&s, Color::White), 55_000);
    at(&mut s, 70_000.0, Action::Clock(ClockAction::Flag));
    assert_eq!(s.board.outcome().unwrap().reason, OutcomeReason::Time);
    at(&mut s, 80_000.0, Action::Undo);
    assert_eq!(s.board.outcome(), None, "the flag is taken back with the turn");
    assert_eq!(s.board.game.turns().len(), 2);
    assert_eq!((left(&s, Color::White), left(&s, Color::Black)), (60_000, 57_000));
    assert!(
        s.timing.as_ref().unwrap().face(Color::White, 80_000.0).running,
        "White to move again, on its own clock"
    );
}

#[test]
fn the_hotseat_pause_stops_both_clocks_and_blocks_the_board() {
    let mut s = timed(Start::NoPawns, "3+2", Mode::TwoPlayers);
    at(&mut s, 0.0, Action::Board(BoardAction::Typed("b1c3".into())));
    at(&mut s, 2_000.0, Action::Clock(ClockAction::PauseOrResume));
    assert!(s.clock_paused() && !s.interactive());
    at(&mut s, 60_000.0, Action::Board(BoardAction::Press(sq("b8"))));
    assert!(s.board.selected.is_none(), "a paused board takes no move");
    assert_eq!(left(&s, Color::Black), 178_000);
    at(&mut s, 60_000.0, Action::Clock(ClockAction::PauseOrResume));
    at(&mut s, 61_000.0, Action::Board(BoardAction::Typed("b8c6".into())));
    assert_eq!(left(&s, Color::Black), 179_000, "3 s thought in all, then 2 s more");
}

#[test]
fn a_hidden_page_pauses_a_game_against_the_ai_only() {
    let mut s = timed(Start::NoPawns, "3+2", Mode::AiBlack);
    at(&mut s, 0.0, Action::Board(BoardAction::Typed("b1c3".into())));
    assert!(s.wanted_job(1).is_some());
    at(&mut s, 1_000.0, Action::Clock(ClockAction::Hidden));
    assert!(s.wanted_job(1).is_none(), "no search starts while hidden");
    assert_eq!(left(&s, Color::Black), 179_000);
    at(&mut s, 99_000.0, Action::Clock(ClockAction::Shown));
    at(&mut s, 100_000.0, Action::Clock(ClockAction::Flag));
    assert_eq!(left(&s, Color::Black), 178_000);
    let mut h = timed(Start::NoPawns, "3+2", Mode::TwoPlayers);
    at(&mut h, 0.0, Action::Board(BoardAction::Typed("b1c3".into())));
    at(&mut h, 1_000.0, Action::Clock(ClockAction::Hidden));
    assert!(
        h.timing.as_ref().unwrap().pause().is_none(),
        "hotseat has its own button"
    );
}

#[test]
fn a_rematch_and_a_new_game_keep_the_controls_an_untimed_start_has_none() {
    let mut s = timed(Start::NoPawns, "5+3", Mode::TwoPlayers);
    at(&mut s, 0.0, Action::Board(BoardAction::Typed("b1c3".into())));
    at(&mut s, 9_000.0, Action::Board(BoardAction::Typed("b8c6".into())));
    at(&mut s, 10_000.0, Action::Rematch);
    let t = s.timing.as_ref().unwrap();
    assert_eq!(t.controls()[0], TimeControl::parse("5+3").unwrap());
    assert_eq!(t.history().len(), 1);
    let settings = s.board.settings;
    at(&mut s, 10_000.0, Action::NewGame(settings));
    assert!(s.timing.is_some());
    at(&mut s, 10_000.0, Action::Clock(ClockAction::NewGame(settings, None)));
    assert!(s.timing.is_none());
}

#[test]
fn undoing_a_resignation_restores_running_clocks() {
    let mut s = timed(Start::NoPawns, "3+2", Mode::TwoPlayers);
    at(&mut s, 0.0, Action::Board(BoardAction::Typed("b1c3".into())));
    at(&mut s, 1_000.0, Action::Board(BoardAction::Typed("b8c6".into())));
    at(&mut s, 5_000.0, Action::Resign);
    assert_eq!(s.board.outcome().map(|o| o.reason), Some(OutcomeReason::Resignation));
    assert!(
        !s.timing.as_ref().unwrap().face(Color::White, 5_000.0).running,
        "the resignation stops the clocks"
    );
    at(&mut s, 9_000.0, Action::Undo);
    assert_eq!(s.board.outcome(), None);
    assert_eq!(s.board.game.turns().len(), 2, "the turns stay");
    let white = s.timing.as_ref().unwrap().face(Color::White, 10_000.0);
    assert!(white.running, "White's clock runs again");
    assert_eq!(
        white.left_ms,
        180_000 - 4_000 - 1_000,
        "from where the resignation stopped it"
    );
}
