//! The texts the page reads and writes: one query parser ([`query`]), links
//! ([`link`]), the saved-game format ([`save`]), the library of games
//! ([`library`]), play by link ([`relay`]), PGN and FEN ([`pgn_fen`]), an
//! embedded board's messages ([`embed`]), diagrams and game viewers for
//! rules pages ([`diagram`], [`viewer`]), the board editor's position
//! ([`editor`]), the Share dialog's embed snippets ([`embed_builder`]), the
//! puzzle files ([`puzzle_list`]), the codes of a live game between two
//! browsers ([`live_code`]) and their exchange ([`live_flow`]), a timed game's clocks
//! ([`clock_link`]) and the new-game dialog's clock fields ([`clock_choice`]).
//! Plain Rust, tested natively; every input is untrusted.

pub mod analysis;
pub mod clock_choice;
pub mod clock_link;
pub mod diagram;
pub mod editor;
pub mod embed;
pub mod embed_builder;
pub mod library;
pub mod link;
pub mod live_code;
pub mod live_flow;
pub mod pgn_fen;
pub mod puzzle_list;
pub mod qr;
pub mod query;
pub mod relay;
pub mod save;
pub mod viewer;

#[cfg(test)]
mod ending_tests;
