//! A game's end kept with it: a flag, a resignation, a repetition and a
//! mate come back over, with their reason, from a save, a library entry
//! and a share link, including saves and links written before the end
//! was read from them; and the library counts moves and keeps one entry
//! per game.

use crate::rules::{Color, Game, GameResult, Options, Outcome, OutcomeReason, Position, Start, TimeControl, Variant};
use crate::ui::game::clock::clocks::ClockAction;
use crate::ui::game::clock::link::clock_params;
use crate::ui::game::library::shelf::{entry_of, entry_text, listing, worth_keeping, Listed};
use crate::ui::game::link::{game_link, read_link};
use crate::ui::game::loaded::Loaded;
use crate::ui::game::save::{read_save, save_text};
use crate::ui::game::start::opening;
use crate::ui::settings::values::{Mode, Settings};
use crate::ui::{
    board::{phase::Phase, state::BoardAction},
    game::state::{Action, State},
};

/// A two-player No Pawns game at 1+0: Nc3, Nf6 played a second apart, then
/// White's clock runs out at page time 61 s.
fn flagged() -> State {
    let one = TimeControl::parse("1+0").unwrap();
    let settings = Settings {
        start: Start::NoPawns,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    };
    let mut s = State::default();
    s.apply(Action::Clock(ClockAction::NewGame(settings, Some([one, one]))));
    for (now, turn) in [(0.0, "Nc3"), (1_000.0, "Nf6")] {
        s.now = now;
        s.apply(Action::Board(BoardAction::Typed(turn.into())));
    }
    s.now = 61_000.0;
    s.apply(Action::Clock(ClockAction::Flag));
    s
}

/// The share dialog's link of `state` (its game, then its clocks), as the
/// `#` part of an address.
fn share_fragment(state: &State) -> String {
    let mut link = game_link(&state.board.settings, &state.board.game);
    if let Some(timing) = &state.timing {
        link.push_str(&clock_params(timing, state.now));
    }
    format!("#{link}")
}

/// The state a page shows for the share link `fragment`.
fn opened(fragment: &str) -> State {
    let o = opening("", fragment, None);
    assert!(
        o.from_address && o.loaded.notice.is_none(),
        "{fragment}: {:?}",
        o.loaded.notice
    );
    State::load(o.loaded)
}

/// Checks that `state` shows the game over with `end`, with nothing to
/// resume and no turn to play.
fn over_with(state: &State, end: Outcome, what: &str) {
    assert_eq!(state.board.outcome(), Some(end), "{what}");
    assert_eq!(state.board.phase(), Phase::Over, "{what}");
    assert!(!state.clock_paused(), "{what}: no Resume for a game over");
}

#[test]
fn a_flag_comes_back_from_a_reload_and_a_share_link() {
    let s = flagged();
    let end = Outcome::win(Color::Black, OutcomeReason::Time);
    over_with(&s, end, "as it fell");
    let reloaded = State::load(read_save(&save_text(&s)).unwrap());
    over_with(&reloaded, end, "reloaded");
    assert_eq!(reloaded.timing.as_ref().unwrap().face(Color::White, 1e9).left_ms, 0);
    over_with(&opened(&share_fragment(&s)), end, "its share link");
    // Reloaded once more, it is written as it was read.
    assert_eq!(save_text(&reloaded), save_text(&s));
}

#[test]
fn a_flag_saved_before_it_was_read_from_the_clocks_opens_over() {
    // What the page wrote after White's flag fell at 1+0 (Nc3 Nf6, then
    // White's minute gone): the result was not in it, the clocks were.
    let old = "beltboard-save-1:variant=no-pawns&moves=b1c3,g8f6&ai=none&level=3&mode=two-players\
               &orientation=w&clock=1+0&clocks=60000.60000,60000.60000,60000.59000,0.59000";
    let s = State::load(read_save(old).unwrap());
    over_with(&s, Outcome::win(Color::Black, OutcomeReason::Time), "an old save");
    // The same game with time left is in progress, paused for the player.
    let going = old.replace(",0.59000", ",1500.59000");
    let s = State::load(read_save(&going).unwrap());
    assert_eq!(s.board.outcome(), None);
    assert!(s.clock_paused(), "a game in progress resumes paused");
    // An old link without clocks or a result opens in progress, as before.
    let s = opened("#variant=no-pawns&moves=b1c3,g8f6&ai=none");
    assert_eq!(s.board.phase(), Phase::Move);
}

