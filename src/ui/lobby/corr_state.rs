//! The correspondence page's whole state, as one reducer: the game as this
//! browser keeps it (or the invitation still waiting for the friend, or
//! nothing yet when the own link is opened on a device that kept nothing),
//! the board it is played on, the relays and the frames for them, and what
//! the page has to say.
//!
//! Relays are read and written only through frames: the page opens the
//! sockets, hands them [`CorrPageState::relay_out`] and reports what they
//! send as actions. This side's state is published once when the page opens
//! and after each change of its own (a turn, a resignation, a claim, the
//! friend's first state adopted), never on a timer: the friend's page reads
//! the latest when it opens and while it is open.

use crate::nostr::{publish_message, req_message, Keys, RelayMessage, Sealer, NONCE_BYTES};
use crate::rules::{Color, FlagFall, Game, Options, Position, Start};
use crate::ui::board::state::{Board, BoardAction, Gate};
use crate::ui::live::page_state::RelayCount;
use crate::ui::live::signal::RelayNews;
use crate::ui::live::state::Terms;
use crate::ui::lobby::corr_link::{join_fragment, own_fragment};
use crate::ui::lobby::correspondence::{Claim, Correspondence, End, PlayError};
use crate::ui::lobby::kept::{Kept, KeptError, KeptGame};
use crate::ui::lobby::merge::{merge, MergeError, Merged};
use crate::ui::lobby::published::{open_state, state_event, state_filter};
use crate::ui::lobby::reckoning::{claim_holds, Reckoning};
use crate::ui::settings::values::Settings;
use std::rc::Rc;

/// The subscription's id on every relay.
pub const SUB_ID: &str = "corr";

/// The random bytes one published state needs: a nonce and BIP-340's auxiliary bytes.
pub const PUBLISH_RANDOM: usize = NONCE_BYTES + 32;

/// What the page has to say of what came from the relays or of what the
/// user tried, typed until the view words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// The friend joined: its first state adopted.
    Joined,
    /// The game found on the relays (the own link opened where nothing was kept).
    Found,
    /// The friend played this many turns.
    Moved(usize),
    /// The friend ended the game (a resignation or a claim).
    Ended,
    /// Our claim was void: the friend's turn came in time by its stated time.
    ClaimVoid,
    /// Our claim stands against the friend's late turn.
    ClaimStands,
    /// The friend's claim stands against our late turn, which is dropped.
    LateTurnDropped,
    /// The friend's history differs from ours from this ply (from 0): refused.
    Conflict(usize),
    /// The friend claimed a win with this many seconds still ours: refused.
    EarlyClaim(u64),
    /// A state that is not the friend's to publish (another game, another
    /// player, a turn or an end of ours): refused.
    Refused,
    /// The user's turn, resignation or claim was not made.
    NotMade(PlayError),
}

/// Something that happens to the correspondence page.
#[derive(Clone, Debug, PartialEq)]
pub enum CorrAction {
    /// The user acts on the board (turns only on this side's move).
    Board(BoardAction),
    /// The user resigns.
    Resign,
    /// The user claims a win on time.
    Claim,
    /// Publish this side's state, with random bytes.
    Publish([u8; PUBLISH_RANDOM]),
    /// The page tries this many relays (none: relays are off).
    RelaysOpened(usize),
    /// A relay's socket reported.
    Relay(RelayNews),
    /// The page handed the relays their frames up to this count.
    RelaySent(usize),
    /// The user closes what the page said.
    Dismiss,
}

/// The correspondence page's state.
#[derive(Clone, Debug)]
pub struct CorrPageState {
    /// The game's secret.
    pub secret: [u8; 32],
    /// This side's signing secret.
    pub key: [u8; 32],
    keys: Keys,
    sealer: Sealer,
    /// The game, the invitation waiting, or nothing known yet.
    pub game: Option<KeptGame>,
    /// What was kept in this browser and could not be read: the page never
    /// writes over it.
    pub kept_error: Option<KeptError>,
    /// The board, showing the game: shared with the board's store.
    pub board: Rc<Board>,
    /// The relays.
    pub relays: RelayCount,
    /// The frames for the relays, in order.
    pub relay_out: Vec<String>,
    /// How many of [`CorrPageState::relay_out`] the relays were handed.
    pub relay_sent: usize,
    /// This side's state changed (or the page opened) since it was last published.
    pub unpublished: bool,
    /// How many states this page published.
    pub published: usize,
    /// Counts the changes of the game, for the page to keep it after each.
    pub changes: u32,
    /// What the page has to say.
    pub news: Option<News>,
}

