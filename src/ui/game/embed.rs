//! The embedded board's conversation with the page around it: the events it
//! sends (`ready`, `move`, `gameover`, and `resize` with `height=auto`) and
//! the commands it accepts (`setPosition`, `newGame`; a viewer's `loadPgn`).
//! The page only carries the messages.
//!
//! A command comes from any page that frames the board, so it is read like a
//! link ([`read_fields`]) but strictly: anything malformed is ignored
//! (`None`), never an error shown to the visitor nor a crash.

use crate::rules::{turn_to_display, Outcome};
use crate::ui::game::link::{read_fields, LinkFields};
use crate::ui::game::loaded::Loaded;
use crate::ui::record::query::Query;
use crate::ui::settings::values::{Mode, Settings};
use crate::ui::{board::state::Board, game::state::State};

/// The fields of a message from the parent page that commands may use, each
/// already turned into text when it was a string or a number (anything else
/// is `None`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Incoming {
    /// `setPosition` or `newGame`.
    pub kind: Option<String>,
    /// The position (`setPosition`).
    pub fen: Option<String>,
    /// A setup key: `full-belt`, `full-belt-howe`, `no-pawns`, `no-pawns-one-king`.
    pub variant: Option<String>,
    /// The side the AI plays: `w`, `b` or `none`.
    pub ai: Option<String>,
    /// The AI's level, `1`..`5`.
    pub level: Option<String>,
    /// A game viewer's PGN (`loadPgn`), of any length: what a link could
    /// not carry.
    pub pgn: Option<String>,
}

/// The longest text a command field may hold: a FEN is under 100 characters;
/// more is not a position, and is not worth reading.
const MAX_FIELD: usize = 200;

/// Whether `embed=1` asks for the embedded page.
pub fn is_embed(query: &Query) -> bool {
    query.flag("embed")
}

/// Whether `assist=1` asks an embedded board for the threat assistant
/// (which an embed otherwise never shows, whatever the visitor's preference).
pub fn assist(query: &Query) -> bool {
    query.flag("assist")
}

/// `theme=light|dark`: the colours a page (game or studio) is asked for,
/// whatever the system's; anything else leaves the system's.
pub fn theme(query: &Query) -> Option<&'static str> {
    match query.value("theme") {
        Some("light") => Some("light"),
        Some("dark") => Some("dark"),
        _ => None,
    }
}

/// Whether `height=auto` asks the frame to tell its parent its content
/// height (a [`Outgoing::Resize`] on every change), so the page sizes the iframe.
pub fn auto_height(query: &Query) -> bool {
    query.value("height") == Some("auto")
}

/// The board's name among several on one page: the `id` parameter, which
/// embed.js sets (letters, digits, `-` and `_`, at most 64; anything else is
/// no name). Every event carries it.
pub fn embed_id(query: &Query) -> Option<String> {
    query
        .value("id")
        .filter(|id| !id.is_empty() && id.len() <= 64)
        .filter(|id| id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map(str::to_string)
}

/// The framing page's origin, when embed.js gave it (`origin=https://example.org`):
/// events are then posted to that origin only. Anything but a plain
/// `http(s)://host[:port]` is no origin.
pub fn parent_origin(query: &Query) -> Option<String> {
    let origin = query.value("origin")?;
    let rest = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"))?;
    let (host, port) = rest.split_once(':').unwrap_or((rest, ""));
    let host_ok = !host.is_empty()
        && host.len() <= 253
        && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    let port_ok = port.is_empty() || (port.len() <= 5 && port.chars().all(|c| c.is_ascii_digit()));
    (host_ok && port_ok).then(|| origin.to_string())
}

/// The game a command asks for, or `None` for a message to ignore: an
/// unknown kind, a field too long, a position or setting that does not
/// validate. Fields left out keep the current game's settings (`setPosition`
/// keeps the variant unless it names one).
pub fn command(message: &Incoming, current: &Settings, flipped: bool) -> Option<Loaded> {
    let fields = [&message.fen, &message.variant, &message.ai, &message.level];
    if fields.iter().any(|f| f.as_deref().is_some_and(|t| t.len() > MAX_FIELD)) {
        return None;
    }
    match message.kind.as_deref()? {
        "setPosition" if message.fen.is_some() => {}
        "newGame" if message.fen.is_none() => {}
        _ => return None,
    }
    let link = read_fields(
        &LinkFields {
            variant: message.variant.as_deref(),
            fen: message.fen.as_deref(),
            ai: message.ai.as_deref(),
            level: message.level.as_deref(),
            ..LinkFields::default()
        },
        current,
    );
    if !link.problems.is_empty() {
        return None;
    }
    let mut loaded = Loaded::new(link.settings, link.game);
    if message.ai.is_none() && loaded.settings.mode != Mode::AiWhite {
        loaded.flipped = flipped;
    }
    Some(loaded)
}

/// An event for the parent page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outgoing {
    /// The board is up: its variant and position.
    Ready {
        /// The setup's key.
        variant: String,
        /// The position.
        fen: String,
    },
    /// A turn was played.
    Move {
        /// How many turns the game has now.
        ply: usize,
        /// Who played it: `w` or `b`.
        color: char,
        /// The turn in display form (`Nf3 f+4`).
        turn: String,
        /// The turn in machine form (`g1f3 f+4`).
        machine: String,
        /// The position after it.
        fen: String,
    },
    /// The game is over.
    GameOver {
        /// `1-0`, `0-1` or `1/2-1/2`.
        result: String,
        /// Why, in words: `checkmate`, `king capture`, ...
        reason: String,
        /// The whole sentence for people, in the board's language
        /// (`White wins by checkmate`, `Белые выиграли матом`): worded by
        /// the view's function that [`events_since`] is given.
        text: String,
    },
    /// The page's content is this tall now (`height=auto`).
    Resize {
        /// In CSS pixels.
        height: u32,
    },
}

