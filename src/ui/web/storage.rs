//! localStorage, when the browser lets the page use it (it may throw, e.g.
//! with storage blocked for the site).

use web_sys::Storage;

fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text stored under `key`, if any and readable.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `text` under `key`; false when the browser refused (storage full or blocked).
pub fn store(key: &str, text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, text).is_ok())
}

/// Removes `key`; false when the browser refused.
pub fn remove(key: &str) -> bool {
    storage().is_some_and(|s| s.remove_item(key).is_ok())
}

/// Every `(key, text)` in localStorage whose key starts with `prefix`.
pub fn items(prefix: &str) -> Vec<(String, String)> {
    let Some(s) = storage() else {
        return Vec::new();
    };
    let n = s.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .filter_map(|k| s.get_item(&k).ok().flatten().map(|t| (k, t)))
        .collect()
}

fn session() -> Option<Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// The text stored under `key` for this tab only (sessionStorage).
pub fn tab_load(key: &str) -> Option<String> {
    session()?.get_item(key).ok().flatten()
}

/// Stores `text` under `key` for this tab only; false when refused.
pub fn tab_store(key: &str, text: &str) -> bool {
    session().is_some_and(|s| s.set_item(key, text).is_ok())
}

/// The time now, in milliseconds since 1970, by the browser's clock.
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// 32 random bits, to tell apart keys made in the same millisecond.
pub fn random_u32() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

/// What a `storage` event says: the key that changed (`None`: all cleared)
/// and its new text (`None`: removed).
pub fn storage_change(event: &web_sys::Event) -> (Option<String>, Option<String>) {
    let field = |name: &str| {
        js_sys::Reflect::get(event, &wasm_bindgen::JsValue::from_str(name))
            .ok()
            .and_then(|v| v.as_string())
    };
    (field("key"), field("newValue"))
}
