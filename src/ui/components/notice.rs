//! The notice: a message about the page rather than a move (a link that
//! could not be opened, a saved game set aside), shown until dismissed.

use crate::ui::state::Action;
use crate::ui::store::use_store;
use crate::ui::words::notice;
use yew::prelude::*;

/// The notice box, when there is a notice. Its text is untrusted (it may quote
/// a link): Yew writes it as text, never as markup.
#[component]
pub fn Notice() -> Html {
    let store = use_store();
    let Some(text) = store.0.notice.as_ref().map(notice) else {
        return html! {};
    };
    let dismiss = Callback::from(move |_: MouseEvent| store.dispatch(Action::DismissNotice));
    html! {
        <div class="notice" role="status" data-notice="">
            <p>{ text }</p>
            <button type="button" data-action="dismiss-notice" aria-label="Dismiss this notice" onclick={dismiss}>{ "Dismiss" }</button>
        </div>
    }
}
