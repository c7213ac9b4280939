//! A bar for each side, above and below the board: who plays it (you, the
//! AI and its level, a second player), whose turn it is, and the AI thinking.

use super::clock::clock_part;
use crate::rules::Color;
use crate::ui::job::Purpose;
use crate::ui::settings::Mode;
use crate::ui::state::State;
use yew::prelude::*;

/// The name of whoever plays `color` in `mode`.
fn player_name(mode: Mode, level: u8, color: Color) -> String {
    match mode {
        _ if mode.ai_plays(color) => format!("AI · level {level}"),
        Mode::TwoPlayers => match color {
            Color::White => "Player 1".into(),
            Color::Black => "Player 2".into(),
        },
        _ => "You".into(),
    }
}

/// The bar of `color` (`data-player="w"` or `"b"`) in `s`, `over` when the
/// game has ended (worked out once by the page for both bars).
pub fn player_bar(s: &State, over: bool, color: Color) -> Html {
    let to_move = !over && s.position().turn() == color;
    // The AI's phase: its side to move in a game not over.
    let thinking = to_move && s.settings.mode.ai_plays(color) && s.thinking_for() == Some(Purpose::Move);
    let name = player_name(s.settings.mode, s.settings.level.number(), color);
    html! {
        <div class={classes!("player-bar", to_move.then_some("to-move"))} data-player={color.char().to_string()}>
            <span class={classes!("swatch", if color == Color::White { "white" } else { "black" })} aria-hidden="true"></span>
            <span class="player-name">{ name }</span>
            <span class="player-side">{ color.to_string() }</span>
            if thinking {
                <span class="player-state thinking-dot">{ "thinking…" }</span>
            } else if to_move {
                <span class="player-state">{ "to move" }</span>
            }
            // A timed game's clock (issue 25).
            { clock_part(s, over, color) }
        </div>
    }
}
