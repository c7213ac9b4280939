//! A bar for each side, above and below the board: who plays it (you, the
//! AI and its level, a second player), whose turn it is, and the AI thinking.

use crate::rules::Color;
use crate::ui::job::Purpose;
use crate::ui::settings::Mode;
use crate::ui::state::Phase;
use crate::ui::store::use_store;
use yew::prelude::*;

/// Properties of [`PlayerBar`].
#[derive(Properties, PartialEq)]
pub struct PlayerBarProps {
    /// The side the bar is for.
    pub color: Color,
}

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

/// One side's bar (`data-player="w"` or `"b"`).
#[component]
pub fn PlayerBar(props: &PlayerBarProps) -> Html {
    let store = use_store();
    let s = &store.0;
    let color = props.color;
    let to_move = s.outcome().is_none() && s.position().turn() == color;
    let thinking = to_move && s.phase() == Phase::Ai && s.thinking_for() == Some(Purpose::Move);
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
        </div>
    }
}
