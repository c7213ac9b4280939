//! The Full Belt evaluation as a weighted sum of features, so that its
//! weights can be fitted to games ([`crate::ai::fit`]): each feature is
//! White's count minus Black's, and [`WEIGHTS`] times [`features`] (the
//! tempo among them) is what `ai::eval::evaluate` says from White's view.
//! The evaluation uses the first [`EVALUATED`], all read off the board; the
//! ones after [`BOARD`] need the side's turns (the rules' tactics,
//! [`features_of`]): far too slow for a leaf of the search, they are fitted
//! to see what the king's danger is worth, weighted 0.

use crate::rules::attacks::{bishop_attacks, king_attacks, queen_attacks, rook_attacks};
use crate::rules::tactics::{each_forcing_turn, find_win};
use crate::rules::{Bitboard, Board, Color, Piece, Position, Role};

/// How many features there are.
pub const COUNT: usize = 22;

/// How many of them the evaluation uses (the first ones).
pub const EVALUATED: usize = 20;

/// The tempo's place among them: 1 when White is to move, else -1.
pub const TEMPO: usize = 14;

/// How many of them [`features`] reads off the board alone (the first ones).
pub const BOARD: usize = 20;

/// The first of the king-danger features read off the board (the king's
/// flight squares, the sliders aligned with it, the enemy pieces near it,
/// then the pieces' centrality and the king's advance): computed only when
/// weighted, as they cost more than the rest.
const KING_DANGER: usize = 15;

/// The most checking turns counted for one side: beyond it a king is as
/// exposed as it gets, and a count of hundreds would swamp the fit.
const CHECKS_CAP: i32 = 40;

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
    "enemy-pieces-near-king",
    "piece-centrality",
    "king-advance",
    "checking-turns",
    "mate-threat-against-mover",
];

/// The evaluation's weights, in centipawns per unit of each feature: the
/// board's features as `beltboard fit` fits them to `beltboard datagen`'s
/// self-play (the pawn and the tempo held), rounded; the last three board
/// features (enemy pieces near the king, centrality, the king's advance)
/// fitted later with the others held; the features of the turns at 0
/// (docs/engine.md has the data and the fits).
pub const WEIGHTS: [i32; COUNT] = [
    100, 219, 338, 379, 938, 25, 10, 11, 13, 20, 50, -32, -3, 17, 12, 78, -5, -35, 33, -10, 0, 0,
];

/// The weight of a `role`'s material among [`WEIGHTS`] (the first five
/// features count the pawns, knights, bishops, rooks and queens; a king
/// counts nothing: it never leaves the board).
pub const fn piece_weight(role: Role) -> i32 {
    match role {
        Role::Pawn => WEIGHTS[0],
        Role::Knight => WEIGHTS[1],
        Role::Bishop => WEIGHTS[2],
        Role::Rook => WEIGHTS[3],
        Role::Queen => WEIGHTS[4],
        Role::King => 0,
    }
}

/// Every feature of a Full Belt position: [`features`], and the two that
/// need the turns. The checking turns each side has (up to [`CHECKS_CAP`];
/// the side not to move's counted as if it moved now); a threat against the
/// side to move: -1 when White is to move and Black would win at once if
/// White passed, +1 the other way round. Both are 0 for a side in check,
/// where passing means nothing.
pub fn features_of(pos: &Position) -> [i32; COUNT] {
    let mut out = features(pos.board(), pos.turn());
    if pos.is_check() {
        return out;
    }
    let passed = pos.null_move();
    let sign = if pos.turn() == Color::White { 1 } else { -1 };
    out[BOARD] = sign * (checking_turns(pos) - checking_turns(&passed));
    if find_win(&passed).is_some() {
        out[BOARD + 1] = -sign;
    }
    out
}

/// How many turns of the side to move in `pos` give check, up to [`CHECKS_CAP`].
fn checking_turns(pos: &Position) -> i32 {
    let mut n = 0;
    each_forcing_turn(pos, |_, _| {
        n += 1;
        n < CHECKS_CAP
    });
    n
}

