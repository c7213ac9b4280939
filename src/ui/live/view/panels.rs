//! The live page's panels: the exchange of codes (the invitation
//! with its link and QR code, the friend's prompt and answer), the players'
//! bars, and the game's controls (the connection, this side's colour,
//! resign, the proposals and their answers).

use crate::i18n::{msg, t};
use crate::rules::{Color, Millis};
use crate::ui::live::flow::{Exchange, JoinError, ANSWER_KEY, INVITE_KEY};
use crate::ui::live::peer::Offer;
use crate::ui::live::qr::Qr;
use crate::ui::live::signal::secret_part;
use crate::ui::live::state::{Connection, LiveAction, LiveGame};
use crate::ui::live::web::scan::{can_scan, start, Scan, ScanError};
use crate::ui::live::words::{describe, describe_for_host, join_error_text, peer_error_text};
use crate::ui::settings::hooks::lang::{link_lang, tr};
use crate::ui::view::copy::{copy_button, copy_result, Copied};
use crate::ui::web::address;
use crate::ui::words::keys::side_key;
use crate::ui::words::types::outcome;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// The QR code of `text`, drawn as one SVG path (or why there is none).
fn qr_svg(text: &str) -> Html {
    match Qr::of(text) {
        Ok(qr) => {
            let side = qr.view_size().to_string();
            html! {
                <svg class="qr" viewBox={format!("0 0 {side} {side}")} role="img" aria-label={tr(msg::live_qr_label())}
                     data-modules={qr.size.to_string()}>
                    <rect width={side.clone()} height={side} fill="#fff" />
                    <path d={qr.svg_path()} fill="#000" />
                </svg>
            }
        }
        Err(e) => html! { <p class="error">{ tr(&msg::live_qr_too_long(e.bytes as i64)) }</p> },
    }
}

/// Whether the browser offers the Web Share API (phones, mostly).
fn can_share() -> bool {
    js_sys::Reflect::has(&gloo::utils::window().navigator(), &"share".into()).unwrap_or(false)
}

/// Opens the system's share sheet with `url` (a refusal changes nothing).
fn share(url: &str) {
    let navigator = gloo::utils::window().navigator();
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    if let Ok(f) = js_sys::Reflect::get(&navigator, &"share".into()) {
        if let Ok(f) = f.dyn_into::<js_sys::Function>() {
            // The promise's rejection (the sheet closed) needs no answer.
            let _ = f.call1(&navigator, &JsValue::from(data));
        }
    }
}

/// Properties of [`LinkPanel`].
#[derive(Properties, PartialEq)]
pub struct LinkPanelProps {
    /// What the link is (`invite` or `answer`: the `data-*-link` hooks).
    pub name: &'static str,
    /// The heading.
    pub title: AttrValue,
    /// What to do with it.
    pub help: AttrValue,
    /// The link.
    pub link: AttrValue,
    /// The page's language (the panel is drawn again in a new one).
    pub lang: &'static str,
}

/// A link to pass on: its text, Copy, Share where the browser has it, and its QR code.
#[component]
pub fn LinkPanel(props: &LinkPanelProps) -> Html {
    let copied = use_state(|| Copied { field: "", ok: false });
    let field = use_node_ref();
    let link = props.link.to_string();
    let on_share = {
        let link = link.clone();
        Callback::from(move |_: MouseEvent| share(&link))
    };
    let (invite_hook, answer_hook) = if props.name == "invite" {
        (Some(""), None)
    } else {
        (None, Some(""))
    };
    html! {
        <section class="live-link" data-live-panel={props.name}>
            <h2>{ props.title.clone() }</h2>
            <p>{ props.help.clone() }</p>
            <textarea ref={field.clone()} readonly=true rows="3" spellcheck="false" value={link.clone()}
                      data-invite-link={invite_hook} data-answer-link={answer_hook} />
            <div class="controls">
                { copy_button(props.name, &t(msg::copy()), link.clone(), field, &copied) }
                if can_share() {
                    <button type="button" data-action={format!("share-{}", props.name)} onclick={on_share}>{ tr(msg::action_share()) }</button>
                }
            </div>
            { copy_result(props.name, &copied) }
            <figure data-invite-qr={invite_hook} data-answer-qr={answer_hook}>{ qr_svg(&link) }</figure>
        </section>
    }
}

/// Properties of [`AnswerInput`].
#[derive(Properties, PartialEq)]
pub struct AnswerInputProps {
    /// Called with the pasted text.
    pub on_connect: Callback<String>,
    /// Why the last one was refused.
    pub error: Option<AttrValue>,
    /// The page's language (the panel is drawn again in a new one).
    pub lang: &'static str,
}

