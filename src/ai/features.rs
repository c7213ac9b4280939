//! The Full Belt evaluation as a weighted sum of features, so that its
//! weights can be fitted to games ([`crate::ai::fit`]): each feature is
//! White's count minus Black's, and [`WEIGHTS`] times [`features`], plus the
//! tempo, is exactly what [`super::eval::evaluate`] says from White's view
//! (a test holds them together). The features after [`EVALUATED`] are not
//! in the evaluation yet: candidates for the king's danger, weighted 0 until
//! a fit and a match say otherwise.

use crate::rules::attacks::{bishop_attacks, king_attacks, queen_attacks, rook_attacks};
use crate::rules::{Bitboard, Board, Color, Piece, Role};

/// How many features there are.
pub const COUNT: usize = 17;

/// How many of them the evaluation uses today (the first ones).
pub const EVALUATED: usize = 15;

/// The features' names, in order.
pub const NAMES: [&str; COUNT] = [
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "knight-mobility",
    "bishop-mobility",
    "rook-mobility",
    "queen-mobility",
    "pawn-on-6th",
    "pawn-on-7th",
    "pawn-on-8th",
    "king-open-to-sliders",
    "king-guards",
    "tempo",
    "king-flight-squares",
    "sliders-aligned-with-king",
];

/// The evaluation's weights today, in centipawns per unit of each feature.
pub const WEIGHTS: [i32; COUNT] = [100, 310, 330, 500, 950, 4, 4, 2, 1, 20, 60, -20, -2, 6, 12, 0, 0];

/// The features of a Full Belt position with `to_move` to move, White's
/// count minus Black's (the tempo: 1 when White is to move, else -1).
pub fn features(board: &Board, to_move: Color) -> [i32; COUNT] {
    let mut out = [0; COUNT];
    let occ = board.occupied();
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let ours = board.by_color(color);
        let theirs = board.by_color(!color);
        let mut add = |i: usize, n: i32| out[i] += sign * n;
        for (i, role) in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .enumerate()
        {
            add(i, (board.by_role(role) & ours).count() as i32);
        }
        for (i, role) in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .enumerate()
        {
            let mut n = 0;
            for sq in board.by_role(role) & ours {
                n += (board.attacks_from(sq, Piece::new(color, role)) & !ours).count() as i32;
            }
            add(5 + i, n);
        }
        for sq in board.by_role(Role::Pawn) & ours {
            let progress = match color {
                Color::White => sq.rank().index(),
                Color::Black => 7 - sq.rank().index(),
            };
            match progress {
                5 => add(9, 1),
                6 => add(10, 1),
                7 => add(11, 1),
                _ => {}
            }
        }
        if let Some(king) = board.kings(color).first() {
            let sliders = 3 * (board.by_role(Role::Queen) & theirs).count() as i32
                + 2 * (board.by_role(Role::Rook) & theirs).count() as i32
                + (board.by_role(Role::Bishop) & theirs).count() as i32;
            add(12, sliders * queen_attacks(king, occ).count() as i32);
            add(13, (king_attacks(king) & ours).count() as i32);
            add(15, flight_squares(board, color, king));
            add(16, aligned_sliders(board, color, king));
        }
    }
    out[14] = if to_move == Color::White { 1 } else { -1 };
    out
}

/// The squares next to `color`'s king on `king` that it could step to (not
/// its own pieces) and that no enemy piece attacks now.
fn flight_squares(board: &Board, color: Color, king: crate::rules::Square) -> i32 {
    let occ = board.occupied();
    let mut n = 0;
    for sq in king_attacks(king) & !board.by_color(color) {
        if board.attackers(sq, !color, occ.without(king)).is_empty() {
            n += 1;
        }
    }
    n
}

/// The enemy sliders on a line through `color`'s king, blocked or not: a
/// belt move can clear or bring a line, so an aligned slider is a threat
/// one shift away.
fn aligned_sliders(board: &Board, color: Color, king: crate::rules::Square) -> i32 {
    let theirs = board.by_color(!color);
    let straight = (board.by_role(Role::Rook) | board.by_role(Role::Queen)) & theirs;
    let diagonal = (board.by_role(Role::Bishop) | board.by_role(Role::Queen)) & theirs;
    let empty = Bitboard::EMPTY;
    ((rook_attacks(king, empty) & straight).count() + (bishop_attacks(king, empty) & diagonal).count()) as i32
}

/// The evaluation of `features` with `weights`, White's view, in centipawns.
pub fn weighted(features: &[i32; COUNT], weights: &[i32; COUNT]) -> i32 {
    features.iter().zip(weights).map(|(f, w)| f * w).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::evaluate;
    use crate::rules::{Game, Options, Position, Start, Variant};

    /// Positions of Full Belt games of random turns.
    fn positions() -> Vec<Position> {
        let mut rng = crate::ai::Rng::new(7);
        let mut out = Vec::new();
        for start in [Start::FullBelt, Start::FullBeltHowe] {
            for _ in 0..20 {
                let start = Position::from_fen(start.fen(), Variant::FullBelt, Options::default()).expect("the setup");
                let mut game = Game::new(start);
                for _ in 0..40 {
                    let turns = game.position().legal_turns();
                    if turns.is_empty() || game.outcome().is_some() {
                        break;
                    }
                    let turn = turns[rng.below(turns.len() as u64) as usize];
                    if game.play(turn).is_err() {
                        break;
                    }
                    out.push(game.position().clone());
                }
            }
        }
        out
    }

    #[test]
    fn the_weighted_features_are_the_evaluation() {
        let positions = positions();
        assert!(positions.len() > 500);
        for pos in positions {
            let white = weighted(&features(pos.board(), pos.turn()), &WEIGHTS);
            let ours = if pos.turn() == Color::White { white } else { -white };
            assert_eq!(ours, evaluate(&pos), "{}", pos.fen());
        }
    }

    #[test]
    fn the_candidates_see_a_king_in_the_open() {
        let fen = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).expect("a position");
        let f = features(pos.board(), pos.turn());
        // White's king: d2, e2, f2 free (d1 and f1 on the rook's rank); Black's: five squares.
        assert_eq!(f[15], 3 - 5);
        // The rook on White's first rank; nothing against Black's king.
        assert_eq!(f[16], 1);
        assert_eq!(f[3], -1);
    }
}
