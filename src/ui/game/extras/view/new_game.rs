//! The new-game dialog: variant, the optional rule, mode, AI level and clock.

use crate::ai::Level;
use crate::i18n::{msg, t};
use crate::rules::TimeControl;
use crate::rules::{Start, Variant};
use crate::ui::game::clock::choice::ClockChoice;
use crate::ui::game::clock::link::{clock_value, read_clock};
use crate::ui::game::clock::view::choice::clock_fields;
use crate::ui::game::extras::request::GameTerms;
use crate::ui::live::flow::ColorChoice;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::{Mode, Settings};
use crate::ui::view::modal::Modal;
use crate::ui::words::keys::side_key;
use crate::ui::words::types::start_name;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The value chosen in the `<select>` an event came from.
fn selected(e: &Event) -> Option<String> {
    e.target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
}

/// A callback for a `<select>`: `update` makes new settings from the chosen
/// value (or `None` for a value it does not know, which changes nothing).
fn on_select(
    settings: &UseStateHandle<Settings>,
    update: impl Fn(Settings, &str) -> Option<Settings> + 'static,
) -> Callback<Event> {
    let settings = settings.clone();
    Callback::from(move |e: Event| {
        if let Some(next) = selected(&e).and_then(|v| update(*settings, &v)) {
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

/// The choices of days per move for a game with a friend: none (a live
/// game), or a correspondence game's.
fn day_choices() -> Vec<(String, String)> {
    let mut choices = vec![(String::new(), t(msg::lobby_days_none()))];
    choices.extend(
        crate::ui::lobby::pace::Days::ALL
            .iter()
            .map(|d| (d.count().to_string(), t(&msg::lobby_pace_days(i64::from(d.count()))))),
    );
    choices
}

/// The mode value of live play, which opens live.html.
const LIVE: &str = "live";

/// A level's label: its number, with a word at the ends of the scale.
fn level_name(level: u8) -> String {
    let n = level.to_string();
    match level {
        1 => t(&msg::new_game_level_beginner(&n)),
        5 => t(&msg::new_game_level_strongest(&n)),
        _ => n,
    }
}

/// How often the chosen level overlooks a win at once, in words: a beginner
/// needs to know the AI forgives a slip at its weakest levels only.
fn level_note(level: Level) -> String {
    match level.miss_per_mille() {
        0 => t(msg::new_game_level_never_misses()),
        n => t(&msg::new_game_level_misses(&(n / 10).to_string())),
    }
}

/// A mode's label in the page's language.
fn mode_name(mode: Mode) -> String {
    t(match mode {
        Mode::AiBlack => msg::mode_ai_black(),
        Mode::AiWhite => msg::mode_ai_white(),
        Mode::TwoPlayers => msg::mode_two_players(),
        Mode::AiVsAi => msg::mode_ai_vs_ai(),
    })
}

/// A colour asked for live play, in the page's language.
fn color_name(choice: ColorChoice) -> String {
    match choice {
        ColorChoice::White => t(&msg::side_name(side_key(crate::rules::Color::White))),
        ColorChoice::Black => t(&msg::side_name(side_key(crate::rules::Color::Black))),
        ColorChoice::Random => t(msg::colour_random()),
    }
}

/// A game's settings and clocks as they cross to and from the extras.
pub fn game_terms(settings: Settings, controls: Option<[TimeControl; 2]>) -> GameTerms {
    GameTerms {
        start: settings.start,
        no_belt_check: settings.no_belt_check,
        mode: settings.mode.key().to_string(),
        level: settings.level,
        clock: controls.map(clock_value),
    }
}

/// The settings and clocks of `terms` (what cannot be read, from another
/// version of the page, is the default).
pub fn read_terms(terms: &GameTerms) -> (Settings, Option<[TimeControl; 2]>) {
    let settings = Settings {
        start: terms.start,
        no_belt_check: terms.no_belt_check,
        mode: Mode::from_key(&terms.mode).unwrap_or(Settings::default().mode),
        level: terms.level,
    };
    (settings, terms.clock.as_deref().and_then(|c| read_clock(c).ok()))
}

/// Properties of [`NewGameDialog`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The current game's settings, which the dialog opens on.
    pub settings: Settings,
    /// The current game's clocks, if it is timed.
    pub controls: Option<[TimeControl; 2]>,
    /// Called with the new game's settings and clocks.
    pub on_start: Callback<(Settings, Option<[TimeControl; 2]>)>,
    /// Called when the user closes the dialog.
    pub onclose: Callback<()>,
}

/// The dialog; Start begins the chosen game.
#[component]
pub fn NewGameDialog(props: &NewGameProps) -> Html {
    let onclose = props.onclose.clone();
    let settings = use_state(|| props.settings);
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
    // The clock: its fields, and the controls they give.
    let clock = use_state(|| ClockChoice::of(props.controls, current.mode.user_side()));
    let controls = clock.controls(current.mode);
    let clock_html = clock_fields(&clock, current.mode, controls.err(), setting_select);
    let start_controls = controls.unwrap_or_default();
    // Live play with a friend on another device: the mode's extra value
    // `live` and the colour asked for; Start opens live.html.
    let live = use_state(|| None::<ColorChoice>);
    let on_mode = {
        let live = live.clone();
        Callback::from(move |e: Event| {
            live.set((selected(&e).as_deref() == Some(LIVE)).then_some(live.unwrap_or(ColorChoice::Random)));
            on_mode.emit(e);
        })
    };
    let on_live_color = {
        let live = live.clone();
        Callback::from(move |e: Event| live.set(selected(&e).as_deref().and_then(ColorChoice::from_key)))
    };
    let live_color = *live;
    // With a friend, days per move make it a correspondence game instead.
    let days = use_state(|| None::<u8>);
    let on_days = {
        let days = days.clone();
        Callback::from(move |e: Event| days.set(selected(&e).and_then(|v| v.parse().ok())))
    };
    let corr_days = *days;
    let started = props.on_start.clone();
    let on_start = Callback::from(move |_| match live_color {
        Some(color) if corr_days.is_some() => {
            let nbc = if current.normalized().no_belt_check {
                "&nbc=1"
            } else {
                ""
            };
            let color = match color {
                ColorChoice::White => "white",
                ColorChoice::Black => "black",
                ColorChoice::Random => "random",
            };
            let _ = gloo::utils::window().location().set_href(&format!(
                "live.html?corr=new&variant={}&color={color}{nbc}&days={}&lang={}",
                current.start.key(),
                corr_days.unwrap_or(3),
                crate::i18n::current::lang()
            ));
        }
        Some(color) => {
            let nbc = if current.normalized().no_belt_check {
                "&nbc=1"
            } else {
                ""
            };
            // The live page reads the clock from its address too.
            let clock = start_controls
                .map(|c| format!("&clock={}", clock_value(c)))
                .unwrap_or_default();
            // The live page speaks the language this page speaks.
            let _ = gloo::utils::window().location().set_href(&format!(
                "live.html?variant={}&color={}{nbc}{clock}&lang={}",
                current.start.key(),
                color.key(),
                crate::i18n::current::lang()
            ));
        }
        None => started.emit((current, start_controls)),
    });
    let belts = current.start.variant() == Variant::FullBelt;
    let summary = crate::ui::game::help::summaries::start_summary(current.start);
    let variants = Start::ALL
        .iter()
        .map(|&s| (s.key().to_string(), start_name(s)))
        .collect();
    let mut modes: Vec<(String, String)> = Mode::ALL.iter().map(|&m| (m.key().to_string(), mode_name(m))).collect();
    modes.push((LIVE.to_string(), t(msg::new_game_live())));
    let mode_key = if live_color.is_some() { LIVE } else { current.mode.key() };
    let levels = (1..=5u8).map(|l| (l.to_string(), level_name(l))).collect();

    html! {
        <Modal title={tr(msg::action_new_game())} name="new-game" {onclose}>
            <div class="form">
                { setting_select(&t(msg::new_game_variant()), "variant", variants, current.start.key(), true, on_variant) }
                // What the chosen game is.
                <p class="variant-summary" data-variant-summary="">{ summary }</p>
                <label class={classes!("check", (!belts).then_some("muted"))}>
                    <input type="checkbox" data-setting="no-belt-check" checked={current.no_belt_check && belts}
                           disabled={!belts} onchange={on_check} />
                    <span>{ tr(msg::new_game_no_belt_check()) }</span>
                    <small>{ tr(if belts { msg::new_game_no_belt_check_help() } else { msg::new_game_full_belt_only() }) }</small>
                </label>
                { setting_select(&t(msg::new_game_players()), "mode", modes, mode_key, true, on_mode) }
                if let Some(color) = live_color {
                    { setting_select(&t(msg::new_game_colour()), "live-color", ColorChoice::ALL.iter().map(|&c| (c.key().to_string(), color_name(c))).collect(), color.key(), true, on_live_color) }
                    { setting_select(&t(msg::lobby_days()), "live-days", day_choices(), &corr_days.map(|d| d.to_string()).unwrap_or_default(), true, on_days) }
                } else {
                    { setting_select(&t(msg::new_game_level()), "level", levels, &current.level.number().to_string(), current.mode.uses_ai(), on_level) }
                    if current.mode.uses_ai() {
                        <p class="variant-summary" data-level-note="">{ level_note(current.level) }</p>
                    }
                }
                if corr_days.is_none() || live_color.is_none() {
                    { clock_html }
                }
                <button type="button" class="primary" data-action="start" onclick={on_start}
                        disabled={controls.is_err()}>{ tr(msg::new_game_start()) }</button>
                <p class="variant-summary" data-lobby-link="">
                    <a href={format!("live.html?lobby=1&lang={}", crate::i18n::current::lang())}>{ tr(msg::lobby_find()) }</a>
                </p>
            </div>
        </Modal>
    }
}
