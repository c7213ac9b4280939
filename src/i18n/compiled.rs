//! The compiled form of one language's messages: what the build script
//! (`build.rs`, through [`super::compile`]) makes of a `locales/*.ftl` file
//! after checking it, and what the app reads back. English is compiled into
//! the program; every other language is a file of these bytes fetched when
//! it is chosen, so the wasm never carries a Fluent parser.
//!
//! This file is also compiled into the build script (by `#[path]`), so it
//! uses nothing of the crate. Its bytes are [`super::codec`]'s.

/// A language's messages, in the order of the English catalogue's ids.
#[derive(Clone, Debug, PartialEq)]
pub struct Catalogue {
    /// The language's code, as its file is named: `en`, `ru`, `de`.
    pub lang: String,
    /// A hash of the English ids the catalogue was built for: a file made
    /// for another version of the app is refused rather than misread.
    pub ids: u64,
    /// Each message by id; `None` where this language has no translation
    /// (English is used for it).
    pub messages: Vec<Option<Pattern>>,
}

/// A message's text: literal text, arguments and selections.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern(pub Vec<Part>);

/// One piece of a [`Pattern`].
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// Text as written.
    Text(String),
    /// The message's argument of this index, formatted.
    Arg(u8),
    /// The first arm whose key matches the argument, else `other`.
    Select {
        /// The argument chosen on.
        arg: u8,
        /// The keyed arms, in the file's order.
        arms: Vec<(Key, Pattern)>,
        /// The default arm (Fluent's `*[...]`).
        other: Pattern,
    },
}

/// The key of a selection's arm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// A plural category of the language (`[one]`, `[few]`).
    Plural(Category),
    /// An exact number (`[0]`).
    Number(i64),
    /// A word argument's value (`[white]`).
    Word(String),
}

/// The CLDR plural categories.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// `zero`
    Zero,
    /// `one`
    One,
    /// `two`
    Two,
    /// `few`
    Few,
    /// `many`
    Many,
    /// `other`
    Other,
}

impl Category {
    /// Every category, in CLDR's order.
    pub const ALL: [Category; 6] = [
        Category::Zero,
        Category::One,
        Category::Two,
        Category::Few,
        Category::Many,
        Category::Other,
    ];

    /// The category's name as Fluent and `Intl.PluralRules` write it.
    pub fn name(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }

    /// The category of that name.
    pub fn from_name(name: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// The FNV-1a hash of the English ids, one after another with a separator:
/// the same function in the build script and in the app.
pub fn ids_hash<'a>(ids: impl IntoIterator<Item = &'a str>) -> u64 {
    fnv1a(ids.into_iter().flat_map(|id| id.bytes().chain([b'\n'])))
}

/// The 64-bit FNV-1a hash of `bytes` (ids, a catalogue file's name).
pub fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// A language's file name, `lang-<code>-<hash>.bin`, the hash of its
/// bytes: a new build of a language gets a new name, so that no cache
/// serves an old one (the build script names the files, the app fetches
/// them by these names).
pub fn file_name(lang: &str, bytes: &[u8]) -> String {
    format!("lang-{lang}-{:016x}.bin", fnv1a(bytes.iter().copied()))
}

impl Catalogue {
    /// How many words its texts hold, every arm counted (the size of the
    /// work for a translator).
    pub fn word_count(&self) -> usize {
        fn count(pattern: &Pattern) -> usize {
            pattern
                .0
                .iter()
                .map(|part| match part {
                    Part::Text(t) => t.split_whitespace().count(),
                    Part::Arg(_) => 0,
                    Part::Select { arms, other, .. } => {
                        arms.iter().map(|(_, p)| count(p)).sum::<usize>() + count(other)
                    }
                })
                .sum()
        }
        self.messages.iter().flatten().map(count).sum()
    }
}
