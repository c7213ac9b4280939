//! The live game's protocol between two browsers: the typed
//! [`Message`]s a data channel carries, and [`Peer`], the state machine each
//! side runs over its own copy of the game.
//!
//! The other browser is untrusted: every message is read with a size limit,
//! and a turn is played only if it is the next one (its ply), made by the
//! peer's colour and legal by our own rules; an answer needs an offer, a
//! resync must agree with what we have. A refused message changes nothing
//! and comes back as a [`PeerError`] for the page to show.

use crate::rules::{Color, Game, Turn};
use serde::{Deserialize, Serialize};

/// The longest message read, in bytes (a resync of a 500-turn game fits).
pub const MAX_MESSAGE_BYTES: usize = 4_096;
/// The most turns a resync carries.
pub const MAX_SYNC_TURNS: usize = 1_000;

/// What one side may propose and the other accept or decline.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    /// A draw.
    Draw,
    /// Taking back the proposer's last turn.
    Takeback,
    /// A new game, colours swapped.
    Rematch,
}

/// A message between the two browsers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Message {
    /// Sent by both on (re)connecting: the game's id and every turn played,
    /// so that each side checks that they agree.
    Hello {
        /// The game's id (from the invitation).
        game: u64,
        /// The turns played so far.
        turns: Vec<Turn>,
        /// The sender's reading of the two clocks, `[white, black]` in
        /// milliseconds, when the game is timed.
        clocks: Option<[u64; 2]>,
    },
    /// A turn, the `ply`-th of the game (0: the first), with the mover's
    /// clock after it (milliseconds) when the game is timed.
    Turn {
        /// Its index in the game.
        ply: u32,
        /// The turn.
        turn: Turn,
        /// The mover's time left after it.
        clock_ms: Option<u64>,
    },
    /// A proposal.
    Offer(Offer),
    /// The answer to the other side's proposal.
    Reply {
        /// What was proposed.
        offer: Offer,
        /// Accepted.
        accept: bool,
    },
    /// The sender resigns.
    Resign,
    /// The sender's clocks say that the side to move before turn `ply`
    /// (0: the first) ran out of time; the receiver checks it against its
    /// own clocks before it ends the game.
    Flag {
        /// The number of turns played when the flag fell.
        ply: u32,
    },
}

/// Why a message was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PeerError {
    /// Over [`MAX_MESSAGE_BYTES`].
    TooLong,
    /// Not a message of this protocol (or of a newer version).
    Unreadable,
    /// A message about another game.
    WrongGame,
    /// A turn when it is not the peer's turn to move.
    NotTheirTurn,
    /// A turn out of order: `expected` was the next ply, `got` came.
    OutOfOrder {
        /// The ply we expected.
        expected: u32,
        /// The ply that came.
        got: u32,
    },
    /// A turn our rules refuse.
    Illegal,
    /// A reply with no such offer pending, or a second offer at once.
    NoOffer,
    /// The game is over: no turn or offer but a rematch.
    GameOver,
    /// A resync whose turns differ from ours (`common`: how many agree).
    Disagree {
        /// The turns both sides have in common from the start.
        common: usize,
    },
    /// A flag our own clocks do not show (`left_ms`: the time they still
    /// give that side), or in an untimed game.
    EarlyFlag {
        /// The flagged side's time by our clocks.
        left_ms: u64,
    },
}

/// What a received message did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The peer played a turn.
    Played {
        /// The turn.
        turn: Turn,
        /// The peer's clock after it.
        clock_ms: Option<u64>,
    },
    /// The peer proposes something.
    Offered(Offer),
    /// The peer answered our proposal (a takeback accepted is already undone).
    Answered {
        /// What we proposed.
        offer: Offer,
        /// Accepted.
        accept: bool,
    },
    /// The peer resigned.
    Resigned,
    /// A resync agreed; `caught_up` turns of the peer's were new to us.
    InSync {
        /// Turns we had not seen, now played.
        caught_up: usize,
        /// The peer's reading of the clocks, when it sent one.
        clocks: Option<[u64; 2]>,
    },
    /// The peer says that this side's flag fell: nothing changed yet, the
    /// page checks it against its own clocks ([`Peer::flag_fell`]).
    FlagClaimed(Color),
}

