//! The live page's entry point (live.html; built by Trunk for wasm32 as
//! `live.js` and `live_bg.wasm`): a live game, the lobby of open
//! challenges (`?lobby=1`) or a correspondence game (`#corr=`).

/// Talc, as in the app (src/bin/app.rs): smaller than dlmalloc.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    // The board's look chosen in the app's Preferences.
    beltboard::ui::web::board_look::show(&beltboard::ui::settings::hooks::prefs::stored_prefs(false, false));
    // One wasm, three pages: a correspondence game, the lobby, a live game.
    let (search, fragment) = beltboard::ui::web::address::query_and_fragment();
    if beltboard::ui::lobby::corr_open::is_corr(&search, &fragment) {
        yew::Renderer::<beltboard::ui::lobby::view::corr_page::CorrPage>::new().render();
    } else if beltboard::ui::game::link::query(&search).value("lobby").is_some() {
        yew::Renderer::<beltboard::ui::lobby::view::page::LobbyPage>::new().render();
    } else {
        yew::Renderer::<beltboard::ui::live::view::page::LivePage>::new().render();
    }
}

/// The live page only runs in a browser: natively this binary just says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("beltboard live: this binary is the browser's live page; build it with `make serve` or `make dist`");
    std::process::exit(2);
}
