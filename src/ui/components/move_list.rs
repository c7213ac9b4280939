//! The move list in display notation; a click shows that position.

use crate::ui::app::use_store;
use crate::ui::state::Action;
use yew::prelude::*;

/// Moves numbered in pairs, each a button with `data-ply` (the number of
/// turns played after it), plus the start.
#[component]
pub fn MoveList() -> Html {
    let store = use_store();
    let s = &store.0;
    let moves = s.game.display_moves();
    let list = use_node_ref();
    // Keep the newest move in sight.
    {
        let list = list.clone();
        use_effect_with(moves.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    let current = s.view.unwrap_or(moves.len());
    let start = s.game.start();
    let entry = |ply: usize, text: String| {
        let store = store.clone();
        let onclick = Callback::from(move |_| store.dispatch(Action::View(ply)));
        html! {
            <button type="button" class={classes!("ply", (ply == current).then_some("current"))}
                    data-ply={ply.to_string()} aria-current={(ply == current).then_some("step")} {onclick}>
                { text }
            </button>
        }
    };
    // Every game starts from one of the four setups, all with White to move.
    let rows = moves.chunks(2).enumerate().map(|(row, pair)| {
        let number = start.fullmoves() as usize + row;
        html! {
            <li key={row}>
                <span class="num">{ format!("{number}.") }</span>
                { for pair.iter().enumerate().map(|(i, text)| entry(2 * row + i + 1, text.clone())) }
            </li>
        }
    });
    html! {
        <section class="moves" aria-label="Moves">
            <div class="moves-head">
                <h2>{ "Moves" }</h2>
                { entry(0, "Start".into()) }
            </div>
            <ol class="move-list" ref={list}>{ for rows }</ol>
        </section>
    }
}