/// One side of a live game.
#[derive(Clone, Debug)]
pub struct Peer {
    /// The game's id, shared by both sides.
    pub id: u64,
    /// The colour this side plays.
    pub me: Color,
    /// The game, as our rules have checked it.
    pub game: Game,
    /// Our proposal waiting for an answer.
    pub sent: Option<Offer>,
    /// The peer's proposal waiting for our answer.
    pub received: Option<Offer>,
    /// Our last proposal, which the peer declined: said to this side
    /// until the next turn or proposal.
    pub declined: Option<Offer>,
    /// The side whose flag fell, as both sides' clocks agreed.
    pub flag: Option<Color>,
}

/// A message as bytes for the data channel.
pub fn to_bytes(message: &Message) -> Vec<u8> {
    postcard::to_allocvec(message).unwrap_or_default()
}

/// Reads a message from the data channel's bytes.
pub fn from_bytes(bytes: &[u8]) -> Result<Message, PeerError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(PeerError::TooLong);
    }
    let message: Message = postcard::from_bytes(bytes).map_err(|_| PeerError::Unreadable)?;
    match &message {
        Message::Hello { turns, .. } if turns.len() > MAX_SYNC_TURNS => Err(PeerError::TooLong),
        _ => Ok(message),
    }
}

impl Peer {
    /// A side playing `me` in game `id` from `game`.
    pub fn new(id: u64, me: Color, game: Game) -> Peer {
        Peer {
            id,
            me,
            game,
            sent: None,
            received: None,
            declined: None,
            flag: None,
        }
    }

    /// Whether the game has ended (by the rules, a resignation, agreement or a flag).
    pub fn is_over(&self) -> bool {
        self.flag.is_some() || self.game.outcome().is_some()
    }

    /// The flag of the side to move fell: the game ends, and the message
    /// tells the peer (`None` once the game is over).
    pub fn flag_fell(&mut self) -> Option<Message> {
        if self.is_over() {
            return None;
        }
        self.flag = Some(self.game.position().turn());
        self.sent = None;
        self.received = None;
        Some(Message::Flag {
            ply: self.game.turns().len() as u32,
        })
    }

    /// The message that opens a (re)connection, with this side's reading
    /// of the clocks (`[white, black]` ms) when the game is timed.
    pub fn hello(&self, clocks: Option<[u64; 2]>) -> Message {
        Message::Hello {
            game: self.id,
            turns: self.game.turns().to_vec(),
            clocks,
        }
    }

    /// Plays our own `turn`, giving the message to send.
    pub fn play(&mut self, turn: Turn, clock_ms: Option<u64>) -> Result<Message, PeerError> {
        if self.is_over() {
            return Err(PeerError::GameOver);
        }
        if self.game.position().turn() != self.me {
            return Err(PeerError::NotTheirTurn);
        }
        let ply = self.game.turns().len() as u32;
        self.game.play(turn).map_err(|_| PeerError::Illegal)?;
        // A move answers nothing: a proposal either side made lapses, and
        // a refusal is old news.
        self.lapse();
        Ok(Message::Turn { ply, turn, clock_ms })
    }

    /// Proposes `offer`, giving the message to send.
    pub fn offer(&mut self, offer: Offer) -> Result<Message, PeerError> {
        self.check_offer(offer)?;
        self.sent = Some(offer);
        self.declined = None;
        Ok(Message::Offer(offer))
    }

    /// Answers the peer's pending proposal, giving the message to send.
    pub fn reply(&mut self, accept: bool) -> Result<Message, PeerError> {
        let offer = self.received.take().ok_or(PeerError::NoOffer)?;
        if accept {
            self.accept(offer, !self.me);
        }
        Ok(Message::Reply { offer, accept })
    }

    /// We resign, giving the message to send.
    pub fn resign(&mut self) -> Result<Message, PeerError> {
        if self.is_over() {
            return Err(PeerError::GameOver);
        }
        self.game.resign(self.me);
        Ok(Message::Resign)
    }

