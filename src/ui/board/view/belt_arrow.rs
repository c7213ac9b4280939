//! One belt arrow at the edge of the board: a click shifts its belt one step.

use crate::i18n::{msg, t};
use crate::rules::{Belt, BeltRefusal};
use crate::ui::board::state::BoardAction;
use crate::ui::game::words::belt_refused;
use crate::ui::store::hooks::use_dispatch;
use crate::ui::words::keys::belt_key;
use yew::prelude::*;

/// Properties of [`BeltArrow`].
#[derive(Properties, PartialEq)]
pub struct BeltArrowProps {
    /// The belt the arrow shifts.
    pub belt: Belt,
    /// +1 (toward rank 8 or the h-file) or -1.
    pub dir: i32,
    /// Which edge of the board: `top`, `bottom`, `left` or `right`.
    pub side: &'static str,
    /// The position along that edge, 0..8 from the top left.
    pub index: usize,
    /// Whether the belt phase is on (otherwise the arrow is hidden but keeps its place).
    pub live: bool,
    /// Why the belt cannot be shifted, when it cannot.
    pub disabled: Option<BeltRefusal>,
    /// The page's language (its label is drawn again in a new one).
    #[prop_or_else(crate::i18n::current::lang)]
    pub lang: &'static str,
}

/// The way the arrow on `side` of the board points on the screen, as the
/// catalogue's selector names it: outward, whichever way the board is turned.
fn arrow_direction(side: &str) -> &'static str {
    match side {
        "top" => "up",
        "bottom" => "down",
        "left" => "left",
        _ => "right",
    }
}

/// An edge arrow (its chevron is the stylesheet's). A disabled one stays focusable (`aria-disabled`) so that
/// its reason shows on hover and focus; pressing it explains the reason.
#[component]
pub fn BeltArrow(props: &BeltArrowProps) -> Html {
    // Only the page's dispatch: an arrow is drawn again only when its own
    // properties change, not at every action.
    let dispatch = use_dispatch();
    let sign = if props.dir > 0 { '+' } else { '-' };
    let code = format!("{}{sign}", props.belt.char());
    // Worded as the arrow points on the board as it is shown: each edge's
    // arrows point away from the board's middle, so on a turned board the
    // left edge's arrow (toward the h-file there) still says "left".
    let dir_key = arrow_direction(props.side);
    let (kind, name) = belt_key(props.belt);
    let label = t(&msg::belt_shift_one(kind, dir_key, &name));
    let reason = props.disabled.map(|r| belt_refused(props.belt, r));
    let title = reason.clone().unwrap_or_else(|| label.clone());
    let (row, col) = match props.side {
        "top" => (1, props.index + 2),
        "bottom" => (10, props.index + 2),
        "left" => (props.index + 2, 1),
        _ => (props.index + 2, 10),
    };
    let onclick = {
        let (belt, dir) = (props.belt, props.dir);
        Callback::from(move |_| dispatch.emit(BoardAction::Arrow(belt, dir)))
    };
    html! {
        <button type="button"
            class={classes!("belt-arrow", props.side, (!props.live).then_some("idle"), props.disabled.is_some().then_some("disabled"))}
            style={format!("--row:{row};--col:{col}")}
            data-belt-shift={code}
            aria-label={label}
            title={title.clone()}
            data-reason={reason}
            aria-disabled={props.disabled.is_some().then_some("true")}
            aria-hidden={(!props.live).then_some("true")}
            tabindex={(!props.live).then_some("-1")}
            {onclick}>
        </button>
    }
}
