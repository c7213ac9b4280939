//! The pages' components, one per file. A component whose drawing costs
//! work the page can spare (the move list and each of its entries, each
//! square of the game board, the belt arrows, the game and history buttons,
//! the relay link, the analysis board's panels and move tree) takes what it
//! shows as Properties, a slice made by the page (often by its
//! `...Props::of`), so that an action draws it again only when that slice
//! changed; it sends actions through the page's dispatch
//! ([`crate::ui::store::use_dispatch`] for the board's actions,
//! [`crate::ui::store::use_game_dispatch`] for the game page's own). The small lines that change with
//! most actions (the status, the player bars, the notice, the coach, the
//! banner, the badges, the introduction, the screen reader's line) are view
//! functions the page calls with what they show: a component there would
//! cost code and a context look-up for a redraw that happens anyway. The
//! components every page shares (the board, the belt bar, the typed move,
//! the promotion) read the board from context
//! ([`crate::ui::store::use_store`]: the core every page has, never a
//! page's own state), and take what a page adds to it (whether the user may
//! act, the game page's hint and threat marks) as Properties; the game
//! page's own components and dialogs read its state
//! ([`crate::ui::store::use_game`]). The dialogs are in [`dialogs`].

mod analysis_page;
mod analysis_panel;
mod announce;
mod badges;
mod belt_arrow;
mod belt_bar;
mod belt_pad;
mod board;
mod clock;
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
pub mod live_panels;
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
pub use announce::announcer;
pub use badges::badges;
pub use belt_arrow::BeltArrow;
pub use belt_bar::{BeltBar, BeltBarProps};
pub use board::{BandKind, BoardRender, BoardView, BoardViewProps, Input, Mark, OwnSquare, SquareMarks};
pub use coach::coach;
pub use controls::{Controls, ControlsProps, Links, RecordLinks};
pub use diagram_page::DiagramPage;
pub use editor_fields::EditorFields;
pub use editor_page::EditorPage;
pub use eval_bar::EvalBar;
pub use history_nav::{HistoryNav, HistoryNavProps};
pub use intro::intro;
pub use later::use_later;
pub use mini_board::MiniBoard;
pub use move_input::MoveInput;
pub use move_list::{MoveList, MoveListProps};
pub use notice::notice_box;
pub use piece::{piece_class, PieceView};
pub use player_bar::player_bar;
pub use puzzle_panel::PuzzlePanel;
pub use relay::RelayLink;
pub use result_banner::result_banner;
pub use review_graph::ReviewGraph;
pub use review_panel::ReviewPanel;
pub use status::{board_status_line, game_status_line, status_line};
pub use studio_home::StudioHome;
pub use viewer_page::ViewerPage;
