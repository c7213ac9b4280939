//! A whole game ready to put on the board, from wherever it came: a saved
//! game, a link, an imported PGN or FEN, an embedding page's command.

use crate::rules::{Color, FlagFall, Game, Outcome, Position, Start};
use crate::ui::game::clock::clocks::Timing;
use crate::ui::record::link_error::LinkError;
use crate::ui::settings::values::{Mode, Settings};
use std::fmt;

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
    pub notice: Option<Notice>,
    /// A timed game's clocks: a link's `clock=`, a save's values.
    pub timing: Option<Timing>,
}

/// Why a file beside the page could not be fetched: typed, so that the page
/// says it in its own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// The network (or the browser) did not answer.
    Unreachable,
    /// The server answered with this HTTP status.
    Status(u16),
}

/// Why the puzzles could not be opened (typed, worded by the page).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzlesProblem {
    /// Their file could not be fetched.
    Fetch(FetchError),
    /// A line of their file cannot be read: its number, and the file's name.
    Line(usize, String),
    /// The file has no puzzle.
    Empty,
    /// A puzzle whose position does not set up: its id.
    Broken(String),
}

/// Why a saved entry cannot be read (`ui::formats::save`): typed here, with
/// the notice that carries it, so that the page says it in its own language;
/// the English Display is for the command line and the tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not written by Beltboard.
    Foreign,
    /// Written by another version, in another format.
    OtherFormat,
    /// Its game does not replay: the link parameter at fault.
    BadGame(LinkError),
    /// Its mode is not one Beltboard knows.
    BadMode,
    /// Its resignation is neither `w` nor `b`.
    BadResignation,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Foreign => f.write_str("it is not a game saved by Beltboard"),
            SaveError::OtherFormat => f.write_str("it was saved in another format, by another version of Beltboard"),
            SaveError::BadGame(why) => write!(f, "it does not hold a valid game ({why})"),
            SaveError::BadMode => f.write_str("its mode is not one Beltboard knows"),
            SaveError::BadResignation => f.write_str("its resignation is neither w nor b"),
        }
    }
}

/// Why a play-by-link link does not check out (`ui::formats::relay`):
/// typed, worded by the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayProblem {
    /// It does not say which side it is for (`play=`).
    NoSide,
    /// It does not say how many turns it holds (`ply=`).
    NoLength,
    /// It holds another number of turns than it says: cut short or changed.
    Length {
        /// The number it says (`ply=`).
        said: usize,
        /// The number its game holds.
        held: usize,
    },
    /// It is for this side, but the other is to move in its game.
    Side(Color),
    /// Its game is already over.
    Over,
    /// One of its parameters cannot be used.
    Link(LinkError),
}

impl fmt::Display for RelayProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RelayProblem::NoSide => f.write_str("it does not say which side it is for"),
            RelayProblem::NoLength => f.write_str("it does not say how many turns it holds"),
            RelayProblem::Length { said, held } => {
                let turns = if *said == 1 { "turn" } else { "turns" };
                write!(
                    f,
                    "it should hold {said} {turns} but holds {held}: it may have been cut short or changed"
                )
            }
            RelayProblem::Side(c) => write!(f, "it is for {c}, but {} is to move in its game", !*c),
            RelayProblem::Over => f.write_str("its game is already over"),
            RelayProblem::Link(e) => e.fmt(f),
        }
    }
}

/// A message about the page rather than a move, shown until dismissed. Typed
/// here; the words are chosen by the view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A link opened, but these of its parameters were ignored.
    LinkParameterIgnored(Vec<LinkError>),
    /// The saved game could not be resumed; it was kept aside under the key.
    SaveSetAside {
        /// Why it could not be read.
        why: SaveError,
        /// The storage key it was moved to.
        key: &'static str,
    },
    /// A play-by-link link for the side to move: play, then send the link on.
    RelayYourMove(Color),
    /// A play-by-link link that does not check out; its game is shown as it stands.
    RelayMismatch(RelayProblem),
    /// The browser refused to store the game: play goes on, but it is not kept.
    StorageRefused,
    /// A resignation was taken back: the game goes on.
    ResignationTakenBack,
    /// A rule's position from the rules help, to try with both sides; the
    /// game in progress stays in the library.
    Lesson,
    /// A puzzle link names no puzzle that exists.
    PuzzleNotFound(String),
    /// The puzzles could not be fetched or read (why).
    PuzzlesUnavailable(PuzzlesProblem),
    /// The language of this code could not be loaded (its file missing,
    /// unreachable or damaged): the page keeps the language it speaks.
    LanguageUnavailable(&'static str),
    /// A dialog of the extras' wasm (`ui::extras`) could not be loaded
    /// (offline before the service worker kept it, a damaged file).
    PartUnavailable,
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
            && self.outcome() == other.outcome()
            && self.timing == other.timing
    }
}

impl Eq for Loaded {}

impl Loaded {
    /// A game with `settings`, the board turned so the user's side is at the bottom.
    pub fn new(settings: Settings, game: Game) -> Loaded {
        Loaded {
            settings,
            game,
            flipped: settings.mode == Mode::AiWhite,
            notice: None,
            timing: None,
        }
    }

    /// A fresh game with `settings`.
    pub fn fresh(settings: Settings) -> Loaded {
        Loaded::new(settings, Game::new(Position::start(settings.start, settings.options())))
    }

    /// A rule's lesson to try ([`crate::ui::game::help::examples::Lesson::to_try`]):
    /// its position as the start of a game of its own (so that the library
    /// keeps it apart from the game in progress, even one that began with
    /// the same turns), both sides played by the user, the side to move at
    /// the bottom. `None` for a position the rules refuse (a lesson's
    /// position from the extras' wasm is checked again here).
    pub fn lesson(start: Start, no_belt_check: bool, fen: &str, level: crate::ai::Level) -> Option<Loaded> {
        let settings = Settings {
            start,
            no_belt_check,
            mode: Mode::TwoPlayers,
            level,
        };
        let position = Position::from_fen(fen, start.variant(), settings.options()).ok()?;
        let flipped = position.turn() == Color::Black;
        Some(Loaded {
            flipped,
            ..Loaded::new(settings, Game::new(position)).with_notice(Notice::Lesson)
        })
    }

    /// How the game ended, if it has: by its record (the rules, a
    /// resignation), else by a flag its clocks show fallen ([`Timing::fallen`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.game
            .outcome()
            .or_else(|| self.flag().map(|(_, fall)| fall.outcome()))
    }

    /// The side whose flag fell and what it decided, if the game was lost
    /// (or drawn) on time: none for a game its record already ends.
    pub fn flag(&self) -> Option<(Color, FlagFall)> {
        let over = self.game.outcome().is_some();
        self.timing
            .as_ref()
            .filter(|_| !over && !self.game.turns().is_empty())
            .and_then(|t| t.fallen(self.game.position()))
    }

    /// The same, with a notice.
    pub fn with_notice(self, notice: Notice) -> Loaded {
        Loaded {
            notice: Some(notice),
            ..self
        }
    }
}

/// The setup a game from `start` belongs to: the one it starts from, else
/// the standard one of its variant (the start position then travels as a FEN).
pub fn start_of(start: &Position) -> Start {
    Start::ALL
        .into_iter()
        .filter(|s| s.variant() == start.variant())
        .find(|s| s.fen() == start.fen())
        .unwrap_or(start.variant().standard_start())
}
