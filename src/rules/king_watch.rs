//! Which belt moves leave a king attacked (rules 1.1 and 1.6 of docs/rules.md),
//! found for all seven distances of a belt at once.
//!
//! A normal move is followed by up to 112 belt moves, and testing each shifted
//! board for attacks on the mover's king was most of a perft's time. A king
//! that is not attacked before the belt can only be attacked after it through
//! the belt's squares: a piece that the belt brings onto a knight, pawn or
//! king square of the king or onto one of its lines, or a blocker that the belt
//! takes away from in front of a rook, bishop or queen. Each of the king's
//! lines crosses another belt at one square at most, so one rotation of a byte
//! per such square gives the answer for every distance. The king's own rank
//! and file move the king itself: the squares the pieces off that belt attack
//! on it do not change, and only the belt's own line needs a look per distance.

use super::attacks::{bishop_attacks, king_attacks, knight_attacks, line_attacks, pawn_attacks, rook_attacks};
use super::{Belt, BeltShift, Bitboard, Board, Color, Role, Square};

const A_FILE: u64 = 0x0101_0101_0101_0101;
const H_FILE: u64 = A_FILE << 7;
/// Multiplied with the a-file's squares, puts rank `i` on bit `56 + i`.
const FILE_TO_BYTE: u64 = 0x0102_0408_1020_4080;

/// A set's squares on `belt` as a byte, in shift order (a rank from file a, a file from rank 1).
#[inline]
pub(super) fn belt_byte(bb: Bitboard, belt: Belt) -> u8 {
    match belt {
        Belt::Rank(r) => (bb.0 >> (8 * r.index())) as u8,
        Belt::File(f) => (((bb.0 >> f.index()) & A_FILE).wrapping_mul(FILE_TO_BYTE) >> 56) as u8,
    }
}

/// Where `sq` stands on a belt through it, in shift order.
#[inline]
fn belt_cell(sq: Square, belt: Belt) -> u32 {
    match belt {
        Belt::Rank(_) => sq.file().index() as u32,
        Belt::File(_) => sq.rank().index() as u32,
    }
}

/// `UNREFLECT[m]` has bit `k` set when `m` has bit `(8 - k) % 8`: it turns
/// a set of backward distances into the same set of forward ones.
const UNREFLECT: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut m = 0;
    while m < 256 {
        let mut k = 0;
        while k < 8 {
            if m & (1 << ((8 - k) % 8)) != 0 {
                table[m] |= 1 << k;
            }
            k += 1;
        }
        m += 1;
    }
    table
};

/// The cells next to each cell of a line of eight (the line does not wrap).
const NEIGHBOURS: [u8; 8] = {
    let mut table = [0u8; 8];
    let mut i = 0;
    while i < 8 {
        if i > 0 {
            table[i] |= 1 << (i - 1);
        }
        if i < 7 {
            table[i] |= 1 << (i + 1);
        }
        i += 1;
    }
    table
};

/// The squares the pawns in `pawns` of `color` attack.
#[inline]
fn pawn_set_attacks(color: Color, pawns: Bitboard) -> u64 {
    let (west, east) = (pawns.0 & !A_FILE, pawns.0 & !H_FILE);
    match color {
        Color::White => (west << 7) | (east << 9),
        Color::Black => (west >> 9) | (east >> 7),
    }
}

/// The attackers of one king and what the belts can change about them, kept
/// ready so that each belt of a normal move costs a few byte operations.
pub(super) struct KingWatch {
    king: Square,
    defender: Color,
    occupied: Bitboard,
    enemies: Bitboard,
    knights: Bitboard,
    kings: Bitboard,
    pawns: Bitboard,
    diagonal: Bitboard,
    orthogonal: Bitboard,
    /// Whether the king is attacked before the belt move: then every shift is
    /// tested on its own, since a belt may also take an attack away.
    attacked: bool,
    /// The squares whose change could attack the king: those a queen or a
    /// knight on the king's square reaches.
    sensitive: Bitboard,
    /// The squares a rook (a bishop) on the king's square reaches.
    rook_reach: Bitboard,
    bishop_reach: Bitboard,
    /// The first pieces on the king's rook (bishop) lines with an enemy rook
    /// or queen (bishop or queen) right behind them.
    rook_xray: Bitboard,
    bishop_xray: Bitboard,
    /// The squares of the king's rank (file), as a belt byte, that enemy pieces
    /// off that rank (file) attack.
    rank_attacked: u8,
    file_attacked: u8,
}

