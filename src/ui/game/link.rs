//! Links that start or restore a game: the parameters of a starting state
//! (`?variant=no-pawns&ai=b&level=4`) and the `#` fragment that carries a
//! whole game, so a static host needs nothing.
//!
//! Everything here comes from a URL anyone can craft: every value is
//! validated, the game is replayed turn by turn, and an error names the
//! parameter without echoing more than a short, quoted excerpt. A link with
//! one bad parameter keeps the good ones ([`read_link`]); a saved game, which
//! the app wrote itself, must be whole ([`parse_link`]).

use crate::ai::Level;
use crate::rules::{quote, Color, Game, GameResult, Options, OutcomeReason, Position, Start, TimeControl, Variant};
use crate::ui::game::clock::link::read_clock;
pub use crate::ui::record::link_error::{error, LinkError, LinkProblem};
use crate::ui::record::query::{encode, Query};
use crate::ui::settings::values::{Mode, Settings};

/// The values a link (or an embedding page's command) gives for a game, as
/// text, each optional; [`read_fields`] checks them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LinkFields<'a> {
    /// `full-belt`, `full-belt-howe`, `no-pawns`, `no-pawns-one-king`.
    pub variant: Option<&'a str>,
    /// `no-belt-check`.
    pub rule: Option<&'a str>,
    /// The start position.
    pub fen: Option<&'a str>,
    /// The turns in machine form, comma-separated, the belt after `_` or a space.
    pub moves: Option<&'a str>,
    /// The AI's side: `w`, `b` or `none`.
    pub ai: Option<&'a str>,
    /// The AI's level, `1` to `5`.
    pub level: Option<&'a str>,
    /// The side at the bottom: `w` or `b`.
    pub orientation: Option<&'a str>,
    /// The time controls: `3+2`, or White's and Black's `5+3,1+0`.
    pub clock: Option<&'a str>,
    /// The side that resigned the game: `w` or `b`.
    pub resigned: Option<&'a str>,
    /// How a drawn game ended by the players' word: `agreed`.
    pub drawn: Option<&'a str>,
}

/// The parameter names of a starting link; any other is left alone (other
/// software may add its own parameters).
pub const STARTING: [&str; 10] = [
    "variant",
    "rule",
    "fen",
    "moves",
    "ai",
    "level",
    "orientation",
    "clock",
    "resigned",
    "drawn",
];

/// A game a link asks for.
#[derive(Clone, Debug)]
pub struct LinkGame {
    /// Variant, option, mode and level.
    pub settings: Settings,
    /// The start (the variant's, or the `fen` parameter's) and the turns replayed.
    pub game: Game,
    /// The side at the bottom of the board, if the link says.
    pub orientation: Option<Color>,
    /// The parameters that could not be used, each ignored.
    pub problems: Vec<LinkError>,
    /// White's and Black's time controls, if the link asks for a timed game.
    pub clock: Option<[TimeControl; 2]>,
}

impl<'a> LinkFields<'a> {
    /// The fields of a parsed query, with an error for each starting
    /// parameter whose value could not be decoded.
    pub fn from_query(query: &'a Query) -> (LinkFields<'a>, Vec<LinkError>) {
        let mut problems = Vec::new();
        let mut get = |name: &'static str| match query.get(name) {
            Some(None) => {
                problems.push(error(name, LinkProblem::Escape));
                None
            }
            other => other.flatten(),
        };
        let fields = LinkFields {
            variant: get("variant"),
            rule: get("rule"),
            fen: get("fen"),
            moves: get("moves"),
            ai: get("ai"),
            level: get("level"),
            orientation: get("orientation"),
            clock: get("clock"),
            resigned: get("resigned"),
            drawn: get("drawn"),
        };
        (fields, problems)
    }
}

/// Reads a side: `w` or `b`.
fn color(text: &str) -> Option<Color> {
    match text {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    }
}

