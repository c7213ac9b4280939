//! What the live page opens with, read once from its address and this
//! browser's storage: an invitation link (the friend's side), an answer link
//! opened in a tab of its own (handed to the inviting tab), a game kept in
//! this browser (`?game=`), or the terms of a new invitation.

use crate::rules::{Start, TimeControl};
use crate::ui::game::link::query;
use crate::ui::live::code::Invitation;
use crate::ui::live::flow::{
    code_in, load_game, storage_key, terms_of, ColorChoice, Exchange, JoinError, KeptGame, ANSWER_KEY, INVITE_KEY,
};
use crate::ui::live::state::{LiveEnd, Terms};
use crate::ui::web::{address, storage};

/// What the page opened with: the game's terms, the turns this browser
/// kept, and where the exchange of codes starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    pub(crate) terms: Terms,
    pub(crate) turns: Vec<crate::rules::Turn>,
    /// The clocks' times this browser kept for the game, if timed.
    pub(crate) left: Option<[u64; 2]>,
    /// How the game kept in this browser ended, if it did.
    pub(crate) end: Option<LiveEnd>,
    pub(crate) exchange: Exchange,
}

/// The storage key by which an answer link opened in a new tab reaches the
/// inviting tab of the same browser.
pub const ANSWER_HANDOVER: &str = "beltboard-live-answer";

/// Reads the address once.
pub fn open() -> Opened {
    let (search, fragment) = address::query_and_fragment();
    let now_s = storage::now_ms() / 1_000;
    if let Some(i) = fragment.find(INVITE_KEY) {
        let exchange = Exchange::open(&fragment[i..], now_s, |key| storage::load(key).is_some());
        let kept = |i: &Invitation| storage::load(&storage_key(i.game)).and_then(|t| load_game(&t));
        let KeptGame {
            terms,
            turns,
            left,
            end,
        } = match &exchange {
            Exchange::Prompt(i) => kept(i).unwrap_or_else(|| KeptGame {
                terms: terms_of(i, false),
                turns: Vec::new(),
                left: None,
                end: None,
            }),
            _ => KeptGame {
                terms: fresh_terms(Start::FullBelt, false, ColorChoice::White, None),
                turns: Vec::new(),
                left: None,
                end: None,
            },
        };
        return Opened {
            terms,
            turns,
            left,
            end,
            exchange,
        };
    }
    if let Some(i) = fragment.find(ANSWER_KEY) {
        // An answer opened in a tab of its own: the connection waits in the
        // inviting tab, which reads it from storage (a page open in this browser).
        storage::store(ANSWER_HANDOVER, code_in(&fragment[i..]));
        return Opened {
            terms: fresh_terms(Start::FullBelt, false, ColorChoice::White, None),
            turns: Vec::new(),
            left: None,
            end: None,
            exchange: Exchange::Refused(JoinError::NotInviting),
        };
    }
    let q = query(&search);
    let get = |key: &str| q.value(key);
    if let Some(KeptGame {
        terms,
        turns,
        left,
        end,
    }) = get("game")
        .and_then(|g| storage::load(&format!("beltboard-live-{g}")))
        .and_then(|t: String| load_game(&t))
    {
        return Opened {
            terms,
            turns,
            left,
            end,
            exchange: Exchange::Preparing,
        };
    }
    let start = get("variant").and_then(Start::from_key).unwrap_or(Start::FullBelt);
    let color = get("color")
        .and_then(ColorChoice::from_key)
        .unwrap_or(ColorChoice::Random);
    let clock = get("clock").and_then(|c| TimeControl::parse(c).ok());
    Opened {
        terms: fresh_terms(start, get("nbc") == Some("1"), color, clock),
        turns: Vec::new(),
        left: None,
        end: None,
        exchange: Exchange::Preparing,
    }
}

/// The terms of a new game this side invites to, with a random id.
fn fresh_terms(start: Start, no_belt_check: bool, color: ColorChoice, clock: Option<TimeControl>) -> Terms {
    Terms {
        game: storage::random_u32() << 32 | storage::random_u32(),
        start,
        no_belt_check: no_belt_check && start.variant().has_belts(),
        me: color.resolve(js_sys::Math::random() < 0.5),
        clock,
    }
}
