//! Flag fall: who wins when a clock runs out (`docs/rules.md`, rule 7.2).
//!
//! The side out of time loses, unless its opponent could not win by any
//! sequence of legal turns: then the game is drawn. "Could not win" is read
//! conservatively, claimed only where the rules prove it from the material
//! alone, whatever the position of the pieces.

use super::{Color, Outcome, OutcomeReason, Position, Role, Variant};

/// Whether `side` could still win the game in `pos` by some sequence of legal
/// turns. `false` only when the rules rule it out:
///
/// - Full Belt Chess: `side` has its king alone. Checkmate needs a piece of
///   `side` attacking the enemy king, and a king never attacks a king (two
///   kings never stand side by side: rule 1.6 forbids it after the belt
///   too); a belt moves the enemy's pieces, which never attack their own
///   king. A single pawn, knight or anything else may still mate with the
///   help of a belt, so nothing more is claimed.
/// - Chess without Pawns: `side` has only kings and the enemy has only kings.
///   A king wins by capturing an unprotected enemy rook, bishop or knight
///   (rule 2.6), so a bare king can win while the enemy has one; and kings
///   alone cannot check (a king may not step next to an enemy king).
pub fn could_win(pos: &Position, side: Color) -> bool {
    let board = pos.board();
    let own = board.by_color(side) & !board.kings(side);
    match pos.variant() {
        Variant::FullBelt => !own.is_empty(),
        Variant::NoPawns => {
            let enemy = board.by_color(!side) & !board.by_role(Role::King);
            !own.is_empty() || !enemy.is_empty()
        }
    }
}

/// What a flag fall decides.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FlagFall {
    /// The side that ran out of time lost: `winner` wins on time.
    Win {
        /// The side still with time.
        winner: Color,
    },
    /// Drawn: the side with time could not have won ([`could_win`]).
    Draw {
        /// The side still with time, which cannot win.
        other: Color,
    },
}

impl FlagFall {
    /// The game's end it makes: a win on time, or the draw.
    pub fn outcome(self) -> Outcome {
        match self {
            FlagFall::Win { winner } => Outcome::win(winner, OutcomeReason::Time),
            FlagFall::Draw { other } => Outcome::draw(OutcomeReason::TimeCannotWin(other)),
        }
    }
}

/// The result when `flagged` runs out of time in `pos`.
pub fn flag_fall(pos: &Position, flagged: Color) -> FlagFall {
    let other = !flagged;
    if could_win(pos, other) {
        FlagFall::Win { winner: other }
    } else {
        FlagFall::Draw { other }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;

    fn pos(fen: &str, variant: Variant) -> Position {
        Position::from_fen(fen, variant, Options::default()).unwrap()
    }

    #[test]
    fn full_belt_a_lone_king_cannot_win_anything_else_can() {
        let lone = pos("4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 40", Variant::FullBelt);
        assert!(could_win(&lone, Color::White));
        assert!(!could_win(&lone, Color::Black));
        assert_eq!(flag_fall(&lone, Color::White), FlagFall::Draw { other: Color::Black });
        assert_eq!(flag_fall(&lone, Color::Black), FlagFall::Win { winner: Color::White });
        // One pawn is enough material to claim nothing: a belt may help it mate.
        let pawn = pos("4k3/8/8/8/8/8/4p3/K7 w - - 0 40", Variant::FullBelt);
        assert!(could_win(&pawn, Color::Black));
        assert_eq!(flag_fall(&pawn, Color::White), FlagFall::Win { winner: Color::Black });
    }

    #[test]
    fn no_pawns_a_bare_king_still_wins_while_the_enemy_has_a_piece() {
        let bare = pos("3kk3/8/8/8/8/8/8/R2KK3 b - - 0 30", Variant::NoPawns);
        assert!(could_win(&bare, Color::Black), "a king may capture the rook");
        assert_eq!(flag_fall(&bare, Color::White), FlagFall::Win { winner: Color::Black });
        let kings = pos("3kk3/8/8/8/8/8/8/3KK3 w - - 0 30", Variant::NoPawns);
        assert!(!could_win(&kings, Color::White) && !could_win(&kings, Color::Black));
        assert_eq!(flag_fall(&kings, Color::Black), FlagFall::Draw { other: Color::White });
    }
}
