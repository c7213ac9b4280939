//! One square's drawing, shared by the renderer and the game board's grid
//! cells: the marks a square can carry (as classes) and the piece on it,
//! still or sliding.

use crate::rules::{Piece, Square};
use crate::ui::board::geometry::is_light;
use crate::ui::board::motion::Slide;
use crate::ui::board::view::piece::PieceView;
use crate::ui::board::view::slide::slide_style;
use yew::prelude::*;

/// A highlight of a square, drawn by the stylesheet from the square's class.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The piece picked up (`selected`).
    Selected,
    /// An empty square the selected piece can go to (`target`).
    Target,
    /// A capture the selected piece can make (`target-capture`).
    TargetCapture,
    /// Where the last turn's piece came from (`last last-from`, `data-last="from"`).
    LastFrom,
    /// Where the last turn's piece is now (`last last-to`, `data-last="to"`).
    LastTo,
    /// A square of the AI's hint or of the puzzle's hint (`hint`).
    Hint,
    /// A square of the opponent's winning turn (`threat`).
    Threat,
    /// A target that loses whatever follows (`danger`, `data-danger`).
    Danger,
    /// A king in check (`check`).
    Check,
    /// A piece giving check (`checker`).
    Checker,
    /// A square of the belt previewed (`preview-belt`).
    PreviewBelt,
    /// The square a belt drag or belt choice started from (`anchor`).
    Anchor,
    /// A square a diagram points out (`marked`).
    Marked,
    /// The square a drag in the editor started from, its piece faded (`lifted`).
    Lifted,
    /// In the belt phase, where the normal move's piece came from (`pending pending-from`, `data-pending="from"`).
    PendingFrom,
    /// In the belt phase, where the normal move's piece is now, the previewed
    /// shift included (`pending pending-to`, `data-pending="to"`).
    PendingTo,
}

impl Mark {
    /// The class (or classes) the stylesheet draws the mark from.
    fn class(self) -> &'static str {
        match self {
            Mark::Selected => "selected",
            Mark::Target => "target",
            Mark::TargetCapture => "target-capture",
            Mark::LastFrom => "last last-from",
            Mark::LastTo => "last last-to",
            Mark::Hint => "hint",
            Mark::Threat => "threat",
            Mark::Danger => "danger",
            Mark::Check => "check",
            Mark::Checker => "checker",
            Mark::PreviewBelt => "preview-belt",
            Mark::Anchor => "anchor",
            Mark::Marked => "marked",
            Mark::Lifted => "lifted",
            Mark::PendingFrom => "pending pending-from",
            Mark::PendingTo => "pending pending-to",
        }
    }

    /// Every mark, in the order its classes are written.
    const ALL: [Mark; 16] = [
        Mark::Selected,
        Mark::Target,
        Mark::TargetCapture,
        Mark::LastFrom,
        Mark::LastTo,
        Mark::Hint,
        Mark::Threat,
        Mark::Danger,
        Mark::Check,
        Mark::Checker,
        Mark::PreviewBelt,
        Mark::Anchor,
        Mark::Marked,
        Mark::Lifted,
        Mark::PendingFrom,
        Mark::PendingTo,
    ];

    fn bit(self) -> u16 {
        1 << self as u16
    }

    /// Whether the mark is among a square's `bits` (see [`SquareMarks::bits`]).
    pub(crate) fn is_in(self, bits: u16) -> bool {
        bits & self.bit() != 0
    }
}

/// The marks of all 64 squares (a set of [`Mark`]s per square).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareMarks([u16; 64]);

impl Default for SquareMarks {
    fn default() -> Self {
        SquareMarks([0; 64])
    }
}

impl SquareMarks {
    /// Adds `mark` to `sq`.
    pub fn add(&mut self, sq: Square, mark: Mark) {
        self.0[usize::from(sq.index())] |= mark.bit();
    }

    /// Adds `mark` to each of `squares`.
    pub fn add_all(&mut self, squares: impl IntoIterator<Item = Square>, mark: Mark) {
        for sq in squares {
            self.add(sq, mark);
        }
    }

    /// Whether `sq` has `mark`.
    pub fn has(&self, sq: Square, mark: Mark) -> bool {
        mark.is_in(self.bits(sq))
    }

    /// The marks of `sq`, one bit per [`Mark`].
    pub(crate) fn bits(&self, sq: Square) -> u16 {
        self.0[usize::from(sq.index())]
    }
}

/// The classes of a square's marks, given as its `bits`.
pub(crate) fn mark_classes(bits: u16) -> Classes {
    let mut classes = Classes::new();
    for mark in Mark::ALL.into_iter().filter(|m| m.is_in(bits)) {
        classes.push(mark.class());
    }
    classes
}

/// The piece on `sq`: still, or sliding there (`slide`, keyed by the
/// motion's count `seq`, so that each change restarts its animation);
/// `named` as [`PieceView`]'s. A still piece is one element, its own slot
/// (`slot piece`); a sliding one is a slot carrying the belt's slide and a
/// piece carrying the normal move's, two animations of one transform.
pub(crate) fn piece_content(
    sq: Square,
    piece: Option<Piece>,
    slide: Option<(&Slide, u32)>,
    flipped: bool,
    belt_delay: bool,
    named: bool,
) -> Html {
    let Some(piece) = piece else {
        return Html::default();
    };
    match slide {
        Some((sl, seq)) => {
            let belt_class = (sl.belt != (0, 0)).then_some("belt-slide");
            let move_class = (sl.normal != (0, 0)).then_some("move-slide");
            html! {
                <div key={format!("{sq}-{seq}")} class={classes!("slot", belt_class)}
                     style={slide_style(sl.normal, sl.belt, flipped, belt_delay)}>
                    <PieceView piece={piece} class={classes!(move_class)} {named} />
                </div>
            }
        }
        None => html! { <PieceView key={sq.to_string()} piece={piece} class={classes!("slot")} {named} /> },
    }
}

/// The classes of `sq`: its colour and its marks (`bits`).
pub(crate) fn square_class(sq: Square, bits: u16) -> Classes {
    classes!("sq", if is_light(sq) { "light" } else { "dark" }, mark_classes(bits))
}
