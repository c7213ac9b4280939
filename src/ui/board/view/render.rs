//! The one board renderer: the 64 squares with their colours, pieces and
//! highlights, the coordinates, the belt bands, the pieces sliding and
//! leaving by the far edge, and the arrows of a diagram. It draws only what
//! its [`BoardRenderProps`] say, so the game board, the editor and the
//! diagrams (the rules help's small boards among them) are the same drawing,
//! configured by what each needs.
//!
//! It renders the children of a board element its caller owns (the game
//! board's grid with its pointer and key handlers, the editor's group, a
//! diagram's figure): the squares are that element's grid items.

use crate::rules::{BeltShift, Board, Move, Square};
use crate::ui::board::geometry::{cell_of, screen_order};
use crate::ui::board::motion::Motion;
use crate::ui::board::view::band::{band, BandKind};
use crate::ui::board::view::cell::GridCell;
use crate::ui::board::view::exits::exits;
use crate::ui::board::view::square::{piece_content, square_class, SquareMarks};
use yew::prelude::*;

/// How the squares take input.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Input {
    /// None: a picture (the diagrams). Its caller names the whole board for
    /// screen readers.
    #[default]
    Picture,
    /// A WAI-ARIA grid (the game board): rows of grid cells, one tab stop on
    /// `focus`, each cell named by `labels` (in square index order). The
    /// caller's board element takes the pointer and the keys.
    Grid {
        /// The square the keyboard is on (the grid's one tab stop).
        focus: Square,
        /// Each square's name for screen readers, by square index.
        labels: std::rc::Rc<Vec<AttrValue>>,
    },
    /// Each square an element of the caller's, given the square, its
    /// classes and its content (the editor's buttons): so that what only one
    /// page needs stays in that page's wasm.
    Own(Callback<OwnSquare, Html>),
}

/// What [`Input::Own`] makes a square's element of.
pub struct OwnSquare {
    /// The square.
    pub square: Square,
    /// Its classes (colour and marks): the element's.
    pub class: Classes,
    /// The piece on it, drawn.
    pub content: Html,
}

/// Properties of [`BoardRender`].
#[derive(Properties, PartialEq)]
pub struct BoardRenderProps {
    /// The pieces.
    pub board: Board,
    /// Black at the bottom.
    #[prop_or_default]
    pub flipped: bool,
    /// How the squares take input.
    #[prop_or_default]
    pub input: Input,
    /// The highlights.
    #[prop_or_default]
    pub marks: SquareMarks,
    /// Rank and file letters along the left and bottom edges.
    #[prop_or_default]
    pub coords: bool,
    /// The pieces to slide to where they are now (and the copies leaving by
    /// the far edge of a belt); empty for a still board.
    #[prop_or_default]
    pub motion: Motion,
    /// Whether the belt's slides wait for the normal move's.
    #[prop_or_default]
    pub belt_delay: bool,
    /// Belt shifts drawn as bands across the board (the game board's way).
    #[prop_or_default]
    pub bands: Vec<(BeltShift, BandKind)>,
    /// Normal moves drawn as arrows (a diagram's way).
    #[prop_or_default]
    pub arrows: Vec<Move>,
    /// The player's own circles and arrows.
    #[prop_or_default]
    pub drawn: Vec<crate::ui::board::drawing::Shape>,
}

/// One square, as its input wants it.
fn square(props: &BoardRenderProps, sq: Square) -> Html {
    let bits = props.marks.bits(sq);
    let piece = props.board.piece_at(sq);
    let slide = props.motion.slide_at(sq);
    if let Input::Grid { focus, labels } = &props.input {
        // A component per square: drawn again only when its own part changes.
        return html! {
            <GridCell key={sq.index()} square={sq} {piece} marks={bits} focus={sq == *focus}
                      label={labels.get(usize::from(sq.index())).cloned()}
                      slide={slide.map(|sl| (*sl, props.motion.seq))} flipped={props.flipped}
                      belt_delay={props.belt_delay} />
        };
    }
    let class = square_class(sq, bits);
    let content = piece_content(
        sq,
        piece,
        slide.map(|sl| (sl, props.motion.seq)),
        props.flipped,
        props.belt_delay,
        true,
    );
    match &props.input {
        Input::Own(make) => make.emit(OwnSquare {
            square: sq,
            class,
            content,
        }),
        _ => {
            let name = sq.to_string();
            html! {
                <div key={name.clone()} class={classes!(class, "mini-sq")} data-square={name}>{ content }</div>
            }
        }
    }
}

