//! An open challenge as a typed value, and the public Nostr event that
//! carries it: what anyone on the same relays reads, so every field is
//! checked and the poster's name is plain text, cut short.
//!
//! The event is addressable (NIP-33: kind 30000-39999, one event per key
//! and `d` tag, a newer one replacing the older on every relay), so that a
//! page withdraws its challenge by publishing a withdrawal at the same
//! address, which relays keep in its place; and it expires by itself
//! (NIP-40, at most an hour after it was made), so that a page that left
//! without withdrawing leaves nothing behind for long. Its proof of work
//! (NIP-13) is mined by the caller with `nostr::pow` before signing.
//!
//! The content is one line, `beltboard-challenge-1;<setup>;<0|1>;<side>;<pace>;<name>`
//! (the name last, so it may hold `;`); a withdrawal's is
//! `beltboard-challenge-1;withdrawn`, or `beltboard-challenge-1;taken;<reply id>`
//! when the poster took an accepter's reply, so that the others learn the
//! challenge is gone and the one taken learns it was. The event's key is the poster's
//! throw-away key, to which an accepter's answer is sealed.

use crate::nostr::expiration::{expiration, expiration_tag};
use crate::nostr::pow::{mine, Mining};
use crate::nostr::{from_hex, hex, Event, Filter, Keys, SignError};
use crate::rules::Start;
use crate::ui::live::flow::ColorChoice;
use crate::ui::live::state::Terms;
use crate::ui::lobby::pace::Pace;
use std::fmt;

/// The kind of a challenge: addressable, outside the kinds the NIPs assign.
pub const KIND: u16 = 30_431;

/// The `d` tag of every challenge: one address per key, so that a page's
/// next challenge or its withdrawal replaces the last.
pub const ADDRESS: &str = "beltboard-challenge";

/// The first field of the content: the format and its version.
pub const FORMAT: &str = "beltboard-challenge-1";

/// The second field of a withdrawal's content.
const WITHDRAWN: &str = "withdrawn";

/// The second field of a withdrawal that took a reply.
const TAKEN: &str = "taken";

/// The longest a challenge lives, in seconds, from its `created_at`.
pub const MAX_LIFETIME_S: u64 = 60 * 60;

/// The longest name shown, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// The longest content read, in bytes: the fields and a name of
/// [`MAX_NAME_CHARS`] characters of four bytes each fit well within it.
pub const MAX_CONTENT_BYTES: usize = 200;

/// The most tags a challenge may have (`d`, `expiration`, `nonce`, and a
/// few another client might add).
pub const MAX_TAGS: usize = 8;

/// An open challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The setup.
    pub start: Start,
    /// Full Belt's "no belt check" option (never set for Chess without Pawns).
    pub no_belt_check: bool,
    /// The side the poster takes.
    pub side: ColorChoice,
    /// A clock, untimed, or days per move.
    pub pace: Pace,
    /// The poster's name: plain text, at most [`MAX_NAME_CHARS`]
    /// characters, no control characters (may be empty).
    pub name: String,
    /// When it was posted (Unix seconds): the event's `created_at`.
    pub created_at: u64,
    /// When it expires (Unix seconds): after `created_at`, at most
    /// [`MAX_LIFETIME_S`] after it.
    pub expires_at: u64,
}

/// What a challenge's event says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Posted {
    /// An open challenge.
    Open(Challenge),
    /// The poster withdrew the challenge at this address.
    Withdrawn {
        /// When (Unix seconds): the event's `created_at`.
        created_at: u64,
        /// When the withdrawal itself expires.
        expires_at: u64,
        /// The id of the accepter's reply the poster took, if it took one.
        taken: Option<[u8; 32]>,
    },
}

/// Why an event is not a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeError {
    /// Another kind.
    Kind,
    /// Not exactly one `d` tag, [`ADDRESS`].
    Address,
    /// A content longer than [`MAX_CONTENT_BYTES`] or more than [`MAX_TAGS`] tags.
    Size,
    /// No expiration, or one that cannot be read.
    Expiration,
    /// An expiration not after `created_at`, or more than [`MAX_LIFETIME_S`] after it.
    Lifetime,
    /// A content that is not a challenge of this format.
    Format,
    /// An unknown setup, or the option with a game that has no belts.
    Game,
    /// An unknown side.
    Side,
    /// An unknown pace.
    Pace,
    /// A name too long or with characters a name may not hold.
    Name,
}

