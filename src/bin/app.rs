//! The browser app's entry point (built by Trunk for wasm32).

/// Talc rather than the default dlmalloc: about 5 KB smaller in the app's
/// wasm, and no slower for a page's small allocations.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The first render waits for a task of its own: the wasm's instantiation
/// (which runs `main`) and the render are then two shorter tasks, and the
/// browser can paint or take input between them.
#[cfg(target_arch = "wasm32")]
fn main() {
    gloo::timers::callback::Timeout::new(0, || {
        yew::Renderer::<beltboard::ui::app::App>::new().render();
    })
    .forget();
}

/// The app only runs in a browser: natively this binary just says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("beltboard app: this binary is the browser app; build it with `make serve` or `make dist`");
    std::process::exit(2);
}