/// The rank letters down the left edge and the file letters along the
/// bottom, over the squares: for the eyes only, since each square's own name
/// says where it is (and text inside a square would have to be part of it).
fn coordinates(flipped: bool) -> Html {
    let ranks = (0..8).map(|row| screen_order(flipped).nth(row * 8).map(|sq| sq.rank().char()));
    let files = screen_order(flipped).skip(56).map(|sq| sq.file().char());
    html! {
        <>
            <div class="coords ranks" aria-hidden="true">{ for ranks.flatten().map(|c| html! { <span>{ c }</span> }) }</div>
            <div class="coords files" aria-hidden="true">{ for files.map(|c| html! { <span>{ c }</span> }) }</div>
        </>
    }
}

/// The centre of `sq` on a 0..80 drawing of the board.
fn centre(flipped: bool, sq: Square) -> (i32, i32) {
    let cell = cell_of(flipped, sq);
    (cell.col as i32 * 10 + 5, cell.row as i32 * 10 + 5)
}

/// A diagram's arrows: the normal moves, the head's tip on the centre of
/// the square the piece goes to (a castling king's, not its rook's). The
/// belt shifts are bands, with their tags outside the board (the diagram's
/// frame): no line through the pieces.
fn arrows(props: &BoardRenderProps) -> Html {
    let flipped = props.flipped;
    let moves = props.arrows.iter().map(|m| {
        let (x1, y1) = centre(flipped, m.from);
        let (x2, y2) = centre(flipped, m.to);
        html! { <line class="mini-arrow" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} marker-end="url(#mini-head)" /> }
    });
    html! {
        <svg class="mini-overlay" viewBox="0 0 80 80" aria-hidden="true">
            <defs>
                <marker id="mini-head" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="3" markerHeight="3" orient="auto-start-reverse">
                    <path d="M0 0 L10 5 L0 10 z" />
                </marker>
            </defs>
            { for moves }
        </svg>
    }
}

/// The squares and what is drawn over them (see the module's doc).
#[component]
pub fn BoardRender(props: &BoardRenderProps) -> Html {
    let flipped = props.flipped;
    let squares: Vec<Html> = screen_order(flipped).map(|sq| square(props, sq)).collect();
    let squares = if matches!(props.input, Input::Grid { .. }) {
        // Rows for the grid's structure only: `display: contents` keeps the 8x8 layout.
        squares
            .chunks(8)
            .enumerate()
            .map(|(row, cells)| {
                html! { <div key={format!("row-{row}")} role="row" class="board-row">{ for cells.iter().cloned() }</div> }
            })
            .collect()
    } else {
        squares
    };
    let leaving = if props.motion.slides.is_empty() {
        Html::default()
    } else {
        exits(&props.motion, &props.board, flipped, props.belt_delay)
    };
    let drawn = !props.arrows.is_empty();
    html! {
        <>
            { for squares }
            if props.coords { { coordinates(flipped) } }
            // In boxes of their own, so that their coming and going never
            // makes Yew rebuild the rows (the focused square would lose focus).
            <div class="board-exits">{ leaving }</div>
            <div class="board-bands">{ for props.bands.iter().map(|&(shift, kind)| band(shift, kind, flipped)) }</div>
            if drawn { { arrows(props) } }
            { crate::ui::board::view::drawn::drawn(&props.drawn, flipped) }
        </>
    }
}
