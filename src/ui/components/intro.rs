//! A one-line introduction for a first visit: what a turn is in this game,
//! with a link to the rules. Dismissed once, never shown again.

use crate::ui::state::{Action, Dialog};
use crate::ui::store::StoreHandle;
use yew::prelude::*;

/// The introduction, until dismissed (`data-intro`).
pub fn intro(store: &StoreHandle) -> Html {
    let s = &store.0;
    if s.prefs.intro_seen {
        return html! {};
    }
    let text = crate::ui::board_words::variant_summary(s.settings.start.variant());
    let rules = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Action::Open(Dialog::Rules)))
    };
    let dismiss = {
        let store = store.clone();
        let prefs = s.prefs;
        Callback::from(move |_: MouseEvent| {
            store.dispatch(Action::SetPrefs(crate::ui::settings::Prefs {
                intro_seen: true,
                ..prefs
            }))
        })
    };
    html! {
        <div class="intro" data-intro="">
            <p>{ text }</p>
            <button type="button" class="link" data-action="intro-rules" onclick={rules}>{ "Rules" }</button>
            <button type="button" class="close" data-action="dismiss-intro" aria-label="Dismiss this introduction" onclick={dismiss}>{ "×" }</button>
        </div>
    }
}