/// The features of a Full Belt position with `to_move` to move, White's
/// count minus Black's (the tempo: 1 when White is to move, else -1); those
/// after [`BOARD`] are left 0 ([`features_of`] fills them).
pub fn features(board: &Board, to_move: Color) -> [i32; COUNT] {
    let mut out = [0; COUNT];
    read(board, to_move, true, |i, n| out[i] += n);
    out
}

/// The evaluation of a Full Belt position with `to_move` to move, White's
/// view, in centipawns: [`WEIGHTS`] times [`features`], the king-danger
/// features weighted 0 not computed (the evaluation runs at every leaf).
pub fn score(board: &Board, to_move: Color) -> i32 {
    // Decided when compiling: the weights are constants.
    const KING_DANGER_WEIGHTED: bool = {
        let (mut i, mut any) = (KING_DANGER, false);
        while i < BOARD {
            any |= WEIGHTS[i] != 0;
            i += 1;
        }
        any
    };
    let mut total = 0;
    // Each count weighted as it is read: no array at every leaf.
    read(board, to_move, KING_DANGER_WEIGHTED, |i, n| total += WEIGHTS[i] * n);
    total
}

/// Reads the board's features into `sink` (feature number, White's count
/// less Black's part of it), the king-danger features only if `king_danger`.
#[inline(always)]
fn read(board: &Board, to_move: Color, king_danger: bool, mut sink: impl FnMut(usize, i32)) {
    let occ = board.occupied();
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let ours = board.by_color(color);
        let theirs = board.by_color(!color);
        let mut add = |i: usize, n: i32| sink(i, sign * n);
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
            match advance(color, sq) {
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
            if king_danger {
                add(KING_DANGER, flight_squares(board, color, king));
                add(KING_DANGER + 1, aligned_sliders(board, color, king));
                let pieces = occ & !board.by_role(Role::Pawn) & !board.by_role(Role::King);
                add(KING_DANGER + 2, (near(king) & pieces & theirs).count() as i32);
                let minor_or_queen =
                    board.by_role(Role::Knight) | board.by_role(Role::Bishop) | board.by_role(Role::Queen);
                add(KING_DANGER + 3, (minor_or_queen & ours).map(centrality).sum());
                add(KING_DANGER + 4, i32::from(advance(color, king)));
            }
        }
    }
    sink(TEMPO, if to_move == Color::White { 1 } else { -1 });
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

/// The squares within two king steps of `sq`, `sq` itself left out: an
/// enemy knight, bishop, rook or queen there is close enough to join an
/// attack on a king, by its own move or carried by a belt. Computed, not
/// looked up: a table would cost the AI's worker download more than this.
fn near(sq: crate::rules::Square) -> Bitboard {
    let file = u32::from(sq.file().index());
    let rank = u32::from(sq.rank().index());
    // Files `file - 2 ..= file + 2` of the first rank, cut at the edges.
    let row = ((0x1f_u64 << file) >> 2) & 0xff;
    // That row on five ranks, moved to ranks `rank - 2 ..= rank + 2`: bits
    // pushed past either end of the board are the ranks it does not have.
    let rows = row * 0x01_0101_0101;
    let square = if rank >= 2 {
        rows << (8 * (rank - 2))
    } else {
        rows >> (8 * (2 - rank))
    };
    Bitboard(square & !(1 << sq.index()))
}

/// How central each square is: 0 on the board's edge, 1 and 2 on the rings
/// inside it, 3 on the four middle squares (the steps to the nearest edge).
/// One table for the evaluation and the ordering of belt moves.
pub(super) const CENTRALITY: [i32; 64] = {
    let mut c = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let df = if f < 4 { f } else { 7 - f };
        let dr = if r < 4 { r } else { 7 - r };
        c[sq] = if df < dr { df } else { dr };
        sq += 1;
    }
    c
};

/// How central `sq` is ([`CENTRALITY`]).
fn centrality(sq: crate::rules::Square) -> i32 {
    CENTRALITY[sq.index() as usize]
}

