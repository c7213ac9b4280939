//! The one check an event read from a relay passes before anything of it is
//! used, cheapest question first (kind, tag, size, age, then the id's hash,
//! then the signature), and a guard against the same event twice.
//!
//! A relay sees the tag, so it can make events that pass every check here
//! with keys of its own: only opening the sealed content proves an event
//! comes from the other player. Hence the order: `accept`, then open the
//! content, then [`ReplayGuard::first_time`].

use super::conventions::TAG_NAME;
use super::event::{Event, EventError, MAX_TAGS};
use super::keys::verify;
use super::seal::MAX_CONTENT;
use std::collections::VecDeque;
use std::fmt;

/// How far ahead of our clock an event's time may be, in seconds: a phone's
/// clock may be minutes off; an event further ahead is refused, since it
/// would otherwise stay fresh past `max_age_s`.
pub const MAX_AHEAD_S: u64 = 10 * 60;

/// Why an event from a relay is refused, in the order `accept` asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another kind than the one expected.
    Kind,
    /// No tag `[TAG_NAME, <the expected value>]`.
    Tag,
    /// A content longer than a sealed payload can be, or too many tags.
    Size,
    /// Made more than [`MAX_AHEAD_S`] after our clock's now.
    FromTheFuture,
    /// Made longer ago than the age allowed.
    TooOld,
    /// The id is not the hash of the event.
    Id,
    /// The public key or the signature is not valid.
    Signature,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refusal::Kind => "event refused: another kind",
            Refusal::Tag => "event refused: not of this game",
            Refusal::Size => "event refused: too large",
            Refusal::FromTheFuture => "event refused: dated in the future",
            Refusal::TooOld => "event refused: too old",
            Refusal::Id => "event refused: wrong id",
            Refusal::Signature => "event refused: bad signature",
        })
    }
}

impl std::error::Error for Refusal {}

/// Checks an event read from a relay before its content is opened: its
/// kind is `kind`, it carries the tag `[TAG_NAME, expected_tag]`, its
/// content fits a sealed payload, it was made at most `max_age_s` before
/// `now_s` and at most [`MAX_AHEAD_S`] after, its id is its hash and its
/// signature is valid.
pub fn accept(event: &Event, expected_tag: &str, kind: u16, now_s: u64, max_age_s: u64) -> Result<(), Refusal> {
    if event.kind != kind {
        return Err(Refusal::Kind);
    }
    if !event
        .tags
        .iter()
        .any(|t| t.len() == 2 && t[0] == TAG_NAME && t[1] == expected_tag)
    {
        return Err(Refusal::Tag);
    }
    if event.content.len() > MAX_CONTENT || event.tags.len() > MAX_TAGS {
        return Err(Refusal::Size);
    }
    if event.created_at > now_s.saturating_add(MAX_AHEAD_S) {
        return Err(Refusal::FromTheFuture);
    }
    if now_s.saturating_sub(event.created_at) > max_age_s {
        return Err(Refusal::TooOld);
    }
    verify(event).map_err(|e| match e {
        EventError::WrongId => Refusal::Id,
        _ => Refusal::Signature,
    })
}

/// The ids of the last events taken, to drop a relay's replay or a second
/// relay's copy of one. Bounded: the oldest id is forgotten first (a turn
/// replayed after that is still refused by the game's own checks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayGuard {
    seen: VecDeque<[u8; 32]>,
    capacity: usize,
}

impl Default for ReplayGuard {
    /// A guard of [`ReplayGuard::CAPACITY`] ids.
    fn default() -> Self {
        ReplayGuard::new(ReplayGuard::CAPACITY)
    }
}

impl ReplayGuard {
    /// The ids a default guard keeps: more than a game's turns.
    pub const CAPACITY: usize = 1024;

    /// A guard that remembers the last `capacity` ids (at least one).
    pub fn new(capacity: usize) -> ReplayGuard {
        let capacity = capacity.max(1);
        ReplayGuard {
            seen: VecDeque::with_capacity(capacity.min(ReplayGuard::CAPACITY)),
            capacity,
        }
    }

    /// Whether `id` is remembered.
    pub fn contains(&self, id: &[u8; 32]) -> bool {
        self.seen.contains(id)
    }

    /// `true` the first time `id` is given (it is remembered), `false` after.
    /// Give only the ids of events whose content opened, so that forged
    /// events cannot push genuine ones out.
    pub fn first_time(&mut self, id: &[u8; 32]) -> bool {
        if self.contains(id) {
            return false;
        }
        if self.seen.len() >= self.capacity {
            self.seen.pop_front();
        }
        self.seen.push_back(*id);
        true
    }
}
