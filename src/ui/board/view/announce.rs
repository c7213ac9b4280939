//! The screen reader's voice: an `aria-live` region that says each turn in
//! words ("White: knight g1 to f3, then file f shifted up 4.") and the result.

use crate::ui::board::a11y::announcement;
use crate::ui::board::state::Board;
use yew::prelude::*;

/// A visually hidden live region; its text changes with each turn.
pub fn announcer(state: &Board) -> Html {
    html! {
        <div class="sr-only" aria-live="polite" aria-atomic="true" data-announce="">{ announcement(state) }</div>
    }
}
