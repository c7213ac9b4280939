//! An embedded board's side of the conversation with its parent page:
//! `ready` once, `move` after each turn, `gameover` at the end; and the
//! parent's `setPosition` and `newGame` commands, from the parent window
//! only (a malformed one is ignored). Does nothing outside an embed. And,
//! for any embedded page, its content height ([`use_auto_height`]).

use crate::ui::game::embed::{auto_height, command, embed_id, events_since, is_embed, parent_origin, ready, Outgoing};
use crate::ui::game::link::query;
use crate::ui::game::state::Action;
use crate::ui::store::hooks::GameHandle;
use crate::ui::web::address::query_and_fragment;
use crate::ui::web::frame::{incoming, post, HeightWatch};
use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Talks to the parent page for `store` when `embed`.
#[hook]
pub fn use_embed(store: &GameHandle, embed: bool) {
    let target = use_memo((), |_| {
        let search = query(&query_and_fragment().0);
        (embed_id(&search), parent_origin(&search))
    });
    // What the parent has been told: turns and whether the game was over.
    let told = use_mut_ref(|| (store.0.board.game.turns().len(), store.0.board.outcome().is_some()));
    // The settings the listener needs: it outlives the render it was made in.
    let current = use_mut_ref(|| (store.0.board.settings, store.0.board.flipped));
    *current.borrow_mut() = (store.0.board.settings, store.0.board.flipped);
    {
        let store = store.clone();
        let target = target.clone();
        use_effect_with((), move |_| {
            let listener = embed.then(|| {
                post(target.0.as_deref(), target.1.as_deref(), &ready(&store.0.board));
                EventListener::new(&gloo::utils::window(), "message", move |event| {
                    let Some(message) = event.dyn_ref::<web_sys::MessageEvent>().and_then(incoming) else {
                        return;
                    };
                    let (settings, flipped) = *current.borrow();
                    if let Some(loaded) = command(&message, &settings, flipped) {
                        store.dispatch(Action::Load(Box::new(loaded)));
                    }
                })
            });
            move || drop(listener)
        });
    }
    let turns = store.0.board.game.turns().len();
    let over = store.0.board.outcome().is_some();
    let last = store.0.board.game.turns().last().map(|t| t.machine());
    let store = store.clone();
    use_effect_with((turns, over, last), move |_| {
        if embed {
            let (mut seen, mut was_over) = *told.borrow();
            // Turns taken back (undo, a new position) are not news.
            seen = seen.min(turns);
            was_over &= over;
            // The sentence for people in the board's language; `result` and
            // `reason` stay keys for the host's code.
            for event in events_since(&store.0, seen, was_over, |o| crate::ui::words::types::outcome(*o)) {
                post(target.0.as_deref(), target.1.as_deref(), &event);
            }
            *told.borrow_mut() = (turns, over);
        }
    });
}

/// With `height=auto` in an embed, tells the parent page the content height
/// whenever it changes (a `resize` event), so that embed.js can size the
/// iframe to it. Does nothing otherwise.
#[hook]
pub fn use_auto_height() {
    use_effect_with((), |_| {
        let search = query(&query_and_fragment().0);
        let watch = (is_embed(&search) && auto_height(&search)).then(|| {
            let (id, origin) = (embed_id(&search), parent_origin(&search));
            HeightWatch::start(move |height| post(id.as_deref(), origin.as_deref(), &Outgoing::Resize { height }))
        });
        move || drop(watch)
    });
}
