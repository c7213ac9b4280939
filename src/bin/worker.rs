//! The AI web worker's entry point (built by Trunk for wasm32 as `worker.js`).

#[cfg(target_arch = "wasm32")]
fn main() {
    beltboard::ui::ai::web::serve();
}

/// The worker only runs in a browser: natively this binary just says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("beltboard worker: this binary is the browser app's AI worker; build it with `make dist`");
    std::process::exit(2);
}
