//! A diagram for a rules page (`?embed=1&view=1&fen=...`): the position with
//! its arrows, belt bands and marked squares, and a caption, with no
//! controls. The caption is untrusted text: Yew writes it as text, never as
//! markup.

use crate::i18n::{msg, t};
use crate::ui::board::view::mini_board::MiniBoard;
use crate::ui::game::words;
use crate::ui::settings::hooks::lang::use_page_language;
use crate::ui::viewer::diagram::Diagram;
use yew::prelude::*;

/// Properties of [`DiagramPage`].
#[derive(Properties, PartialEq)]
pub struct DiagramPageProps {
    /// The diagram, checked.
    pub diagram: Diagram,
}

/// The whole page of a diagram.
#[component]
pub fn DiagramPage(props: &DiagramPageProps) -> Html {
    // The label read for the board in the language asked for.
    use_page_language();
    let d = &props.diagram;
    let label = d.caption.clone().unwrap_or_else(|| t(msg::diagram_label()));
    html! {
        <main class="diagram-page">
            <MiniBoard board={d.board} arrows={d.arrows.clone()} belts={d.belts.clone()} marks={d.marks.clone()}
                       flipped={d.flipped} label={label} />
            if let Some(caption) = &d.caption {
                <p class="diagram-caption" data-caption="">{ caption.clone() }</p>
            }
            if !d.problems.is_empty() {
                <p class="diagram-problems" data-notice="">
                    { words::left_out(&d.problems) }
                </p>
            }
        </main>
    }
}
