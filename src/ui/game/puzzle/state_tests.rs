//! The puzzle mode in the reducer: opening it sets the game aside whole,
//! answers are judged by the rules, and leaving brings the game back.

use crate::puzzles::{read_puzzles, Kind, Puzzle, Theme};
use crate::rules::Turn;
use crate::rules::Variant;
use crate::rules::{tactics, Color, Start};
#[allow(unused_imports)]
use crate::rules::{Game, Move, Position, Role};
use crate::ui::board::state::BoardAction;
use crate::ui::game::notice::Notice;
use crate::ui::game::puzzle::action::PuzzleAction;
use crate::ui::game::puzzle::session::Session;
use crate::ui::game::puzzle::session::{Filter, Progress, Stage};
use crate::ui::game::save::save_text;
use crate::ui::game::state::*;
use crate::ui::settings::values::Mode;
#[allow(unused_imports)]
use crate::ui::settings::values::Prefs;
use crate::ui::settings::values::Settings;
use std::rc::Rc;

fn list(variant: Variant) -> Rc<[Puzzle]> {
    let text = match variant {
        Variant::FullBelt => include_str!("../../../../assets/puzzles/full-belt.json"),
        Variant::NoPawns => include_str!("../../../../assets/puzzles/no-pawns.json"),
    };
    read_puzzles(text).unwrap().into()
}

/// A game against the AI with a turn played, then the puzzle mode on the first puzzle of `kind`.
fn opened(variant: Variant, kind: Kind) -> (State, String) {
    let mut s = State::new(Settings::default());
    s.apply(Action::Board(BoardAction::Typed("g1f3 f+4".into())));
    assert_eq!(s.board.game.turns().len(), 1);
    let kept = save_text(&s);
    s.apply(Action::WantPuzzles(variant, None));
    assert_eq!(s.puzzle_wanted, Some((variant, None)));
    let list = list(variant);
    let id = list.iter().find(|p| p.kind == kind).unwrap().id.clone();
    let session = Session::open(variant, list, Some(&id), Progress::default()).unwrap();
    s.apply(Action::OpenPuzzles(Box::new(session)));
    assert_eq!(s.puzzle_wanted, None);
    (s, kept)
}

fn current(s: &State) -> Puzzle {
    s.session().unwrap().current().clone()
}

fn stage(s: &State) -> Stage {
    s.session().unwrap().stage
}

fn wrong_turn(s: &State) -> Turn {
    let p = current(s);
    s.board
        .position()
        .legal_turns()
        .into_iter()
        .find(|t| !p.accepts(*t))
        .unwrap()
}

#[test]
fn the_game_is_set_aside_whole_and_comes_back() {
    let (mut s, kept) = opened(Variant::NoPawns, Kind::Win1);
    let p = current(&s);
    assert_eq!(s.board.position().fen(), p.position().unwrap().fen());
    assert_eq!(s.board.settings.mode, Mode::TwoPlayers, "no AI in the puzzle mode");
    assert_eq!(s.wanted_job(1), None);
    assert_eq!(save_text(s.kept()), kept, "the library keeps the game, not the puzzle");
    s.apply(Action::Board(BoardAction::Typed(p.solutions[0].machine())));
    assert_eq!(save_text(s.kept()), kept);
    s.apply(Action::Puzzle(PuzzleAction::Leave));
    assert!(s.puzzle.is_none());
    assert_eq!(save_text(&s), kept);
    assert_eq!(s.board.settings.mode, Mode::AiBlack);
}

#[test]
fn a_win1_solution_solves_and_counts_once() {
    let (mut s, _) = opened(Variant::FullBelt, Kind::Win1);
    let p = current(&s);
    assert_eq!(s.board.position().variant(), Variant::FullBelt);
    s.apply(Action::Board(BoardAction::Typed(p.solutions[0].machine())));
    assert_eq!(stage(&s), Stage::Solved);
    let progress = &s.session().unwrap().progress;
    assert_eq!(progress.streak, 1);
    assert!(progress.has_solved(&p.id));
    s.apply(Action::Puzzle(PuzzleAction::Retry));
    assert_eq!(stage(&s), Stage::Solving);
    assert!(s.board.game.turns().is_empty());
    s.apply(Action::Board(BoardAction::Typed(p.solutions[0].machine())));
    assert_eq!(s.session().unwrap().progress.streak, 1, "a retry does not count again");
}

