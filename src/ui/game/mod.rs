//! The game page: its state and reducer, what it opens with, a game loaded,
//! links, saves, play by link, PGN and FEN, the embed conversation and its
//! words; and its own features as folders: the AI's turns, the threat
//! assistant, clocks, sounds, puzzles, help, the library and the extras.

pub mod ai;
pub mod assist;
pub mod clock;
pub mod embed;
pub mod extras;
pub mod help;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod history;
pub mod library;
pub mod link;
pub mod loaded;
pub mod notice;
pub mod pgn_fen;
pub mod puzzle;
pub mod relay;
pub mod save;
pub mod shown;
pub mod sound;
pub mod start;
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod view;
pub mod words;

#[cfg(test)]
#[path = "ending_tests.rs"]
mod ending_tests;
