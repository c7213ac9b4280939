//! The reducer, action by action, and as random sequences of user actions.

use super::*;
use crate::ai::Info;
use crate::rules::Belt;
use crate::rules::BeltRefusal;
use crate::rules::BeltShift;
use crate::rules::Square;
use crate::rules::{Color, Options, Start, Variant};
#[allow(unused_imports)]
use crate::rules::{Game, Move, Position, Role};
use crate::ui::ai::job::{Answer, Job, Purpose};
use crate::ui::board::phase::Feedback;
use crate::ui::board::phase::Phase;
use crate::ui::board::state::BoardAction;
use crate::ui::board::state::ViewPoint;
use crate::ui::game::words::status;
use crate::ui::settings::values::Mode;
#[allow(unused_imports)]
use crate::ui::settings::values::Prefs;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn belt(c: char) -> Belt {
    Belt::from_char(c).unwrap()
}

fn state(start: Start) -> State {
    State::new(Settings {
        start,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    })
}

#[test]
fn click_click_then_arrows_then_confirm_plays_a_turn() {
    let mut s = state(Start::FullBelt);
    assert_eq!(s.board.phase(), Phase::Move);
    s.apply(Action::Board(BoardAction::Press(sq("g1"))));
    assert_eq!(s.board.selected, Some(sq("g1")));
    let mut t = s.board.targets();
    t.sort();
    assert_eq!(t, vec![sq("f3"), sq("h3")]);
    s.apply(Action::Board(BoardAction::Press(sq("f3"))));
    assert_eq!(s.board.phase(), Phase::Belt);
    assert!(s.board.confirm_refusal().is_some(), "no belt chosen yet");
    for _ in 0..4 {
        s.apply(Action::Board(BoardAction::Arrow(belt('f'), 1)));
    }
    assert_eq!(s.board.shown_board().piece_at(sq("f7")).map(|p| p.char()), Some('N'));
    assert_eq!(s.board.confirm_refusal(), None);
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(s.board.game.display_moves(), vec!["Nf3 f+4"]);
    assert_eq!(s.board.phase(), Phase::Move);
    assert_eq!(s.board.position().turn(), Color::Black);
}

#[test]
fn arrows_wrap_and_cancel_out() {
    let mut s = state(Start::FullBelt);
    s.apply(Action::Board(BoardAction::Press(sq("g1"))));
    s.apply(Action::Board(BoardAction::Press(sq("f3"))));
    s.apply(Action::Board(BoardAction::Arrow(belt('4'), -1)));
    assert_eq!(
        s.board.pending.unwrap().preview,
        None,
        "rank 4 is empty: its arrows do nothing"
    );
    assert_eq!(
        s.board.feedback,
        Some(Feedback::BeltRefused(belt('4'), BeltRefusal::Empty))
    );
    s.apply(Action::Board(BoardAction::Arrow(belt('a'), 1)));
    s.apply(Action::Board(BoardAction::Arrow(belt('a'), -1)));
    assert_eq!(s.board.pending.unwrap().preview, None);
    s.apply(Action::Board(BoardAction::Arrow(belt('a'), -1)));
    assert_eq!(s.board.pending.unwrap().shift().unwrap().k(), 7);
    assert_eq!(s.board.shown_board().piece_at(sq("a8")).map(|p| p.char()), Some('R'));
    s.apply(Action::Board(BoardAction::Arrow(belt('b'), 1)));
    assert_eq!(
        s.board.pending.unwrap().shift().unwrap().machine(),
        "b+1",
        "another belt starts afresh"
    );
    assert_eq!(s.board.shown_board().piece_at(sq("a1")).map(|p| p.char()), Some('R'));
}

