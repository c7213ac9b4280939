//! A correspondence game as each side publishes it: the game (its setup and
//! turns, legal by construction), the days per move, each side's key, when
//! the side to move's time began and when the state last changed, and how
//! it ended other than by the pieces (a resignation, a claim on time).
//!
//! Its text is one line in plain words, as the live page's saves:
//! `beltboard-correspondence-1;<game>;<setup>;<0|1>;<days>;<white key>;<black key>;<since>;<updated>;<turn,turn,...>;<end>`
//! with the end `-`, `resigned-w`/`resigned-b` or `claim-w-<at>`/`claim-b-<at>`.
//! What a relay hands over is read strictly: every field checked, every
//! turn replayed by the rules and written in its one machine spelling.

use crate::nostr::{from_hex, hex, MAX_PLAINTEXT};
use crate::rules::{parse_turn, Color, Game, IllegalTurn, Options, Position, Start, Turn};
use crate::ui::lobby::pace::Days;
use std::fmt;

/// The first field of the text: the format and its version.
pub const FORMAT: &str = "beltboard-correspondence-1";

/// The longest text read, in bytes: what a sealed payload holds.
pub const MAX_STATE_BYTES: usize = MAX_PLAINTEXT;

/// The most turns a game may have: far more than games last, and with the
/// longest turn texts still within [`MAX_STATE_BYTES`].
pub const MAX_TURNS: usize = 600;

/// A claim of a win on time: the friend's days ran out, by the claimant's
/// page's reckoning.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The side that claims.
    pub by: Color,
    /// The turns played when it was claimed (the other side was to move).
    pub ply: usize,
    /// When (Unix seconds).
    pub at: u64,
}

/// How a correspondence game ended other than by the pieces.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// This side resigned.
    Resigned(Color),
    /// A side claimed a win on time.
    Claimed(Claim),
}

/// A correspondence game as published.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Correspondence {
    /// The game's id, the same on both sides.
    pub game: u64,
    /// The setup.
    pub start: Start,
    /// Full Belt's "no belt check" option (never set without belts).
    pub no_belt_check: bool,
    /// The days per move.
    pub days: Days,
    /// Each side's public key, White's first: a side's turns and its end
    /// are taken only from events its key signed.
    pub keys: [[u8; 32]; 2],
    pub(super) turns: Vec<Turn>,
    pub(super) since: u64,
    pub(super) updated_at: u64,
    pub(super) end: Option<End>,
}

/// Why a state's text cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StateError {
    /// Longer than [`MAX_STATE_BYTES`].
    TooLarge,
    /// Not this format's fields.
    Format,
    /// The game's id, setup or option.
    Game,
    /// Days per move other than 1, 2, 3 or 7.
    Days,
    /// A key that is not 64 lowercase hex digits, or both keys the same.
    Key,
    /// A time that is not a number, or a state changed before its side's time began.
    Time,
    /// More than [`MAX_TURNS`] turns.
    TooLong,
    /// The turn at this ply (from 0) is not a legal turn in its machine spelling.
    Turn(usize),
    /// An end that cannot be read, or does not hold: a claim by the side to
    /// move or before its deadline, an end after the pieces ended the game.
    End,
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StateError::TooLarge => write!(f, "correspondence: longer than {MAX_STATE_BYTES} bytes"),
            StateError::Format => f.write_str("correspondence: not a game's state"),
            StateError::Game => f.write_str("correspondence: unknown game"),
            StateError::Days => f.write_str("correspondence: unknown days per move"),
            StateError::Key => f.write_str("correspondence: bad keys"),
            StateError::Time => f.write_str("correspondence: bad times"),
            StateError::TooLong => write!(f, "correspondence: more than {MAX_TURNS} turns"),
            StateError::Turn(ply) => write!(f, "correspondence: turn {} is not legal", ply + 1),
            StateError::End => f.write_str("correspondence: an end that does not hold"),
        }
    }
}

impl std::error::Error for StateError {}

/// Why a turn, a resignation or a claim was not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    Over,
    /// It is the other side's move.
    NotYourMove,
    /// The turn is not legal here.
    Illegal(IllegalTurn),
    /// A claim while the friend still has this many seconds.
    TimeLeft(u64),
}