/// The game `fields` ask for; a field left out keeps its value in `base`,
/// and a field that cannot be used is ignored and named in `problems`.
pub fn read_fields(fields: &LinkFields, base: &Settings) -> LinkGame {
    let mut problems = Vec::new();
    let start = match fields.variant {
        None => base.start,
        Some(key) => Start::from_key(key).unwrap_or_else(|| {
            problems.push(error("variant", LinkProblem::Variant(quote(key))));
            base.start
        }),
    };
    let no_belt_check = match fields.rule {
        None => fields.variant.is_none() && base.no_belt_check,
        Some("") => false,
        Some("no-belt-check") if start.variant() == Variant::FullBelt => true,
        Some("no-belt-check") => {
            problems.push(error("rule", LinkProblem::RuleNotHere));
            false
        }
        Some(other) => {
            problems.push(error("rule", LinkProblem::Rule(quote(other))));
            false
        }
    };
    let options = Options::for_variant(start.variant(), no_belt_check);
    let position = match fields.fen.filter(|f| !f.is_empty()) {
        None => Position::start(start, options),
        Some(text) => Position::from_fen(text, start.variant(), options).unwrap_or_else(|e| {
            problems.push(error("fen", LinkProblem::Position(quote(text), e)));
            Position::start(start, options)
        }),
    };
    let texts: Vec<String> = fields
        .moves
        .filter(|m| !m.is_empty())
        .map(|m| m.split(',').map(|t| t.trim().replace('_', " ")).collect())
        .unwrap_or_default();
    let mut game = match Game::replay(position.clone(), texts.iter().map(String::as_str)) {
        Ok(game) => game,
        Err(e) => {
            problems.push(error("moves", LinkProblem::Moves(e.clone())));
            // The turns before the bad one still stand.
            let before = texts[..e.index].iter().map(String::as_str);
            Game::replay(position.clone(), before).unwrap_or_else(|_| Game::new(position))
        }
    };
    // A resignation ends the game where the turns stop (one the rules
    // already ended stays as they ended it).
    if let Some(text) = fields.resigned {
        match color(text) {
            Some(side) => game.resign(side),
            None => problems.push(error("resigned", LinkProblem::Side(quote(text)))),
        }
    }
    // So does a draw both players agreed to.
    match fields.drawn {
        None => {}
        Some("agreed") => game.agree_draw(),
        Some(text) => problems.push(error("drawn", LinkProblem::Drawn(quote(text)))),
    }
    let mode = match fields.ai {
        None => base.mode,
        Some("w") => Mode::AiWhite,
        Some("b") => Mode::AiBlack,
        Some("none") => Mode::TwoPlayers,
        Some(other) => {
            problems.push(error("ai", LinkProblem::Ai(quote(other))));
            base.mode
        }
    };
    let level = match fields.level {
        None => base.level,
        Some(text) => text.parse::<u8>().ok().and_then(Level::new).unwrap_or_else(|| {
            problems.push(error("level", LinkProblem::Level(quote(text))));
            base.level
        }),
    };
    let orientation = fields.orientation.and_then(|text| {
        let side = color(text);
        if side.is_none() {
            problems.push(error("orientation", LinkProblem::Side(quote(text))));
        }
        side
    });
    // A clock that cannot be read leaves the game untimed, and says why.
    let clock = fields.clock.and_then(|text| {
        read_clock(text)
            .map_err(|why| problems.push(error("clock", LinkProblem::Clock(quote(text), why))))
            .ok()
    });
    LinkGame {
        clock,
        settings: Settings {
            start,
            no_belt_check,
            mode,
            level,
        },
        game,
        orientation,
        problems,
    }
}

/// The names whose values read `+` as a space.
const PLUS_IS_SPACE: [&str; 2] = ["fen", "caption"];

/// Parses a query for the formats built on links.
pub fn query(text: &str) -> Query {
    Query::parse(text, &PLUS_IS_SPACE)
}

/// Reads a starting link, keeping what can be used.
pub fn read_link(query: &Query) -> LinkGame {
    let (fields, mut problems) = LinkFields::from_query(query);
    let mut link = read_fields(&fields, &Settings::default());
    problems.append(&mut link.problems);
    link.problems = problems;
    link
}

