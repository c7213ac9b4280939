//! The browser app's entry point (built by Trunk for wasm32).

/// Talc rather than the default dlmalloc: about 5 KB smaller in the app's
/// wasm, and no slower for a page's small allocations.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<beltboard::ui::app::App>::new().render();
}

/// The app only runs in a browser: natively this binary just says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("beltboard app: this binary is the browser app; build it with `make serve` or `make dist`");
    std::process::exit(2);
}