/// Where the inviting player pastes the friend's answer, or scans its QR
/// code with the camera where the browser can read one (`BarcodeDetector`).
#[component]
pub fn AnswerInput(props: &AnswerInputProps) -> Html {
    let area = use_node_ref();
    let video = use_node_ref();
    let scan = use_mut_ref(|| None::<Scan>);
    let scanning = use_state(|| false);
    let scan_error = use_state(|| None::<ScanError>);
    let onclick = {
        let (area, on_connect) = (area.clone(), props.on_connect.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(a) = area.cast::<HtmlTextAreaElement>() {
                on_connect.emit(a.value());
            }
        })
    };
    // The camera opens once its video element is drawn.
    {
        let (video, scan, scanning, scan_error) = (video.clone(), scan.clone(), scanning.clone(), scan_error.clone());
        let (area, on_connect) = (area.clone(), props.on_connect.clone());
        use_effect_with(*scanning, move |&on| {
            let element = video.cast::<web_sys::Element>();
            if let (true, Some(element)) = (on, element) {
                let shown = scanning.clone();
                let found = move |text: String| {
                    if let Some(a) = area.cast::<HtmlTextAreaElement>() {
                        a.set_value(&text);
                    }
                    shown.set(false);
                    on_connect.emit(text);
                };
                let kept = scan.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    match start(element, found).await {
                        Ok(s) => *kept.borrow_mut() = Some(s),
                        Err(e) => {
                            scan_error.set(Some(e));
                            scanning.set(false);
                        }
                    }
                });
            }
            move || drop(scan.borrow_mut().take())
        });
    }
    let toggle = {
        let (scanning, scan_error) = (scanning.clone(), scan_error.clone());
        Callback::from(move |_: MouseEvent| {
            scan_error.set(None);
            scanning.set(!*scanning);
        })
    };
    let scan_button = can_scan().then(|| {
        html! {
            <button type="button" data-action="scan-answer" onclick={toggle}>
                { tr(if *scanning { msg::live_scan_stop() } else { msg::live_scan() }) }
            </button>
        }
    });
    html! {
        <section class="live-answer">
            <label for="live-answer">{ tr(msg::live_answer_label()) }</label>
            <textarea id="live-answer" ref={area} rows="3" spellcheck="false" data-answer-input="" />
            <div class="controls">
                <button type="button" class="primary" data-action="connect" {onclick}>{ tr(msg::live_connect()) }</button>
                { for scan_button }
            </div>
            if *scanning { <video class="live-scan" ref={video} playsinline=true data-scan-video="" /> }
            if let Some(e) = *scan_error {
                <p class="error" role="alert" data-scan-error="">{ tr(scan_error_text(e)) }</p>
            }
            if let Some(e) = &props.error { <p class="error" role="alert" data-live-error="">{ e.clone() }</p> }
        </section>
    }
}

/// Why the camera gave no answer.
fn scan_error_text(error: ScanError) -> &'static crate::i18n::Text<'static> {
    match error {
        ScanError::Unsupported => msg::live_scan_unsupported(),
        ScanError::Refused => msg::live_scan_refused(),
    }
}

/// A side's clock face, when the game is timed (the game page's clock's
/// look: `running` on the side whose time runs, `low` in low time).
fn clock_face(game: &LiveGame, side: Color, now: f64) -> Html {
    match (game.clock_hook(now), game.clocks) {
        (Some(left), Some(clocks)) => {
            let ms = left[usize::from(side == Color::Black)];
            let (running, low) = (clocks.running() == Some(side), clocks.is_low(side, now));
            html! {
                <span class={classes!("clock", "live-clock", low.then_some("low"), running.then_some("running"))}
                      data-live-clock={side.name()} data-ms={ms.to_string()} role="timer">{ Millis(ms).face() }</span>
            }
        }
        _ => html! {},
    }
}

/// The bar of `color` above or below the live board, as the game page's
/// player bars: who plays it (this side or the friend), its colour, whose
/// turn it is, and its clock when the game is timed.
pub fn live_player_bar(game: &LiveGame, color: Color, now: f64) -> Html {
    let to_move = !game.peer.is_over() && game.peer.game.position().turn() == color;
    let mine = color == game.terms.me;
    html! {
        <div class={classes!("player-bar", to_move.then_some("to-move"))} data-player={color.char().to_string()}
             data-live-player={if mine { "me" } else { "friend" }}>
            <span class={classes!("swatch", if color == Color::White { "white" } else { "black" })} aria-hidden="true"></span>
            <span class="player-name">{ tr(if mine { msg::live_you() } else { msg::live_friend() }) }</span>
            <span class="player-side">{ tr(&msg::side_name(side_key(color))) }</span>
            if to_move { <span class="player-state">{ tr(msg::player_to_move()) }</span> }
            { clock_face(game, color, now) }
        </div>
    }
}

