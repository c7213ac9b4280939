//! The move box: a whole turn typed in display or machine form.

use crate::rules::{Color, Turn};
use crate::ui::state::{Action, State};
use crate::ui::store::use_dispatch;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Properties of [`MoveInput`].
#[derive(Properties, PartialEq)]
pub struct MoveInputProps {
    /// The turns played and the last: on an analysis board a turn may replace one.
    pub played: (usize, Option<Turn>),
    /// An example for the side to move, in the game being played.
    pub example: &'static str,
}

impl MoveInputProps {
    /// The slice of `s` the box depends on.
    pub fn of(s: &State) -> MoveInputProps {
        let black = s.position().turn() == Color::Black;
        MoveInputProps {
            played: (s.game.turns().len(), s.game.turns().last().copied()),
            example: match (s.settings.start.variant().has_belts(), black) {
                (true, false) => "Nf3 f+4",
                (true, true) => "Nc6 c-1",
                (false, false) => "Nf3",
                (false, true) => "Nc6",
            },
        }
    }
}

/// A text box that plays a typed turn (`Nf3 f+4`, `g1f3 f+4`, `Kxb2`).
/// Refusals appear on the status line's error row.
#[component]
pub fn MoveInput(props: &MoveInputProps) -> Html {
    let dispatch = use_dispatch();
    let input = use_node_ref();
    let (played, example) = (props.played, props.example);
    // Empty the box once a turn is played (a refused text stays, to be corrected).
    {
        let input = input.clone();
        use_effect_with(played, move |_| {
            if let Some(el) = input.cast::<HtmlInputElement>() {
                el.set_value("");
            }
        });
    }
    let onsubmit = {
        let input = input.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(el) = input.cast::<HtmlInputElement>() {
                dispatch.emit(Action::Typed(el.value()));
            }
        })
    };
    html! {
        <form class="move-input" {onsubmit}>
            <label for="move-box">{ "Type a turn" }</label>
            <div class="row">
                <input id="move-box" ref={input} type="text" data-input="move" autocomplete="off"
                       autocapitalize="off" spellcheck="false" placeholder={example} />
                <button type="submit">{ "Play" }</button>
            </div>
        </form>
    }
}
