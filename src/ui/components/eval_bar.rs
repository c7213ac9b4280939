//! The evaluation bar beside the analysis board: White's share from the
//! bottom (from Black's side when the board is flipped), the score written on it.

use crate::ui::state::white_share;
use crate::ui::store::use_store;
use yew::prelude::*;

/// The evaluation bar (`data-eval-bar`, `data-score`); empty while the engine has no depth.
#[component]
pub fn EvalBar() -> Html {
    let store = use_store();
    let s = &store.0;
    let white = s
        .analysis_lines()
        .first()
        .map(|line| line.score.for_white(s.shown_position().turn()));
    let share = white.map(white_share).unwrap_or(50);
    let text = white.map(|w| w.to_string()).unwrap_or_default();
    let label = if text.is_empty() {
        "No evaluation yet".to_string()
    } else {
        format!("Evaluation {text}, from White's side")
    };
    html! {
        <div class={classes!("eval-bar", s.flipped.then_some("flipped"))} data-eval-bar="" data-score={text.clone()}
             role="img" aria-label={label}>
            <div class="eval-white" style={format!("height:{share}%")} />
            <span class="eval-text">{ text }</span>
        </div>
    }
}
