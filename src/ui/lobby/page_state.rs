//! The lobby page's whole state, as one reducer: the open challenges on the
//! relays ([`Lobby`]), this page's own challenge from its proof of work to
//! the reply it takes, and where the page goes when a game starts.
//!
//! The relays' sockets are the page's (browser objects); it hands them the
//! frames of [`LobbyPageState::relay_out`] and tells the state what they
//! sent back. Nothing is sent on a timer: one subscription to the list when
//! the page opens, then only what a person does (post, withdraw, accept)
//! and what a reply to the page's challenge calls for.

use crate::nostr::pow::{mine, Mining, DEFAULT_DIFFICULTY};
use crate::nostr::{close_message, hex, publish_message, req_message, Event, Keys, RelayMessage, MAX_AHEAD_S};
use crate::rules::Color;
use crate::ui::live::page_state::RelayCount;
use crate::ui::live::signal::{Heard, RelayNews, Signal, EVENT_RANDOM, GO_FLAG, SECRET_KEY, SUB_ID};
use crate::ui::lobby::challenge::{filter, taken, withdrawal, Challenge, Posted};
use crate::ui::lobby::correspondence::Correspondence;
use crate::ui::lobby::list::{Listed, Lobby};
use crate::ui::lobby::reply::{open_reply, reply_event, reply_filter, Reply};

/// The subscription to the list of challenges.
pub const LIST_SUB: &str = "lobby";

/// The subscription to the replies to this page's challenge.
pub const REPLIES_SUB: &str = "replies";

/// How many nonces one step of the proof of work tries: a few
/// milliseconds in a phone's browser, so the page stays responsive.
pub const MINE_TRIES: u64 = 2_048;

/// How long a posted challenge lives, in seconds: the longest allowed.
pub const LIFETIME_S: u64 = crate::ui::lobby::challenge::MAX_LIFETIME_S;

/// This page's own challenge.
#[derive(Clone, Debug)]
pub enum Mine {
    /// Its proof of work is being found, from this nonce on.
    Mining {
        /// The challenge.
        challenge: Challenge,
        /// Its event, the nonce tag being mined.
        event: Event,
        /// The next nonce to try.
        from: u64,
    },
    /// Published: waiting for someone to accept it.
    Open {
        /// The challenge.
        challenge: Challenge,
        /// Its event's id.
        id: [u8; 32],
    },
}

/// Where the page goes once a game starts.
#[derive(Clone, Debug, PartialEq)]
pub enum Leaving {
    /// To the live page, inviting on the channel of `secret` on which the
    /// accepter of this page's live challenge listens.
    Host {
        /// The channel's secret.
        secret: [u8; 32],
        /// The challenge.
        challenge: Challenge,
        /// The side this page plays.
        me: Color,
    },
    /// To the live page, as the friend, with this invitation link's
    /// fragment (`key=..&go&live=..`): the poster of the live challenge this
    /// page accepted invited it.
    Join(String),
    /// To a correspondence game: its secret, this side's signing key and
    /// its first state.
    Correspondence {
        /// The game's secret.
        secret: [u8; 32],
        /// This side's signing key's secret.
        key: [u8; 32],
        /// The game as it starts.
        state: Correspondence,
    },
}

/// This page accepted a challenge and waits for its poster.
#[derive(Clone, Debug)]
pub struct Waiting {
    /// The challenge accepted.
    pub listed: Listed,
    /// The reply's event id, which the poster's withdrawal names if it takes it.
    pub reply: [u8; 32],
    /// The poster took the reply.
    pub taken: bool,
    /// The correspondence game it starts, if the challenge has days per move.
    game: Option<Leaving>,
    /// The game's secret.
    secret: [u8; 32],
}

/// What the page says went wrong, typed until the view words it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LobbyNews {
    /// This page's challenge expired with no one accepting it.
    Expired,
    /// The challenge accepted is no longer listed (taken or withdrawn).
    Gone,
    /// Someone else's reply to the challenge accepted was taken.
    Taken,
    /// No key could be made (the browser has no random source).
    NoKey,
}

