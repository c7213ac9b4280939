//! The dialogs, each a native `<dialog>` through [`Modal`].

mod clock_choice;
mod close;
pub(crate) mod copy;
mod embed_builder;
mod extra;
mod language;
mod lesson;
mod library;
mod modal;
mod new_game;
mod prefs;
mod promotion;
mod resign;
mod rules_help;
mod share;

pub use extra::{shared_game, ExtraDialog};
pub use lesson::LessonBoard;
pub use library::LibraryDialog;
pub use modal::Modal;
pub use new_game::{game_terms, read_terms, NewGameDialog};
pub use prefs::PrefsDialog;
pub use promotion::PromotionDialog;
// The live page's clock choice (src/ui/live.rs) is a select like the dialog's.
pub(crate) use new_game::setting_select;
pub use resign::ResignDialog;
pub use rules_help::RulesHelp;
pub use share::ShareDialog;