    /// Applies a message from the peer; on refusal nothing changes.
    pub fn receive(&mut self, message: Message) -> Result<Event, PeerError> {
        match message {
            Message::Hello { game, turns, clocks } => self.resync(game, &turns, clocks),
            Message::Turn { ply, turn, clock_ms } => {
                if self.is_over() {
                    return Err(PeerError::GameOver);
                }
                let expected = self.game.turns().len() as u32;
                if ply != expected {
                    return Err(PeerError::OutOfOrder { expected, got: ply });
                }
                if self.game.position().turn() == self.me {
                    return Err(PeerError::NotTheirTurn);
                }
                self.game.play(turn).map_err(|_| PeerError::Illegal)?;
                self.lapse();
                Ok(Event::Played { turn, clock_ms })
            }
            Message::Offer(offer) => {
                self.check_offer(offer)?;
                self.received = Some(offer);
                self.declined = None;
                Ok(Event::Offered(offer))
            }
            Message::Reply { offer, accept } => {
                if self.sent != Some(offer) {
                    return Err(PeerError::NoOffer);
                }
                self.sent = None;
                if accept {
                    self.accept(offer, self.me);
                } else {
                    self.declined = Some(offer);
                }
                Ok(Event::Answered { offer, accept })
            }
            Message::Resign => {
                if self.is_over() {
                    return Err(PeerError::GameOver);
                }
                self.game.resign(!self.me);
                Ok(Event::Resigned)
            }
            Message::Flag { ply } => {
                let expected = self.game.turns().len() as u32;
                let side = self.game.position().turn();
                // Both clocks fell at once: the peer's flag is the one this
                // side already saw (not a message after the game's end).
                if self.flag == Some(side) && ply == expected {
                    return Ok(Event::FlagClaimed(side));
                }
                if self.is_over() {
                    return Err(PeerError::GameOver);
                }
                if ply != expected {
                    return Err(PeerError::OutOfOrder { expected, got: ply });
                }
                Ok(Event::FlagClaimed(side))
            }
        }
    }

    /// After a turn: the proposals pending lapse, and a refusal is old news.
    fn lapse(&mut self) {
        self.sent = None;
        self.received = None;
        self.declined = None;
    }

    /// Whether `offer` may be made now (by either side).
    fn check_offer(&self, offer: Offer) -> Result<(), PeerError> {
        if self.sent.is_some() || self.received.is_some() {
            return Err(PeerError::NoOffer);
        }
        match (offer, self.is_over()) {
            (Offer::Rematch, false) | (Offer::Draw | Offer::Takeback, true) => Err(PeerError::GameOver),
            (Offer::Takeback, false) if self.game.turns().is_empty() => Err(PeerError::NoOffer),
            _ => Ok(()),
        }
    }

    /// What an accepted `offer` made by `proposer` does here. A rematch is
    /// the page's to start (a new game, new id): nothing changes in this one.
    fn accept(&mut self, offer: Offer, proposer: Color) {
        match offer {
            Offer::Draw => self.game.agree_draw(),
            Offer::Takeback => {
                // Back to the proposer's move: one turn if they moved last, two otherwise.
                self.game.undo();
                if self.game.position().turn() != proposer {
                    self.game.undo();
                }
            }
            Offer::Rematch => {}
        }
    }

    /// The peer's view of the game on (re)connecting: the same id, and turns
    /// of which one side's are the start of the other's; the side behind
    /// catches up by playing the missing turns through its rules.
    fn resync(&mut self, game: u64, theirs: &[Turn], clocks: Option<[u64; 2]>) -> Result<Event, PeerError> {
        if game != self.id {
            return Err(PeerError::WrongGame);
        }
        let ours = self.game.turns();
        let common = ours.iter().zip(theirs).take_while(|(a, b)| a == b).count();
        if common < ours.len().min(theirs.len()) {
            return Err(PeerError::Disagree { common });
        }
        let mut next = self.game.clone();
        for &turn in &theirs[common..] {
            next.play(turn).map_err(|_| PeerError::Illegal)?;
        }
        let caught_up = theirs.len().saturating_sub(common);
        self.game = next;
        Ok(Event::InSync { caught_up, clocks })
    }
}

#[cfg(test)]
#[path = "peer_tests.rs"]
mod tests;
