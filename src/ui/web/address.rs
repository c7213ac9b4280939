//! The page's address: its query and fragment, a link to this page, and
//! dropping a game from the address bar once it is on the board.

/// The page's query (`?a=1`) and fragment (`#b=2`).
pub fn query_and_fragment() -> (String, String) {
    let location = gloo::utils::window().location();
    (
        location.search().unwrap_or_default(),
        location.hash().unwrap_or_default(),
    )
}

/// Replaces the address by the bare page, so that a reload resumes the game
/// as it went on rather than restarting the link.
pub fn drop_game() {
    let window = gloo::utils::window();
    if let (Ok(history), Ok(path)) = (window.history(), window.location().pathname()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// Goes to the studio page with this address's query and fragment: a game
/// viewer's address that reached the app (index.html's own script sends
/// it there before the app loads, so only where that script did not run).
pub fn to_studio() {
    let location = gloo::utils::window().location();
    let (search, hash) = (
        location.search().unwrap_or_default(),
        location.hash().unwrap_or_default(),
    );
    let _ = location.replace(&format!("studio.html{search}{hash}"));
}

/// Replaces the address by this page with `query` (`?game=...`) and no
/// fragment, so that a reload opens what the page shows now.
pub fn replace_query(query: &str) {
    let window = gloo::utils::window();
    if let (Ok(history), Ok(path)) = (window.history(), window.location().pathname()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("{path}{query}")));
    }
}

/// The address of this page with `fragment` after `#` (and no query).
pub fn link_to(fragment: &str) -> String {
    let location = gloo::utils::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}#{fragment}")
}

/// The folder this page is in (`https://example.org/beltboard/`), ending
/// with `/`: where the app, `studio.html` and `embed.js` are.
pub fn folder() -> String {
    let location = gloo::utils::window().location();
    crate::ui::game::extras::embed_builder::app_folder(
        &location.origin().unwrap_or_default(),
        &location.pathname().unwrap_or_default(),
    )
}

/// Sets the page's colours (`light` or `dark`) whatever the system's, for
/// an embedded board that should match its host page.
pub fn set_theme(theme: &str) {
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.set_attribute("data-theme", theme);
    }
}

/// Today as a PGN date (`2026.11.29`), by the browser's clock.
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}
