//! Static evaluation, in centipawns from the side to move's point of view.
//! Full Belt Chess's is the weighted sum of [`super::features`], with the
//! weights `beltboard fit` fits to self-play; Chess without Pawns' is
//! written by hand below.

use super::features::{piece_weight, score};
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

/// A small bonus for having the move (Chess without Pawns; Full Belt's is
/// among its fitted weights).
const TEMPO: i32 = 12;

/// The position's score for the side to move.
pub fn evaluate(pos: &Position) -> i32 {
    let us = pos.turn();
    match pos.variant() {
        // The fitted features count the tempo themselves.
        Variant::FullBelt => {
            let white = score(pos.board(), us);
            if us == Color::White {
                white
            } else {
                -white
            }
        }
        Variant::NoPawns => {
            let white = no_pawns(pos.board(), us) + castling(pos);
            TEMPO + if us == Color::White { white } else { -white }
        }
    }
}

/// What capturing a `role` is worth in `variant`, for the quiescence's
/// futility test: Full Belt's fitted piece weight, else the piece's value.
pub fn capture_value(variant: Variant, role: Role) -> i32 {
    match variant {
        Variant::FullBelt => piece_weight(role),
        Variant::NoPawns => value(role),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::features::tests::positions;

    /// `fen` with the colours swapped: the board upside down, each
    /// piece of the other colour, the other side to move.
    fn mirrored(fen: &str) -> String {
        let fields: Vec<&str> = fen.split(' ').collect();
        let swap = |s: &str| -> String {
            s.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        };
        let board: Vec<String> = fields[0].split('/').rev().map(swap).collect();
        let side = if fields[1] == "w" { "b" } else { "w" };
        let mut castling: Vec<char> = swap(fields[2]).chars().collect();
        castling.sort_by_key(|c| (c.is_ascii_lowercase(), !matches!(c, 'K' | 'k')));
        let ep = match fields[3].as_bytes() {
            [file, rank] => format!("{}{}", *file as char, (b'1' + b'8' - rank) as char),
            _ => "-".into(),
        };
        let castling: String = castling.into_iter().collect();
        format!("{} {side} {castling} {ep} {}", board.join("/"), fields[4..].join(" "))
    }

    /// The same position with the colours swapped is worth the same to the
    /// side to move: no term favours a colour.
    #[test]
    fn the_evaluation_favours_no_colour() {
        let positions = positions();
        assert!(positions.len() > 500);
        for pos in positions {
            let flipped = mirrored(&pos.fen());
            let other = Position::from_fen(&flipped, pos.variant(), pos.options()).expect(&flipped);
            assert_eq!(evaluate(&pos), evaluate(&other), "{} / {flipped}", pos.fen());
        }
    }
}