#[test]
fn a_wrong_turn_shows_its_refutation_until_retry_and_the_solution_comes_only_on_request() {
    let (mut s, _) = opened(Variant::NoPawns, Kind::Win1);
    let start = s.board.position().clone();
    let wrong = wrong_turn(&s);
    s.apply(Action::Board(BoardAction::Typed(wrong.machine())));
    // Counted as a miss; the try stays on the board with the opponent's reply to it.
    assert_eq!(stage(&s), Stage::Solving);
    assert_eq!(s.board.game.turns(), [wrong]);
    assert!(s.session().unwrap().missed);
    assert_eq!(s.session().unwrap().progress.streak, 0);
    let reply = s.puzzle_refutation().expect("the reply that punishes the try");
    assert!(s.board.position().is_legal(reply));
    let refuted = s.session().unwrap().refuted.unwrap();
    assert_eq!(refuted.wins, tactics::wins_at_once(s.board.position(), &reply));
    let words = crate::ui::game::puzzle::words::puzzle_progress(&s);
    assert!(
        words.starts_with("Not this one") && words.contains("answers"),
        "{words}"
    );
    assert!(!s.interactive(), "no turn until Retry");
    assert!(!crate::ui::game::words::status(&s).contains("to move"));
    // Retry takes the try back: the answer is due again.
    s.apply(Action::Puzzle(PuzzleAction::Retry));
    assert!(s.board.game.turns().is_empty());
    assert_eq!(s.board.position().fen(), start.fen());
    assert_eq!(s.puzzle_refutation(), None);
    let words = crate::ui::game::puzzle::words::puzzle_progress(&s);
    assert!(
        words.contains("Try again") && !words.contains("solving turn"),
        "{words}"
    );
    assert!(s.interactive());
    // Solved at the second try: not counted as solved, and said so.
    s.apply(Action::Board(BoardAction::Typed(current(&s).solutions[0].machine())));
    assert_eq!(stage(&s), Stage::Solved);
    assert!(!s.session().unwrap().progress.has_solved(&current(&s).id));
    assert!(crate::ui::game::puzzle::words::puzzle_progress(&s).contains("only a first try counts"));
    // Answered: the board takes no more turns, no undo.
    assert!(!s.interactive());
    assert!(
        !crate::ui::game::words::status(&s).contains("to move"),
        "no turn asked for"
    );
    s.apply(Action::Undo);
    assert_eq!(s.board.game.turns().len(), 1);
    // Retry, and the solution asked for.
    s.apply(Action::Puzzle(PuzzleAction::Retry));
    s.apply(Action::Puzzle(PuzzleAction::ShowSolution));
    assert!(s.board.game.turns().is_empty());
    let hint = s.ai.hint.unwrap();
    assert!(current(&s).accepts(hint));
    assert_eq!(stage(&s), Stage::Failed(0));
    let words = crate::ui::game::puzzle::words::puzzle_progress(&s);
    assert!(
        words.starts_with("A solving turn") && !words.contains("Not this one"),
        "{words}"
    );
    // The solution replayed after Retry solves it, told as not counted.
    s.apply(Action::Puzzle(PuzzleAction::Retry));
    s.apply(Action::Board(BoardAction::Typed(hint.machine())));
    assert_eq!(stage(&s), Stage::Solved);
    assert_eq!(
        crate::ui::game::puzzle::words::puzzle_progress(&s),
        "Solved after seeing the solution: not counted."
    );
    assert!(!s.session().unwrap().progress.has_solved(&current(&s).id));
    // The next puzzle is counted again.
    s.apply(Action::Puzzle(PuzzleAction::Next));
    assert!(!s.session().unwrap().solution_seen);
}

