//! The analysis board's move list: the main line and every side line tried,
//! in the usual indented form (`1. Nf3 f+4 (1. Nc3 a+1) 1… Nh6 8+3`), each
//! turn a button that shows its position (`data-node`; main-line turns also
//! carry `data-ply`), with the time a timed game's turn took after it
//! (`data-turn-time`, from its PGN's clocks); and for the turn shown, its comment and the buttons
//! that promote its line, make it the main line or delete it.

use crate::i18n::msg;
use crate::rules::{MoveTree, NodeId, PgnToken};
use crate::ui::analysis::{review::Review, state::AnalysisAction, tree::TreeAction};
use crate::ui::board::view::move_list::turn_view;
use crate::ui::game::clock::link::spent_words;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::words::notation::for_people;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`TreeMoves`].
#[derive(Properties, PartialEq)]
pub struct TreeMovesProps {
    /// The tree.
    pub tree: Rc<MoveTree>,
    /// The node shown on the board.
    pub current: NodeId,
    /// The game review, for its marks (`data-mark` on main-line turns).
    pub review: Review,
    /// What the user asks for.
    pub on_action: Callback<AnalysisAction>,
    /// The page's language: a switch draws the list again (its props alone would not change).
    #[prop_or_else(crate::i18n::current::lang)]
    pub lang: &'static str,
}

/// The move tree as a list.
#[component]
pub fn TreeMoves(props: &TreeMovesProps) -> Html {
    let tree = &props.tree;
    let on_edit = props.on_action.reform(AnalysisAction::Tree);
    // Nested lists: each side line collects its turns until its `)`.
    let mut stack: Vec<Vec<Html>> = vec![Vec::new()];
    let mut number_due = true;
    for token in tree.pgn_order() {
        match token {
            PgnToken::StartVariation => {
                stack.push(Vec::new());
                number_due = true;
            }
            PgnToken::EndVariation => {
                let inner = stack.pop().unwrap_or_default();
                if let Some(outer) = stack.last_mut() {
                    outer.push(html! { <span class="variation">{ "(" }{ for inner }{ ")" }</span> });
                }
                number_due = true;
            }
            PgnToken::Turn(id) => {
                let number = tree.move_number(id).unwrap_or_default();
                let white = !number.ends_with("...");
                let shown_number = (white || number_due).then(|| number.replace("...", "\u{2026}"));
                number_due = false;
                let main = tree.is_main_line(id);
                let ply = tree.ply(id).filter(|_| main).map(|p| p.to_string());
                let mark = main
                    .then(|| props.review.mark_after(&tree.turns_to(id)))
                    .flatten()
                    .map(|m| m.sign());
                let go = on_edit.reform(move |_: MouseEvent| TreeAction::Go(id));
                // Its words: the drawing's commands are drawn, not written.
                let comment = tree
                    .comment(id)
                    .map(crate::ui::board::drawing::words_of)
                    .filter(|c| !c.is_empty());
                // A timed game's time for the turn, from its clocks.
                let took = tree.time_taken(id).map(|m| (m.0.to_string(), spent_words(m.0)));
                if let Some(turns) = stack.last_mut() {
                    turns.push(html! {
                        <>
                            if let Some(n) = shown_number { <span class="tree-number">{ n }</span> }
                            <button type="button" class={classes!("node", main.then_some("main"))} data-node={id.index().to_string()}
                                    data-ply={ply} data-mark={mark} aria-current={(id == props.current).then_some("step")} onclick={go}>
                                { turn_view(&tree.display(id).map(|t| for_people(&t)).unwrap_or_default()) }
                            </button>
                            if let Some((ms, words)) = took {
                                <span class="turn-time" data-turn-time={ms} title={tr(&msg::viewer_time(&words))}>{ words.clone() }</span>
                            }
                            if let Some(c) = comment { <span class="tree-comment">{ c }</span> }
                        </>
                    });
                }
            }
        }
    }
    let body = stack.into_iter().next().unwrap_or_default();
    let current = props.current;
    let is_root = current == MoveTree::ROOT;
    let on_main = tree.is_main_line(current);
    let edit = |make: fn(NodeId) -> TreeAction| on_edit.reform(move |_: MouseEvent| make(current));
    let on_comment = on_edit.reform(move |e: Event| {
        let text = e
            .target_dyn_into::<web_sys::HtmlTextAreaElement>()
            .map(|t| t.value())
            .unwrap_or_default();
        TreeAction::Comment(current, text)
    });
    html! {
        <section class="tree-moves" aria-label={tr(msg::tree_label())} data-tree="">
            <h2>{ tr(msg::moves_heading()) }</h2>
            <div class="tree-list">
                if tree.is_empty() { <span class="empty">{ tr(msg::tree_empty()) }</span> }
                { for body }
            </div>
            if !is_root {
                <div class="tree-actions">
                    <button type="button" data-action="promote" disabled={on_main} title={tr(msg::tree_promote_title())}
                            onclick={edit(TreeAction::Promote)}>{ tr(msg::tree_promote()) }</button>
                    <button type="button" data-action="make-main" disabled={on_main} onclick={edit(TreeAction::MakeMain)}>{ tr(msg::tree_make_main()) }</button>
                    <button type="button" data-action="delete-node" title={tr(msg::tree_delete_title())}
                            onclick={edit(TreeAction::Delete)}>{ tr(msg::tree_delete()) }</button>
                </div>
                <label class="tree-comment-field">
                    { tr(msg::tree_comment()) }
                    <textarea data-input="comment" rows="2" value={crate::ui::board::drawing::words_of(tree.comment(current).unwrap_or_default())}
                              onchange={on_comment} />
                </label>
            }
        </section>
    }
}
