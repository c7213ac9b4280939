//! The threat assistant in the reducer: the questions asked, the answers
//! kept or dropped, the second confirmation, the buttons. The answers are
//! what a worker would say ([`assess`]), computed here natively.

use crate::rules::Belt;
use crate::rules::Square;
#[allow(unused_imports)]
use crate::rules::{Game, Move, Position, Role};
use crate::rules::{Start, Turn};
use crate::ui::ai::threats::{assess, Question};
use crate::ui::board::state::BoardAction;
use crate::ui::game::state::*;
use crate::ui::settings::values::Mode;
#[allow(unused_imports)]
use crate::ui::settings::values::Prefs;
use crate::ui::settings::values::Settings;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The threat assistant's reference position (after 1. g3 1+1 Nh6 8+3 2. Nb3
/// 1+3), Black to move, with the assistant on or off.
fn issue(on: bool) -> State {
    let mut s = State::new(Settings {
        start: Start::FullBelt,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    });
    for t in ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3"] {
        s.apply(Action::Board(BoardAction::Typed(t.into())));
    }
    s.apply(Action::Board(BoardAction::SetPrefs(Prefs {
        threats: on,
        ..Prefs::default()
    })));
    s
}

/// Answers every question the state wants, as the worker would.
fn answer_all(s: &mut State) -> usize {
    let jobs = s.wanted_assist();
    for job in &jobs {
        s.apply(Action::Assessed(job.key.clone(), assess(job)));
    }
    jobs.len()
}

/// Previews Black's c7-c5 and rank 8 shifted by four.
fn preview_c5_8_4(s: &mut State) {
    s.apply(Action::Board(BoardAction::Press(sq("c7"))));
    s.apply(Action::Board(BoardAction::Press(sq("c5"))));
    for _ in 0..4 {
        s.apply(Action::Board(BoardAction::Arrow(Belt::from_char('8').unwrap(), 1)));
    }
}

#[test]
fn turned_off_the_assistant_asks_nothing() {
    let mut s = issue(false);
    assert!(
        Prefs::default().threats,
        "on for a first visit, off here as Preferences turn it"
    );
    preview_c5_8_4(&mut s);
    assert!(s.board.previewed_turn().is_some());
    assert!(s.wanted_assist().is_empty());
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(s.board.game.turns().len(), 4, "played at the first confirmation");
}

#[test]
fn a_losing_preview_is_judged_and_confirmed_twice() {
    let mut s = issue(true);
    preview_c5_8_4(&mut s);
    let turn = s.board.previewed_turn().unwrap();
    assert_eq!(turn.machine(), "c7c5 8+4");
    let wanted = s.wanted_assist();
    assert_eq!(wanted.len(), 1);
    assert_eq!(wanted[0].key.question, Question::Verdict(turn));
    assert_eq!(s.verdict(), None, "not known before the worker answers");
    answer_all(&mut s);
    assert!(s.wanted_assist().is_empty(), "answered questions are not asked again");
    let win = s.verdict().unwrap().expect("allows a mate");
    assert!(!win.capture);
    // The reply is drawn only on request.
    assert_eq!(s.drawn_win(), None);
    s.apply(Action::ShowReply);
    assert_eq!(s.drawn_win(), Some(win));
    // First confirmation: asked again, not played; Escape backs out of the question only.
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(s.board.game.turns().len(), 3);
    assert_eq!(s.board.asked, Some(turn));
    s.apply(Action::Board(BoardAction::Escape));
    assert_eq!(s.board.asked, None);
    assert_eq!(s.board.previewed_turn(), Some(turn), "the preview stays");
    // Asked, then the belt moved away and back: asked again.
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    s.apply(Action::Board(BoardAction::Arrow(Belt::from_char('8').unwrap(), 1)));
    s.apply(Action::Board(BoardAction::Arrow(Belt::from_char('8').unwrap(), -1)));
    assert_eq!(s.board.previewed_turn(), Some(turn));
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(s.board.game.turns().len(), 3, "asked again");
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(
        s.board.game.turns().len(),
        4,
        "played at the explicit second confirmation"
    );
    assert!(
        s.board.asked.is_none() && s.assist.reply_shown.is_none(),
        "forgotten with the turn"
    );
}

#[test]
fn a_safe_preview_is_played_at_once_and_another_belt_asks_anew() {
    // c7-c6 then rank 8 by one, then by two: two of the few safe turns.
    let mut s = issue(true);
    s.apply(Action::Board(BoardAction::Press(sq("c7"))));
    s.apply(Action::Board(BoardAction::Press(sq("c6"))));
    s.apply(Action::Board(BoardAction::Arrow(Belt::from_char('8').unwrap(), 1)));
    answer_all(&mut s);
    assert_eq!(s.verdict(), Some(None));
    s.apply(Action::Board(BoardAction::Arrow(Belt::from_char('8').unwrap(), 1)));
    assert_eq!(s.verdict(), None, "a new preview waits for its own verdict");
    assert_eq!(answer_all(&mut s), 1);
    assert_eq!(s.verdict(), Some(None));
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(s.board.game.turns().len(), 4);
}

