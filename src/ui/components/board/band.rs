//! A belt shift drawn over the board: a band along the file or rank with an
//! arrow in the direction it moved and its distance (`+4`), for the last
//! turn, the hint and the opponent's winning turn (the threat assistant).

use crate::rules::{Belt, BeltShift};
use crate::ui::geometry::{cell_of, screen_offset};
use yew::prelude::*;

/// What a band shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BandKind {
    /// The belt of the last turn (`data-last-belt`).
    Last,
    /// The belt of the AI's hint.
    Hint,
    /// The belt of the opponent's winning turn the threat assistant shows.
    Threat,
}

/// The band of `shift`, placed for a board turned or not.
pub fn band(shift: BeltShift, kind: BandKind, flipped: bool) -> Html {
    let steps = shift.signed_steps();
    let belt = shift.belt();
    // Any square of the belt gives its column (a file) or row (a rank) on screen.
    let Some(first) = belt.mask().into_iter().next() else {
        return html! {};
    };
    let cell = cell_of(flipped, first);
    // The direction on screen of one step of the belt.
    let unit = match belt {
        Belt::File(_) => screen_offset(flipped, (0, steps.signum())),
        Belt::Rank(_) => screen_offset(flipped, (steps.signum(), 0)),
    };
    let (style, vertical) = match belt {
        Belt::File(_) => (
            format!("left:calc({} * 12.5%);top:0;width:12.5%;height:100%", cell.col),
            true,
        ),
        Belt::Rank(_) => (
            format!("top:calc({} * 12.5%);left:0;height:12.5%;width:100%", cell.row),
            false,
        ),
    };
    let rotation = match unit {
        (0, -1) => 0,
        (1, 0) => 90,
        (0, 1) => 180,
        _ => 270,
    };
    let label = format!("{:+}", steps);
    let (class, last) = match kind {
        BandKind::Last => ("last", Some(shift.machine())),
        BandKind::Hint => ("hint", None),
        BandKind::Threat => ("threat", None),
    };
    html! {
        <div class={classes!("belt-band", class, if vertical { "vertical" } else { "horizontal" })}
             style={style} data-last-belt={last} aria-hidden="true">
            <span class="band-arrow" style={format!("transform:rotate({rotation}deg)")}>
                <svg viewBox="0 0 10 10"><path d="M5 1.5 L5 8.5 M2 4.5 L5 1.5 L8 4.5" /></svg>
            </span>
            <span class="band-label">{ label }</span>
        </div>
    }
}
