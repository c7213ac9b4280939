//! The screen reader's voice: an `aria-live` region that says each turn in
//! words ("White: knight g1 to f3, then file f shifted up 4.") and the result.

use yew::prelude::*;

/// Properties of [`Announcer`].
#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    /// What to say (`ui::a11y::announcement`).
    pub text: String,
}

/// A visually hidden live region; its text changes with each turn.
#[component]
pub fn Announcer(props: &AnnouncerProps) -> Html {
    html! {
        <div class="sr-only" aria-live="polite" aria-atomic="true" data-announce="">{ props.text.clone() }</div>
    }
}
