//! Tests of the belt attack sets (see king_watch.rs).
use super::*;
use crate::rules::{File, Piece, Rank};

/// A small xorshift generator: the same boards on every run.
fn generator(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |n| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    }
}

#[test]
fn belt_bytes_follow_the_shift_order() {
    for belt in Belt::ALL {
        for (cell, sq) in belt.squares().into_iter().enumerate() {
            assert_eq!(belt_byte(Bitboard::from_square(sq), belt), 1 << cell, "{belt} {sq}");
            assert_eq!(belt_cell(sq, belt), cell as u32);
        }
        assert_eq!(belt_byte(!belt.mask(), belt), 0, "{belt}");
    }
    assert_eq!(UNREFLECT[0b0000_0010], 0b1000_0000);
    assert_eq!(UNREFLECT[0b1111_1110], 0b1111_1110);
}

/// On random boards, from sparse to crowded (so that x-rays, pins along a
/// belt, kings side by side after a wrap and pawns on every rank all occur),
/// the sets agree with shifting the whole board and testing the king, for
/// both kings, every belt and every distance.
#[test]
fn attacked_shifts_match_shifting_the_board() {
    let mut next = generator(0x9e37_79b9_7f4a_7c15);
    let roles = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen];
    let mut boards = 0;
    while boards < 3000 {
        let mut board = Board::empty();
        let density = 2 + next(40);
        for sq in Square::all() {
            if next(64) < density {
                let color = if next(2) == 0 { Color::White } else { Color::Black };
                board.set(sq, Piece::new(color, roles[next(5) as usize]));
            }
        }
        for color in Color::ALL {
            let sq = Square::from_index(next(64) as u8);
            board.set(sq, Piece::new(color, Role::King));
        }
        if board.kings(Color::White).count() != 1 || board.kings(Color::Black).count() != 1 {
            continue;
        }
        boards += 1;
        for color in Color::ALL {
            let watch = KingWatch::new(&board, color).expect("a king");
            assert_eq!(watch.attacked, board.king_attacked(color), "{}", board.placement());
            for belt in Belt::ALL {
                let got = watch.attacked_shifts(belt, 0xfe);
                for k in 1..8 {
                    let s = BeltShift::new(belt, k).unwrap();
                    let want = board.shifted(s).king_attacked(color);
                    assert_eq!(
                        got & (1 << k) != 0,
                        want,
                        "{} {color} {}",
                        board.placement(),
                        s.machine()
                    );
                    assert_eq!(watch.attacked_after(s), want);
                }
                assert_eq!(got & 1, 0);
            }
        }
    }
}

/// The shifts that change a belt (rule 1.4), against comparing the boards.
#[test]
fn belt_shift_sets_match_comparing_the_boards() {
    let mut next = generator(0x2545_f491_4f6c_dd1d);
    let pieces: Vec<Piece> = "PNBRQKpnbrqk".chars().filter_map(Piece::from_char).collect();
    for _ in 0..4000 {
        let mut board = Board::empty();
        // Few kinds of piece on one line, often repeating with a period.
        let line = Belt::ALL[next(16) as usize];
        let period = [1, 2, 4, 8][next(4) as usize];
        let pattern: Vec<Option<Piece>> = (0..period)
            .map(|_| (next(3) != 0).then(|| pieces[next(3) as usize]))
            .collect();
        for (i, sq) in line.squares().into_iter().enumerate() {
            if let Some(p) = pattern[i % period] {
                board.set(sq, p);
            }
        }
        if next(3) == 0 {
            let sq = Square::from_coords(File::ALL[next(8) as usize], Rank::ALL[next(8) as usize]);
            board.set(sq, pieces[next(12) as usize]);
        }
        for belt in Belt::ALL {
            let got = board.belt_shift_set(belt);
            for k in 1..8 {
                let changed = board.shifted(BeltShift::new(belt, k).unwrap()) != board;
                assert_eq!(got & (1 << k) != 0, changed, "{} {belt} {k}", board.placement());
            }
            assert_eq!(got & 1, 0);
        }
    }
}
