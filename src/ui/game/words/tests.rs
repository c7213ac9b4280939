//! The words' native tests, kept apart so that words.rs stays small.

use super::*;
use crate::ui::board::state::BoardAction;
use crate::ui::words::types::capitalise;

#[test]
fn evaluations_say_whose_they_are() {
    assert_eq!(evaluation(Score::centipawns(154), Color::White), "+1.54 for White");
    assert_eq!(evaluation(Score::centipawns(154), Color::Black), "+1.54 for Black");
    assert_eq!(evaluation(Score::centipawns(-40), Color::White), "+0.40 for Black");
    assert_eq!(evaluation(Score::ZERO, Color::Black), "even");
    assert_eq!(
        evaluation(Score::mate_in(1), Color::Black),
        "Black wins in 1 turn",
        "a mate or a king capture"
    );
    assert_eq!(evaluation(Score::mated_in(2), Color::Black), "White wins in 1 turn");
}

#[test]
fn node_counts_round_to_one_decimal() {
    assert_eq!(nodes(950), "950");
    assert_eq!(nodes(12_345), "12.3k");
    assert_eq!(nodes(12_350), "12.4k");
    assert_eq!(nodes(4_060_000), "4.1M");
    assert_eq!(nodes(999_950), "1.0M", "not 1000.0k");
}

#[test]
fn numbers_and_units_are_the_languages_own() {
    crate::i18n::current::speak_built("de");
    assert_eq!(nodes(684_900), "684,9\u{a0}Tsd.");
    assert_eq!(nodes(3_400_000), "3,4\u{a0}Mio.");
    assert_eq!([seconds(500), seconds(2000)], ["0,5 s", "2 s"]);
    assert_eq!(pawns(240), "2,40");
    crate::i18n::current::speak_built("ru");
    assert_eq!(nodes(684_900), "684,9\u{a0}тыс.");
    assert_eq!(nodes(3_400_000), "3,4\u{a0}млн");
    assert_eq!([seconds(500), seconds(1000)], ["0,5 с", "1 с"]);
    crate::i18n::current::speak_built("fr");
    assert_eq!(nodes(12_345), "12,3\u{a0}k");
    crate::i18n::current::speak_built("es");
    assert_eq!(nodes(12_345), "12,3\u{a0}mil");
    crate::i18n::current::speak_built("it");
    assert_eq!(nodes(3_400_000), "3,4\u{a0}Mln");
}

#[test]
fn every_language_names_the_game_pages_actions_apart() {
    use crate::i18n::current::speak_built;
    for lang in ["en", "de", "fr", "es", "it", "ru"] {
        if lang != "en" {
            speak_built(lang);
        }
        // The buttons a turn shows together: each action its own words.
        let labels = [
            t(msg::action_undo()),
            t(msg::action_redo()),
            t(msg::belt_undo_shift()),
            t(msg::belt_go_back()),
            t(msg::belt_take_back()),
            t(msg::history_replay()),
            t(msg::action_resume_ai()),
            t(msg::action_step_ai()),
        ];
        for (i, a) in labels.iter().enumerate() {
            for b in &labels[i + 1..] {
                assert_ne!(a.to_lowercase(), b.to_lowercase(), "{lang}: two actions, one name");
            }
        }
        // Redo shares no word with a take-back (Russian chess takes a move
        // back with "вернуть").
        let redo = t(msg::action_redo()).to_lowercase();
        for back in [t(msg::belt_take_back()), t(msg::live_takeback())] {
            let back = back.to_lowercase();
            assert!(back.split(' ').all(|w| w != redo), "{lang}: redo '{redo}' in '{back}'");
        }
        // The belt bar takes back the normal move alone, not the turn that
        // Undo takes back: its words are not the turn's.
        let undo = t(msg::action_undo_title()).to_lowercase();
        let move_back = t(msg::belt_take_back()).to_lowercase();
        assert!(!undo.contains(&move_back), "{lang}: '{move_back}' reads as '{undo}'");
    }
}