#[test]
fn a_flag_the_side_with_time_cannot_win_is_a_draw_after_a_reload_too() {
    // White's two kings alone against Black's: Black's flag falls, and
    // White cannot win by any turns (rule 7), so it is a draw.
    let one = TimeControl::parse("1+0").unwrap();
    let kings = Position::from_fen("3kk3/8/8/8/8/8/8/3KK3 w - - 0 30", Variant::NoPawns, Options::default()).unwrap();
    let mut s = State::default();
    let settings = Settings {
        start: Start::NoPawns,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    };
    s.apply(Action::Clock(ClockAction::NewGame(settings, Some([one, one]))));
    let loaded = Loaded {
        timing: s.timing.clone(),
        ..Loaded::new(settings, Game::new(kings))
    };
    s.apply(Action::Load(Box::new(loaded)));
    s.apply(Action::Board(BoardAction::Typed("d1c1".into())));
    s.now = 60_000.0;
    s.apply(Action::Clock(ClockAction::Flag));
    let end = Outcome::draw(OutcomeReason::TimeCannotWin(Color::White));
    over_with(&s, end, "as it fell");
    over_with(&State::load(read_save(&save_text(&s)).unwrap()), end, "reloaded");
    over_with(&opened(&share_fragment(&s)), end, "its share link");
}

#[test]
fn a_resignation_goes_with_the_share_link_and_a_bad_one_is_named() {
    let mut s = State::new(Settings {
        start: Start::NoPawns,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    });
    s.apply(Action::Board(BoardAction::Typed("Nc3".into())));
    s.apply(Action::Resign);
    let end = Outcome::win(Color::White, OutcomeReason::Resignation);
    over_with(&s, end, "resigned");
    let link = share_fragment(&s);
    assert!(link.contains("&resigned=b"), "{link}");
    over_with(&opened(&link), end, "its share link");
    over_with(&State::load(read_save(&save_text(&s)).unwrap()), end, "reloaded");
    // A save written before the link carried it reads the same.
    let old = "beltboard-save-1:variant=no-pawns&moves=b1c3&ai=none&level=3&mode=two-players&orientation=w&resigned=b";
    over_with(&State::load(read_save(old).unwrap()), end, "an old save");
    // A value that is not a side is named, and the game still opens.
    let bad = read_link(&crate::ui::game::link::query("#variant=no-pawns&moves=b1c3&resigned=x"));
    assert_eq!(
        bad.problems.iter().map(|p| p.parameter).collect::<Vec<_>>(),
        ["resigned"]
    );
    assert_eq!(bad.game.turns().len(), 1);
    assert_eq!(bad.game.outcome(), None);
}

#[test]
fn a_repetition_and_a_mate_come_back_from_their_turns() {
    let settings = Settings {
        start: Start::NoPawns,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    };
    let mut s = State::new(settings);
    for turn in ["Nc3", "Nf6", "Nb1", "Ng8", "Nc3", "Nf6", "Nb1", "Ng8"] {
        s.apply(Action::Board(BoardAction::Typed(turn.into())));
    }
    let end = Outcome::draw(OutcomeReason::Repetition);
    over_with(&s, end, "repeated");
    over_with(&State::load(read_save(&save_text(&s)).unwrap()), end, "reloaded");
    over_with(&opened(&share_fragment(&s)), end, "its share link");
    // A rook's mate on the back rank.
    let start = Position::from_fen("k7/8/1K6/8/8/8/8/7R w - - 0 1", Variant::NoPawns, Options::default()).unwrap();
    let mut s = State::load(Loaded::new(settings, Game::new(start)));
    s.apply(Action::Board(BoardAction::Typed("Rh8".into())));
    let end = Outcome::win(Color::White, OutcomeReason::Checkmate);
    over_with(&s, end, "mated");
    over_with(&State::load(read_save(&save_text(&s)).unwrap()), end, "reloaded");
    over_with(&opened(&share_fragment(&s)), end, "its share link");
}

