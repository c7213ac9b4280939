//! The saved-game format: a game's link behind a version prefix, plus what a
//! link does not hold (the exact mode, the board's orientation). Save and
//! share use one format, validated by one replay. The game's end goes with
//! it: a resignation as the link's `resigned=`, an agreed draw as its
//! `drawn=agreed`, a flag as its clocks (the
//! side to move's at zero), which every earlier save already kept.

use crate::rules::Color;
use crate::ui::game::clock::link::{clock_params, timing_from};
use crate::ui::game::link::game_link;
use crate::ui::game::link::{parse_link, query};
use crate::ui::game::loaded::Loaded;
use crate::ui::game::state::State;
use crate::ui::settings::values::Mode;

/// The prefix of the current format. A change of format gets a new number;
/// an entry with another number is set aside rather than misread.
const FORMAT: &str = "beltboard-save-1:";

/// What every saved entry starts with, whatever its version.
const FAMILY: &str = "beltboard-save-";

// Typed beside the notice that carries it (a lower layer than the formats).
pub use crate::ui::game::notice::SaveError;

/// The saved entry for `state`.
pub fn save_text(state: &State) -> String {
    let mut text = format!(
        "{FORMAT}{}&mode={}&orientation={}",
        game_link(&state.board.settings, &state.board.game),
        state.board.settings.mode.key(),
        if state.board.flipped { "b" } else { "w" }
    );
    // A timed game: its controls and every clock value, read at the save.
    if let Some(timing) = &state.timing {
        text.push_str(&clock_params(timing, state.now));
    }
    text
}

/// Everything of a state that [`save_text`] writes, as values: equal keys
/// make equal texts. The page compares keys after every action instead of
/// texts, because writing the text (every turn of the record in link form)
/// would take a noticeable part of each click at a phone's speed.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveKey {
    settings: crate::ui::settings::values::Settings,
    start: crate::rules::Position,
    turns: Vec<crate::rules::Turn>,
    flipped: bool,
    /// The record's own end: a resignation, an agreed draw (the rules' ends follow the turns).
    ended: Option<crate::rules::Outcome>,
    clocks: Option<String>,
}

/// The [`SaveKey`] of `state`.
pub fn save_key(state: &State) -> SaveKey {
    SaveKey {
        settings: state.board.settings,
        start: state.board.game.start().clone(),
        turns: state.board.game.turns().to_vec(),
        flipped: state.board.flipped,
        ended: state.board.game.outcome(),
        clocks: state.timing.as_ref().map(|t| clock_params(t, state.now)),
    }
}

