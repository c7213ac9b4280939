//! The frame shared by every dialog: a native `<dialog>` opened with
//! `showModal()`, so the browser moves the focus in, makes the page behind it
//! inert and keeps Tab inside; Escape cancels it; the focus returns to where
//! it was when it closes.

use crate::i18n::msg;
use crate::ui::settings::hooks::lang::tr;
use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlElement};
use yew::prelude::*;

/// Properties of [`Modal`].
#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// The heading.
    pub title: AttrValue,
    /// The `data-dialog` name, for tests and styles.
    pub name: AttrValue,
    /// Whether the dialog shows a close button (a promotion is answered or escaped).
    #[prop_or(true)]
    pub closable: bool,
    /// The dialog's body.
    pub children: Html,
    /// Called when the user closes the dialog (its button, Escape): the
    /// game page's dialogs close through its store, the extras' through
    /// their reply to the page.
    pub onclose: Callback<()>,
}

/// A modal dialog.
#[component]
pub fn Modal(props: &ModalProps) -> Html {
    let dialog = use_node_ref();
    {
        let dialog = dialog.clone();
        use_effect_with((), move |_| {
            // Where the focus was, to give it back when the dialog goes.
            let before = gloo::utils::document()
                .active_element()
                .and_then(|e| e.dyn_into::<HtmlElement>().ok());
            let element = dialog.cast::<HtmlDialogElement>();
            if let Some(d) = &element {
                let _ = d.show_modal();
            }
            move || {
                if let Some(d) = element {
                    d.close();
                }
                if let Some(el) = before {
                    let _ = el.focus();
                }
            }
        });
    }
    let close = props.onclose.reform(|_: MouseEvent| ());
    // Escape: the browser would close the dialog behind its owner's back;
    // the owner closes it instead (on the game page, the page's key
    // listener has already sent Escape).
    let oncancel = props.onclose.reform(|e: Event| e.prevent_default());
    let heading = format!("dialog-{}", props.name);
    html! {
        <dialog ref={dialog} class="modal" aria-labelledby={heading.clone()} data-dialog={props.name.clone()} {oncancel}>
            <header>
                <h2 id={heading}>{ props.title.clone() }</h2>
                if props.closable {
                    <button type="button" class="close" aria-label={tr(msg::dialog_close())} data-action="close" onclick={close}>{ "×" }</button>
                }
            </header>
            { props.children.clone() }
        </dialog>
    }
}
