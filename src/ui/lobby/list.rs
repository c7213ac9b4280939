//! The list of open challenges as the lobby page keeps it: what relays send
//! goes through [`Lobby::add`], which lists an event only once it passed
//! every check, and says why it refused one (counted, for the page and the
//! tests). Newest first, at most [`MAX_LISTED`], expired ones dropped by
//! [`Lobby::tick`].
//!
//! Keys cost nothing, so the checks keep a flood small rather than out:
//! each challenge costs its maker a proof of work, a key shows at most
//! [`MAX_PER_KEY`] challenges however many it posts, and the list is
//! capped. The cheap questions come first (kind, a copy already taken,
//! time, size and format, expiry, the list's own rules), the proof of work
//! next, the signature last; nothing is kept of an event before its
//! signature held.

use crate::nostr::pow::check;
use crate::nostr::{verify, Event, ReplayGuard, MAX_AHEAD_S};
use crate::ui::lobby::challenge::{Challenge, ChallengeError, Posted, KIND};
use std::collections::VecDeque;
use std::fmt;

/// The most challenges listed.
pub const MAX_LISTED: usize = 50;

/// The most challenges one key gets listed, one after another: a page
/// posts one at a time, so more from one key is a flood.
pub const MAX_PER_KEY: u32 = 3;

/// How many keys the count per key remembers (the oldest is forgotten).
const KEYS_REMEMBERED: usize = 512;

/// How many withdrawals are remembered, so that a relay's older copy of a
/// withdrawn challenge is not listed again.
const WITHDRAWALS_REMEMBERED: usize = 256;

/// How many event ids are remembered, so that copies are dropped unchecked.
const IDS_REMEMBERED: usize = 1024;

/// How many withdrawals of no challenge listed are kept aside, unchecked,
/// for a challenge that another relay sends later.
const PENDING_WITHDRAWALS: usize = 32;

/// A challenge listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// The event's id (the game's id and a random side derive from it).
    pub id: [u8; 32],
    /// The poster's throw-away key, to which an answer is sealed.
    pub pubkey: [u8; 32],
    /// The challenge.
    pub challenge: Challenge,
}

/// What an event did to the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Added {
    /// A challenge listed.
    Listed,
    /// A challenge listed in place of the same key's older one.
    Replaced,
    /// A listed challenge withdrawn by its poster.
    Withdrawn,
}

/// Why an event was not listed, in the order the checks ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another kind than a challenge's.
    Kind,
    /// A copy of an event already taken (another relay's, or a replay).
    Duplicate,
    /// Made more than `MAX_AHEAD_S` after the page's clock.
    FromTheFuture,
    /// A content or tags over the limits.
    Size,
    /// Not a challenge nor a withdrawal that can be read.
    Malformed,
    /// Expired already.
    Expired,
    /// A withdrawal of no challenge listed (kept aside, unchecked, in case
    /// another relay sends the challenge later).
    NothingListed,
    /// Older than what the list has from the same key (a newer challenge,
    /// or a withdrawal).
    Superseded,
    /// A key that had [`MAX_PER_KEY`] challenges listed already.
    Flood,
    /// The list is full of newer challenges.
    Full,
    /// No proof of work, or too little.
    Work,
    /// An id that is not the event's hash, or a signature that does not hold.
    Signature,
}

impl Refusal {
    /// Every refusal, in the order the checks ask.
    pub const ALL: [Refusal; 12] = [
        Refusal::Kind,
        Refusal::Duplicate,
        Refusal::FromTheFuture,
        Refusal::Size,
        Refusal::Malformed,
        Refusal::Expired,
        Refusal::NothingListed,
        Refusal::Superseded,
        Refusal::Flood,
        Refusal::Full,
        Refusal::Work,
        Refusal::Signature,
    ];

    /// A short key for logs and tests' reports (`no-work`, `flood`, ...).
    pub fn key(self) -> &'static str {
        match self {
            Refusal::Kind => "kind",
            Refusal::Duplicate => "duplicate",
            Refusal::FromTheFuture => "future",
            Refusal::Size => "size",
            Refusal::Malformed => "malformed",
            Refusal::Expired => "expired",
            Refusal::NothingListed => "nothing-listed",
            Refusal::Superseded => "superseded",
            Refusal::Flood => "flood",
            Refusal::Full => "full",
            Refusal::Work => "no-work",
            Refusal::Signature => "signature",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "challenge not listed: {}", self.key())
    }
}