/// Reads a link that must be whole (a saved game): its first problem is the error.
pub fn parse_link(text: &str) -> Result<LinkGame, LinkError> {
    let link = read_link(&query(text));
    match link.problems.first() {
        Some(problem) => Err(problem.clone()),
        None => Ok(link),
    }
}

/// The query that restores `game` with `settings`: the variant, the option,
/// the start position when it is not the variant's, the turns, a
/// resignation or an agreed draw, the AI side and level. Put it after `#` (nothing reaches the
/// server) or `?`. (A timed game's flag travels with its clocks: see
/// `clock_link`.)
pub fn game_link(settings: &Settings, game: &Game) -> String {
    let settings = settings.normalized();
    let mut out = format!("variant={}", settings.start.key());
    if settings.no_belt_check {
        out.push_str("&rule=no-belt-check");
    }
    let start_fen = game.start().fen();
    if start_fen != Position::start(settings.start, settings.options()).fen() {
        out.push_str("&fen=");
        out.push_str(&encode(&start_fen.replace(' ', "+")));
    }
    for (i, turn) in game.turns().iter().enumerate() {
        out.push_str(if i == 0 { "&moves=" } else { "," });
        out.push_str(&encode(&turn.machine().replace(' ', "_")));
    }
    if let Some(side) = resigned(game) {
        out.push_str(&format!("&resigned={}", side.char()));
    }
    if game.outcome().is_some_and(|o| o.reason == OutcomeReason::Agreement) {
        out.push_str("&drawn=agreed");
    }
    out.push_str(match settings.mode {
        Mode::AiBlack => "&ai=b",
        Mode::AiWhite => "&ai=w",
        Mode::TwoPlayers | Mode::AiVsAi => "&ai=none",
    });
    out.push_str(&format!("&level={}", settings.level.number()));
    out
}

