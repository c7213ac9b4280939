//! The new-game dialog: variant, the optional rule, mode, AI level and clock.

use super::clock_choice::clock_fields;
use super::Modal;
use crate::ai::Level;
use crate::rules::{Start, Variant};
use crate::ui::formats::clock_choice::ClockChoice;
use crate::ui::settings::{Mode, Settings};
use crate::ui::state::{Action, ClockAction};
use crate::ui::store::use_store;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// A callback for a `<select>`: `update` makes new settings from the chosen
/// value (or `None` for a value it does not know, which changes nothing).
fn on_select(
    settings: &UseStateHandle<Settings>,
    update: impl Fn(Settings, &str) -> Option<Settings> + 'static,
) -> Callback<Event> {
    let settings = settings.clone();
    Callback::from(move |e: Event| {
        let value = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            .map(|s| s.value());
        if let Some(next) = value.and_then(|v| update(*settings, &v)) {
            settings.set(next);
        }
    })
}

/// One labelled `<select data-setting=...>` of the dialog (and of the
/// Share dialog's embed builder); `choices` are (value, label) pairs.
pub(crate) fn setting_select(
    label: &str,
    setting: &'static str,
    choices: Vec<(String, String)>,
    selected: &str,
    enabled: bool,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <label class={classes!((!enabled).then_some("muted"))}>
            <span>{ label }</span>
            <select data-setting={setting} {onchange} disabled={!enabled}>
                { for choices.into_iter().map(|(value, text)| {
                    let chosen = value == selected;
                    html! { <option selected={chosen} value={value}>{ text }</option> }
                }) }
            </select>
        </label>
    }
}

/// A level's label: its number, with a word at the ends of the scale.
fn level_name(level: u8) -> String {
    match level {
        1 => "1 (beginner)".into(),
        5 => "5 (strongest, about 2 s a turn)".into(),
        n => n.to_string(),
    }
}

/// The dialog; Start begins the chosen game.
#[component]
pub fn NewGameDialog() -> Html {
    let store = use_store();
    let settings = use_state(|| store.0.settings);
    let current = *settings;

    let on_variant = on_select(&settings, |s, v| {
        Start::from_key(v).map(|start| Settings { start, ..s })
    });
    let on_mode = on_select(&settings, |s, v| Mode::from_key(v).map(|mode| Settings { mode, ..s }));
    let on_level = on_select(&settings, |s, v| {
        v.parse().ok().and_then(Level::new).map(|level| Settings { level, ..s })
    });
    let on_check = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                settings.set(Settings {
                    no_belt_check: input.checked(),
                    ..*settings
                });
            }
        })
    };
    // The clock (issue 25): its fields, and the controls they give.
    let clock = use_state(|| ClockChoice::of(store.0.timing.as_ref().map(|t| t.controls()), current.mode.user_side()));
    let controls = clock.controls(current.mode);
    let clock_html = clock_fields(&clock, current.mode, controls.clone().err(), setting_select);
    let on_start = {
        let controls = controls.clone().unwrap_or_default();
        Callback::from(move |_| store.dispatch(Action::Clock(ClockAction::NewGame(current, controls))))
    };
    let belts = current.start.variant() == Variant::FullBelt;
    let variants = Start::ALL
        .iter()
        .map(|s| (s.key().to_string(), s.title().to_string()))
        .collect();
    let modes = Mode::ALL
        .iter()
        .map(|m| (m.key().to_string(), m.title().to_string()))
        .collect();
    let levels = (1..=5u8).map(|l| (l.to_string(), level_name(l))).collect();

    html! {
        <Modal title="New game" name="new-game">
            <div class="form">
                { setting_select("Variant", "variant", variants, current.start.key(), true, on_variant) }
                <label class={classes!("check", (!belts).then_some("muted"))}>
                    <input type="checkbox" data-setting="no-belt-check" checked={current.no_belt_check && belts}
                           disabled={!belts} onchange={on_check} />
                    <span>{ "No check by a belt move" }</span>
                    <small>{ if belts { "A belt move may give check only if the normal move already did." } else { "Full Belt Chess only." } }</small>
                </label>
                { setting_select("Players", "mode", modes, current.mode.key(), true, on_mode) }
                { setting_select("AI level", "level", levels, &current.level.number().to_string(), current.mode.uses_ai(), on_level) }
                { clock_html }
                <button type="button" class="primary" data-action="start" onclick={on_start}
                        disabled={controls.is_err()}>{ "Start" }</button>
            </div>
        </Modal>
    }
}
