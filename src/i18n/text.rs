//! A message to be put into words: which message, and its arguments as
//! values. Components and state pass these; only the view formats them.

/// A message of the catalogue with its arguments, made by the functions of
/// [`super::msg`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    /// The message's index in the English catalogue.
    pub id: u16,
    /// Its arguments, in the order the English message first uses them.
    pub args: Vec<Arg>,
}

/// One argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A whole number: formatted by the locale, selected on by plural
    /// category or exact value.
    Number(i64),
    /// A word or a text shown as it is (a square, a move, a name), or
    /// selected on by value (`white`).
    Word(String),
}

impl Text {
    /// The message `id` with `args` (the generated functions call this).
    pub fn new(id: u16, args: Vec<Arg>) -> Text {
        Text { id, args }
    }
}
