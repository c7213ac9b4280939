//! The page's components, one per file. Each reads the store from context
//! ([`crate::ui::store::use_store`]) and sends
//! [`crate::ui::state::Action`]s; the dialogs are in [`dialogs`].

mod announce;
mod badges;
mod belt_arrow;
mod belt_bar;
mod board;
mod controls;
mod diagram_page;
pub mod dialogs;
mod editor_board;
mod editor_fields;
mod editor_page;
mod history_nav;
mod intro;
mod mini_board;
mod move_input;
mod move_list;
mod notice;
mod piece;
mod player_bar;
mod puzzle_panel;
mod relay;
mod result_banner;
mod status;
mod studio_home;
mod viewer_page;

pub use announce::Announcer;
pub use badges::Badges;
pub use belt_arrow::BeltArrow;
pub use belt_bar::BeltBar;
pub use board::BoardView;
pub use controls::Controls;
pub use diagram_page::DiagramPage;
pub use editor_fields::EditorFields;
pub use editor_page::EditorPage;
pub use history_nav::HistoryNav;
pub use intro::Intro;
pub use mini_board::MiniBoard;
pub use move_input::MoveInput;
pub use move_list::MoveList;
pub use notice::Notice;
pub use piece::{piece_image, PieceView};
pub use player_bar::PlayerBar;
pub use puzzle_panel::PuzzlePanel;
pub use relay::RelayLink;
pub use result_banner::ResultBanner;
pub use status::StatusLine;
pub use studio_home::StudioHome;
pub use viewer_page::ViewerPage;
