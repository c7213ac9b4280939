//! Putting a [`Text`] into words: a language's catalogue, English for what
//! it lacks, and a [`Locale`] for plural categories and numbers.
//!
//! English comes from the [`Text`] itself ([`Text::english`]), never from
//! an English catalogue: the app's wasm must not carry the English of
//! messages it never shows (the whole catalogue, [`english`], exists only
//! natively, for the command line and the tests).

use super::compiled::{Catalogue, Category, Key, Part, Pattern};
pub use super::locale::{plain_tenths, Locale};
use super::msg;
use super::plural;
use super::text::{Arg, Text};
use std::fmt;

/// The decimal separator of `lang` for the native locale ([`Rules`]): a
/// comma in the European languages Beltboard speaks but English. In the
/// browser `Intl.NumberFormat` decides instead.
fn decimal_point(lang: &str) -> char {
    match lang {
        "en" | "ja" | "zh" | "ko" | "th" | "he" => '.',
        _ => ',',
    }
}

/// CLDR's integer plural rules for a language ([`plural::category`]) and
/// plain digits: the native locale, for the tests and the command line.
#[derive(Clone, Debug)]
pub struct Rules(pub String);

impl Locale for Rules {
    fn plural(&self, n: i64) -> Category {
        plural::category(&self.0, n).unwrap_or(Category::Other)
    }

    fn number(&self, n: i64) -> String {
        n.to_string()
    }

    fn tenths(&self, tenths: i64) -> String {
        plain_tenths(tenths, decimal_point(&self.0))
    }
}

/// Why a language's file could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The bytes are not a catalogue (cut short, or not one at all).
    Damaged,
    /// A catalogue made for another version of the app's messages.
    OtherVersion,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ReadError::Damaged => "the language file is damaged",
            ReadError::OtherVersion => "the language file belongs to another version of Beltboard",
        })
    }
}

impl Catalogue {
    /// A language's catalogue from its file's bytes, checked against the
    /// English ids this program was built with (the generated
    /// [`msg::IDS_HASH`] and [`msg::MESSAGE_COUNT`], not the English
    /// catalogue, which the app does not carry).
    pub fn read(bytes: &[u8]) -> Result<Catalogue, ReadError> {
        let catalogue = super::codec::read(bytes).map_err(|_| ReadError::Damaged)?;
        if catalogue.ids != msg::IDS_HASH || catalogue.messages.len() != msg::MESSAGE_COUNT {
            return Err(ReadError::OtherVersion);
        }
        Ok(catalogue)
    }
}

/// The whole English catalogue (decoded once), natively and under WASI
/// only, like [`super::built`]: for the command line and the tests. The
/// app formats English from each [`Text`]'s own bytes instead.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn english() -> &'static Catalogue {
    use std::sync::OnceLock;
    static ENGLISH: OnceLock<Catalogue> = OnceLock::new();
    ENGLISH.get_or_init(|| {
        super::codec::read(include_bytes!(concat!(env!("OUT_DIR"), "/en.bin")))
            .expect("the build wrote a readable English catalogue")
    })
}

/// `text` in words: from `catalogue` (a language's file; `None` or a plain
/// `&Catalogue`), else from the text's own English. Generic only to take
/// either; the work is one function, [`words`].
pub fn format<'c>(text: &Text, catalogue: impl Into<Option<&'c Catalogue>>, locale: &dyn Locale) -> String {
    words(text, catalogue.into(), locale)
}

/// [`format`]'s work. English is formatted from its bytes at each call
/// ([`super::encoded`]) rather than decoded and kept: a cache would hold
/// English the page may never show again.
fn words(text: &Text, catalogue: Option<&Catalogue>, locale: &dyn Locale) -> String {
    let mut out = String::new();
    let translated = catalogue
        .and_then(|c| c.messages.get(usize::from(text.id())))
        .and_then(Option::as_ref);
    match translated {
        Some(pattern) => write(&mut out, pattern, &text.args, locale),
        // The build wrote these bytes from the same codec, so they read;
        // if they ever did not, an empty text beats a panic in the view.
        None => {
            if super::encoded::write(&mut out, text.pattern(), &text.args, locale).is_err() {
                out.clear();
            }
        }
    }
    out
}

/// The decoded path's writer, for [`super::encoded`]'s test against it.
#[cfg(test)]
pub(crate) fn write_decoded(out: &mut String, pattern: &Pattern, args: &[Arg], locale: &dyn Locale) {
    write(out, pattern, args, locale)
}