#[test]
fn belt_drag_and_belt_clicks_shift_by_the_distance() {
    let mut s = state(Start::FullBelt);
    s.apply(Action::Board(BoardAction::Drop {
        from: sq("g1"),
        to: sq("f3"),
    }));
    assert_eq!(s.board.phase(), Phase::Belt);
    s.apply(Action::Board(BoardAction::Drop {
        from: sq("a1"),
        to: sq("d1"),
    }));
    assert_eq!(s.board.pending.unwrap().shift().unwrap().machine(), "1+3");
    s.apply(Action::Board(BoardAction::Escape));
    assert_eq!(
        s.board.pending.unwrap().preview,
        None,
        "Escape undoes the preview first"
    );
    s.apply(Action::Board(BoardAction::Press(sq("h2"))));
    s.apply(Action::Board(BoardAction::Press(sq("h5"))));
    assert_eq!(s.board.pending.unwrap().shift().unwrap().machine(), "h+3");
    s.apply(Action::Board(BoardAction::Drop {
        from: sq("a1"),
        to: sq("b2"),
    }));
    assert_eq!(s.board.feedback, Some(Feedback::NotOneBelt(sq("a1"), sq("b2"))));
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert_eq!(s.board.game.display_moves(), vec!["Nf3 h+3"]);
}

#[test]
fn illegal_drop_snaps_back_and_cancel_takes_the_move_back() {
    let mut s = state(Start::FullBelt);
    s.apply(Action::Board(BoardAction::Drop {
        from: sq("g1"),
        to: sq("g3"),
    }));
    assert_eq!(s.board.phase(), Phase::Move);
    assert_eq!(s.board.shown_board(), *s.board.position().board());
    s.apply(Action::Board(BoardAction::Drop {
        from: sq("g1"),
        to: sq("f3"),
    }));
    assert_eq!(s.board.phase(), Phase::Belt);
    s.apply(Action::Board(BoardAction::CancelBelt));
    assert_eq!(s.board.phase(), Phase::Move);
    assert_eq!(s.board.shown_board(), *s.board.position().board());
    s.apply(Action::Board(BoardAction::Typed("Nf3 f+4".into())));
    s.apply(Action::Board(BoardAction::Press(sq("b8"))));
    s.apply(Action::Board(BoardAction::Press(sq("c6"))));
    s.apply(Action::Undo);
    assert_eq!(
        s.board.phase(),
        Phase::Move,
        "Undo in the belt phase takes back the normal move only"
    );
    assert_eq!(s.board.game.turns().len(), 1);
}

#[test]
fn disabled_belts_say_why() {
    let mut s = state(Start::FullBelt);
    s.apply(Action::Board(BoardAction::Typed("Nf3 1+1".into())));
    assert!(s.board.feedback.is_none(), "{:?}", s.board.feedback);
    s.apply(Action::Board(BoardAction::Press(sq("g8"))));
    s.apply(Action::Board(BoardAction::Press(sq("f6"))));
    let states = s.board.belt_states();
    let one = states.iter().find(|b| b.belt == belt('1')).unwrap();
    assert_eq!(one.disabled, Some(BeltRefusal::Forbidden));
    let four = states.iter().find(|b| b.belt == belt('4')).unwrap();
    assert_eq!(four.disabled, Some(BeltRefusal::Empty));
    assert!(states.iter().find(|b| b.belt == belt('a')).unwrap().disabled.is_none());
}

#[test]
fn promotion_asks_for_the_piece() {
    let fen = "8/P6k/8/8/8/8/8/K7 w - - 0 5";
    let mut s = state(Start::FullBelt);
    s.board_mut().game = Game::new(Position::from_fen(fen, Variant::FullBelt, Options::default()).unwrap());
    s.apply(Action::Board(BoardAction::Press(sq("a7"))));
    s.apply(Action::Board(BoardAction::Press(sq("a8"))));
    assert_eq!(s.board.promotion, Some(Move::new(sq("a7"), sq("a8"))));
    s.apply(Action::Board(BoardAction::Promote(Role::Knight)));
    assert_eq!(s.board.phase(), Phase::Belt);
    assert_eq!(s.board.shown_board().piece_at(sq("a8")).map(|p| p.char()), Some('N'));
}

#[test]
fn no_pawns_moves_play_at_once_and_a_capture_wins() {
    let mut s = state(Start::NoPawns);
    s.apply(Action::Board(BoardAction::Typed("Nc3".into())));
    assert_eq!(s.board.position().turn(), Color::Black);
    let fen = "3k4/8/8/8/8/8/1n6/K7 w - - 0 1";
    s.board_mut().game = Game::new(Position::from_fen(fen, Variant::NoPawns, Options::default()).unwrap());
    s.apply(Action::Board(BoardAction::Press(sq("a1"))));
    s.apply(Action::Board(BoardAction::Press(sq("b2"))));
    assert_eq!(s.board.phase(), Phase::Over);
    assert_eq!(status(&s), "White wins by king capture.");
}

