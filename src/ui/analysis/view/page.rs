//! The analysis board (`studio.html?analysis=1` with a game): the board,
//! on which either side may play any legal turn, with an evaluation bar;
//! the engine's panel; the move tree of every line tried, with comments,
//! and its PGN. The engine starts at once and follows the position shown.
//! The tree is kept in this browser for the game analysed (opening the
//! same game again finds it), with the engine's evaluations.

use crate::i18n::msg;
use crate::rules::MoveTree;
use crate::ui::analysis::address::{load_tree, save_tree, storage_key};
use crate::ui::analysis::view::tree_moves::TreeMoves;
use crate::ui::game::clock::link::pgn_clocks;
use crate::ui::game::loaded::Loaded;
use crate::ui::store::hooks::{on_click, send_on_click, use_analysis_store, StoreProvider};
use crate::ui::web::storage;
use crate::ui::words::types::start_name;
use crate::ui::{
    analysis::hooks::{
        engine::{use_engine, use_engine_keys},
        review::use_review,
    },
    game::hooks::keys::use_keys,
    settings::hooks::{
        lang::{link_lang, tr, use_language},
        prefs::stored_prefs,
    },
};
use crate::ui::{
    analysis::view::{eval_bar::EvalBar, panel::AnalysisPanel, review_panel::ReviewPanel},
    board::view::{
        belt_bar::BeltBar,
        history_nav::{HistoryNav, HistoryNavProps},
        move_input::MoveInput,
        BoardView,
    },
    game::view::status::board_status_line,
    view::notice::notice_box,
};
use crate::ui::{
    analysis::{
        state::{AnalysisAction, AnalysisState},
        tree::TreeAction,
    },
    board::state::BoardAction,
};
use web_sys::HtmlTextAreaElement;
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
    // The tree is kept under the game analysed: the same game opened again finds it.
    let key = use_memo((), {
        let game = props.loaded.game.clone();
        move |_| storage_key(&game.start().fen(), game.turns())
    });
    let (store, board) = {
        let (loaded, ply, key) = (props.loaded.clone(), props.ply, key.clone());
        use_analysis_store(move || {
            let mut tree = storage::load(&key)
                .and_then(|text| load_tree(&text, &loaded.game))
                .unwrap_or_else(|| MoveTree::from_game(&loaded.game));
            // A timed game's clocks (its link's `clock=`, `clocks=`) become
            // the tree's, to show the time each turn took; the analysis
            // board itself runs no clock.
            if let Some(timing) = &loaded.timing {
                tree.add_clocks(&pgn_clocks(&loaded.game, timing));
            }
            let loaded = Loaded { timing: None, ..loaded };
            AnalysisState::open(loaded, ply, tree, stored_prefs(false, false))
        })
    };
    use_engine(&store);
    use_review(&store, &board);
    // The page speaks the language of the game page (its link's lang=, the preference, the browser's).
    let on_action = {
        let dispatcher = store.dispatcher();
        (*use_memo((), move |_| {
            Callback::from(move |action: AnalysisAction| dispatcher.dispatch(action))
        }))
        .clone()
    };
    use_language(&board, link_lang(), on_action.reform(AnalysisAction::Notify));
    use_keys(&board);
    use_engine_keys(&store);
    let a = &store.0;
    // Each change of the tree is saved.
    let pgn = use_memo(a.tree.clone(), |tree| save_tree(tree));
    {
        let key = key.clone();
        use_effect_with(pgn.clone(), move |pgn| {
            storage::store(&key, pgn);
        });
    }
    let import_ref = use_node_ref();
    let on_import = {
        let import_ref = import_ref.clone();
        let on_action = on_action.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(area) = import_ref.cast::<HtmlTextAreaElement>() {
                on_action.emit(AnalysisAction::Tree(TreeAction::Import(area.value())));
            }
        })
    };
    let s = &a.board;
    let shown = s.shown_position().clone();
    let info = a.analysis_info().cloned();
    let white = a.analysis_score().map(|score| score.for_white(shown.turn()));
    // Where the game is over the bar shows the result, and no engine runs.
    let over = a.shown_outcome().map(|o| o.result);
    let full_belt = s.settings.start.variant().has_belts();
    html! {
        <StoreProvider store={board.clone()}>
            <div class={classes!("app", "analysis-page", full_belt.then_some("full-belt"))}>
                <header class="top">
                    <h1>{ tr(msg::app_name()) }</h1>
                    <span class="badge">{ tr(&msg::analysis_badge(&start_name(s.settings.start))) }</span>
                    <a class="back" href="index.html">{ tr(msg::analysis_back()) }</a>
                </header>
                <main class="layout">
                    <section class="board-column">
                        <div class="board-and-bar">
                            <EvalBar {white} flipped={s.flipped} result={over} />
                            <BoardView suggestion={a.suggestion()} live={s.interactive()} />
                        </div>
                        <BeltBar />
                    </section>
                    <aside class="side">
                        { notice_box(a.notice.as_ref(), send_on_click(&on_action, AnalysisAction::DismissNotice)) }
                        <AnalysisPanel engine={a.engine.clone()} {info} proof={a.analysis_proof()} running={a.analysis_job().is_some()} over={over.is_some()}
                                       reviewing={a.review.running} {shown} on_action={on_action.clone()} />
                        <ReviewPanel review={a.review.clone()} on_action={on_action.clone()} />
                        { board_status_line(s) }
                        <HistoryNav ..HistoryNavProps::of(s) />
                        <div class="controls analysis-controls">
                            <button type="button" data-action="flip" onclick={on_click(&board, BoardAction::Flip)}>{ tr(msg::analysis_flip()) }</button>
                        </div>
                        <MoveInput />
                        <TreeMoves tree={a.tree.clone()} current={a.current} review={a.review.clone()} on_action={on_action.clone()} />
                        <details class="pgn-tools">
                            <summary>{ tr(msg::analysis_pgn()) }</summary>
                            <label for="analysis-pgn">{ tr(msg::analysis_pgn_label()) }</label>
                            <textarea id="analysis-pgn" readonly=true rows="6" value={(*pgn).clone()} data-analysis-pgn="" spellcheck="false" />
                            <label for="analysis-import">{ tr(msg::analysis_import_label()) }</label>
                            <textarea id="analysis-import" ref={import_ref} rows="4" data-input="analysis-import" spellcheck="false" />
                            <button type="button" data-action="import-analysis" onclick={on_import}>{ tr(msg::analysis_open()) }</button>
                            if let Some(e) = &a.import_error { <p class="error" role="alert">{ tr(&msg::import_pgn(&crate::ui::game::words::errors::pgn_error(e))) }</p> }
                        </details>
                    </aside>
                </main>
            </div>
        </StoreProvider>
    }
}