impl fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ChallengeError::Kind => "challenge: another kind",
            ChallengeError::Address => "challenge: not at a challenge's address",
            ChallengeError::Size => "challenge: too large",
            ChallengeError::Expiration => "challenge: no expiration",
            ChallengeError::Lifetime => "challenge: lives too long",
            ChallengeError::Format => "challenge: not a challenge",
            ChallengeError::Game => "challenge: unknown game",
            ChallengeError::Side => "challenge: unknown side",
            ChallengeError::Pace => "challenge: unknown pace",
            ChallengeError::Name => "challenge: bad name",
        })
    }
}

impl std::error::Error for ChallengeError {}

/// `text` as a name may show it: control and direction-changing characters
/// dropped, spaces trimmed, cut to [`MAX_NAME_CHARS`] characters.
pub fn clean_name(text: &str) -> String {
    let kept: String = text.chars().filter(|&c| !hidden(c)).collect();
    let cut: String = kept.trim().chars().take(MAX_NAME_CHARS).collect();
    cut.trim_end().to_string()
}

/// A character a name drops: a control character, a line or paragraph
/// separator, or a bidirectional mark or override that would turn the rest
/// of the list's line around.
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

impl Challenge {
    /// A challenge posted at `now_s` that lives `lifetime_s` seconds (cut to
    /// between one and [`MAX_LIFETIME_S`]); the option is dropped for a
    /// game without belts, the name cleaned by [`clean_name`].
    pub fn new(
        start: Start,
        no_belt_check: bool,
        side: ColorChoice,
        pace: Pace,
        name: &str,
        now_s: u64,
        lifetime_s: u64,
    ) -> Challenge {
        Challenge {
            start,
            no_belt_check: no_belt_check && start.variant().has_belts(),
            side,
            pace,
            name: clean_name(name),
            created_at: now_s,
            expires_at: now_s.saturating_add(lifetime_s.clamp(1, MAX_LIFETIME_S)),
        }
    }

    /// The event's content.
    pub fn content(&self) -> String {
        format!(
            "{FORMAT};{};{};{};{};{}",
            self.start.key(),
            u8::from(self.no_belt_check),
            self.side.key(),
            self.pace.text(),
            self.name
        )
    }

    /// The event, not mined nor signed: `nostr::pow::mine` then `Keys::sign` it.
    pub fn unsigned_event(&self) -> Event {
        Event::unsigned(
            self.created_at,
            KIND,
            vec![address_tag(), expiration_tag(self.expires_at)],
            self.content(),
        )
    }

    /// The event mined to `difficulty` and signed by `keys` with the 32
    /// random bytes `aux_rand`, in one go: for tests and the command line;
    /// a page mines in rounds with `nostr::pow::mine` so as to stay responsive.
    pub fn event(&self, keys: &Keys, difficulty: u32, aux_rand: &[u8; 32]) -> Result<Event, SignError> {
        let mut event = self.unsigned_event();
        let mut from = 0;
        while let Mining::Tried(next) = mine(&mut event, &keys.public_key(), difficulty, from, 1 << 20) {
            if next == from {
                return Err(SignError);
            }
            from = next;
        }
        keys.sign(&mut event, aux_rand)?;
        Ok(event)
    }

    /// The terms of the live game it starts, for the poster (`poster`) or
    /// the accepter: the game's id and, when the poster asked for a random
    /// side, the side, are taken from the challenge's event id, which both
    /// pages know and the accepter did not choose.
    pub fn terms(&self, event_id: &[u8; 32], poster: bool) -> Terms {
        let mut game = [0u8; 8];
        game.copy_from_slice(&event_id[24..32]);
        let host = self.side.resolve(event_id[23] & 1 == 1);
        Terms {
            game: u64::from_be_bytes(game),
            start: self.start,
            no_belt_check: self.no_belt_check,
            me: if poster { host } else { !host },
            clock: self.pace.clock(),
        }
    }
}

/// The `d` tag of a challenge.
fn address_tag() -> Vec<String> {
    vec!["d".to_string(), ADDRESS.to_string()]
}

