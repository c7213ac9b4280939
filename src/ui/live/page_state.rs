//! The live page's whole state, as one reducer: the game with the friend
//! ([`LiveGame`]) and how the two browsers reach each other: the exchange
//! of codes ([`Exchange`]), what went wrong with it, which of the game's
//! messages the connection was handed, and whether the connection is late.
//!
//! The connection itself (the browser's WebRTC objects) is not state: the
//! page holds it, does what [`LivePageState`] asks of it (an answer to accept,
//! messages to send) and tells the state what came of it, as actions.

use crate::nostr::Purpose;
use crate::ui::live::code::{Answer, Invitation};
use crate::ui::live::flow::{code_in, Exchange, JoinError, RtcError};
use crate::ui::live::peer::to_bytes;
use crate::ui::live::signal::{Heard, RelayNews, Signal, EVENT_RANDOM};
use crate::ui::live::state::{Connection, LiveAction, LiveGame};

/// What went wrong with the connection or a pasted code, kept typed until
/// the view words it (in the language the page speaks then).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Problem {
    /// The browser's connection could not be set up.
    Rtc(RtcError),
    /// A pasted answer was refused.
    Join(JoinError),
}

/// Something that happens to the live page.
#[derive(Clone, Debug, PartialEq)]
pub enum PageAction {
    /// Something that happens to the game (a turn, a message, the connection).
    Game(LiveAction),
    /// This side makes an invitation (at once, or again after a disconnect).
    Preparing,
    /// The invitation is ready to be shown.
    Invited(Invitation),
    /// The friend accepted: the answer's code to show.
    Answering {
        /// The invitation accepted.
        invitation: Invitation,
        /// The answer's code.
        code: String,
    },
    /// The friend declined the invitation.
    Declined,
    /// An answer pasted, scanned or handed over by another tab, read at
    /// `now_s` (seconds since the epoch).
    ReadAnswer(String, u64),
    /// The connection could not be set up.
    Failed(RtcError),
    /// The page handed the connection the game's messages up to this count.
    Sent(usize),
    /// The connection is not up [`CONNECT_MS`] after the codes were exchanged.
    Late,
    /// Listen to the game's channel on the relays: the invitation's secret,
    /// this page's throw-away key (random bytes), at `now_s`.
    Listen {
        /// The invitation's secret.
        secret: [u8; 32],
        /// 32 random bytes for this page's signing key.
        key: [u8; 32],
        /// Unix seconds.
        now_s: u64,
    },
    /// The page tries this many relays (none: relays are off).
    RelaysOpened(usize),
    /// A relay's socket reported, at `now_s`.
    Relay(RelayNews, u64),
    /// The page handed the relays their frames up to this count.
    RelaySent(usize),
    /// Publish the answer on the relays, at `now_s`, with random bytes.
    SendAnswer(u64, [u8; EVENT_RANDOM]),
    /// Publish the invitation on the relays, at `now_s`, with random bytes:
    /// for a friend already listening on the channel of the secret the page
    /// was given.
    SendInvitation(u64, [u8; EVENT_RANDOM]),
    /// No connection [`ANSWER_LINK_MS`] after the answer went to the relays:
    /// offer the answer link too.
    AnswerLate,
    /// Seal the game's messages not sent yet for the relays, at `now_s`,
    /// with random bytes for each.
    SealMessages(u64, Vec<[u8; EVENT_RANDOM]>),
}

/// How long the friend's page waits for the connection after publishing
/// its answer before it offers the answer link as well, in ms.
pub const ANSWER_LINK_MS: u32 = 6_000;

/// The relays as the page sees them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RelayCount {
    /// Whether the page knows its relays yet (they are read from
    /// `config.json`, after the page starts listening).
    pub known: bool,
    /// How many the page tries.
    pub total: usize,
    /// How many opened.
    pub open: usize,
    /// Which are open now, by index (a bit each; the page tries at most 8).
    pub up: u64,
    /// How many failed, closed, or ended the subscription.
    pub gone: usize,
    /// How many refused the page's answer.
    pub refused: usize,
    /// Frames dropped for failing a check (a forged, foreign, repeated or
    /// unreadable one): counted, never used.
    pub dropped: usize,
}

/// How long the page waits for the connection once the codes are exchanged, in ms.
pub const CONNECT_MS: u32 = 20_000;

