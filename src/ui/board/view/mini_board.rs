//! A small static board: a diagram of a position with marked squares, move
//! arrows and belt arrows (the one board renderer's: [`crate::ui::board::view::render::BoardRender`]), for the rules help (and any page that shows a
//! position rather than plays it).

use crate::rules::{BeltShift, Board, Move, Square};
use crate::ui::board::view::{
    band::{band_tag, BandKind},
    render::BoardRender,
    square::{Mark, SquareMarks},
};
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

/// A static diagram (`data-diagram`), drawn by the board renderer.
#[component]
pub fn MiniBoard(props: &MiniBoardProps) -> Html {
    let mut marks = SquareMarks::default();
    marks.add_all(props.marks.iter().copied(), Mark::Marked);
    let bands: Vec<_> = props.belts.iter().map(|&b| (b, BandKind::Diagram)).collect();
    // A belt's tag in the frame's margin, as on the game board: over no piece.
    html! {
        <figure class={classes!("mini-board", (!bands.is_empty()).then_some("with-tags"))} data-diagram=""
                role="img" aria-label={props.label.clone()}>
            <div class="mini-grid">
                <BoardRender board={props.board} flipped={props.flipped} marks={marks}
                             arrows={props.arrows.clone()} bands={bands.clone()} />
            </div>
            { for bands.iter().map(|&(shift, kind)| band_tag(shift, kind, props.flipped)) }
        </figure>
    }
}
