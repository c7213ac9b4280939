//! Nostr for a live game, in plain Rust with no web dependency: events
//! (NIP-01) and their strict JSON, BIP-340 signatures, the payload sealed
//! with a key derived from the invitation's secret, the relay messages, and
//! the check every event received passes before its content is opened.
//!
//! The caller brings the randomness (keys, nonces, BIP-340's auxiliary
//! bytes) and the time, so that everything here is deterministic and tested
//! natively. The usual flow, with a [`Channel`] made from the secret and a
//! throw-away [`Keys`] per page:
//! - send: `publish_message(&channel.event(&keys, purpose, payload, now, &nonce, &aux)?)`;
//! - listen: `req_message(sub_id, &channel.filter(since))`;
//! - receive: [`RelayMessage::read`] the frame; for an `Event`, drop it if
//!   its key is our own (relays echo what we publish) or, once the answer has
//!   come, not the peer's; then `channel.accept(&event, now, max_age)`, then
//!   `channel.open(purpose, &event)`, then [`ReplayGuard::first_time`] with
//!   its id; anything refused is dropped.

mod accept;
mod channel;
mod conventions;
mod encoding;
mod event;
pub mod expiration;
mod json;
mod keys;
mod message;
pub mod pow;
mod seal;

pub use accept::{accept, Refusal, ReplayGuard, MAX_AHEAD_S};
pub use channel::Channel;
pub use conventions::{Purpose, KIND, TAG_LETTER, TAG_NAME};
pub use encoding::{base64, from_base64, from_hex, hex};
pub use event::{Event, EventError, Field, MAX_EVENT_BYTES, MAX_TAGS, MAX_TAG_STRINGS, MAX_TAG_STRING_BYTES};
pub use json::{JsonError, JsonProblem};
pub use keys::{verify, verify_digest, Keys, SignError};
pub use message::{
    close_message, publish_message, req_message, Filter, Label, MessageError, RelayMessage, MAX_FRAME_BYTES,
    MAX_SUB_ID_CHARS,
};
pub use seal::{channel_tag, open, seal, SealError, Sealer, MAX_CONTENT, MAX_PLAINTEXT, NONCE_BYTES};
