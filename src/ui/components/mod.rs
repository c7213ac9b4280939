//! The page's components, one per file. Each reads the store from context
//! ([`crate::ui::app::use_store`]) and sends [`crate::ui::state::Action`]s.

mod announce;
mod belt_arrow;
mod belt_bar;
mod board;
mod controls;
mod modal;
mod move_input;
mod move_list;
mod new_game;
mod notice;
mod piece;
mod promotion;
mod relay;
mod rules_help;
mod share;
mod status;

pub use announce::Announcer;
pub use belt_arrow::BeltArrow;
pub use belt_bar::BeltBar;
pub use board::BoardView;
pub use controls::Controls;
pub use modal::Modal;
pub use move_input::MoveInput;
pub use move_list::MoveList;
pub use new_game::NewGameDialog;
pub use notice::Notice;
pub use piece::{piece_image, PieceView};
pub use promotion::PromotionDialog;
pub use relay::RelayLink;
pub use rules_help::RulesHelp;
pub use share::ShareDialog;
pub use status::StatusLine;
