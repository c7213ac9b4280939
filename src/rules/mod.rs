//! The rules of Full Belt Chess and Chess without Pawns, as specified in
//! `docs/rules.md`; "rule 1.4" or "§3" in this code means that page's numbering.
//!
//! The vocabulary ([`Square`], [`Piece`], [`Belt`], [`Turn`], ...) is small and
//! printable; a [`Setup`] read from text becomes a [`Position`] only after
//! validation; a position yields its legal turns, whole or in two phases
//! ([`Position::legal_moves`], then [`AfterMove::belt_shifts`]); a [`Game`]
//! keeps the record and decides the outcome.

mod annotated;
pub mod attacks;
mod belt;
mod belt_sets;
mod bitboard;
mod board;
mod castling;
mod clock;
mod color;
mod evaluation;
mod excerpt;
mod game;
mod king_watch;
mod material;
mod movegen;
mod notation;
mod perft;
mod pgn;
mod pgn_error;
mod pgn_tree;
mod position;
mod refusal;
pub mod review;
mod role;
mod setup;
mod square;
pub mod tactics;
pub mod threats;
mod timeout;
mod tree;
mod turn;
mod variant;
mod wire;
mod zobrist;

pub use annotated::{annotated_to_pgn, parse_annotated_pgn, parse_timed_pgn, AnnotatedGame, MAX_COMMENT};
pub use belt::{Belt, BeltParseError, BeltProblem, BeltShift};
pub use bitboard::Bitboard;
pub use board::{Board, PlacementError};
pub use castling::{Castling, CastlingSide, CASTLINGS};
pub use clock::{Clocks, Millis, TimeControl, TimeControlError, MAX_INCREMENT_S, MAX_MINUTES};
pub use color::Color;
pub use evaluation::{Evaluation, EvaluationError, EVAL_CAP_CP};
pub use excerpt::{quote, EXCERPT_CHARS};
pub use game::{Game, GameResult, Outcome, OutcomeReason, ReplayError, ReplayFailure};
pub use material::Lead;
pub use movegen::AfterMove;
pub use notation::{describe_turn, line_to_display, parse_turn, turn_to_display, TurnParseError, TurnProblem};
pub use perft::{divide, perft};
pub use pgn::{game_to_pgn, parse_pgn, EvalProblem, MoveAt, MoveProblem, PgnError};
pub use pgn_tree::{parse_tree_pgn, tree_to_pgn};
pub use position::{CastlingProblem, Position, PositionError};
pub use refusal::{BeltRefusal, IllegalTurn, MoveRefusal};
pub use role::{Piece, Role};
pub use setup::{FenError, FenField, FenProblem, Setup};
pub use square::{File, ParseSquareError, Rank, Square};
pub use timeout::{could_win, flag_fall, FlagFall};
pub use tree::{MoveTree, NodeId, PgnToken, TreeError};
pub use turn::{Move, Turn};
pub use variant::{Options, Start, Variant};
