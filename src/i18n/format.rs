//! Putting a [`Text`] into words: a language's catalogue, English for what
//! it lacks, and a [`Locale`] for plural categories and numbers.

use super::compiled::{Catalogue, Category, Key, Part, Pattern};
use super::plural;
use super::text::{Arg, Text};
use std::fmt;

/// What a language needs beyond its messages: which plural category a
/// number takes, and how a number is written. In the browser this is
/// `Intl.PluralRules` and `Intl.NumberFormat`; natively, [`Rules`].
pub trait Locale {
    /// The plural category of `n`.
    fn plural(&self, n: i64) -> Category;
    /// `n` as this language writes it.
    fn number(&self, n: i64) -> String;
    /// `tenths / 10` with one decimal place as this language writes it
    /// (`4.5`, `4,5`), for a time in seconds (issue 24). The default is
    /// plain digits and a point.
    fn tenths(&self, tenths: i64) -> String {
        plain_tenths(tenths, '.')
    }
}

/// `tenths / 10` in plain digits with one decimal place after `point`,
/// from whole numbers (no float formatting in the wasm).
pub fn plain_tenths(tenths: i64, point: char) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    let n = tenths.unsigned_abs();
    format!("{sign}{}{point}{}", n / 10, n % 10)
}

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
    /// English ids this program was built with.
    pub fn read(bytes: &[u8]) -> Result<Catalogue, ReadError> {
        let catalogue = super::codec::read(bytes).map_err(|_| ReadError::Damaged)?;
        let english = english();
        if catalogue.ids != english.ids || catalogue.messages.len() != english.messages.len() {
            return Err(ReadError::OtherVersion);
        }
        Ok(catalogue)
    }
}

/// The English catalogue, compiled in (decoded once).
pub fn english() -> &'static Catalogue {
    use std::sync::OnceLock;
    static ENGLISH: OnceLock<Catalogue> = OnceLock::new();
    ENGLISH.get_or_init(|| {
        super::codec::read(include_bytes!(concat!(env!("OUT_DIR"), "/en.bin")))
            .expect("the build wrote a readable English catalogue")
    })
}

/// `text` in words: from `catalogue`, else from English.
pub fn format(text: &Text, catalogue: &Catalogue, locale: &dyn Locale) -> String {
    let id = usize::from(text.id);
    let pattern = catalogue
        .messages
        .get(id)
        .and_then(Option::as_ref)
        .or_else(|| english().messages.get(id).and_then(Option::as_ref));
    let mut out = String::new();
    if let Some(pattern) = pattern {
        write(&mut out, pattern, &text.args, locale);
    }
    out
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
