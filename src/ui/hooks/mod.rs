//! The page's effects, one hook per job: the AI worker ([`use_ai`]), the
//! threat assistant's worker ([`use_assist`]), a timed game's hidden page
//! ([`use_clock`]), the
//! embedded board's messages ([`use_embed`], [`use_auto_height`]), a game
//! viewer's ([`use_viewer`]), the analysis engine ([`use_engine`]), game review
//! ([`use_review`]), the page's keys ([`use_keys`]), the preferences
//! ([`use_prefs`]), the library of games ([`use_library`], [`open_library`])
//! the puzzle mode ([`use_puzzles`]) and the page's language
//! ([`use_language`]).

mod ai;
mod assist;
mod clock;
mod embed;
mod engine;
mod keys;
mod lang;
mod library;
mod prefs;
mod puzzles;
mod review;
// Issue 25 (clocklive): the game's sounds.
mod sound;
mod viewer;

pub use ai::use_ai;
pub use assist::use_assist;
pub use clock::use_clock;
pub use embed::{use_auto_height, use_embed};
pub use engine::{use_engine, use_engine_keys};
pub use keys::use_keys;
pub use lang::{link_lang, tr, use_language, use_language_of, use_page_language};
pub use library::{open_library, use_library, LibraryHandle};
pub use prefs::{stored_prefs, use_prefs};
pub use puzzles::use_puzzles;
pub use review::{load_review, use_review};
pub use sound::use_sounds;
pub use viewer::use_viewer;
