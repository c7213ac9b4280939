//! The studio's page when its address asks for nothing it can show (no
//! `view=1` with a position, nor `editor=1`): says so, and links to the
//! game and the editor.

use yew::prelude::*;

/// A short explanation and the way to the game page.
#[component]
pub fn StudioHome() -> Html {
    html! {
        <main class="diagram-page studio-home" data-studio-home="">
            <h1>{ "Beltboard studio" }</h1>
            <p>{ "This page draws diagrams for other pages (its address then holds view=1 and a position, fen=…) \
                and holds the board editor." }</p>
            <p class="studio-links">
                <a class="button primary" href="./">{ "Play Beltboard" }</a>
                <a class="button" href="studio.html?editor=1">{ "Board editor" }</a>
            </p>
        </main>
    }
}