/// The withdrawal of a page's challenge posted at `posted_at`, made at
/// `now_s`, not signed yet: `Keys::sign` it with the key that posted the
/// challenge. It is dated at least a second after the challenge, since
/// relays keep the newer of two events at an address (and of two made in
/// the same second, the one of lower id); it expires like a challenge, so
/// relays drop it too.
pub fn withdrawal(posted_at: u64, now_s: u64) -> Event {
    withdrawal_with(posted_at, now_s, format!("{FORMAT};{WITHDRAWN}"))
}

/// The withdrawal of a challenge whose poster took the reply `reply`: as
/// [`withdrawal`], and it names the reply, so that its sender goes on and
/// every other accepter is told the challenge is taken.
pub fn taken(posted_at: u64, now_s: u64, reply: &[u8; 32]) -> Event {
    withdrawal_with(posted_at, now_s, format!("{FORMAT};{TAKEN};{}", hex(reply)))
}

fn withdrawal_with(posted_at: u64, now_s: u64, content: String) -> Event {
    let now_s = now_s.max(posted_at.saturating_add(1));
    Event::unsigned(
        now_s,
        KIND,
        vec![address_tag(), expiration_tag(now_s.saturating_add(MAX_LIFETIME_S))],
        content,
    )
}

/// The subscription to the challenges open at `now_s`: the kind and the
/// address, made at most [`MAX_LIFETIME_S`] ago.
pub fn filter(now_s: u64) -> Filter {
    Filter {
        kinds: vec![KIND],
        tag: Some(('d', vec![ADDRESS.to_string()])),
        since: Some(now_s.saturating_sub(MAX_LIFETIME_S)),
        limit: Some(100),
    }
}

impl Posted {
    /// Reads a challenge or a withdrawal from an event's kind, tags and
    /// content, within the limits above. Neither the signature, the proof
    /// of work nor the time against the clock is checked here: see `list`.
    pub fn read(event: &Event) -> Result<Posted, ChallengeError> {
        if event.kind != KIND {
            return Err(ChallengeError::Kind);
        }
        if event.content.len() > MAX_CONTENT_BYTES || event.tags.len() > MAX_TAGS {
            return Err(ChallengeError::Size);
        }
        let mut addresses = event.tags.iter().filter(|t| t.first().is_some_and(|n| n == "d"));
        match (addresses.next(), addresses.next()) {
            (Some(tag), None) if tag.len() == 2 && tag[1] == ADDRESS => {}
            _ => return Err(ChallengeError::Address),
        }
        let expires_at = match expiration(event) {
            Ok(Some(at)) => at,
            _ => return Err(ChallengeError::Expiration),
        };
        if expires_at <= event.created_at || expires_at - event.created_at > MAX_LIFETIME_S {
            return Err(ChallengeError::Lifetime);
        }
        let fields: Vec<&str> = event.content.splitn(6, ';').collect();
        let (start, option, side, pace, name) = match fields[..] {
            [FORMAT, WITHDRAWN] => {
                return Ok(Posted::Withdrawn {
                    created_at: event.created_at,
                    expires_at,
                    taken: None,
                })
            }
            [FORMAT, TAKEN, reply] => {
                let reply = from_hex::<32>(reply).ok_or(ChallengeError::Format)?;
                return Ok(Posted::Withdrawn {
                    created_at: event.created_at,
                    expires_at,
                    taken: Some(reply),
                });
            }
            [FORMAT, start, option, side, pace, name] => (start, option, side, pace, name),
            _ => return Err(ChallengeError::Format),
        };
        let start = Start::from_key(start).ok_or(ChallengeError::Game)?;
        let no_belt_check = match option {
            "0" => false,
            "1" if start.variant().has_belts() => true,
            _ => return Err(ChallengeError::Game),
        };
        let side = ColorChoice::from_key(side).ok_or(ChallengeError::Side)?;
        let pace = Pace::read(pace).ok_or(ChallengeError::Pace)?;
        if clean_name(name) != name {
            return Err(ChallengeError::Name);
        }
        Ok(Posted::Open(Challenge {
            start,
            no_belt_check,
            side,
            pace,
            name: name.to_string(),
            created_at: event.created_at,
            expires_at,
        }))
    }

    /// When it expires (Unix seconds).
    pub fn expires_at(&self) -> u64 {
        match self {
            Posted::Open(challenge) => challenge.expires_at,
            Posted::Withdrawn { expires_at, .. } => *expires_at,
        }
    }
}

#[cfg(test)]
#[path = "challenge_tests.rs"]
mod tests;
