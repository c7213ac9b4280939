//! Puzzles: positions with a checked answer, for learning the two games.
//!
//! A [`Puzzle`] is a position, a [`Kind`] of task, the [`Theme`]s it shows,
//! a difficulty [`Puzzle::rating`] and every accepted first turn. Nothing
//! here is taken on trust: [`verify`] recomputes the answer, the themes and
//! the rating exhaustively with the rules and compares. [`read_puzzles`] and
//! [`write_puzzles`] are the shipped JSON format (`dist/puzzles/<variant>.json`);
//! [`generate`] finds puzzles in self-play and random playouts (native only).
//!
//! No web dependency: a browser page may use [`verify`] as it is (the game
//! page reads the files with the leaner `ui::formats::puzzle_list`).

mod analyze;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod generate;
mod json;
mod probe;
mod puzzle;
mod themes;

pub use analyze::{analyze, rating, verify, Findings, Unfit, VerifyError};
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub use generate::{generate, GenerateOptions, GenerateReport};
pub use json::{read_puzzles, write_puzzles, ReadError};
pub use puzzle::{id_prefix, Kind, Puzzle, Theme};
