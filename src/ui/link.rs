//! Links that start or restore a game: the query parameters of a starting
//! state (`?variant=no-pawns&ai=b&level=4`) and the `#` fragment that carries
//! a whole game, so a static host needs nothing. Plain Rust, tested natively.
//!
//! Everything here comes from a URL anyone can craft: every value is
//! validated, the game is replayed turn by turn, and an error says which
//! parameter is wrong without echoing more than a short, quoted excerpt.

use super::state::{Mode, Settings};
use crate::rules::{parse_turn, quote, Color, Game, Options, Position, Start, Variant};
use std::fmt;

/// The side the AI plays, as the `ai` parameter says it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AiSide {
    /// `ai=w`.
    White,
    /// `ai=b`.
    Black,
    /// `ai=none`: two players.
    None,
}

/// A game a link asks for.
#[derive(Clone, Debug)]
pub struct LinkGame {
    /// Variant, option, mode and level.
    pub settings: Settings,
    /// The start (the variant's, or the `fen` parameter's) and the turns replayed.
    pub game: Game,
    /// The `fen` parameter, when the game does not start from the variant's setup.
    pub fen: Option<String>,
    /// The side at the bottom of the board, if the link says.
    pub orientation: Option<Color>,
    /// `embed=1`: the board and the essential controls only.
    pub embed: bool,
}

/// A link that cannot be followed: which parameter, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    /// The parameter at fault.
    pub parameter: String,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "link parameter '{}': {}", self.parameter, self.reason)
    }
}

impl std::error::Error for LinkError {}

fn error(parameter: &str, reason: impl Into<String>) -> LinkError {
    LinkError {
        parameter: quote(parameter),
        reason: reason.into(),
    }
}

/// Decodes `%XX` escapes (and `+` as a space when `plus_is_space`); invalid
/// escapes and bytes that are not UTF-8 are errors.
fn decode(text: &str, plus_is_space: bool) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' if plus_is_space => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// Encodes what a URL component cannot hold as it is (`+` stays: the `fen`
/// value reads it as a space and a belt move as itself).
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' | b',' | b'+' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The parameters of a query (`a=1&b=2`, leading `?` or `#` allowed), decoded.
fn parameters(query: &str) -> Result<Vec<(String, String)>, LinkError> {
    let query = query.trim_start_matches(['?', '#']);
    let mut out = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let name = decode(name, true).ok_or_else(|| error(name, "not a valid URL escape"))?;
        // The fen value may use '+' for its spaces; a move's belt uses '+' itself.
        let value = decode(value, name == "fen").ok_or_else(|| error(&name, "not a valid URL escape"))?;
        out.push((name, value));
    }
    Ok(out)
}

/// The names a starting link may use; anything else is ignored (other
/// software may add its own parameters) except the ones listed here.
const STARTING: [&str; 7] = ["variant", "rule", "fen", "moves", "ai", "level", "orientation"];

/// Whether a query holds any starting parameter (a bare URL resumes the saved game instead).
pub fn has_starting_parameters(query: &str) -> bool {
    parameters(query)
        .map(|ps| ps.iter().any(|(n, _)| STARTING.contains(&n.as_str())))
        .unwrap_or(true)
}

