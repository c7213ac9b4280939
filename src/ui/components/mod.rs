//! The pages' components, one per file. A component whose drawing costs
//! work the page can spare (the move list, the game and history buttons,
//! the relay link, the analysis board's panels and move tree) takes what it
//! shows as Properties, a slice made by the page (often by its
//! `...Props::of`), so that an action draws it again only when that slice
//! changed; it sends actions through the page's dispatch
//! ([`crate::ui::store::use_dispatch`]). The board, the dialogs and the
//! small lines that change with most actions read the board's store from
//! context ([`crate::ui::store::use_store`]). The dialogs are in [`dialogs`].

mod analysis_page;
mod analysis_panel;
mod announce;
mod badges;
mod belt_arrow;
mod belt_bar;
mod board;
mod coach;
mod controls;
mod diagram_page;
pub mod dialogs;
mod editor_board;
mod editor_fields;
mod editor_page;
mod eval_bar;
mod history_nav;
mod intro;
mod later;
mod mini_board;
mod move_input;
mod move_list;
mod notice;
mod piece;
mod player_bar;
mod puzzle_panel;
mod relay;
mod result_banner;
mod review_graph;
mod review_panel;
mod status;
mod studio_home;
mod tree_moves;
mod viewer_page;

pub use analysis_page::AnalysisPage;
pub use analysis_panel::AnalysisPanel;
pub use announce::Announcer;
pub use badges::Badges;
pub use belt_arrow::BeltArrow;
pub use belt_bar::BeltBar;
pub use board::{BandKind, BoardRender, BoardView, Input, Mark, OwnSquare, SquareMarks};
pub use coach::Coach;
pub use controls::{Controls, ControlsProps, Links};
pub use diagram_page::DiagramPage;
pub use editor_fields::EditorFields;
pub use editor_page::EditorPage;
pub use eval_bar::EvalBar;
pub use history_nav::{HistoryNav, HistoryNavProps};
pub use intro::Intro;
pub use later::use_later;
pub use mini_board::MiniBoard;
pub use move_input::MoveInput;
pub use move_list::{MoveList, MoveListProps};
pub use notice::Notice;
pub use piece::{piece_class, PieceView};
pub use player_bar::PlayerBar;
pub use puzzle_panel::PuzzlePanel;
pub use relay::RelayLink;
pub use result_banner::ResultBanner;
pub use review_graph::ReviewGraph;
pub use review_panel::ReviewPanel;
pub use status::StatusLine;
pub use studio_home::StudioHome;
pub use viewer_page::ViewerPage;
