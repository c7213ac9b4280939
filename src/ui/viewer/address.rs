//! A game viewer for a rules page: `?embed=1&view=1` with a game from
//! `pgn=` (URL-encoded PGN, comments kept as captions) or `moves=` (as in
//! links), or from the framing page by a `loadPgn` message; `ply=N` to open
//! at a turn, `autoplay=1` with `speed=slow|normal|fast|<ms>`.
//!
//! Every value is untrusted: a bad one is left out and named (a short,
//! quoted excerpt at most), and the viewer shows what it can; never a panic.

use crate::rules::{parse_timed_pgn, quote, AnnotatedGame};
use crate::ui::game::embed::Incoming;
use crate::ui::game::link::read_link;
use crate::ui::game::loaded::{start_of, Loaded};
use crate::ui::record::link_error::{error as problem, LinkError, LinkProblem};
use crate::ui::record::query::Query;
use crate::ui::settings::values::{Mode, Settings};

/// Autoplay's pause between half turns, in milliseconds, for `speed=normal`.
pub const NORMAL_MS: u32 = 1500;

/// The shortest and the longest autoplay pause `speed=<ms>` may ask for.
pub const SPEED_RANGE: std::ops::RangeInclusive<u32> = 200..=10_000;

/// A viewer, checked.
#[derive(Clone, Debug)]
pub struct Viewer {
    /// The game and its comments.
    pub annotated: AnnotatedGame,
    /// The turn to open at (at most the length of a game from the address).
    pub ply: usize,
    /// Autoplay's pause in milliseconds, if it plays by itself.
    pub autoplay: Option<u32>,
    /// Black at the bottom.
    pub flipped: bool,
    /// The parameters left out, each named.
    pub problems: Vec<LinkError>,
}

impl PartialEq for Viewer {
    // By what is shown: the start, the turns, the comments and the options.
    fn eq(&self, other: &Viewer) -> bool {
        self.annotated.game.start() == other.annotated.game.start()
            && self.annotated.game.turns() == other.annotated.game.turns()
            && self.annotated.comments == other.annotated.comments
            && (self.ply, self.autoplay, self.flipped) == (other.ply, other.autoplay, other.flipped)
            && self.problems == other.problems
    }
}

impl Eq for Viewer {}

/// Reads a PGN given to the viewer (`pgn=` or a `loadPgn` message); the
/// error names the parameter and the move that fails. No length limit: a
/// `loadPgn` message exists to carry games too long for a link, and reading
/// takes time in proportion to the text. Its clocks are read too: the viewer
/// shows the time each turn took, and no `[%clk]` in a caption.
pub fn read_pgn(parameter: &'static str, text: &str) -> Result<AnnotatedGame, LinkError> {
    parse_timed_pgn(text).map_err(|e| problem(parameter, LinkProblem::Pgn(e)))
}

/// The autoplay pause `speed` asks for.
fn speed(text: &str) -> Result<u32, LinkError> {
    match text {
        "slow" => Ok(3000),
        "normal" => Ok(NORMAL_MS),
        "fast" => Ok(700),
        _ => text
            .parse::<u32>()
            .ok()
            .filter(|ms| SPEED_RANGE.contains(ms))
            .ok_or_else(|| problem("speed", LinkProblem::Speed(quote(text)))),
    }
}

/// Reads a viewer; what cannot be used is left out and named.
pub fn read_viewer(query: &Query) -> Viewer {
    let link = read_link(query);
    let mut problems = link.problems;
    let mut annotated = AnnotatedGame::plain(link.game);
    match query.get("pgn") {
        Some(None) => problems.push(problem("pgn", LinkProblem::Escape)),
        Some(Some(text)) => match read_pgn("pgn", text) {
            Ok(read) => annotated = read,
            Err(e) => problems.push(e),
        },
        None => {}
    }
    // Without a game in the address, the framing page sends one: its length
    // is not known yet, and the viewer stops at its end.
    let turns = annotated.game.turns().len();
    let given = query.has_any(&["pgn", "moves"]);
    let ply = match query.value("ply").map(|t| (t, t.parse::<usize>())) {
        None => 0,
        Some((_, Ok(n))) if n <= turns || !given => n,
        Some((text, _)) => {
            problems.push(problem("ply", LinkProblem::Ply(quote(text), turns)));
            0
        }
    };
    let autoplay = query.flag("autoplay").then(|| {
        query.value("speed").map_or(NORMAL_MS, |text| {
            speed(text).unwrap_or_else(|e| {
                problems.push(e);
                NORMAL_MS
            })
        })
    });
    Viewer {
        annotated,
        ply,
        autoplay,
        flipped: link.orientation == Some(crate::rules::Color::Black),
        problems,
    }
}

/// The game a `loadPgn` message from the framing page asks for: `None` for
/// a message of another kind, else the game or why it cannot be read.
pub fn pgn_command(message: &Incoming) -> Option<Result<AnnotatedGame, LinkError>> {
    match (message.kind.as_deref(), &message.pgn) {
        (Some("loadPgn"), Some(text)) => Some(read_pgn("pgn", text)),
        _ => None,
    }
}

