//! The studio's page when its address asks for nothing it can show (no
//! `view=1` with a position, nor `editor=1`): says so, and links to the
//! game and the editor.

use yew::prelude::*;

/// A short explanation and the way to the game page.
#[component]
pub fn StudioHome() -> Html {
    html! {
        <main class="diagram-page" data-studio-home="">
            <p>{ "This page shows diagrams for other pages: its address needs view=1 and a position (fen=…)." }</p>
            <p><a href="./">{ "Play Beltboard" }</a>{ " · " }<a href="studio.html?editor=1">{ "Board editor" }</a></p>
        </main>
    }
}
