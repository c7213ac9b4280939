//! Positions that explain the rules, computed by the rules themselves: the
//! inventor's worked example of a Full Belt turn, for the rules help.

use crate::rules::{parse_turn, BeltShift, Board, Move, Options, Position, Square, Start};

/// A turn shown as a diagram: the board after it, its normal move, its belt
/// shift, and the squares worth pointing at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnExample {
    /// The pieces after the turn.
    pub board: Board,
    /// The normal move.
    pub normal: Move,
    /// The belt shift.
    pub shift: BeltShift,
    /// Where the pieces the belt carried now stand.
    pub marks: Vec<Square>,
}

/// Howe's example: 1. Ng1-f3, then the f-file four squares. The knight ends
/// on f7, White's pawn from f2 on f6, Black's bishop from f8 on f4.
pub fn worked_example() -> Option<TurnExample> {
    let start = Position::start(Start::FullBelt, Options::default());
    let turn = parse_turn(&start, "g1f3 f+4").ok()?;
    let shift = turn.belt?;
    // check_turn gives the position after the normal move; the belt comes on top.
    let after = start.check_turn(turn).ok()?;
    let marks = ["f3", "f2", "f8"]
        .iter()
        .filter_map(|s| s.parse::<Square>().ok())
        .map(|sq| shift.square_after(sq))
        .collect();
    Some(TurnExample {
        board: after.board().shifted(shift),
        normal: turn.normal,
        shift,
        marks,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Piece, Role};

    #[test]
    fn the_worked_example_matches_the_inventors_words() {
        let example = worked_example().unwrap();
        let at = |s: &str| example.board.piece_at(s.parse().unwrap());
        assert_eq!(at("f7"), Some(Piece::new(Color::White, Role::Knight)));
        assert_eq!(at("f6"), Some(Piece::new(Color::White, Role::Pawn)));
        assert_eq!(at("f4"), Some(Piece::new(Color::Black, Role::Bishop)));
        let marks: Vec<String> = example.marks.iter().map(ToString::to_string).collect();
        assert_eq!(marks, ["f7", "f6", "f4"]);
    }
}
