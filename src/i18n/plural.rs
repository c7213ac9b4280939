//! CLDR's plural rules for whole numbers, for the languages Beltboard can be
//! translated into. The build script checks each language's selections
//! against [`categories`]; natively (tests, the command line) [`category`]
//! picks an arm. In the browser the app asks `Intl.PluralRules` instead, so
//! these rules are a check, not a second source of truth, there.
//!
//! A language missing here cannot be built: add its row (from CLDR's
//! `plurals.xml`, integer rules only: Beltboard counts whole things).

use super::compiled::Category;
use Category::{Few, Many, One, Other, Two, Zero};

/// The plural categories a language's translations must provide, or `None`
/// for a language whose rules are not written here.
pub fn categories(lang: &str) -> Option<&'static [Category]> {
    Some(match lang {
        "en" | "de" | "nl" | "sv" | "nb" | "da" | "fi" | "el" | "hu" | "tr" | "et" | "bg" => &[One, Other],
        "fr" | "pt" | "es" | "it" | "ca" => &[One, Many, Other],
        "ru" | "uk" | "pl" => &[One, Few, Many, Other],
        "cs" | "sk" => &[One, Few, Many, Other],
        "ja" | "zh" | "ko" | "vi" | "th" | "id" => &[Other],
        "he" => &[One, Two, Other],
        "ar" => &[Zero, One, Two, Few, Many, Other],
        _ => return None,
    })
}

/// The category of the whole number `n` in `lang` (CLDR, integers: `v = 0`).
pub fn category(lang: &str, n: i64) -> Option<Category> {
    let i = n.unsigned_abs();
    let (i10, i100) = (i % 10, i % 100);
    let millions = i != 0 && i % 1_000_000 == 0;
    Some(match lang {
        "en" | "de" | "nl" | "sv" | "nb" | "da" | "fi" | "el" | "hu" | "tr" | "et" | "bg" => {
            if i == 1 {
                One
            } else {
                Other
            }
        }
        "fr" | "pt" => match i {
            0 | 1 => One,
            _ if millions => Many,
            _ => Other,
        },
        "es" | "it" | "ca" => match i {
            1 => One,
            _ if millions => Many,
            _ => Other,
        },
        "ru" | "uk" => match (i10, i100) {
            (1, _) if i100 != 11 => One,
            (2..=4, _) if !(12..=14).contains(&i100) => Few,
            _ => Many,
        },
        "pl" => match (i, i10, i100) {
            (1, _, _) => One,
            (_, 2..=4, _) if !(12..=14).contains(&i100) => Few,
            _ => Many,
        },
        "cs" | "sk" => match i {
            1 => One,
            2..=4 => Few,
            _ => Other,
        },
        "ja" | "zh" | "ko" | "vi" | "th" | "id" => Other,
        "he" => match i {
            1 => One,
            2 => Two,
            _ => Other,
        },
        "ar" => match (i, i100) {
            (0, _) => Zero,
            (1, _) => One,
            (2, _) => Two,
            (_, 3..=10) => Few,
            (_, 11..=99) => Many,
            _ => Other,
        },
        _ => return None,
    })
}
