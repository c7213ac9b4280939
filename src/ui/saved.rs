//! Whole games in and out of the page: save and resume (the game in
//! localStorage, written after every turn, read back on the next visit),
//! what the page opens with (a starting link: query parameters or a whole
//! game in the `#` fragment, and the notice shown when it cannot be used),
//! and PGN and FEN export and import. Plain Rust, tested natively; the page
//! only hands over its address, the stored text and what the user pasted.
//!
//! The saved entry is a [`game_link`] query behind a version prefix, so save
//! and share use one format, validated by one replay.

use super::link::{game_link, has_starting_parameters, parse_link, LinkGame};
use super::state::{Mode, Settings, State};
use crate::rules::{game_to_pgn, parse_pgn, Color, Game, Options, OutcomeReason, Position, Start, Variant};

/// The localStorage key of the saved game.
pub const SAVE_KEY: &str = "beltboard.game";

/// Where an entry that cannot be read is kept, so that nothing is thrown away
/// (a newer version of the app may read it, or a person may recover it).
pub const SET_ASIDE_KEY: &str = "beltboard.game.set-aside";

/// The prefix of the current format. A change of format gets a new number;
/// an entry with another number is set aside rather than misread.
const FORMAT: &str = "beltboard-save-1:";

/// What every saved entry starts with, whatever its version.
const FAMILY: &str = "beltboard-save-";

/// A whole game to put on the board.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// Variant, option, mode and level.
    pub settings: Settings,
    /// The record (its start may be a custom position).
    pub game: Game,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// A message to show with it.
    pub notice: Option<String>,
}

// By value: settings, orientation, notice, the start and the turns (a game is
// determined by them; `Game` itself has no equality).
impl PartialEq for Loaded {
    fn eq(&self, other: &Loaded) -> bool {
        self.settings == other.settings
            && self.flipped == other.flipped
            && self.notice == other.notice
            && self.game.start() == other.game.start()
            && self.game.turns() == other.game.turns()
            && self.game.outcome() == other.game.outcome()
    }
}

impl Eq for Loaded {}

impl Loaded {
    /// The game a link asks for, the board turned as the link says (else as
    /// the mode suggests: the user's side at the bottom).
    pub fn from_link(link: LinkGame, notice: Option<String>) -> Loaded {
        let flipped = match link.orientation {
            Some(color) => color == Color::Black,
            None => link.settings.mode == Mode::AiWhite,
        };
        Loaded {
            settings: link.settings,
            game: link.game,
            flipped,
            notice,
        }
    }

    /// A fresh game with `settings` and a notice.
    pub fn fresh(settings: Settings, notice: Option<String>) -> Loaded {
        Loaded {
            settings,
            game: Game::new(Position::start(settings.start, settings.options())),
            flipped: settings.mode == Mode::AiWhite,
            notice,
        }
    }
}

/// The value of parameter `name` in a `a=1&b=2` query, undecoded (only used
/// for the plain words this module writes itself).
fn raw_parameter<'a>(query: &'a str, name: &str) -> Option<&'a str> {
    query
        .trim_start_matches(['?', '#'])
        .split('&')
        .filter_map(|p| p.split_once('='))
        .filter(|(n, _)| *n == name)
        .map(|(_, v)| v)
        .next_back()
}

/// The saved entry for `state`: the format prefix, then the game's link, the
/// exact mode (a link only knows the AI's side), the board's orientation and
/// a resignation (not a turn, so not in the link's moves).
pub fn save_text(state: &State) -> String {
    let mut text = format!(
        "{FORMAT}{}&mode={}&orientation={}",
        game_link(&state.settings, &state.game),
        state.settings.mode.key(),
        if state.flipped { "b" } else { "w" }
    );
    if let Some(outcome) = state.game.outcome().filter(|o| o.reason == OutcomeReason::Resignation) {
        // The loser resigned: the winner's opponent.
        if let crate::rules::GameResult::Win(winner) = outcome.result {
            text.push_str(&format!("&resigned={}", (!winner).char()));
        }
    }
    text
}

