// Starts the extras' wasm (extras.js binds wasm_bindgen; added by the game
// page when a dialog of the extras is first opened: src/ui/web/extras.rs).
// A file rather than an inline script, so the page's policy needs no hash.
// The wasm's main says when it listens; a failure is said here.
if (typeof wasm_bindgen === 'function') {
    wasm_bindgen({ module_or_path: 'extras_bg.wasm' }).catch(() => dispatchEvent(new CustomEvent('beltboard-extras-failed')));
} else {
    dispatchEvent(new CustomEvent('beltboard-extras-failed'));
}
