//! The game page's dialogs that live in a wasm of their own (`extras.js`,
//! `extras_bg.wasm`, loaded when one of them is first opened): the rules
//! help with its lessons, the preferences, the library and the share
//! dialog. What the page asks them to show ([`Request`]) and what they
//! answer ([`Reply`]), typed on both sides and carried as postcard bytes.
//!
//! Why a second wasm: these dialogs are a large share of what the page's
//! code would weigh, and a first visit needs none of them before the board
//! shows, so the app's first download stays small. The page keeps the game
//! and its state; a dialog gets what it shows and answers with what the
//! user did, which the page applies as its own actions.
//!
//! Values that have a saved form of their own cross in it (the
//! preferences as [`crate::ui::settings::values::Prefs::to_text`], a game as its
//! link): the page already reads and writes those forms, so the boundary
//! costs it no second reader.

use crate::ai::Level;
use crate::rules::Start;
use serde::{Deserialize, Serialize};

/// What the page asks of the extras' wasm.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// Show `dialog`, in the page's language `lang` (its code).
    Show {
        /// The language the page speaks (`en`, `ru`).
        lang: String,
        /// The dialog and what it shows.
        dialog: Shown,
    },
    /// Close whatever is shown (the page closed its dialog).
    Hide,
}

/// A dialog of the extras' wasm and what it shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shown {
    /// The rules of the game being played, with its lessons.
    Rules {
        /// The game's setup (which rules, and which lessons).
        start: Start,
        /// Whether the user has used the keyboard on the board (the rules
        /// then name its keys).
        keyboard: bool,
        /// Whether the user plays by touch (the rules then say "tap").
        touch: bool,
        /// The AI's level, for a lesson's game ("Try it").
        level: Level,
    },
    /// A new game's settings (and the way to a live game).
    NewGame(GameTerms),
    /// The preferences.
    Prefs {
        /// The preferences as they stand, in their saved form.
        prefs: String,
    },
    /// The game's link, PGN and FEN, the embed builder, and importing a
    /// game or a position.
    Share(Box<SharedGame>),
    /// The library of games kept in this browser.
    Library {
        /// The key of the entry the page's tab writes.
        current: String,
        /// Counts the changes the page saw in storage (another tab's).
        version: u32,
    },
}

/// A game's terms: its setup, who plays, the AI's level and the clocks.
/// The new-game dialog opens on the current game's and answers with the
/// new one's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTerms {
    /// The setup.
    pub start: Start,
    /// Full Belt's optional rule.
    pub no_belt_check: bool,
    /// Who plays which side, as its key ([`crate::ui::settings::values::Mode::key`]).
    pub mode: String,
    /// The AI's level.
    pub level: Level,
    /// The clocks as a link writes them (`3+2`, `5+3,1+0`); `None` for an
    /// untimed game.
    pub clock: Option<String>,
}

/// The game as the share dialog shows it: its texts, made by the page
/// (which keeps the game), and what the embed builder and the import need.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SharedGame {
    /// The link that holds the whole game (its clocks too).
    pub link: String,
    /// The game as PGN.
    pub pgn: String,
    /// The position shown, as FEN.
    pub fen: String,
    /// The game's first position, as FEN.
    pub start_fen: String,
    /// The game's setup.
    pub start: Start,
    /// Whether the game has Full Belt's optional rule (its setup's
    /// options: the embed builder's and the import's).
    pub no_belt_check: bool,
    /// Whether the AI plays White (else Black, or no AI).
    pub ai_white: bool,
    /// The AI's level.
    pub level: Level,
    /// Whether Black is at the bottom.
    pub flipped: bool,
}

