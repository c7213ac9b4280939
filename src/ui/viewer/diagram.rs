//! A diagram for a rules page: `?embed=1&view=1&fen=...` with `arrows=`
//! (normal moves like `g1f3`, belt shifts like `f+4`), `marks=` (squares),
//! `caption=` and `orientation=b`: a static position with no controls.
//! Every value is untrusted: each token is checked, a bad one is left out
//! and named, and the caption is plain text of bounded length.

use crate::rules::{quote, BeltShift, Board, Move, Options, Position, Square, Start};
use crate::ui::game::link::LinkFields;
use crate::ui::record::link_error::{LinkError, LinkProblem};
use crate::ui::record::query::Query;

/// The longest caption shown, in characters; a longer one is cut with "…".
pub const MAX_CAPTION: usize = 280;

/// The most arrows or marks a diagram draws.
const MAX_ITEMS: usize = 32;

/// A diagram, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The pieces.
    pub board: Board,
    /// Normal moves drawn as arrows.
    pub arrows: Vec<Move>,
    /// Belt shifts drawn as bands.
    pub belts: Vec<BeltShift>,
    /// Marked squares.
    pub marks: Vec<Square>,
    /// The caption under the diagram, as plain text.
    pub caption: Option<String>,
    /// Black at the bottom.
    pub flipped: bool,
    /// The parameters (or tokens) left out, each named.
    pub problems: Vec<LinkError>,
}

/// The caption, cut to [`MAX_CAPTION`] characters, control characters dropped.
fn caption(text: &str) -> Option<String> {
    let clean: String = text.chars().filter(|c| !c.is_control()).collect();
    let clean = clean.trim();
    if clean.is_empty() {
        return None;
    }
    let mut out: String = clean.chars().take(MAX_CAPTION).collect();
    if clean.chars().count() > MAX_CAPTION {
        out.push('…');
    }
    Some(out)
}

/// The comma-separated tokens of a parameter, at most [`MAX_ITEMS`].
fn tokens<'a>(query: &'a Query, name: &str) -> impl Iterator<Item = &'a str> {
    query
        .value(name)
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .take(MAX_ITEMS)
}

/// Reads a diagram; what cannot be used is left out and named in `problems`.
pub fn read_diagram(query: &Query) -> Diagram {
    let (fields, mut problems) = LinkFields::from_query(query);
    let start = fields.variant.and_then(Start::from_key).unwrap_or(Start::FullBelt);
    let position = fields
        .fen
        .map(|fen| Position::from_fen(fen, start.variant(), Options::default()))
        .unwrap_or_else(|| Ok(Position::start(start, Options::default())));
    let board = match position {
        Ok(p) => *p.board(),
        Err(e) => {
            problems.push(LinkError {
                parameter: "fen",
                problem: LinkProblem::Position(quote(fields.fen.unwrap_or("")), e),
            });
            Board::default()
        }
    };
    let mut arrows = Vec::new();
    let mut belts = Vec::new();
    for token in tokens(query, "arrows") {
        if let Some(m) = Move::parse_uci(token) {
            arrows.push(m);
        } else if let Ok(shift) = BeltShift::parse(token) {
            belts.push(shift);
        } else {
            problems.push(LinkError {
                parameter: "arrows",
                problem: LinkProblem::Arrow(quote(token)),
            });
        }
    }
    let mut marks = Vec::new();
    for token in tokens(query, "marks") {
        match token.parse::<Square>() {
            Ok(sq) => marks.push(sq),
            Err(_) => problems.push(LinkError {
                parameter: "marks",
                problem: LinkProblem::Square(quote(token)),
            }),
        }
    }
    Diagram {
        board,
        arrows,
        belts,
        marks,
        caption: query.value("caption").and_then(caption),
        flipped: fields.orientation == Some("b"),
        problems,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::link::query;
    use crate::ui::record::query::is_diagram;

    #[test]
    fn a_diagram_reads_its_arrows_marks_and_caption() {
        let q = query("?embed=1&view=1&fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR+w+-+-+0+1&arrows=g1f3,f%2B4&marks=f7,f6&caption=The+knight%20ends%20on%20f7");
        assert!(is_diagram(&q));
        let d = read_diagram(&q);
        assert_eq!(d.problems, vec![]);
        assert_eq!(d.arrows.iter().map(|m| m.uci()).collect::<Vec<_>>(), ["g1f3"]);
        assert_eq!(d.belts.iter().map(|b| b.machine()).collect::<Vec<_>>(), ["f+4"]);
        assert_eq!(d.marks.len(), 2);
        assert_eq!(d.caption.as_deref(), Some("The knight ends on f7"));
        assert!(
            !is_diagram(&query("?view=1&fen=x&moves=e2e4")),
            "a game is a viewer, not a diagram"
        );
    }

    #[test]
    fn hostile_values_are_left_out_and_named_briefly() {
        let long = "x".repeat(5000);
        let q = query(&format!(
            "?view=1&fen=%3Cimg%20src=x%3E&arrows=g1f3,{long},<b>&marks=z9,e4&caption=%3Cscript%3Ealert(1)%3C/script%3E{long}"
        ));
        let d = read_diagram(&q);
        let named: Vec<&str> = d.problems.iter().map(|p| p.parameter).collect();
        assert_eq!(named, ["fen", "arrows", "arrows", "marks"]);
        assert!(d.problems.iter().all(|p| p.to_string().len() < 200));
        let caption = d.caption.unwrap();
        assert!(caption.starts_with("<script>"), "kept as text, shown as text");
        assert_eq!(caption.chars().count(), MAX_CAPTION + 1);
        assert_eq!(d.marks.len(), 1);
    }
}
