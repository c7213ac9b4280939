//! A live game between two browsers as a reducer: the
//! [`Board`] for the user's input, the [`Peer`] that checks every turn both
//! ways, the connection's state and the clocks.
//!
//! The board only ever shows what the peer's rules accepted: a turn the user
//! builds on the board goes through [`Peer::play`] before it is sent, and
//! the peer's turns come through [`Peer::receive`] and are then put on the
//! board. The messages to send collect in [`LiveGame::outbox`], which the
//! page drains (the reducer itself touches no network).

use crate::rules::{
    flag_fall, Clocks, Color, Game, GameResult, Options, Outcome, OutcomeReason, Position, Start, TimeControl, Turn,
};
use crate::ui::game::clock::clocks::{SavedTiming, Timing};
use crate::ui::game::loaded::Loaded;
use crate::ui::live::peer::{from_bytes, Event, Message, Offer, Peer, PeerError};
use crate::ui::settings::values::{Mode, Settings};
use crate::ui::{
    board::state::{Board, BoardAction, Gate},
    game::state::State,
};
use std::rc::Rc;

/// The connection as the page shows it (`data-peer`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Connection {
    /// The codes are being exchanged, or the channel is not open yet.
    Connecting,
    /// The data channel is open.
    Connected,
    /// The channel closed or failed: the clocks are stopped.
    Disconnected,
}

impl Connection {
    /// The value of the page's `data-peer` attribute.
    pub fn key(self) -> &'static str {
        match self {
            Connection::Connecting => "connecting",
            Connection::Connected => "connected",
            Connection::Disconnected => "disconnected",
        }
    }
}

/// What both sides agreed to play: from the invitation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Terms {
    /// The game's id, the same on both sides.
    pub game: u64,
    /// The setup.
    pub start: Start,
    /// Full Belt's "no belt check" option.
    pub no_belt_check: bool,
    /// The colour this side plays.
    pub me: Color,
    /// The time control, if timed.
    pub clock: Option<TimeControl>,
}

impl Terms {
    /// The board's settings: two people, one of them here.
    pub fn settings(&self) -> Settings {
        Settings {
            start: self.start,
            no_belt_check: self.no_belt_check,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        }
        .normalized()
    }

    /// The terms of the rematch: colours swapped, and a new id that both
    /// sides derive alike (so that neither has to send it).
    pub fn rematch(&self) -> Terms {
        Terms {
            game: self
                .game
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407),
            me: !self.me,
            ..*self
        }
    }
}

/// How a live game ended other than by the pieces, as this browser keeps
/// it for a reload (the pieces' ends follow from the turns).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LiveEnd {
    /// This side resigned.
    Resigned(Color),
    /// Both sides agreed to a draw.
    Agreed,
    /// This side's flag fell, as both sides' clocks agreed.
    Flag(Color),
}

/// How far the two sides' clocks may differ (ms) when one says a flag fell
/// or gives its time left: a message's journey and the two pages' ticks. A
/// flag our clocks do not show within it is refused; a time left over our
/// reading by more is cut to it, so that a peer cannot give itself time.
pub const CLOCK_TOLERANCE_MS: u64 = 2_000;

/// What happens to a live game.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveAction {
    /// The user acts on the board (only what a live game allows is applied).
    Board(BoardAction),
    /// The connection changed.
    Connection(Connection),
    /// The bytes of a message from the peer.
    Received(Vec<u8>),
    /// The user proposes a draw, a takeback or a rematch.
    Offer(Offer),
    /// The user answers the peer's proposal.
    Reply(bool),
    /// The user resigns.
    Resign,
    /// Close the notice about a refused message.
    Dismiss,
    /// The inviting side changes the time control before the game starts
    /// (the page then makes a new invitation; ignored once connected).
    SetClock(Option<TimeControl>),
    /// The page's clock tick while a clock runs: a flag that fell ends the game.
    Tick,
}