/// The game to put on the viewer's board: two players (nobody to move for),
/// the variant and option of the game's start.
pub fn viewer_loaded(annotated: &AnnotatedGame, flipped: bool) -> Loaded {
    let start = annotated.game.start();
    let settings = Settings {
        start: start_of(start),
        no_belt_check: start.options().no_belt_check,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    };
    let mut loaded = Loaded::new(settings, annotated.game.clone());
    loaded.flipped = flipped;
    loaded
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::link::query;
    use crate::ui::record::query::{is_diagram, is_viewer};

    const HOWE: &str =
        "%5BVariant%20%22Full%20Belt%20Chess%22%5D%201.%20Nf3%20f%2B4%20%7BThe%20knight%20ends%20up%20on%20f7.%7D%20*";

    #[test]
    fn a_viewer_reads_its_game_turn_and_speed() {
        let q = query(&format!("?embed=1&view=1&pgn={HOWE}&ply=1&autoplay=1&speed=fast"));
        assert!(is_viewer(&q) && !is_diagram(&q));
        let v = read_viewer(&q);
        assert_eq!(v.problems, vec![]);
        assert_eq!(v.annotated.game.turns().len(), 1);
        assert_eq!(v.annotated.comment(1), Some("The knight ends up on f7."));
        assert_eq!((v.ply, v.autoplay), (1, Some(700)));
        let v = read_viewer(&query(
            "?view=1&variant=no-pawns&moves=b1c3,g8f6&speed=250&autoplay=true",
        ));
        assert_eq!((v.annotated.game.turns().len(), v.ply, v.autoplay), (2, 0, Some(250)));
        assert_eq!(v.annotated.comments, vec![None, None, None]);
        assert_eq!(read_viewer(&query("?view=1&autoplay=1")).autoplay, Some(NORMAL_MS));
        assert_eq!(read_viewer(&query("?view=1&speed=slow")).autoplay, None);
    }

    #[test]
    fn a_viewer_with_only_a_position_is_a_diagram() {
        assert!(!is_viewer(&query("?embed=1&view=1&fen=8/8/8/8/8/8/8/8+w+-+-+0+1")));
        assert!(
            is_viewer(&query("?embed=1&view=1")),
            "waiting for the framing page's game"
        );
        assert!(!is_viewer(&query("?embed=1&pgn=x")));
    }

    #[test]
    fn bad_values_are_named_and_left_out() {
        let names = |text: &str| {
            let v = read_viewer(&query(text));
            assert!(v.problems.iter().all(|p| p.to_string().len() < 200), "{:?}", v.problems);
            v.problems.iter().map(|p| p.parameter).collect::<Vec<_>>()
        };
        assert_eq!(names(&format!("?view=1&pgn={HOWE}&ply=2")), ["ply"]);
        assert_eq!(names("?view=1&ply=-1&autoplay=1&speed=50"), ["ply", "speed"]);
        assert_eq!(
            read_viewer(&query("?view=1&ply=3")).ply,
            3,
            "a game from the framing page may be that long"
        );
        assert_eq!(names("?view=1&autoplay=1&speed=%3Cscript%3E"), ["speed"]);
        assert_eq!(names("?view=1&pgn=%ZZ"), ["pgn"]);
        let long = "x".repeat(5000);
        assert_eq!(names(&format!("?view=1&pgn=1.%20Nf3%20{long}")), ["pgn"]);
        assert_eq!(
            names("?view=1&pgn=%5BVariant%20%22Full%20Belt%20Chess%22%5D%201.%20Nf3%20f%2B9"),
            ["pgn"]
        );
        let v = read_viewer(&query("?view=1&pgn=broken"));
        assert!(v.problems[0].to_string().contains("Variant"), "{}", v.problems[0]);
    }

    #[test]
    fn a_load_pgn_message_is_read_without_a_url_limit() {
        let comment = "a".repeat(5000);
        let text = format!("[Variant \"Chess without Pawns\"] 1. Nc3 {{{comment}}} *");
        let message = Incoming {
            kind: Some("loadPgn".into()),
            pgn: Some(text),
            ..Incoming::default()
        };
        let read = pgn_command(&message).unwrap().unwrap();
        assert_eq!(read.game.turns().len(), 1);
        let loaded = viewer_loaded(&read, true);
        assert_eq!(loaded.settings.start, crate::rules::Start::NoPawns);
        assert!(loaded.flipped);
        let broken = Incoming {
            pgn: Some("x".repeat(2_000_000)),
            ..message.clone()
        };
        assert_eq!(pgn_command(&broken).unwrap().unwrap_err().parameter, "pgn");
        let other = Incoming {
            kind: Some("setPosition".into()),
            ..message
        };
        assert!(pgn_command(&other).is_none());
    }
}