/// Reads a saved entry back.
pub fn read_save(text: &str) -> Result<Loaded, SaveError> {
    let Some(rest) = text.strip_prefix(FORMAT) else {
        return Err(if text.starts_with(FAMILY) {
            SaveError::OtherFormat
        } else {
            SaveError::Foreign
        });
    };
    let extra = query(rest);
    // Said as the save's own error, as before the link carried it.
    if extra.get("resigned").is_some_and(|v| !matches!(v, Some("w" | "b"))) {
        return Err(SaveError::BadResignation);
    }
    let link = parse_link(rest).map_err(SaveError::BadGame)?;
    let mut loaded = Loaded::new(link.settings, link.game);
    loaded.flipped = link.orientation.map_or(loaded.flipped, |c| c == Color::Black);
    if let Some(key) = extra.get("mode") {
        loaded.settings.mode = key.and_then(Mode::from_key).ok_or(SaveError::BadMode)?;
    }
    // The clocks resume paused, as they were (values that do not read: the
    // controls' initial times, as a link's).
    let plies = loaded.game.turns().len();
    loaded.timing = link
        .clock
        .map(|controls| timing_from(controls, extra.value("clocks"), plies));
    Ok(loaded)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{Game, Position, Start, Variant};
    use crate::ui::settings::values::Settings;
    use crate::ui::{
        board::{phase::Phase, state::BoardAction},
        game::state::Action,
    };

    #[test]
    fn a_saved_game_resumes_with_its_settings_and_orientation() {
        let mut s = State::new(Settings {
            start: Start::FullBeltHowe,
            no_belt_check: true,
            mode: Mode::AiVsAi,
            level: Level::new(5).unwrap(),
        });
        s.board_mut().flipped = true;
        for t in ["e2e4 a+1", "d7d5 h+1"] {
            let turn = crate::rules::parse_turn(s.board.position(), t).unwrap();
            s.board_mut().game.play(turn).unwrap();
        }
        let text = save_text(&s);
        assert!(text.starts_with("beltboard-save-1:"), "{text}");
        let back = read_save(&text).unwrap();
        assert_eq!(
            back.settings, s.board.settings,
            "AI vs AI survives, though a link says ai=none"
        );
        assert!(back.flipped);
        assert_eq!(back.game.turns(), s.board.game.turns());
    }

    #[test]
    fn a_resignation_and_a_custom_start_are_kept() {
        let settings = Settings {
            start: Start::NoPawns,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        let start = Position::from_fen("4k3/8/8/8/8/8/3n4/4K3 b - - 0 7", Variant::NoPawns, Default::default());
        let mut s = State::load(Loaded::new(settings, Game::new(start.unwrap())));
        s.apply(Action::Board(BoardAction::Typed("Nb3".into())));
        s.apply(Action::Resign);
        assert_eq!(s.board.phase(), Phase::Over);
        let back = read_save(&save_text(&s)).unwrap();
        assert_eq!(back.game.start().fen(), "4k3/8/8/8/8/8/3n4/4K3 b - - 0 7");
        assert_eq!(back.game.outcome(), s.board.game.outcome());
    }

    #[test]
    fn an_agreed_draw_is_kept_over_and_changes_the_save_key() {
        let mut s = State::new(Settings {
            mode: Mode::TwoPlayers,
            ..Settings::default()
        });
        s.apply(Action::Board(BoardAction::Typed("g1f3 f+4".into())));
        let going = save_key(&s);
        s.board_mut().game.agree_draw();
        assert_ne!(save_key(&s), going, "the end is written again");
        let text = save_text(&s);
        assert!(text.contains("&drawn=agreed"), "{text}");
        let back = State::load(read_save(&text).unwrap());
        assert_eq!(back.board.phase(), Phase::Over);
        assert_eq!(
            back.board.outcome(),
            Some(crate::rules::Outcome::draw(crate::rules::OutcomeReason::Agreement))
        );
        // A save holding a value that does not read is refused with the parameter named.
        let bad = read_save(&text.replace("drawn=agreed", "drawn=x")).unwrap_err();
        assert!(
            matches!(&bad, SaveError::BadGame(e) if e.parameter == "drawn"),
            "{bad:?}"
        );
    }

    #[test]
    fn the_save_key_changes_exactly_when_the_saved_text_does() {
        // The page writes a game again only when its key changes: a key
        // that missed a change would lose it at the next reload.
        let mut states = vec![State::new(Settings::default())];
        let mut played = State::new(Settings::default());
        for t in ["e2e4 a+1", "d7d5 h+1"] {
            let turn = crate::rules::parse_turn(played.board.position(), t).unwrap();
            played.board_mut().game.play(turn).unwrap();
            states.push(played.clone());
        }
        // The same position by another order of turns.
        let mut other = State::new(Settings::default());
        for t in ["e2e4 b+1", "d7d5 h+1"] {
            let turn = crate::rules::parse_turn(other.board.position(), t).unwrap();
            other.board_mut().game.play(turn).unwrap();
        }
        states.push(other);
        let mut flipped = played.clone();
        flipped.board_mut().flipped = true;
        states.push(flipped);
        let mut resigned = played.clone();
        resigned.apply(Action::Resign);
        states.push(resigned);
        states.push(State::new(Settings {
            mode: Mode::TwoPlayers,
            ..Settings::default()
        }));
        states.push(State::new(Settings {
            start: Start::NoPawns,
            ..Settings::default()
        }));
        for a in &states {
            for b in &states {
                assert_eq!(
                    save_key(a) == save_key(b),
                    save_text(a) == save_text(b),
                    "{} / {}",
                    save_text(a),
                    save_text(b)
                );
            }
        }
    }

    #[test]
    fn corrupt_or_other_format_entries_are_refused_with_the_reason() {
        for (text, why) in [
            ("{\"not\": \"ours\"}", SaveError::Foreign),
            ("beltboard-save-0:variant=full-belt", SaveError::OtherFormat),
            ("beltboard-save-1:variant=full-belt&mode=sideways", SaveError::BadMode),
            (
                "beltboard-save-1:variant=full-belt&resigned=x",
                SaveError::BadResignation,
            ),
        ] {
            assert_eq!(read_save(text).unwrap_err(), why, "{text}");
        }
        for text in [
            "beltboard-save-1:variant=full-belt&moves=e2e5_a%2B1",
            "beltboard-save-1:%FF%FE&variant=%FF",
        ] {
            assert!(matches!(read_save(text), Err(SaveError::BadGame(_))), "{text}");
        }
    }

    #[test]
    fn a_no_pawns_game_never_carries_the_full_belt_option() {
        let settings = Settings {
            start: Start::NoPawns,
            no_belt_check: true,
            ..Settings::default()
        };
        let back = read_save(&save_text(&State::new(settings))).unwrap();
        assert!(!back.settings.no_belt_check);
        assert_eq!(back.settings.start, Start::NoPawns);
    }

    #[test]
    fn a_timed_game_resumes_paused_with_its_clock_values() {
        use crate::rules::{Color, TimeControl};
        use crate::ui::game::clock::clocks::ClockAction;
        use crate::ui::game::clock::clocks::Pause;
        let (five, one) = (TimeControl::parse("5+3").unwrap(), TimeControl::parse("1+0").unwrap());
        let settings = Settings {
            start: Start::NoPawns,
            ..Settings::default()
        };
        let mut s = State::default();
        s.apply(Action::Clock(ClockAction::NewGame(settings, Some([five, one]))));
        s.apply(Action::Board(BoardAction::Typed("b1c3".into())));
        s.now = 2_500.0;
        let text = save_text(&s);
        assert!(text.contains("&clock=5+3,1+0&clocks="), "{text}");
        let back = read_save(&text).unwrap();
        let timing = back.timing.expect("the clocks are kept");
        assert_eq!(timing.pause(), Some(Pause::Reloaded));
        assert_eq!(timing.controls(), [five, one]);
        assert_eq!(
            timing.face(Color::Black, 99_000.0).left_ms,
            57_500,
            "as it was at the save"
        );
        assert_eq!(timing.history(), s.timing.as_ref().unwrap().history());
        let untimed = read_save(&save_text(&State::new(settings))).unwrap();
        assert!(untimed.timing.is_none());
    }
}
