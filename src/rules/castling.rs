//! Castling rights (Chess without Pawns only).

use super::{Color, Square};

/// Which castlings are still allowed: `K`/`k` is the e-king with the h-rook,
/// `Q`/`q` the d-king with the a-rook.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Castling(u8);

/// One castling: its king and rook squares before and after.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CastlingSide {
    /// The right's bit in [`Castling`].
    pub bit: u8,
    /// Whose castling it is.
    pub color: Color,
    /// The FEN letter (`K`, `Q`, `k`, `q`).
    pub letter: char,
    /// Where the king stands.
    pub king_from: Square,
    /// Where the king goes (two squares toward the rook).
    pub king_to: Square,
    /// Where the rook stands.
    pub rook_from: Square,
    /// Where the rook goes (the square the king passes over).
    pub rook_to: Square,
    /// `true` for the d-king's castling (`O-O-O`).
    pub long: bool,
}

const fn sq(i: u8) -> Square {
    Square::from_index(i)
}

/// The four castlings, in FEN order `K Q k q`.
pub const CASTLINGS: [CastlingSide; 4] = [
    CastlingSide {
        bit: 1,
        color: Color::White,
        letter: 'K',
        king_from: sq(4),
        king_to: sq(6),
        rook_from: sq(7),
        rook_to: sq(5),
        long: false,
    },
    CastlingSide {
        bit: 2,
        color: Color::White,
        letter: 'Q',
        king_from: sq(3),
        king_to: sq(1),
        rook_from: sq(0),
        rook_to: sq(2),
        long: true,
    },
    CastlingSide {
        bit: 4,
        color: Color::Black,
        letter: 'k',
        king_from: sq(60),
        king_to: sq(62),
        rook_from: sq(63),
        rook_to: sq(61),
        long: false,
    },
    CastlingSide {
        bit: 8,
        color: Color::Black,
        letter: 'q',
        king_from: sq(59),
        king_to: sq(57),
        rook_from: sq(56),
        rook_to: sq(58),
        long: true,
    },
];

impl Castling {
    /// No castling allowed.
    pub const NONE: Castling = Castling(0);
    /// All four castlings allowed.
    pub const ALL: Castling = Castling(15);

    /// The rights as four bits (`K`=1, `Q`=2, `k`=4, `q`=8).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The rights from four bits (as [`Castling::bits`]), if no other bit is set.
    pub const fn from_bits(bits: u8) -> Option<Castling> {
        if bits < 16 {
            Some(Castling(bits))
        } else {
            None
        }
    }

    /// Whether `side` is still allowed.
    pub const fn has(self, side: &CastlingSide) -> bool {
        self.0 & side.bit != 0
    }

    /// The rights with `side` added.
    pub const fn with(self, side: &CastlingSide) -> Castling {
        Castling(self.0 | side.bit)
    }

    /// The rights left after a piece leaves or enters `sq`.
    pub fn touched(self, sq: Square) -> Castling {
        let mut bits = self.0;
        for side in &CASTLINGS {
            if sq == side.king_from || sq == side.rook_from {
                bits &= !side.bit;
            }
        }
        Castling(bits)
    }

    /// The castlings still allowed.
    pub fn sides(self) -> impl Iterator<Item = &'static CastlingSide> {
        CASTLINGS.iter().filter(move |s| self.has(s))
    }

    /// The FEN field: a subset of `KQkq`, or `-`.
    pub fn fen(self) -> String {
        if self.0 == 0 {
            "-".to_string()
        } else {
            self.sides().map(|s| s.letter).collect()
        }
    }
}
