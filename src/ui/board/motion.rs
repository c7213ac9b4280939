//! The animation model: how each piece reached the square it stands on, as
//! offsets in board units (files, ranks) that the board turns into slides.

use crate::rules::{Belt, BeltShift, Board, Move, Role, Square, CASTLINGS};

/// How one piece reached the square it now stands on: an offset in (files,
/// ranks) for the normal move, then one for the belt. The piece starts at
/// `square - belt - normal` and slides home.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Slide {
    /// Where the piece is now.
    pub square: Square,
    /// Offset from the normal move's destination back to its origin.
    pub normal: (i32, i32),
    /// Offset from the piece's square back to where it was before the belt
    /// moved, along the belt (may point off the board: the conveyor wraps).
    pub belt: (i32, i32),
}

/// The pieces to animate after the last change. `seq` changes with every
/// change so the page can restart its animations.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Motion {
    /// Counts changes; the page keys animated pieces by it.
    pub seq: u32,
    /// The pieces that moved.
    pub slides: Vec<Slide>,
    /// A replay asked for by the user: slower, with a pause before the belt.
    pub replay: bool,
}

impl Motion {
    /// The slide of the piece now on `sq`, if it moved.
    pub fn slide_at(&self, sq: Square) -> Option<&Slide> {
        self.slides.iter().find(|s| s.square == sq)
    }
}

/// A square as (file, rank) indices.
pub fn coords(sq: Square) -> (i32, i32) {
    (i32::from(sq.file().index()), i32::from(sq.rank().index()))
}

/// The offset from `to` back to `from`, in (files, ranks).
pub fn offset(from: Square, to: Square) -> (i32, i32) {
    let (ff, fr) = coords(from);
    let (tf, tr) = coords(to);
    (ff - tf, fr - tr)
}

/// The offset that undoes `steps` of `belt` for a piece on it.
fn belt_offset(belt: Belt, steps: i32) -> (i32, i32) {
    match belt {
        Belt::File(_) => (0, -steps),
        Belt::Rank(_) => (-steps, 0),
    }
}

/// The squares `m` moves pieces between: the move itself and a castling rook.
fn moved_pieces(board: &Board, m: Move) -> Vec<(Square, Square)> {
    let mut out = vec![(m.from, m.to)];
    if board.role_at(m.from) == Some(Role::King) {
        if let Some(side) = CASTLINGS.iter().find(|s| s.king_from == m.from && s.king_to == m.to) {
            out.push((side.rook_from, side.rook_to));
        }
    }
    out
}

/// The slides of a normal move played on `before`, then an optional belt
/// shift of `steps` (signed, for the short way round) on the board `after`
/// the normal move.
pub fn turn_slides(before: &Board, normal: Option<Move>, after: &Board, belt: Option<(Belt, i32)>) -> Vec<Slide> {
    let moved = normal.map(|m| moved_pieces(before, m)).unwrap_or_default();
    let shift = belt.and_then(|(b, s)| BeltShift::by_steps(b, s).map(|shift| (shift, b, s)));
    let mut slides = Vec::new();
    for sq in Square::all().filter(|&s| after.piece_at(s).is_some()) {
        let normal = moved
            .iter()
            .find(|(_, to)| *to == sq)
            .map_or((0, 0), |&(from, to)| offset(from, to));
        let (square, belt) = match shift {
            Some((shift, b, steps)) if b.mask().contains(sq) => (shift.square_after(sq), belt_offset(b, steps)),
            _ => (sq, (0, 0)),
        };
        if normal != (0, 0) || belt != (0, 0) {
            slides.push(Slide { square, normal, belt });
        }
    }
    slides
}
