//! The move box: a whole turn typed in display or machine form.

use crate::i18n::msg;
use crate::ui::board::state::BoardAction;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::use_store;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A text box that plays a typed turn (`Nf3 f+4`, `g1f3 f+4`, `Kxb2`).
/// Refusals appear on the status line's error row.
#[component]
pub fn MoveInput() -> Html {
    let store = use_store();
    let input = use_node_ref();
    // The turns played and the last: on an analysis board a turn may replace one.
    let played = (store.0.game.turns().len(), store.0.game.turns().last().copied());
    // An example for the side to move, in the game being played.
    let black = store.0.position().turn() == crate::rules::Color::Black;
    let example = match (store.0.settings.start.variant().has_belts(), black) {
        (true, false) => "Nf3 f+4", // not words: notation
        (true, true) => "Nc6 c-1",  // not words: notation
        (false, false) => "Nf3",    // not words: notation
        (false, true) => "Nc6",     // not words: notation
    };
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
                store.dispatch(BoardAction::Typed(el.value()));
            }
        })
    };
    html! {
        <form class="move-input" {onsubmit}>
            <label for="move-box">{ tr(msg::move_box_label()) }</label>
            <div class="row">
                <input id="move-box" ref={input} type="text" data-input="move" autocomplete="off"
                       autocapitalize="off" spellcheck="false" placeholder={example} />
                <button type="submit">{ tr(msg::move_box_play()) }</button>
            </div>
        </form>
    }
}