#[test]
fn a_wrong_defence_shows_the_win_it_allows_and_the_solution_from_there() {
    let (mut s, _) = opened(Variant::FullBelt, Kind::Defend);
    let before = s.board.position().clone();
    let losing = before
        .legal_turns()
        .into_iter()
        .find(|t| tactics::refutation(&before, t).is_some())
        .unwrap();
    s.apply(Action::Board(BoardAction::Typed(losing.machine())));
    let refuted = s.session().unwrap().refuted.unwrap();
    assert!(refuted.wins);
    assert_eq!(Some(refuted.reply), tactics::refutation(&before, &losing));
    assert!(crate::ui::game::puzzle::words::puzzle_progress(&s).contains("wins at once"));
    // Showing the solution goes back to before the try.
    s.apply(Action::Puzzle(PuzzleAction::ShowSolution));
    assert_eq!(stage(&s), Stage::Failed(0));
    assert!(s.board.game.turns().is_empty());
    assert_eq!(s.puzzle_refutation(), None);
}

#[test]
fn showing_the_solution_first_gives_up_and_the_hint_marks_the_piece() {
    let (mut s, _) = opened(Variant::NoPawns, Kind::Defend);
    s.apply(Action::Puzzle(PuzzleAction::Hint));
    let from = s.puzzle_hint().unwrap();
    assert!(current(&s).solutions.iter().any(|t| t.normal.from == from));
    s.apply(Action::Puzzle(PuzzleAction::ShowSolution));
    assert_eq!(stage(&s), Stage::Failed(0));
    assert_eq!(s.puzzle_hint(), None);
}

#[test]
fn a_defend_accepts_any_safe_turn() {
    let (mut s, _) = opened(Variant::FullBelt, Kind::Defend);
    let p = current(&s);
    let safe = *p.solutions.last().unwrap();
    assert!(tactics::refutation(s.board.position(), &safe).is_none());
    s.apply(Action::Board(BoardAction::Typed(safe.machine())));
    assert_eq!(stage(&s), Stage::Solved);
}

#[test]
fn a_win2_takes_a_reply_then_a_win_at_once() {
    let (mut s, kept) = opened(Variant::NoPawns, Kind::Win2);
    let p = current(&s);
    let me = s.board.position().turn();
    s.apply(Action::Board(BoardAction::Typed(p.solutions[0].machine())));
    assert_eq!(stage(&s), Stage::Reply);
    assert!(!s.interactive(), "the opponent is to reply");
    s.apply(Action::Puzzle(PuzzleAction::Reply));
    assert_eq!(s.board.game.turns().len(), 2);
    assert_eq!(s.board.position().turn(), me);
    assert_eq!(stage(&s), Stage::Solving);
    assert!(crate::ui::game::puzzle::words::puzzle_progress(&s).contains("Now win at once"));
    let win = tactics::find_win(s.board.position()).unwrap();
    s.apply(Action::Board(BoardAction::Typed(win.machine())));
    assert_eq!(stage(&s), Stage::Solved);
    assert_eq!(save_text(s.kept()), kept);
}

#[test]
fn a_win2_takes_back_a_second_turn_that_does_not_win() {
    let (mut s, _) = opened(Variant::NoPawns, Kind::Win2);
    s.apply(Action::Board(BoardAction::Typed(current(&s).solutions[0].machine())));
    s.apply(Action::Puzzle(PuzzleAction::Reply));
    let pos = s.board.position().clone();
    let slow = pos
        .legal_turns()
        .into_iter()
        .find(|t| !tactics::wins_at_once(&pos, t))
        .unwrap();
    s.apply(Action::Board(BoardAction::Typed(slow.machine())));
    // The try stays with its refutation; Retry takes it back to the
    // opponent's reply, and the winning turn is due again.
    assert_eq!(stage(&s), Stage::Solving);
    assert_eq!(s.board.game.turns().len(), 3);
    assert!(s.puzzle_refutation().is_some());
    s.apply(Action::Puzzle(PuzzleAction::Retry));
    assert_eq!(s.board.game.turns().len(), 2);
    assert!(s.interactive());
    s.apply(Action::Puzzle(PuzzleAction::ShowSolution));
    assert_eq!(stage(&s), Stage::Failed(2));
    assert_eq!(s.board.game.turns().len(), 2);
    assert!(tactics::wins_at_once(s.board.position(), &s.ai.hint.unwrap()));
}

