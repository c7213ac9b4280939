//! The exchange of codes that sets up a live game: the inviting
//! side shows an invitation, the friend accepts it and shows an answer, the
//! inviting side reads that answer. [`Exchange`] is where each side stands
//! (what people read of it is worded by `ui::words::live`).
//!
//! An invitation is single-use: once an answer was read, a second is
//! refused ([`JoinError::Used`]); the invited browser remembers the
//! invitations it answered and says so when one is opened again.

use crate::rules::{parse_turn, Color, Game, Options, Position, Start, TimeControl, Turn};
use crate::ui::game::library::shelf::ENTRY_PREFIX;
use crate::ui::live::code::{Answer, CodeError, Invitation, Transport, INVITATION_TTL_S};
use crate::ui::live::state::{LiveEnd, Terms};

/// The address fragment of an invitation link (`#live=<code>`).
pub const INVITE_KEY: &str = "live=";
/// The address fragment of an answer link (`#answer=<code>`).
pub const ANSWER_KEY: &str = "answer=";

/// The colour the inviting player asks for (`data-setting="live-color"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    /// White (`w`).
    White,
    /// Black (`b`).
    Black,
    /// Drawn at random when the invitation is made (`random`).
    Random,
}

impl ColorChoice {
    /// Every choice, in the order the dialog lists them.
    pub const ALL: [ColorChoice; 3] = [ColorChoice::White, ColorChoice::Black, ColorChoice::Random];

    /// The value of `data-setting="live-color"` and of the live page's `color=`.
    pub fn key(self) -> &'static str {
        match self {
            ColorChoice::White => "w",
            ColorChoice::Black => "b",
            ColorChoice::Random => "random",
        }
    }

    /// A label for people.
    pub fn title(self) -> &'static str {
        match self {
            ColorChoice::White => "White",
            ColorChoice::Black => "Black",
            ColorChoice::Random => "Random",
        }
    }

    /// The choice named by `key`.
    pub fn from_key(key: &str) -> Option<ColorChoice> {
        ColorChoice::ALL.into_iter().find(|c| c.key() == key)
    }

    /// The colour played, `coin` deciding a random one.
    pub fn resolve(self, coin: bool) -> Color {
        match self {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random if coin => Color::White,
            ColorChoice::Random => Color::Black,
        }
    }
}

/// Why an invitation or an answer was not taken.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// The code itself (damaged, expired, the wrong kind).
    Code(CodeError),
    /// This invitation was answered already (here, or by another answer).
    Used,
    /// The inviting side's own invitation expired before its answer came.
    InvitationExpired,
    /// An answer to another invitation.
    OtherGame,
    /// No invitation waits for an answer here.
    NotInviting,
    /// An answer to this side's game, read once the game was joined (its
    /// link opened again, as one taps it again in a chat): nothing to do,
    /// said as news rather than as a refusal.
    ReadAgain,
}

/// The code in a pasted text: a whole link (`...#live=<code>`,
/// `...#answer=<code>`) or the code alone.
pub fn code_in(text: &str) -> &str {
    let text = text.trim();
    [INVITE_KEY, ANSWER_KEY]
        .iter()
        .find_map(|key| text.rfind(key).map(|i| &text[i + key.len()..]))
        .unwrap_or(text)
}

/// A new invitation to game `game` expiring [`INVITATION_TTL_S`] after `now_s`.
pub fn invitation(
    game: u64,
    start: Start,
    no_belt_check: bool,
    host: Color,
    clock: Option<TimeControl>,
    now_s: u64,
    transport: Transport,
) -> Invitation {
    Invitation {
        game,
        start,
        no_belt_check: no_belt_check && start.variant().has_belts(),
        host,
        clock: clock.map(|c| {
            (
                c.initial_ms.min(u64::from(u32::MAX)) as u32,
                c.increment_ms.min(u64::from(u32::MAX)) as u32,
            )
        }),
        resumed_turns: 0,
        expires_s: now_s + INVITATION_TTL_S,
        transport,
    }
}

