//! A small static board: a diagram of a position with marked squares, move
//! arrows and belt bands, for the rules help (and any page that shows a
//! position rather than plays it).

use super::PieceView;
use crate::rules::{BeltShift, Board, Move, Square};
use crate::ui::geometry::{cell_of, screen_order};
use yew::prelude::*;

/// Properties of [`MiniBoard`].
#[derive(Properties, PartialEq)]
pub struct MiniBoardProps {
    /// The pieces.
    pub board: Board,
    /// Squares to mark.
    #[prop_or_default]
    pub marks: Vec<Square>,
    /// Normal moves drawn as arrows.
    #[prop_or_default]
    pub arrows: Vec<Move>,
    /// Belt shifts drawn as bands.
    #[prop_or_default]
    pub belts: Vec<BeltShift>,
    /// Black at the bottom.
    #[prop_or_default]
    pub flipped: bool,
    /// What the diagram shows, for screen readers.
    pub label: AttrValue,
}

/// The centre of `sq` on a 0..80 drawing of the board.
fn centre(flipped: bool, sq: Square) -> (i32, i32) {
    let cell = cell_of(flipped, sq);
    (cell.col as i32 * 10 + 5, cell.row as i32 * 10 + 5)
}

/// A static diagram (`data-diagram`).
#[component]
pub fn MiniBoard(props: &MiniBoardProps) -> Html {
    let flipped = props.flipped;
    let squares = screen_order(flipped).map(|sq| {
        let light = (sq.file().index() + sq.rank().index()) % 2 == 1;
        let piece = props.board.piece_at(sq);
        let marked = props.marks.contains(&sq);
        html! {
            <div class={classes!("mini-sq", if light { "light" } else { "dark" }, marked.then_some("marked"))}
                 data-square={sq.to_string()}>
                if let Some(p) = piece { <PieceView piece={p} /> }
            </div>
        }
    });
    let arrows = props.arrows.iter().map(|m| {
        let (x1, y1) = centre(flipped, m.from);
        let (x2, y2) = centre(flipped, m.to);
        html! { <line class="mini-arrow" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} marker-end="url(#mini-head)" /> }
    });
    let belts = props.belts.iter().map(|shift| {
        let squares = shift.belt().squares();
        let (a, b) = (centre(flipped, squares[0]), centre(flipped, squares[7]));
        // Drawn in the direction the belt moved.
        let ((x1, y1), (x2, y2)) = if shift.signed_steps() > 0 { (a, b) } else { (b, a) };
        html! {
            <g class="mini-belt">
                <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} marker-end="url(#mini-head)" />
                <text x={((x1 + x2) / 2 + 2).to_string()} y={((y1 + y2) / 2 - 2).to_string()}>{ format!("{:+}", shift.signed_steps()) }</text>
            </g>
        }
    });
    html! {
        <figure class="mini-board" data-diagram="" role="img" aria-label={props.label.clone()}>
            <div class="mini-grid">{ for squares }</div>
            <svg class="mini-overlay" viewBox="0 0 80 80" aria-hidden="true">
                <defs>
                    <marker id="mini-head" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                        <path d="M0 0 L10 5 L0 10 z" />
                    </marker>
                </defs>
                { for belts }
                { for arrows }
            </svg>
        </figure>
    }
}
