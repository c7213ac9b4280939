//! A validated position: the state of a game between two turns.

use super::setup::{FenError, Setup};
use super::zobrist;
use super::{Belt, Board, Castling, Color, Options, Piece, Role, Square, Start, Variant};
use std::fmt;

/// A legal position of one of the two games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) variant: Variant,
    pub(crate) options: Options,
    pub(crate) castling: Castling,
    pub(crate) forbidden: Option<Belt>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
    /// Set when the turn that led here was a king capture that won a game of
    /// Chess without Pawns: no turn follows it.
    pub(crate) capture_win: bool,
}

/// Why a setup is not a legal position of the chosen game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text could not be read at all.
    Fen(FenError),
    /// A side has the wrong number of kings.
    KingCount {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: u32,
        /// The game, whose number of kings it is not.
        variant: Variant,
    },
    /// Chess without Pawns has no pawns and no queens.
    ForbiddenPiece {
        /// The piece found.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// A castling right whose king or rook is not on its square, or castling in Full Belt Chess.
    Castling(CastlingProblem),
    /// A forbidden belt in Chess without Pawns, which has no belts.
    Belt(Belt),
    /// The side to move could capture a king: the other side left it in check.
    OpponentInCheck {
        /// The side whose king is attacked although it is not to move.
        color: Color,
    },
}

/// What is wrong with a setup's castling rights, typed so that the page
/// says it in its own language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CastlingProblem {
    /// Castling rights in Full Belt Chess, which has none: the castling field.
    NotInFullBelt(String),
    /// A right whose king or rook is not on its square.
    Pieces {
        /// The right's letter (`K`, `Q`, `k`, `q`).
        letter: char,
        /// The side that has it.
        color: Color,
        /// The king's square.
        king: Square,
        /// The rook's square.
        rook: Square,
    },
}

