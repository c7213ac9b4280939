//! The player's circles and arrows over the board: an SVG over the squares,
//! one circle per `data-drawn-circle` and one arrow per `data-drawn-arrow`,
//! coloured by class (`drawn G`, `R`, `B`, `Y`). Written as one piece of
//! markup (no script, no style in it): the app's wasm then carries no
//! element-building code for it, which its size budget could not afford.

use crate::rules::Square;
use crate::ui::board::drawing::Shape;
use crate::ui::board::geometry::cell_of;
use yew::prelude::*;

/// The overlay's start: its box and an arrow head per colour.
const HEAD: &str = concat!(
    r#"<svg class="drawn-overlay" viewBox="0 0 80 80" aria-hidden="true"><defs>"#,
    r#"<marker id="drawn-G" class="drawn-head G" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="2.6" markerHeight="2.6" orient="auto"><path d="M0 0 L10 5 L0 10 z"/></marker>"#,
    r#"<marker id="drawn-R" class="drawn-head R" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="2.6" markerHeight="2.6" orient="auto"><path d="M0 0 L10 5 L0 10 z"/></marker>"#,
    r#"<marker id="drawn-B" class="drawn-head B" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="2.6" markerHeight="2.6" orient="auto"><path d="M0 0 L10 5 L0 10 z"/></marker>"#,
    r#"<marker id="drawn-Y" class="drawn-head Y" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="2.6" markerHeight="2.6" orient="auto"><path d="M0 0 L10 5 L0 10 z"/></marker>"#,
    "</defs>"
);

/// Appends the centre of `sq` on a 0..80 drawing of the board, as the
/// attributes `x` and `y` named by `names` (`cx`/`cy`, `x1`/`y1`, ...).
fn centre(out: &mut String, flipped: bool, sq: Square, names: [&str; 2]) {
    let cell = cell_of(flipped, sq);
    for (name, at) in names.into_iter().zip([cell.col, cell.row]) {
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        out.push_str(&(at * 10 + 5).to_string());
        out.push('"');
    }
}

/// The overlay of `shapes`, or nothing when there are none.
pub fn drawn(shapes: &[Shape], flipped: bool) -> Html {
    if shapes.is_empty() {
        return Html::default();
    }
    let mut out = String::from(HEAD);
    for s in shapes {
        let letter = s.brush.letter();
        let circle = s.is_circle();
        out.push_str(if circle {
            "<circle r=\"4.4\" data-drawn-circle=\""
        } else {
            "<line data-drawn-arrow=\""
        });
        out.push_str(&s.from.to_string());
        if !circle {
            out.push_str(&s.to.to_string());
        }
        out.push_str("\" class=\"drawn ");
        out.push(letter);
        out.push('"');
        if circle {
            centre(&mut out, flipped, s.from, ["cx", "cy"]);
        } else {
            centre(&mut out, flipped, s.from, ["x1", "y1"]);
            centre(&mut out, flipped, s.to, ["x2", "y2"]);
            out.push_str(" marker-end=\"url(#drawn-");
            out.push(letter);
            out.push_str(")\"");
        }
        out.push_str("/>");
    }
    out.push_str("</svg>");
    Html::from_html_unchecked(AttrValue::from(out))
}