impl Correspondence {
    /// A new game made at `now_s`: White's time begins then. The two keys
    /// differ (a state with one key twice does not read back).
    pub fn new(game: u64, start: Start, no_belt_check: bool, days: Days, keys: [[u8; 32]; 2], now_s: u64) -> Self {
        Correspondence {
            game,
            start,
            no_belt_check: no_belt_check && start.variant().has_belts(),
            days,
            keys,
            turns: Vec::new(),
            since: now_s,
            updated_at: now_s,
            end: None,
        }
    }

    /// The turns played.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// When the side to move's time began (Unix seconds): its friend's last
    /// turn, as that side's page stated it, or the game's start.
    pub fn since(&self) -> u64 {
        self.since
    }

    /// When the state last changed (Unix seconds).
    pub fn updated_at(&self) -> u64 {
        self.updated_at
    }

    /// How the game ended other than by the pieces, if it did.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// The key of `side`.
    pub fn key(&self, side: Color) -> &[u8; 32] {
        &self.keys[side.index()]
    }

    /// The side whose key is `key`, if either.
    pub fn side_of(&self, key: &[u8; 32]) -> Option<Color> {
        Color::ALL.into_iter().find(|&side| self.key(side) == key)
    }

    /// The start position.
    pub fn position(&self) -> Position {
        Position::start(
            self.start,
            Options::for_variant(self.start.variant(), self.no_belt_check),
        )
    }

    /// The game replayed from its turns (all legal: they were checked as
    /// they were played or read).
    pub fn game(&self) -> Game {
        let mut game = Game::new(self.position());
        for &turn in &self.turns {
            if game.play(turn).is_err() {
                break;
            }
        }
        game
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        let first = self.position().turn();
        if self.turns.len() % 2 == 0 {
            first
        } else {
            !first
        }
    }

    /// Whether the game is over, by the pieces or otherwise.
    pub fn is_over(&self) -> bool {
        self.end.is_some() || self.game().outcome().is_some()
    }

    /// When the side to move's days run out (Unix seconds).
    pub fn deadline(&self) -> u64 {
        self.since.saturating_add(self.days.seconds())
    }

    /// `side` plays `turn` at `now_s`: the friend's time begins then.
    pub fn play(&mut self, side: Color, turn: Turn, now_s: u64) -> Result<(), PlayError> {
        if self.end.is_some() {
            return Err(PlayError::Over);
        }
        if side != self.to_move() {
            return Err(PlayError::NotYourMove);
        }
        let mut game = self.game();
        game.play(turn).map_err(|e| match e {
            IllegalTurn::GameOver => PlayError::Over,
            e => PlayError::Illegal(e),
        })?;
        self.turns.push(turn);
        self.since = now_s.max(self.since);
        self.updated_at = now_s.max(self.updated_at);
        Ok(())
    }

