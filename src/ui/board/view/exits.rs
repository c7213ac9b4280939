//! The conveyor's far side: a piece that wraps round its belt enters from
//! one edge (its slide starts off the board) while a copy of it leaves by
//! the other edge at the same time, so the belt reads as a conveyor.

use crate::rules::{Board, File, Rank, Square};
use crate::ui::board::geometry::cell_of;
use crate::ui::board::motion::Motion;
use crate::ui::board::view::piece::PieceView;
use crate::ui::board::view::slide::slide_style;
use yew::prelude::*;

/// The leaving copies of the pieces in `motion` that wrapped round.
pub fn exits(motion: &Motion, board: &Board, flipped: bool, belt_delay: bool) -> Html {
    let copies = motion.slides.iter().filter_map(|sl| {
        let (f, r) = (i32::from(sl.square.file().index()), i32::from(sl.square.rank().index()));
        let (of, or) = (f + sl.belt.0, r + sl.belt.1);
        if (0..8).contains(&of) && (0..8).contains(&or) {
            return None;
        }
        let piece = board.piece_at(sl.square)?;
        let origin = Square::from_coords(
            File::ALL[of.rem_euclid(8) as usize],
            Rank::ALL[or.rem_euclid(8) as usize],
        );
        let cell = cell_of(flipped, origin);
        let style = format!(
            "left:calc({} * 12.5%);top:calc({} * 12.5%);{}",
            cell.col,
            cell.row,
            slide_style((0, 0), (-sl.belt.0, -sl.belt.1), flipped, belt_delay)
        );
        Some(html! {
            <div key={format!("exit-{}-{}", sl.square, motion.seq)} class="exit-slide" style={style} aria-hidden="true">
                <PieceView piece={piece} named=false />
            </div>
        })
    });
    html! { <>{ for copies }</> }
}
