//! The analysis board (`studio.html?analysis=1` with a game): the board,
//! on which either side may play any legal turn, with an evaluation bar;
//! the engine's panel; the history and the move list. The engine starts at
//! once and follows the position shown.

use super::{AnalysisPanel, BeltBar, BoardView, EvalBar, HistoryNav, MoveInput, MoveList, Notice, StatusLine};
use crate::ui::hooks::{stored_prefs, use_engine, use_engine_keys, use_keys};
use crate::ui::loaded::Loaded;
use crate::ui::settings::{Mode, Settings};
use crate::ui::state::{Action, Analysis, State};
use crate::ui::store::{on_click, Store, StoreProvider};
use yew::prelude::*;

/// Properties of [`AnalysisPage`].
#[derive(Properties, PartialEq)]
pub struct AnalysisPageProps {
    /// The game to analyse.
    pub loaded: Loaded,
    /// The position to show first: after this many turns (the last if `None`).
    pub ply: Option<usize>,
}

/// The analysis board.
#[component]
pub fn AnalysisPage(props: &AnalysisPageProps) -> Html {
    let store = {
        let loaded = props.loaded.clone();
        let ply = props.ply;
        use_reducer(move || {
            // Both sides are the user's: the AI never plays on this board.
            let settings = Settings {
                mode: Mode::TwoPlayers,
                ..loaded.settings
            };
            let mut state = State::load(Loaded { settings, ..loaded });
            state.prefs = stored_prefs(false);
            state.analysis = Analysis {
                board: true,
                on: true,
                lines: 1,
                latest: None,
            };
            if let Some(ply) = ply {
                state.apply(Action::View(ply));
            }
            Store::new(state)
        })
    };
    use_engine(&store);
    use_keys(&store);
    use_engine_keys(&store);
    let full_belt = store.0.settings.start.variant().has_belts();
    html! {
        <StoreProvider store={store.clone()}>
            <div class={classes!("app", "analysis-page", full_belt.then_some("full-belt"))}>
                <header class="top">
                    <h1>{ "Beltboard" }</h1>
                    <span class="badge">{ format!("Analysis \u{b7} {}", store.0.settings.start.title()) }</span>
                    <a class="back" href="index.html">{ "Back to the game" }</a>
                </header>
                <main class="layout">
                    <section class="board-column">
                        <div class="board-and-bar">
                            <EvalBar />
                            <BoardView />
                        </div>
                        <BeltBar />
                    </section>
                    <aside class="side">
                        <Notice />
                        <AnalysisPanel />
                        <super::ReviewPanel />
                        <StatusLine />
                        <HistoryNav />
                        <div class="controls analysis-controls">
                            <button type="button" data-action="flip" onclick={on_click(&store, Action::Flip)}>{ "Flip board" }</button>
                            <button type="button" data-action="undo" title="Take back the last turn (it can be redone)"
                                    onclick={on_click(&store, Action::Undo)}>{ "Take back" }</button>
                            <button type="button" data-action="redo" disabled={store.0.redo.is_empty()}
                                    onclick={on_click(&store, Action::Redo)}>{ "Redo" }</button>
                        </div>
                        <MoveInput />
                        <MoveList />
                    </aside>
                </main>
            </div>
        </StoreProvider>
    }
}
