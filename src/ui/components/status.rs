//! The status line: whose turn and which phase, check, or the result; and
//! the feedback on the last thing refused.

use crate::i18n::msg;
use crate::ui::hooks::tr;
use crate::ui::job::Purpose;
use crate::ui::state::State;
use crate::ui::words::{feedback, hint_progress, progress, status, threat_line};
use yew::prelude::*;

/// The status line (`data-status`) and the lines under it.
pub fn status_line(s: &State) -> Html {
    let over = s.outcome().is_some();
    html! {
        <div class="status-box">
            <p class={classes!("status", over.then_some("over"))} data-status="" aria-live="polite"
               data-thinking={(s.thinking_for() == Some(Purpose::Move)).then_some("move")}>
                { status(s) }
            </p>
            if let Some(text) = hint_progress(s) {
                <p class="thinking" data-thinking="hint">{ text }</p>
            }
            if let Some(hint) = s.ai.hint {
                <p class="hint-line" data-hint={hint.machine()}>
                    { tr(&msg::status_hint(&crate::ui::notation::turn_words(s.position(), hint))) }
                </p>
            }
            if let Some((text, key)) = threat_line(s) {
                <p class="threat-line" data-threat={key}>{ text }</p>
            }
            if let Some((side, info)) = &s.ai.last {
                // The figures in full, for measurements (scripts/bench-workers.mjs).
                <p class="ai-info" data-ai-info="" data-depth={info.depth.to_string()} data-nodes={info.nodes.to_string()}
                   data-ms={info.elapsed_ms.to_string()}>{ tr(&msg::status_ai_info(&progress(info, *side, s.prefs.play_eval))) }</p>
            }
            if let Some(f) = &s.feedback {
                <p class="error" role="alert" data-error="">{ feedback(f) }</p>
            }
        </div>
    }
}
