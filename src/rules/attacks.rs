//! Attack sets of every piece, from small tables computed at compile time.
//!
//! Sliders use kindergarten bitboards: a line's inner occupancy is gathered
//! into six bits by one multiplication and looked up in a small table (1 KB
//! for ranks and diagonals, 4 KB for files). No byte swaps, which WebAssembly
//! lacks (hyperbola quintessence needs them, and there each takes a long run
//! of shifts and masks), and no large magic tables, so the WebAssembly stays
//! small.

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

/// Per square: the squares of its diagonal and anti-diagonal, the square itself excluded.
const fn diagonal_masks() -> [[u64; 64]; 2] {
    let mut masks = [[0u64; 64]; 2];
    let dirs: [[(i8, i8); 2]; 2] = [[(1, 1), (-1, -1)], [(1, -1), (-1, 1)]];
    let mut line = 0;
    while line < 2 {
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

const DIAGONALS: [[u64; 64]; 2] = diagonal_masks();

/// Attacks along one line of eight cells from cell `at`, where bit `i` of
/// `occ` says whether cell `i` is occupied.
const fn line_from(at: i32, occ: u8) -> u8 {
    let mut att = 0u8;
    let mut i = at + 1;
    while i < 8 {
        att |= 1 << i;
        if occ & (1 << i) != 0 {
            break;
        }
        i += 1;
    }
    i = at - 1;
    while i >= 0 {
        att |= 1 << i;
        if occ & (1 << i) != 0 {
            break;
        }
        i -= 1;
    }
    att
}

/// `RANK_ATTACKS[file][inner]`: rook attacks along one rank from `file`, where
/// `inner` holds the occupancy of files b..g (the edge squares never block anything beyond).
const fn rank_table() -> [[u8; 64]; 8] {
    let mut table = [[0u8; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            table[file][inner] = line_from(file as i32, (inner << 1) as u8);
            inner += 1;
        }
        file += 1;
    }
    table
}

const RANK_ATTACKS: [[u8; 64]; 8] = rank_table();

const A_FILE: u64 = 0x0101_0101_0101_0101;
/// Gathers the a-file's squares a2..a7 into the top six bits (reversed: a7 lands on bit 58).
const FILE_GATHER: u64 = 0x0004_0810_2040_8000;

/// `FILE_ATTACKS[rank][index]`: rook attacks along the a-file from `rank`,
/// where `index` is the a-file occupancy gathered by [`FILE_GATHER`].
const fn file_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut rank = 0;
    while rank < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occ = (inner << 1) as u8;
            let mut file = 0u64;
            let mut r = 1;
            while r < 7 {
                if occ & (1 << r) != 0 {
                    file |= 1 << (8 * r);
                }
                r += 1;
            }
            let index = (file.wrapping_mul(FILE_GATHER) >> 58) as usize;
            let att = line_from(rank as i32, occ);
            let mut bb = 0u64;
            r = 0;
            while r < 8 {
                if att & (1 << r) != 0 {
                    bb |= 1 << (8 * r);
                }
                r += 1;
            }
            table[rank][index] = bb;
            inner += 1;
        }
        rank += 1;
    }
    table
}

const FILE_ATTACKS: [[u64; 64]; 8] = file_table();

#[inline]
fn rank_attacks(occ: u64, sq: usize) -> u64 {
    let shift = sq & 56;
    let inner = ((occ >> (shift + 1)) & 63) as usize;
    (RANK_ATTACKS[sq & 7][inner] as u64) << shift
}

#[inline]
fn file_attacks(occ: u64, sq: usize) -> u64 {
    let file = A_FILE & (occ >> (sq & 7));
    let index = (file.wrapping_mul(FILE_GATHER) >> 58) as usize;
    FILE_ATTACKS[sq >> 3 & 7][index] << (sq & 7)
}

/// Attacks along a diagonal `mask` (at most one square per file) from a
/// square on `file`: the line's occupancy folded onto rank 8, then the rank table.
#[inline]
fn diagonal_attacks(occ: u64, file: usize, mask: u64) -> u64 {
    let inner = ((occ & mask).wrapping_mul(0x0202_0202_0202_0202) >> 58) as usize;
    (RANK_ATTACKS[file & 7][inner] as u64).wrapping_mul(A_FILE) & mask
}

/// Rook attacks along one line of eight cells (a rank, or a file read from
/// rank 1 up) from cell `at`, where bit `i` of `occupied` says whether cell `i`
/// is occupied; the cell `at` itself is ignored.
#[inline]
pub(crate) fn line_attacks(at: u32, occupied: u8) -> u8 {
    RANK_ATTACKS[at as usize & 7][(occupied >> 1) as usize & 63]
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
    let s = sq.index() as usize & 63;
    Bitboard(diagonal_attacks(occupied.0, s, DIAGONALS[0][s]) | diagonal_attacks(occupied.0, s, DIAGONALS[1][s]))
}

/// The squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index() as usize & 63;
    Bitboard(file_attacks(occupied.0, s) | rank_attacks(occupied.0, s))
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
