//! The extras' wasm (`ui::extras`), both sides of its link with the page:
//! loaded when first asked for, then spoken to by window events that carry
//! postcard bytes.
//!
//! The page adds `extras.js` (wasm-bindgen's loader, a plain script that
//! binds `wasm_bindgen` as a global of its own: no page code can reach it)
//! and `start-extras.js` (which starts it); the extras' `main` listens for
//! [`REQUEST`] events and then sends [`READY`]. Until then the page keeps
//! its latest request and sends it on [`READY`]. Events rather than an
//! exported function, so that neither side needs to know the other's
//! bindings, and a request sent before the wasm is there is not lost.

use crate::ui::game::extras::request::{decode_reply, encode_reply, Reply};
use gloo::events::EventListener;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};

/// The event a request travels in, page to extras.
pub const REQUEST: &str = "beltboard-extras-request";
/// The event a reply travels in, extras to page.
const REPLY: &str = "beltboard-extras-reply";
/// The event the extras send once they listen.
const READY: &str = "beltboard-extras-ready";
/// The event sent when the extras' files could not be loaded or started
/// (offline before the service worker kept them, a damaged file).
const FAILED: &str = "beltboard-extras-failed";

/// Where the page's link to the extras stands.
#[derive(Default)]
enum Link {
    /// Not loaded yet (or its last load failed: the next request tries again).
    #[default]
    Idle,
    /// Loading; the latest request waits, sent on [`READY`].
    Loading {
        /// The latest request.
        pending: Vec<u8>,
    },
    /// Listening.
    Ready,
}

thread_local! {
    static LINK: RefCell<Link> = const { RefCell::new(Link::Idle) };
}

/// What the page hears from the extras.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A dialog's reply.
    Reply(Reply),
    /// The extras could not be loaded: the dialog cannot be shown.
    Unavailable,
}

fn post(event: &str, bytes: Option<&[u8]>) {
    let init = web_sys::CustomEventInit::new();
    if let Some(bytes) = bytes {
        init.set_detail(&js_sys::Uint8Array::from(bytes));
    }
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(event, &init) {
        let _ = gloo::utils::window().dispatch_event(&event);
    }
}

/// The bytes an event of this link carries.
fn detail(event: &web_sys::Event) -> Option<Vec<u8>> {
    let event = event.dyn_ref::<web_sys::CustomEvent>()?;
    let detail = event.detail().dyn_into::<js_sys::Uint8Array>().ok()?;
    Some(detail.to_vec())
}

/// Adds a plain script (`async` off, so that the scripts run in the order
/// they were added); a file that cannot be had ends the load.
fn add_script(src: &str) -> Option<()> {
    let document = gloo::utils::document();
    let script = document.create_element("script").ok()?;
    script.set_attribute("src", src).ok()?;
    js_sys::Reflect::set(&script, &JsValue::from_str("async"), &JsValue::FALSE).ok()?;
    // A file that failed leaves no element, so that a later load adds it again.
    let failed = script.clone();
    EventListener::once(&script, "error", move |_| {
        failed.remove();
        post(FAILED, None);
    })
    .forget();
    document.head()?.append_child(&script).ok()?;
    Some(())
}

/// Sends `bytes` (a request that only matters if the extras are there: a
/// Hide) to the extras if they are loaded or loading; never starts a load.
pub fn send_if_loaded(bytes: Vec<u8>) {
    let ready = LINK.with(|link| match &mut *link.borrow_mut() {
        Link::Ready => Some(bytes),
        Link::Loading { pending } => {
            *pending = bytes;
            None
        }
        Link::Idle => None,
    });
    if let Some(bytes) = ready {
        post(REQUEST, Some(&bytes));
    }
}

/// Sends `bytes` (a request) to the extras, loading them first if need be.
/// No borrow of the link is held while an event is sent: the other side
/// answers at once, and its answer may send again.
pub fn send(bytes: Vec<u8>) {
    let state = LINK.with(|link| {
        let mut link = link.borrow_mut();
        match &mut *link {
            Link::Ready => Some(bytes),
            Link::Loading { pending } => {
                *pending = bytes;
                None
            }
            Link::Idle => {
                *link = Link::Loading { pending: bytes };
                drop(link);
                load();
                None
            }
        }
    });
    if let Some(bytes) = state {
        post(REQUEST, Some(&bytes));
    }
}

/// Adds the extras' scripts, and sends the waiting request once they listen.
fn load() {
    // Listeners kept for the page's life (forgotten): dropping one from its
    // own callback would free the closure that runs.
    let window = gloo::utils::window();
    EventListener::once(&window, READY, |_| {
        let pending = LINK.with(|link| match link.replace(Link::Ready) {
            Link::Loading { pending } => Some(pending),
            _ => None,
        });
        if let Some(bytes) = pending {
            post(REQUEST, Some(&bytes));
        }
    })
    .forget();
    // A failure ends this load (not a later one): the next request tries again.
    EventListener::once(&window, FAILED, |_| {
        LINK.with(|link| {
            let mut link = link.borrow_mut();
            if matches!(*link, Link::Loading { .. }) {
                *link = Link::Idle;
            }
        });
    })
    .forget();
    // extras.js once only: run again, it would declare its binding twice (a
    // start that failed after it loaded, its wasm unreachable, starts again).
    let document = gloo::utils::document();
    let there = document
        .query_selector("script[src=\"extras.js\"]")
        .ok()
        .flatten()
        .is_some();
    let added = if there {
        add_script("start-extras.js")
    } else {
        add_script("extras.js").and(add_script("start-extras.js"))
    };
    if added.is_none() {
        post(FAILED, None);
    }
}

/// Calls `heard` with every reply of the extras, and when they cannot be
/// loaded, for as long as the listeners are kept.
pub fn listen(heard: impl Fn(Heard) + 'static) -> [EventListener; 2] {
    let window = gloo::utils::window();
    let heard = std::rc::Rc::new(heard);
    let on_reply = {
        let heard = heard.clone();
        EventListener::new(&window, REPLY, move |event| {
            // Bytes of another version of the extras (a page open across an
            // update) are not answered.
            if let Some(reply) = detail(event).and_then(|bytes| decode_reply(&bytes).ok()) {
                heard(Heard::Reply(reply));
            }
        })
    };
    let on_failed = EventListener::new(&window, FAILED, move |_| heard(Heard::Unavailable));
    [on_reply, on_failed]
}

/// The extras' side: listens for the page's requests (their bytes), then
/// says it is ready.
pub fn serve(request: impl Fn(&[u8]) + 'static) -> EventListener {
    let listener = EventListener::new(&gloo::utils::window(), REQUEST, move |event| {
        if let Some(bytes) = detail(event) {
            request(&bytes);
        }
    });
    post(READY, None);
    listener
}

/// The extras' side: a request they cannot read (from a page of another
/// build) is answered as if they could not be loaded, so that the page
/// says so instead of waiting.
pub fn refuse() {
    post(FAILED, None);
}

/// The extras' side: `reply` to the page.
pub fn reply(reply: &Reply) {
    post(REPLY, Some(&encode_reply(reply)));
}