/// Something that happens to the lobby page.
#[derive(Clone, Debug)]
pub enum LobbyAction {
    /// Subscribe to the list, with this page's throw-away key (32 random
    /// bytes), at `now_s` (Unix seconds).
    Listen {
        /// The key's secret.
        key: [u8; 32],
        /// Unix seconds.
        now_s: u64,
    },
    /// The page tries this many relays.
    RelaysOpened(usize),
    /// A relay's socket reported, at `now_s`.
    Relay(RelayNews, u64),
    /// The page handed the relays their frames up to this count.
    RelaySent(usize),
    /// The clock moved on: expired challenges leave the list.
    Tick(u64),
    /// Post this challenge (one at a time: ignored while one is open).
    Post(Challenge),
    /// Try [`MINE_TRIES`] more nonces; sign with these random bytes if found.
    MineStep([u8; 32]),
    /// Withdraw this page's challenge at `now_s`, signing with random bytes.
    Withdraw(u64, [u8; 32]),
    /// Stop waiting for the poster of the challenge accepted.
    Cancel,
    /// Accept the listed challenge of this id at `now_s`: a reply sealed to
    /// its poster, with a new secret (a live game's channel, or a
    /// correspondence game's), a new signing key and random bytes.
    Accept {
        /// The challenge's event id.
        id: [u8; 32],
        /// Unix seconds.
        now_s: u64,
        /// The game's secret.
        secret: [u8; 32],
        /// This side's signing key's secret.
        key: [u8; 32],
        /// Random bytes for the reply's seal and signature.
        random: [u8; EVENT_RANDOM],
    },
}

/// The lobby page's state.
#[derive(Clone, Debug)]
pub struct LobbyPageState {
    /// The open challenges.
    pub lobby: Lobby,
    /// The relays.
    pub relays: RelayCount,
    /// The frames for the relays, in order.
    pub relay_out: Vec<String>,
    /// How many of [`LobbyPageState::relay_out`] the relays were handed.
    pub relay_sent: usize,
    /// This page's challenge, if any.
    pub mine: Option<Mine>,
    /// Where the page goes, once a game starts.
    pub leaving: Option<Leaving>,
    /// The challenge this page accepted, while its poster has not answered.
    pub waiting: Option<Waiting>,
    /// How many relays took the last event published before leaving: the
    /// page leaves once one did (or after a while), so the event is not
    /// lost with the sockets.
    pub taken_by: usize,
    /// What the page says.
    pub news: Option<LobbyNews>,
    /// The last time the page knew (Unix seconds), for "how long ago".
    pub now_s: u64,
    /// Replies refused (forged, for another challenge, unreadable).
    pub replies_refused: u32,
    /// The events of the challenges listed, as received, by id (so that the
    /// live page can check again the one accepted).
    events: Vec<([u8; 32], String)>,
    keys: Option<(Keys, [u8; 32])>,
    signal: Option<Signal>,
    difficulty: u32,
}

impl Default for LobbyPageState {
    fn default() -> Self {
        LobbyPageState::new()
    }
}

impl LobbyPageState {
    /// A page with nothing listed yet, asking and making proofs of work of
    /// the default difficulty.
    pub fn new() -> LobbyPageState {
        LobbyPageState::with_difficulty(DEFAULT_DIFFICULTY)
    }

    /// A page asking and making proofs of work of `bits` (tests use a low one).
    pub fn with_difficulty(bits: u32) -> LobbyPageState {
        LobbyPageState {
            difficulty: bits,
            lobby: Lobby::new(bits),
            relays: RelayCount::default(),
            relay_out: Vec::new(),
            relay_sent: 0,
            mine: None,
            leaving: None,
            waiting: None,
            taken_by: 0,
            news: None,
            now_s: 0,
            replies_refused: 0,
            events: Vec::new(),
            keys: None,
            signal: None,
        }
    }

    /// This page's public key, once it listens.
    pub fn public_key(&self) -> Option<[u8; 32]> {
        self.keys.as_ref().map(|(k, _)| k.public_key())
    }

    /// The event of listed challenge `id`, as received.
    pub fn event_text(&self, id: &[u8; 32]) -> Option<&str> {
        self.events.iter().find(|(i, _)| i == id).map(|(_, t)| t.as_str())
    }

