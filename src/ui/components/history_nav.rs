//! Moving through the game: to the start, a half turn back, a half turn on,
//! to the live game (|< < > >|), and replaying the last turn shown.

use crate::ui::state::Action;
use crate::ui::store::{on_click, use_store};
use yew::prelude::*;

/// The history buttons (`data-action` first, prev, next, last, replay).
#[component]
pub fn HistoryNav() -> Html {
    let store = use_store();
    let s = &store.0;
    let send = |action: Action| on_click(&store, action);
    let at_start = s.view.is_some_and(|v| v.ply == 0 && !v.half) || s.game.turns().is_empty();
    let live = s.view.is_none();
    let keys = s.keyboard;
    let title = |words: &str, key: &str| {
        if keys {
            format!("{words} ({key})")
        } else {
            words.to_string()
        }
    };
    html! {
        <nav class="history-nav" aria-label="Move through the game">
            <button type="button" data-action="first" disabled={at_start} aria-label="Go to the start"
                    title={title("Go to the start", "Home")} onclick={send(Action::First)}>{ "|‹" }</button>
            <button type="button" data-action="prev" disabled={at_start} aria-label="Back half a turn"
                    title={title("Back: the normal move, then the belt", "←")} onclick={send(Action::Step(-1))}>{ "‹" }</button>
            <button type="button" data-action="next" disabled={live} aria-label="Forward half a turn"
                    title={title("Forward: the normal move, then the belt", "→")} onclick={send(Action::Step(1))}>{ "›" }</button>
            <button type="button" data-action="last" disabled={live} aria-label="Go to the live game"
                    title={title("Go to the live game", "End")} onclick={send(Action::Last)}>{ "›|" }</button>
            <button type="button" data-action="replay" disabled={s.last_turn().is_none()}
                    title={title("Replay the last turn: the normal move, then the belt", "r")} onclick={send(Action::Replay)}>
                { "Replay turn" }
            </button>
        </nav>
    }
}
