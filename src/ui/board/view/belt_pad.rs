//! The belt phase's large buttons for the belts through a tapped square (the
//! anchor), or for the belt being previewed: on a phone the rank arrows are
//! only ticks beside the board, too narrow to tap, and these 44 px buttons
//! shift the rank (and the file) instead.

use crate::i18n::{msg, t};
use crate::rules::Belt;
use crate::ui::board::state::{Board, BoardAction};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::{on_click, StoreHandle};
use crate::ui::words::keys::belt_key;
use yew::prelude::*;

/// The belts the pad offers: the anchor's rank and file, else the belt previewed.
fn belts(s: &Board) -> Vec<Belt> {
    let Some(p) = s.pending.filter(|_| s.view.is_none()) else {
        return Vec::new();
    };
    match (p.anchor, p.preview) {
        (Some(sq), _) => vec![Belt::Rank(sq.rank()), Belt::File(sq.file())],
        (None, Some((belt, _))) => vec![belt],
        (None, None) => Vec::new(),
    }
}

/// One button: `belt` shifted one step by `dir`, with its arrow as seen on screen.
fn button(store: &StoreHandle, belt: Belt, dir: i32, flipped: bool) -> Html {
    let screen = if flipped { -dir } else { dir };
    let (glyph, dir_key) = match (belt, screen > 0) {
        (Belt::File(_), true) => ('↑', "up"),
        (Belt::File(_), false) => ('↓', "down"),
        (Belt::Rank(_), true) => ('→', "right"),
        (Belt::Rank(_), false) => ('←', "left"),
    };
    let (kind, name) = belt_key(belt);
    let code = format!("{}{}", belt.char(), if dir > 0 { '+' } else { '-' });
    html! {
        <button type="button" class="pad-shift" data-pad-shift={code}
                aria-label={tr(&msg::belt_pad_shift(kind, dir_key, &name))}
                onclick={on_click(store, BoardAction::Arrow(belt, dir))}>
            { format!("{glyph} {}", t(&msg::belt_pad_button(kind, &name))) }
        </button>
    }
}

/// The pad (`data-pad-shift="3-"`), empty when no belt is in hand.
pub fn belt_pad(store: &StoreHandle, s: &Board) -> Html {
    let belts = belts(s);
    if belts.is_empty() {
        return Html::default();
    }
    html! {
        <div class="belt-pad" role="group" aria-label={tr(msg::belt_pad_label())}>
            { for belts.iter().flat_map(|&b| [button(store, b, -1, s.flipped), button(store, b, 1, s.flipped)]) }
        </div>
    }
}
