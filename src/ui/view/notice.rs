//! The notice: a message about the page rather than a move (a link that
//! could not be opened, a saved game set aside), shown until dismissed.

use crate::i18n::msg;
use crate::ui::game::notice::Notice;
use crate::ui::game::words::notice;
use crate::ui::settings::hooks::lang::tr;
use yew::prelude::*;

/// The notice box, when there is a notice. Its text is untrusted (it may quote
/// a link): Yew writes it as text, never as markup.
/// `dismiss` closes it.
pub fn notice_box(shown: Option<&Notice>, dismiss: Callback<MouseEvent>) -> Html {
    let Some(text) = shown.map(notice) else {
        return html! {};
    };
    html! {
        <div class="notice" role="status" data-notice="">
            <p>{ text }</p>
            <button type="button" data-action="dismiss-notice" aria-label={tr(msg::notice_dismiss_title())} onclick={dismiss}>{ tr(msg::notice_dismiss()) }</button>
        </div>
    }
}
