//! An accepter's reply to an open challenge: how the game it starts is
//! reached, readable by the poster alone.
//!
//! The reply is an ordinary Beltboard event (`nostr::KIND`) tagged with the
//! challenge's event id, so the poster's page selects the replies to its
//! challenge; its content is sealed with the secret the accepter's key
//! shares with the poster's throw-away key (ECDH), so that the relays and
//! everyone else on them see only that someone replied. Its plaintext is
//! one line: `beltboard-reply-1;live;<secret>` (the channel on which the
//! accepter listens for the poster's invitation, as a live page's
//! invitation link would carry it) or `beltboard-reply-1;corr;<game secret>`
//! (a correspondence game, whose keys are the challenge's and this reply's
//! signer).

use crate::nostr::{accept, from_hex, hex, Event, Filter, Keys, Purpose, Refusal, Sealer, KIND, NONCE_BYTES, TAG_NAME};
use crate::ui::lobby::challenge::MAX_LIFETIME_S;
use std::fmt;

/// The first field of a reply's plaintext.
pub const FORMAT: &str = "beltboard-reply-1";

/// How a challenge's game is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A live game: the secret of the channel on which the accepter waits
    /// for the poster's invitation.
    Live([u8; 32]),
    /// A correspondence game: its secret.
    Correspondence([u8; 32]),
}

/// Why a reply was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplyError {
    /// The event failed a check (kind, tag, size, age, id, signature).
    Event(Refusal),
    /// Its content is not sealed to this key by its signer.
    Sealed,
    /// Its plaintext is not a reply.
    Format,
    /// The reply could not be made (the poster's key is no key, or signing failed).
    NotMade,
}

impl fmt::Display for ReplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplyError::Event(r) => write!(f, "reply: {r}"),
            ReplyError::Sealed => f.write_str("reply: not sealed to this challenge's key"),
            ReplyError::Format => f.write_str("reply: not a reply"),
            ReplyError::NotMade => f.write_str("reply: could not be made"),
        }
    }
}

impl std::error::Error for ReplyError {}

impl Reply {
    /// The plaintext.
    pub fn text(&self) -> String {
        match self {
            Reply::Live(secret) => format!("{FORMAT};live;{}", hex(secret)),
            Reply::Correspondence(secret) => format!("{FORMAT};corr;{}", hex(secret)),
        }
    }

    /// Reads a plaintext strictly: the format, the game's kind, and a
    /// secret of 64 lowercase hex digits.
    pub fn read(text: &str) -> Result<Reply, ReplyError> {
        let mut fields = text.splitn(3, ';');
        let (Some(FORMAT), Some(kind), Some(secret)) = (fields.next(), fields.next(), fields.next()) else {
            return Err(ReplyError::Format);
        };
        let secret = from_hex::<32>(secret).ok_or(ReplyError::Format)?;
        match kind {
            "live" => Ok(Reply::Live(secret)),
            "corr" => Ok(Reply::Correspondence(secret)),
            _ => Err(ReplyError::Format),
        }
    }
}

/// The tag value of the replies to challenge `id`.
pub fn reply_tag(id: &[u8; 32]) -> String {
    hex(id)
}

/// The subscription to the replies to challenge `id` made since `since`.
pub fn reply_filter(id: &[u8; 32], since: u64) -> Filter {
    Filter {
        kinds: vec![KIND],
        tag: Some((crate::nostr::TAG_LETTER, vec![reply_tag(id)])),
        since: Some(since),
        limit: None,
    }
}

/// The reply `reply` to challenge `id` posted by `poster`, from `keys`, at
/// `now_s`, sealed with the 12 random bytes `nonce` and signed with the 32
/// random bytes `aux_rand`.
pub fn reply_event(
    keys: &Keys,
    poster: &[u8; 32],
    id: &[u8; 32],
    reply: &Reply,
    now_s: u64,
    nonce: &[u8; NONCE_BYTES],
    aux_rand: &[u8; 32],
) -> Result<Event, ReplyError> {
    let shared = keys.shared_secret(poster).ok_or(ReplyError::NotMade)?;
    let content = Sealer::new(&shared)
        .seal(Purpose::Answer, &keys.public_key(), reply.text().as_bytes(), nonce)
        .map_err(|_| ReplyError::NotMade)?;
    let tags = vec![vec![TAG_NAME.to_string(), reply_tag(id)]];
    let mut event = Event::unsigned(now_s, KIND, tags, content);
    keys.sign(&mut event, aux_rand).map_err(|_| ReplyError::NotMade)?;
    Ok(event)
}

/// The reply `event` carries to the poster of challenge `id`, whose key is
/// `keys`, checked at `now_s` before it is opened (at most a challenge's
/// lifetime old).
pub fn open_reply(keys: &Keys, id: &[u8; 32], event: &Event, now_s: u64) -> Result<Reply, ReplyError> {
    accept(event, &reply_tag(id), KIND, now_s, MAX_LIFETIME_S).map_err(ReplyError::Event)?;
    let shared = keys.shared_secret(&event.pubkey).ok_or(ReplyError::Sealed)?;
    let bytes = Sealer::new(&shared)
        .open(Purpose::Answer, &event.pubkey, &event.content)
        .map_err(|_| ReplyError::Sealed)?;
    Reply::read(std::str::from_utf8(&bytes).map_err(|_| ReplyError::Format)?)
}

#[cfg(test)]
#[path = "reply_tests.rs"]
mod tests;
