//! The notation shown to people: a belt move written so that it cannot be read
//! as a score (`h6 1-1` would look like a result). The ASCII forms (`f+4`,
//! `3-1`) stay in PGN, links and typed input; only what a person reads on the
//! page goes through here: `Nf3 f-file ↑4`, `h6 rank 1 ←1`.

use crate::i18n::{msg, t};
use crate::rules::{turn_to_display, Belt, BeltShift, Position, Turn};

/// A belt move for people: the belt's short name in the page's language
/// and an arrow in the direction it moved from White's side (`f-file ↑4`,
/// `rank 3 ←1`; Russian `вертикаль f ↑4`).
pub fn belt_words(shift: BeltShift) -> String {
    let steps = shift.signed_steps();
    let belt = shift.belt();
    // The catalogue's selector values, as `ui::words` names belts
    // (importing it from here would make a circle: it writes turns with this).
    let (kind, arrow) = match (belt, steps > 0) {
        (Belt::File(_), up) => ("file", if up { '↑' } else { '↓' }),
        (Belt::Rank(_), right) => ("rank", if right { '→' } else { '←' }),
    };
    let name = t(&msg::belt_short(kind, &belt.char().to_string()));
    format!("{name} {arrow}{}", steps.unsigned_abs())
}

/// A turn in display form (`Nf3 f+4+`) rewritten for people: its belt
/// move, the word after the first, in [`belt_words`]; the check or mate sign
/// kept after it. Anything else is kept as it is.
pub fn for_people(display: &str) -> String {
    let mut words = display.split(' ');
    let mut out = words.next().unwrap_or_default().to_string();
    for word in words {
        out.push(' ');
        // A belt move is three characters (`f+4`), then perhaps `+` or `#`.
        let (head, sign) = word.split_at(word.len().min(3));
        match BeltShift::parse(head) {
            Ok(shift) if head.len() == 3 && matches!(sign, "" | "+" | "#") => {
                out.push_str(&belt_words(shift));
                out.push_str(sign);
            }
            _ => out.push_str(word),
        }
    }
    out
}

/// `turn` from `pos` as a person reads it (see [`for_people`]).
pub fn turn_words(pos: &Position, turn: Turn) -> String {
    for_people(&turn_to_display(pos, turn))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn belts_read_as_belts_never_as_scores() {
        assert_eq!(for_people("h6 1-1"), "h6 rank 1 ←1");
        assert_eq!(for_people("Nf3 f+4"), "Nf3 f-file ↑4");
        assert_eq!(for_people("Qxe7 e-3+"), "Qxe7 e-file ↓3+");
        assert_eq!(for_people("Rh8 8+2#"), "Rh8 rank 8 →2#");
        // Turns without a belt, and words that are no belt move, are kept.
        assert_eq!(for_people("Nc3"), "Nc3");
        assert_eq!(for_people("O-O-O+"), "O-O-O+");
        assert_eq!(for_people("e4 z+9"), "e4 z+9");
        assert_eq!(for_people(""), "");
    }

    #[test]
    fn belts_are_named_in_the_pages_language() {
        crate::i18n::current::speak_built("ru");
        assert_eq!(for_people("Nf3 f+4"), "Nf3 вертикаль f ↑4");
        assert_eq!(for_people("Rh8 8+2#"), "Rh8 горизонталь 8 →2#");
    }
}
