//! Moving through the game: to the start, a half turn back, a half turn on,
//! to the live game (|< < > >|), and replaying the last turn shown.

use crate::i18n::{msg, t, Text};
use crate::ui::board::state::{Board, BoardAction};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::{send_on_click, use_dispatch};
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
    /// The page's language (its titles are drawn again in a new one).
    pub lang: &'static str,
}

impl HistoryNavProps {
    /// The slice of `s` the buttons show.
    pub fn of(s: &Board) -> HistoryNavProps {
        HistoryNavProps {
            at_start: s.view.is_some_and(|v| v.ply == 0 && !v.half) || s.game.turns().is_empty(),
            live: s.view.is_none(),
            keyboard: s.keyboard,
            can_replay: s.last_turn().is_some(),
            lang: crate::i18n::current::lang(),
        }
    }
}

/// The history buttons (`data-action` first, prev, next, last, replay).
#[component]
pub fn HistoryNav(props: &HistoryNavProps) -> Html {
    let dispatch = use_dispatch();
    let send = |action: BoardAction| send_on_click(&dispatch, action);
    let (at_start, live, keys) = (props.at_start, props.live, props.keyboard);
    let title = |words: Text, key: &str| {
        let words = t(&words);
        if keys {
            t(&msg::with_key(&words, key))
        } else {
            words
        }
    };
    html! {
        <nav class="history-nav" aria-label={tr(msg::history_label())}>
            <button type="button" data-action="first" disabled={at_start} aria-label={tr(msg::history_first())}
                    title={title(*msg::history_first(), &t(msg::key_home()))} onclick={send(BoardAction::First)}>{ "|‹" }</button>
            <button type="button" data-action="prev" disabled={at_start} aria-label={tr(msg::history_prev())}
                    title={title(*msg::history_prev_title(), "←")} onclick={send(BoardAction::Step(-1))}>{ "‹" }</button>
            <button type="button" data-action="next" disabled={live} aria-label={tr(msg::history_next())}
                    title={title(*msg::history_next_title(), "→")} onclick={send(BoardAction::Step(1))}>{ "›" }</button>
            <button type="button" data-action="last" disabled={live} aria-label={tr(msg::history_last())}
                    title={title(*msg::history_last(), &t(msg::key_end()))} onclick={send(BoardAction::Last)}>{ "›|" }</button>
            <button type="button" data-action="replay" disabled={!props.can_replay}
                    title={title(*msg::history_replay_title(), "r")} onclick={send(BoardAction::Replay)}>
                { tr(msg::history_replay()) }
            </button>
        </nav>
    }
}