fn write(out: &mut String, pattern: &Pattern, args: &[Arg], locale: &dyn Locale) {
    for part in &pattern.0 {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Arg(i) => match args.get(usize::from(*i)) {
                Some(Arg::Number(n)) => out.push_str(&locale.number(*n)),
                Some(Arg::Word(w)) => out.push_str(w),
                Some(Arg::None) | None => {}
            },
            Part::Select { arg, arms, other } => {
                let chosen = arms
                    .iter()
                    .find(|(key, _)| matches(key, args.get(usize::from(*arg)), locale))
                    .map_or(other, |(_, p)| p);
                write(out, chosen, args, locale);
            }
        }
    }
}

/// Whether an arm's key matches the argument. An exact number wins over a
/// category because it is written first in the file (Fluent's order).
fn matches(key: &Key, arg: Option<&Arg>, locale: &dyn Locale) -> bool {
    match (key, arg) {
        (Key::Number(k), Some(Arg::Number(n))) => k == n,
        (Key::Plural(c), Some(Arg::Number(n))) => locale.plural(*n) == *c,
        (Key::Word(k), Some(Arg::Word(w))) => k == w,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{built, codec};

    /// Message `id` with the English `pattern`, as a generated function's
    /// static holds them, leaked: a [`Text`] holds `'static` bytes.
    fn bytes_of(id: u16, pattern: &Pattern) -> &'static [u8] {
        let mut bytes = id.to_le_bytes().to_vec();
        codec::pattern(&mut bytes, pattern);
        bytes.leak()
    }

    /// A catalogue of this build's version with no message at all.
    fn empty() -> Catalogue {
        Catalogue {
            lang: "xx".into(),
            ids: msg::IDS_HASH,
            messages: vec![None; msg::MESSAGE_COUNT],
        }
    }

    #[test]
    fn a_text_formats_from_its_own_english_when_the_catalogue_lacks_it() {
        let english = bytes_of(3, &Pattern(vec![Part::Text("Hello, ".into()), Part::Arg(0)]));
        let text = Text::new(english, [Arg::Word("Ann"), Arg::None, Arg::None, Arg::None]);
        assert_eq!(text.id(), 3);
        let rules = Rules("en".into());
        assert_eq!(format(&text, &empty(), &rules), "Hello, Ann");
        assert_eq!(
            format(&text, None, &rules),
            "Hello, Ann",
            "English: no catalogue at all"
        );
        // A generated message: its English is the build's, as en.ftl has it.
        assert_eq!(format(msg::action_rematch(), &empty(), &rules), "Rematch");
        assert_eq!(format(&msg::games_count(2), None, &rules), "2 games");
        // Damaged English (never written by the build) is no words, not a panic.
        let broken = Text::new(b"\x03\x00\x05", [Arg::None; 4]);
        assert_eq!(format(&broken, None, &rules), "");
        let no_id = Text::new(b"\x03", [Arg::None; 4]);
        assert_eq!(
            (no_id.id(), format(&no_id, &empty(), &rules)),
            (u16::MAX, String::new())
        );
    }

    #[test]
    fn a_catalogue_message_wins_over_english() {
        let english = bytes_of(1, &Pattern(vec![Part::Text("Rematch".into())]));
        let text = Text::new(english, [Arg::None; 4]);
        let mut catalogue = empty();
        catalogue.messages[1] = Some(Pattern(vec![Part::Text("Revanche".into())]));
        assert_eq!(format(&text, &catalogue, &Rules("de".into())), "Revanche");
        let (_, german) = built().iter().find(|(l, _)| *l == "de").expect("German was built");
        let german = Catalogue::read(german).expect("German reads");
        assert_eq!(format(msg::action_resign(), &german, &Rules("de".into())), "Aufgeben");
    }

    #[test]
    fn the_version_check_refuses_a_file_of_another_version() {
        for (lang, bytes) in built() {
            assert!(Catalogue::read(bytes).is_ok(), "{lang}: this build's own file reads");
        }
        assert_eq!(
            Catalogue::read(&codec::write(&empty())).map(|c| c.lang),
            Ok("xx".into())
        );
        let mut other_ids = empty();
        other_ids.ids ^= 1;
        assert_eq!(Catalogue::read(&codec::write(&other_ids)), Err(ReadError::OtherVersion));
        let mut fewer = empty();
        fewer.messages.pop();
        assert_eq!(Catalogue::read(&codec::write(&fewer)), Err(ReadError::OtherVersion));
        let mut more = empty();
        more.messages.push(None);
        assert_eq!(Catalogue::read(&codec::write(&more)), Err(ReadError::OtherVersion));
    }
}
