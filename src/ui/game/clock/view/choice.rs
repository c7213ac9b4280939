//! The new-game dialog's time control: none by default, the presets or a custom
//! minutes + increment (`data-setting="clock"`), and in a game against the AI a
//! control of the AI's own ("time odds") or the same.

use crate::i18n::{msg, t};
use crate::rules::{TimeControl, TimeControlError};
use crate::ui::game::clock::choice::ClockChoice;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::Mode;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The value of the `<select>` or `<input>` an event came from.
fn value_of(e: &Event) -> Option<String> {
    let target = e.target()?;
    match target.dyn_ref::<HtmlSelectElement>() {
        Some(select) => Some(select.value()),
        None => target.dyn_into::<HtmlInputElement>().ok().map(|i| i.value()),
    }
}

/// A callback that sets one field of the choice from its control's value.
fn on_field(choice: &UseStateHandle<ClockChoice>, set: fn(&mut ClockChoice, String)) -> Callback<Event> {
    let choice = choice.clone();
    Callback::from(move |e: Event| {
        if let Some(value) = value_of(&e) {
            let mut next = (*choice).clone();
            set(&mut next, value);
            choice.set(next);
        }
    })
}

/// The dialog's labelled `<select>` (the new-game dialog's own, passed in
/// so that this file does not import the dialog that imports it).
pub type Select = fn(&str, &'static str, Vec<(String, String)>, &str, bool, Callback<Event>) -> Html;

/// The clock fields of the dialog for `mode`, drawn with `setting_select`;
/// `error` says why a custom control cannot be used.
pub fn clock_fields(
    choice: &UseStateHandle<ClockChoice>,
    mode: Mode,
    error: Option<TimeControlError>,
    setting_select: Select,
) -> Html {
    let presets = TimeControl::PRESETS.iter().map(|c| (c.to_string(), c.to_string()));
    let mut keys = vec![("none".to_string(), t(msg::clock_none()))];
    keys.extend(presets.clone());
    keys.push(("custom".into(), t(msg::clock_custom())));
    let mut ai = vec![("same".to_string(), t(msg::clock_same()))];
    ai.extend(presets);
    let timed = choice.key != "none";
    html! {
        <>
            { setting_select(&t(msg::clock_label()), "clock", keys, &choice.key, true,
                             on_field(choice, |c, v| c.key = v)) }
            if choice.key == "custom" {
                <div class="clock-custom">
                    <label>
                        <span>{ tr(msg::clock_minutes()) }</span>
                        <input type="text" inputmode="decimal" data-setting="clock-minutes" value={choice.minutes.clone()}
                               onchange={on_field(choice, |c, v| c.minutes = v)} />
                    </label>
                    <label>
                        <span>{ tr(msg::clock_increment()) }</span>
                        <input type="text" inputmode="numeric" data-setting="clock-increment" value={choice.increment.clone()}
                               onchange={on_field(choice, |c, v| c.increment = v)} />
                    </label>
                </div>
            }
            if let Some(why) = error {
                <p class="clock-error" role="alert">{ tr(error_words(why)) }</p>
            }
            if timed && mode.user_side().is_some() {
                { setting_select(&t(msg::clock_ai()), "ai-clock", ai, &choice.ai, true,
                                 on_field(choice, |c, v| c.ai = v)) }
            }
        </>
    }
}

/// Why a custom control cannot be used, as the dialog says it.
fn error_words(error: TimeControlError) -> &'static crate::i18n::Text<'static> {
    match error {
        TimeControlError::Form => msg::clock_error_form(),
        TimeControlError::Minutes => msg::clock_error_minutes(),
        TimeControlError::Increment => msg::clock_error_increment(),
    }
}
