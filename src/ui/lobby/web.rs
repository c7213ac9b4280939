//! The correspondence page's own browser glue: its address, replaced by
//! this side's own link once the game is open.

/// Replaces the address by this page with `query` (`?lang=de` or empty)
/// and `fragment` (no `#`), so that a reload, a bookmark or the history
/// opens this side of the game, not the invitation or the new game's terms.
pub fn replace_address(query: &str, fragment: &str) {
    let window = gloo::utils::window();
    if let (Ok(history), Ok(path)) = (window.history(), window.location().pathname()) {
        let url = format!("{path}{query}#{fragment}");
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