#[test]
fn stale_answers_are_dropped() {
    let mut s = issue(true);
    s.apply(Action::Board(BoardAction::Press(sq("c7"))));
    let jobs = s.wanted_assist();
    assert_eq!(jobs.len(), 1);
    // The position changes before the answer comes.
    s.apply(Action::Board(BoardAction::Typed("c7c6 8+1".into())));
    s.apply(Action::Assessed(jobs[0].key.clone(), assess(&jobs[0])));
    s.apply(Action::Board(BoardAction::Press(sq("c7"))));
    assert!(
        s.danger_known().is_none(),
        "an answer about an older position is not shown"
    );
}

#[test]
fn danger_marks_come_for_the_selected_piece() {
    let mut s = issue(true);
    s.apply(Action::Board(BoardAction::Press(sq("c7"))));
    assert_eq!(s.wanted_assist()[0].key.question, Question::Danger(sq("c7")));
    answer_all(&mut s);
    assert_eq!(s.danger_known(), Some(sq("c7")));
    let pos = s.board.position().clone();
    // Only 8 of Black's 1567 turns here escape the mate in one: c7-c5 is
    // lost whatever belt follows, c7-c6 has a safe belt move.
    assert_eq!(s.danger(), vec![sq("c5")]);
    for to in s.danger() {
        assert!(s.board.targets().contains(&to));
        // Every turn through a marked target allows a win in one.
        for t in pos
            .legal_turns()
            .into_iter()
            .filter(|t: &Turn| t.normal.from == sq("c7") && t.normal.to == to)
        {
            assert!(crate::rules::tactics::refutation(&pos, &t).is_some(), "{}", t.machine());
        }
    }
    s.apply(Action::Board(BoardAction::Press(sq("c7"))));
    assert!(s.danger().is_empty(), "no selection, no marks");
}

#[test]
fn a_no_pawns_move_to_a_dangerous_square_is_confirmed_twice() {
    // Black's knight on e2: on c1, next to the d1 king and unprotected, a
    // king takes it and wins.
    let pos = Position::from_fen(
        "3kk3/8/8/8/8/8/4n3/3KK3 b - - 0 10",
        crate::rules::Variant::NoPawns,
        crate::rules::Options::default(),
    )
    .unwrap();
    let settings = Settings {
        start: Start::NoPawns,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    };
    let mut s = State::load(crate::ui::game::loaded::Loaded::new(settings, Game::new(pos)));
    s.apply(Action::Board(BoardAction::SetPrefs(Prefs {
        threats: true,
        ..Prefs::default()
    })));
    s.apply(Action::Board(BoardAction::Press(sq("e2"))));
    answer_all(&mut s);
    assert_eq!(s.danger(), vec![sq("c1")]);
    // A safe square plays at once elsewhere; the dangerous one asks first.
    s.apply(Action::Board(BoardAction::Press(sq("c1"))));
    assert_eq!(s.board.game.turns().len(), 0, "asked, not played");
    let turn = s.board.asked_move().expect("the move waits");
    answer_all(&mut s);
    let win = s.verdict().unwrap().expect("a king capture");
    assert!(win.capture);
    // Going back forgets it; asked again, then confirmed.
    s.apply(Action::Board(BoardAction::Escape));
    assert_eq!(s.board.asked_move(), None);
    s.apply(Action::Board(BoardAction::Press(sq("c1"))));
    assert_eq!(s.board.asked_move(), Some(turn));
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(
        s.board.game.turns().to_vec(),
        vec![turn],
        "played at the second confirmation"
    );
}

#[test]
fn the_threat_button_asks_and_shows_the_threat() {
    let mut s = issue(true);
    s.apply(Action::Threat);
    assert!(s.assist.threat_shown);
    assert_eq!(s.wanted_assist()[0].key.question, Question::Threat);
    answer_all(&mut s);
    assert!(s.threat().is_some());
    s.apply(Action::Threat);
    assert!(s.threat().is_none(), "the button hides it again");
}

#[test]
fn the_history_and_the_ai_turn_get_no_assistant() {
    let mut s = issue(true);
    s.apply(Action::Board(BoardAction::View(1)));
    s.apply(Action::Threat);
    assert!(s.wanted_assist().is_empty());
}