/// Reads a starting link: `variant` (`full-belt`, `full-belt-howe`,
/// `no-pawns`, `no-pawns-one-king`), `rule=no-belt-check`, `fen`, `moves`
/// (machine form, comma-separated; the belt after a space or `_`), `ai`
/// (`w`, `b`, `none`), `level` (1..5), `orientation` (`w`, `b`), `embed=1`.
pub fn parse_link(query: &str) -> Result<LinkGame, LinkError> {
    let params = parameters(query)?;
    let get = |name: &str| params.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    let start = match get("variant") {
        None => Start::FullBelt,
        Some(key) => Start::from_key(key).ok_or_else(|| {
            error(
                "variant",
                format!(
                    "'{}' is not one of full-belt, full-belt-howe, no-pawns, no-pawns-one-king",
                    quote(key)
                ),
            )
        })?,
    };
    let no_belt_check = match get("rule") {
        None | Some("") => false,
        Some("no-belt-check") if start.variant() == Variant::FullBelt => true,
        Some("no-belt-check") => return Err(error("rule", "no-belt-check is a Full Belt Chess rule")),
        Some(other) => {
            return Err(error(
                "rule",
                format!("'{}' is not a rule (expected no-belt-check)", quote(other)),
            ))
        }
    };
    let options = Options { no_belt_check };
    let (position, fen) = match get("fen") {
        None | Some("") => (Position::start(start, options), None),
        Some(text) => {
            // The value is quoted (short) so the user sees what the link said; the page shows it as text.
            let pos = Position::from_fen(text, start.variant(), options)
                .map_err(|e| error("fen", format!("'{}': {e}", quote(text))))?;
            let fen = pos.fen();
            (pos, Some(fen))
        }
    };
    let mut game = Game::new(position);
    if let Some(moves) = get("moves").filter(|m| !m.is_empty()) {
        for (i, text) in moves.split(',').enumerate() {
            let text = text.trim().replace('_', " ");
            let turn = parse_turn(game.position(), &text)
                .map_err(|e| error("moves", format!("turn {} ({}): {}", i + 1, quote(&text), e.reason)))?;
            game.play(turn)
                .map_err(|e| error("moves", format!("turn {} ({}): {e}", i + 1, quote(&text))))?;
        }
    }
    let ai = match get("ai") {
        None => None,
        Some("w") => Some(AiSide::White),
        Some("b") => Some(AiSide::Black),
        Some("none") => Some(AiSide::None),
        Some(other) => return Err(error("ai", format!("'{}', expected w, b or none", quote(other)))),
    };
    let defaults = Settings::default();
    let level = match get("level") {
        None => defaults.level,
        Some(l) => match l.parse::<u8>() {
            Ok(n @ 1..=5) => n,
            _ => return Err(error("level", format!("'{}', expected 1 to 5", quote(l)))),
        },
    };
    let orientation = match get("orientation") {
        None => None,
        Some("w") => Some(Color::White),
        Some("b") => Some(Color::Black),
        Some(other) => return Err(error("orientation", format!("'{}', expected w or b", quote(other)))),
    };
    let mode = match ai {
        Some(AiSide::White) => Mode::AiWhite,
        Some(AiSide::Black) => Mode::AiBlack,
        Some(AiSide::None) => Mode::TwoPlayers,
        None => defaults.mode,
    };
    let embed = matches!(get("embed"), Some("1") | Some("true"));
    Ok(LinkGame {
        settings: Settings {
            start,
            no_belt_check,
            mode,
            level,
        },
        game,
        fen,
        orientation,
        embed,
    })
}

/// The query that restores `game` with `settings`: the variant, the option,
/// the start position when it is not the variant's, the turns, the AI side
/// and level. Put it after `#` (nothing reaches the server) or `?`.
pub fn game_link(settings: &Settings, game: &Game) -> String {
    let mut parts = vec![format!("variant={}", settings.start.key())];
    if settings.no_belt_check {
        parts.push("rule=no-belt-check".to_string());
    }
    let start_fen = game.start().fen();
    if start_fen != Position::start(settings.start, settings.options()).fen() {
        parts.push(format!("fen={}", encode(&start_fen.replace(' ', "+"))));
    }
    if !game.turns().is_empty() {
        let turns: Vec<String> = game
            .turns()
            .iter()
            .map(|t| encode(&t.machine().replace(' ', "_")))
            .collect();
        parts.push(format!("moves={}", turns.join(",")));
    }
    parts.push(
        match settings.mode {
            Mode::AiBlack => "ai=b",
            Mode::AiWhite => "ai=w",
            Mode::TwoPlayers | Mode::AiVsAi => "ai=none",
        }
        .to_string(),
    );
    parts.push(format!("level={}", settings.level));
    parts.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_query_is_the_default_game() {
        let link = parse_link("").unwrap();
        assert_eq!(link.settings, Settings::default());
        assert!(link.game.turns().is_empty() && link.fen.is_none() && !link.embed);
        assert!(!has_starting_parameters("?embed=1&utm_source=x"));
        assert!(has_starting_parameters("?variant=no-pawns"));
    }

    #[test]
    fn reads_every_parameter() {
        let q = "?variant=full-belt&rule=no-belt-check&moves=g1f3_f%2B4,e7e5%203-2&ai=w&level=5&orientation=b&embed=1";
        let link = parse_link(q).unwrap();
        assert_eq!(link.settings.start, Start::FullBelt);
        assert!(link.settings.no_belt_check);
        assert_eq!(link.settings.mode, Mode::AiWhite);
        assert_eq!(link.settings.level, 5);
        assert_eq!(link.orientation, Some(Color::Black));
        assert!(link.embed);
        let moves: Vec<String> = link.game.turns().iter().map(|t| t.machine()).collect();
        assert_eq!(moves, ["g1f3 f+4", "e7e5 3+6"]);
    }

    #[test]
    fn a_fen_with_plus_signs_for_spaces() {
        let link =
            parse_link("?variant=no-pawns-one-king&fen=6rk/5n1r/6n1/8/8/1N6/R1N5/KR6+b+-+-+0+1&ai=none").unwrap();
        assert_eq!(link.fen.as_deref(), Some("6rk/5n1r/6n1/8/8/1N6/R1N5/KR6 b - - 0 1"));
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
            level: 2,
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
        ];
        for (query, parameter) in cases {
            let e = parse_link(query).unwrap_err();
            assert_eq!(e.parameter, parameter, "{query}: {e}");
            assert!(e.to_string().len() < 300, "{e}");
        }
        let long = format!("?variant={}", "x".repeat(100_000));
        assert!(parse_link(&long).unwrap_err().to_string().len() < 300);
    }
}