/// The settings of a game of `start` between two people.
fn settings(start: Start, no_belt_check: bool, me: Color) -> Settings {
    Terms {
        game: 0,
        start,
        no_belt_check,
        me,
        clock: None,
    }
    .settings()
}

impl CorrPageState {
    /// The page on the game of `secret`, played with the signing secret
    /// `key` (none when it is no usable key), as kept (`game`) or not known yet.
    pub fn new(secret: [u8; 32], key: [u8; 32], game: Option<KeptGame>) -> Option<CorrPageState> {
        let keys = Keys::from_secret(&key)?;
        let sealer = Sealer::new(&secret);
        let relay_out = vec![req_message(SUB_ID, &state_filter(&sealer))];
        let unpublished = matches!(game, Some(KeptGame::Playing(_)));
        let mut state = CorrPageState {
            secret,
            key,
            keys,
            sealer,
            game,
            kept_error: None,
            board: Rc::new(Board::new(
                settings(Start::FullBelt, false, Color::White),
                Game::new(Position::start(
                    Start::FullBelt,
                    Options::for_variant(Start::FullBelt.variant(), false),
                )),
                false,
            )),
            relays: RelayCount::default(),
            relay_out,
            relay_sent: 0,
            unpublished,
            published: 0,
            changes: 0,
            news: None,
        };
        state.board = Rc::new(state.fresh_board(&state.board));
        Some(state)
    }

    /// The game, once both sides' keys are known.
    pub fn playing(&self) -> Option<&Correspondence> {
        match &self.game {
            Some(KeptGame::Playing(state)) => Some(state),
            _ => None,
        }
    }

    /// The side this page plays.
    pub fn me(&self) -> Color {
        let public = self.keys.public_key();
        match &self.game {
            Some(KeptGame::Playing(state)) => state.side_of(&public).unwrap_or(Color::White),
            Some(KeptGame::Pending(terms)) => terms.inviter,
            None => Color::White,
        }
    }

    /// This side's public key.
    pub fn public_key(&self) -> [u8; 32] {
        self.keys.public_key()
    }

    /// Whether the user may play a turn now.
    pub fn my_turn(&self) -> bool {
        self.playing().is_some_and(|s| !s.is_over() && s.to_move() == self.me())
    }

    /// The game's clocks at `now_s`, by this page's reckoning, while it goes on.
    pub fn reckoning(&self, now_s: u64) -> Option<Reckoning> {
        Reckoning::of(self.playing()?, now_s)
    }

    /// Whether the user may claim a win at `now_s`.
    pub fn can_claim(&self, now_s: u64) -> bool {
        self.reckoning(now_s).is_some_and(|r| r.can_claim(self.me()))
    }

    /// The friend's claim, if the game ended by one, and whether it holds
    /// by this page's reckoning.
    pub fn friend_claim(&self) -> Option<(Claim, bool)> {
        let state = self.playing()?;
        match state.end() {
            Some(End::Claimed(claim)) if claim.by != self.me() => Some((claim, claim_holds(state) == Some(true))),
            _ => None,
        }
    }

    /// This side's own link's fragment.
    pub fn own_fragment(&self) -> String {
        own_fragment(&self.secret, &self.key)
    }

    /// The friend's invitation's fragment, while the friend has not joined.
    pub fn invitation_fragment(&self) -> Option<String> {
        match &self.game {
            Some(KeptGame::Pending(terms)) => Some(join_fragment(&self.secret, terms)),
            _ => None,
        }
    }

    /// The text to keep in this browser: none while nothing is known, or
    /// when what was kept could not be read (it is never written over).
    pub fn kept_text(&self) -> Option<String> {
        if self.kept_error.is_some() {
            return None;
        }
        let game = self.game.clone()?;
        Some(
            Kept {
                secret: self.secret,
                key: self.key,
                game,
            }
            .text(),
        )
    }