/// A proposal's value for the tests' hook `data-offer-received`
/// (unchanged English, whatever the page speaks).
fn offer_hook(offer: Offer) -> &'static str {
    match offer {
        Offer::Draw => "a draw",         // not words: a test hook's value
        Offer::Takeback => "a takeback", // not words: a test hook's value
        Offer::Rematch => "a rematch",   // not words: a test hook's value
    }
}

/// A proposal as the catalogue's messages select on it.
fn offer_key(offer: Offer) -> &'static str {
    match offer {
        Offer::Draw => "draw",
        Offer::Takeback => "takeback",
        Offer::Rematch => "rematch",
    }
}

/// The connection's line, this side's colour, the result, the proposals
/// and their answers, and what the user can do in the game.
pub fn live_controls(game: &LiveGame, send: &Callback<LiveAction>, on_reinvite: Callback<MouseEvent>) -> Html {
    let click = |action: LiveAction| {
        let send = send.clone();
        Callback::from(move |_: MouseEvent| send.emit(action.clone()))
    };
    let peer = &game.peer;
    let over = peer.is_over();
    let connected = game.connection == Connection::Connected;
    let line = tr(match game.connection {
        Connection::Connected => msg::live_connected(),
        Connection::Connecting => msg::live_connecting(),
        Connection::Disconnected => msg::live_disconnected(),
    });
    let me = game.terms.me;
    let result = game.outcome().map(|o| format!("{} · {}", o.result.pgn(), outcome(o)));
    html! {
        <section class="live-controls" data-live-game={format!("{:016x}", game.terms.game)} data-me={me.name()}>
            <p class="live-peer" data-peer={game.connection.key()} aria-live="polite">{ line }</p>
            <p class="live-me" data-live-me={me.name()}>{ tr(&msg::live_you_play(side_key(me))) }</p>
            if let Some(text) = result { <p class="live-result" data-live-result="">{ text }</p> }
            if let Some(e) = game.refused { <p class="error" role="alert" data-live-refused="">{ peer_error_text(e) }</p> }
            if let Some(offer) = peer.received {
                <p class="live-offer" data-offer-received={offer_hook(offer)}>
                    { tr(&msg::live_offer_received(offer_key(offer))) }
                    <button type="button" class="primary" data-action="accept-offer" onclick={click(LiveAction::Reply(true))}>{ tr(msg::live_accept()) }</button>
                    <button type="button" data-action="decline-offer" onclick={click(LiveAction::Reply(false))}>{ tr(msg::live_decline()) }</button>
                </p>
            }
            if let Some(offer) = peer.sent { <p class="live-offer" data-offer-sent="">{ tr(&msg::live_offer_sent(offer_key(offer))) }</p> }
            if let Some(offer) = peer.declined {
                <p class="live-offer" role="status" data-offer-declined={offer_hook(offer)}>{ tr(&msg::live_offer_declined(offer_key(offer))) }</p>
            }
            <div class="controls">
                if !over {
                    <button type="button" data-action="live-resign" disabled={!connected} onclick={click(LiveAction::Resign)}>{ tr(msg::action_resign()) }</button>
                    <button type="button" data-action="offer-draw" disabled={!connected} onclick={click(LiveAction::Offer(Offer::Draw))}>{ tr(msg::action_offer_draw()) }</button>
                    <button type="button" data-action="offer-takeback" disabled={!connected || peer.game.turns().is_empty()}
                            onclick={click(LiveAction::Offer(Offer::Takeback))}>{ tr(msg::live_takeback()) }</button>
                } else {
                    <button type="button" data-action="offer-rematch" disabled={!connected} onclick={click(LiveAction::Offer(Offer::Rematch))}>{ tr(msg::live_rematch()) }</button>
                }
                if game.connection == Connection::Disconnected {
                    <button type="button" class="primary" data-action="reinvite" onclick={on_reinvite}>{ tr(msg::live_reinvite()) }</button>
                }
            </div>
        </section>
    }
}

/// The game page's address, with the `lang=` this page was opened with.
pub fn home_link() -> String {
    match link_lang() {
        Some(lang) => format!("index.html?lang={lang}"),
        None => "index.html".to_string(),
    }
}

/// What the page says about a code or the connection: a refusal, or news
/// that changes nothing (said calmly, as a status rather than an alert).
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    /// The words.
    pub text: AttrValue,
    /// News rather than a refusal.
    pub calm: bool,
}

