//! The extras' entry point (built by Trunk for wasm32 as `extras.js` and
//! `extras_bg.wasm`): the game page's dialogs that a first visit does not
//! need, loaded by the page when one is first opened (`ui::extras`).

/// Talc, as in the app (src/bin/app.rs): smaller than dlmalloc.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Renders the dialogs the page asks for into an element of their own,
/// outside the page's app (`#app`), so that neither Yew app sees the
/// other's events.
#[cfg(target_arch = "wasm32")]
fn main() {
    use beltboard::ui::game::extras::request::{decode_request, Request};
    use beltboard::ui::game::extras::view::app::{Extras, ExtrasProps};
    use std::cell::RefCell;
    use std::rc::Rc;
    let document = gloo::utils::document();
    let Some(host) = document.create_element("div").ok() else {
        return;
    };
    let _ = host.set_attribute("data-extras", "");
    if let Some(body) = document.body() {
        let _ = body.append_child(&host);
    }
    let app =
        RefCell::new(yew::Renderer::<Extras>::with_root_and_props(host, ExtrasProps { shown: None, seq: 0 }).render());
    let seq = std::cell::Cell::new(0u32);
    let listener = beltboard::ui::game::extras::web::serve(move |bytes| {
        // Bytes of another build of the page (open across an update) are
        // refused: the page then says this part could not be loaded.
        let shown = match decode_request(bytes) {
            Ok(Request::Show { lang, dialog }) => Some(Rc::new((lang, dialog))),
            Ok(Request::Hide) => None,
            Err(_) => {
                beltboard::ui::game::extras::web::refuse();
                None
            }
        };
        seq.set(seq.get().wrapping_add(1));
        app.borrow_mut().update(ExtrasProps { shown, seq: seq.get() });
    });
    listener.forget();
}

/// The extras only run in a browser: natively this binary just says so.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("beltboard extras: this binary is the game page's dialogs in a wasm of their own; build it with `make serve` or `make dist`");
    std::process::exit(2);
}