#[test]
fn typed_errors_are_messages() {
    let mut s = state(Start::FullBelt);
    for bad in ["", "zz", "e2e5 f+1", "Nf3", "Nf3 f+9", "e2e4 e+1 extra"] {
        s.apply(Action::Board(BoardAction::Typed(bad.into())));
        assert!(s.board.feedback.is_some(), "{bad}");
        assert_eq!(s.board.game.turns().len(), 0);
    }
}

#[test]
fn undo_redo_and_view() {
    let mut s = state(Start::FullBelt);
    s.apply(Action::Board(BoardAction::Typed("Nf3 f+4".into())));
    s.apply(Action::Board(BoardAction::Typed("Nc6 c-1".into())));
    assert_eq!(s.board.game.turns().len(), 2, "{:?}", s.board.feedback);
    s.apply(Action::Undo);
    assert_eq!(s.board.game.turns().len(), 1);
    s.apply(Action::Redo);
    assert_eq!(s.board.game.display_moves(), vec!["Nf3 f+4", "Nc6 c-1"]);
    s.apply(Action::Board(BoardAction::View(1)));
    assert_eq!(s.board.shown_position().turn(), Color::Black);
    s.apply(Action::Board(BoardAction::Press(sq("e2"))));
    assert_eq!(s.board.selected, None, "the board is read-only while viewing history");
    s.apply(Action::Board(BoardAction::View(2)));
    assert_eq!(s.board.view, None);
    s.apply(Action::Board(BoardAction::Step(-1)));
    assert_eq!(
        s.board.view,
        Some(ViewPoint { ply: 2, half: true }),
        "half-way through Nc6 c-1"
    );
    assert_eq!(s.board.last_turn().map(|t| t.machine()), Some("b8c6".to_string()));
    assert_eq!(
        s.board.shown_board().piece_at(sq("c6")).map(|p| p.char()),
        Some('n'),
        "before the belt"
    );
    assert_eq!(s.board.checkers(), Vec::<Square>::new());
    for _ in 0..6 {
        s.apply(Action::Board(BoardAction::Step(-1)));
    }
    assert_eq!(
        s.board.view,
        Some(ViewPoint::after(0)),
        "stepping back stops at the start"
    );
    s.apply(Action::Board(BoardAction::Step(1)));
    assert_eq!(s.board.view, Some(ViewPoint { ply: 1, half: true }));
    s.apply(Action::Board(BoardAction::StepTurn(1)));
    assert_eq!(
        s.board.view,
        Some(ViewPoint::after(1)),
        "a whole turn on: after Nf3 f+4"
    );
    s.apply(Action::Board(BoardAction::Step(5)));
    assert_eq!(s.board.view, None, "stepping forward returns to the live game");
    s.apply(Action::Board(BoardAction::First));
    assert_eq!(s.board.view, Some(ViewPoint::after(0)));
    s.apply(Action::Board(BoardAction::Last));
    assert_eq!(s.board.view, None);
}

#[test]
fn the_last_turn_marks_the_piece_where_the_belt_took_it_and_the_checkers() {
    let mut s = state(Start::FullBelt);
    s.apply(Action::Board(BoardAction::Typed("Nf3 f+4".into())));
    let marks = s.board.last_marks().unwrap();
    assert_eq!((marks.from, marks.to), (sq("g1"), sq("f7")), "the knight ended on f7");
    assert_eq!(marks.belt.map(|b| b.machine()), Some("f+4".to_string()));
    // White's shift carried the f1 bishop and f2 pawn away and Black's f8
    // bishop to f4; it mates from g3 with the rook the h-file brings to h1.
    s.apply(Action::Board(BoardAction::Typed("f4g3 h+1".into())));
    assert!(s.board.outcome().is_some(), "{:?}", s.board.feedback);
    assert_eq!(
        s.board.checkers(),
        vec![sq("h1"), sq("g3")],
        "both checking pieces are marked"
    );
}

