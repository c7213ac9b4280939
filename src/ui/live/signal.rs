//! The live page's messages through Nostr relays: the friend's answer,
//! which comes back to the inviting page by itself, and the game's own
//! messages when the two browsers find no direct route.
//!
//! One random secret, carried only in the invitation link's fragment, gives
//! the game's channel ([`Channel`]): the tag relays select its events by,
//! and the key that seals each payload. Each page signs with a throw-away
//! key of its own. What a relay sends is read here, frame by frame, and
//! checked (size, kind, tag, age, id, signature, then the sealed payload)
//! before anything in it is used; an event seen once is never used again.

use crate::nostr::{publish_message, req_message, Channel, Keys, Purpose, RelayMessage, ReplayGuard, NONCE_BYTES};
use std::fmt;

/// The fragment key of the invitation secret: `#key=<secret>&live=<code>`
/// (before the code, which runs to the end of the link).
pub const SECRET_KEY: &str = "key=";

/// The subscription's id on every relay.
pub const SUB_ID: &str = "beltboard";

/// The oldest event read, in seconds before now: an invitation lives for
/// minutes, and relays pass these events on live, so older ones are replays.
pub const MAX_AGE_S: u64 = 15 * 60;

/// How many event ids the page remembers, so that a repeated one is dropped.
const SEEN: usize = 256;

/// The random bytes one event needs: the seal's nonce, then the signature's.
pub const EVENT_RANDOM: usize = NONCE_BYTES + 32;

/// What a relay's socket told the page (the web glue's report, typed here so
/// that the page's state can take it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayNews {
    /// The socket to relay `index` opened.
    Opened(usize),
    /// A text frame from relay `index`.
    Frame(usize, String),
    /// The socket to relay `index` failed or closed.
    Gone(usize),
}

/// What a frame from a relay brought.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The friend's answer, as the code an answer link holds.
    Answer(String),
    /// An invitation's code, sent to this page already listening.
    Invitation(String),
    /// A message of the game, as the data channel would carry it.
    Message(Vec<u8>),
    /// The relay took the page's event (`true`) or refused it.
    Published(bool),
    /// The relay ended or refused the page's subscription.
    Closed,
    /// Nothing for the page: the end of stored events, a notice, the page's
    /// own event coming back, an event seen before, another message.
    Nothing,
    /// A frame or an event that failed a check, dropped unused.
    Refused(Dropped),
}

/// Why a frame from a relay was dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// Not a relay message the page can read.
    Unreadable,
    /// An event refused by the checks (kind, tag, size, age, id, signature).
    Event(crate::nostr::Refusal),
    /// An event whose payload is not sealed with this game's key.
    Sealed,
    /// An event signed by another key than the friend's, once the friend's
    /// first one came (the link passed on to a third person).
    Stranger,
}

/// One invitation's channel as this page uses it.
#[derive(Clone)]
pub struct Signal {
    channel: Channel,
    keys: Keys,
    own: [u8; 32],
    peer: Option<[u8; 32]>,
    seen: ReplayGuard,
}

impl fmt::Debug for Signal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never the secret nor the key: the tag alone names the channel.
        f.debug_struct("Signal").field("tag", &self.channel.tag()).finish()
    }
}

impl Signal {
    /// The channel of `secret`, this page signing with the throw-away key
    /// `key` (32 random bytes); `None` for the rare bytes that are no key.
    pub fn new(secret: &[u8; 32], key: &[u8; 32]) -> Option<Signal> {
        let keys = Keys::from_secret(key)?;
        Some(Signal {
            channel: Channel::new(secret),
            own: keys.public_key(),
            peer: None,
            keys,
            seen: ReplayGuard::new(SEEN),
        })
    }

    /// The subscription to the channel's events made since `since` (Unix
    /// seconds), as a frame for every relay.
    pub fn subscribe(&self, since: u64) -> String {
        req_message(SUB_ID, &self.channel.filter(since))
    }

