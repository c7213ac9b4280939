//! Attack sets of every piece, from small tables computed at compile time.
//!
//! Sliders use hyperbola quintessence (files and diagonals) and a first-rank
//! table (ranks): no large magic tables, so the WebAssembly stays small.

use super::{Bitboard, Color, Square};

const fn step_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i8;
        let r = (sq / 8) as i8;
        let mut i = 0;
        while i < deltas.len() {
            let (df, dr) = deltas[i];
            let (nf, nr) = (f + df, r + dr);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const KNIGHT: [u64; 64] = step_table(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
const KING: [u64; 64] = step_table(&[(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]);
const PAWN: [[u64; 64]; 2] = [step_table(&[(-1, 1), (1, 1)]), step_table(&[(-1, -1), (1, -1)])];

/// Per square: the squares of its file, diagonal and anti-diagonal, the square itself excluded.
const fn line_masks() -> [[u64; 64]; 3] {
    let mut masks = [[0u64; 64]; 3];
    let dirs: [[(i8, i8); 2]; 3] = [[(0, 1), (0, -1)], [(1, 1), (-1, -1)], [(1, -1), (-1, 1)]];
    let mut line = 0;
    while line < 3 {
        let mut sq = 0;
        while sq < 64 {
            let mut d = 0;
            while d < 2 {
                let (df, dr) = dirs[line][d];
                let mut f = (sq % 8) as i8 + df;
                let mut r = (sq / 8) as i8 + dr;
                while f >= 0 && f < 8 && r >= 0 && r < 8 {
                    masks[line][sq] |= 1 << (r * 8 + f);
                    f += df;
                    r += dr;
                }
                d += 1;
            }
            sq += 1;
        }
        line += 1;
    }
    masks
}

const LINES: [[u64; 64]; 3] = line_masks();

/// `RANK_ATTACKS[file][inner]`: rook attacks along one rank from `file`, where
/// `inner` holds the occupancy of files b..g (the edge squares never block anything beyond).
const fn rank_table() -> [[u8; 64]; 8] {
    let mut table = [[0u8; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occ = (inner << 1) as u8;
            let mut att = 0u8;
            let mut f = file as i32 + 1;
            while f < 8 {
                att |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            f = file as i32 - 1;
            while f >= 0 {
                att |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f -= 1;
            }
            table[file][inner] = att;
            inner += 1;
        }
        file += 1;
    }
    table
}

const RANK_ATTACKS: [[u8; 64]; 8] = rank_table();

#[inline]
fn line_attacks(occ: u64, sq: usize, mask: u64) -> u64 {
    let o = occ & mask;
    let s = 1u64 << sq;
    let forward = o.wrapping_sub(s.wrapping_mul(2));
    let reverse = o.swap_bytes().wrapping_sub(s.swap_bytes().wrapping_mul(2)).swap_bytes();
    (forward ^ reverse) & mask
}

#[inline]
fn rank_attacks(occ: u64, sq: usize) -> u64 {
    let shift = sq & 56;
    let inner = ((occ >> (shift + 1)) & 63) as usize;
    (RANK_ATTACKS[sq & 7][inner] as u64) << shift
}

/// The squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index() as usize])
}

/// The squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index() as usize])
}

/// The squares a pawn of `color` on `sq` attacks (none from its last rank).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index() as usize])
}

/// The squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index() as usize;
    Bitboard(line_attacks(occupied.0, s, LINES[1][s]) | line_attacks(occupied.0, s, LINES[2][s]))
}

/// The squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index() as usize;
    Bitboard(line_attacks(occupied.0, s, LINES[0][s]) | rank_attacks(occupied.0, s))
}

/// The squares a queen on `sq` attacks, given the occupied squares.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks(sq, occupied) | rook_attacks(sq, occupied)
}

/// The squares strictly between `a` and `b` when they share a line, else none.
pub fn between(a: Square, b: Square) -> Bitboard {
    let (a_bb, b_bb) = (Bitboard::from_square(a), Bitboard::from_square(b));
    let occ = a_bb | b_bb;
    let rook = rook_attacks(a, occ);
    if rook.contains(b) {
        return rook & rook_attacks(b, occ);
    }
    let bishop = bishop_attacks(a, occ);
    if bishop.contains(b) {
        return bishop & bishop_attacks(b, occ);
    }
    Bitboard::EMPTY
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn naive_slider(from: Square, occ: Bitboard, dirs: &[(i8, i8)]) -> Bitboard {
        let mut att = Bitboard::EMPTY;
        for &(df, dr) in dirs {
            let mut cur = from;
            while let Some(next) = cur.offset(df, dr) {
                att = att.with(next);
                if occ.contains(next) {
                    break;
                }
                cur = next;
            }
        }
        att
    }

    #[test]
    fn sliders_match_a_naive_walk() {
        let rook_dirs = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let bishop_dirs = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occ = Bitboard(seed & seed.rotate_left(17));
            for from in Square::all() {
                assert_eq!(rook_attacks(from, occ), naive_slider(from, occ, &rook_dirs));
                assert_eq!(bishop_attacks(from, occ), naive_slider(from, occ, &bishop_dirs));
            }
        }
    }

    #[test]
    fn step_attacks() {
        assert_eq!(knight_attacks(sq("a1")).count(), 2);
        assert_eq!(king_attacks(sq("e4")).count(), 8);
        assert_eq!(pawn_attacks(Color::White, sq("e8")), Bitboard::EMPTY);
        assert_eq!(pawn_attacks(Color::Black, sq("e1")), Bitboard::EMPTY);
        assert_eq!(pawn_attacks(Color::White, sq("a1")), Bitboard::from_square(sq("b2")));
        assert_eq!(between(sq("a1"), sq("d4")).count(), 2);
        assert_eq!(between(sq("a1"), sq("b3")), Bitboard::EMPTY);
    }
}