impl KingWatch {
    /// The watch of `color`'s king (the first one, in Chess without Pawns), if it has one.
    pub(super) fn new(board: &Board, color: Color) -> Option<KingWatch> {
        let king = board.kings(color).first()?;
        let them = board.by_color(!color);
        let queens = board.by_role(Role::Queen);
        let occupied = board.occupied();
        let mut watch = KingWatch {
            king,
            defender: color,
            occupied,
            enemies: them,
            knights: board.by_role(Role::Knight) & them,
            kings: board.by_role(Role::King) & them,
            pawns: board.by_role(Role::Pawn) & them,
            diagonal: (board.by_role(Role::Bishop) | queens) & them,
            orthogonal: (board.by_role(Role::Rook) | queens) & them,
            attacked: false,
            sensitive: Bitboard::EMPTY,
            rook_reach: rook_attacks(king, occupied),
            bishop_reach: bishop_attacks(king, occupied),
            rook_xray: Bitboard::EMPTY,
            bishop_xray: Bitboard::EMPTY,
            rank_attacked: 0,
            file_attacked: 0,
        };
        watch.sensitive = watch.rook_reach | watch.bishop_reach | knight_attacks(king);
        watch.attacked = ((knight_attacks(king) & watch.knights)
            | (king_attacks(king) & watch.kings)
            | (pawn_attacks(color, king) & watch.pawns)
            | (watch.rook_reach & watch.orthogonal)
            | (watch.bishop_reach & watch.diagonal))
            .nonempty();
        if !watch.attacked {
            watch.rook_xray = watch.xray(watch.rook_reach, watch.orthogonal, rook_attacks);
            watch.bishop_xray = watch.xray(watch.bishop_reach, watch.diagonal, bishop_attacks);
            watch.attacks_on_own_lines();
        }
        Some(watch)
    }

    /// Whether the king is attacked now, before any belt move.
    #[inline]
    pub(super) fn attacked(&self) -> bool {
        self.attacked
    }

    /// The first blockers on the king's lines of one kind with an enemy slider
    /// of that kind right behind them. A slider's attacks meet the king's
    /// lines only at the blocker between them, so they pick that blocker out.
    fn xray(&self, reach: Bitboard, sliders: Bitboard, attacks: fn(Square, Bitboard) -> Bitboard) -> Bitboard {
        let blockers = reach & self.occupied;
        let behind = attacks(self.king, self.occupied & !blockers) & !reach & sliders;
        behind.fold(Bitboard::EMPTY, |x, a| x | (attacks(a, self.occupied) & blockers))
    }

    /// Fills `rank_attacked` and `file_attacked`. A piece off a line reaches
    /// that line's squares over squares off it, so a shift of the line changes
    /// none of these attacks.
    fn attacks_on_own_lines(&mut self) {
        let rank = Bitboard::rank(self.king.rank());
        let file = Bitboard::file(self.king.file());
        let (mut on_rank, mut on_file) = (0u64, 0u64);
        let mut add = |from: Square, attacks: Bitboard| {
            if !rank.contains(from) {
                on_rank |= attacks.0;
            }
            if !file.contains(from) {
                on_file |= attacks.0;
            }
        };
        for from in self.knights {
            add(from, knight_attacks(from));
        }
        for from in self.kings {
            add(from, king_attacks(from));
        }
        for from in self.diagonal {
            add(from, bishop_attacks(from, self.occupied));
        }
        for from in self.orthogonal {
            add(from, rook_attacks(from, self.occupied));
        }
        let them = !self.defender;
        on_rank |= pawn_set_attacks(them, self.pawns & !rank);
        on_file |= pawn_set_attacks(them, self.pawns & !file);
        self.rank_attacked = belt_byte(Bitboard(on_rank), Belt::Rank(self.king.rank()));
        self.file_attacked = belt_byte(Bitboard(on_file), Belt::File(self.king.file()));
    }