    /// The frame that publishes `payload` for `purpose`, made at `now_s`,
    /// with [`EVENT_RANDOM`] random bytes.
    pub fn publish(&self, purpose: Purpose, payload: &[u8], now_s: u64, random: &[u8; EVENT_RANDOM]) -> Option<String> {
        let mut nonce = [0u8; NONCE_BYTES];
        nonce.copy_from_slice(&random[..NONCE_BYTES]);
        let mut aux = [0u8; 32];
        aux.copy_from_slice(&random[NONCE_BYTES..]);
        let event = self
            .channel
            .event(&self.keys, purpose, payload, now_s, &nonce, &aux)
            .ok()?;
        Some(publish_message(&event))
    }

    /// Reads a frame from a relay at `now_s`: checked before anything in it
    /// is used, its payload opened only when it is this game's.
    pub fn read(&mut self, frame: &str, now_s: u64) -> Heard {
        let message = match RelayMessage::read(frame) {
            Ok(m) => m,
            Err(_) => return Heard::Refused(Dropped::Unreadable),
        };
        let event = match message {
            RelayMessage::Event { sub_id, event } if sub_id == SUB_ID => event,
            RelayMessage::Ok { accepted, .. } => return Heard::Published(accepted),
            RelayMessage::Closed { sub_id, .. } if sub_id == SUB_ID => return Heard::Closed,
            _ => return Heard::Nothing,
        };
        if let Err(refusal) = self.channel.accept(&event, now_s, MAX_AGE_S) {
            return Heard::Refused(Dropped::Event(refusal));
        }
        // The page's own events come back from the relays it sent them to.
        if event.pubkey == self.own || self.seen.contains(&event.id) {
            return Heard::Nothing;
        }
        if self.peer.is_some_and(|peer| peer != event.pubkey) {
            return Heard::Refused(Dropped::Stranger);
        }
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).ok();
        let heard = if let Ok(bytes) = self.channel.open(Purpose::Answer, &event) {
            text(bytes).map(Heard::Answer)
        } else if let Ok(bytes) = self.channel.open(Purpose::Invitation, &event) {
            text(bytes).map(Heard::Invitation)
        } else {
            self.channel.open(Purpose::Move, &event).ok().map(Heard::Message)
        };
        let Some(heard) = heard else {
            return Heard::Refused(Dropped::Sealed);
        };
        // Remembered only once genuine, so that forged events cannot push
        // the ids of genuine ones out of the guard; and from then on only
        // the friend's key is heard.
        self.seen.first_time(&event.id);
        self.peer = Some(event.pubkey);
        heard
    }
}

/// The invitation secret a fragment carries (`key=<64 hex digits>`), if any.
pub fn secret_in(fragment: &str) -> Option<[u8; 32]> {
    let at = fragment.find(SECRET_KEY)? + SECRET_KEY.len();
    let text = fragment[at..].split('&').next()?.as_bytes();
    if text.len() != 64 {
        return None;
    }
    let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = digit(text[2 * i])? << 4 | digit(text[2 * i + 1])?;
    }
    Some(out)
}

/// The fragment key of the secret an inviting page is given (`#host=<secret>`):
/// the channel on which a friend already listens for its invitation.
pub const HOST_KEY: &str = "host=";

/// The fragment flag of an invitation link the friend's page accepts at
/// once, before the code: the person asked for this game already (they
/// accepted an open challenge, or it accepted theirs).
pub const GO_FLAG: &str = "go&";

/// The secret a fragment carries after `key` (`key` then 64 hex digits).
fn hex_after(fragment: &str, key: &str) -> Option<[u8; 32]> {
    let at = fragment.find(key)? + key.len();
    crate::nostr::from_hex::<32>(fragment[at..].split('&').next()?)
}

/// The secret an inviting page was given (`host=<64 hex digits>`), if any.
pub fn host_in(fragment: &str) -> Option<[u8; 32]> {
    hex_after(fragment, HOST_KEY)
}

/// The fragment part that carries `secret`, to go before the invitation's code.
pub fn secret_part(secret: &[u8; 32]) -> String {
    format!("{SECRET_KEY}{}&", crate::nostr::hex(secret))
}

#[cfg(test)]
#[path = "signal_tests.rs"]
mod tests;
