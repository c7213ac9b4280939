//! The names of the settings people choose from: a game's mode and a live
//! game's colour, in the page's language; the setups' names are
//! [`crate::ui::words::types::start_name`]. The `title()` of these types is
//! English and stays for the command line and the tests.

use crate::i18n::{msg, t};
use crate::ui::settings::values::Mode;

/// A mode's name: `Play White against the AI`.
pub fn mode_name(mode: Mode) -> String {
    t(&msg::mode_name(mode.key()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_has_its_name() {
        for mode in Mode::ALL {
            assert_eq!(mode_name(mode), mode.title());
        }
    }
}