/// How far `sq` lies from `color`'s first rank, 0 to 7.
fn advance(color: Color, sq: crate::rules::Square) -> u8 {
    match color {
        Color::White => sq.rank().index(),
        Color::Black => 7 - sq.rank().index(),
    }
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
pub(crate) mod tests {
    use super::*;
    use crate::rules::{Game, Options, Position, Start, Variant};

    /// Positions of Full Belt games of random turns.
    pub(crate) fn positions() -> Vec<Position> {
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
    fn the_score_is_the_weighted_features() {
        for pos in positions() {
            let (board, turn) = (pos.board(), pos.turn());
            assert_eq!(
                score(board, turn),
                weighted(&features(board, turn), &WEIGHTS),
                "{}",
                pos.fen()
            );
        }
    }

    #[test]
    fn the_king_danger_features_see_a_king_in_the_open() {
        let fen = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).expect("a position");
        let f = features(pos.board(), pos.turn());
        // White's king: d2, e2, f2 free (d1 and f1 on the rook's rank); Black's: five squares.
        assert_eq!(f[15], 3 - 5);
        // The rook on White's first rank; nothing against Black's king.
        assert_eq!(f[16], 1);
        assert_eq!(f[3], -1);
    }

    #[test]
    fn near_and_centrality_match_their_definitions() {
        for i in 0..64u8 {
            let sq = crate::rules::Square::new(i).expect("a square");
            let (f, r) = (i32::from(i % 8), i32::from(i / 8));
            let mut box_ = 0u64;
            for j in 0..64u8 {
                let (g, s) = (i32::from(j % 8), i32::from(j / 8));
                if j != i && (f - g).abs() <= 2 && (r - s).abs() <= 2 {
                    box_ |= 1 << j;
                }
            }
            assert_eq!(near(sq).0, box_, "{i}");
            let ring = (f.min(7 - f)).min(r.min(7 - r));
            assert_eq!(centrality(sq), ring, "{i}");
        }
    }

    #[test]
    fn the_board_sees_pieces_near_a_king_the_centre_and_a_kings_advance() {
        let fen = "4k3/8/8/3N4/8/4K3/3q4/8 w - - 0 1";
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).expect("a position");
        let f = features(pos.board(), pos.turn());
        // Black's queen stands next to White's king (White's count, weighed
        // against White); White's knight is three ranks from Black's.
        assert_eq!(f[17], 1);
        // The knight on one of the four middle squares (3), the queen one square in from the edge (1).
        assert_eq!(f[18], 3 - 1);
        // White's king two ranks up, Black's at home.
        assert_eq!(f[19], 2);
    }

    /// The turns' candidates against the rules' plain definitions: the
    /// checking turns counted among every legal turn, and a threat that
    /// really wins at once after a pass.
    #[test]
    fn the_turns_candidates_count_what_they_say() {
        use crate::rules::tactics::{each_legal_turn, wins_at_once};
        let checks = |pos: &Position| {
            let mut n = 0;
            each_legal_turn(pos, |_, next| {
                n += i32::from(next.is_check());
                true
            });
            n.min(CHECKS_CAP)
        };
        let (mut threats, mut checked) = (0, 0);
        for pos in positions().into_iter().step_by(8) {
            let f = features_of(&pos);
            assert_eq!(f[..BOARD], features(pos.board(), pos.turn())[..BOARD]);
            if pos.is_check() || pos.outcome().is_some() {
                continue;
            }
            let passed = pos.null_move();
            let sign = if pos.turn() == Color::White { 1 } else { -1 };
            assert_eq!(f[BOARD], sign * (checks(&pos) - checks(&passed)), "{}", pos.fen());
            checked += 1;
            match find_win(&passed) {
                Some(win) => {
                    assert!(wins_at_once(&passed, &win), "{}", pos.fen());
                    assert_eq!(f[BOARD + 1], -sign, "{}", pos.fen());
                    threats += 1;
                }
                None => assert_eq!(f[BOARD + 1], 0, "{}", pos.fen()),
            }
        }
        assert!(checked > 100 && threats > 0, "{checked} positions, {threats} threats");
    }
}
