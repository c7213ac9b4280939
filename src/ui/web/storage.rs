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
