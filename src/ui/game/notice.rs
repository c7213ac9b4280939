//! A message about the page rather than a move ([`Notice`]), shown until
//! dismissed, and the problems it names: a save that could not be resumed,
//! a play-by-link link that does not check out, puzzles or a file that
//! could not be fetched. Typed; the words are the view's.

use crate::rules::Color;
use crate::ui::record::link_error::LinkError;
use std::fmt;

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
