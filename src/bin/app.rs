//! The browser app's entry point (built by Trunk for wasm32).

/// Talc rather than the default dlmalloc: smaller in the app's wasm, and no
/// slower for a page's small allocations.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The first render waits until the page's first paint has been shown (its
/// `first-contentful-paint` entry exists), then runs in a task of its own.
/// The paint: index.html's skeleton (which says what the games are) is then
/// always on screen before the app replaces it, also where the wasm arrives
/// at once (a fast network, a cache), so the page's first paint holds its
/// main words; replacing the skeleton in the frame that painted it would
/// lose that paint. The task: the wasm's instantiation (which runs `main`)
/// and the render are two shorter tasks. A hidden page paints nothing and
/// renders at once; a second's wait is the most.
#[cfg(target_arch = "wasm32")]
fn main() {
    start_when_painted(100);
}

/// Whether the page has shown its first paint (or never will: hidden).
#[cfg(target_arch = "wasm32")]
fn painted() -> bool {
    gloo::utils::document().hidden()
        || gloo::utils::window()
            .performance()
            .is_none_or(|p| p.get_entries_by_name("first-contentful-paint").length() > 0)
}

/// Renders the app in a task of its own once [`painted`], looking again
/// every 10 ms at most `tries` times.
#[cfg(target_arch = "wasm32")]
fn start_when_painted(tries: u32) {
    use gloo::timers::callback::Timeout;
    if painted() || tries == 0 {
        Timeout::new(0, || {
            // Into #app rather than <body>: the extras' dialogs (a second
            // Yew app, src/bin/extras.rs) render beside it, and each app's
            // events must stay within its own element.
            match gloo::utils::document().get_element_by_id("app") {
                Some(root) => yew::Renderer::<beltboard::ui::game::view::page::App>::with_root(root).render(),
                None => yew::Renderer::<beltboard::ui::game::view::page::App>::new().render(),
            };
        })
        .forget();
    } else {
        Timeout::new(10, move || start_when_painted(tries - 1)).forget();
    }
}

/// The app only runs in a browser: natively this binary just says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("beltboard app: this binary is the browser app; build it with `make serve` or `make dist`");
    std::process::exit(2);
}
