//! The live page's panels (issue 26): the invitation with its link and QR
//! code, the friend's prompt and answer, and the game's controls (the
//! connection, resign, the proposals and their answers).

use super::dialogs::copy::{copy_button, copy_result, Copied};
use crate::i18n::{msg, t};
use crate::rules::{Color, Millis};
use crate::ui::formats::qr::Qr;
use crate::ui::hooks::tr;
use crate::ui::peer::Offer;
use crate::ui::state::live::{Connection, LiveAction, LiveGame};
use crate::ui::web::scan::{can_scan, start, Scan, ScanError};
use crate::ui::words::{live::peer_error_text, outcome};
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

/// A side's clock face, when the game is timed.
fn clock_face(game: &LiveGame, side: Color, now: f64) -> Html {
    match game.clock_hook(now) {
        Some(left) => {
            let ms = left[usize::from(side == Color::Black)];
            html! { <span class="live-clock" data-live-clock={side.name()} data-ms={ms.to_string()}>{ Millis(ms).face() }</span> }
        }
        None => html! {},
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

/// The connection's line, the clocks, and what the user can do in the game.
pub fn live_controls(
    game: &LiveGame,
    now: f64,
    send: &Callback<LiveAction>,
    on_reinvite: Callback<MouseEvent>,
) -> Html {
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
    let result = if peer.agreed_draw {
        Some(t(msg::live_drawn()))
    } else {
        game.outcome().map(|o| format!("{} · {}", o.result.pgn(), outcome(o)))
    };
    html! {
        <section class="live-controls" data-live-game={format!("{:016x}", game.terms.game)} data-me={me.name()}>
            <p class="live-peer" data-peer={game.connection.key()} aria-live="polite">{ line }</p>
            if game.clocks.is_some() {
                <p class="live-clocks">
                    { tr(msg::live_friend()) }{ " " }{ clock_face(game, !me, now) }{ " · " }{ tr(msg::live_you()) }{ " " }{ clock_face(game, me, now) }
                </p>
            }
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
