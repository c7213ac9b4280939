//! A one-line introduction for a first visit: what a turn is in this game,
//! with a link to the rules. Dismissed once, never shown again.

use crate::i18n::msg;
use crate::rules::Variant;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::GameHandle;
use crate::ui::{
    board::state::BoardAction,
    game::state::{Action, Dialog},
};
use yew::prelude::*;

/// The introduction, until dismissed (`data-intro`).
pub fn intro(store: &GameHandle) -> Html {
    let s = &store.0;
    if s.board.prefs.intro_seen {
        return html! {};
    }
    // Its own sentence per game rather than the new-game dialog's summary
    // (`board_words`): the first screen's words are this file's to keep.
    let text = tr(match s.board.settings.start.variant() {
        Variant::FullBelt => msg::intro_full_belt(),
        Variant::NoPawns => msg::intro_no_pawns(),
    });
    let rules = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Action::Open(Dialog::Rules)))
    };
    let dismiss = {
        let store = store.clone();
        let prefs = s.board.prefs;
        Callback::from(move |_: MouseEvent| {
            store.dispatch(Action::Board(BoardAction::SetPrefs(
                crate::ui::settings::values::Prefs {
                    intro_seen: true,
                    ..prefs
                },
            )))
        })
    };
    html! {
        <div class="intro" data-intro="">
            <p>{ text }</p>
            <button type="button" class="link" data-action="intro-rules" onclick={rules}>{ tr(msg::action_rules()) }</button>
            <button type="button" class="close" data-action="dismiss-intro" aria-label={tr(msg::intro_dismiss())} onclick={dismiss}>{ "×" }</button>
        </div>
    }
}