/// Reads a saved entry back; the error says why it cannot be used.
pub fn read_save(text: &str) -> Result<Loaded, String> {
    let Some(query) = text.strip_prefix(FORMAT) else {
        return Err(if text.starts_with(FAMILY) {
            "it was saved in another format, by another version of Beltboard".to_string()
        } else {
            "it is not a game saved by Beltboard".to_string()
        });
    };
    let link = parse_link(query).map_err(|e| format!("it does not hold a valid game ({e})"))?;
    let mut loaded = Loaded::from_link(link, None);
    if let Some(key) = raw_parameter(query, "mode") {
        loaded.settings.mode = Mode::from_key(key).ok_or("its mode is not one Beltboard knows")?;
    }
    match raw_parameter(query, "resigned") {
        None => {}
        Some("w") => loaded.game.resign(Color::White),
        Some("b") => loaded.game.resign(Color::Black),
        Some(_) => return Err("its resignation is neither w nor b".into()),
    }
    Ok(loaded)
}

/// How the page starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The game to show first.
    pub loaded: Loaded,
    /// `embed=1`: the board and the essential controls only; an embedded
    /// board neither resumes nor overwrites the saved game.
    pub embed: bool,
    /// A saved entry that could not be read, to move to [`SET_ASIDE_KEY`].
    pub set_aside: Option<String>,
    /// Whether the address carried a game: the page then drops it from the
    /// address bar, so that a reload resumes the (saved) game as played on.
    pub from_address: bool,
}

/// Whether the query asks for the embedded page (`embed=1`).
pub fn is_embed(query: &str) -> bool {
    matches!(raw_parameter(query, "embed"), Some("1") | Some("true"))
}

/// Decides what the page opens with: a game in the `#` fragment, else a
/// starting query, else (outside an embed) the saved game, else a new game.
/// A link that cannot be followed, or a saved entry that cannot be read,
/// gives a new game and a notice saying why, never a failure.
pub fn opening(query: &str, fragment: &str, saved: Option<&str>) -> Opening {
    let embed = is_embed(query);
    let link = [fragment, query].into_iter().find(|part| has_starting_parameters(part));
    if let Some(part) = link {
        let loaded = match parse_link(part) {
            Ok(game) => match raw_parameter(part, "play") {
                Some(side) => relay_loaded(game, side, raw_parameter(part, "ply")),
                None => Loaded::from_link(game, None),
            },
            Err(e) => Loaded::fresh(
                Settings::default(),
                Some(format!(
                    "This link could not be opened: {e}. A new game was started instead."
                )),
            ),
        };
        return Opening {
            loaded,
            embed,
            set_aside: None,
            from_address: true,
        };
    }
    let fresh = |notice| Opening {
        loaded: Loaded::fresh(Settings::default(), notice),
        embed,
        set_aside: None,
        from_address: false,
    };
    match saved.filter(|_| !embed) {
        None => fresh(None),
        Some(text) => match read_save(text) {
            Ok(loaded) => Opening {
                loaded,
                embed,
                set_aside: None,
                from_address: false,
            },
            Err(why) => Opening {
                set_aside: Some(text.to_string()),
                ..fresh(Some(format!(
                    "Your saved game could not be resumed: {why}. It was set aside \
                     (kept in this browser's storage as '{SET_ASIDE_KEY}') and a new game was started."
                )))
            },
        },
    }
}

/// The link a player sends the opponent when two people play by link: the
/// game so far, then `play` (the side to move, who receives it) and `ply`
/// (the number of turns), so that the receiver's page can check that the
/// link is whole and for the side to move. `None` outside a two-player game,
/// before the first turn and after the end.
pub fn relay_link(state: &State) -> Option<String> {
    let game = &state.game;
    if state.settings.mode != Mode::TwoPlayers || game.turns().is_empty() || game.outcome().is_some() {
        return None;
    }
    Some(format!(
        "{}&play={}&ply={}",
        game_link(&state.settings, game),
        game.position().turn().char(),
        game.turns().len()
    ))
}