/// The side that resigned `game`, if it was resigned.
pub fn resigned(game: &Game) -> Option<Color> {
    game.outcome()
        .filter(|o| o.reason == OutcomeReason::Resignation)
        .and_then(|o| match o.result {
            // The loser resigned: the winner's opponent.
            GameResult::Win(winner) => Some(!winner),
            GameResult::Draw => None,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::parse_turn;

    #[test]
    fn a_bare_query_is_the_default_game() {
        let link = parse_link("").unwrap();
        assert_eq!(link.settings, Settings::default());
        assert!(link.game.turns().is_empty());
        assert!(!query("?embed=1&utm_source=x").has_any(&STARTING));
        assert!(query("?variant=no-pawns").has_any(&STARTING));
    }

    #[test]
    fn reads_every_parameter() {
        let q = "?variant=full-belt&rule=no-belt-check&moves=g1f3_f%2B4,e7e5%203-2&ai=w&level=5&orientation=b&embed=1";
        let link = parse_link(q).unwrap();
        assert_eq!(link.settings.start, Start::FullBelt);
        assert!(link.settings.no_belt_check);
        assert_eq!(link.settings.mode, Mode::AiWhite);
        assert_eq!(link.settings.level.number(), 5);
        assert_eq!(link.orientation, Some(Color::Black));
        let moves: Vec<String> = link.game.turns().iter().map(|t| t.machine()).collect();
        assert_eq!(moves, ["g1f3 f+4", "e7e5 3+6"]);
    }

    #[test]
    fn a_fen_with_plus_signs_for_spaces() {
        let link =
            parse_link("?variant=no-pawns-one-king&fen=6rk/5n1r/6n1/8/8/1N6/R1N5/KR6+b+-+-+0+1&ai=none").unwrap();
        assert_eq!(link.game.start().fen(), "6rk/5n1r/6n1/8/8/1N6/R1N5/KR6 b - - 0 1");
        assert_eq!(link.game.position().turn(), Color::Black);
        assert_eq!(link.settings.mode, Mode::TwoPlayers);
    }

    #[test]
    fn round_trip_through_a_game_link() {
        let mut game = Game::new(Position::start(Start::FullBeltHowe, Options::default()));
        for t in ["e2e4 f+4", "d7d5 a+1"] {
            let turn = parse_turn(game.position(), t).unwrap();
            game.play(turn).unwrap();
        }
        let settings = Settings {
            start: Start::FullBeltHowe,
            no_belt_check: false,
            mode: Mode::TwoPlayers,
            level: Level::new(2).unwrap(),
        };
        let link = game_link(&settings, &game);
        let back = parse_link(&format!("#{link}")).unwrap();
        assert_eq!(back.game.turns(), game.turns());
        assert_eq!(back.settings, settings);
        let custom = Game::new(
            Position::from_fen("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", Variant::NoPawns, Options::default()).unwrap(),
        );
        let settings = Settings {
            start: Start::NoPawns,
            ..settings
        };
        let back = parse_link(&game_link(&settings, &custom)).unwrap();
        assert_eq!(back.game.start().fen(), custom.start().fen());
    }

    #[test]
    fn hostile_or_broken_values_are_errors_naming_the_parameter() {
        let cases = [
            ("?fen=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "fen"),
            ("?variant=chess", "variant"),
            ("?rule=anything", "rule"),
            ("?variant=no-pawns&rule=no-belt-check", "rule"),
            ("?moves=e2e4", "moves"),
            ("?moves=e2e4_f%2B4,e2e4_f%2B4", "moves"),
            ("?ai=x", "ai"),
            ("?level=9", "level"),
            ("?level=-1", "level"),
            ("?orientation=up", "orientation"),
            ("?fen=%ZZ", "fen"),
            ("?fen=%FF", "fen"),
            ("?moves=%+1", "moves"),
            ("?clock=3", "clock"),
            ("?clock=0+0", "clock"),
            ("?clock=3+2.5", "clock"),
        ];
        for (query, parameter) in cases {
            let e = parse_link(query).unwrap_err();
            assert_eq!(e.parameter, parameter, "{query}: {e}");
            assert!(e.to_string().len() < 300, "{e}");
        }
        let long = format!("?variant={}", "x".repeat(100_000));
        assert!(parse_link(&long).unwrap_err().to_string().len() < 300);
    }

    #[test]
    fn a_bad_parameter_keeps_the_good_ones() {
        let link = read_link(&query("?variant=no-pawns&moves=b1c3,e2e4&level=4&ai=sideways"));
        assert_eq!(link.settings.start, Start::NoPawns, "the variant stands");
        assert_eq!(link.settings.level.number(), 4);
        assert_eq!(link.game.turns().len(), 1, "the turns before the bad one stand");
        let named: Vec<&str> = link.problems.iter().map(|p| p.parameter).collect();
        assert_eq!(named, ["moves", "ai"]);
    }

    #[test]
    fn an_agreed_draw_goes_with_the_link_and_a_bad_one_is_named_and_ignored() {
        let mut game = Game::new(Position::start(Start::FullBelt, Options::default()));
        game.play(parse_turn(game.position(), "g1f3 f+4").unwrap()).unwrap();
        game.agree_draw();
        let text = game_link(&Settings::default(), &game);
        assert!(text.contains("&drawn=agreed"), "{text}");
        let back = parse_link(&text).unwrap();
        assert_eq!(back.game.outcome(), game.outcome());
        assert_eq!(back.game.outcome().map(|o| o.reason), Some(OutcomeReason::Agreement));
        // A link written before (no `drawn=`) opens the game going on.
        let before = parse_link(&text.replace("&drawn=agreed", "")).unwrap();
        assert_eq!((before.game.outcome(), before.game.turns().len()), (None, 1));
        // A value that does not read: named, ignored, nothing else lost.
        let odd = read_link(&query(&text.replace("drawn=agreed", "drawn=maybe")));
        let named: Vec<String> = odd.problems.iter().map(|p| p.to_string()).collect();
        assert_eq!(odd.problems.len(), 1, "{named:?}");
        assert_eq!(odd.problems[0].parameter, "drawn");
        assert!(named[0].contains("'maybe', expected agreed"), "{named:?}");
        assert_eq!((odd.game.outcome(), odd.game.turns().len()), (None, 1));
    }
}
