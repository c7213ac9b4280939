//! The board's geometry on screen, with no web dependency: which square is
//! at which row and column (the board may be turned), which square a point
//! falls on, where a belt drag has reached, and the screen direction of a
//! slide.

use crate::rules::{File, Rank, Square};

/// A square's place on screen: row and column, 0..8 from the top left.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// From the top.
    pub row: usize,
    /// From the left.
    pub col: usize,
}

/// The square shown at `cell` (the board turned when `flipped`).
pub fn square_at_cell(flipped: bool, cell: Cell) -> Square {
    let (file, rank) = if flipped {
        (7 - cell.col, cell.row)
    } else {
        (cell.col, 7 - cell.row)
    };
    Square::from_coords(File::ALL[file], Rank::ALL[rank])
}

/// Where `sq` is shown.
pub fn cell_of(flipped: bool, sq: Square) -> Cell {
    let (file, rank) = (usize::from(sq.file().index()), usize::from(sq.rank().index()));
    if flipped {
        Cell {
            row: rank,
            col: 7 - file,
        }
    } else {
        Cell {
            row: 7 - rank,
            col: file,
        }
    }
}

/// Whether `sq` is a light square (a1 is dark, h1 light), whichever way up.
pub fn is_light(sq: Square) -> bool {
    (sq.file().index() + sq.rank().index()) % 2 == 1
}

/// The squares from the top-left corner of the screen, row by row.
pub fn screen_order(flipped: bool) -> impl Iterator<Item = Square> {
    (0..64).map(move |i| square_at_cell(flipped, Cell { row: i / 8, col: i % 8 }))
}

/// The square under a point given as fractions (0..1) of the board's width
/// and height from its top-left corner, if the point is on the board.
pub fn square_at_point(flipped: bool, x: f64, y: f64) -> Option<Square> {
    let (col, row) = ((x * 8.0).floor(), (y * 8.0).floor());
    ((0.0..8.0).contains(&col) && (0.0..8.0).contains(&row)).then(|| {
        square_at_cell(
            flipped,
            Cell {
                row: row as usize,
                col: col as usize,
            },
        )
    })
}

/// The square `(dx, dy)` screen steps from `sq` (dx to the right, dy up),
/// if it is on the board.
pub fn step(flipped: bool, sq: Square, dx: i32, dy: i32) -> Option<Square> {
    let cell = cell_of(flipped, sq);
    let (col, row) = (cell.col as i32 + dx, cell.row as i32 - dy);
    ((0..8).contains(&col) && (0..8).contains(&row)).then(|| {
        square_at_cell(
            flipped,
            Cell {
                row: row as usize,
                col: col as usize,
            },
        )
    })
}

/// A board offset (files, ranks) as a screen offset (right, down) in squares.
pub fn screen_offset(flipped: bool, (files, ranks): (i32, i32)) -> (i32, i32) {
    let sign = if flipped { -1 } else { 1 };
    (files * sign, -ranks * sign)
}

/// Where a belt drag from `origin` has reached with the pointer over `over`:
/// the square of the drag's file or rank nearest the pointer, so that a
/// slightly crooked drag still follows one belt. The direction is fixed by
/// the first square left (`along_file`, decided on the first call).
pub fn belt_drag_target(origin: Square, over: Square, along_file: &mut Option<bool>) -> Square {
    let df = over.file().index().abs_diff(origin.file().index());
    let dr = over.rank().index().abs_diff(origin.rank().index());
    let file = *along_file.get_or_insert(dr >= df);
    if file {
        Square::from_coords(origin.file(), over.rank())
    } else {
        Square::from_coords(over.file(), origin.rank())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn cells_and_squares_are_inverse_both_ways_up() {
        for flipped in [false, true] {
            for s in Square::all() {
                assert_eq!(square_at_cell(flipped, cell_of(flipped, s)), s);
            }
        }
        assert_eq!(cell_of(false, sq("a8")), Cell { row: 0, col: 0 });
        assert_eq!(cell_of(true, sq("a8")), Cell { row: 7, col: 7 });
        assert_eq!(screen_order(false).next(), Some(sq("a8")));
        assert_eq!(screen_order(true).last(), Some(sq("a8")));
    }

    #[test]
    fn the_square_colours_alternate_from_a_dark_a1() {
        assert!(!is_light(sq("a1")));
        assert!(is_light(sq("h1")));
        assert!(is_light(sq("a8")));
        assert!(!is_light(sq("e5")));
        // Both ways up the top-left corner is light, as on any chess board.
        for flipped in [false, true] {
            assert!(screen_order(flipped).next().is_some_and(is_light));
        }
    }

    #[test]
    fn points_fall_on_squares() {
        assert_eq!(square_at_point(false, 0.01, 0.99), Some(sq("a1")));
        assert_eq!(square_at_point(true, 0.01, 0.99), Some(sq("h8")));
        assert_eq!(square_at_point(false, 0.99, 0.01), Some(sq("h8")));
        assert_eq!(square_at_point(false, 1.0, 0.5), None);
        assert_eq!(square_at_point(false, -0.01, 0.5), None);
    }

    #[test]
    fn steps_follow_the_screen() {
        assert_eq!(step(false, sq("c3"), 0, 1), Some(sq("c4")));
        assert_eq!(
            step(true, sq("c3"), 0, 1),
            Some(sq("c2")),
            "up the screen is down the board"
        );
        assert_eq!(step(false, sq("a1"), -1, 0), None);
        assert_eq!(screen_offset(false, (1, -2)), (1, 2));
        assert_eq!(screen_offset(true, (1, -2)), (-1, -2));
    }

    #[test]
    fn a_crooked_belt_drag_follows_one_belt() {
        let mut along = None;
        assert_eq!(belt_drag_target(sq("c3"), sq("d5"), &mut along), sq("c5"));
        assert_eq!(along, Some(true));
        assert_eq!(
            belt_drag_target(sq("c3"), sq("h4"), &mut along),
            sq("c4"),
            "the direction stays"
        );
        let mut along = None;
        assert_eq!(belt_drag_target(sq("c3"), sq("f4"), &mut along), sq("f3"));
    }
}
