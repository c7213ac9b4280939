//! The page's preferences: how the AI's turns are paced, how many cores
//! it thinks with, the threat assistant, and the board's look.

use crate::i18n::{msg, t, Text};
use crate::ui::ai::job::MAX_WORKERS;
use crate::ui::ai::web::automatic_workers;
use crate::ui::game::extras::view::language::language_choice;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::{Animation, BoardTheme, Prefs};
use crate::ui::view::modal::Modal;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// A choice's label: a message of the catalogue, put into words when drawn.
type Label = fn() -> &'static Text<'static>;

/// The choices of a pause, in milliseconds, with their labels.
const PAUSES: [(u32, Label); 6] = [
    (0, msg::prefs_pause_none),
    (500, msg::prefs_pause_half),
    // The default between the turns of the AI playing itself.
    (800, msg::prefs_pause_tenths),
    (1000, msg::prefs_pause_one),
    (2000, msg::prefs_pause_two),
    (4000, msg::prefs_pause_four),
];

/// The sounds' choices: off, or a volume in percent.
const VOLUMES: [(u32, Label); 4] = [
    (0, msg::prefs_volume_off),
    (30, msg::prefs_volume_quiet),
    (60, msg::prefs_volume_normal),
    (100, msg::prefs_volume_loud),
];

/// The board themes' names, in the order of [`BoardTheme::ALL`].
const THEMES: [Label; 4] = [
    msg::prefs_theme_brown,
    msg::prefs_theme_blue,
    msg::prefs_theme_green,
    msg::prefs_theme_grey,
];

/// The animation speeds' names, in the order of [`Animation::ALL`] (whose
/// index is the option's value).
const SPEEDS: [Label; 3] = [msg::prefs_speed_none, msg::prefs_speed_fast, msg::prefs_speed_normal];

/// The board colours as radio buttons (`data-setting="theme"`, the theme's
/// key as value), each with a small board drawn in its own colours: the
/// stylesheet scopes a theme's colours to any element marked `data-board`.
fn theme_choice(chosen: &Callback<Prefs>, prefs: Prefs) -> Html {
    let choice = |(theme, name): (BoardTheme, Label)| {
        let chosen = chosen.clone();
        let onchange = Callback::from(move |_: Event| chosen.emit(Prefs { theme, ..prefs }));
        html! {
            <label class="theme-choice" data-board={theme.key()}>
                <input type="radio" name="board-theme" data-setting="theme" value={theme.key()}
                       checked={prefs.theme == theme} {onchange} />
                <span class="theme-swatch" aria-hidden="true"></span>
                <span>{ tr(name()) }</span>
            </label>
        }
    };
    html! {
        <fieldset class="theme-choices">
            <legend>{ tr(msg::prefs_theme()) }</legend>
            { for BoardTheme::ALL.into_iter().zip(THEMES).map(choice) }
        </fieldset>
    }
}

/// A `<select data-setting=...>` of `choices` (value, label); `update`
/// makes the new preferences from the value chosen.
fn select(
    label: &Text,
    setting: &'static str,
    choices: &[(u32, String)],
    selected: u32,
    prefs: Prefs,
    chosen: Callback<Prefs>,
    update: fn(Prefs, u32) -> Prefs,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let value = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            .and_then(|s| s.value().parse::<u32>().ok());
        if let Some(ms) = value {
            chosen.emit(update(prefs, ms));
        }
    });
    html! {
        <label>
            <span>{ tr(label) }</span>
            <select data-setting={setting} {onchange}>
                { for choices.iter().map(|(value, text)| html! {
                    <option value={value.to_string()} selected={*value == selected}>{ text.clone() }</option>
                }) }
            </select>
        </label>
    }
}

/// A checkbox's change: `update` makes the new preferences from whether it is checked.
fn toggle(chosen: &Callback<Prefs>, prefs: Prefs, update: fn(Prefs, bool) -> Prefs) -> Callback<Event> {
    let chosen = chosen.clone();
    Callback::from(move |e: Event| {
        let on = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .is_some_and(|i| i.checked());
        chosen.emit(update(prefs, on));
    })
}

