//! The values the catalogue's messages select on (a side, a belt's kind)
//! and the words of a belt refusal: the leaves that `ui::words` and its
//! parts (`spoken`, `types`) all use.

use crate::i18n::{msg, t};
use crate::rules::{Belt, BeltRefusal, Color};

/// A side as the catalogue's messages select on it: `white`, `black`.
pub fn side_key(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A belt as the catalogue's messages name it: its kind (`file`, `rank`)
/// and its letter or digit.
pub fn belt_key(belt: Belt) -> (&'static str, String) {
    let kind = match belt {
        Belt::File(_) => "file",
        Belt::Rank(_) => "rank",
    };
    (kind, belt.char().to_string())
}

/// Why a belt cannot be shifted, in words.
pub fn refusal(why: BeltRefusal) -> String {
    t(&match why {
        BeltRefusal::Forbidden => *msg::refusal_forbidden(),
        BeltRefusal::Empty => *msg::refusal_empty(),
        BeltRefusal::NoChange => *msg::refusal_no_change(),
        BeltRefusal::OwnKingAttacked => *msg::refusal_own_king(),
        BeltRefusal::FirstTurnCheck => *msg::refusal_first_turn_check(),
        BeltRefusal::BeltCheck => *msg::refusal_belt_check(),
        BeltRefusal::NoBelts => *msg::refusal_no_belts(),
    })
}