/// One side of a live game.
#[derive(Clone, Debug)]
pub struct LiveGame {
    /// The terms.
    pub terms: Terms,
    /// The board, showing the peer's game: shared with the page's board
    /// store (an `Rc`, so that a render hands the store a pointer, not a
    /// copy of the whole state); an action changes it copy-on-write.
    pub board: Rc<Board>,
    /// The checked game and the proposals pending.
    pub peer: Peer,
    /// The connection.
    pub connection: Connection,
    /// The two clocks, when the game is timed.
    pub clocks: Option<Clocks>,
    /// Every message this side produced, in order: the page sends those it
    /// has not sent yet.
    pub outbox: Vec<Message>,
    /// The last message or action refused, for the page to say why.
    pub refused: Option<PeerError>,
}

impl LiveGame {
    /// A live game on `terms` with `turns` already played (a resumed game;
    /// turns that do not replay are dropped from the first that fails).
    pub fn new(terms: Terms, turns: &[Turn]) -> LiveGame {
        let settings = terms.settings();
        let mut game = Game::new(Position::start(
            terms.start,
            Options::for_variant(terms.start.variant(), terms.no_belt_check),
        ));
        for &turn in turns {
            if game.play(turn).is_err() {
                break;
            }
        }
        // The live game keeps its clocks itself (`clocks`), from the turns' own times.
        let board = Board::new(settings, game.clone(), terms.me == Color::Black);
        LiveGame {
            terms,
            board: Rc::new(board),
            peer: Peer::new(terms.game, terms.me, game),
            connection: Connection::Connecting,
            clocks: terms.clock.map(|c| Clocks::new(c, c)),
            outbox: Vec::new(),
            refused: None,
        }
    }

    /// The same game with the clocks' times as this browser kept them
    /// (`[white, black]` ms, none running: a reloaded page resumes with the
    /// time each side had, the clocks stopped until the friend reconnects).
    pub fn with_clocks_left(mut self, left: Option<[u64; 2]>) -> LiveGame {
        if let (Some(clocks), Some(left)) = (self.clocks, left) {
            self.clocks = Some(Clocks::with_left(clocks.white, clocks.black, left));
        }
        self
    }

    /// The same game ended as `end` says (a reloaded page's game, kept
    /// after its end); an end that cannot apply to it (a flag of the side
    /// not to move, a game the rules already ended) changes nothing.
    pub fn with_end(mut self, end: Option<LiveEnd>) -> LiveGame {
        match end {
            Some(LiveEnd::Resigned(side)) => self.peer.game.resign(side),
            Some(LiveEnd::Agreed) => self.peer.game.agree_draw(),
            Some(LiveEnd::Flag(side)) if side == self.peer.game.position().turn() => {
                self.peer.flag_fell();
            }
            Some(LiveEnd::Flag(_)) | None => {}
        }
        self.after_change(0.0);
        self
    }

    /// How the game ended other than by the pieces, if it did.
    pub fn end(&self) -> Option<LiveEnd> {
        if let Some(side) = self.peer.flag {
            return Some(LiveEnd::Flag(side));
        }
        match self.peer.game.outcome()? {
            Outcome {
                reason: OutcomeReason::Resignation,
                result: GameResult::Win(winner),
            } => Some(LiveEnd::Resigned(!winner)),
            Outcome {
                reason: OutcomeReason::Agreement,
                ..
            } => Some(LiveEnd::Agreed),
            _ => None,
        }
    }

    /// Whether the user may build a turn now.
    pub fn my_turn(&self) -> bool {
        self.connection == Connection::Connected
            && !self.peer.is_over()
            && self.peer.game.position().turn() == self.terms.me
    }

