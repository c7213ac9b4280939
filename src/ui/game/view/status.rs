//! The status line: whose turn and which phase, check, or the result; and
//! the feedback on the last thing refused.

use crate::i18n::msg;
use crate::ui::ai::job::Purpose;
use crate::ui::game::words::{board_status, feedback, hint_progress, progress, status, threat_line};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::{board::state::Board, game::state::State};
use yew::prelude::*;

/// The status line (`data-status`) of a board, saying `text` (the board's
/// status, or the page's), with the page's `lines` under it (`thinking`
/// while the AI plays) and the feedback on the last thing refused.
pub fn status_line(s: &Board, text: String, thinking: bool, lines: Html) -> Html {
    let over = s.outcome().is_some();
    html! {
        <div class="status-box">
            <p class={classes!("status", over.then_some("over"))} data-status="" aria-live="polite"
               data-thinking={thinking.then_some("move")}>
                { text }
            </p>
            { lines }
            if let Some(f) = &s.feedback {
                <p class="error" role="alert" data-error="">{ feedback(f) }</p>
            }
        </div>
    }
}

/// The status line of a page that adds nothing to its board's.
pub fn board_status_line(s: &Board) -> Html {
    status_line(s, board_status(s), false, Html::default())
}

/// The game page's status line: the AI's search, the hint, the threat.
pub fn game_status_line(s: &State) -> Html {
    let lines = html! {
        <>
            if let Some(text) = hint_progress(s) {
                <p class="thinking" data-thinking="hint">{ text }</p>
            }
            if let Some(hint) = s.ai.hint {
                <p class="hint-line" data-hint={hint.machine()}>
                    { tr(&msg::status_hint(&crate::ui::words::notation::turn_words(s.board.position(), hint))) }
                </p>
            }
            if let Some((text, key)) = threat_line(s) {
                <p class="threat-line" data-threat={key}>{ text }</p>
            }
            if let Some((side, info)) = &s.ai.last {
                // The figures in full, for measurements (scripts/bench-workers.mjs).
                <p class="ai-info" data-ai-info="" data-depth={info.depth.to_string()} data-nodes={info.nodes.to_string()}
                   data-ms={info.elapsed_ms.to_string()}>{ tr(&msg::status_ai_info(&progress(info, *side, s.board.prefs.play_eval))) }</p>
            }
        </>
    };
    status_line(&s.board, status(s), s.thinking_for() == Some(Purpose::Move), lines)
}
