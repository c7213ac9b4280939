//! The evaluation bar beside the analysis board: White's share from the
//! bottom (from Black's side when the board is flipped), the score written on it.

use crate::ai::Score;
use crate::i18n::msg;
use crate::rules::{Color, GameResult};
use crate::ui::analysis::engine::white_share;
use crate::ui::settings::hooks::lang::tr;
use yew::prelude::*;

/// Properties of [`EvalBar`].
#[derive(Properties, PartialEq)]
pub struct EvalBarProps {
    /// The engine's best score for the position shown, from White's side.
    pub white: Option<Score>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// The game's result when it is over in the position shown: the bar
    /// shows it instead of an evaluation.
    #[prop_or_default]
    pub result: Option<GameResult>,
}

/// The evaluation bar (`data-eval-bar`, `data-score`); empty while the
/// engine has no depth; the result (`data-result`) where the game is over.
#[component]
pub fn EvalBar(props: &EvalBarProps) -> Html {
    let white = props.white;
    let (share, text, label) = match props.result {
        Some(result) => {
            let share = match result {
                GameResult::Win(Color::White) => 100,
                GameResult::Win(Color::Black) => 0,
                GameResult::Draw => 50,
            };
            let text = if result == GameResult::Draw {
                "½-½"
            } else {
                result.pgn()
            };
            (share, text.to_string(), tr(&msg::eval_bar_over(text)))
        }
        None => {
            let text = white.map(|w| w.to_string()).unwrap_or_default();
            let label = if text.is_empty() {
                tr(msg::eval_bar_none())
            } else {
                tr(&msg::eval_bar_score(&text))
            };
            (white.map(white_share).unwrap_or(50), text, label)
        }
    };
    html! {
        <div class={classes!("eval-bar", props.flipped.then_some("flipped"))} data-eval-bar="" data-score={props.result.is_none().then(|| text.clone())}
             data-result={props.result.map(|r| r.pgn())}
             role="img" aria-label={label}>
            <div class="eval-white" style={format!("height:{share}%")} />
            <span class="eval-text">{ text }</span>
        </div>
    }
}