impl std::error::Error for Refusal {}

/// The open challenges and what the page refused.
#[derive(Clone, Debug)]
pub struct Lobby {
    listed: Vec<Listed>,
    required: u32,
    seen: ReplayGuard,
    per_key: VecDeque<([u8; 32], u32)>,
    withdrawn: VecDeque<([u8; 32], u64)>,
    pending: VecDeque<Event>,
    refused: [u32; Refusal::ALL.len()],
}

impl Lobby {
    /// An empty list that asks a proof of work of `required` bits
    /// (`nostr::pow::DEFAULT_DIFFICULTY` on the page).
    pub fn new(required: u32) -> Lobby {
        Lobby {
            listed: Vec::new(),
            required,
            seen: ReplayGuard::new(IDS_REMEMBERED),
            per_key: VecDeque::new(),
            withdrawn: VecDeque::new(),
            pending: VecDeque::new(),
            refused: [0; Refusal::ALL.len()],
        }
    }

    /// The challenges listed, newest first.
    pub fn listed(&self) -> &[Listed] {
        &self.listed
    }

    /// How many events were refused for `refusal`.
    pub fn refused(&self, refusal: Refusal) -> u32 {
        self.refused[refusal.index()]
    }

    /// Every refusal with its count.
    pub fn refusals(&self) -> impl Iterator<Item = (Refusal, u32)> + '_ {
        Refusal::ALL.into_iter().map(|r| (r, self.refused(r)))
    }

    /// Takes an event from a relay at `now_s` (Unix seconds): a challenge
    /// that passes every check is listed, a withdrawal removes its poster's
    /// challenge; anything else is refused, and counted.
    pub fn add(&mut self, event: &Event, now_s: u64) -> Result<Added, Refusal> {
        let result = self.judge(event, now_s);
        if let Err(refusal) = result {
            self.refused[refusal.index()] = self.refused[refusal.index()].saturating_add(1);
        }
        result
    }

    /// Drops the challenges expired at `now_s`; how many.
    pub fn tick(&mut self, now_s: u64) -> usize {
        let before = self.listed.len();
        self.listed.retain(|l| l.challenge.expires_at > now_s);
        before - self.listed.len()
    }

    /// Removes the challenge of event `id` (one the page learned is taken).
    pub fn remove(&mut self, id: &[u8; 32]) -> Option<Listed> {
        let at = self.listed.iter().position(|l| &l.id == id)?;
        Some(self.listed.remove(at))
    }

    fn judge(&mut self, event: &Event, now_s: u64) -> Result<Added, Refusal> {
        if event.kind != KIND {
            return Err(Refusal::Kind);
        }
        if self.seen.contains(&event.id) {
            return Err(Refusal::Duplicate);
        }
        if event.created_at > now_s.saturating_add(MAX_AHEAD_S) {
            return Err(Refusal::FromTheFuture);
        }
        let posted = Posted::read(event).map_err(|e| match e {
            ChallengeError::Size => Refusal::Size,
            ChallengeError::Kind => Refusal::Kind,
            _ => Refusal::Malformed,
        })?;
        if posted.expires_at() <= now_s {
            return Err(Refusal::Expired);
        }
        match posted {
            Posted::Withdrawn { created_at, .. } => self.withdraw(event, created_at),
            Posted::Open(challenge) => self.list(event, challenge),
        }
    }

    fn withdraw(&mut self, event: &Event, created_at: u64) -> Result<Added, Refusal> {
        // Only a listed challenge's key is worth a signature check: a
        // withdrawal costs no work, so others wait aside unchecked.
        let Some(at) = self.listed.iter().position(|l| l.pubkey == event.pubkey) else {
            if !self.pending.iter().any(|p| p.id == event.id) {
                if self.pending.len() >= PENDING_WITHDRAWALS {
                    self.pending.pop_front();
                }
                self.pending.push_back(event.clone());
            }
            return Err(Refusal::NothingListed);
        };
        if self.listed[at].challenge.created_at >= created_at {
            return Err(Refusal::Superseded);
        }
        genuine(event)?;
        self.listed.remove(at);
        self.withdrawn_by(event, created_at);
        Ok(Added::Withdrawn)
    }

    /// Remembers a genuine withdrawal made at `created_at`.
    fn withdrawn_by(&mut self, event: &Event, created_at: u64) {
        self.seen.first_time(&event.id);
        if self.withdrawn.len() >= WITHDRAWALS_REMEMBERED {
            self.withdrawn.pop_front();
        }
        self.withdrawn.push_back((event.pubkey, created_at));
    }

    /// Whether a withdrawal set aside for `key`, made after `created_at`,
    /// is genuine: checked now that the key's challenge proved itself.
    fn withdrawn_aside(&mut self, key: &[u8; 32], created_at: u64) -> bool {
        let newer = |p: &Event| &p.pubkey == key && p.created_at > created_at;
        while let Some(at) = self.pending.iter().position(newer) {
            let Some(withdrawal) = self.pending.remove(at) else {
                break;
            };
            if genuine(&withdrawal).is_ok() {
                self.withdrawn_by(&withdrawal, withdrawal.created_at);
                return true;
            }
        }
        false
    }

    fn list(&mut self, event: &Event, challenge: Challenge) -> Result<Added, Refusal> {
        let key = event.pubkey;
        let newer = |at: u64| at >= challenge.created_at;
        if self.withdrawn.iter().any(|&(k, at)| k == key && newer(at)) {
            return Err(Refusal::Superseded);
        }
        let existing = self.listed.iter().position(|l| l.pubkey == key);
        if existing.is_some_and(|i| newer(self.listed[i].challenge.created_at)) {
            return Err(Refusal::Superseded);
        }
        if self.count(&key) >= MAX_PER_KEY {
            return Err(Refusal::Flood);
        }
        let full = existing.is_none() && self.listed.len() >= MAX_LISTED;
        if full
            && self
                .listed
                .last()
                .is_some_and(|oldest| !before(&challenge, &event.id, oldest))
        {
            return Err(Refusal::Full);
        }
        check(event, self.required).map_err(|_| Refusal::Work)?;
        genuine(event)?;
        self.seen.first_time(&event.id);
        if self.withdrawn_aside(&key, challenge.created_at) {
            return Err(Refusal::Superseded);
        }
        self.counted(key);
        match existing {
            Some(i) => {
                self.listed.remove(i);
            }
            None if full => {
                self.listed.pop();
            }
            None => {}
        }
        let at = self
            .listed
            .iter()
            .position(|l| before(&challenge, &event.id, l))
            .unwrap_or(self.listed.len());
        self.listed.insert(
            at,
            Listed {
                id: event.id,
                pubkey: key,
                challenge,
            },
        );
        Ok(if existing.is_some() {
            Added::Replaced
        } else {
            Added::Listed
        })
    }

    /// How many challenges `key` had listed.
    fn count(&self, key: &[u8; 32]) -> u32 {
        self.per_key.iter().find(|(k, _)| k == key).map_or(0, |&(_, n)| n)
    }

    /// One more challenge listed for `key`.
    fn counted(&mut self, key: [u8; 32]) {
        if let Some(entry) = self.per_key.iter_mut().find(|(k, _)| *k == key) {
            entry.1 += 1;
            return;
        }
        if self.per_key.len() >= KEYS_REMEMBERED {
            self.per_key.pop_front();
        }
        self.per_key.push_back((key, 1));
    }
}

/// Whether a challenge (with its event id) comes before `listed` in the
/// list: newer first, and of two made in the same second the lower id.
fn before(challenge: &Challenge, id: &[u8; 32], listed: &Listed) -> bool {
    (challenge.created_at, std::cmp::Reverse(id)) > (listed.challenge.created_at, std::cmp::Reverse(&listed.id))
}

/// The event's id is its hash and its signature holds.
fn genuine(event: &Event) -> Result<(), Refusal> {
    verify(event).map_err(|_| Refusal::Signature)
}

#[cfg(test)]
#[path = "list_tests.rs"]
mod tests;
