//! The belt phase's buttons: confirm the previewed belt move, or take the
//! normal move back.

use crate::ui::app::use_store;
use crate::ui::state::{Action, Phase};
use yew::prelude::*;

/// Shown under the board during the belt phase (and kept in place, empty,
/// otherwise, so the layout does not jump).
#[component]
pub fn BeltBar() -> Html {
    let store = use_store();
    let s = &store.0;
    if !(s.phase() == Phase::Belt && s.view.is_none()) {
        return html! { <div class="belt-bar idle" /> };
    }
    let refusal = s.confirm_refusal();
    let shift = s.pending.and_then(|p| p.shift());
    let confirm = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Action::ConfirmBelt))
    };
    let cancel = {
        let store = store.clone();
        Callback::from(move |_| store.dispatch(Action::CancelBelt))
    };
    let label = match shift {
        Some(b) => format!("Confirm {}", b.display()),
        None => "Confirm".to_string(),
    };
    html! {
        <div class="belt-bar">
            <button type="button" class="primary" data-action="confirm-belt" disabled={refusal.is_some()}
                    title={refusal.clone().unwrap_or_else(|| "Play this belt move (Enter)".into())} onclick={confirm}>
                { label }
            </button>
            <button type="button" data-action="cancel-belt" title="Take the normal move back (Escape)" onclick={cancel}>
                { "Take back move" }
            </button>
            <p class="belt-hint">
                { refusal.unwrap_or_else(|| "Enter confirms; Escape undoes the shift.".into()) }
            </p>
        </div>
    }
}
