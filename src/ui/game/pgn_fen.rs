//! A game out as PGN, and a pasted PGN game or FEN position in. A FEN does
//! not name its game: one of the four setups is read as its own game, any
//! other as the current variant's, else as the other's (two kings a side can
//! only be Chess without Pawns).

use crate::rules::{
    annotated_to_pgn, game_to_pgn, parse_timed_pgn, Color, Game, PgnError, Position, PositionError, Start, Variant,
};
use crate::ui::game::clock::link::{pgn_clocks, timing_of_pgn};
use crate::ui::game::loaded::{start_of, Loaded};
use crate::ui::game::state::State;
use crate::ui::settings::values::Settings;

/// The name of a side in the PGN's White and Black tags.
fn player(settings: &Settings, color: Color) -> String {
    if settings.mode.ai_plays(color) {
        format!("Beltboard AI, level {}", settings.level.number())
    } else {
        "Player".to_string()
    }
}

/// The game as PGN, with the Event, Site, Date (`YYYY.MM.DD`, from the page's
/// clock), White and Black tags before the variant's.
pub fn export_pgn(state: &State, date: &str) -> String {
    let white = player(&state.board.settings, Color::White);
    let black = player(&state.board.settings, Color::Black);
    let mut tags = vec![
        ("Event", "Casual game"),
        ("Site", "Beltboard"),
        ("Date", date),
        ("White", &white),
        ("Black", &black),
    ];
    // A flag ends the game outside its record of turns: its result, and why.
    let flag = state.board.outcome().filter(|_| state.board.game.outcome().is_none());
    if let Some(ending) = flag {
        tags.push(("Result", ending.result.pgn()));
        tags.push(("Termination", "time forfeit"));
    }
    // A timed game: its TimeControl tag and a [%clk] after every turn.
    match &state.timing {
        Some(timing) => annotated_to_pgn(&pgn_clocks(&state.board.game, timing), &tags),
        None => game_to_pgn(&state.board.game, &tags),
    }
}

/// Why a pasted text cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Nothing was pasted.
    Empty,
    /// A PGN game that does not read (the error names the move and why).
    Pgn(PgnError),
    /// A FEN that is not a position.
    Fen(PositionError),
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ImportError::Empty => f.write_str("Paste a PGN game or a FEN position first."),
            ImportError::Pgn(e) => write!(f, "This PGN cannot be loaded: {e}."),
            ImportError::Fen(e) => write!(f, "This position cannot be set up: {e}."),
        }
    }
}