/// The game of a play-by-link link, checked: the side it is for (`play`)
/// must be the side to move after `ply` turns. The receiver sees the board
/// from that side and a notice saying it is their move; a link that fails
/// the check (cut short, changed, or not for the side to move) still shows
/// its game, with a notice saying what is wrong instead.
fn relay_loaded(link: LinkGame, side: &str, ply: Option<&str>) -> Loaded {
    let game = &link.game;
    let to_move = game.position().turn();
    let color = match side {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    };
    let turns = game.turns().len();
    let problem = match (color, ply.and_then(|p| p.parse::<usize>().ok())) {
        (None, _) => Some("it does not say which side it is for".to_string()),
        (_, None) => Some("it does not say how many turns it holds".to_string()),
        (_, Some(n)) if n != turns => Some(format!(
            "it should hold {n} turns but holds {turns}: it may have been cut short or changed"
        )),
        (Some(c), _) if c != to_move => Some(format!("it is for {c}, but {to_move} is to move in its game")),
        _ if game.outcome().is_some() => Some("its game is already over".to_string()),
        _ => None,
    };
    let notice = match problem {
        Some(why) => format!("This play-by-link link does not check out: {why}. Its game is shown as it stands."),
        None => format!(
            "Your move as {to_move}: play your turn, then send the link offered under the board to your opponent."
        ),
    };
    let mut loaded = Loaded::from_link(link, Some(notice));
    loaded.flipped = color.unwrap_or(to_move) == Color::Black;
    loaded
}

/// The setup a game from `start` belongs to: the one it starts from, else
/// the standard one of its variant (the start position then travels as a FEN).
pub fn start_of(start: &Position) -> Start {
    Start::ALL
        .into_iter()
        .filter(|s| s.variant() == start.variant())
        .find(|s| s.fen() == start.fen())
        .unwrap_or(match start.variant() {
            Variant::FullBelt => Start::FullBelt,
            Variant::NoPawns => Start::NoPawns,
        })
}

/// The name of a side in the PGN's White and Black tags.
fn player(settings: &Settings, color: Color) -> String {
    if settings.mode.ai_plays(color) {
        format!("Beltboard AI, level {}", settings.level)
    } else {
        "Player".to_string()
    }
}

/// The game as PGN, with the Event, Site, Date (`YYYY.MM.DD`, from the page's
/// clock), White and Black tags before the variant's.
pub fn export_pgn(state: &State, date: &str) -> String {
    let white = player(&state.settings, Color::White);
    let black = player(&state.settings, Color::Black);
    game_to_pgn(
        &state.game,
        &[
            ("Event", "Casual game"),
            ("Site", "Beltboard"),
            ("Date", date),
            ("White", &white),
            ("Black", &black),
        ],
    )
}

