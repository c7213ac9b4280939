//! Static evaluation, in centipawns from the side to move's point of view.

use crate::rules::attacks::{bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks};
use crate::rules::{Bitboard, Board, Color, Position, Role, Variant};

/// The value of a piece in centipawns (kings count nothing: they never leave).
pub const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 310,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 950,
        Role::King => 0,
    }
}

/// A small bonus for having the move.
const TEMPO: i32 = 12;

/// The position's score for the side to move.
pub fn evaluate(pos: &Position) -> i32 {
    let us = pos.turn();
    let white = match pos.variant() {
        Variant::FullBelt => full_belt(pos.board()),
        Variant::NoPawns => no_pawns(pos.board(), pos.turn()) + castling(pos),
    };
    TEMPO + if us == Color::White { white } else { -white }
}

fn material(board: &Board, color: Color) -> i32 {
    Role::ALL
        .iter()
        .map(|&r| value(r) * (board.by_role(r) & board.by_color(color)).count() as i32)
        .sum()
}

/// Full Belt Chess, White's view: material, mobility, pawn progress, and the
/// king's exposure to belt-borne attacks. A shift can bring any enemy slider
/// onto a line through the king, so what counts is how open those lines are
/// and how much enemy slider power could use them.
fn full_belt(board: &Board) -> i32 {
    let occ = board.occupied();
    let mut score = 0;
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let ours = board.by_color(color);
        let theirs = board.by_color(!color);
        let mut s = material(board, color);
        s += mobility(board, color, !ours, [4, 4, 2, 1]);
        for sq in board.by_role(Role::Pawn) & ours {
            let progress = match color {
                Color::White => sq.rank().index() as i32,
                Color::Black => 7 - sq.rank().index() as i32,
            };
            // A pawn on its last rank is stuck until a belt moves it.
            s += match progress {
                7 => -20,
                5 => 20,
                6 => 60,
                _ => 0,
            };
        }
        if let Some(king) = board.kings(color).first() {
            let sliders = 3 * (board.by_role(Role::Queen) & theirs).count() as i32
                + 2 * (board.by_role(Role::Rook) & theirs).count() as i32
                + (board.by_role(Role::Bishop) & theirs).count() as i32;
            let open = queen_attacks(king, occ).count() as i32;
            let guards = (king_attacks(king) & ours).count() as i32;
            s -= sliders * open * 2;
            s += guards * 6;
        }
        score += sign * s;
    }
    score
}

/// Weighted count of the squares in `targets` that `color`'s knights,
/// bishops, rooks and queens attack (`weights` in that order).
fn mobility(board: &Board, color: Color, targets: Bitboard, weights: [i32; 4]) -> i32 {
    let ours = board.by_color(color);
    let mut s = 0;
    for (role, weight) in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .zip(weights)
    {
        for sq in board.by_role(role) & ours {
            s += weight * (board.attacks_from(sq, crate::rules::Piece::new(color, role)) & targets).count() as i32;
        }
    }
    s
}

/// Squares attacked by `color`'s pieces on `board`.
fn attacked_by(board: &Board, color: Color) -> Bitboard {
    let occ = board.occupied();
    let ours = board.by_color(color);
    let mut att = Bitboard::EMPTY;
    for sq in ours {
        att |= match board.role_at(sq) {
            Some(Role::Knight) => knight_attacks(sq),
            Some(Role::Bishop) => bishop_attacks(sq, occ),
            Some(Role::Rook) => rook_attacks(sq, occ),
            Some(Role::Queen) => queen_attacks(sq, occ),
            Some(Role::King) => king_attacks(sq),
            _ => Bitboard::EMPTY,
        };
    }
    att
}

/// Whether the piece on `sq` is protected: after a king takes it, would that king be attacked?
fn protected(board: &Board, sq: crate::rules::Square, owner: Color) -> bool {
    let occ = board.occupied();
    board.attackers(sq, owner, occ).without(sq).nonempty()
}

/// Chess without Pawns, White's view: material never changes before the end,
/// so what counts is which pieces a king could take (a win), which own pieces
/// are loose near enemy kings, king safety and mobility.
fn no_pawns(board: &Board, to_move: Color) -> i32 {
    let occ = board.occupied();
    let attacked = [attacked_by(board, Color::White), attacked_by(board, Color::Black)];
    let mut score = 0;
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let ours = board.by_color(color);
        let their_kings = board.kings(!color);
        let our_kings = board.kings(color);
        let mut s = 0;
        // Own pieces that are loose and close to an enemy king.
        for sq in ours & !board.by_role(Role::King) {
            if protected(board, sq, color) {
                continue;
            }
            let near = their_kings.map(|k| chebyshev(k, sq)).min().unwrap_or(8);
            s -= match near {
                1 if color != to_move => 250,
                1 => 120,
                2 => 45,
                _ => 12,
            };
        }
        for king in our_kings {
            let ring = king_attacks(king);
            s -= 9 * (ring & attacked[(!color).index()]).count() as i32;
            s -= 3 * (queen_attacks(king, occ) & !occ).count() as i32;
        }
        // Pieces move only to empty squares in this game.
        s += mobility(board, color, !occ, [4, 3, 2, 0]);
        s += 6 * checks_available(board, color);
        score += sign * s;
    }
    score
}

/// How many checking moves `color`'s knights, bishops and rooks have: the
/// empty squares they can reach from which they would attack an enemy king.
/// Checks restrict the defender and set up forks of the two kings.
fn checks_available(board: &Board, color: Color) -> i32 {
    let occ = board.occupied();
    let ours = board.by_color(color);
    let mut from_knight = Bitboard::EMPTY;
    let mut from_bishop = Bitboard::EMPTY;
    let mut from_rook = Bitboard::EMPTY;
    for king in board.kings(!color) {
        from_knight |= knight_attacks(king);
        from_bishop |= bishop_attacks(king, occ);
        from_rook |= rook_attacks(king, occ);
    }
    let mut n = 0;
    for sq in board.by_role(Role::Knight) & ours {
        n += (knight_attacks(sq) & from_knight & !occ).count();
    }
    for sq in board.by_role(Role::Bishop) & ours {
        n += (bishop_attacks(sq, occ) & from_bishop & !occ).count();
    }
    for sq in board.by_role(Role::Rook) & ours {
        n += (rook_attacks(sq, occ) & from_rook & !occ).count();
    }
    n as i32
}

fn castling(pos: &Position) -> i32 {
    let bits = pos.castling().bits() as i32;
    let white = (bits & 1) + (bits >> 1 & 1);
    let black = (bits >> 2 & 1) + (bits >> 3 & 1);
    8 * (white - black)
}

fn chebyshev(a: crate::rules::Square, b: crate::rules::Square) -> u8 {
    a.file()
        .index()
        .abs_diff(b.file().index())
        .max(a.rank().index().abs_diff(b.rank().index()))
}
