//! A game viewer's effects: `ready` to the framing page, and its `loadPgn`
//! command (from the parent window only; a PGN that does not read is shown
//! as a problem, the game stays); and autoplay, one half turn per pause
//! until the end (a step back by hand plays on from there).

use crate::ui::board::state::BoardAction;
use crate::ui::game::embed::{embed_id, parent_origin, ready};
use crate::ui::game::link::query;
use crate::ui::store::hooks::ViewerHandle;
use crate::ui::viewer::address::{pgn_command, viewer_loaded};
use crate::ui::viewer::state::ViewerAction;
use crate::ui::web::address::query_and_fragment;
use crate::ui::web::frame::{incoming, post};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Runs the viewer's effects for `store`: a PGN from the parent replaces
/// the game (opened at turn `ply`, as far as it goes), a PGN that does not
/// read only shows its problem; `autoplay` is the pause in ms.
#[hook]
pub fn use_viewer(store: &ViewerHandle, ply: usize, autoplay: Option<u32>) {
    {
        let store = store.clone();
        use_effect_with((), move |_| {
            let search = query(&query_and_fragment().0);
            post(
                embed_id(&search).as_deref(),
                parent_origin(&search).as_deref(),
                &ready(&store.0.board),
            );
            let listener = EventListener::new(&gloo::utils::window(), "message", move |event| {
                let Some(message) = event.dyn_ref::<web_sys::MessageEvent>().and_then(incoming) else {
                    return;
                };
                match pgn_command(&message) {
                    Some(Ok(annotated)) => {
                        let turns = annotated.game.turns().len();
                        // The reducer keeps the board turned as it is now.
                        let loaded = viewer_loaded(&annotated, false);
                        store.dispatch(ViewerAction::Load(Box::new(loaded), Rc::new(annotated)));
                        store.dispatch(ViewerAction::Board(BoardAction::View(ply.min(turns))));
                    }
                    Some(Err(problem)) => store.dispatch(ViewerAction::Refused(problem)),
                    None => {}
                }
            });
            move || drop(listener)
        });
    }
    let view = store.0.board.view;
    let store = store.clone();
    use_effect_with(view, move |view| {
        let next = autoplay
            .filter(|_| view.is_some())
            .map(|ms| Timeout::new(ms, move || store.dispatch(ViewerAction::Board(BoardAction::Step(1)))));
        move || drop(next)
    });
}