/// The library's entry of `state` under `key`.
fn listed(key: &str, state: &State) -> Listed {
    let text = entry_text(state, 1_000);
    listing([(key, text.as_str())]).games.remove(0)
}

#[test]
fn the_library_lists_a_flag_as_over_and_counts_moves_as_a_move_list_does() {
    let entry = listed("beltboard.library.a", &flagged());
    assert_eq!(entry.result(), Some(GameResult::Win(Color::Black)));
    assert_eq!(entry.outcome().map(|o| o.reason), Some(OutcomeReason::Time));
    let mut s = State::new(Settings {
        start: Start::NoPawns,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    });
    let turns = ["Nc3", "Nf6", "Nb1", "Ng8", "Na3", "Na6", "Nb1", "Nb8"];
    let mut counted = Vec::new();
    for turn in turns {
        s.apply(Action::Board(BoardAction::Typed(turn.into())));
        let entry = listed("beltboard.library.a", &s);
        counted.push((entry.turns(), entry.moves()));
    }
    assert_eq!(
        counted,
        [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 4)],
        "four turns a side are 4 moves"
    );
    // A game from a position with Black to move numbers Black's turn 1...
    let black = Position::from_fen("4k3/8/8/8/8/8/3n4/4K3 b - - 0 7", Variant::NoPawns, Options::default()).unwrap();
    let mut s = State::load(Loaded::new(s.board.settings, Game::new(black)));
    let mut counted = Vec::new();
    for turn in ["Nb3", "Kd1", "Nc5"] {
        s.apply(Action::Board(BoardAction::Typed(turn.into())));
        counted.push(listed("beltboard.library.a", &s).moves());
    }
    assert_eq!(counted, [1, 2, 2], "1... Nb3 2. Kd1 Nc5");
}

#[test]
fn a_game_opened_again_finds_its_entry_and_untouched_games_are_not_worth_keeping() {
    let s = flagged();
    let text = entry_text(&s, 5);
    let other = entry_text(&State::new(s.board.settings), 9);
    let list = listing([
        ("beltboard.library.other", other.as_str()),
        ("beltboard.library.mine", text.as_str()),
    ]);
    let again = opening("", &share_fragment(&s), None).loaded;
    assert_eq!(
        entry_of(&list, &again).map(|g| g.key.as_str()),
        Some("beltboard.library.mine")
    );
    // The same turns without the flag are another game: the result is not
    // taken from an entry that has it, nor lost from one.
    let going = opening("", "#variant=no-pawns&moves=b1c3,g8f6&ai=none&level=3", None).loaded;
    assert!(entry_of(&list, &going).is_none());
    assert!(worth_keeping(&s));
    assert!(!worth_keeping(&State::new(s.board.settings)), "no turn, no end");
    let lesson = Loaded::lesson(
        Start::NoPawns,
        false,
        "4k3/8/8/8/8/8/3n4/4K3 b - - 0 7",
        s.board.settings.level,
    );
    assert!(!worth_keeping(&State::load(lesson.unwrap())), "a lesson only tried");
}

#[test]
fn a_flagged_games_pgn_writes_its_result_and_why() {
    let s = flagged();
    let end = s.board.outcome().expect("the flag ended the game");
    assert_eq!(s.board.game.outcome(), None, "not the record's own end");
    let pgn = crate::ui::game::pgn_fen::export_pgn(&s, "2026.12.05");
    let result = end.result.pgn();
    assert!(pgn.contains(&format!("[Result \"{result}\"]")), "{pgn}");
    assert_eq!(pgn.matches("[Result").count(), 1, "{pgn}");
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    assert!(pgn.trim_end().ends_with(result), "{pgn}");
    // A result a caller states never overrides the one the rules reached.
    let mut resigned = Game::new(Position::start(Start::FullBelt, Options::default()));
    resigned.resign(Color::White);
    let text = crate::rules::game_to_pgn(&resigned, &[("Result", "1-0")]);
    assert!(
        text.contains("[Result \"0-1\"]") && text.trim_end().ends_with("0-1"),
        "{text}"
    );
}