#[test]
fn a_threefold_repetition_ends_the_game_with_its_reason() {
    let mut s = state(Start::NoPawns);
    for _ in 0..2 {
        for t in ["Nc3", "Nc6", "Nb1", "Nb8"] {
            s.apply(Action::Board(BoardAction::Typed(t.into())));
            assert_eq!(s.board.feedback, None, "{t}");
        }
    }
    assert_eq!(s.board.phase(), Phase::Over);
    assert_eq!(status(&s), "Draw by threefold repetition.");
}

/// A search's figures after `depth`.
fn info(depth: u32) -> Info {
    Info {
        depth,
        score: crate::ai::Score::ZERO,
        nodes: 0,
        elapsed_ms: 0,
        pv: Vec::new(),
        lines: Vec::new(),
    }
}

/// An AI answer for the live position.
fn reply(s: &State, text: &str) -> Answer {
    // Written by hand, not parsed against the position: the AI may be wrong.
    let (normal, belt) = text.split_once(' ').map_or((text, None), |(m, b)| (m, Some(b)));
    let turn = crate::rules::Turn {
        normal: Move::parse_uci(normal).unwrap(),
        belt: belt.map(|b| BeltShift::parse(b).unwrap()),
    };
    Answer {
        fen: s.board.position().fen(),
        turn,
        info: info(0),
    }
}

/// Plays the AI's side of a job as the page would: start it, answer it.
fn answer(s: &mut State, text: &str) {
    let job = s.wanted_job(1).expect("the AI has a job");
    s.apply(Action::AiStarted(job.key()));
    assert_eq!(s.wanted_job(1), None, "a running job is not sent twice");
    let answer = reply(s, text);
    s.apply(Action::AiDone(job.key(), answer));
}

#[test]
fn undo_against_the_ai_takes_back_its_reply() {
    let mut s = State::default();
    assert_eq!(s.board.settings.mode, Mode::AiBlack);
    assert_eq!(s.wanted_job(1), None, "the user moves first");
    s.apply(Action::Board(BoardAction::Typed("Nf3 f+4".into())));
    assert_eq!(s.board.phase(), Phase::Ai);
    let job: Job = s.wanted_job(1).unwrap();
    s.apply(Action::AiStarted(job.key()));
    s.apply(Action::AiProgress(job.key(), info(2)));
    assert!(
        status(&s).starts_with("Black (AI) is thinking… depth 2"),
        "{}",
        status(&s)
    );
    let stale = Job::new(&s.board.game, s.board.settings.level, 1, Purpose::Hint).key();
    s.apply(Action::AiDone(stale, reply(&s, "b8c6 c-1")));
    assert_eq!(s.board.game.turns().len(), 1, "an answer to another job is ignored");
    s.apply(Action::AiDone(job.key(), reply(&s, "b8c6 c-1")));
    assert_eq!(s.board.game.turns().len(), 2, "{:?}", s.board.feedback);
    assert_eq!(s.ai.thinking, None);
    s.apply(Action::Undo);
    assert_eq!(s.board.game.turns().len(), 0);
    s.apply(Action::Redo);
    assert_eq!(s.board.game.turns().len(), 2);
}

#[test]
fn the_ai_plays_both_sides_and_hints_are_shown_not_played() {
    let mut s = State::new(Settings {
        mode: Mode::AiVsAi,
        start: Start::NoPawns,
        ..Settings::default()
    });
    answer(&mut s, "b1c3");
    answer(&mut s, "b8c6");
    assert_eq!(s.board.game.display_moves(), vec!["Nc3", "Nc6"]);
    let mut s = state(Start::FullBelt);
    assert_eq!(s.wanted_job(1), None);
    s.apply(Action::Hint);
    assert_eq!(s.wanted_job(1).unwrap().purpose, Purpose::Hint);
    answer(&mut s, "g1f3 f+4");
    assert_eq!(s.board.game.turns().len(), 0, "a hint is not played");
    assert_eq!(s.ai.hint.map(|t| t.machine()), Some("g1f3 f+4".to_string()));
    s.apply(Action::Board(BoardAction::Typed("e2e3 a+1".into())));
    assert_eq!(s.ai.hint, None, "a hint goes with its position");
    s.apply(Action::Hint);
    answer(&mut s, "e2e4 a+1");
    assert!(
        matches!(s.board.feedback, Some(Feedback::AiRefused(_))),
        "{:?}",
        s.board.feedback
    );
}

