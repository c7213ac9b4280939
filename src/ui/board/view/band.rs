//! A belt shift drawn on the game board: a band along the file or rank over
//! the squares, and its tag (an arrow in the direction it moved and its
//! distance, `+4`) outside the board at the belt's far end, so that no piece
//! is ever covered. For the last turn, the hint and the opponent's winning
//! turn (the threat assistant).

use crate::rules::{Belt, BeltShift};
use crate::ui::board::geometry::{cell_of, screen_offset};
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
    /// A diagram's belt shift (the rules help, a diagram link): `mini-belt`.
    Diagram,
}

impl BandKind {
    fn class(self) -> &'static str {
        match self {
            BandKind::Last => "last",
            BandKind::Hint => "hint",
            BandKind::Threat => "threat",
            BandKind::Diagram => "diagram",
        }
    }
}

/// The screen column (a file) or row (a rank) of `belt`, and the direction
/// on screen of one step of `steps` along it (x right, y down).
fn placement(belt: Belt, steps: i32, flipped: bool) -> (usize, (i32, i32)) {
    // Any square of the belt gives its column or row on screen.
    let first = belt.squares()[0];
    let cell = cell_of(flipped, first);
    match belt {
        Belt::File(_) => (cell.col, screen_offset(flipped, (0, steps.signum()))),
        Belt::Rank(_) => (cell.row, screen_offset(flipped, (steps.signum(), 0))),
    }
}

/// The band of `shift` over the squares, placed for a board turned or not.
pub fn band(shift: BeltShift, kind: BandKind, flipped: bool) -> Html {
    let (line, _) = placement(shift.belt(), shift.signed_steps(), flipped);
    let (style, vertical) = match shift.belt() {
        Belt::File(_) => (format!("left:calc({line} * 12.5%);top:0;width:12.5%;height:100%"), true),
        Belt::Rank(_) => (
            format!("top:calc({line} * 12.5%);left:0;height:12.5%;width:100%"),
            false,
        ),
    };
    html! {
        <div class={classes!("belt-band", kind.class(), if vertical { "vertical" } else { "horizontal" })}
             style={style} aria-hidden="true"></div>
    }
}

/// The tag of `shift`: its arrow and distance in the frame's margin (a grid
/// cell of the 10x10 frame, as the belt arrows are, or a diagram's frame),
/// at the end the belt moved toward. The distance is unsigned (`4`, not
/// `+4`, which reads like a score); the arrow and the side it stands at say
/// the direction.
pub fn band_tag(shift: BeltShift, kind: BandKind, flipped: bool) -> Html {
    let steps = shift.signed_steps();
    let (line, unit) = placement(shift.belt(), steps, flipped);
    let (row, col, rotation) = match unit {
        (0, -1) => (1, line + 2, 0),
        (1, 0) => (line + 2, 10, 90),
        (0, 1) => (10, line + 2, 180),
        _ => (line + 2, 1, 270),
    };
    let last = (kind == BandKind::Last).then(|| shift.machine());
    html! {
        <div class={classes!("band-tag", kind.class(), if row == 1 || row == 10 { "end-file" } else { "end-rank" },
                             (kind == BandKind::Diagram).then_some("mini-belt"))}
             style={format!("--row:{row};--col:{col}")} data-last-belt={last} aria-hidden="true">
            <span class="band-arrow" style={format!("transform:rotate({rotation}deg)")}>
                <svg viewBox="0 0 10 10"><path d="M5 1.5 L5 8.5 M2 4.5 L5 1.5 L8 4.5" /></svg>
            </span>
            <span class="band-label">{ steps.unsigned_abs() }</span>
        </div>
    }
}