impl Outgoing {
    /// The event's `type` field.
    pub fn kind(&self) -> &'static str {
        match self {
            Outgoing::Ready { .. } => "ready",
            Outgoing::Move { .. } => "move",
            Outgoing::GameOver { .. } => "gameover",
            Outgoing::Resize { .. } => "resize",
        }
    }

    /// The event's other fields, as (name, text) pairs; `ply` and `height` are numbers.
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        match self {
            Outgoing::Ready { variant, fen } => vec![("variant", variant.clone()), ("fen", fen.clone())],
            Outgoing::Move {
                ply,
                color,
                turn,
                machine,
                fen,
            } => vec![
                ("ply", ply.to_string()),
                ("color", color.to_string()),
                ("turn", turn.clone()),
                ("machine", machine.clone()),
                ("fen", fen.clone()),
            ],
            Outgoing::GameOver { result, reason, text } => vec![
                ("result", result.clone()),
                ("reason", reason.clone()),
                ("text", text.clone()),
            ],
            Outgoing::Resize { height } => vec![("height", height.to_string())],
        }
    }
}

/// The `ready` event for the game on the board.
pub fn ready(board: &Board) -> Outgoing {
    Outgoing::Ready {
        variant: board.settings.start.key().to_string(),
        fen: board.position().fen(),
    }
}