#[test]
fn next_and_filters_choose_another_puzzle() {
    let (mut s, kept) = opened(Variant::FullBelt, Kind::Win1);
    let first = current(&s).id;
    s.apply(Action::Puzzle(PuzzleAction::Next));
    assert_ne!(current(&s).id, first);
    assert_eq!(stage(&s), Stage::Solving);
    let filter = Filter {
        theme: Some(Theme::FrozenPawn),
        difficulty: None,
    };
    s.apply(Action::Puzzle(PuzzleAction::SetFilter(filter)));
    assert!(current(&s).themes.contains(&Theme::FrozenPawn));
    assert_eq!(s.board.position().fen(), current(&s).position().unwrap().fen());
    // A filter nothing passes keeps the puzzle shown.
    let none = Filter {
        theme: Some(Theme::Castling),
        difficulty: None,
    };
    let id = current(&s).id;
    s.apply(Action::Puzzle(PuzzleAction::SetFilter(none)));
    assert_eq!(current(&s).id, id);
    assert_eq!(s.session().unwrap().matching(), 0);
    s.apply(Action::Puzzle(PuzzleAction::Leave));
    assert_eq!(save_text(&s), kept);
}

#[test]
fn another_variant_keeps_the_same_game_aside() {
    let (mut s, kept) = opened(Variant::FullBelt, Kind::Win1);
    s.apply(Action::WantPuzzles(Variant::FullBelt, None));
    assert_eq!(s.puzzle_wanted, None, "the list is kept while the mode is open");
    s.apply(Action::WantPuzzles(Variant::NoPawns, None));
    let session = Session::open(Variant::NoPawns, list(Variant::NoPawns), None, Progress::default()).unwrap();
    s.apply(Action::OpenPuzzles(Box::new(session)));
    assert_eq!(s.board.position().variant(), Variant::NoPawns);
    assert_eq!(s.board.flipped, s.board.position().turn() == Color::Black);
    s.apply(Action::Puzzle(PuzzleAction::Leave));
    assert_eq!(save_text(&s), kept);
}

#[test]
fn a_refused_opening_changes_nothing_but_the_notice() {
    let mut s = State::new(Settings {
        start: Start::NoPawns,
        ..Settings::default()
    });
    let kept = save_text(&s);
    assert!(Session::open(
        Variant::NoPawns,
        list(Variant::NoPawns),
        Some("np-9999"),
        Progress::default()
    )
    .is_err());
    s.ask_puzzle("zz-1");
    assert!(crate::ui::game::words::notice(s.notice.as_ref().unwrap()).contains("zz-1"));
    s.ask_puzzle("np-9999");
    assert_eq!(s.puzzle_wanted, Some((Variant::NoPawns, Some("np-9999".into()))));
    s.apply(Action::PuzzlesRefused(Notice::PuzzleNotFound("np-9999".into())));
    assert_eq!(s.puzzle_wanted, None);
    assert!(s.puzzle.is_none());
    assert_eq!(save_text(&s), kept);
    assert!(crate::ui::game::words::notice(s.notice.as_ref().unwrap()).contains("np-9999"));
}

#[test]
fn a_new_game_leaves_the_puzzle_mode() {
    let (mut s, _) = opened(Variant::NoPawns, Kind::Win1);
    s.apply(Action::NewGame(Settings::default()));
    assert!(s.puzzle.is_none());
    assert!(s.board.game.turns().is_empty());
}

#[test]
fn the_task_and_rating_in_words() {
    use crate::ui::game::words::{puzzle_rating, puzzle_task};
    assert_eq!(puzzle_task(Kind::Win1, Color::White), "White to play: win at once");
    assert_eq!(
        puzzle_task(Kind::Defend, Color::Black),
        "Black to play: find a turn that does not lose at once"
    );
    assert_eq!(puzzle_rating(1650), "Medium (1650): about 1 legal turn in 32 solves it");
}

#[test]
fn the_panel_selects_name_their_actions() {
    let f = Filter::default();
    let themed = Filter {
        theme: Some(Theme::WrapAround),
        difficulty: None,
    };
    assert_eq!(
        f.action("theme", "wrap-around"),
        Action::Puzzle(PuzzleAction::SetFilter(themed))
    );
    let hard = f.with("theme", "wrap-around").with("difficulty", "hard");
    assert_eq!(
        hard.difficulty,
        Some(crate::ui::game::puzzle::session::Difficulty::Hard)
    );
    assert_eq!(hard.with("theme", "").theme, None);
    assert_eq!(hard.with("nonsense", "x"), hard);
}
