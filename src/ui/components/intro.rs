//! A one-line introduction for a first visit: what a turn is in this game,
//! with a link to the rules. Dismissed once, never shown again.

use crate::ui::settings::Prefs;
use crate::ui::state::{Action, Dialog};
use crate::ui::store::{send_on_click, use_dispatch};
use yew::prelude::*;

/// Properties of [`Intro`].
#[derive(Properties, PartialEq)]
pub struct IntroProps {
    /// The page's preferences (the introduction may have been dismissed).
    pub prefs: Prefs,
    /// Whether the game is Full Belt Chess.
    pub belts: bool,
}

/// The introduction, until dismissed (`data-intro`).
#[component]
pub fn Intro(props: &IntroProps) -> Html {
    let dispatch = use_dispatch();
    if props.prefs.intro_seen {
        return html! {};
    }
    let text = if props.belts {
        "Each turn: a normal move, then shift one file or rank like a conveyor belt (the arrows round the board)."
    } else {
        "Two kings each, no pawns: pieces give check but never capture; a king that takes an unprotected piece wins."
    };
    let rules = send_on_click(&dispatch, Action::Open(Dialog::Rules));
    let dismiss = send_on_click(
        &dispatch,
        Action::SetPrefs(Prefs {
            intro_seen: true,
            ..props.prefs
        }),
    );
    html! {
        <div class="intro" data-intro="">
            <p>{ text }</p>
            <button type="button" class="link" data-action="intro-rules" onclick={rules}>{ "Rules" }</button>
            <button type="button" class="close" data-action="dismiss-intro" aria-label="Dismiss this introduction" onclick={dismiss}>{ "×" }</button>
        </div>
    }
}