#[test]
fn a_viewer_names_the_turn_shown() {
    let mut s = State::default();
    s.apply(crate::ui::game::state::Action::Board(BoardAction::Typed(
        "Nf3 f+4".into(),
    )));
    s.apply(crate::ui::game::state::Action::Board(BoardAction::View(0)));
    assert_eq!(viewer_turn(&s.board), "Start (0/1)");
    s.apply(crate::ui::game::state::Action::Board(BoardAction::Step(1)));
    assert_eq!(viewer_turn(&s.board), "1. Nf3, then the belt (1/1)");
    s.apply(crate::ui::game::state::Action::Board(BoardAction::Step(1)));
    assert_eq!(viewer_turn(&s.board), "1. Nf3 f-file ↑4 (1/1)");
}

#[test]
fn review_words_name_the_mark_its_reason_and_the_better_turn() {
    use crate::rules::review::review_line;
    use crate::rules::{parse_turn, Position, Start};
    let mut game = Game::new(Position::start(Start::FullBelt, crate::rules::Options::default()));
    for t in ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3", "c7c5 8+4", "c1d3 d+3"] {
        let turn = parse_turn(game.position(), t).unwrap();
        game.play(turn).unwrap();
    }
    let evals = vec![Some(Evaluation::EVEN); 5];
    let reviews = review_line(game.start(), game.turns(), &evals);
    let note = review_note(&game, 4, &reviews[3]);
    assert!(note.starts_with("Blunder: it lets White win at once with "), "{note}");
    let mut mistake = reviews[0].clone();
    mistake.mark = Some(Mark::Mistake);
    mistake.drop_cp = Some(240);
    assert_eq!(
        review_note(&game, 1, &mistake),
        "Mistake: the evaluation falls by 2.40 pawns"
    );
    let best = game.turns()[0];
    assert_eq!(
        better_turn(&game, 1, best, Some(Evaluation::Pawns(30))),
        format!("Better was {} (+0.30)", turn_words(game.start(), best))
    );
    assert_eq!(better_turn(&game, 0, best, None), "");
    assert_eq!(review_progress(3, 6, true), "Reviewing\u{2026} 3 of 6 positions");
    assert_eq!(review_progress(6, 6, false), "Review done: 6 positions.");
    assert!(review_progress(3, 6, false).starts_with("Review paused at 3 of 6"));
    assert_eq!(
        [seconds(100), seconds(500), seconds(1000), seconds(2500)],
        ["0.1 s", "0.5 s", "1 s", "2.5 s"]
    );
}

#[test]
fn the_assistant_names_the_win_it_warns_of() {
    let mut s = State::default();
    s.apply(crate::ui::game::state::Action::Board(BoardAction::Typed(
        "Nf3 f+4".into(),
    )));
    let turn = s.board.game.turns()[0];
    let mate = Win { turn, capture: false };
    assert_eq!(verdict(None), "Safe");
    assert_eq!(verdict(Some(mate)), "Allows a win in one");
    assert_eq!(confirm_anyway(Some(&mate)), "This allows mate in one: confirm anyway?");
    assert_eq!(
        confirm_anyway(Some(&Win { turn, capture: true })),
        "This allows a king capture: confirm anyway?"
    );
    assert_eq!(confirm_anyway(None), "This allows a win in one: confirm anyway?");
    assert_eq!(threat_line(&s), None, "only once asked for");
}

#[test]
fn capitalise_keeps_the_rest() {
    assert_eq!(capitalise("rank 4 cannot"), "Rank 4 cannot");
    assert_eq!(capitalise(""), "");
    assert_eq!(capitalise("échec"), "Échec");
    assert_eq!(capitalise("ход"), "Ход");
}

#[test]
fn the_belt_phase_status_names_the_shift_shown() {
    use crate::rules::{Belt, Square};
    use crate::ui::{board::state::BoardAction, game::state::Action};
    let sq = |name: &str| name.parse::<Square>().unwrap();
    let mut s = State::default();
    s.apply(Action::Board(BoardAction::Press(sq("g1"))));
    s.apply(Action::Board(BoardAction::Press(sq("f3"))));
    assert!(status(&s).starts_with("White: now shift a belt"), "{}", status(&s));
    s.apply(Action::Board(BoardAction::Arrow(Belt::from_char('f').unwrap(), 1)));
    assert_eq!(status(&s), "White: f-file ↑1 is shown; confirm it, or shift again.");
    s.apply(Action::Board(BoardAction::Arrow(Belt::from_char('f').unwrap(), -1)));
    assert!(
        status(&s).starts_with("White: now shift a belt"),
        "back to no shift: {}",
        status(&s)
    );
}
