//! A piece's slide, as CSS custom properties: shared by the squares the
//! renderer draws and the copies of the pieces leaving the board ([`crate::ui::board::view::exits`]).

use crate::ui::board::geometry::screen_offset;

/// The CSS custom properties that start a piece at its origin (see `slide` in
/// the stylesheet): the normal move's and the belt's offsets, board units
/// turned into screen units.
pub(crate) fn slide_style(normal: (i32, i32), belt: (i32, i32), flipped: bool, belt_delay: bool) -> String {
    let (nx, ny) = screen_offset(flipped, normal);
    let (bx, by) = screen_offset(flipped, belt);
    format!(
        "--nx:{nx};--ny:{ny};--bx:{bx};--by:{by};--belt-delay:{}ms",
        if belt_delay { 180 } else { 0 }
    )
}
