//! An embedded board's link to the page that frames it: the parent window,
//! events posted to it, and the fields of its messages.

use crate::ui::game::embed::{Incoming, Outgoing};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The page that frames this one, if any (not the page itself).
pub fn parent_window() -> Option<web_sys::Window> {
    let window = gloo::utils::window();
    let parent = window.parent().ok().flatten()?;
    (!js_sys::Object::is(&parent, &window)).then_some(parent)
}

/// The text of a field of a message's data: a string, or a whole number
/// written out (no field takes fractions; integers also keep float printing
/// out of the wasm); anything else (objects, booleans, missing) is `None`.
fn message_field(data: &wasm_bindgen::JsValue, name: &str) -> Option<String> {
    let value = js_sys::Reflect::get(data, &name.into()).ok()?;
    value.as_string().or_else(|| {
        let n = value.as_f64().filter(|n| n.fract() == 0.0 && n.abs() < 1e15)?;
        Some((n as i64).to_string())
    })
}

/// Whether `event` was posted by `window` (the parent page, a framed board).
fn sent_by(event: &web_sys::MessageEvent, window: &wasm_bindgen::JsValue) -> bool {
    event.source().is_some_and(|source| js_sys::Object::is(&source, window))
}

/// A message from the parent page, if `event` is one (from the parent window
/// itself, with an object for data).
pub fn incoming(event: &web_sys::MessageEvent) -> Option<Incoming> {
    let parent = parent_window()?;
    let from_parent = sent_by(event, &parent);
    let data = event.data();
    (from_parent && data.is_object()).then(|| Incoming {
        kind: message_field(&data, "type"),
        fen: message_field(&data, "fen"),
        variant: message_field(&data, "variant"),
        ai: message_field(&data, "ai"),
        level: message_field(&data, "level"),
        pgn: message_field(&data, "pgn"),
    })
}

/// Sends `event` to the framing page, as `{source: "beltboard", id, type, ...}`,
/// addressed to `origin` when the page gave its origin (see
/// `formats::embed::parent_origin`), else to `"*"`: the events hold only
/// what the board shows anyway.
pub fn post(id: Option<&str>, origin: Option<&str>, event: &Outgoing) {
    let Some(parent) = parent_window() else { return };
    let data = js_sys::Object::new();
    let set = |name: &str, value: wasm_bindgen::JsValue| {
        let _ = js_sys::Reflect::set(&data, &name.into(), &value);
    };
    set("source", "beltboard".into());
    set("id", id.map_or(wasm_bindgen::JsValue::NULL, Into::into));
    set("type", event.kind().into());
    for (name, value) in event.fields() {
        match (name, value.parse::<u32>()) {
            ("ply" | "height", Ok(n)) => set(name, n.into()),
            _ => set(name, value.into()),
        }
    }
    let _ = parent.post_message(&data, origin.unwrap_or("*"));
}

/// Calls `on_change` with the page's content height (the body's, in whole
/// CSS pixels) now and whenever it changes, until dropped. The root element
/// is marked `data-height="auto"`, which the stylesheet reads to size the
/// board by the frame's width only: a height taken from the frame's would
/// follow the frame the page itself resizes.
pub struct HeightWatch {
    observer: web_sys::ResizeObserver,
    // Kept alive as long as the observer may call it.
    _callback: Closure<dyn FnMut()>,
}

impl HeightWatch {
    /// Starts watching; `None` where the browser has no ResizeObserver.
    pub fn start(on_change: impl Fn(u32) + 'static) -> Option<HeightWatch> {
        let document = gloo::utils::document();
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("data-height", "auto");
        }
        let body = document.body()?;
        let measured = body.clone();
        let mut last = None;
        let callback = Closure::<dyn FnMut()>::new(move || {
            let height = measured.offset_height().max(0) as u32;
            if last != Some(height) {
                last = Some(height);
                on_change(height);
            }
        });
        let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
        observer.observe(&body);
        Some(HeightWatch {
            observer,
            _callback: callback,
        })
    }
}

impl Drop for HeightWatch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// Sizes the framed board found by `selector` (on this page) to its content,
/// as embed.js does for a host: it follows the `resize` messages that board
/// posts with `height=auto`. The embed builder's preview uses it, which at a
/// guessed height left an empty area under a phone's board. Listens until
/// the returned listener is dropped.
pub fn follow_frame_height(selector: &'static str) -> gloo::events::EventListener {
    gloo::events::EventListener::new(&gloo::utils::window(), "message", move |event| {
        let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
            return;
        };
        let Some(frame) = gloo::utils::document().query_selector(selector).ok().flatten() else {
            return;
        };
        let from_frame = js_sys::Reflect::get(&frame, &"contentWindow".into()).is_ok_and(|own| sent_by(event, &own));
        let data = event.data();
        let resize = message_field(&data, "type").as_deref() == Some("resize");
        let height = message_field(&data, "height").and_then(|h| h.parse::<u32>().ok());
        if let (true, true, Some(height)) = (from_frame, resize, height.filter(|h| (1..10_000).contains(h))) {
            if let Ok(frame) = frame.dyn_into::<web_sys::HtmlElement>() {
                let _ = frame.style().set_property("height", &format!("{height}px"));
            }
        }
    })
}