#[test]
fn resign_and_its_undo() {
    let mut s = state(Start::NoPawns);
    s.apply(Action::Resign);
    assert_eq!(status(&s), "Black wins by resignation.");
    s.apply(Action::Undo);
    assert_eq!(s.board.outcome(), None);
}

#[test]
fn slides_follow_the_normal_move_then_the_belt() {
    let mut s = state(Start::FullBelt);
    s.apply(Action::Board(BoardAction::Typed("g1f3 f+4".into())));
    let knight = s.board.motion.slide_at(sq("f7")).unwrap();
    assert_eq!(knight.normal, (1, -2));
    assert_eq!(knight.belt, (0, -4));
    let pawn = s.board.motion.slide_at(sq("f6")).unwrap();
    assert_eq!(pawn.normal, (0, 0));
    assert_eq!(pawn.belt, (0, -4));
}

/// A refused arrow's message goes with the user's next action, not before.
#[test]
fn feedback_lasts_until_the_next_user_action() {
    let mut s = state(Start::FullBelt);
    s.apply(Action::Board(BoardAction::Press(sq("g1"))));
    s.apply(Action::Board(BoardAction::Press(sq("f3"))));
    s.apply(Action::Board(BoardAction::Arrow(belt('4'), 1)));
    assert_eq!(
        s.board.feedback,
        Some(Feedback::BeltRefused(belt('4'), BeltRefusal::Empty))
    );
    s.apply(Action::Board(BoardAction::Arrow(belt('a'), 1)));
    assert_eq!(s.board.feedback, None, "a valid preview clears it");
    s.apply(Action::Board(BoardAction::Arrow(belt('4'), 1)));
    s.apply(Action::Board(BoardAction::Escape));
    assert_eq!(s.board.feedback, None, "so does Escape");
    let job = Job::new(&s.board.game, s.board.settings.level, 1, Purpose::Hint).key();
    s.apply(Action::Board(BoardAction::Arrow(belt('4'), 1)));
    s.apply(Action::AiProgress(job, info(0)));
    assert!(
        s.board.feedback.is_some(),
        "the AI's messages are not the user's actions"
    );
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// Any user action, on any square or belt.
    fn action() -> impl Strategy<Value = Action> {
        let square = (0u8..64).prop_map(|i| Square::all().nth(usize::from(i)).unwrap());
        let belt = (0usize..16).prop_map(|i| Belt::ALL[i]);
        prop_oneof![
            4 => square.clone().prop_map(|x| Action::Board(BoardAction::Press(x))),
            2 => (square.clone(), square.clone()).prop_map(|(from, to)| Action::Board(BoardAction::Drop { from, to })),
            3 => (belt.clone(), prop_oneof![Just(1), Just(-1)]).prop_map(|(b, d)| Action::Board(BoardAction::Arrow(b, d))),
            1 => (square.clone(), square).prop_map(|(from, to)| Action::Board(BoardAction::BeltDrag { from, to })),
            2 => Just(Action::Board(BoardAction::ConfirmBelt)),
            1 => Just(Action::Board(BoardAction::CancelBelt)),
            1 => Just(Action::Board(BoardAction::Escape)),
            1 => Just(Action::Undo),
            1 => Just(Action::Redo),
            1 => Just(Action::Board(BoardAction::Flip)),
            1 => Just(Action::Hint),
            1 => (0usize..12).prop_map(|x| Action::Board(BoardAction::View(x))),
            1 => (-2i32..=2).prop_map(|x| Action::Board(BoardAction::Step(x))),
            1 => prop_oneof![Just(Role::Queen), Just(Role::Knight)].prop_map(|x| Action::Board(BoardAction::Promote(x))),
            1 => Just(Action::Open(Dialog::Rules)),
            1 => Just(Action::Close),
            1 => "[a-h1-8 +NBRQKx-]{0,10}".prop_map(|x| Action::Board(BoardAction::Typed(x))),
        ]
    }

    fn start() -> impl Strategy<Value = Start> {
        prop_oneof![Just(Start::FullBelt), Just(Start::NoPawns), Just(Start::NoPawnsOneKing)]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn any_sequence_of_user_actions_keeps_the_state_sound(
            start in start(),
            actions in proptest::collection::vec(action(), 1..60),
        ) {
            let mut s = state(start);
            for action in actions {
                // A sentinel: whatever the action, it must not survive it.
                s.board_mut().feedback = Some(Feedback::NoBeltChosen);
                let before = s.board.feedback.clone();
                s.apply(action.clone());
                prop_assert!(
                    s.board.feedback != before || matches!(action, Action::Board(BoardAction::ConfirmBelt)),
                    "feedback outlived {:?}", action
                );
                if s.board.pending.is_some() {
                    prop_assert_eq!(s.board.phase(), Phase::Belt, "a pending normal move is the belt phase");
                    prop_assert!(s.board.position().variant().has_belts());
                }
                if let Some(view) = s.board.view {
                    prop_assert!(view.ply < s.board.game.turns().len() || (view.half && view.ply == s.board.game.turns().len()), "the viewed ply is within the game");
                }
                if let Some(sel) = s.board.selected {
                    prop_assert!(s.board.shown_board().piece_at(sel).is_some());
                }
            }
        }
    }
}

