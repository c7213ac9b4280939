//! The game buttons: new game, undo, redo, flip, hint, resign, rules, share.

use crate::ui::app::use_store;
use crate::ui::state::{Action, Dialog, Phase};
use yew::prelude::*;

/// The row of game buttons.
#[component]
pub fn Controls() -> Html {
    let store = use_store();
    let s = &store.0;
    let send = |action: Action| {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(action.clone()))
    };
    let over = s.outcome().is_some();
    let can_undo = !s.game.turns().is_empty() || over;
    let can_hint = s.view.is_none() && matches!(s.phase(), Phase::Move | Phase::Belt) && s.thinking.is_none();
    html! {
        <nav class="controls" aria-label="Game">
            <button type="button" data-action="new-game" onclick={send(Action::Open(Dialog::NewGame))}>{ "New game" }</button>
            <button type="button" data-action="undo" disabled={!can_undo} title="Take back the last turn" onclick={send(Action::Undo)}>{ "Undo" }</button>
            <button type="button" data-action="redo" disabled={s.redo.is_empty()} title="Replay a turn taken back" onclick={send(Action::Redo)}>{ "Redo" }</button>
            <button type="button" data-action="flip" aria-pressed={s.flipped.to_string()} title="Turn the board around" onclick={send(Action::Flip)}>{ "Flip" }</button>
            <button type="button" data-action="hint" disabled={!can_hint} title="Ask the AI for a suggestion" onclick={send(Action::Hint)}>{ "Hint" }</button>
            <button type="button" data-action="resign" disabled={over} onclick={send(Action::Resign)}>{ "Resign" }</button>
            <button type="button" data-action="rules" onclick={send(Action::Open(Dialog::Rules))}>{ "Rules" }</button>
            <button type="button" data-action="share" title="A link to this game, its PGN and FEN" onclick={send(Action::Open(Dialog::Share))}>{ "Share" }</button>
        </nav>
    }
}
