//! An embedded board's link to the page that frames it: the parent window,
//! events posted to it, and the fields of its messages.

use crate::ui::formats::embed::{Incoming, Outgoing};

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

/// A message from the parent page, if `event` is one (from the parent window
/// itself, with an object for data).
pub fn incoming(event: &web_sys::MessageEvent) -> Option<Incoming> {
    let parent = parent_window()?;
    let from_parent = event
        .source()
        .is_some_and(|source| js_sys::Object::is(&source, &parent));
    let data = event.data();
    (from_parent && data.is_object()).then(|| Incoming {
        kind: message_field(&data, "type"),
        fen: message_field(&data, "fen"),
        variant: message_field(&data, "variant"),
        ai: message_field(&data, "ai"),
        level: message_field(&data, "level"),
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
            ("ply", Ok(n)) => set(name, n.into()),
            _ => set(name, value.into()),
        }
    }
    let _ = parent.post_message(&data, origin.unwrap_or("*"));
}