    /// Applies one action at `now` (the page's monotonic clock, ms).
    pub fn apply(&mut self, action: LiveAction, now: f64) {
        match action {
            LiveAction::Board(action) => self.board_action(action, now),
            LiveAction::Connection(connection) => self.connect(connection, now),
            LiveAction::Received(bytes) => match from_bytes(&bytes).and_then(|m| self.receive(m, now)) {
                Ok(()) => self.refused = None,
                Err(e) => self.refused = Some(e),
            },
            LiveAction::Offer(offer) => self.send(|peer| peer.offer(offer)),
            LiveAction::Reply(accept) => {
                let rematch = accept && self.peer.received == Some(Offer::Rematch);
                self.send(|peer| peer.reply(accept));
                if rematch {
                    self.rematch();
                }
                self.after_change(now);
            }
            LiveAction::Resign => {
                self.send(Peer::resign);
                self.after_change(now);
            }
            LiveAction::Dismiss => self.refused = None,
            LiveAction::Tick => {
                if self.clocks.and_then(|c| c.flagged(now)).is_some() {
                    if let Some(message) = self.peer.flag_fell() {
                        self.outbox.push(message);
                    }
                    self.after_change(now);
                }
            }
            LiveAction::SetClock(clock) => {
                if self.connection == Connection::Connecting && self.peer.game.turns().is_empty() {
                    self.terms.clock = clock;
                    self.clocks = clock.map(|c| Clocks::new(c, c));
                }
            }
        }
    }

    /// Runs one of the peer's own steps, queueing its message or keeping its refusal.
    fn send(&mut self, step: impl FnOnce(&mut Peer) -> Result<Message, PeerError>) {
        match step(&mut self.peer) {
            Ok(message) => {
                self.outbox.push(message);
                self.refused = None;
            }
            Err(e) => self.refused = Some(e),
        }
    }

    /// The user's action on the board; a completed turn goes to the peer.
    fn board_action(&mut self, action: BoardAction, now: f64) {
        if !(action.looks() || action.plays() && self.my_turn()) {
            return;
        }
        let board = Rc::make_mut(&mut self.board);
        let gate = Gate::of(board);
        board.apply(action, &gate);
        let ours = self.peer.game.turns().len();
        if self.board.game.turns().len() != ours + 1 || self.board.game.turns()[..ours] != *self.peer.game.turns() {
            return;
        }
        let turn = self.board.game.turns()[ours];
        let before = self.clocks;
        let clock_ms = self.clocks.as_mut().map(|c| c.complete_turn(self.terms.me, now));
        match self.peer.play(turn, clock_ms) {
            Ok(message) => self.outbox.push(message),
            Err(e) => {
                self.clocks = before;
                self.refused = Some(e);
            }
        }
        self.after_change(now);
    }

    /// A message from the peer, checked by its rules.
    fn receive(&mut self, message: Message, now: f64) -> Result<(), PeerError> {
        let event = self.peer.receive(message)?;
        match event {
            Event::Played { clock_ms, .. } => {
                let them = !self.terms.me;
                if let Some(clocks) = self.clocks.as_mut() {
                    clocks.complete_turn(them, now);
                    // Each side keeps its own time: take what the peer says it
                    // has left, never more than our clocks give it.
                    if let Some(ms) = clock_ms {
                        clocks.set_left(them, ms.min(clocks.left(them, now) + CLOCK_TOLERANCE_MS), now);
                    }
                }
            }
            Event::Answered {
                offer: Offer::Rematch,
                accept: true,
            } => self.rematch(),
            Event::FlagClaimed(side) => {
                // Only a flag our own clocks show, within the tolerance.
                let left_ms = self.clocks.map_or(u64::MAX, |c| c.left(side, now));
                if left_ms > CLOCK_TOLERANCE_MS {
                    return Err(PeerError::EarlyFlag { left_ms });
                }
                if let Some(clocks) = self.clocks.as_mut() {
                    clocks.set_left(side, 0, now);
                }
                self.peer.flag_fell();
            }
            Event::InSync {
                clocks: Some(theirs), ..
            } => {
                // On (re)connecting, each side keeps its own time, as after
                // a turn: the peer's clock is what it says it has left,
                // never more than ours give it (a reloaded page's clocks
                // are those it kept when it went away).
                let them = !self.terms.me;
                if let Some(clocks) = self.clocks.as_mut() {
                    let said = theirs[usize::from(them == Color::Black)];
                    clocks.set_left(them, said.min(clocks.left(them, now) + CLOCK_TOLERANCE_MS), now);
                }
            }
            Event::Answered { .. } | Event::Offered(_) | Event::Resigned | Event::InSync { .. } => {}
        }
        self.after_change(now);
        Ok(())
    }

