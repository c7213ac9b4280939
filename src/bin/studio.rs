//! The studio page's entry point (studio.html; built by Trunk for wasm32 as
//! `studio.js` and `studio_bg.wasm`).

/// Talc, as in the app (src/bin/app.rs): smaller than dlmalloc.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    // The board's look chosen in the app's Preferences.
    beltboard::ui::web::board_look::show(&beltboard::ui::settings::hooks::prefs::stored_prefs(false, false));
    yew::Renderer::<beltboard::ui::studio::view::page::Studio>::new().render();
}

/// The studio only runs in a browser: natively this binary just says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("beltboard studio: this binary is the browser's studio page; build it with `make serve` or `make dist`");
    std::process::exit(2);
}
