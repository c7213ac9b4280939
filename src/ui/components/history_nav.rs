//! Moving through the game: to the start, a half turn back, a half turn on,
//! to the live game (|< < > >|), and replaying the last turn shown.

use crate::ui::state::{Action, State};
use crate::ui::store::{send_on_click, use_dispatch};
use yew::prelude::*;

/// Properties of [`HistoryNav`]: what its buttons depend on.
#[derive(Properties, PartialEq)]
pub struct HistoryNavProps {
    /// The start is shown (or there is nothing before the live position).
    pub at_start: bool,
    /// The live position is shown.
    pub live: bool,
    /// The page names keys.
    pub keyboard: bool,
    /// A turn was played that can be replayed.
    pub can_replay: bool,
}

impl HistoryNavProps {
    /// The slice of `s` the buttons show.
    pub fn of(s: &State) -> HistoryNavProps {
        HistoryNavProps {
            at_start: s.view.is_some_and(|v| v.ply == 0 && !v.half) || s.game.turns().is_empty(),
            live: s.view.is_none(),
            keyboard: s.keyboard,
            can_replay: s.last_turn().is_some(),
        }
    }
}

/// The history buttons (`data-action` first, prev, next, last, replay).
#[component]
pub fn HistoryNav(props: &HistoryNavProps) -> Html {
    let dispatch = use_dispatch();
    let send = |action: Action| send_on_click(&dispatch, action);
    let (at_start, live, keys) = (props.at_start, props.live, props.keyboard);
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
            <button type="button" data-action="replay" disabled={!props.can_replay}
                    title={title("Replay the last turn: the normal move, then the belt", "r")} onclick={send(Action::Replay)}>
                { "Replay turn" }
            </button>
        </nav>
    }
}