/// The preferences dialog (`data-dialog="prefs"`).
/// Properties of [`PrefsDialog`].
#[derive(Properties, PartialEq)]
pub struct PrefsProps {
    /// The preferences as they stand.
    pub prefs: Prefs,
    /// Called with the preferences the user chose, at each change.
    pub chosen: Callback<Prefs>,
    /// Called when the user closes the dialog.
    pub onclose: Callback<()>,
}

#[component]
pub fn PrefsDialog(props: &PrefsProps) -> Html {
    let (prefs, chosen) = (props.prefs, &props.chosen);
    let pauses: Vec<(u32, String)> = PAUSES.iter().map(|&(ms, text)| (ms, t(text()))).collect();
    // Every count up to the cores the browser reports (at least 2, so that
    // the choice exists), one worker per core being the automatic choice.
    let cores = automatic_workers();
    let workers: Vec<(u32, String)> = std::iter::once((0, t(&msg::prefs_workers_auto(&cores.to_string()))))
        .chain((1..=cores.clamp(2, MAX_WORKERS)).map(|n| (u32::from(n), n.to_string())))
        .collect();
    let on_threats = toggle(chosen, prefs, |p, on| Prefs { threats: on, ..p });
    // What the board shows.
    let on_play_eval = toggle(chosen, prefs, |p, on| Prefs { play_eval: on, ..p });
    let on_coords = toggle(chosen, prefs, |p, on| Prefs { coords: on, ..p });
    let speeds: Vec<(u32, String)> = (0..).zip(SPEEDS).map(|(i, text)| (i, t(text()))).collect();
    let speed = Animation::ALL.iter().position(|&a| a == prefs.animation).unwrap_or(2) as u32;
    // The game's sounds, off or at a volume.
    let volumes: Vec<(u32, String)> = VOLUMES.iter().map(|&(v, text)| (v, t(text()))).collect();
    let volume = if prefs.sound { u32::from(prefs.volume) } else { 0 };
    html! {
        <Modal title={tr(msg::action_prefs())} name="prefs" onclose={props.onclose.clone()}>
            <div class="form">
                // The page's language.
                { language_choice(prefs, chosen) }
                { select(msg::prefs_ai_pause(), "ai-pause", &pauses, prefs.ai_pause_ms, prefs, chosen.clone(),
                    |p, ms| Prefs { ai_pause_ms: ms, ..p }) }
                { select(msg::prefs_ai_speed(), "ai-speed", &pauses, prefs.ai_vs_ai_ms, prefs, chosen.clone(),
                    |p, ms| Prefs { ai_vs_ai_ms: ms, ..p }) }
                { select(msg::prefs_workers(), "ai-workers", &workers, u32::from(prefs.workers), prefs, chosen.clone(),
                    |p, n| Prefs { workers: n as u16, ..p }) }
                <label class="check">
                    <input type="checkbox" data-setting="threats" checked={prefs.threats} onchange={on_threats} />
                    <span>{ tr(msg::prefs_threats()) }</span>
                    <small>{ tr(msg::prefs_threats_help()) }</small>
                </label>
                // What the board shows.
                <label class="check">
                    <input type="checkbox" data-setting="play-eval" checked={prefs.play_eval} onchange={on_play_eval} />
                    <span>{ tr(msg::prefs_play_eval()) }</span>
                    <small>{ tr(msg::prefs_play_eval_help()) }</small>
                </label>
                { theme_choice(chosen, prefs) }
                <label class="check">
                    <input type="checkbox" data-setting="coords" checked={prefs.coords} onchange={on_coords} />
                    <span>{ tr(msg::prefs_coords()) }</span>
                    <small>{ tr(msg::prefs_coords_help()) }</small>
                </label>
                { select(msg::prefs_animation(), "animation", &speeds, speed, prefs, chosen.clone(),
                    |p, i| Prefs { animation: Animation::ALL.get(i as usize).copied().unwrap_or(p.animation), ..p }) }
                // The game's sounds.
                { select(msg::prefs_sound(), "sound", &volumes, volume, prefs, chosen.clone(),
                    |p, v| Prefs { sound: v > 0, volume: if v > 0 { v as u8 } else { p.volume }, ..p }) }
            </div>
        </Modal>
    }
}