/// Reads a pasted PGN game (anything with a tag or a move number) or a FEN
/// position. The mode, level and orientation stay as they are.
pub fn import(text: &str, current: &Settings, flipped: bool) -> Result<Loaded, ImportError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ImportError::Empty);
    }
    let looks_like_pgn = text.starts_with('[') || text.starts_with("1.") || text.contains("1. ");
    let mut timing = None;
    let game = if looks_like_pgn {
        // Its clocks too, when it has a TimeControl.
        let annotated = parse_timed_pgn(text).map_err(ImportError::Pgn)?;
        timing = timing_of_pgn(&annotated);
        annotated.game
    } else {
        let canonical = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let named = Start::ALL.into_iter().find(|s| s.fen() == canonical);
        let variant = named.map_or(current.start.variant(), Start::variant);
        let other = match variant {
            Variant::FullBelt => Variant::NoPawns,
            Variant::NoPawns => Variant::FullBelt,
        };
        let position = Position::from_fen(text, variant, current.options())
            .or_else(|first| Position::from_fen(text, other, Default::default()).map_err(|_| first))
            .map_err(ImportError::Fen)?;
        Game::new(position)
    };
    let settings = Settings {
        start: start_of(game.start()),
        no_belt_check: game.start().options().no_belt_check,
        ..*current
    };
    let mut loaded = Loaded::new(settings, game);
    loaded.flipped = flipped;
    loaded.timing = timing;
    Ok(loaded)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::settings::values::Mode;
    use crate::ui::{board::state::BoardAction, game::state::Action};

    #[test]
    fn a_pgn_export_imports_back_to_the_same_game() {
        let mut s = State::new(Settings {
            start: Start::FullBeltHowe,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        });
        for t in ["e2e4 a+1", "d7d5 h+1", "d1e3 b+1"] {
            s.apply(Action::Board(BoardAction::Typed(t.into())));
            assert_eq!(s.board.feedback, None, "{t}");
        }
        let pgn = export_pgn(&s, "2026.11.29");
        assert!(
            pgn.contains("[Date \"2026.11.29\"]") && pgn.contains("[White \"Player\"]"),
            "{pgn}"
        );
        assert!(pgn.contains("[FEN \"kqrrnnbb/"), "Howe's setup travels as a FEN: {pgn}");
        let back = import(&pgn, &Settings::default(), true).unwrap();
        assert_eq!(back.game.turns(), s.board.game.turns());
        assert_eq!(
            back.settings.start,
            Start::FullBeltHowe,
            "the setup is recognised from its FEN"
        );
        assert_eq!(back.settings.mode, Settings::default().mode, "the mode stays");
        assert!(back.flipped);
    }

    #[test]
    fn import_errors_name_the_move_or_the_field() {
        let bad = "[Variant \"Full Belt Chess\"]\n\n1. Nf3 f+4 Nc6 c+1 2. Ke2 a+9";
        let e = import(bad, &Settings::default(), false).unwrap_err().to_string();
        assert!(e.starts_with("This PGN cannot be loaded: move 2. (White)"), "{e}");
        let e = import("rnbqkbnr/pppppppp/8 w", &Settings::default(), false)
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("This position cannot be set up: bad"), "{e}");
        assert_eq!(
            import("   ", &Settings::default(), false).unwrap_err(),
            ImportError::Empty
        );
        let e = import("<script>alert(1)</script>", &Settings::default(), false).unwrap_err();
        assert!(e.to_string().len() < 300, "{e}");
    }

    #[test]
    fn a_fen_is_read_in_the_variant_it_fits() {
        let full = Settings::default();
        let two_kings = import("4kk2/8/8/8/8/8/8/2KK4 w - - 0 1", &full, false).unwrap();
        assert_eq!(
            two_kings.settings.start,
            Start::NoPawns,
            "only Chess without Pawns has two kings"
        );
        let pawns = import("4k3/p7/8/8/8/8/P7/4K3 b - - 0 9", &full, false).unwrap();
        assert_eq!(pawns.settings.start, Start::FullBelt);
        assert_eq!(pawns.game.position().turn(), Color::Black);
        let one_king = import(Start::NoPawnsOneKing.fen(), &full, false).unwrap();
        assert_eq!(one_king.settings.start, Start::NoPawnsOneKing);
    }

    #[test]
    fn a_no_pawns_fen_in_a_no_belt_check_game_drops_the_option() {
        let current = Settings {
            no_belt_check: true,
            ..Settings::default()
        };
        let loaded = import("4kk2/8/8/8/8/8/8/2KK4 w - - 0 1", &current, false).unwrap();
        assert!(!loaded.settings.no_belt_check);
        let pgn = export_pgn(&State::load(loaded.clone()), "2026.12.01");
        assert!(!pgn.contains("NoBeltCheck"), "{pgn}");
        assert_eq!(import(&pgn, &current, false).unwrap().game.start(), loaded.game.start());
    }

    #[test]
    fn a_timed_game_writes_its_clocks_and_imports_them_back() {
        use crate::rules::TimeControl;
        use crate::ui::game::clock::clocks::ClockAction;
        let c = TimeControl::parse("3+2").unwrap();
        let settings = Settings {
            start: Start::NoPawns,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        let mut s = State::default();
        s.apply(Action::Clock(ClockAction::NewGame(settings, Some([c, c]))));
        for (now, turn) in [(1_000.0, "b1c3"), (5_400.0, "b8c6"), (9_000.0, "g1f3")] {
            s.now = now;
            s.apply(Action::Board(BoardAction::Typed(turn.into())));
        }
        let pgn = export_pgn(&s, "2026.12.02");
        assert!(pgn.contains("[TimeControl \"180+2\"]"), "{pgn}");
        assert!(
            pgn.contains("Nc3 { [%clk 0:03:00.0] }"),
            "the first turn is free: {pgn}"
        );
        assert!(pgn.contains("Nc6 { [%clk 0:02:57.6] }"), "4.4 s, then 2 s: {pgn}");
        let back = import(&pgn, &settings, false).unwrap();
        let timing = back.timing.expect("the clocks are read back");
        assert_eq!(timing.history(), s.timing.as_ref().unwrap().history());
        assert!(
            import("[Variant \"Chess without Pawns\"]\n\n1. Nc3 Nc6 *", &settings, false)
                .unwrap()
                .timing
                .is_none()
        );
    }
}
