//! The page's effects, one hook per job: the AI worker ([`use_ai`]), the
//! embedded board's messages ([`use_embed`]), the page's keys
//! ([`use_keys`]), the preferences ([`use_prefs`]) and saving the game
//! ([`use_save`]).

mod ai;
mod embed;
mod keys;
mod prefs;
mod save;

pub use ai::use_ai;
pub use embed::use_embed;
pub use keys::use_keys;
pub use prefs::use_prefs;
pub use save::use_save;