/// The live page's state.
#[derive(Clone, Debug)]
pub struct LivePageState {
    /// The game with the friend.
    pub game: LiveGame,
    /// Where the exchange of codes stands.
    pub exchange: Exchange,
    /// The last thing that went wrong with the exchange, until it goes right.
    pub problem: Option<Problem>,
    /// The answer read and not yet handed to the connection, with a count
    /// that tells one answer from the next.
    pub to_accept: Option<(u32, Answer)>,
    /// How many of the game's messages ([`LiveGame::outbox`]) the connection
    /// was handed: while disconnected none is, and the hello of the next
    /// connection brings the friend up to date.
    pub sent: usize,
    /// The codes were exchanged [`CONNECT_MS`] ago and the connection is
    /// still not up: the page says what likely failed and offers play by link.
    pub late: bool,
    /// The invitation's secret, once there is one (it is in the page's own
    /// link: the inviting page shows it, the friend's page was opened with it).
    pub secret: Option<[u8; 32]>,
    /// The game's channel on the relays, once the page listens.
    pub signal: Option<Signal>,
    /// The frames for the relays, in order.
    pub relay_out: Vec<String>,
    /// How many of [`LivePageState::relay_out`] the relays were handed.
    pub relay_sent: usize,
    /// The relays.
    pub relays: RelayCount,
    /// The answer link is offered: relays are off, none can be reached, none
    /// took the answer, or none delivered it in time.
    pub answer_link: bool,
    /// The game's messages travel through the relays: no direct route opened.
    pub relayed: bool,
}

impl LivePageState {
    /// The page's state for `game`, its exchange where the page's address left it.
    pub fn new(game: LiveGame, exchange: Exchange) -> LivePageState {
        LivePageState {
            game,
            exchange,
            problem: None,
            to_accept: None,
            sent: 0,
            late: false,
            secret: None,
            signal: None,
            relay_out: Vec::new(),
            relay_sent: 0,
            relays: RelayCount::default(),
            answer_link: false,
            relayed: false,
        }
    }

    /// Whether no relay can carry anything any more (or none was tried).
    pub fn relays_down(&self) -> bool {
        self.relays.known && self.relays.gone >= self.relays.total
    }

    /// Whether the codes were exchanged and the connection is still coming
    /// up: the time in which the connection may turn out late.
    pub fn waiting(&self) -> bool {
        matches!(self.exchange, Exchange::Joined(_) | Exchange::Answering { .. })
            && self.game.connection == Connection::Connecting
    }

    /// Applies `action` at `now` (ms, the browser's clock, for the game's clocks).
    pub fn apply(&mut self, action: PageAction, now: f64) {
        let waiting = self.waiting();
        match action {
            PageAction::Game(action) => {
                self.game.apply(action, now);
                // Once connected, the codes are done with: a disconnect
                // shows the game and a new invitation, not the old codes.
                if self.game.connection == Connection::Connected {
                    if let Exchange::Inviting(i) | Exchange::Answering { invitation: i, .. } = &self.exchange {
                        self.exchange = Exchange::Joined(i.clone());
                    }
                }
            }
            PageAction::Preparing => self.exchange = Exchange::Preparing,
            PageAction::Invited(invitation) => self.exchange = Exchange::Inviting(invitation),
            PageAction::Answering { invitation, code } => self.exchange = Exchange::Answering { invitation, code },
            PageAction::Declined => self.exchange = Exchange::Declined,
            PageAction::ReadAnswer(text, now_s) => match self.exchange.read_answer(code_in(&text), now_s) {
                Ok(answer) => {
                    self.problem = None;
                    let count = self.to_accept.as_ref().map_or(0, |(n, _)| n.wrapping_add(1));
                    self.to_accept = Some((count, answer));
                }
                Err(e) => self.problem = Some(Problem::Join(e)),
            },
            PageAction::Failed(e) => self.problem = Some(Problem::Rtc(e)),
            PageAction::Sent(count) => self.sent = count.min(self.game.outbox.len()),
            PageAction::Late => {
                // With a relay open, the game goes on through it; with none
                // (all gone, or still connecting, as when a name does not
                // resolve), the page says what likely failed and offers play
                // by link.
                if waiting && self.signal.is_some() && self.relays.up != 0 {
                    self.relay_game(now);
                } else {
                    self.late = waiting;
                }
            }
            PageAction::Listen { secret, key, now_s } => {
                if let Some(signal) = Signal::new(&secret, &key) {
                    // A minute back: an answer published while the page was reloading.
                    self.relay_out.push(signal.subscribe(now_s.saturating_sub(60)));
                    self.signal = Some(signal);
                    self.secret = Some(secret);
                }
            }
            PageAction::RelaysOpened(total) => {
                self.relays.known = true;
                self.relays.total = total;
                self.offer_link_if_stuck();
            }
            PageAction::Relay(news, now_s) => self.relay_news(news, now_s, now),
            PageAction::RelaySent(count) => self.relay_sent = count.min(self.relay_out.len()),
            PageAction::SendAnswer(now_s, random) => {
                if let (Exchange::Answering { code, .. }, Some(signal)) = (&self.exchange, &self.signal) {
                    if let Some(frame) = signal.publish(Purpose::Answer, code.as_bytes(), now_s, &random) {
                        self.relay_out.push(frame);
                    }
                }
                self.offer_link_if_stuck();
            }
            PageAction::SendInvitation(now_s, random) => {
                if let (Exchange::Inviting(invitation), Some(signal)) = (&self.exchange, &self.signal) {
                    if let Some(frame) =
                        signal.publish(Purpose::Invitation, invitation.code().as_bytes(), now_s, &random)
                    {
                        self.relay_out.push(frame);
                    }
                }
            }
            PageAction::AnswerLate => {
                if matches!(self.exchange, Exchange::Answering { .. }) {
                    self.answer_link = true;
                }
            }
            PageAction::SealMessages(now_s, random) => {
                if let (true, Some(signal)) = (self.relayed, &self.signal) {
                    for (message, random) in self.game.outbox.iter().skip(self.sent).zip(&random) {
                        if let Some(frame) = signal.publish(Purpose::Move, &to_bytes(message), now_s, random) {
                            self.relay_out.push(frame);
                        }
                        self.sent += 1;
                    }
                }
            }
        }
        if self.waiting() != waiting {
            self.late = false;
        }
    }
}

