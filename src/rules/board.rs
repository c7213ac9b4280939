//! Piece placement: which piece stands on which square.

use super::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks};
use super::excerpt::quote;
use super::{Belt, BeltShift, Bitboard, Color, File, Piece, Rank, Role, Square};
use std::fmt;

/// The placement of the pieces, as one set per colour and one per role.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
}

/// Why a placement text (the first FEN field) cannot be read: typed, so
/// that the page says it in its own language; the Display is the command
/// line's English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// Not 8 ranks separated by `/`: how many there are.
    RankCount(usize),
    /// A character that is neither a piece letter nor a digit 1-8.
    Character {
        /// The rank it is on.
        rank: Rank,
        /// The character.
        found: char,
    },
    /// A rank that does not describe 8 squares.
    RankWidth {
        /// The rank.
        rank: Rank,
        /// Its text (shortened when long).
        text: String,
        /// How many squares it describes.
        squares: u8,
    },
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::RankCount(n) => write!(f, "the placement has {n} ranks separated by '/', expected 8"),
            PlacementError::Character { rank, found } => write!(
                f,
                "rank {rank}: '{found}' is neither a piece letter (KQRBNP, kqrbnp) nor a digit 1-8"
            ),
            PlacementError::RankWidth { rank, text, squares } => {
                write!(f, "rank {rank} ('{text}') describes {squares} squares, expected 8")
            }
        }
    }
}

