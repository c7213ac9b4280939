//! Copy buttons and the line under a field that says whether the copy
//! worked: shared by the share dialog, the embed builder and the relay link.

use crate::i18n::{msg, t};
use crate::ui::web::clipboard;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

/// What became of the last copy: which field, and whether it worked.
#[derive(Clone, PartialEq)]
pub(crate) struct Copied {
    /// The field's name (`link`, `pgn`, ...), empty before any copy.
    pub(crate) field: &'static str,
    /// Whether the browser took the text.
    pub(crate) ok: bool,
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
pub(crate) fn copy_button(
    name: &'static str,
    label: &str,
    text: String,
    field: NodeRef,
    copied: &UseStateHandle<Copied>,
) -> Html {
    let copied = copied.clone();
    let onclick = Callback::from(move |_: MouseEvent| {
        let copied = copied.clone();
        let field = field.clone();
        clipboard::copy(text.clone(), move |ok| {
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
pub(crate) fn copy_result(name: &'static str, copied: &Copied) -> Html {
    let text = match (copied.field == name, copied.ok) {
        (false, _) => String::new(),
        (true, true) => t(msg::copy_done()),
        (true, false) => t(msg::copy_refused()),
    };
    html! { <p class="copy-result" aria-live="polite" data-copied={name}>{ text }</p> }
}
