//! A game viewer for a rules page (`?embed=1&view=1` with a game): the board
//! read-only with the last turn marked, the history buttons (|< < > >|) and
//! keys, the turn shown, and its PGN comment as a caption. Comments and
//! problems are untrusted text: Yew writes them as text, never as markup.

use crate::ui::board::view::{
    history_nav::{HistoryNav, HistoryNavProps},
    BoardView,
};
use crate::ui::game::clock::link::{spent_words, turn_times};
use crate::ui::game::words;
use crate::ui::store::hooks::{use_page_store, StoreProvider};
use crate::ui::viewer::address::{viewer_loaded, Viewer};
use crate::ui::viewer::state::{ViewerAction, ViewerState};
use crate::ui::{
    game::hooks::keys::use_keys,
    settings::hooks::lang::{link_lang, use_language},
    viewer::hooks::use_viewer,
};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`ViewerPage`].
#[derive(Properties, PartialEq)]
pub struct ViewerPageProps {
    /// The viewer, checked.
    pub viewer: Viewer,
}

/// The whole page of a game viewer (`data-viewer`).
#[component]
pub fn ViewerPage(props: &ViewerPageProps) -> Html {
    let v = &props.viewer;
    let (store, board) = {
        let (annotated, flipped, ply, problems) = (v.annotated.clone(), v.flipped, v.ply, v.problems.clone());
        use_page_store(move || {
            let loaded = viewer_loaded(&annotated, flipped);
            ViewerState::open(loaded, Rc::new(annotated), problems, ply)
        })
    };
    use_viewer(&store, v.ply, v.autoplay);
    use_keys(&board);
    // The viewer speaks the language its host asks for (lang=, data-lang);
    // one that cannot be loaded is said with the problems.
    use_language(&board, link_lang(), store.dispatcher().reform(ViewerAction::Notify));
    let s = &store.0;
    let ply = s.ply();
    let caption = s.annotated.comment(ply).map(str::to_string);
    // The time the shown turn took, from the PGN's clocks.
    let took = turn_times(&s.annotated).get(ply).copied().flatten();
    let problems = (!s.problems.is_empty()).then(|| words::left_out(&s.problems));
    let said = problems
        .into_iter()
        .chain(s.notice.as_ref().map(words::notice))
        .collect::<Vec<_>>();
    html! {
        <StoreProvider store={board.clone()}>
            <main class={classes!("viewer", s.board.settings.start.variant().has_belts().then_some("full-belt"))} data-viewer="">
                <BoardView live={false} />
                <div class="viewer-bar">
                    <HistoryNav ..HistoryNavProps::of(&s.board) />
                    <p class="viewer-turn" data-viewer-turn="">{ words::viewer_turn(&s.board) }</p>
                    if let Some(ms) = took {
                        <p class="viewer-time" data-turn-time={ms.to_string()}>{ crate::ui::settings::hooks::lang::tr(&crate::i18n::msg::viewer_time(&spent_words(ms))) }</p>
                    }
                </div>
                if let Some(caption) = caption {
                    <p class="viewer-caption" data-caption="" aria-live="polite">{ caption }</p>
                }
                if !said.is_empty() {
                    <p class="viewer-problems" data-notice="" role="alert">{ said.join(" ") }</p>
                }
            </main>
        </StoreProvider>
    }
}