    /// The distances `k` (bit `k`, 1..=7) by which shifting `belt` leaves the
    /// king attacked; only the distances in `wanted` are sure to be right.
    #[inline]
    pub(super) fn attacked_shifts(&self, belt: Belt, wanted: u8) -> u8 {
        let mask = belt.mask();
        if self.attacked {
            return self.each_shift(belt, wanted);
        }
        if mask.contains(self.king) {
            return self.own_line(belt);
        }
        if (self.sensitive & mask).is_empty() {
            return 0;
        }
        let xray = (self.rook_xray | self.bishop_xray) & mask;
        if (self.enemies & mask).is_empty() && xray.is_empty() {
            return 0;
        }
        // Bit j of `backward`: a shift by -j brings an attacker in. A piece on
        // cell i lands on cell t after a shift by k when i = t - k, so the
        // sources rotated right by t give the distances that hit t, negated.
        let mut backward = 0u8;
        let mut hit = |sources: Bitboard, targets: Bitboard| {
            if sources.nonempty() {
                let s = belt_byte(sources, belt);
                for t in targets & mask {
                    backward |= s.rotate_right(belt_cell(t, belt));
                }
            }
        };
        hit(self.knights & mask, knight_attacks(self.king));
        hit(self.kings & mask, king_attacks(self.king));
        hit(self.pawns & mask, pawn_attacks(self.defender, self.king));
        let empty = if xray.nonempty() {
            !belt_byte(self.occupied, belt)
        } else {
            0
        };
        for (reach, sliders, xray) in [
            (self.rook_reach, self.orthogonal, self.rook_xray),
            (self.bishop_reach, self.diagonal, self.bishop_xray),
        ] {
            // A line square in reach: a slider landing on it attacks, and so
            // does emptying it when it is the blocker in front of a slider.
            let s = belt_byte(sliders & mask, belt);
            for t in reach & mask {
                let sources = s | if xray.contains(t) { empty } else { 0 };
                backward |= sources.rotate_right(belt_cell(t, belt));
            }
        }
        UNREFLECT[backward as usize]
    }

    /// [`KingWatch::attacked_shifts`] for the belt through the king, which
    /// carries the king along: attacked after the shift when its new square
    /// is attacked from off the belt, or along the belt by the rotated pieces.
    fn own_line(&self, belt: Belt) -> u8 {
        let at = belt_cell(self.king, belt);
        let off_belt = match belt {
            Belt::Rank(_) => self.rank_attacked,
            Belt::File(_) => self.file_attacked,
        };
        // Bit k: the king's cell after a shift by k, (at + k) % 8, is attacked.
        let mut out = off_belt.rotate_right(at) & !1;
        let mask = belt.mask();
        let sliders = belt_byte(self.orthogonal & mask, belt);
        let kings = belt_byte(self.kings & mask, belt);
        if sliders | kings != 0 {
            let occupied = belt_byte(self.occupied, belt);
            for k in 1..8u32 {
                let cell = (at + k) & 7;
                let line = line_attacks(cell, occupied.rotate_left(k));
                let near = kings.rotate_left(k) & NEIGHBOURS[cell as usize];
                if line & (sliders.rotate_left(k) | near) != 0 {
                    out |= 1 << k;
                }
            }
        }
        out
    }

    /// Each wanted shift tested on its own.
    fn each_shift(&self, belt: Belt, wanted: u8) -> u8 {
        let mut out = 0;
        for k in 1..8u8 {
            if wanted & (1 << k) != 0 && self.attacked_after(BeltShift::new(belt, k).expect("1..8")) {
                out |= 1 << k;
            }
        }
        out
    }

    /// Whether the king is attacked after `s`, from the shifted sets.
    #[inline]
    pub(super) fn attacked_after(&self, s: BeltShift) -> bool {
        let k = s.square_after(self.king);
        if (knight_attacks(k) & s.apply(self.knights)).nonempty()
            || (king_attacks(k) & s.apply(self.kings)).nonempty()
            || (pawn_attacks(self.defender, k) & s.apply(self.pawns)).nonempty()
        {
            return true;
        }
        let occ = s.apply(self.occupied);
        (self.diagonal.nonempty() && (bishop_attacks(k, occ) & s.apply(self.diagonal)).nonempty())
            || (self.orthogonal.nonempty() && (rook_attacks(k, occ) & s.apply(self.orthogonal)).nonempty())
    }
}

#[cfg(test)]
#[path = "king_watch_tests.rs"]
mod tests;