impl Board {
    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
        }
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of all pieces of `role`, both colours.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// The squares of `color`'s kings.
    #[inline]
    pub fn kings(&self, color: Color) -> Bitboard {
        self.by_piece(Piece::new(color, Role::King))
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.by_color[0].contains(sq) {
            Color::White
        } else if self.by_color[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = Role::ALL.into_iter().find(|r| self.by_role[r.index()].contains(sq))?;
        Some(Piece::new(color, role))
    }

    /// The role of the piece on `sq`, if any.
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL.into_iter().find(|r| self.by_role[r.index()].contains(sq))
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        let bit = Bitboard::from_square(sq);
        self.by_color[piece.color.index()] |= bit;
        self.by_role[piece.role.index()] |= bit;
    }

    /// Empties `sq`, returning what stood there.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        let keep = !Bitboard::from_square(sq);
        self.by_color[piece.color.index()] &= keep;
        self.by_role[piece.role.index()] &= keep;
        Some(piece)
    }

    /// Moves the piece on `from` to the empty square `to` (the caller checks both).
    #[inline]
    pub(crate) fn move_piece(&mut self, from: Square, to: Square, color: Color, role: Role) {
        let flip = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_color[color.index()] ^= flip;
        self.by_role[role.index()] ^= flip;
    }

    /// Removes a known piece from `sq` (the caller knows it is there).
    #[inline]
    pub(crate) fn take(&mut self, sq: Square, color: Color, role: Role) {
        let bit = Bitboard::from_square(sq);
        self.by_color[color.index()] ^= bit;
        self.by_role[role.index()] ^= bit;
    }

    /// Adds a piece on the empty square `sq`.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, color: Color, role: Role) {
        let bit = Bitboard::from_square(sq);
        self.by_color[color.index()] |= bit;
        self.by_role[role.index()] |= bit;
    }

    /// The board after a belt shift.
    #[inline]
    pub fn shifted(&self, shift: BeltShift) -> Board {
        Board {
            by_color: [shift.apply(self.by_color[0]), shift.apply(self.by_color[1])],
            by_role: [
                shift.apply(self.by_role[0]),
                shift.apply(self.by_role[1]),
                shift.apply(self.by_role[2]),
                shift.apply(self.by_role[3]),
                shift.apply(self.by_role[4]),
                shift.apply(self.by_role[5]),
            ],
        }
    }

    /// Whether a belt other than `forbidden` changes the board and crosses
    /// none of the lines or knight squares of the king on `king`: no shift
    /// of it can attack that king, so where no rule limits checks it may
    /// follow a normal move after which that king is safe.
    pub(crate) fn distant_belt(&self, king: Square, forbidden: Option<Belt>) -> bool {
        let near = queen_attacks(king, self.occupied()) | knight_attacks(king) | Bitboard::from_square(king);
        Belt::ALL
            .into_iter()
            .any(|belt| Some(belt) != forbidden && (near & belt.mask()).is_empty() && self.belt_shift_set(belt) != 0)
    }

    /// The smallest shift (1, 2, 4 or 8) after which `belt`'s pattern repeats:
    /// shifting by `k` changes the board unless `k` is a multiple of it; an
    /// empty belt has period 1.
    pub fn belt_period(&self, belt: super::Belt) -> u8 {
        let unchanged = |k| {
            let shift = BeltShift::new(belt, k).expect("1..=4 is a shift");
            self.by_color
                .iter()
                .chain(self.by_role.iter())
                .all(|&bb| shift.apply(bb) == bb)
        };
        if !unchanged(4) {
            8
        } else if !unchanged(2) {
            4
        } else if !unchanged(1) {
            2
        } else {
            1
        }
    }

    /// The distances `k` (as bits `1 << k`, 1..=7) by which shifting `belt`
    /// changes the board (rule 1.4): none for an empty belt, all seven unless
    /// the pattern repeats. The occupied squares alone settle most belts.
    #[inline]
    pub(crate) fn belt_shift_set(&self, belt: super::Belt) -> u8 {
        let occupied = self.occupied() & belt.mask();
        if occupied.is_empty() {
            return 0;
        }
        let half_turn = BeltShift::new(belt, 4).expect("4 is a shift");
        if half_turn.apply(occupied) != occupied {
            return 0xfe;
        }
        match self.belt_period(belt) {
            8 => 0xfe,
            4 => 0xee,
            2 => 0xaa,
            _ => 0,
        }
    }

    /// The pieces of `by` that attack `sq`, with `occupied` as the blockers.
    /// Rooks, bishops and knights attack in both variants, even where they may not capture.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(by);
        let queens = self.by_role(Role::Queen);
        let diag = (self.by_role(Role::Bishop) | queens) & them;
        let ortho = (self.by_role(Role::Rook) | queens) & them;
        (knight_attacks(sq) & self.by_role(Role::Knight) & them)
            | (king_attacks(sq) & self.by_role(Role::King) & them)
            | (pawn_attacks(!by, sq) & self.by_role(Role::Pawn) & them)
            | (if diag.nonempty() {
                bishop_attacks(sq, occupied) & diag
            } else {
                Bitboard::EMPTY
            })
            | (if ortho.nonempty() {
                rook_attacks(sq, occupied) & ortho
            } else {
                Bitboard::EMPTY
            })
    }

    /// Whether `sq` is attacked by a piece of `by`.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.attackers(sq, by, self.occupied()).nonempty()
    }

    /// Whether any king of `color` is attacked by the other side.
    #[inline]
    pub fn king_attacked(&self, color: Color) -> bool {
        self.kings(color).any(|k| self.is_attacked(k, !color))
    }

    /// The squares a piece of `piece` on `sq` attacks on this board.
    pub fn attacks_from(&self, sq: Square, piece: Piece) -> Bitboard {
        let occ = self.occupied();
        match piece.role {
            Role::Pawn => pawn_attacks(piece.color, sq),
            Role::Knight => knight_attacks(sq),
            Role::Bishop => bishop_attacks(sq, occ),
            Role::Rook => rook_attacks(sq, occ),
            Role::Queen => bishop_attacks(sq, occ) | rook_attacks(sq, occ),
            Role::King => king_attacks(sq),
        }
    }

    /// Reads the placement field of a FEN (`rnbqkbnr/pppppppp/8/...`).
    pub fn from_placement(text: &str) -> Result<Board, PlacementError> {
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != 8 {
            return Err(PlacementError::RankCount(rows.len()));
        }
        let mut board = Board::empty();
        for (row, rank_text) in rows.iter().enumerate() {
            let rank = Rank::new(7 - row as u8).expect("row < 8");
            let mut file = 0u8;
            for c in rank_text.chars() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += d as u8;
                } else if let Some(piece) = Piece::from_char(c) {
                    if let Some(f) = File::new(file) {
                        board.set(Square::from_coords(f, rank), piece);
                    }
                    file += 1;
                } else {
                    return Err(PlacementError::Character { rank, found: c });
                }
                if file > 8 {
                    break;
                }
            }
            if file != 8 {
                return Err(PlacementError::RankWidth {
                    rank,
                    text: quote(rank_text),
                    squares: file,
                });
            }
        }
        Ok(board)
    }

    /// Writes the placement field of a FEN.
    pub fn placement(&self) -> String {
        let mut out = String::with_capacity(72);
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for &file in File::ALL.iter() {
                match self.piece_at(Square::from_coords(file, *rank)) {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank.index() > 0 {
                out.push('/');
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placement_round_trip_and_errors() {
        let text = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
        let board = Board::from_placement(text).unwrap();
        assert_eq!(board.placement(), text);
        assert_eq!(
            board.piece_at("e4".parse().unwrap()),
            Some(Piece::from_char('P').unwrap())
        );
        for bad in [
            "",
            "8/8/8/8/8/8/8",
            "9/8/8/8/8/8/8/8",
            "7/8/8/8/8/8/8/8",
            "ppppppppp/8/8/8/8/8/8/8",
            "x7/8/8/8/8/8/8/8",
            "44/8/8/8/8/8/8/8/8",
        ] {
            assert!(Board::from_placement(bad).is_err(), "{bad}");
        }
    }
}