#[test]
fn the_coach_follows_the_first_full_belt_turn_then_stops() {
    let mut s = state(Start::FullBelt);
    assert_eq!(s.coach_tip(), Some(CoachTip::Move));
    s.apply(Action::Board(BoardAction::Press(sq("g1"))));
    s.apply(Action::Board(BoardAction::Press(sq("f3"))));
    assert_eq!(s.coach_tip(), Some(CoachTip::Belt));
    s.apply(Action::Board(BoardAction::Arrow(belt('f'), 1)));
    assert_eq!(s.coach_tip(), Some(CoachTip::Confirm));
    s.apply(Action::Board(BoardAction::Escape));
    assert_eq!(s.coach_tip(), Some(CoachTip::Belt), "undoing the shift goes back a tip");
    s.apply(Action::Board(BoardAction::Arrow(belt('f'), 1)));
    s.apply(Action::Board(BoardAction::ConfirmBelt));
    assert!(s.board.prefs.coach_seen);
    assert_eq!(s.coach_tip(), None, "after one whole turn, never again");
    // A typed turn ends it too; No Pawns never shows it.
    let mut typed = state(Start::FullBelt);
    typed.apply(Action::Board(BoardAction::Typed("g1f3 f+4".into())));
    assert!(typed.board.prefs.coach_seen);
    let mut np = state(Start::NoPawns);
    assert_eq!(np.coach_tip(), None);
    np.apply(Action::Board(BoardAction::Typed("b1c3".into())));
    assert!(
        !np.board.prefs.coach_seen,
        "the Full Belt tips wait for a Full Belt game"
    );
}

#[test]
fn the_coach_waits_for_the_users_turn() {
    let s = State::new(Settings {
        mode: Mode::AiWhite,
        ..Settings::default()
    });
    assert_eq!(s.coach_tip(), None, "the AI moves first");
}

#[test]
fn the_status_drops_a_parried_check_and_says_why_a_shift_cannot_be_confirmed() {
    let mut s = state(Start::FullBelt);
    // Qh4 checks along h4-g3-f2-e1; g2-g3 blocks it.
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/7q/5P2/PPPPP1PP/RNBQKBNR w - - 0 3";
    s.board_mut().game = Game::new(Position::from_fen(fen, Variant::FullBelt, Options::default()).unwrap());
    assert_eq!(status(&s), "White to move: make a normal move. Check!");
    s.apply(Action::Board(BoardAction::Press(sq("g2"))));
    s.apply(Action::Board(BoardAction::Press(sq("g3"))));
    assert_eq!(s.board.phase(), Phase::Belt);
    assert!(!status(&s).contains("Check"), "the check is parried: {}", status(&s));
    // The g-file up one carries the blocking pawn away: the check again.
    s.apply(Action::Board(BoardAction::Arrow(belt('g'), 1)));
    assert!(s.board.confirm_refusal().is_some());
    assert_eq!(
        status(&s),
        "White: g-file \u{2191}1 cannot be confirmed: your king would be in check. Shift another belt, or undo."
    );
    // Another shift that keeps the block: shown, and nothing refused.
    s.apply(Action::Board(BoardAction::Arrow(belt('a'), 1)));
    assert!(
        status(&s).starts_with("White: a-file \u{2191}1 is shown"),
        "{}",
        status(&s)
    );
}