/// The terms of `invitation` for the inviting side (`host`) or the friend.
pub fn terms_of(invitation: &Invitation, host: bool) -> Terms {
    Terms {
        game: invitation.game,
        start: invitation.start,
        no_belt_check: invitation.no_belt_check,
        me: if host { invitation.host } else { !invitation.host },
        clock: invitation
            .clock
            .map(|(i, inc)| TimeControl::new(u64::from(i), u64::from(inc))),
    }
}

/// Where one side of the exchange stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exchange {
    /// The inviting side makes its offer (gathers its candidates).
    Preparing,
    /// The inviting side shows its invitation and waits for the answer.
    Inviting(Invitation),
    /// The friend reads the invitation: Accept or Decline.
    Prompt(Invitation),
    /// The friend accepted and shows the answer's code.
    Answering {
        /// The invitation accepted.
        invitation: Invitation,
        /// The answer's code to send back.
        code: String,
    },
    /// The answer was read (or sent): the connection comes up, the game is on.
    Joined(Invitation),
    /// The friend declined.
    Declined,
    /// The code opened could not be used.
    Refused(JoinError),
}

impl Exchange {
    /// The friend's side, for an invitation code opened at `now_s`;
    /// `answered` tells whether this browser answered that invitation
    /// already (by [`answered_key`]: a new invitation to resume the same
    /// game is another one).
    pub fn open(text: &str, now_s: u64, answered: impl Fn(&str) -> bool) -> Exchange {
        match Invitation::read(code_in(text), now_s) {
            Ok(i) if answered(&answered_key(&i)) => Exchange::Refused(JoinError::Used),
            Ok(i) => Exchange::Prompt(i),
            Err(e) => Exchange::Refused(JoinError::Code(e)),
        }
    }

    /// The inviting side reads the friend's answer at `now_s`: once, for its
    /// own game (once joined, its answer again is [`JoinError::ReadAgain`],
    /// which changes nothing), and only while its invitation holds (an answer to an
    /// expired invitation is refused on this side too, as the friend's
    /// side refuses the expired invitation itself).
    pub fn read_answer(&mut self, text: &str, now_s: u64) -> Result<Answer, JoinError> {
        let (invitation, joined) = match self {
            Exchange::Inviting(i) => (i.clone(), false),
            Exchange::Joined(i) => (i.clone(), true),
            _ => return Err(JoinError::NotInviting),
        };
        let answer = Answer::read(code_in(text)).map_err(JoinError::Code)?;
        if answer.game != invitation.game {
            return Err(JoinError::OtherGame);
        }
        if joined {
            return Err(JoinError::ReadAgain);
        }
        if invitation.expires_s < now_s {
            return Err(JoinError::InvitationExpired);
        }
        *self = Exchange::Joined(invitation);
        Ok(answer)
    }
}

/// The storage key that records that this browser answered `invitation`
/// (its game and expiry: each invitation has its own).
pub fn answered_key(invitation: &Invitation) -> String {
    format!("{}-answered-{}", storage_key(invitation.game), invitation.expires_s)
}

/// The game page's library key of live game `game` (its id says "live"):
/// a live game is kept in the library like any other.
pub fn library_key(game: u64) -> String {
    format!("{ENTRY_PREFIX}live-{game:016x}")
}

/// The storage key of live game `game` in this browser.
pub fn storage_key(game: u64) -> String {
    format!("beltboard-live-{game:016x}")
}

/// A live game as this browser keeps it: what a reload or a resumed game
/// starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    /// The game's terms.
    pub terms: Terms,
    /// The turns played.
    pub turns: Vec<Turn>,
    /// The clocks' times, `[white, black]` ms, when the game is timed.
    pub left: Option<[u64; 2]>,
    /// How the game ended other than by the pieces, if it did.
    pub end: Option<LiveEnd>,
}