    /// `side` resigns at `now_s`.
    pub fn resign(&mut self, side: Color, now_s: u64) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::Over);
        }
        self.end = Some(End::Resigned(side));
        self.updated_at = now_s.max(self.updated_at);
        Ok(())
    }

    /// `side` claims a win at `now_s`, which it may once the other side,
    /// to move, is past its deadline by this page's clock.
    pub fn claim(&mut self, side: Color, now_s: u64) -> Result<Claim, PlayError> {
        if self.is_over() {
            return Err(PlayError::Over);
        }
        if side == self.to_move() {
            return Err(PlayError::NotYourMove);
        }
        if now_s < self.deadline() {
            return Err(PlayError::TimeLeft(self.deadline() - now_s));
        }
        let claim = Claim {
            by: side,
            ply: self.turns.len(),
            at: now_s,
        };
        self.end = Some(End::Claimed(claim));
        self.updated_at = now_s.max(self.updated_at);
        Ok(claim)
    }

    /// The state's text.
    pub fn write(&self) -> String {
        let turns: Vec<String> = self.turns.iter().map(|t| t.machine()).collect();
        let end = match self.end {
            None => "-".to_string(),
            Some(End::Resigned(side)) => format!("resigned-{}", side.char()),
            Some(End::Claimed(claim)) => format!("claim-{}-{}", claim.by.char(), claim.at),
        };
        format!(
            "{FORMAT};{};{};{};{};{};{};{};{};{};{end}",
            hex(&self.game.to_be_bytes()),
            self.start.key(),
            u8::from(self.no_belt_check),
            self.days.count(),
            hex(&self.keys[0]),
            hex(&self.keys[1]),
            self.since,
            self.updated_at,
            turns.join(",")
        )
    }

    /// Reads [`Correspondence::write`]'s text, strictly.
    pub fn read(text: &str) -> Result<Self, StateError> {
        if text.len() > MAX_STATE_BYTES {
            return Err(StateError::TooLarge);
        }
        let fields: Vec<&str> = text.split(';').collect();
        let [FORMAT, game, start, option, days, white, black, since, updated, turns, end] = fields[..] else {
            return Err(StateError::Format);
        };
        let game = u64::from_be_bytes(from_hex::<8>(game).ok_or(StateError::Game)?);
        let start = Start::from_key(start).ok_or(StateError::Game)?;
        let no_belt_check = match option {
            "0" => false,
            "1" if start.variant().has_belts() => true,
            _ => return Err(StateError::Game),
        };
        let days = match days.as_bytes() {
            [d @ b'1'..=b'9'] => Days::from_count(d - b'0').ok_or(StateError::Days)?,
            _ => return Err(StateError::Days),
        };
        let keys = [
            from_hex::<32>(white).ok_or(StateError::Key)?,
            from_hex::<32>(black).ok_or(StateError::Key)?,
        ];
        if keys[0] == keys[1] {
            return Err(StateError::Key);
        }
        let time = |t: &str| crate::nostr::expiration::decimal(t).ok_or(StateError::Time);
        let (since, updated_at) = (time(since)?, time(updated)?);
        if since > updated_at {
            return Err(StateError::Time);
        }
        let mut state = Correspondence {
            game,
            start,
            no_belt_check,
            days,
            keys,
            turns: Vec::new(),
            since,
            updated_at,
            end: None,
        };
        let game = state.read_turns(turns)?;
        state.end = read_end(end, &state, &game)?;
        Ok(state)
    }

    /// Replays the turns' texts onto this state's start.
    fn read_turns(&mut self, text: &str) -> Result<Game, StateError> {
        let mut game = Game::new(self.position());
        if text.is_empty() {
            return Ok(game);
        }
        if text.split(',').nth(MAX_TURNS).is_some() {
            return Err(StateError::TooLong);
        }
        for (ply, text) in text.split(',').enumerate() {
            let turn = parse_turn(game.position(), text).map_err(|_| StateError::Turn(ply))?;
            if turn.machine() != text || game.play(turn).is_err() {
                return Err(StateError::Turn(ply));
            }
            self.turns.push(turn);
        }
        Ok(game)
    }
}

/// The end's text of a state whose turns replay as `game`.
fn read_end(text: &str, state: &Correspondence, game: &Game) -> Result<Option<End>, StateError> {
    if text == "-" {
        return Ok(None);
    }
    if game.outcome().is_some() {
        return Err(StateError::End);
    }
    let side = |c: &str| match c {
        "w" => Ok(Color::White),
        "b" => Ok(Color::Black),
        _ => Err(StateError::End),
    };
    let mut parts = text.split('-');
    let end = match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some("resigned"), Some(c), None, None) => End::Resigned(side(c)?),
        (Some("claim"), Some(c), Some(at), None) => {
            let claim = Claim {
                by: side(c)?,
                ply: state.turns.len(),
                at: crate::nostr::expiration::decimal(at).ok_or(StateError::End)?,
            };
            if claim.by == state.to_move() || claim.at < state.deadline() || claim.at > state.updated_at {
                return Err(StateError::End);
            }
            End::Claimed(claim)
        }
        _ => return Err(StateError::End),
    };
    Ok(Some(end))
}

#[cfg(test)]
#[path = "correspondence_tests.rs"]
mod tests;
