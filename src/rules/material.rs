//! The material beside each player's name, as lichess shows it: the pieces a
//! side has more of than the other, which are the pieces it has taken net of
//! those it lost, and the points it leads by.
//!
//! It is read from the board alone, not from the record: a promoted pawn
//! then counts as the piece it became (a pawn fewer, a queen more), and a
//! position set up with unequal armies shows its difference from the start,
//! both as lichess does.

use super::{Board, Color, Piece, Role};

/// The roles counted, strongest first (the order of the icons), with their
/// usual points. Kings are never taken in Full Belt Chess.
const COUNTED: [(Role, u32); 5] = [
    (Role::Queen, 9),
    (Role::Rook, 5),
    (Role::Bishop, 3),
    (Role::Knight, 3),
    (Role::Pawn, 1),
];

/// One side's lead in material.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lead {
    /// The opponent's pieces this side is up, one entry a piece, strongest
    /// first: what its bar shows as captured.
    pub taken: Vec<Piece>,
    /// The points this side leads by (0 when it does not lead).
    pub points: u32,
}

impl Lead {
    /// `color`'s lead on `board`.
    pub fn of(board: &Board, color: Color) -> Lead {
        let count = |c: Color, role: Role| board.by_piece(Piece::new(c, role)).count();
        let mut taken = Vec::new();
        let (mut ours, mut theirs) = (0, 0);
        for (role, value) in COUNTED {
            let (mine, other) = (count(color, role), count(!color, role));
            ours += mine * value;
            theirs += other * value;
            for _ in other..mine {
                taken.push(Piece::new(!color, role));
            }
        }
        Lead {
            taken,
            points: ours.saturating_sub(theirs),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(placement: &str) -> Board {
        Board::from_placement(placement).expect("a valid placement")
    }

    #[test]
    fn equal_armies_lead_by_nothing() {
        let start = board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        for color in Color::ALL {
            assert_eq!(Lead::of(&start, color), Lead::default());
        }
    }

    #[test]
    fn a_taken_knight_is_shown_on_the_takers_bar_with_its_points() {
        // White has taken a knight on g8.
        let b = board("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        let white = Lead::of(&b, Color::White);
        assert_eq!(white.taken, vec![Piece::new(Color::Black, Role::Knight)]);
        assert_eq!(white.points, 3);
        assert_eq!(Lead::of(&b, Color::Black), Lead::default());
    }

    #[test]
    fn trades_cancel_and_each_side_shows_what_it_is_up() {
        // White is up a rook, Black a bishop and five pawns.
        let b = board("1nbqkbnr/pppppppp/8/8/8/8/5PPP/RN1QKBNR");
        let white = Lead::of(&b, Color::White);
        let black = Lead::of(&b, Color::Black);
        assert_eq!(white.taken, vec![Piece::new(Color::Black, Role::Rook)]);
        assert_eq!(
            black.taken,
            vec![
                Piece::new(Color::White, Role::Bishop),
                Piece::new(Color::White, Role::Pawn),
                Piece::new(Color::White, Role::Pawn),
                Piece::new(Color::White, Role::Pawn),
                Piece::new(Color::White, Role::Pawn),
                Piece::new(Color::White, Role::Pawn),
            ]
        );
        // 5 against 3 + 5: Black leads by 3.
        assert_eq!((white.points, black.points), (0, 3));
    }

    #[test]
    fn a_promoted_pawn_counts_as_its_new_piece() {
        // A White pawn took the a8 rook and became a second queen: a queen and
        // a rook up, a pawn down.
        let b = board("Qnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR");
        let white = Lead::of(&b, Color::White);
        assert_eq!(
            white.taken,
            vec![
                Piece::new(Color::Black, Role::Queen),
                Piece::new(Color::Black, Role::Rook)
            ]
        );
        let black = Lead::of(&b, Color::Black);
        assert_eq!(black.taken, vec![Piece::new(Color::White, Role::Pawn)]);
        assert_eq!(white.points, 9 + 5 - 1);
    }
}