/// `said` as a line: an alert for a refusal, a status for news.
fn said_line(said: &Option<Said>) -> Html {
    match said {
        Some(Said { text, calm: true }) => {
            html! { <p class="live-notice" role="status" data-live-notice="">{ text.clone() }</p> }
        }
        Some(Said { text, calm: false }) => {
            html! { <p class="error" role="alert" data-live-error="">{ text.clone() }</p> }
        }
        None => html! {},
    }
}

/// What the exchange of codes calls back.
pub struct ExchangeCalls {
    /// The friend accepts the invitation.
    pub on_accept: Callback<MouseEvent>,
    /// The friend declines it.
    pub on_decline: Callback<MouseEvent>,
    /// The inviting side reads an answer.
    pub on_connect: Callback<String>,
}

/// The exchange of codes: the invitation to pass on (with the terms as
/// this side plays them) and the answer to paste, or the friend's prompt
/// and answer, or why a code was refused.
/// What the exchange's panels show of the relays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RelayView {
    /// The invitation's secret, which its link carries.
    pub secret: Option<[u8; 32]>,
    /// The page listens on relays that are not all gone.
    pub listening: bool,
    /// The answer link is offered (relays off, gone, refusing, or late).
    pub answer_link: bool,
}

/// The panels of the exchange of codes, as it stands.
pub fn exchange_view(
    exchange: &Exchange,
    said: &Option<Said>,
    clock_select: Html,
    calls: ExchangeCalls,
    relays: RelayView,
) -> Html {
    // The panels drawn from properties are drawn again in a new language.
    let lang = crate::i18n::current::lang();
    let page_link = |fragment: String| AttrValue::from(address::link_to(&fragment));
    match exchange {
        Exchange::Preparing => html! { <p class="live-wait" aria-live="polite">{ tr(msg::live_preparing()) }</p> },
        Exchange::Inviting(i) => html! {
            <>
                <div class="form live-terms">
                    <p data-live-my-terms={i.host.name()}>{ describe_for_host(i) }</p>
                    { clock_select }
                </div>
                <LinkPanel name="invite" title={tr(msg::live_invite_title())} help={tr(msg::live_invite_help())}
                           link={page_link(format!("{}{INVITE_KEY}{}", relays.secret.map(|k| secret_part(&k)).unwrap_or_default(), i.code()))} {lang} />
                if relays.listening {
                    <p class="live-wait" data-live-listening="" aria-live="polite">{ tr(msg::live_relay_listening()) }</p>
                }
                <AnswerInput on_connect={calls.on_connect} error={said.as_ref().map(|s| s.text.clone())} {lang} />
            </>
        },
        Exchange::Prompt(i) => html! {
            <section class="live-prompt" data-live-prompt="">
                <h2>{ tr(msg::live_invited()) }</h2>
                <p class="live-terms" data-live-terms="">{ describe(i) }</p>
                <div class="controls">
                    <button type="button" class="primary" data-action="accept-invite" onclick={calls.on_accept}>{ tr(msg::live_accept()) }</button>
                    <button type="button" data-action="decline-invite" onclick={calls.on_decline}>{ tr(msg::live_decline()) }</button>
                </div>
                { said_line(said) }
            </section>
        },
        Exchange::Answering { code, .. } if relays.answer_link => html! {
            <>
                <LinkPanel name="answer" title={tr(msg::live_answer_title())} help={tr(msg::live_answer_help())}
                           link={page_link(format!("{ANSWER_KEY}{code}"))} {lang} />
                { said_line(said) }
            </>
        },
        Exchange::Answering { invitation, .. } => html! {
            <section class="live-prompt" data-live-sending="">
                <p class="live-terms">{ describe(invitation) }</p>
                <p aria-live="polite">{ tr(msg::live_relay_sending()) }</p>
                { said_line(said) }
            </section>
        },
        Exchange::Joined(_) => said_line(said),
        Exchange::Declined => html! {
            <section class="live-prompt" data-live-declined="">
                <p>{ tr(msg::live_declined()) }</p>
                <a class="button" href={home_link()}>{ tr(msg::live_back()) }</a>
            </section>
        },
        // An answer link opened in a tab of its own was handed over (see
        // the page's `open`): said plainly, as news, not as a refusal.
        Exchange::Refused(JoinError::NotInviting) => html! {
            <section class="live-prompt" data-live-refused-code="">
                <p role="status">{ t(msg::live_handed_over()) }</p>
                <a class="button" href={home_link()}>{ tr(msg::live_back()) }</a>
            </section>
        },
        Exchange::Refused(e) => html! {
            <section class="live-prompt" data-live-refused-code="">
                <p class="error" role="alert">{ join_error_text(*e) }</p>
                <a class="button" href={home_link()}>{ tr(msg::live_back()) }</a>
            </section>
        },
    }
}