    /// Whether no relay can carry anything any more (or none was tried).
    pub fn relays_down(&self) -> bool {
        self.relays.known && self.relays.gone >= self.relays.total
    }

    /// Applies `action` at `now_s` (Unix seconds, this browser's clock).
    pub fn apply(&mut self, action: CorrAction, now_s: u64) {
        match action {
            CorrAction::Board(action) => self.board_action(action, now_s),
            CorrAction::Resign => {
                let me = self.me();
                self.own_step(|s| s.resign(me, now_s));
            }
            CorrAction::Claim => {
                let me = self.me();
                self.own_step(|s| s.claim(me, now_s).map(|_| ()));
            }
            CorrAction::Publish(random) => self.publish(now_s, &random),
            CorrAction::RelaysOpened(total) => {
                self.relays.known = true;
                self.relays.total = total;
            }
            CorrAction::Relay(RelayNews::Opened(i)) => {
                self.relays.open += 1;
                self.relays.up |= 1 << (i % 64);
            }
            CorrAction::Relay(RelayNews::Gone(i)) => {
                self.relays.gone += 1;
                self.relays.up &= !(1 << (i % 64));
            }
            CorrAction::Relay(RelayNews::Frame(_, text)) => self.frame(&text, now_s),
            CorrAction::RelaySent(count) => self.relay_sent = count.min(self.relay_out.len()),
            CorrAction::Dismiss => self.news = None,
        }
    }

    /// One of this side's own changes to the game.
    fn own_step(&mut self, step: impl FnOnce(&mut Correspondence) -> Result<(), PlayError>) {
        let Some(KeptGame::Playing(state)) = self.game.as_mut() else {
            return;
        };
        match step(state) {
            Ok(()) => {
                self.news = None;
                self.changed(true);
            }
            Err(e) => self.news = Some(News::NotMade(e)),
        }
        self.sync_board();
    }

    /// The user's action on the board; a completed turn is played.
    fn board_action(&mut self, action: BoardAction, now_s: u64) {
        if !(action.looks() || action.plays() && self.my_turn()) {
            return;
        }
        let board = Rc::make_mut(&mut self.board);
        let gate = Gate::of(board);
        board.apply(action, &gate);
        let Some(state) = self.playing() else {
            return;
        };
        let ours = state.turns().len();
        let shown = self.board.game.turns();
        if shown.len() != ours + 1 || shown[..ours] != *state.turns() {
            return;
        }
        let turn = shown[ours];
        let me = self.me();
        self.own_step(|s| s.play(me, turn, now_s));
    }

    /// The game changed: kept again, and published if the change is this side's.
    fn changed(&mut self, publish: bool) {
        self.changes = self.changes.wrapping_add(1);
        self.unpublished |= publish;
    }

    /// Queues this side's state for the relays.
    fn publish(&mut self, now_s: u64, random: &[u8; PUBLISH_RANDOM]) {
        let Some(state) = self.playing().filter(|_| self.unpublished) else {
            return;
        };
        let (nonce, aux) = random.split_at(NONCE_BYTES);
        let (Ok(nonce), Ok(aux)) = (<[u8; NONCE_BYTES]>::try_from(nonce), <[u8; 32]>::try_from(aux)) else {
            return;
        };
        if let Ok(event) = state_event(&self.sealer, &self.keys, state, now_s, &nonce, &aux) {
            self.relay_out.push(publish_message(&event));
            self.unpublished = false;
            self.published += 1;
        }
    }

    /// A frame from a relay.
    fn frame(&mut self, text: &str, now_s: u64) {
        match RelayMessage::read(text) {
            Ok(RelayMessage::Event { sub_id, event }) if sub_id == SUB_ID => {
                match open_state(&self.sealer, &event, now_s) {
                    Ok(theirs) => self.state_from(theirs, &event.pubkey, now_s),
                    Err(_) => self.relays.dropped += 1,
                }
            }
            Ok(RelayMessage::Ok { accepted: false, .. }) => self.relays.refused += 1,
            Ok(RelayMessage::Closed { sub_id, .. }) if sub_id == SUB_ID => self.relays.gone += 1,
            Ok(_) => {}
            Err(_) => self.relays.dropped += 1,
        }
    }