    /// The connection changed: a new one opens with a hello (each side
    /// checks the other's game); a lost one stops the clocks.
    fn connect(&mut self, connection: Connection, now: f64) {
        self.connection = connection;
        match connection {
            Connection::Connected => {
                let clocks = self.clock_hook(now);
                self.outbox.push(self.peer.hello(clocks));
            }
            Connection::Connecting | Connection::Disconnected => {}
        }
        self.after_change(now);
    }

    /// A new game on the rematch's terms, keeping the page's preferences.
    fn rematch(&mut self) {
        let mut next = LiveGame::new(self.terms.rematch(), &[]);
        next.connection = self.connection;
        next.outbox = std::mem::take(&mut self.outbox);
        Rc::make_mut(&mut next.board).prefs = self.board.prefs;
        *self = next;
    }

    /// After the peer's game changed: the board shows it, and the clock of
    /// the side to move runs only while connected, after White's first
    /// turn and until the game ends.
    fn after_change(&mut self, now: f64) {
        let (game, board) = (&self.peer.game, &self.board.game);
        if game.turns() != board.turns()
            || game.outcome() != board.outcome()
            || self.board.flag.is_none() && self.peer.flag.is_some()
        {
            let mut next = self
                .board
                .again(self.terms.settings(), game.clone(), self.board.flipped);
            // A flag ends the board's game with the result the rules give it.
            next.flag = self
                .peer
                .flag
                .map(|side| (side, flag_fall(self.peer.game.position(), side)));
            self.board = Rc::new(next);
        }
        let runs = self.connection == Connection::Connected && !self.peer.is_over() && !game.turns().is_empty();
        let to_move = game.position().turn();
        if let Some(clocks) = self.clocks.as_mut() {
            if !runs {
                clocks.pause(now);
            } else if clocks.running() != Some(to_move) {
                clocks.resume(to_move, now);
            }
        }
    }

    /// How the game ended, if it did: by a flag, else by the record (the
    /// rules, a resignation, an agreed draw).
    pub fn outcome(&self) -> Option<Outcome> {
        let flag = self
            .peer
            .flag
            .map(|side| flag_fall(self.peer.game.position(), side).outcome());
        flag.or_else(|| self.peer.game.outcome())
    }

    /// The game page's state of this game at `now`, for its library entry
    /// and that entry's link: the board's record (a resignation, an agreed
    /// draw) and, when timed, the clocks as they stand, stopped (a flag is
    /// the side to move's clock at zero, as the game page keeps its own).
    pub fn as_game(&self, now: f64) -> State {
        let timing = self.clocks.map(|clocks| {
            let controls = [clocks.white, clocks.black];
            let start = controls.map(|c| c.initial_ms);
            let after = vec![start, clocks.snapshot(now)];
            Timing::restore(&SavedTiming { controls, after }, self.peer.game.turns().len())
        });
        State::load(Loaded {
            flipped: self.board.flipped,
            timing,
            ..Loaded::new(self.board.settings, self.peer.game.clone())
        })
    }

    /// The clocks' times at `now`, `[white, black]`, when timed: what the
    /// page keeps with the game and shows on the clock faces.
    pub fn clock_hook(&self, now: f64) -> Option<[u64; 2]> {
        self.clocks.map(|c| c.snapshot(now))
    }
}

#[cfg(test)]
#[path = "state_tests.rs"]
mod tests;
