//! The studio's page when its address asks for nothing it can show (no
//! `view=1` with a position, nor `editor=1`): says so, and links to the
//! game and the editor.

use crate::i18n::msg;
use crate::ui::settings::hooks::lang::{tr, use_page_language};
use yew::prelude::*;

/// A short explanation and the way to the game page.
#[component]
pub fn StudioHome() -> Html {
    use_page_language();
    html! {
        <main class="diagram-page studio-home" data-studio-home="">
            <h1>{ tr(msg::studio_title()) }</h1>
            <p>{ tr(msg::studio_text()) }</p>
            <p class="studio-links">
                <a class="button primary" href="./">{ tr(msg::studio_play()) }</a>
                <a class="button" href="studio.html?editor=1">{ tr(msg::studio_editor()) }</a>
            </p>
        </main>
    }
}
