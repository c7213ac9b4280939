//! The notice: a message about the page rather than a move (a link that
//! could not be opened, a saved game set aside), shown until dismissed.

use crate::ui::loaded;
use crate::ui::state::Action;
use crate::ui::store::{send_on_click, use_dispatch};
use crate::ui::words::notice;
use yew::prelude::*;

/// Properties of [`Notice`].
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// The notice shown, if any.
    pub notice: Option<loaded::Notice>,
}

/// The notice box, when there is a notice. Its text is untrusted (it may quote
/// a link): Yew writes it as text, never as markup.
#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    let dispatch = use_dispatch();
    let Some(text) = props.notice.as_ref().map(notice) else {
        return html! {};
    };
    let dismiss = send_on_click(&dispatch, Action::DismissNotice);
    html! {
        <div class="notice" role="status" data-notice="">
            <p>{ text }</p>
            <button type="button" data-action="dismiss-notice" aria-label="Dismiss this notice" onclick={dismiss}>{ "Dismiss" }</button>
        </div>
    }
}