impl fmt::Display for CastlingProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CastlingProblem::NotInFullBelt(text) => write!(f, "'{text}': Full Belt Chess has no castling, use -"),
            CastlingProblem::Pieces {
                letter,
                color,
                king,
                rook,
            } => write!(
                f,
                "'{letter}' needs a {} king on {king} and a rook on {rook}",
                color.name().to_ascii_lowercase()
            ),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Fen(e) => write!(f, "{e}"),
            PositionError::KingCount { color, count, variant } => {
                let expected = match variant {
                    Variant::FullBelt => "exactly one",
                    Variant::NoPawns => "one or two",
                };
                write!(
                    f,
                    "bad placement: {color} has {count} king{}, expected {expected}",
                    if *count == 1 { "" } else { "s" }
                )
            }
            PositionError::ForbiddenPiece { piece, square } => {
                write!(
                    f,
                    "bad placement: {} {} on {square}: Chess without Pawns has no pawns or queens",
                    piece.color,
                    piece.role.name()
                )
            }
            PositionError::Castling(why) => write!(f, "bad castling: {why}"),
            PositionError::Belt(belt) => {
                write!(
                    f,
                    "bad belt: '{}': Chess without Pawns has no belts, use -",
                    belt.char()
                )
            }
            PositionError::OpponentInCheck { color } => {
                write!(
                    f,
                    "bad side to move: {color} is in check but not to move (its king could be captured)"
                )
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl From<FenError> for PositionError {
    fn from(e: FenError) -> PositionError {
        PositionError::Fen(e)
    }
}

impl Position {
    /// The starting position of a setup.
    pub fn start(start: Start, options: Options) -> Position {
        // Not `expect`: it would bring the error's Debug text (and its
        // pieces' and squares') into every page for a case that never happens.
        match Position::from_fen(start.fen(), start.variant(), options) {
            Ok(position) => position,
            Err(_) => panic!("the starting positions are legal"),
        }
    }

    /// Reads and validates a position text of `variant`.
    pub fn from_fen(text: &str, variant: Variant, options: Options) -> Result<Position, PositionError> {
        Position::from_setup(Setup::from_fen(text)?, variant, options)
    }

    /// Validates a setup as a position of `variant`.
    pub fn from_setup(setup: Setup, variant: Variant, options: Options) -> Result<Position, PositionError> {
        let board = setup.board;
        for color in Color::ALL {
            let count = board.kings(color).count();
            let ok = match variant {
                Variant::FullBelt => count == 1,
                Variant::NoPawns => (1..=2).contains(&count),
            };
            if !ok {
                return Err(PositionError::KingCount { color, count, variant });
            }
        }
        match variant {
            Variant::FullBelt => {
                if setup.castling != Castling::NONE {
                    return Err(PositionError::Castling(CastlingProblem::NotInFullBelt(
                        setup.castling.fen(),
                    )));
                }
            }
            Variant::NoPawns => {
                if let Some(square) = (board.by_role(Role::Pawn) | board.by_role(Role::Queen)).first() {
                    let piece = board.piece_at(square).expect("occupied");
                    return Err(PositionError::ForbiddenPiece { piece, square });
                }
                if let Some(belt) = setup.forbidden_belt {
                    return Err(PositionError::Belt(belt));
                }
                for side in setup.castling.sides() {
                    let king = Piece::new(side.color, Role::King);
                    let rook = Piece::new(side.color, Role::Rook);
                    if board.piece_at(side.king_from) != Some(king) || board.piece_at(side.rook_from) != Some(rook) {
                        return Err(PositionError::Castling(CastlingProblem::Pieces {
                            letter: side.letter,
                            color: side.color,
                            king: side.king_from,
                            rook: side.rook_from,
                        }));
                    }
                }
            }
        }
        if board.king_attacked(!setup.turn) {
            return Err(PositionError::OpponentInCheck { color: !setup.turn });
        }
        let hash = zobrist::full_key(&board, setup.turn, setup.forbidden_belt, setup.castling);
        Ok(Position {
            board,
            turn: setup.turn,
            variant,
            // The no-belt-check rule exists only in Full Belt Chess: dropped
            // here so that no position (nor its save or PGN) carries it elsewhere.
            options: Options::for_variant(variant, options.no_belt_check),
            castling: setup.castling,
            forbidden: setup.forbidden_belt,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            hash,
            capture_win: false,
        })
    }

    /// The position as an unvalidated setup.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            forbidden_belt: self.forbidden,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The six-field position text.
    pub fn fen(&self) -> String {
        self.to_setup().fen()
    }

    /// The pieces.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The optional rules in force.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The castling rights.
    pub fn castling(&self) -> Castling {
        self.castling
    }

    /// The belt the side to move may not shift (the one the opponent just shifted).
    pub fn forbidden_belt(&self) -> Option<Belt> {
        self.forbidden
    }

    /// Turns since the last capture or normal pawn move.
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist hash of placement, side to move, forbidden belt and castling rights.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether the previous turn won the game by a king capture (Chess without Pawns).
    pub fn is_capture_win(&self) -> bool {
        self.capture_win
    }

    /// Whether a king of the side to move is attacked.
    pub fn is_check(&self) -> bool {
        self.board.king_attacked(self.turn)
    }

    /// The kings of the side to move that are attacked.
    pub fn checked_kings(&self) -> impl Iterator<Item = Square> + '_ {
        self.board
            .kings(self.turn)
            .filter(|&k| self.board.is_attacked(k, !self.turn))
    }

    /// Whether this is White's first turn of a Full Belt game, which may not give check (rule 1.7).
    pub fn is_first_turn(&self) -> bool {
        self.variant == Variant::FullBelt && self.turn == Color::White && self.fullmoves == 1
    }

    /// Whether no rule limits the checks a belt move gives this turn
    /// (neither White's first Full Belt turn nor the no-belt-check option):
    /// then a belt that cannot reach the mover's king is legal as it is.
    pub(crate) fn belt_checks_free(&self) -> bool {
        !self.is_first_turn() && !self.options.no_belt_check
    }

    /// Whether only the two kings are left (a draw in Full Belt Chess).
    pub fn is_bare_kings(&self) -> bool {
        self.board.occupied() == self.board.by_role(Role::King)
    }

    /// The same pieces with the other side to move and no belt forbidden, the
    /// move number counted on as after a turn: a "null move". The halfmove
    /// count starts again, since no position before a pass can repeat after
    /// it. Only for a side not in check (otherwise the result is not a legal
    /// position): the search tries it to see whether the opponent has
    /// anything at all, the threat assistant to find the opponent's threat.
    pub(crate) fn null_move(&self) -> Position {
        let hash =
            self.hash ^ zobrist::side_key(Color::Black) ^ zobrist::belt_key(self.forbidden) ^ zobrist::belt_key(None);
        Position {
            turn: !self.turn,
            forbidden: None,
            halfmoves: 0,
            fullmoves: if self.turn == Color::Black {
                self.fullmoves.saturating_add(1)
            } else {
                self.fullmoves
            },
            hash,
            ..self.clone()
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}
