//! The status line: whose turn and which phase, check, or the result; and
//! the message about the last thing refused.

use crate::ui::app::use_store;
use crate::ui::think::Purpose;
use yew::prelude::*;

/// The status line (`data-status`) and the error line under it.
#[component]
pub fn StatusLine() -> Html {
    let store = use_store();
    let s = &store.0;
    let over = s.outcome().is_some();
    html! {
        <div class="status-box">
            <p class={classes!("status", over.then_some("over"))} data-status="" aria-live="polite"
               data-thinking={s.thinking.as_ref().filter(|t| t.purpose == Purpose::Move).map(|_| "move")}>
                { s.status() }
            </p>
            if let Some(t) = s.thinking.as_ref().filter(|t| t.purpose == Purpose::Hint) {
                <p class="thinking" data-thinking="hint">{ format!("Looking for a hint… {}", t.progress) }</p>
            }
            if let Some(hint) = &s.hint {
                <p class="hint" data-hint={hint.turn.machine()}>{ format!("Hint: {}", hint.display) }</p>
            }
            if let Some(info) = &s.ai_info {
                <p class="ai-info" data-ai-info="">{ format!("AI: {info}") }</p>
            }
            if let Some(error) = &s.error {
                <p class="error" role="alert" data-error="">{ error }</p>
            }
        </div>
    }
}
