//! A bar for each side, above and below the board: who plays it (you, the
//! AI and its level, a second player), whose turn it is, the AI thinking,
//! and the material it is up.

use crate::i18n::{msg, t};
use crate::rules::{Color, Lead};
use crate::ui::ai::job::Purpose;
use crate::ui::board::view::piece::piece_class;
use crate::ui::game::clock::view::face::clock_part;
use crate::ui::game::state::State;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::Mode;
use crate::ui::words::keys::side_key;
use yew::prelude::*;

/// The name of whoever plays `color` in `mode`.
fn player_name(mode: Mode, level: u8, color: Color) -> String {
    match mode {
        _ if mode.ai_plays(color) => t(&msg::player_ai(&level.to_string())),
        Mode::TwoPlayers => match color {
            Color::White => t(msg::player_one()),
            Color::Black => t(msg::player_two()),
        },
        _ => t(msg::player_you()),
    }
}

/// The pieces `color` is up on the board shown and the points it leads by,
/// as lichess shows them (`data-material`, `data-diff`): nothing in Chess
/// without Pawns, where no piece is taken before the winning capture.
fn material(s: &State, color: Color) -> Html {
    let shown = s.board.shown_position();
    let lead = Lead::of(shown.board(), color);
    if !shown.variant().has_belts() || lead.taken.is_empty() {
        return Html::default();
    }
    // Pieces of one kind overlap, lichess's way.
    let mut role = None;
    let icons = lead.taken.iter().map(|&p| {
        let new = role.replace(p.role) != Some(p.role);
        html! { <span class={classes!("piece", piece_class(p), new.then_some("new-role"))}></span> }
    });
    html! {
        <span class="material" data-material={color.char().to_string()} data-diff={lead.points.to_string()}>
            <span aria-hidden="true">{ for icons }</span>
            if lead.points > 0 { <span class="material-diff">{ format!("+{}", lead.points) }</span> }
        </span>
    }
}

/// The bar of `color` (`data-player="w"` or `"b"`) in `s`, `over` when the
/// game has ended (worked out once by the page for both bars).
pub fn player_bar(s: &State, over: bool, color: Color) -> Html {
    let to_move = !over && s.board.position().turn() == color;
    // The AI's phase: its side to move in a game not over.
    let thinking = to_move && s.board.settings.mode.ai_plays(color) && s.thinking_for() == Some(Purpose::Move);
    let name = player_name(s.board.settings.mode, s.board.settings.level.number(), color);
    html! {
        <div class={classes!("player-bar", to_move.then_some("to-move"))} data-player={color.char().to_string()}>
            <span class={classes!("swatch", if color == Color::White { "white" } else { "black" })} aria-hidden="true"></span>
            <span class="player-name">{ name }</span>
            <span class="player-side">{ tr(&msg::side_name(side_key(color))) }</span>
            { material(s, color) }
            if thinking {
                <span class="player-state thinking-dot">{ tr(msg::player_thinking()) }</span>
            } else if to_move {
                <span class="player-state">{ tr(msg::player_to_move()) }</span>
            }
            // A timed game's clock.
            { clock_part(s, over, color) }
        </div>
    }
}