    /// A state published by `from`, opened: adopted, merged or refused.
    fn state_from(&mut self, theirs: Correspondence, from: &[u8; 32], now_s: u64) {
        let public = self.keys.public_key();
        let Some(sender) = theirs.side_of(from) else {
            self.relays.dropped += 1;
            return;
        };
        let (base, adopting) = match &self.game {
            // The own link on a device that kept nothing: the game as
            // either side published it, if this side's key plays in it.
            None if theirs.side_of(&public).is_some() => (theirs.clone(), Some(News::Found)),
            // The invitation's first answer: a state with our key on our
            // side, on our terms, from the friend (or from this side's own
            // key on another device that adopted it first).
            Some(KeptGame::Pending(terms)) if terms.matches(&theirs) => {
                let news = if *from == public { News::Found } else { News::Joined };
                (terms.state(*theirs.key(!terms.inviter)), Some(news))
            }
            Some(KeptGame::Playing(ours)) => (ours.clone(), None),
            _ => {
                self.relays.dropped += 1;
                return;
            }
        };
        let me = base.side_of(&public).unwrap_or(!sender);
        match merge(&base, &theirs, from, me, now_s) {
            Ok((state, merged)) => {
                let changed = adopting.is_some() || self.playing() != Some(&state);
                let news = adopting.clone().or(match merged {
                    Merged::Same | Merged::Ahead => None,
                    Merged::Continued(n) if sender != me => Some(News::Moved(n)),
                    Merged::Continued(_) => None,
                    Merged::Ended if sender != me => Some(News::Ended),
                    Merged::Ended => None,
                    Merged::ClaimVoid => Some(News::ClaimVoid),
                    Merged::ClaimStands => Some(News::ClaimStands),
                    Merged::LateTurnDropped => Some(News::LateTurnDropped),
                });
                if changed {
                    self.game = Some(KeptGame::Playing(state));
                    // Adopting the friend's first state: ours exists from now,
                    // and the friend learns that this side saw it.
                    self.changed(adopting == Some(News::Joined));
                    self.sync_board();
                }
                if news.is_some() {
                    self.news = news;
                }
            }
            Err(e) => {
                self.news = Some(match e {
                    MergeError::Conflict(ply) => News::Conflict(ply),
                    MergeError::EarlyClaim(s) => News::EarlyClaim(s),
                    MergeError::OtherGame
                    | MergeError::Stranger
                    | MergeError::FromTheFuture
                    | MergeError::NotTheirs(_) => News::Refused,
                })
            }
        }
    }

    /// The board shows the game as it stands, if it does not already.
    fn sync_board(&mut self) {
        let next = self.fresh_board(&self.board);
        if next.game.turns() != self.board.game.turns()
            || next.game.outcome() != self.board.game.outcome()
            || next.flag.is_some() != self.board.flag.is_some()
            || next.settings != self.board.settings
        {
            self.board = Rc::new(next);
        }
    }

    /// A board of the game as it stands, keeping `board`'s preferences.
    fn fresh_board(&self, board: &Board) -> Board {
        let Some(state) = self.game.as_ref() else {
            return board.clone();
        };
        let (start, no_belt_check, me) = match state {
            KeptGame::Playing(s) => (s.start, s.no_belt_check, self.me()),
            KeptGame::Pending(t) => (t.start, t.no_belt_check, t.inviter),
        };
        let settings = settings(start, no_belt_check, me);
        let (mut game, flag) = match state {
            KeptGame::Playing(s) => (s.game(), s.end()),
            KeptGame::Pending(t) => (t.state(t.inviter_key).game(), None),
        };
        let mut next = board.again(settings, game.clone(), me == Color::Black);
        match flag {
            Some(End::Resigned(side)) => {
                game.resign(side);
                next.game = game;
            }
            Some(End::Claimed(claim)) => {
                next.flag = Some((!claim.by, FlagFall::Win { winner: claim.by }));
            }
            None => {}
        }
        next
    }
}

#[cfg(test)]
#[path = "corr_state_tests.rs"]
mod tests;
