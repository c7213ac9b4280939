//! A game viewer's effects: `ready` to the framing page, and its `loadPgn`
//! command (from the parent window only; a PGN that does not read is shown
//! as a problem, the game stays); and autoplay, one half turn per pause
//! until the end (a step back by hand plays on from there).

use crate::rules::AnnotatedGame;
use crate::ui::formats::embed::{embed_id, parent_origin, ready};
use crate::ui::formats::link::{query, LinkError};
use crate::ui::formats::viewer::{pgn_command, viewer_loaded};
use crate::ui::state::{Action, BoardAction};
use crate::ui::store::GameHandle;
use crate::ui::web::address::query_and_fragment;
use crate::ui::web::frame::{incoming, post};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a viewer shows besides the board: the game's comments, and the
/// parameters (or the parent's PGN) left out.
#[derive(Clone, Debug)]
pub struct ViewerText {
    /// The game shown, with its comments.
    pub annotated: AnnotatedGame,
    /// What could not be used, each named.
    pub problems: Vec<LinkError>,
}

impl Reducible for ViewerText {
    /// A PGN from the parent page: its game, or why it cannot be read.
    type Action = Result<AnnotatedGame, LinkError>;

    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        Rc::new(match action {
            Ok(annotated) => ViewerText {
                annotated,
                problems: Vec::new(),
            },
            Err(problem) => ViewerText {
                annotated: self.annotated.clone(),
                problems: vec![problem],
            },
        })
    }
}

/// Runs the viewer's effects for `store`: a PGN from the parent replaces
/// the game and `text` (opened at turn `ply`, as far as it goes), a PGN that
/// does not read only adds its problem; `autoplay` is the pause in ms.
#[hook]
pub fn use_viewer(store: &GameHandle, text: &UseReducerHandle<ViewerText>, ply: usize, autoplay: Option<u32>) {
    {
        let store = store.clone();
        let text = text.clone();
        use_effect_with((), move |_| {
            let search = query(&query_and_fragment().0);
            post(
                embed_id(&search).as_deref(),
                parent_origin(&search).as_deref(),
                &ready(&store.0),
            );
            let listener = EventListener::new(&gloo::utils::window(), "message", move |event| {
                let Some(message) = event.dyn_ref::<web_sys::MessageEvent>().and_then(incoming) else {
                    return;
                };
                match pgn_command(&message) {
                    Some(Ok(annotated)) => {
                        let turns = annotated.game.turns().len();
                        let loaded = viewer_loaded(&annotated, store.0.board.flipped);
                        store.dispatch(Action::Load(Box::new(loaded)));
                        store.dispatch(Action::Board(BoardAction::View(ply.min(turns))));
                        text.dispatch(Ok(annotated));
                    }
                    Some(Err(problem)) => text.dispatch(Err(problem)),
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
            .map(|ms| Timeout::new(ms, move || store.dispatch(Action::Board(BoardAction::Step(1)))));
        move || drop(next)
    });
}
