//! The page's dealings with the browser outside the board: the address,
//! localStorage, the clipboard, downloads, and an embedded board's messages
//! to and from its parent page. Every call tolerates a browser
//! that refuses (storage disabled, clipboard denied): the game goes on, and
//! the caller learns whether it worked.

use super::app::StoreHandle;
use super::embed::{command, embed_id, events_since, ready, Incoming, Outgoing};
use super::saved::{opening, Opening, SAVE_KEY, SET_ASIDE_KEY};
use super::state::Action;
use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::Storage;
use yew::prelude::*;

/// localStorage, when the browser lets the page use it (it may throw, e.g.
/// with storage blocked for the site).
fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The page's query (`?a=1`) and fragment (`#b=2`).
fn address() -> (String, String) {
    let location = gloo::utils::window().location();
    (
        location.search().unwrap_or_default(),
        location.hash().unwrap_or_default(),
    )
}

/// What the page opens with ([`opening`]), with its effects on the browser
/// done: an unreadable save moved aside, and a game given by the address
/// dropped from the address bar, so that a reload resumes the game as it
/// went on rather than restarting the link (not in an embed, which never
/// saves and whose host page owns the address).
pub fn open() -> Opening {
    let (query, fragment) = address();
    let saved = storage().and_then(|s| s.get_item(SAVE_KEY).ok().flatten());
    let opened = opening(&query, &fragment, saved.as_deref());
    if let (Some(text), Some(s)) = (&opened.set_aside, storage()) {
        let _ = s.set_item(SET_ASIDE_KEY, text);
        let _ = s.remove_item(SAVE_KEY);
    }
    if opened.from_address && !opened.embed {
        let window = gloo::utils::window();
        if let (Ok(history), Ok(path)) = (window.history(), window.location().pathname()) {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }
    opened
}

/// Saves the game's entry; false when the browser refused.
pub fn save(text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(SAVE_KEY, text).is_ok())
}

/// The address of this page with `fragment` after `#` (and no query).
pub fn link_to(fragment: &str) -> String {
    let location = gloo::utils::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}#{fragment}")
}

/// Copies `text` to the clipboard, then tells `done` whether it worked.
pub fn copy(text: String, done: impl FnOnce(bool) + 'static) {
    let clipboard = gloo::utils::window().navigator().clipboard();
    let promise = clipboard.write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// Offers `text` as a file named `name` to download.
pub fn download(name: &str, mime: &str, text: &str) -> bool {
    let blob = gloo::file::Blob::new_with_options(text, Some(mime));
    let url = gloo::file::ObjectUrl::from(blob);
    let document = gloo::utils::document();
    let Ok(link) = document.create_element("a") else {
        return false;
    };
    let Ok(link) = link.dyn_into::<web_sys::HtmlElement>() else {
        return false;
    };
    let _ = link.set_attribute("href", &url);
    let _ = link.set_attribute("download", name);
    link.click();
    // Revoking the object URL at once could cut the download short: keep it a while.
    gloo::timers::callback::Timeout::new(60_000, move || drop(url)).forget();
    true
}

/// The text of a field of a message's data: a string, or a finite number
/// written out; anything else (objects, booleans, missing) is `None`.
fn message_field(data: &wasm_bindgen::JsValue, name: &str) -> Option<String> {
    let value = js_sys::Reflect::get(data, &name.into()).ok()?;
    value
        .as_string()
        .or_else(|| value.as_f64().filter(|n| n.is_finite()).map(|n| n.to_string()))
}

/// The page that frames this one, if any (not the page itself).
fn parent_window() -> Option<web_sys::Window> {
    let window = gloo::utils::window();
    let parent = window.parent().ok().flatten()?;
    (!js_sys::Object::is(&parent, &window)).then_some(parent)
}

/// Sends `event` to the framing page, as `{source: "beltboard", id, type, ...}`.
/// The target origin is "*": the host page is not known in advance, and the
/// events hold only what the board shows anyway.
fn post(id: Option<&str>, event: &Outgoing) {
    let Some(parent) = parent_window() else { return };
    let data = js_sys::Object::new();
    let set = |name: &str, value: wasm_bindgen::JsValue| {
        let _ = js_sys::Reflect::set(&data, &name.into(), &value);
    };
    set("source", "beltboard".into());
    set("id", id.map_or(wasm_bindgen::JsValue::NULL, Into::into));
    set("type", event.kind().into());
    for (name, value) in event.fields() {
        match (name, value.parse::<f64>()) {
            ("ply", Ok(n)) => set(name, n.into()),
            _ => set(name, value.into()),
        }
    }
    let _ = parent.post_message(&data, "*");
}

/// An embedded board's side of the conversation with its parent page: `ready`
/// once, `move` after each turn, `gameover` at the end; and the parent's
/// `setPosition` and `newGame` commands, from the parent window only, read
/// by [`command`] (a malformed one is ignored). Does nothing outside an embed.
#[hook]
pub fn use_embed(store: &StoreHandle, embed: bool) {
    let id = use_memo((), |_| {
        let search = gloo::utils::window().location().search().unwrap_or_default();
        embed_id(&search)
    });
    // What the parent has been told: turns and whether the game was over.
    let told = use_mut_ref(|| (store.0.game.turns().len(), store.0.outcome().is_some()));
    // The settings the listener needs: it outlives the render it was made in.
    let current = use_mut_ref(|| (store.0.settings, store.0.flipped));
    *current.borrow_mut() = (store.0.settings, store.0.flipped);
    {
        let store = store.clone();
        let id = id.clone();
        use_effect_with((), move |_| {
            let listener = embed.then(|| {
                post(id.as_deref(), &ready(&store.0));
                EventListener::new(&gloo::utils::window(), "message", move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                        return;
                    };
                    let from_parent = match (event.source(), parent_window()) {
                        (Some(source), Some(parent)) => js_sys::Object::is(&source, &parent),
                        _ => false,
                    };
                    let data = event.data();
                    if !from_parent || !data.is_object() {
                        return;
                    }
                    let incoming = Incoming {
                        kind: message_field(&data, "type"),
                        fen: message_field(&data, "fen"),
                        variant: message_field(&data, "variant"),
                        ai: message_field(&data, "ai"),
                        level: message_field(&data, "level"),
                    };
                    let (settings, flipped) = *current.borrow();
                    if let Some(loaded) = command(&incoming, &settings, flipped) {
                        store.dispatch(Action::Load(Box::new(loaded)));
                    }
                })
            });
            move || drop(listener)
        });
    }
    let turns = store.0.game.turns().len();
    let over = store.0.outcome().is_some();
    let last = store.0.game.turns().last().map(|t| t.machine());
    let store = store.clone();
    use_effect_with((turns, over, last), move |_| {
        if embed {
            let (mut seen, mut was_over) = *told.borrow();
            // Turns taken back (undo, a new position) are not news.
            seen = seen.min(turns);
            was_over &= over;
            for event in events_since(&store.0, seen, was_over) {
                post(id.as_deref(), &event);
            }
            *told.borrow_mut() = (turns, over);
        }
    });
}
