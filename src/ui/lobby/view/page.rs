//! The lobby page (`live.html?lobby=1`): the open challenges on the
//! configured relays, newest first, with Accept; posting one (its proof of
//! work found in short steps) and withdrawing it; and, once a game starts,
//! the way to it (the live page, or the correspondence game).

use crate::i18n::{msg, t};
use crate::nostr::hex;
use crate::rules::{Color, Start, TimeControl};
use crate::ui::game::extras::view::new_game::setting_select;
use crate::ui::live::flow::ColorChoice;
use crate::ui::live::signal::{EVENT_RANDOM, HOST_KEY};
use crate::ui::live::view::panels::home_link;
use crate::ui::live::web::relays::random_bytes;
use crate::ui::lobby::challenge::{Challenge, MAX_NAME_CHARS};
use crate::ui::lobby::corr_link::own_fragment;
use crate::ui::lobby::hooks::{now_s, use_lobby_store};
use crate::ui::lobby::kept::{kept_key, kept_text};
use crate::ui::lobby::list::Listed;
use crate::ui::lobby::pace::{Days, Pace};
use crate::ui::lobby::page_state::{Leaving, LobbyAction, LobbyNews, LobbyPageState, Mine, LIFETIME_S};
use crate::ui::settings::hooks::lang::{link_lang, tr, use_page_language};
use crate::ui::web::storage;
use crate::ui::words::types::start_name;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// How long the page waits for a relay to take its last event before it
/// leaves anyway, in ms.
const LEAVE_MS: u32 = 3_000;

/// The setups a challenge may have, in the order the form lists them.
const STARTS: [Start; 4] = [
    Start::FullBelt,
    Start::FullBeltHowe,
    Start::NoPawns,
    Start::NoPawnsOneKing,
];

/// The paces a challenge may have, in the order the form lists them.
fn paces() -> Vec<Pace> {
    let mut paces = vec![Pace::Untimed];
    paces.extend(TimeControl::PRESETS.iter().map(|&c| Pace::Clock(c)));
    paces.extend(Days::ALL.iter().map(|&d| Pace::Days(d)));
    paces
}

/// A pace in words.
fn pace_words(pace: Pace) -> String {
    match pace {
        Pace::Untimed => t(msg::lobby_pace_untimed()),
        Pace::Clock(c) => t(&msg::lobby_pace_clock(&c.to_string())),
        Pace::Days(d) => t(&msg::lobby_pace_days(i64::from(d.count()))),
    }
}

/// The side the accepter plays, as the list says it.
fn accepter_side(side: ColorChoice) -> &'static str {
    match side {
        ColorChoice::White => "black",
        ColorChoice::Black => "white",
        ColorChoice::Random => "random",
    }
}

/// The side the poster plays, as the form offers it.
fn poster_side(side: ColorChoice) -> &'static str {
    match side {
        ColorChoice::White => "white",
        ColorChoice::Black => "black",
        ColorChoice::Random => "random",
    }
}

/// The value chosen in the `<select>` or typed in the `<input>` an event came from.
fn value_of(e: &Event) -> String {
    let target = e.target();
    target
        .clone()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .or_else(|| {
            target
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .map(|i| i.value())
        })
        .unwrap_or_default()
}

/// The form's values: what the next challenge will be.
#[derive(Clone, PartialEq)]
struct Form {
    start: Start,
    no_belt_check: bool,
    side: ColorChoice,
    pace: Pace,
    name: String,
}

/// The address of the page a game starts on.
fn leave_to(leaving: &Leaving) -> String {
    let lang = link_lang().map(|l| format!("lang={l}")).unwrap_or_default();
    match leaving {
        Leaving::Host { secret, challenge, me } => {
            let nbc = if challenge.no_belt_check { "&nbc=1" } else { "" };
            let clock = challenge
                .pace
                .clock()
                .map(|c| format!("&clock={c}"))
                .unwrap_or_default();
            let color = if *me == Color::White { "w" } else { "b" };
            format!(
                "live.html?variant={}&color={color}{nbc}{clock}&{lang}#{HOST_KEY}{}",
                challenge.start.key(),
                hex(secret)
            )
        }
        Leaving::Join(fragment) => format!("live.html?{lang}#{fragment}"),
        Leaving::Correspondence { secret, key, state } => {
            // The game is kept before the page goes: its own link finds it.
            storage::store(&kept_key(secret), &kept_text(secret, key, state));
            format!("live.html?{lang}#{}", own_fragment(secret, key))
        }
    }
}

/// What the page says, in words.
fn news_words(news: LobbyNews) -> String {
    t(match news {
        LobbyNews::Expired => msg::lobby_expired(),
        LobbyNews::Gone => msg::lobby_gone(),
        LobbyNews::Taken => msg::lobby_taken(),
        LobbyNews::NoKey => msg::lobby_no_key(),
    })
}

/// A name as the list shows it.
fn shown_name(name: &str) -> String {
    if name.is_empty() {
        t(msg::lobby_anonymous())
    } else {
        name.to_string()
    }
}

