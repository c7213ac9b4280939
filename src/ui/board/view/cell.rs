//! One square of the game board's grid, as a component of its own: of the
//! 64, an action draws again only those whose piece, marks, name, focus or
//! slide changed (a belt shift redraws its 8, a click in the move list the
//! squares whose piece differs).

use crate::i18n::msg;
use crate::rules::{Piece, Square};
use crate::ui::board::view::square::{piece_content, square_class, Mark};
use crate::ui::board::{motion::Slide, state::Board};
use crate::ui::settings::hooks::lang::tr;
use yew::prelude::*;

/// Properties of [`GridCell`].
#[derive(Properties, PartialEq)]
pub(crate) struct GridCellProps {
    /// The square.
    pub square: Square,
    /// The piece on it.
    pub piece: Option<Piece>,
    /// Its marks (one bit per [`Mark`]).
    pub marks: u16,
    /// Whether it holds the grid's one tab stop.
    pub focus: bool,
    /// Its name for screen readers.
    pub label: Option<AttrValue>,
    /// The piece's slide to it and the motion's count, when it just moved.
    pub slide: Option<(Slide, u32)>,
    /// Black at the bottom (the slide's direction on screen).
    pub flipped: bool,
    /// Whether the belt's slides wait for the normal move's.
    pub belt_delay: bool,
}

/// A grid cell (`data-square`, `data-piece`, `data-last`, `data-pending`, `data-danger`).
#[component]
pub(crate) fn GridCell(props: &GridCellProps) -> Html {
    let sq = props.square;
    let has = |mark: Mark| mark.is_in(props.marks);
    // A move's two ends as a hook: `to` wins where both meet.
    let end = |to: Mark, from: Mark| {
        if has(to) {
            Some("to")
        } else {
            has(from).then_some("from")
        }
    };
    let last = end(Mark::LastTo, Mark::LastFrom);
    // The normal move being built in the belt phase.
    let pending = end(Mark::PendingTo, Mark::PendingFrom);
    let (danger, selected) = (has(Mark::Danger), has(Mark::Selected));
    let class = square_class(sq, props.marks);
    let slide = props.slide.as_ref().map(|(sl, seq)| (sl, *seq));
    html! {
        <div class={class} data-square={sq.to_string()}
             data-piece={props.piece.map(Board::piece_code)} data-last={last} data-pending={pending}
             data-danger={danger.then_some("")} title={danger.then(|| tr(msg::danger_title()))}
             role="gridcell" tabindex={if props.focus { "0" } else { "-1" }}
             aria-label={props.label.clone()}
             aria-selected={selected.then_some("true")}>
            { piece_content(sq, props.piece, slide, props.flipped, props.belt_delay, false) }
        </div>
    }
}
