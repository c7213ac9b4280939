//! The belt phase's buttons, under the board: confirm the previewed belt
//! move, undo the shift, or take the normal move back. Its place is kept
//! (empty) outside the belt phase, so the layout never jumps.

use crate::ui::state::{Action, Phase};
use crate::ui::store::{on_click, use_store};
use crate::ui::words::feedback;
use yew::prelude::*;

/// The belt bar (`data-action` confirm-belt, undo-shift, cancel-belt).
#[component]
pub fn BeltBar() -> Html {
    let store = use_store();
    let s = &store.0;
    if !(s.phase() == Phase::Belt && s.view.is_none()) {
        return html! { <div class="belt-bar idle" aria-hidden="true" /> };
    }
    let refusal = s.confirm_refusal().map(|r| feedback(&r));
    let shift = s.pending.and_then(|p| p.shift());
    let send = |action: Action| on_click(&store, action);
    let keys = s.keyboard;
    let label = match shift {
        Some(b) => format!("Confirm {}", b.display()),
        None => "Confirm".to_string(),
    };
    let how = match (shift.is_some(), keys) {
        (true, true) => "Enter confirms; Escape undoes the shift.",
        (true, false) => "Confirm to play this turn, or undo the shift.",
        (false, _) => "Shift a belt: an arrow, or drag along a file or rank.",
    };
    html! {
        <div class="belt-bar">
            <button type="button" class="primary" data-action="confirm-belt" disabled={refusal.is_some()}
                    title={refusal.clone().unwrap_or_else(|| "Play this belt move".into())} onclick={send(Action::ConfirmBelt)}>
                { label }
            </button>
            <button type="button" data-action="undo-shift" disabled={shift.is_none()} onclick={send(Action::Escape)}>
                { "Undo shift" }
            </button>
            <button type="button" data-action="cancel-belt" onclick={send(Action::CancelBelt)}>
                { "Take back move" }
            </button>
            <p class="belt-hint">{ refusal.filter(|_| shift.is_some()).unwrap_or_else(|| how.into()) }</p>
        </div>
    }
}