/// The events for what changed since the board had `seen` turns and `was_over`:
/// a `move` for each new turn, then `gameover` if the game has just ended,
/// its sentence made by `words` (the view's: this module makes no words).
/// Turns taken back send nothing.
pub fn events_since(state: &State, seen: usize, was_over: bool, words: impl Fn(&Outcome) -> String) -> Vec<Outgoing> {
    let game = &state.board.game;
    let mut out = Vec::new();
    for (i, &turn) in game.turns().iter().enumerate().skip(seen) {
        let (Some(before), Some(after)) = (game.position_at(i), game.position_at(i + 1)) else {
            continue;
        };
        out.push(Outgoing::Move {
            ply: i + 1,
            color: before.turn().char(),
            turn: turn_to_display(before, turn),
            machine: turn.machine(),
            fen: after.fen(),
        });
    }
    if let (Some(outcome), false) = (game.outcome(), was_over) {
        out.push(Outgoing::GameOver {
            result: outcome.result.pgn().to_string(),
            reason: outcome.reason.to_string(),
            text: words(&outcome),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{Color, Start};
    use crate::ui::game::link::query;
    use crate::ui::{board::state::BoardAction, game::state::Action};

    fn incoming(kind: &str) -> Incoming {
        Incoming {
            kind: Some(kind.into()),
            ..Incoming::default()
        }
    }

    #[test]
    fn set_position_and_new_game_build_checked_games() {
        let current = Settings {
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        let set = Incoming {
            fen: Some("4k3/p7/8/8/8/8/P7/4K3 b - - 0 9".into()),
            ..incoming("setPosition")
        };
        let loaded = command(&set, &current, true).unwrap();
        assert_eq!(loaded.game.position().turn(), Color::Black);
        assert_eq!(loaded.settings.mode, Mode::TwoPlayers, "the mode stays");
        assert!(loaded.flipped, "so does the orientation");
        let new = Incoming {
            variant: Some("no-pawns".into()),
            ai: Some("b".into()),
            level: Some("2".into()),
            ..incoming("newGame")
        };
        let loaded = command(&new, &current, false).unwrap();
        assert_eq!(loaded.settings.start, Start::NoPawns);
        assert_eq!(loaded.settings.mode, Mode::AiBlack);
        assert_eq!(loaded.settings.level, Level::new(2).unwrap());
        assert!(loaded.game.turns().is_empty());
    }

    #[test]
    fn auto_height_posts_whole_pixels() {
        assert!(auto_height(&query("?embed=1&height=auto")));
        assert!(!auto_height(&query("?embed=1&height=400")) && !auto_height(&query("?embed=1")));
        let event = Outgoing::Resize { height: 612 };
        assert_eq!(event.kind(), "resize");
        assert_eq!(event.fields(), [("height", "612".to_string())]);
    }

    #[test]
    fn the_board_id_is_a_plain_name() {
        let id = |text: &str| embed_id(&query(text));
        assert_eq!(id("?embed=1&id=board-2"), Some("board-2".into()));
        assert_eq!(id("?embed=1"), None);
        assert_eq!(id("?id=%3Cb%3E"), None);
        assert_eq!(id(&format!("?id={}", "a".repeat(65))), None);
    }

    #[test]
    fn the_parent_origin_is_a_plain_origin() {
        let origin = |text: &str| parent_origin(&query(text));
        assert_eq!(
            origin("?origin=https%3A%2F%2Fexample.org").as_deref(),
            Some("https://example.org")
        );
        assert_eq!(
            origin("?origin=http://127.0.0.1:8080").as_deref(),
            Some("http://127.0.0.1:8080")
        );
        for bad in [
            "?origin=*",
            "?origin=javascript:alert(1)",
            "?origin=https://a.org/path",
            "?origin=https://",
            "",
        ] {
            assert_eq!(origin(bad), None, "{bad}");
        }
    }

    #[test]
    fn malformed_commands_are_ignored() {
        let current = Settings::default();
        let bad = [
            Incoming::default(),
            incoming("deleteEverything"),
            incoming("setPosition"),
            Incoming {
                fen: Some("<img src=x onerror=alert(1)>".into()),
                ..incoming("setPosition")
            },
            Incoming {
                fen: Some("8/8/8/8/8/8/8/8 w - - 0 1&moves=e2e4".into()),
                ..incoming("setPosition")
            },
            Incoming {
                fen: Some("x".repeat(10_000)),
                ..incoming("setPosition")
            },
            Incoming {
                variant: Some("chess".into()),
                ..incoming("newGame")
            },
            Incoming {
                level: Some("9".into()),
                ..incoming("newGame")
            },
            Incoming {
                ai: Some("none&variant=no-pawns".into()),
                ..incoming("newGame")
            },
            Incoming {
                fen: Some(Start::NoPawns.fen().into()),
                ..incoming("newGame")
            },
        ];
        for message in bad {
            assert_eq!(command(&message, &current, false), None, "{message:?}");
        }
    }

    #[test]
    fn events_follow_the_turns_and_the_end() {
        let mut s = State::new(Settings {
            start: Start::NoPawns,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        });
        assert_eq!(
            ready(&s.board),
            Outgoing::Ready {
                variant: "no-pawns".into(),
                fen: Start::NoPawns.fen().into()
            }
        );
        s.apply(Action::Board(BoardAction::Typed("Nd2".into())));
        let events = events_since(&s, 0, false, |_| String::new());
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].kind(), "move");
        assert_eq!(
            events[0].fields()[..4],
            [
                ("ply", "1".to_string()),
                ("color", "w".to_string()),
                ("turn", "Nd2".to_string()),
                ("machine", "b1d2".to_string())
            ]
        );
        for t in ["Be6", "Ne2", "Bb3"] {
            s.apply(Action::Board(BoardAction::Typed(t.into())));
            assert_eq!(s.board.feedback, None, "{t}");
        }
        let events = events_since(&s, 1, false, |o| format!("{} by {}", o.result.pgn(), o.reason));
        let kinds: Vec<_> = events.iter().map(Outgoing::kind).collect();
        assert_eq!(kinds, ["move", "move", "move", "gameover"]);
        assert_eq!(
            events[3].fields()[..2],
            [("result", "0-1".to_string()), ("reason", "checkmate".to_string())]
        );
        assert_eq!(
            events[3].fields()[2],
            ("text", "0-1 by checkmate".to_string()),
            "the view's words"
        );
        assert!(
            events_since(&s, 4, true, |_| String::new()).is_empty(),
            "nothing new, and the end already told"
        );
    }
}
