//! The analysis board (`studio.html?analysis=1` with a game): the board,
//! on which either side may play any legal turn, with an evaluation bar;
//! the engine's panel; the move tree of every line tried, with comments,
//! and its PGN. The engine starts at once and follows the position shown.
//! The tree is kept in this browser for the game analysed (opening the
//! same game again finds it), with the engine's evaluations.

use super::tree_moves::{TreeEdit, TreeMoves};
use super::{AnalysisPanel, BeltBar, BoardView, EvalBar, HistoryNav, MoveInput, Notice, StatusLine};
use crate::rules::{parse_tree_pgn, Game, MoveTree, NodeId, Position, Start, Turn, Variant};
use crate::ui::formats::analysis::{follow, line_through, load_tree, save_tree, storage_key};
use crate::ui::hooks::{stored_prefs, use_engine, use_engine_keys, use_keys};
use crate::ui::loaded::Loaded;
use crate::ui::settings::{Mode, Settings};
use crate::ui::state::{Action, Analysis, State};
use crate::ui::store::{on_click, Store, StoreHandle, StoreProvider};
use crate::ui::web::storage;
use std::cell::RefCell;
use std::rc::Rc;
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

/// A line of the tree to show: its turns, and the ply to show in it.
type Shown = (Vec<Turn>, usize);

/// The line through `node` and the node's ply in it.
fn line_at(tree: &MoveTree, node: NodeId) -> Shown {
    (line_through(tree, node), tree.ply(node).unwrap_or(0) as usize)
}

/// Shows `turns` from `start` on the board, at ply `ply` of them. Called
/// with the tree no longer borrowed: the dispatch may render at once.
fn show_line(store: &StoreHandle, start: &Position, (turns, ply): Shown) {
    let mut game = Game::new(start.clone());
    for &turn in &turns {
        if game.play(turn).is_err() {
            break;
        }
    }
    let s = &store.0;
    let start = match (start.variant(), s.settings.start.variant()) {
        (a, b) if a == b => s.settings.start,
        (Variant::FullBelt, _) => Start::FullBelt,
        (Variant::NoPawns, _) => Start::NoPawns,
    };
    let settings = Settings { start, ..s.settings };
    let loaded = Loaded {
        flipped: s.flipped,
        ..Loaded::new(settings, game)
    };
    store.dispatch(Action::Load(Box::new(loaded)));
    if ply < turns.len() {
        store.dispatch(Action::View(ply));
    }
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
            state.prefs = stored_prefs(false, false);
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
    // The tree: the analysis kept for this game, else its record.
    let key = use_memo((), {
        let game = props.loaded.game.clone();
        move |_| storage_key(&game.start().fen(), game.turns())
    });
    let tree: Rc<RefCell<MoveTree>> = {
        let game = props.loaded.game.clone();
        let key = key.clone();
        use_mut_ref(move || {
            storage::load(&key)
                .and_then(|text| load_tree(&text, &game))
                .unwrap_or_else(|| MoveTree::from_game(&game))
        })
    };
    let version = use_state(|| 0u32);
    use_engine(&store);
    use_keys(&store);
    use_engine_keys(&store);

    // Every turn played on the board joins the tree (as a side line where
    // another turn was there first); the node shown is on that path.
    let s = &store.0;
    let path = follow(&mut tree.borrow_mut(), s.game.turns());
    let shown = s.view.map_or(s.game.turns().len(), |v| v.ply - usize::from(v.half));
    let current = path.get(shown).or(path.last()).copied().unwrap_or(MoveTree::ROOT);
    // The engine's latest depth becomes the node's evaluation (for the PGN's [%eval]).
    if let Some(info) = s.analysis_info() {
        let eval = info.score.evaluation(s.shown_position().turn());
        let mut t = tree.borrow_mut();
        if t.eval(current) != Some(eval) {
            let _ = t.set_eval(current, Some(eval));
        }
    }
    // A review's evaluations join the tree too, where the engine left none
    // (the PGN's [%eval] of every position reviewed).
    if s.review.found.iter().any(Option::is_some) {
        let mut t = tree.borrow_mut();
        let line = follow(&mut t, &s.review.turns);
        for (ply, &node) in line.iter().enumerate() {
            if let (Some(eval), None) = (s.review.eval(ply), t.eval(node)) {
                let _ = t.set_eval(node, Some(eval));
            }
        }
    }
    let pgn = save_tree(&tree.borrow());
    {
        let (key, pgn) = (key.clone(), pgn.clone());
        use_effect_with(pgn, move |pgn| {
            storage::store(&key, pgn);
        });
    }

    let on_edit = {
        let (store, tree, version) = (store.clone(), tree.clone(), version.clone());
        Callback::from(move |edit: TreeEdit| {
            let shown = {
                let mut t = tree.borrow_mut();
                match edit {
                    TreeEdit::Go(node) => Some(line_at(&t, node)),
                    TreeEdit::Promote(node) => t.promote(node).ok().and(None),
                    TreeEdit::MakeMain(node) => t.make_main_line(node).ok().and(None),
                    // The board may show the deleted line: it goes to the parent.
                    TreeEdit::Delete(node) => t.delete(node).ok().map(|parent| line_at(&t, parent)),
                    TreeEdit::Comment(node, text) => {
                        let text = text.trim();
                        t.set_comment(node, (!text.is_empty()).then_some(text)).ok().and(None)
                    }
                }
            };
            let start = tree.borrow().start().clone();
            if let Some(shown) = shown {
                show_line(&store, &start, shown);
            }
            version.set(version.wrapping_add(1));
        })
    };
    let import_ref = use_node_ref();
    let import_error = use_state(|| None::<String>);
    let on_import = {
        let (store, tree, version) = (store.clone(), tree.clone(), version.clone());
        let (import_ref, import_error) = (import_ref.clone(), import_error.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(area) = import_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            match parse_tree_pgn(&area.value()) {
                Ok(new) => {
                    let line = line_through(&new, MoveTree::ROOT);
                    let (start, end) = (new.start().clone(), line.len());
                    *tree.borrow_mut() = new;
                    show_line(&store, &start, (line, end));
                    import_error.set(None);
                    version.set(version.wrapping_add(1));
                }
                Err(e) => import_error.set(Some(e.to_string())),
            }
        })
    };
    let full_belt = s.settings.start.variant().has_belts();
    html! {
        <StoreProvider store={store.clone()}>
            <div class={classes!("app", "analysis-page", full_belt.then_some("full-belt"))}>
                <header class="top">
                    <h1>{ "Beltboard" }</h1>
                    <span class="badge">{ format!("Analysis \u{b7} {}", s.settings.start.title()) }</span>
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
                        </div>
                        <MoveInput />
                        <TreeMoves tree={tree.clone()} version={*version} {current} on_edit={on_edit} />
                        <details class="pgn-tools">
                            <summary>{ "PGN with variations" }</summary>
                            <label for="analysis-pgn">{ "This analysis: every line, comment and evaluation" }</label>
                            <textarea id="analysis-pgn" readonly=true rows="6" value={pgn} data-analysis-pgn="" spellcheck="false" />
                            <label for="analysis-import">{ "Open a PGN (its variations and comments are kept)" }</label>
                            <textarea id="analysis-import" ref={import_ref} rows="4" data-input="analysis-import" spellcheck="false" />
                            <button type="button" data-action="import-analysis" onclick={on_import}>{ "Open" }</button>
                            if let Some(e) = &*import_error { <p class="error" role="alert">{ e.clone() }</p> }
                        </details>
                    </aside>
                </main>
            </div>
        </StoreProvider>
    }
}
