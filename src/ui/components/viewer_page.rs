//! A game viewer for a rules page (`?embed=1&view=1` with a game): the board
//! read-only with the last turn marked, the history buttons (|< < > >|) and
//! keys, the turn shown, and its PGN comment as a caption. Comments and
//! problems are untrusted text: Yew writes them as text, never as markup.

use super::{BoardView, HistoryNav, HistoryNavProps};
use crate::ui::formats::clock_link::{spent_words, turn_times};
use crate::ui::formats::viewer::{viewer_loaded, Viewer};
use crate::ui::hooks::{link_lang, use_keys, use_language, use_viewer, ViewerText};
use crate::ui::state::{Action, BoardAction, State};
use crate::ui::store::{use_game_store, StoreProvider};
use crate::ui::words;
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
        let (annotated, flipped, ply) = (v.annotated.clone(), v.flipped, v.ply);
        use_game_store(move || {
            let mut state = State::load(viewer_loaded(&annotated, flipped));
            state.read_only = true;
            state.apply(Action::Board(BoardAction::View(ply)));
            state
        })
    };
    let text = use_reducer(|| ViewerText {
        annotated: v.annotated.clone(),
        problems: v.problems.clone(),
    });
    use_viewer(&store, &text, v.ply, v.autoplay);
    use_keys(&board);
    // Issue 24: the viewer speaks the language its host asks for (lang=, data-lang).
    use_language(&board, link_lang(), store.dispatcher().reform(Action::Notify));
    let s = &store.0;
    let ply = s.board.view.map_or(s.board.game.turns().len(), |p| p.ply);
    let caption = text.annotated.comment(ply).map(str::to_string);
    // The time the shown turn took, from the PGN's clocks (issue 25).
    let took = turn_times(&text.annotated).get(ply).copied().flatten();
    html! {
        <StoreProvider store={board.clone()}>
            <main class={classes!("viewer", s.board.settings.start.variant().has_belts().then_some("full-belt"))} data-viewer="">
                <BoardView live={s.interactive()} />
                <div class="viewer-bar">
                    <HistoryNav ..HistoryNavProps::of(&s.board) />
                    <p class="viewer-turn" data-viewer-turn="">{ words::viewer_turn(&s.board) }</p>
                    if let Some(ms) = took {
                        <p class="viewer-time" data-turn-time={ms.to_string()}>{ crate::ui::hooks::tr(&crate::i18n::msg::viewer_time(&spent_words(ms))) }</p>
                    }
                </div>
                if let Some(caption) = caption {
                    <p class="viewer-caption" data-caption="" aria-live="polite">{ caption }</p>
                }
                if !text.problems.is_empty() {
                    <p class="viewer-problems" data-notice="" role="alert">{ words::left_out(&text.problems) }</p>
                }
            </main>
        </StoreProvider>
    }
}
