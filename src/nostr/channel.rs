//! A game's channel over relays, everything one invitation secret gives: the
//! subscription that selects its events, the sealed and signed event of a
//! payload, and the check and opening of an event received. What the live
//! page uses; the pieces it is made of are public too.

use super::accept::{accept, Refusal};
use super::conventions::{Purpose, KIND, TAG_LETTER, TAG_NAME};
use super::event::Event;
use super::keys::Keys;
use super::message::Filter;
use super::seal::{SealError, Sealer, NONCE_BYTES};

/// The channel of one invitation secret (its tag value and key, derived
/// once). Its `Debug` shows the tag only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Channel {
    sealer: Sealer,
}

impl Channel {
    /// The channel of the invitation secret `secret` (32 random bytes).
    pub fn new(secret: &[u8; 32]) -> Channel {
        Channel {
            sealer: Sealer::new(secret),
        }
    }

    /// The tag value its events carry (64 lowercase hex digits).
    pub fn tag(&self) -> &str {
        self.sealer.tag()
    }

    /// The filter of its events made since `since` (Unix seconds): Beltboard's
    /// kind and the tag. Send it with `req_message`. Relays compare `since`
    /// with the sender's clock, so leave a margin for one running behind
    /// (`MAX_AHEAD_S` before the invitation, say).
    pub fn filter(&self, since: u64) -> Filter {
        Filter {
            kinds: vec![KIND],
            tag: Some((TAG_LETTER, vec![self.tag().to_string()])),
            since: Some(since),
            limit: None,
        }
    }

    /// The event that carries `plaintext` for `purpose`, sealed with the
    /// 12 random bytes `nonce`, made at `created_at` (Unix seconds) and
    /// signed by `keys` with the 32 random bytes `aux_rand`. Send it with
    /// `publish_message`.
    pub fn event(
        &self,
        keys: &Keys,
        purpose: Purpose,
        plaintext: &[u8],
        created_at: u64,
        nonce: &[u8; NONCE_BYTES],
        aux_rand: &[u8; 32],
    ) -> Result<Event, SealError> {
        let content = self.sealer.seal(purpose, &keys.public_key(), plaintext, nonce)?;
        let tags = vec![vec![TAG_NAME.to_string(), self.tag().to_string()]];
        let mut event = Event::unsigned(created_at, KIND, tags, content);
        keys.sign(&mut event, aux_rand).map_err(|_| SealError::NotSigned)?;
        Ok(event)
    }

    /// The checks of an event received ([`accept`] with this channel's kind
    /// and tag): made at most `max_age_s` before `now_s`, genuine.
    pub fn accept(&self, event: &Event, now_s: u64, max_age_s: u64) -> Result<(), Refusal> {
        accept(event, self.tag(), KIND, now_s, max_age_s)
    }

    /// The payload of an event accepted, if it was sealed for `purpose` with
    /// this channel's key by the event's own signer.
    pub fn open(&self, purpose: Purpose, event: &Event) -> Result<Vec<u8>, SealError> {
        self.sealer.open(purpose, &event.pubkey, &event.content)
    }
}