/// Reads a pasted PGN game (anything with a tag or a move number) or a FEN
/// position. A FEN does not name its game: one of the four setups is read as
/// its own game, any other as the current variant's, else as the other's (two
/// kings a side can only be Chess without Pawns). The mode, level and orientation stay as they are. The error says
/// what failed: for a PGN, the move and why.
pub fn import(text: &str, current: &Settings, flipped: bool) -> Result<Loaded, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("Paste a PGN game or a FEN position first.".into());
    }
    let looks_like_pgn = text.starts_with('[') || text.starts_with("1.") || text.contains("1. ");
    let game = if looks_like_pgn {
        parse_pgn(text).map_err(|e| format!("This PGN cannot be loaded: {e}."))?
    } else {
        let options = Options {
            no_belt_check: current.no_belt_check,
        };
        // One of the four setups is read as that setup's game, whatever the current one.
        let named = Start::ALL
            .into_iter()
            .find(|s| s.fen() == text.split_whitespace().collect::<Vec<_>>().join(" "));
        let variant = named.map_or(current.start.variant(), Start::variant);
        let other = match variant {
            Variant::FullBelt => Variant::NoPawns,
            Variant::NoPawns => Variant::FullBelt,
        };
        let position = Position::from_fen(text, variant, options)
            .or_else(|first| Position::from_fen(text, other, Options::default()).map_err(|_| first))
            .map_err(|e| format!("This position cannot be set up: {e}."))?;
        Game::new(position)
    };
    let start = start_of(game.start());
    Ok(Loaded {
        settings: Settings {
            start,
            no_belt_check: game.start().options().no_belt_check,
            ..*current
        },
        game,
        flipped,
        notice: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::state::{Action, Phase};

    fn two_players(start: Start) -> State {
        State::new(Settings {
            start,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        })
    }

    #[test]
    fn a_saved_game_resumes_with_its_settings_and_orientation() {
        let mut s = State::new(Settings {
            start: Start::FullBeltHowe,
            no_belt_check: true,
            mode: Mode::AiVsAi,
            level: 5,
        });
        s.flipped = true;
        for t in ["e2e4 a+1", "d7d5 h+1"] {
            s.game.play(crate::rules::parse_turn(s.position(), t).unwrap()).unwrap();
        }
        let text = save_text(&s);
        assert!(text.starts_with("beltboard-save-1:"), "{text}");
        let back = read_save(&text).unwrap();
        assert_eq!(
            back.settings, s.settings,
            "AI vs AI survives, though a link says ai=none"
        );
        assert!(back.flipped);
        assert_eq!(back.game.turns(), s.game.turns());
        let opening = opening("", "", Some(&text));
        assert_eq!(opening.loaded, back);
        assert!(!opening.from_address && opening.set_aside.is_none());
    }

    #[test]
    fn a_resignation_and_a_custom_start_are_kept() {
        let mut s = two_players(Start::NoPawns);
        s.apply(Action::Load(Box::new(Loaded {
            settings: s.settings,
            game: Game::new(
                Position::from_fen(
                    "4k3/8/8/8/8/8/3n4/4K3 b - - 0 7",
                    crate::rules::Variant::NoPawns,
                    Default::default(),
                )
                .unwrap(),
            ),
            flipped: false,
            notice: None,
        })));
        s.apply(Action::Typed("Nb3".into()));
        s.apply(Action::Resign);
        assert_eq!(s.phase(), Phase::Over);
        let back = read_save(&save_text(&s)).unwrap();
        assert_eq!(back.game.start().fen(), "4k3/8/8/8/8/8/3n4/4K3 b - - 0 7");
        assert_eq!(back.game.outcome(), s.game.outcome());
    }

    #[test]
    fn corrupt_or_other_format_entries_are_set_aside_with_a_notice() {
        for (text, why) in [
            ("{\"not\": \"ours\"}", "not a game saved by Beltboard"),
            ("beltboard-save-0:variant=full-belt", "another format"),
            (
                "beltboard-save-1:variant=full-belt&moves=e2e5_a%2B1",
                "does not hold a valid game",
            ),
            ("beltboard-save-1:variant=full-belt&mode=sideways", "mode"),
            ("beltboard-save-1:variant=full-belt&resigned=x", "resignation"),
            ("beltboard-save-1:%FF%FE", "does not hold a valid game"),
        ] {
            let o = opening("", "", Some(text));
            assert_eq!(o.set_aside.as_deref(), Some(text));
            let notice = o.loaded.notice.clone().unwrap();
            assert!(
                notice.contains(why) && notice.contains(SET_ASIDE_KEY),
                "{text}: {notice}"
            );
            assert!(o.loaded.game.turns().is_empty());
            assert_eq!(o.loaded.settings, Settings::default());
        }
    }

    #[test]
    fn links_come_before_the_saved_game_and_an_embed_ignores_it() {
        let saved = save_text(&two_players(Start::NoPawns));
        let o = opening("?variant=no-pawns-one-king&ai=w", "", Some(&saved));
        assert_eq!(o.loaded.settings.start, Start::NoPawnsOneKing);
        assert!(
            o.from_address && o.loaded.flipped,
            "the user plays Black: Black at the bottom"
        );
        let o = opening("?ai=b", "#variant=no-pawns&moves=b1c3&ai=none", Some(&saved));
        assert_eq!(o.loaded.game.turns().len(), 1, "the fragment's whole game wins");
        let o = opening("?embed=1", "", Some(&saved));
        assert!(o.embed && !o.from_address);
        assert_eq!(
            o.loaded.settings,
            Settings::default(),
            "an embed does not resume the saved game"
        );
        let o = opening("?utm_source=x", "", Some(&saved));
        assert_eq!(o.loaded.settings.start, Start::NoPawns, "a bare address resumes");
    }

    #[test]
    fn a_hostile_link_gives_a_fresh_game_and_a_short_notice() {
        let o = opening("?fen=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "", None);
        let notice = o.loaded.notice.unwrap();
        assert!(
            notice.starts_with("This link could not be opened: link parameter 'fen'"),
            "{notice}"
        );
        assert!(o.loaded.game.turns().is_empty() && o.from_address);
    }

    #[test]
    fn start_of_names_the_setup_or_the_variant() {
        let howe = Position::start(Start::FullBeltHowe, Default::default());
        assert_eq!(start_of(&howe), Start::FullBeltHowe);
        let custom = Position::from_fen(
            "4k3/8/8/8/8/8/3n4/4K3 b - - 0 7",
            crate::rules::Variant::NoPawns,
            Default::default(),
        )
        .unwrap();
        assert_eq!(start_of(&custom), Start::NoPawns);
    }

    #[test]
    fn a_pgn_export_imports_back_to_the_same_game() {
        let mut s = two_players(Start::FullBeltHowe);
        for t in ["e2e4 a+1", "d7d5 h+1", "d1e3 b+1"] {
            s.apply(Action::Typed(t.into()));
            assert_eq!(s.error, None, "{t}");
        }
        let pgn = export_pgn(&s, "2026.11.29");
        assert!(
            pgn.contains("[Date \"2026.11.29\"]") && pgn.contains("[White \"Player\"]"),
            "{pgn}"
        );
        assert!(pgn.contains("[FEN \"kqrrnnbb/"), "Howe's setup travels as a FEN: {pgn}");
        let back = import(&pgn, &Settings::default(), true).unwrap();
        assert_eq!(back.game.turns(), s.game.turns());
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
        let e = import(bad, &Settings::default(), false).unwrap_err();
        assert!(e.starts_with("This PGN cannot be loaded: move 2. (White)"), "{e}");
        let e = import("rnbqkbnr/pppppppp/8 w", &Settings::default(), false).unwrap_err();
        assert!(e.starts_with("This position cannot be set up: bad"), "{e}");
        assert!(import("   ", &Settings::default(), false).is_err());
        let e = import("<script>alert(1)</script>", &Settings::default(), false).unwrap_err();
        assert!(e.len() < 300, "{e}");
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
    fn play_by_link_checks_the_side_and_the_length() {
        let mut s = two_players(Start::NoPawns);
        assert_eq!(relay_link(&s), None, "nothing to send before the first turn");
        s.apply(Action::Typed("Nc3".into()));
        let link = relay_link(&s).unwrap();
        assert!(link.ends_with("&ai=none&level=3&play=b&ply=1"), "{link}");
        let o = opening("", &format!("#{link}"), None);
        assert_eq!(o.loaded.game.turns(), s.game.turns());
        assert!(o.loaded.flipped, "Black gets the board from Black's side");
        assert!(o.loaded.notice.unwrap().starts_with("Your move as Black"));
        // Cut short by a turn, a link still parses: the count catches it.
        s.apply(Action::Typed("Nc6".into()));
        s.apply(Action::Typed("Nd5".into()));
        let long = relay_link(&s).unwrap();
        let cut = long.replace("b1c3,b8c6,c3d5", "b1c3");
        let notice = opening("", &format!("#{cut}"), None).loaded.notice.unwrap();
        assert!(notice.contains("should hold 3 turns but holds 1"), "{notice}");
        let wrong_side = long.replace("play=b", "play=w");
        let notice = opening("", &format!("#{wrong_side}"), None).loaded.notice.unwrap();
        assert!(notice.contains("it is for White, but Black is to move"), "{notice}");
        let no_count = long.replace("&ply=3", "");
        assert!(opening("", &format!("#{no_count}"), None)
            .loaded
            .notice
            .unwrap()
            .contains("how many turns"));
        let mut ai = State::default();
        ai.apply(Action::Typed("Nf3 f+4".into()));
        assert_eq!(relay_link(&ai), None, "only two players play by link");
    }
}
