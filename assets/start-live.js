// Starts the live page's wasm (live.js defines wasm_bindgen; see live.html).
// A file rather than an inline script, so the page's policy needs no hash.
wasm_bindgen({ module_or_path: 'live_bg.wasm' });
// A new invitation pasted into the address bar of an open live page changes
// only the fragment: open it as the page it is.
addEventListener('hashchange', () => location.reload());
