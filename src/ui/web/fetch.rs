//! Fetching a file that lies beside the page (the puzzle files, a
//! language's catalogue): its text or its bytes, or why not (typed: the
//! page words it).

use crate::ui::game::notice::FetchError;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

fn unreachable() -> FetchError {
    FetchError::Unreachable
}

/// The answer to a request for `url`, if it is a success.
async fn response(url: &str) -> Result<Response, FetchError> {
    let window = web_sys::window().ok_or(FetchError::Unreachable)?;
    let response: Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| unreachable())?
        .dyn_into()
        .map_err(|_| unreachable())?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    Ok(response)
}

/// The bytes of the file at `url` (relative to the page).
pub async fn bytes(url: &str) -> Result<Vec<u8>, FetchError> {
    let body = response(url).await?.array_buffer().map_err(|_| unreachable())?;
    let buffer = JsFuture::from(body).await.map_err(|_| unreachable())?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// The text of the file at `url` (relative to the page).
pub async fn text(url: &str) -> Result<String, FetchError> {
    let body = response(url).await?.text().map_err(|_| unreachable())?;
    JsFuture::from(body)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(unreachable)
}
