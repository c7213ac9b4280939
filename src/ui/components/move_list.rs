//! The move list in display notation, numbered as chess sites number moves,
//! with the result at the end; a click shows that position, the wheel over
//! it steps through the game.

use crate::ui::state::Action;
use crate::ui::store::use_store;
use yew::prelude::*;

/// Moves numbered in pairs, each a button with `data-ply` (the number of
/// turns played after it), plus the start and the result.
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
    let current = s.view.map_or(moves.len(), |v| v.ply);
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
    // A game from a FEN may start with Black to move: its first row is "N… move".
    let start = s.game.start();
    let black_first = start.turn() == crate::rules::Color::Black;
    let offset = usize::from(black_first);
    let rows = (0..(moves.len() + offset).div_ceil(2)).map(|row| {
        let number = start.fullmoves() as usize + row;
        let cells = (0..2).map(|col| {
            let index = (2 * row + col).checked_sub(offset);
            match index.and_then(|i| moves.get(i).map(|m| (i, m))) {
                Some((i, text)) => entry(i + 1, text.clone()),
                None => html! { <span class="ply empty" aria-hidden="true">{ if index.is_none() { "…" } else { "" } }</span> },
            }
        });
        html! {
            <li key={row}>
                <span class="num">{ format!("{number}.") }</span>
                { for cells }
            </li>
        }
    });
    let onwheel = {
        let store = store.clone();
        Callback::from(move |e: WheelEvent| {
            if e.delta_y().abs() > 0.0 {
                e.prevent_default();
                store.dispatch(Action::Step(if e.delta_y() > 0.0 { 1 } else { -1 }));
            }
        })
    };
    let result = s.outcome().map(|o| {
        html! { <li class="result-line" data-result-line="">{ format!("{} · {o}", o.result.pgn()) }</li> }
    });
    html! {
        <section class="moves" aria-label="Moves">
            <div class="moves-head">
                <h2>{ "Moves" }</h2>
                { entry(0, "Start".into()) }
            </div>
            <ol class="move-list" ref={list} {onwheel}>{ for rows }{ for result }</ol>
        </section>
    }
}
