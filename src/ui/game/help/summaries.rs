//! Words for newcomers: what each game is in one sentence (the new-game
//! dialog, from the catalogue).

use crate::i18n::{msg, t};
use crate::rules::{Start, Variant};

/// What `variant` is, in one sentence, in the page's language.
pub fn variant_summary(variant: Variant) -> String {
    t(match variant {
        Variant::FullBelt => msg::new_game_summary_full_belt(),
        Variant::NoPawns => msg::new_game_summary_no_pawns(),
    })
}

/// What the new-game dialog says of the chosen setup: its game's sentence
/// (the one-king setup: without "two kings").
pub fn start_summary(start: Start) -> String {
    match start {
        Start::NoPawnsOneKing => t(msg::new_game_summary_one_king()),
        _ => variant_summary(start.variant()),
    }
}

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
