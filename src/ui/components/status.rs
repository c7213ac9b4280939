//! The status line: whose turn and which phase, check, or the result; and
//! the feedback on the last thing refused.

use crate::ui::job::Purpose;
use crate::ui::state::State;
use crate::ui::words::{feedback, hint_progress, progress, status, threat_line};
use yew::prelude::*;

/// The AI's last search, in full (for measurements, scripts/bench-workers.mjs).
#[derive(Clone, Debug, PartialEq)]
pub struct AiFigures {
    /// The depth reached.
    pub depth: u32,
    /// The positions searched.
    pub nodes: u64,
    /// The time taken, in milliseconds.
    pub ms: u64,
    /// The line in words.
    pub text: String,
}

/// Properties of [`StatusLine`]: its lines, in words.
#[derive(Properties, PartialEq)]
pub struct StatusLineProps {
    /// The game is over.
    pub over: bool,
    /// The AI is thinking of its move.
    pub thinking: bool,
    /// The status line.
    pub status: String,
    /// The hint's search, while it runs.
    pub hint_progress: Option<String>,
    /// The hint: its machine form and its words.
    pub hint: Option<(String, String)>,
    /// The threat assistant's line and its key.
    pub threat: Option<(String, Option<String>)>,
    /// The AI's last search.
    pub ai: Option<AiFigures>,
    /// The refusal of the last action.
    pub feedback: Option<String>,
}

impl StatusLineProps {
    /// The lines about `s`.
    pub fn of(s: &State) -> StatusLineProps {
        StatusLineProps {
            over: s.outcome().is_some(),
            thinking: s.thinking_for() == Some(Purpose::Move),
            status: status(s),
            hint_progress: hint_progress(s),
            hint: s
                .ai
                .hint
                .map(|hint| (hint.machine(), crate::rules::turn_to_display(s.position(), hint))),
            threat: threat_line(s),
            ai: s.ai.last.as_ref().map(|(side, info)| AiFigures {
                depth: info.depth,
                nodes: info.nodes,
                ms: info.elapsed_ms,
                text: progress(info, *side),
            }),
            feedback: s.feedback.as_ref().map(feedback),
        }
    }
}

/// The status line (`data-status`) and the lines under it.
#[component]
pub fn StatusLine(props: &StatusLineProps) -> Html {
    let p = props;
    html! {
        <div class="status-box">
            <p class={classes!("status", p.over.then_some("over"))} data-status="" aria-live="polite"
               data-thinking={p.thinking.then_some("move")}>
                { p.status.clone() }
            </p>
            if let Some(text) = p.hint_progress.clone() {
                <p class="thinking" data-thinking="hint">{ text }</p>
            }
            if let Some((machine, words)) = p.hint.clone() {
                <p class="hint-line" data-hint={machine}>{ format!("Hint: {words}") }</p>
            }
            if let Some((text, key)) = p.threat.clone() {
                <p class="threat-line" data-threat={key}>{ text }</p>
            }
            if let Some(ai) = &p.ai {
                // The figures in full, for measurements (scripts/bench-workers.mjs).
                <p class="ai-info" data-ai-info="" data-depth={ai.depth.to_string()} data-nodes={ai.nodes.to_string()}
                   data-ms={ai.ms.to_string()}>{ format!("AI: {}", ai.text) }</p>
            }
            if let Some(f) = p.feedback.clone() {
                <p class="error" role="alert" data-error="">{ f }</p>
            }
        </div>
    }
}
