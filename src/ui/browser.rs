//! The page's dealings with the browser outside the board: the address,
//! localStorage, the clipboard and downloads. Every call tolerates a browser
//! that refuses (storage disabled, clipboard denied): the game goes on, and
//! the caller learns whether it worked.

use super::saved::{opening, Opening, SAVE_KEY, SET_ASIDE_KEY};
use wasm_bindgen::JsCast;
use web_sys::Storage;

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