/// The relays' line.
fn relays_line(state: &LobbyPageState) -> Html {
    let r = state.relays;
    if !r.known {
        return Html::default();
    }
    let (text, alert) = if r.total == 0 {
        (t(msg::lobby_relays_none()), true)
    } else if r.gone >= r.total {
        (t(msg::lobby_relays_down()), true)
    } else {
        (
            t(&msg::lobby_relays(
                &r.open.min(r.total).to_string(),
                &r.total.to_string(),
            )),
            false,
        )
    };
    html! {
        <p class={classes!("lobby-relays", alert.then_some("error"))} data-relays-open={r.open.to_string()}
           role={if alert { "alert" } else { "status" }}>{ text }</p>
    }
}

/// One challenge of the list.
fn challenge_row(listed: &Listed, now_s: u64, own: bool, busy: bool, on_accept: &Callback<[u8; 32]>) -> Html {
    let c = &listed.challenge;
    let id = listed.id;
    let onclick = {
        let on_accept = on_accept.clone();
        Callback::from(move |_: MouseEvent| on_accept.emit(id))
    };
    let minutes = now_s.saturating_sub(c.created_at) / 60;
    let game = if c.no_belt_check {
        format!("{} · {}", start_name(c.start), t(msg::lobby_option()))
    } else {
        start_name(c.start)
    };
    html! {
        <li class="lobby-challenge" data-challenge={hex(&id)}>
            <div class="lobby-who">
                <bdi class="lobby-name">{ shown_name(&c.name) }</bdi>
                <span class="lobby-ago">{ t(&msg::lobby_ago(minutes as i64)) }</span>
            </div>
            <div class="lobby-terms">
                <span>{ game }</span>
                <span>{ pace_words(c.pace) }</span>
                // One's own challenge says one's own side; another's, the side
                // one would play by accepting it.
                <span>{ t(&msg::lobby_you_play(if own { poster_side(c.side) } else { accepter_side(c.side) })) }</span>
            </div>
            if own {
                <span class="lobby-yours">{ tr(msg::lobby_yours()) }</span>
            } else {
                <button type="button" class="primary" data-action="accept-challenge" disabled={busy} {onclick}>
                    { tr(msg::lobby_accept()) }
                </button>
            }
        </li>
    }
}

