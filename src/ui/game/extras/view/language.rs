//! The language menu of Preferences: `data-setting="lang"`, a `<select>` of
//! language codes, each named in its own language, first the choice of
//! following the browser. Kept in this browser with the other preferences;
//! the page changes language without a reload.

use crate::i18n::choose::supported;
use crate::i18n::msg::{self, LANGUAGES};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::Prefs;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The language menu for `prefs`, `chosen` called with the preferences it
/// makes (drawn again with the dialog when the language changes).
pub fn language_choice(prefs: Prefs, chosen: &Callback<Prefs>) -> Html {
    let onchange = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()) else {
                return;
            };
            chosen.emit(Prefs {
                lang: supported(&select.value()),
                ..prefs
            });
        })
    };
    html! {
        <label>
            <span>{ tr(msg::prefs_language()) }</span>
            <select data-setting="lang" {onchange}>
                <option value="" selected={prefs.lang.is_none()}>{ tr(msg::prefs_language_browser()) }</option>
                { for LANGUAGES.iter().map(|&(code, name)| html! {
                    <option value={code} lang={code} selected={prefs.lang == Some(code)}>{ name }</option>
                }) }
            </select>
        </label>
    }
}
