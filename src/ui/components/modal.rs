//! The frame shared by every dialog: a backdrop, a titled box, a close button.

use crate::ui::app::use_store;
use crate::ui::state::Action;
use yew::prelude::*;

/// Properties of [`Modal`].
#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// The heading.
    pub title: AttrValue,
    /// The `data-dialog` name, for tests and styles.
    pub name: AttrValue,
    /// Whether the dialog may be dismissed (a promotion must be answered or escaped).
    #[prop_or(true)]
    pub closable: bool,
    /// The dialog's body.
    pub children: Html,
}

/// A modal dialog; Escape closes it (handled by the app's key listener).
#[component]
pub fn Modal(props: &ModalProps) -> Html {
    let store = use_store();
    let close = Callback::from(move |_| store.dispatch(Action::Close));
    let heading = format!("dialog-{}", props.name);
    html! {
        <div class="backdrop">
            <div class="modal" role="dialog" aria-modal="true" aria-labelledby={heading.clone()} data-dialog={props.name.clone()}>
                <header>
                    <h2 id={heading}>{ props.title.clone() }</h2>
                    if props.closable {
                        <button type="button" class="close" aria-label="Close" data-action="close" onclick={close}>{ "×" }</button>
                    }
                </header>
                { props.children.clone() }
            </div>
        </div>
    }
}
