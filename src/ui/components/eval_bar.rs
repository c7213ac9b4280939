//! The evaluation bar beside the analysis board: White's share from the
//! bottom (from Black's side when the board is flipped), the score written on it.

use crate::ai::Score;
use crate::ui::state::analysis::white_share;
use yew::prelude::*;

/// Properties of [`EvalBar`].
#[derive(Properties, PartialEq)]
pub struct EvalBarProps {
    /// The engine's best score for the position shown, from White's side.
    pub white: Option<Score>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
}

/// The evaluation bar (`data-eval-bar`, `data-score`); empty while the engine has no depth.
#[component]
pub fn EvalBar(props: &EvalBarProps) -> Html {
    let white = props.white;
    let share = white.map(white_share).unwrap_or(50);
    let text = white.map(|w| w.to_string()).unwrap_or_default();
    let label = if text.is_empty() {
        "No evaluation yet".to_string()
    } else {
        format!("Evaluation {text}, from White's side")
    };
    html! {
        <div class={classes!("eval-bar", props.flipped.then_some("flipped"))} data-eval-bar="" data-score={text.clone()}
             role="img" aria-label={label}>
            <div class="eval-white" style={format!("height:{share}%")} />
            <span class="eval-text">{ text }</span>
        </div>
    }
}
