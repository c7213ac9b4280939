// Starts the studio's wasm (studio.js defines wasm_bindgen; see studio.html).
// A file rather than an inline script, so the page's policy needs no hash.
wasm_bindgen({ module_or_path: 'studio_bg.wasm' });