/// The whole lobby page.
#[component]
pub fn LobbyPage() -> Html {
    let store = use_lobby_store();
    let lang = use_page_language();
    use_effect_with(lang, |_| gloo::utils::document().set_title(&t(msg::lobby_title())));
    let form = use_state(|| Form {
        start: Start::FullBelt,
        no_belt_check: false,
        side: ColorChoice::Random,
        pace: Pace::Days(Days::Three),
        name: String::new(),
    });
    let state = &store.0;
    // Once a game starts, the page goes to it (after a relay took its last
    // event, or a few seconds).
    {
        let leaving = state.leaving.clone();
        let ready = state.taken_by > 0;
        use_effect_with((leaving.clone(), ready), move |(leaving, ready)| {
            let go = leaving.clone().map(|l| leave_to(&l));
            let timer = go.map(|to| {
                let delay = if *ready { 0 } else { LEAVE_MS };
                gloo::timers::callback::Timeout::new(delay, move || {
                    let _ = gloo::utils::window().location().assign(&to);
                })
            });
            move || drop(timer)
        });
    }
    let act = store.dispatcher();
    let on_post = {
        let (act, form) = (act.clone(), form.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let f = (*form).clone();
            act.dispatch(LobbyAction::Post(Challenge::new(
                f.start,
                f.no_belt_check,
                f.side,
                f.pace,
                &f.name,
                now_s(),
                LIFETIME_S,
            )));
        })
    };
    let on_withdraw = {
        let act = act.clone();
        Callback::from(move |_: MouseEvent| {
            act.dispatch(LobbyAction::Withdraw(now_s(), random_bytes().unwrap_or([7; 32])))
        })
    };
    let on_accept = {
        let act = act.clone();
        Callback::from(move |id: [u8; 32]| {
            let drawn = (
                random_bytes::<32>(),
                random_bytes::<32>(),
                random_bytes::<EVENT_RANDOM>(),
            );
            if let (Some(secret), Some(key), Some(random)) = drawn {
                act.dispatch(LobbyAction::Accept {
                    id,
                    now_s: now_s(),
                    secret,
                    key,
                    random,
                });
            }
        })
    };
    let on_cancel = {
        let act = act.clone();
        Callback::from(move |_: MouseEvent| act.dispatch(LobbyAction::Cancel))
    };
    let set = |update: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            update(&mut next, value_of(&e));
            form.set(next);
        })
    };
    let on_start = set(|f, v| f.start = Start::from_key(&v).unwrap_or(f.start));
    let on_side = set(|f, v| f.side = ColorChoice::from_key(&v).unwrap_or(f.side));
    let on_pace = set(|f, v| f.pace = Pace::read(&v).unwrap_or(f.pace));
    let on_name = {
        let form = form.clone();
        Callback::from(move |e: InputEvent| {
            let mut next = (*form).clone();
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                next.name = input.value();
            }
            form.set(next);
        })
    };
    let on_nbc = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                next.no_belt_check = input.checked();
            }
            form.set(next);
        })
    };
    let mine_id = match &state.mine {
        Some(Mine::Open { id, .. }) => Some(*id),
        _ => None,
    };
    let own_key = state.public_key();
    let busy = state.mine.is_some() || state.waiting.is_some() || state.leaving.is_some();
    let post_panel = if state.leaving.is_some() {
        html! { <p class="lobby-status" role="status" data-lobby="starting">{ tr(msg::lobby_starting()) }</p> }
    } else if let Some(w) = &state.waiting {
        let name = shown_name(&w.listed.challenge.name);
        let text = if w.taken {
            t(&msg::lobby_waiting_taken(&name))
        } else {
            t(&msg::lobby_waiting(&name))
        };
        html! {
            <div class="lobby-status" data-lobby="waiting">
                <p role="status">{ text }</p>
                <button type="button" data-action="cancel-accept" onclick={on_cancel}>{ tr(msg::lobby_cancel()) }</button>
            </div>
        }
    } else {
        match &state.mine {
            Some(Mine::Mining { .. }) => {
                html! { <p class="lobby-status" role="status" data-lobby="posting">{ tr(msg::lobby_posting()) }</p> }
            }
            Some(Mine::Open { challenge, .. }) => {
                // The page's clock moves on every 20 s: never before the post.
                let now = state.now_s.max(challenge.created_at);
                let minutes = challenge.expires_at.saturating_sub(now).div_ceil(60);
                html! {
                    <div class="lobby-status" data-lobby="open">
                        <p role="status">{ t(&msg::lobby_open(minutes as i64)) }</p>
                        <button type="button" data-action="withdraw-challenge" onclick={on_withdraw}>{ tr(msg::lobby_withdraw()) }</button>
                    </div>
                }
            }
            None => {
                let f = &*form;
                let belts = f.start.variant().has_belts();
                let starts = STARTS.iter().map(|&s| (s.key().to_string(), start_name(s))).collect();
                let sides = ColorChoice::ALL
                    .iter()
                    .map(|&c| (c.key().to_string(), t(&msg::lobby_you_play(poster_side(c)))))
                    .collect();
                let pace_choices = paces().into_iter().map(|p| (p.text(), pace_words(p))).collect();
                html! {
                    <form class="lobby-form" onsubmit={on_post} data-lobby="form">
                        { setting_select(&t(msg::lobby_game()), "lobby-game", starts, f.start.key(), true, on_start) }
                        if belts {
                            <label class="check">
                                <input type="checkbox" data-setting="lobby-no-belt-check" checked={f.no_belt_check} onchange={on_nbc} />
                                <span>{ tr(msg::new_game_no_belt_check()) }</span>
                            </label>
                        }
                        { setting_select(&t(msg::lobby_side()), "lobby-side", sides, f.side.key(), true, on_side) }
                        { setting_select(&t(msg::lobby_pace()), "lobby-pace", pace_choices, &f.pace.text(), true, on_pace) }
                        <label>
                            <span>{ tr(msg::lobby_name()) }</span>
                            <input type="text" data-setting="lobby-name" maxlength={MAX_NAME_CHARS.to_string()}
                                   autocomplete="nickname" value={f.name.clone()} oninput={on_name} />
                        </label>
                        <button type="submit" class="primary" data-action="post-challenge" disabled={own_key.is_none()}>
                            { tr(msg::lobby_post()) }
                        </button>
                    </form>
                }
            }
        }
    };
    let listed = state.lobby.listed();
    html! {
        <div class="app live-page lobby-page">
            <header class="top">
                <h1>{ tr(msg::app_name()) }</h1>
                <span class="badge">{ tr(msg::lobby_badge()) }</span>
                <a class="back" href={home_link()}>{ tr(msg::analysis_back()) }</a>
            </header>
            <main class="lobby">
                <p class="lobby-intro">{ tr(msg::lobby_intro()) }</p>
                if let Some(news) = state.news {
                    <p class="lobby-news" role="alert" data-lobby-news="">{ news_words(news) }</p>
                }
                <section class="lobby-post">
                    <h2>{ tr(msg::lobby_post_heading()) }</h2>
                    { post_panel }
                </section>
                <section class="lobby-list">
                    <h2>{ tr(msg::lobby_list_heading()) }</h2>
                    { relays_line(state) }
                    if listed.is_empty() {
                        <p class="lobby-empty" data-lobby-empty="">{ tr(msg::lobby_empty()) }</p>
                    } else {
                        <ul class="lobby-challenges">
                            { for listed.iter().map(|l| {
                                let own = Some(l.pubkey) == own_key || Some(l.id) == mine_id;
                                challenge_row(l, state.now_s.max(l.challenge.created_at), own, busy, &on_accept)
                            }) }
                        </ul>
                    }
                </section>
            </main>
        </div>
    }
}
