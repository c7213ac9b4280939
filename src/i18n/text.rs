//! A message to be put into words: which message, and its arguments as
//! values. Components pass these to the view's one formatter
//! ([`super::current::t`]); they are made, formatted and dropped in one
//! expression, so they borrow their words and hold no heap memory (the
//! code at each of the app's call sites stays a few stores and a call).
//!
//! Each carries its own English ([`Text::english`]) rather than an index
//! into a compiled-in English catalogue: a catalogue is one blob the linker
//! must keep whole, whereas each message's bytes are a static of its own
//! function, so a wasm holds the English of only the messages it calls.
//! The message's id is in those bytes too, not a field of its own: a
//! field is one more store at each of the many call sites that build a
//! `Text` with arguments, which would make the app's wasm larger.

/// The most variables a message may use (the build script refuses more).
pub const MAX_ARGS: usize = 4;

/// A message of the catalogue with its arguments, made by the functions of
/// [`super::msg`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Text<'a> {
    /// The message's index in the English catalogue ([`Text::id`], two
    /// bytes, little-endian), then its English pattern in
    /// [`super::codec`]'s encoding ([`Text::pattern`]): the words when the
    /// language spoken lacks the message, and English's own words.
    pub english: &'static [u8],
    /// Its arguments, in the order the English message first uses them;
    /// [`Arg::None`] after the last.
    pub args: [Arg<'a>; MAX_ARGS],
}

/// One argument of a [`Text`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// No argument in this place.
    None,
    /// A whole number: formatted by the locale, selected on by plural
    /// category or exact value.
    Number(i64),
    /// A word or a text shown as it is (a square, a move, a name), or
    /// selected on by value (`white`).
    Word(&'a str),
}

impl<'a> Text<'a> {
    /// The message whose id and English pattern are `english`
    /// ([`Text::english`]), with `args` (the generated functions call
    /// this).
    pub const fn new(english: &'static [u8], args: [Arg<'a>; MAX_ARGS]) -> Text<'a> {
        Text { english, args }
    }

    /// The message's index in the English catalogue (and in every
    /// language's); `u16::MAX`, no message, if its bytes are too short,
    /// which the build never writes.
    pub const fn id(&self) -> u16 {
        match self.english {
            [low, high, ..] => u16::from_le_bytes([*low, *high]),
            _ => u16::MAX,
        }
    }

    /// The message's English pattern, in [`super::codec`]'s encoding
    /// ([`super::encoded::write`] formats it).
    pub fn pattern(&self) -> &'static [u8] {
        self.english.get(2..).unwrap_or_default()
    }
}
