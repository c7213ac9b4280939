//! Fetching a file that lies beside the page (the puzzle files): its text,
//! or why not in a few words.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

/// The text of the file at `url` (relative to the page).
pub async fn text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let unreachable = || "the network did not answer".to_string();
    let response: Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| unreachable())?
        .dyn_into()
        .map_err(|_| unreachable())?;
    if !response.ok() {
        return Err(format!("the server answered {}", response.status()));
    }
    let body = response.text().map_err(|_| unreachable())?;
    JsFuture::from(body)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(unreachable)
}
