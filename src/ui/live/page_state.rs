//! The live page's whole state, as one reducer: the game with the friend
//! ([`LiveGame`]) and how the two browsers reach each other: the exchange
//! of codes ([`Exchange`]), what went wrong with it, which of the game's
//! messages the connection was handed, and whether the connection is late.
//!
//! The connection itself (the browser's WebRTC objects) is not state: the
//! page holds it, does what [`LivePageState`] asks of it (an answer to accept,
//! messages to send) and tells the state what came of it, as actions.

use crate::ui::live::code::{Answer, Invitation};
use crate::ui::live::flow::{code_in, Exchange, JoinError, RtcError};
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
        }
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
            PageAction::Late => self.late = waiting,
        }
        if self.waiting() != waiting {
            self.late = false;
        }
    }
}

#[cfg(test)]
#[path = "page_state_tests.rs"]
mod tests;
