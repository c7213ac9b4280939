//! Zobrist keys: a 64-bit hash of everything that makes two positions the same
//! for repetition (placement, side to move, forbidden belt, castling rights).

use super::{Belt, Board, Castling, Color, Piece};

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Key `i` of the family `salt`.
#[inline]
const fn key(salt: u64, i: usize) -> u64 {
    splitmix(salt.wrapping_mul(0x1000_0000_01b3) ^ (i as u64).wrapping_mul(0x2545_f491_4f6c_dd1d))
}

/// The pieces' keys, read from a table where speed counts (native, the AI's
/// worker: computing them would slow the search).
const PIECE_KEYS: [u64; 12 * 64] = {
    let mut out = [0u64; 12 * 64];
    let mut i = 0;
    while i < out.len() {
        out[i] = key(1, i);
        i += 1;
    }
    out
};

const BLACK_KEY: u64 = splitmix(0xb1ac_b1ac);

/// The key of `piece` standing on square index `sq`.
#[inline]
pub(crate) fn piece_key(piece: Piece, sq: u8) -> u64 {
    let i = piece.index() * 64 + sq as usize;
    // The pages' wasm (feature `compact-keys`, set in index.html) computes
    // the key: the table is 6 KB of random numbers that gzip cannot shrink,
    // on the app's first visit, for a game that makes a few turns a second.
    if cfg!(feature = "compact-keys") {
        key(1, i)
    } else {
        PIECE_KEYS[i]
    }
}

/// The key of the side to move.
#[inline]
pub(crate) fn side_key(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => BLACK_KEY,
    }
}

/// The key of the forbidden belt.
#[inline]
pub(crate) fn belt_key(belt: Option<Belt>) -> u64 {
    belt.map_or(0, |b| key(2, b.index()))
}

/// The key of a set of castling rights.
#[inline]
pub(crate) fn castling_key(castling: Castling) -> u64 {
    (0..4)
        .filter(|i| castling.bits() & (1 << i) != 0)
        .fold(0, |h, i| h ^ key(3, i))
}

/// The key of the pieces standing inside `mask`.
pub(crate) fn pieces_key(board: &Board, mask: super::Bitboard) -> u64 {
    let mut h = 0;
    for color in Color::ALL {
        for role in super::Role::ALL {
            let piece = Piece::new(color, role);
            for sq in board.by_piece(piece) & mask {
                h ^= piece_key(piece, sq.index());
            }
        }
    }
    h
}

/// The whole hash, computed from scratch.
pub(crate) fn full_key(board: &Board, turn: Color, belt: Option<Belt>, castling: Castling) -> u64 {
    pieces_key(board, super::Bitboard::FULL) ^ side_key(turn) ^ belt_key(belt) ^ castling_key(castling)
}

#[cfg(test)]
mod tests {
    /// Both builds hash alike: the table holds the computed keys.
    #[test]
    fn the_table_holds_the_computed_keys() {
        for (i, k) in super::PIECE_KEYS.iter().enumerate() {
            assert_eq!(*k, super::key(1, i));
        }
        assert_ne!(super::key(1, 0), super::key(1, 1));
    }
}