    /// Whether this page's challenge is being posted or open.
    pub fn posting(&self) -> bool {
        self.mine.is_some()
    }

    /// Stops waiting for the poster of the challenge accepted (the person
    /// gave up, or it was taken): its channel is closed.
    pub fn stop_waiting(&mut self) {
        if self.waiting.take().is_some() {
            self.signal = None;
            self.relay_out.push(close_message(SUB_ID));
        }
    }

    /// Applies `action`.
    pub fn apply(&mut self, action: LobbyAction) {
        match action {
            LobbyAction::Listen { key, now_s } => {
                self.now_s = now_s;
                match Keys::from_secret(&key) {
                    Some(keys) => self.keys = Some((keys, key)),
                    None => self.news = Some(LobbyNews::NoKey),
                }
                self.relay_out.push(req_message(LIST_SUB, &filter(now_s)));
            }
            LobbyAction::RelaysOpened(total) => {
                self.relays.known = true;
                self.relays.total = total;
            }
            LobbyAction::Relay(news, now_s) => self.relay_news(news, now_s),
            LobbyAction::RelaySent(count) => self.relay_sent = count.min(self.relay_out.len()),
            LobbyAction::Tick(now_s) => self.tick(now_s),
            LobbyAction::Post(challenge) => {
                if self.mine.is_none() && self.leaving.is_none() && self.keys.is_some() {
                    self.news = None;
                    let event = challenge.unsigned_event();
                    self.mine = Some(Mine::Mining {
                        challenge,
                        event,
                        from: 0,
                    });
                }
            }
            LobbyAction::MineStep(aux) => self.mine_step(&aux),
            LobbyAction::Withdraw(now_s, aux) => self.withdraw(now_s, &aux),
            LobbyAction::Cancel => self.stop_waiting(),
            LobbyAction::Accept {
                id,
                now_s,
                secret,
                key,
                random,
            } => self.accept(id, now_s, secret, key, &random),
        }
    }

    fn tick(&mut self, now_s: u64) {
        self.now_s = now_s;
        self.lobby.tick(now_s);
        let ids: Vec<[u8; 32]> = self.lobby.listed().iter().map(|l| l.id).collect();
        self.events.retain(|(id, _)| ids.contains(id));
        if let Some(Mine::Open { challenge, .. }) = &self.mine {
            if challenge.expires_at <= now_s {
                self.mine = None;
                self.relay_out.push(close_message(REPLIES_SUB));
                self.news = Some(LobbyNews::Expired);
            }
        }
    }

    fn mine_step(&mut self, aux: &[u8; 32]) {
        let (Some(Mine::Mining { challenge, event, from }), Some((keys, _))) = (self.mine.as_mut(), &self.keys) else {
            return;
        };
        match mine(event, &keys.public_key(), self.difficulty, *from, MINE_TRIES) {
            Mining::Tried(next) => *from = next,
            Mining::Found(_) => {
                let mut event = event.clone();
                if keys.sign(&mut event, aux).is_err() {
                    // About 1 in 2^256: the next step signs with other bytes.
                    return;
                }
                let challenge = challenge.clone();
                self.relay_out.push(publish_message(&event));
                let since = event.created_at.saturating_sub(MAX_AHEAD_S);
                self.relay_out
                    .push(req_message(REPLIES_SUB, &reply_filter(&event.id, since)));
                self.mine = Some(Mine::Open {
                    challenge,
                    id: event.id,
                });
            }
        }
    }

    fn withdraw(&mut self, now_s: u64, aux: &[u8; 32]) {
        if let Some(frame) = self.withdrawal_frame(now_s, aux) {
            self.relay_out.push(frame);
        }
        if let Some(Mine::Open { id, .. }) = self.mine.take() {
            self.relay_out.push(close_message(REPLIES_SUB));
            self.lobby.remove(&id);
        }
    }

