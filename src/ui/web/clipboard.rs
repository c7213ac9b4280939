//! The clipboard and downloads.

use wasm_bindgen::JsCast;

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
    let Some(link) = document
        .create_element("a")
        .ok()
        .and_then(|l| l.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    let _ = link.set_attribute("href", &url);
    let _ = link.set_attribute("download", name);
    link.click();
    // Revoking the object URL at once could cut the download short: keep it a while.
    gloo::timers::callback::Timeout::new(60_000, move || drop(url)).forget();
    true
}
