//! The screen reader's voice: an `aria-live` region that says each turn in
//! words ("White: knight g1 to f3, then file f shifted up 4.") and the result.

use crate::ui::a11y::announcement;
use crate::ui::store::use_store;
use yew::prelude::*;

/// A visually hidden live region; its text changes with each turn.
#[component]
pub fn Announcer() -> Html {
    let store = use_store();
    html! {
        <div class="sr-only" aria-live="polite" aria-atomic="true" data-announce="">{ announcement(&store.0) }</div>
    }
}