    /// The frame that withdraws this page's open challenge at `now_s`,
    /// signed with random bytes: what the page sends as it goes away, when
    /// no reducer runs any more.
    pub fn withdrawal_frame(&self, now_s: u64, aux: &[u8; 32]) -> Option<String> {
        let (Some(Mine::Open { challenge, .. }), Some((keys, _))) = (&self.mine, &self.keys) else {
            return None;
        };
        let mut event = withdrawal(challenge.created_at, now_s);
        keys.sign(&mut event, aux).ok()?;
        Some(publish_message(&event))
    }

    fn accept(&mut self, id: [u8; 32], now_s: u64, secret: [u8; 32], key: [u8; 32], random: &[u8; EVENT_RANDOM]) {
        if self.leaving.is_some() || self.mine.is_some() || self.waiting.is_some() {
            return;
        }
        let Some(listed) = self.lobby.listed().iter().find(|l| l.id == id).cloned() else {
            self.news = Some(LobbyNews::Gone);
            return;
        };
        let (Some(keys), Some(signal)) = (Keys::from_secret(&key), Signal::new(&secret, &key)) else {
            self.news = Some(LobbyNews::NoKey);
            return;
        };
        let days = listed.challenge.pace.days();
        let reply = match days {
            Some(_) => Reply::Correspondence(secret),
            None => Reply::Live(secret),
        };
        let (nonce, aux) = split_random(random);
        let Ok(event) = reply_event(&keys, &listed.pubkey, &id, &reply, now_s, &nonce, &aux) else {
            self.news = Some(LobbyNews::NoKey);
            return;
        };
        let game = days.map(|days| Leaving::Correspondence {
            secret,
            key,
            state: first_state(&listed, false, keys.public_key(), days, event.created_at),
        });
        if game.is_none() {
            // The poster's invitation comes on the live game's channel,
            // passed on live: listen before the poster can send it.
            self.relay_out.push(signal.subscribe(now_s.saturating_sub(60)));
            self.signal = Some(signal);
        }
        self.relay_out.push(publish_message(&event));
        self.news = None;
        self.waiting = Some(Waiting {
            listed,
            reply: event.id,
            taken: false,
            game,
            secret,
        });
    }

    /// The poster of the challenge this page waits on withdrew it: taking
    /// this page's reply (the game starts), or another's.
    fn poster_withdrew(&mut self, event: &Event) {
        let Some(waiting) = self.waiting.as_mut() else {
            return;
        };
        if event.pubkey != waiting.listed.pubkey || crate::nostr::verify(event).is_err() {
            return;
        }
        match Posted::read(event) {
            Ok(Posted::Withdrawn { taken: Some(reply), .. }) if reply == waiting.reply => {
                waiting.taken = true;
                if let Some(game) = waiting.game.take() {
                    self.leaving = Some(game);
                    self.waiting = None;
                }
            }
            Ok(Posted::Withdrawn { taken, .. }) => {
                self.stop_waiting();
                self.news = Some(if taken.is_some() {
                    LobbyNews::Taken
                } else {
                    LobbyNews::Gone
                });
            }
            _ => {}
        }
    }

    fn relay_news(&mut self, news: RelayNews, now_s: u64) {
        match news {
            RelayNews::Opened(i) => {
                self.relays.open += 1;
                self.relays.up |= 1 << (i % 64);
            }
            RelayNews::Gone(i) => {
                self.relays.gone += 1;
                self.relays.up &= !(1 << (i % 64));
            }
            RelayNews::Frame(_, text) => self.frame(&text, now_s),
        }
    }

    fn frame(&mut self, text: &str, now_s: u64) {
        let Ok(message) = RelayMessage::read(text) else {
            self.relays.dropped += 1;
            return;
        };
        match message {
            RelayMessage::Event { sub_id, event } if sub_id == LIST_SUB => {
                self.poster_withdrew(&event);
                if self.lobby.add(&event, now_s).is_ok() {
                    let ids: Vec<[u8; 32]> = self.lobby.listed().iter().map(|l| l.id).collect();
                    self.events.retain(|(id, _)| ids.contains(id));
                    if ids.contains(&event.id) {
                        self.events.push((event.id, event.to_json()));
                    }
                }
            }
            RelayMessage::Event { sub_id, event } if sub_id == REPLIES_SUB => self.reply(&event, now_s),
            RelayMessage::Event { ref sub_id, .. } if sub_id == SUB_ID => {
                let (Some(signal), Some(waiting)) = (self.signal.as_mut(), &self.waiting) else {
                    return;
                };
                if let Heard::Invitation(code) = signal.read(text, now_s) {
                    let secret = crate::nostr::hex(&waiting.secret);
                    self.leaving = Some(Leaving::Join(format!("{SECRET_KEY}{secret}&{GO_FLAG}live={code}")));
                    self.waiting = None;
                }
            }
            RelayMessage::Ok { accepted, .. } => {
                if accepted {
                    self.taken_by += 1;
                } else {
                    self.relays.refused += 1;
                }
            }
            RelayMessage::Closed { .. } => self.relays.gone += 1,
            _ => {}
        }
    }