/// A live game as this browser keeps it (a reload, a resumed game):
/// `id;start;option;colour;clock;turn,turn,...;white-ms.black-ms;end` in
/// plain words (the clocks `-` when untimed; the end `resigned-w`,
/// `resigned-b`, `agreed`, `flag-w`, `flag-b`, or `-` while it goes on or
/// when the pieces ended it).
pub fn save_game(terms: &Terms, turns: &[Turn], left: Option<[u64; 2]>, end: Option<LiveEnd>) -> String {
    let clock = terms.clock.map_or("-".to_string(), |c| c.to_string());
    let left = left.map_or("-".to_string(), |[w, b]| format!("{w}.{b}"));
    let turns: Vec<String> = turns.iter().map(|t| t.machine()).collect();
    let end = match end {
        None => "-".to_string(),
        Some(LiveEnd::Resigned(side)) => format!("resigned-{}", side.char()),
        Some(LiveEnd::Agreed) => "agreed".to_string(),
        Some(LiveEnd::Flag(side)) => format!("flag-{}", side.char()),
    };
    format!(
        "{:016x};{};{};{};{clock};{};{left};{end}",
        terms.game,
        terms.start.key(),
        u8::from(terms.no_belt_check),
        if terms.me == Color::White { "w" } else { "b" },
        turns.join(",")
    )
}

/// Reads [`save_game`]'s text: the terms, the turns (replayed by the rules;
/// the text is untrusted, a turn that does not replay ends the list) and
/// the clocks' times (none when unreadable, or in a text kept before the
/// clocks were: the clocks then start from the time control) and the end
/// (none when unreadable, or in a text kept before ends were).
pub fn load_game(text: &str) -> Option<KeptGame> {
    let fields: Vec<&str> = text.split(';').collect();
    let (id, start, option, me, clock, turns, left, end) = match fields[..] {
        [id, start, option, me, clock, turns] => (id, start, option, me, clock, turns, "-", "-"),
        [id, start, option, me, clock, turns, left] => (id, start, option, me, clock, turns, left, "-"),
        [id, start, option, me, clock, turns, left, end] => (id, start, option, me, clock, turns, left, end),
        _ => return None,
    };
    let start = Start::from_key(start)?;
    let terms = Terms {
        game: u64::from_str_radix(id, 16).ok()?,
        start,
        no_belt_check: option == "1",
        me: match me {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return None,
        },
        clock: if clock == "-" {
            None
        } else {
            Some(TimeControl::parse(clock).ok()?)
        },
    };
    let mut game = Game::new(Position::start(
        start,
        Options::for_variant(start.variant(), terms.no_belt_check),
    ));
    for text in turns.split(',').filter(|t| !t.is_empty()) {
        let Ok(turn) = parse_turn(game.position(), text) else {
            break;
        };
        if game.play(turn).is_err() {
            break;
        }
    }
    let left = match left.split_once('.') {
        Some((w, b)) if terms.clock.is_some() => w.parse().ok().zip(b.parse().ok()).map(|(w, b)| [w, b]),
        _ => None,
    };
    let side = |c: &str| match c {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    };
    let end = match end.split_once('-') {
        _ if end == "agreed" => Some(LiveEnd::Agreed),
        Some(("resigned", c)) => side(c).map(LiveEnd::Resigned),
        Some(("flag", c)) => side(c).map(LiveEnd::Flag),
        _ => None,
    };
    Some(KeptGame {
        terms,
        turns: game.turns().to_vec(),
        left,
        end,
    })
}

/// Why a connection could not be set up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RtcError {
    /// The browser has no WebRTC (or refused to make a connection).
    Unsupported,
    /// The browser refused a step of the exchange (a description it cannot use).
    Refused,
    /// The browser's own description lacked what a code needs.
    Description(CodeError),
}

#[cfg(test)]
#[path = "flow_tests.rs"]
mod tests;
