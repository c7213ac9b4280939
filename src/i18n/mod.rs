//! The message catalogue: every sentence a person reads or hears, in
//! Project Fluent's format, one file per language in `locales/`.
//!
//! - `locales/<lang>.ftl`: the messages. English (`en.ftl`) is the source:
//!   its ids, in order, are the catalogue's ids.
//! - The build script (`build.rs`, with `src/i18n/compile.rs`, which only it
//!   compiles) parses them with
//!   `fluent-syntax`, checks every language against English, and writes each
//!   as a [`Catalogue`] ([`compiled`]) plus one function per message
//!   ([`msg`]): `msg::outcome_checkmate("white")` is a [`Text`], typed
//!   values, no words.
//! - [`format`] turns a `Text` into words with a catalogue and a
//!   [`Locale`] (plural categories and numbers: `Intl` in the browser,
//!   [`plural`]'s rules natively). A message a language lacks is English.
//!
//! [`choose`] picks the language (asked, else the browser's, else English);
//! [`current`] holds the one the page speaks, and [`t`] is the one place a
//! `Text` becomes words. The build writes each language but English as
//! `target/lang/lang-<code>-<hash>.bin` (its hash in its name, [`FILES`]
//! the table the app fetches by); Trunk's hook `scripts/copy-langs.py`
//! puts them in the build's `lang/`, which the service worker pre-caches.
//!
//! A seventh language is one file: `locales/<code>.ftl`, every message of
//! `en.ftl` translated (the build names what is missing or wrong). If
//! [`plural`] has no row for the language, add its CLDR integer rules there.
//! English is compiled in message by message: each generated function's
//! [`Text`] carries its English pattern, so a wasm holds the English of
//! only the messages it uses. Every other language is its own file, read
//! with [`Catalogue::read`] (natively, [`built`] gives the bytes the build
//! made, and [`english`] the whole English catalogue, for the command line
//! and the tests).

pub mod choose;
pub mod codec;
pub mod compiled;
pub mod current;
pub mod encoded;
pub mod format;
pub mod locale;
pub mod msg;
pub mod plural;
pub mod text;

pub use choose::choose;
pub use compiled::{Catalogue, Category};
pub use current::{install, t, Speaking};
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub use format::english;
pub use format::{format, Locale, ReadError, Rules};
pub use text::{Arg, Text};

/// Every language the build compiled, English first, as the bytes of its
/// catalogue file (natively and under WASI only: the app fetches the other
/// languages).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn built() -> &'static [(&'static str, &'static [u8])] {
    include!(concat!(env!("OUT_DIR"), "/languages.rs"))
}

/// Every language but English with the name of its file in the build's
/// `lang/` folder (`lang-ru-<hash>.bin`), where the app fetches it.
pub const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/files.rs"));