    /// A reply to this page's challenge: the first that opens starts the
    /// game; the challenge is withdrawn naming it, so that every other
    /// accepter learns it is taken.
    fn reply(&mut self, event: &Event, now_s: u64) {
        let (Some(Mine::Open { challenge, id }), Some((keys, secret_key))) = (&self.mine, &self.keys) else {
            return;
        };
        let reply = match open_reply(keys, id, event, now_s) {
            Ok(reply) => reply,
            Err(_) => {
                self.replies_refused = self.replies_refused.saturating_add(1);
                return;
            }
        };
        let leaving = match (reply, challenge.pace.days()) {
            (Reply::Live(secret), None) => Leaving::Host {
                secret,
                challenge: challenge.clone(),
                me: challenge.terms(id, true).me,
            },
            (Reply::Correspondence(secret), Some(days)) => {
                let listed = Listed {
                    id: *id,
                    pubkey: keys.public_key(),
                    challenge: challenge.clone(),
                };
                let state = first_state(&listed, true, event.pubkey, days, event.created_at);
                Leaving::Correspondence {
                    secret,
                    key: *secret_key,
                    state,
                }
            }
            // A reply of the other kind than the challenge asked for.
            _ => {
                self.replies_refused = self.replies_refused.saturating_add(1);
                return;
            }
        };
        let mut gone = taken(challenge.created_at, now_s, &event.id);
        // Random bytes are the page's to give; a signature's auxiliary bytes
        // only harden it, so the reply's id (fresh and unpredictable to
        // anyone but its sender) stands in for them here.
        if keys.sign(&mut gone, &event.id).is_ok() {
            self.relay_out.push(publish_message(&gone));
        }
        self.relay_out.push(close_message(REPLIES_SUB));
        let id = *id;
        self.lobby.remove(&id);
        self.mine = None;
        self.taken_by = 0;
        self.leaving = Some(leaving);
    }
}

/// The first state of a correspondence game started from `listed`, by its
/// poster (`poster`) or its accepter, whose key is `other`, dated by the
/// reply's event, so that both pages begin from the same state.
pub fn first_state(
    listed: &Listed,
    poster: bool,
    other: [u8; 32],
    days: crate::ui::lobby::pace::Days,
    at: u64,
) -> Correspondence {
    let terms = listed.challenge.terms(&listed.id, poster);
    let (mine, theirs) = if poster {
        (listed.pubkey, other)
    } else {
        (other, listed.pubkey)
    };
    let keys = if terms.me == Color::White {
        [mine, theirs]
    } else {
        [theirs, mine]
    };
    Correspondence::new(terms.game, terms.start, terms.no_belt_check, days, keys, at)
}

fn split_random(random: &[u8; EVENT_RANDOM]) -> ([u8; crate::nostr::NONCE_BYTES], [u8; 32]) {
    let mut nonce = [0u8; crate::nostr::NONCE_BYTES];
    nonce.copy_from_slice(&random[..crate::nostr::NONCE_BYTES]);
    let mut aux = [0u8; 32];
    aux.copy_from_slice(&random[crate::nostr::NONCE_BYTES..]);
    (nonce, aux)
}

/// The id in hex, as the live page's address carries it.
pub fn id_text(id: &[u8; 32]) -> String {
    hex(id)
}

#[cfg(test)]
#[path = "page_state_tests.rs"]
mod tests;
