//! The page's preferences: how the AI's turns are paced.

use super::Modal;
use crate::ui::settings::Prefs;
use crate::ui::state::Action;
use crate::ui::store::use_store;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The choices of a pause, in milliseconds, with their labels.
const PAUSES: [(u32, &str); 5] = [
    (0, "None"),
    (500, "Half a second"),
    (1000, "One second"),
    (2000, "Two seconds"),
    (4000, "Four seconds"),
];

/// A `<select data-setting=...>` of pauses; `update` makes the new preferences.
fn pause_select(
    label: &str,
    setting: &'static str,
    selected: u32,
    prefs: Prefs,
    store: crate::ui::store::StoreHandle,
    update: fn(Prefs, u32) -> Prefs,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let value = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            .and_then(|s| s.value().parse::<u32>().ok());
        if let Some(ms) = value {
            store.dispatch(Action::SetPrefs(update(prefs, ms)));
        }
    });
    html! {
        <label>
            <span>{ label }</span>
            <select data-setting={setting} {onchange}>
                { for PAUSES.iter().map(|&(ms, text)| html! {
                    <option value={ms.to_string()} selected={ms == selected}>{ text }</option>
                }) }
            </select>
        </label>
    }
}

/// The preferences dialog (`data-dialog="prefs"`).
#[component]
pub fn PrefsDialog() -> Html {
    let store = use_store();
    let prefs = store.0.prefs;
    html! {
        <Modal title="Preferences" name="prefs">
            <div class="form">
                { pause_select("Pause before the AI's reply", "ai-pause", prefs.ai_pause_ms, prefs, store.clone(),
                    |p, ms| Prefs { ai_pause_ms: ms, ..p }) }
                { pause_select("Pause between turns when the AI plays itself", "ai-speed", prefs.ai_vs_ai_ms, prefs, store.clone(),
                    |p, ms| Prefs { ai_vs_ai_ms: ms, ..p }) }
            </div>
        </Modal>
    }
}
