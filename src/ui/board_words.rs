//! Words of issue 23's newcomer points, in English for now (the i18n
//! helper moves them into the catalogue with the rest): what each game is
//! in one sentence (the first visit's introduction and the new-game
//! dialog), and the editor's forbidden belt explained where it is chosen.

use crate::rules::{Start, Variant};

/// What `variant` is, in one sentence.
pub fn variant_summary(variant: Variant) -> &'static str {
    match variant {
        Variant::FullBelt => {
            "Each turn: a normal move, then shift one file or rank like a conveyor belt (the arrows round the board)."
        }
        Variant::NoPawns => {
            "Two kings each, no pawns: pieces give check but never capture; a king that takes an unprotected piece wins."
        }
    }
}

/// What the new-game dialog says of the chosen setup: its game's sentence
/// (the one-king setup: without "two kings").
pub fn start_summary(start: Start) -> &'static str {
    match start {
        Start::NoPawnsOneKing => {
            "No pawns: pieces give check but never capture; a king that takes an unprotected piece wins."
        }
        _ => variant_summary(start.variant()),
    }
}

/// The editor's explanation of the forbidden belt, under its field.
pub const FORBIDDEN_BELT_HELP: &str =
    "The file or rank the opponent shifted in the last turn: the side to move may not shift it, either way, this turn.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setup_is_described_and_the_variants_apart() {
        for start in Start::ALL {
            assert!(start_summary(start).ends_with('.'), "{start:?}");
        }
        assert_ne!(start_summary(Start::FullBelt), start_summary(Start::NoPawns));
        assert_eq!(start_summary(Start::FullBeltHowe), start_summary(Start::FullBelt));
        assert!(!start_summary(Start::NoPawnsOneKing).contains("Two kings"));
    }
}
