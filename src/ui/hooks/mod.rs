//! The page's effects, one hook per job: the AI worker ([`use_ai`]), the
//! embedded board's messages ([`use_embed`]), the page's keys
//! ([`use_keys`]), the preferences ([`use_prefs`]) and the library of games
//! ([`use_library`], [`open_library`]).

mod ai;
mod embed;
mod keys;
mod library;
mod prefs;

pub use ai::use_ai;
pub use embed::use_embed;
pub use keys::use_keys;
pub use library::{open_library, use_library, LibraryHandle};
pub use prefs::use_prefs;