impl LivePageState {
    /// The game goes on through the relays: the protocol starts as on a
    /// data channel just opened (each side's hello brings the other up to
    /// date), and the codes are done with.
    fn relay_game(&mut self, now: f64) {
        self.relayed = true;
        self.late = false;
        // What was queued for a data channel that never opened is not sent:
        // the hellos bring each side up to date.
        self.sent = self.game.outbox.len();
        self.game.apply(LiveAction::Connection(Connection::Connected), now);
        if let Exchange::Answering { invitation: i, .. } = &self.exchange {
            self.exchange = Exchange::Joined(i.clone());
        }
    }

    /// Offers the answer link when the relays cannot deliver the answer.
    fn offer_link_if_stuck(&mut self) {
        let answering = matches!(self.exchange, Exchange::Answering { .. });
        let none_took =
            self.relays.known && self.relays.total > 0 && self.relays.refused + self.relays.gone >= self.relays.total;
        if answering && (self.signal.is_none() || self.relays_down() || none_took) {
            self.answer_link = true;
        }
    }

    /// What a relay's socket reported.
    fn relay_news(&mut self, news: RelayNews, now_s: u64, now: f64) {
        match news {
            RelayNews::Opened(i) => {
                self.relays.open += 1;
                self.relays.up |= 1 << (i % 64);
            }
            RelayNews::Gone(i) => {
                self.relays.gone += 1;
                self.relays.up &= !(1 << (i % 64));
            }
            RelayNews::Frame(_, text) => {
                let Some(signal) = self.signal.as_mut() else {
                    return;
                };
                match signal.read(&text, now_s) {
                    Heard::Answer(code) => {
                        // The same path as a pasted answer: a second one, one
                        // for another game or an expired invitation is said.
                        if matches!(self.exchange, Exchange::Inviting(_) | Exchange::Joined(_)) {
                            self.apply(PageAction::ReadAnswer(code, now_s), now);
                        }
                    }
                    Heard::Message(bytes) => {
                        // The friend found no direct route either: go on
                        // through the relays too.
                        if !self.relayed && self.waiting() {
                            self.relay_game(now);
                        }
                        if self.relayed {
                            self.game.apply(LiveAction::Received(bytes), now);
                        }
                    }
                    Heard::Published(false) => self.relays.refused += 1,
                    Heard::Closed => self.relays.gone += 1,
                    Heard::Refused(_) => self.relays.dropped += 1,
                    // The page that invites sent it; no other listens for one.
                    Heard::Published(true) | Heard::Nothing | Heard::Invitation(_) => {}
                }
            }
        }
        self.offer_link_if_stuck();
    }
}

#[cfg(test)]
#[path = "page_state_tests.rs"]
mod tests;