/// What a dialog of the extras' wasm answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reply {
    /// The dialog asked for is on screen (the page stops saying it opens).
    Shown,
    /// The dialog was closed (its button, Escape).
    Close,
    /// Start a new game on these terms.
    NewGame(GameTerms),
    /// The preferences the user chose, in their saved form.
    Prefs(String),
    /// Open the library's entry under this key in the page's tab.
    OpenGame(String),
    /// Load this pasted PGN game or FEN position (the dialog has read it:
    /// the page reads it again, with its own settings).
    Import(String),
    /// Play a lesson's position ("Try it"): a game of its own from `fen`,
    /// both sides the user's.
    TryLesson {
        /// The lesson's setup.
        start: Start,
        /// Whether its game has Full Belt's optional rule.
        no_belt_check: bool,
        /// The lesson's position.
        fen: String,
        /// The AI's level kept for the game.
        level: Level,
    },
}

/// Bytes that are not a message of this version of the app (cut short, or
/// sent by another one).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Unreadable;

/// This protocol's version: a hash of this file, so that any change to its
/// types gives another. A page and extras of two builds (a tab open across
/// an update: `extras.js` is fetched when first needed, from the newer
/// build) refuse each other's bytes instead of reading them wrongly, since
/// postcard's bytes do not say what they hold.
pub const PROTOCOL: u32 = fnv1a(include_str!("request.rs").as_bytes());

/// FNV-1a, 32 bits, at compile time.
const fn fnv1a(bytes: &[u8]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u32;
        hash = hash.wrapping_mul(0x0100_0193);
        i += 1;
    }
    hash
}

/// `value` as bytes: [`PROTOCOL`], then its postcard bytes.
fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    let mut bytes = PROTOCOL.to_le_bytes().to_vec();
    bytes.extend(postcard::to_allocvec(value).unwrap_or_default());
    bytes
}

/// A value from bytes of this [`PROTOCOL`].
fn decode<'a, T: Deserialize<'a>>(bytes: &'a [u8]) -> Result<T, Unreadable> {
    match bytes.split_first_chunk::<4>() {
        Some((version, rest)) if u32::from_le_bytes(*version) == PROTOCOL => {
            postcard::from_bytes(rest).map_err(|_| Unreadable)
        }
        _ => Err(Unreadable),
    }
}

/// `request` as bytes.
pub fn encode_request(request: &Request) -> Vec<u8> {
    encode(request)
}

/// A request from its bytes.
pub fn decode_request(bytes: &[u8]) -> Result<Request, Unreadable> {
    decode(bytes)
}

/// `reply` as bytes.
pub fn encode_reply(reply: &Reply) -> Vec<u8> {
    encode(reply)
}

/// A reply from its bytes.
pub fn decode_reply(bytes: &[u8]) -> Result<Reply, Unreadable> {
    decode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_and_replies_cross_whole() {
        let request = Request::Show {
            lang: "ru".into(),
            dialog: Shown::Rules {
                start: Start::NoPawnsOneKing,
                keyboard: true,
                touch: false,
                level: Level::new(4).unwrap(),
            },
        };
        assert_eq!(decode_request(&encode_request(&request)), Ok(request));
        assert_eq!(decode_request(&encode_request(&Request::Hide)), Ok(Request::Hide));
        let reply = Reply::TryLesson {
            start: Start::FullBelt,
            no_belt_check: false,
            fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            level: Level::new(2).unwrap(),
        };
        assert_eq!(decode_reply(&encode_reply(&reply)), Ok(reply));
        assert_eq!(decode_reply(&encode_reply(&Reply::Close)), Ok(Reply::Close));
    }

    #[test]
    fn bytes_of_another_version_are_refused() {
        let mut bytes = encode_reply(&Reply::Close);
        bytes[0] ^= 1;
        assert_eq!(decode_reply(&bytes), Err(Unreadable));
        let mut bytes = encode_request(&Request::Hide);
        bytes[3] ^= 0x80;
        assert_eq!(decode_request(&bytes), Err(Unreadable));
    }

    #[test]
    fn damaged_bytes_are_refused() {
        assert_eq!(decode_reply(&[]), Err(Unreadable));
        assert_eq!(decode_reply(&[200, 1, 2]), Err(Unreadable));
        assert_eq!(decode_request(&[9]), Err(Unreadable));
    }
}
