//! The share dialog: a link holding the whole game (in the `#` fragment, so
//! no server is involved), to copy and send.

use super::Modal;
use crate::ui::app::use_store;
use crate::ui::browser;
use crate::ui::link::game_link;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

/// What became of the last copy: which field, and whether it worked.
#[derive(Clone, PartialEq)]
struct Copied {
    field: &'static str,
    ok: bool,
}

/// Selects the text of a field (an `<input>` or a `<textarea>`), so that a
/// copy the browser refused can be done by hand.
fn select(field: &NodeRef) {
    if let Some(input) = field.cast::<HtmlInputElement>() {
        input.select();
    } else if let Some(area) = field.cast::<HtmlTextAreaElement>() {
        area.select();
    }
}

/// A button that copies `text` and reports the result in `copied`.
fn copy_button(name: &'static str, label: &str, text: String, field: NodeRef, copied: &UseStateHandle<Copied>) -> Html {
    let copied = copied.clone();
    let onclick = Callback::from(move |_: MouseEvent| {
        let copied = copied.clone();
        let field = field.clone();
        browser::copy(text.clone(), move |ok| {
            if !ok {
                select(&field);
            }
            copied.set(Copied { field: name, ok });
        });
    });
    html! {
        <button type="button" data-action={format!("copy-{name}")} {onclick}>{ label }</button>
    }
}

/// The line under a field saying whether its copy worked.
fn copy_result(name: &'static str, copied: &Copied) -> Html {
    let text = match (copied.field == name, copied.ok) {
        (false, _) => "",
        (true, true) => "Copied.",
        (true, false) => "The browser did not allow copying: the text is selected, copy it with Ctrl+C (⌘C).",
    };
    html! { <p class="copy-result" aria-live="polite" data-copied={name}>{ text }</p> }
}

/// The dialog.
#[component]
pub fn ShareDialog() -> Html {
    let store = use_store();
    let s = &store.0;
    let copied = use_state(|| Copied { field: "", ok: true });
    let link_ref = use_node_ref();
    let link = browser::link_to(&game_link(&s.settings, &s.game));
    html! {
        <Modal title="Share" name="share">
            <div class="form share">
                <section>
                    <label for="share-link">{ "Link to this game" }</label>
                    <div class="row">
                        <input id="share-link" ref={link_ref.clone()} type="text" readonly=true value={link.clone()}
                               data-share="link" />
                        { copy_button("link", "Copy link", link, link_ref, &copied) }
                    </div>
                    <small>{ "The whole game is written in the link, after the #: opening it shows this game, ready to play on." }</small>
                    { copy_result("link", &copied) }
                </section>
            </div>
        </Modal>
    }
}
