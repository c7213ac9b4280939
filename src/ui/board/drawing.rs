//! What a player draws on the board, as lichess players do: circles on
//! squares and arrows between them, in four colours (green plain, red with
//! Shift, blue with Alt, yellow with Ctrl). On the game board they are the
//! player's notes on the position shown; on the analysis board they are kept
//! per position of the move tree and written in a PGN comment as
//! `[%csl Ge4]` and `[%cal Ge2e4]` (the form lichess and ChessBase use), and
//! read back from it.

use crate::rules::Square;

/// A shape's colour, by its PGN letter.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Brush {
    /// `G`: no modifier key.
    Green,
    /// `R`: Shift.
    Red,
    /// `B`: Alt.
    Blue,
    /// `Y`: Ctrl.
    Yellow,
}

impl Brush {
    /// The brush of a pointer press with these modifier keys (lichess's).
    pub fn of_keys(shift: bool, alt: bool, ctrl: bool) -> Brush {
        match (shift, alt, ctrl) {
            (true, ..) => Brush::Red,
            (_, true, _) => Brush::Blue,
            (_, _, true) => Brush::Yellow,
            _ => Brush::Green,
        }
    }

    /// The PGN letter, which is also the drawing's class suffix.
    pub fn letter(self) -> char {
        match self {
            Brush::Green => 'G',
            Brush::Red => 'R',
            Brush::Blue => 'B',
            Brush::Yellow => 'Y',
        }
    }

    /// A long press's brush on a touch screen, which has no modifier keys:
    /// a new circle is green, and a long press on a circle gives it the next
    /// colour (red, blue, yellow); on a yellow one it rubs the circle out.
    pub fn after_long_press(current: Option<Brush>) -> Brush {
        match current {
            None => Brush::Green,
            Some(Brush::Green) => Brush::Red,
            Some(Brush::Red) => Brush::Blue,
            Some(Brush::Blue | Brush::Yellow) => Brush::Yellow,
        }
    }

    fn from_letter(c: char) -> Option<Brush> {
        [Brush::Green, Brush::Red, Brush::Blue, Brush::Yellow]
            .into_iter()
            .find(|b| b.letter() == c)
    }
}

/// A circle (`from == to`) or an arrow.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Where it starts (the circle's square).
    pub from: Square,
    /// Where it points.
    pub to: Square,
    /// Its colour.
    pub brush: Brush,
}

impl Shape {
    /// Whether it is a circle.
    pub fn is_circle(self) -> bool {
        self.from == self.to
    }
}

/// The shapes drawn on one position, in the order drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shapes(pub Vec<Shape>);

impl Shapes {
    /// Draws `shape`, lichess's way: the same shape again rubs it out; the
    /// same squares in another colour change its colour.
    pub fn toggle(&mut self, shape: Shape) {
        match self.0.iter().position(|s| s.from == shape.from && s.to == shape.to) {
            Some(i) if self.0[i].brush == shape.brush => {
                self.0.remove(i);
            }
            Some(i) => self.0[i].brush = shape.brush,
            None => self.0.push(shape),
        }
    }

    /// The PGN commands: `[%csl Ge4,Rd5][%cal Ge2e4]`, empty for no shape.
    pub fn to_pgn(&self) -> String {
        let list = |circles: bool| {
            let items: Vec<String> = self
                .0
                .iter()
                .filter(|s| s.is_circle() == circles)
                .map(|s| {
                    let mut item = s.brush.letter().to_string();
                    item.push_str(&s.from.to_string());
                    if !circles {
                        item.push_str(&s.to.to_string());
                    }
                    item
                })
                .collect();
            items.join(",")
        };
        let mut out = String::new();
        for (name, circles) in [("csl", true), ("cal", false)] {
            let items = list(circles);
            if !items.is_empty() {
                out.push_str(&format!("[%{name} {items}]"));
            }
        }
        out
    }

    /// Reads the `[%csl ...]` and `[%cal ...]` commands of a PGN comment,
    /// and gives back the comment without them (trimmed). An item it cannot
    /// read (a colour or square unknown) is left out; the rest is kept.
    pub fn from_comment(comment: &str) -> (Shapes, String) {
        let mut shapes = Shapes::default();
        let mut rest = String::new();
        let mut text = comment;
        while let Some(at) = text.find("[%") {
            rest.push_str(&text[..at]);
            let command = &text[at + 2..];
            let Some(end) = command.find(']') else {
                rest.push_str(&text[at..]);
                text = "";
                break;
            };
            let (name, items) = command[..end].split_once(' ').unwrap_or((&command[..end], ""));
            match name {
                "csl" | "cal" => {
                    for item in items.split(',').map(str::trim) {
                        if let Some(shape) = read_item(item, name == "csl") {
                            shapes.0.push(shape);
                        }
                    }
                }
                // Another command ([%eval], [%clk]) stays in the comment.
                _ => rest.push_str(&text[at..at + 2 + end + 1]),
            }
            text = &command[end + 1..];
        }
        rest.push_str(text);
        (shapes, rest.split_whitespace().collect::<Vec<_>>().join(" "))
    }
}

/// What the player does to the drawing ([`crate::ui::game::state::Action::Draw`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DrawAction {
    /// Draw a shape, or rub it out ([`Shapes::toggle`]).
    Toggle(Shape),
    /// Rub everything out (a left click on the board).
    Clear,
}

/// The game board's notes: the shapes drawn on one position (named by its
/// hash), gone once another position is shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    at: u64,
    shapes: Shapes,
}

impl Notes {
    /// Applies `action` on the position `at`.
    pub fn apply(&mut self, action: DrawAction, at: u64) {
        if self.at != at {
            *self = Notes {
                at,
                shapes: Shapes::default(),
            };
        }
        match action {
            DrawAction::Toggle(shape) => self.shapes.toggle(shape),
            DrawAction::Clear => self.shapes.0.clear(),
        }
    }

    /// Puts `shapes` on the position `at` (the analysis board's, from its tree).
    pub fn set(&mut self, at: u64, shapes: Shapes) {
        *self = Notes { at, shapes };
    }

    /// The shapes to draw on the position `at`.
    pub fn on(&self, at: u64) -> &[Shape] {
        if self.at == at {
            &self.shapes.0
        } else {
            &[]
        }
    }
}

/// A comment with `shapes`' commands after its words (none: `None`).
pub fn with_shapes(words: &str, shapes: &Shapes) -> Option<String> {
    let text = format!("{} {}", words.trim(), shapes.to_pgn());
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

/// A comment's words for people, without its drawing commands.
pub fn words_of(comment: &str) -> String {
    Shapes::from_comment(comment).1
}

/// One item of a `%csl` (`Ge4`) or `%cal` (`Ge2e4`) list.
fn read_item(item: &str, circle: bool) -> Option<Shape> {
    let brush = Brush::from_letter(item.chars().next()?)?;
    let squares = item.get(1..)?;
    let (from, to) = if circle {
        (squares, squares)
    } else {
        (squares.get(..2)?, squares.get(2..)?)
    };
    let (from, to): (Square, Square) = (from.parse().ok()?, to.parse().ok()?);
    (circle || from != to).then_some(Shape { from, to, brush })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn shape(from: &str, to: &str, brush: Brush) -> Shape {
        Shape {
            from: sq(from),
            to: sq(to),
            brush,
        }
    }

    #[test]
    fn modifier_keys_choose_lichess_colours() {
        assert_eq!(Brush::of_keys(false, false, false), Brush::Green);
        assert_eq!(Brush::of_keys(true, false, false), Brush::Red);
        assert_eq!(Brush::of_keys(false, true, false), Brush::Blue);
        assert_eq!(Brush::of_keys(false, false, true), Brush::Yellow);
    }

    #[test]
    fn long_presses_go_through_the_colours_then_rub_out() {
        let mut shapes = Shapes::default();
        let mut seen = Vec::new();
        for _ in 0..5 {
            let current = shapes.0.first().map(|s| s.brush);
            shapes.toggle(shape("e4", "e4", Brush::after_long_press(current)));
            seen.push(shapes.0.first().map(|s| s.brush));
        }
        let (g, r, b, y) = (Brush::Green, Brush::Red, Brush::Blue, Brush::Yellow);
        assert_eq!(seen, [Some(g), Some(r), Some(b), Some(y), None]);
    }

    #[test]
    fn drawing_again_rubs_out_and_another_colour_recolours() {
        let mut shapes = Shapes::default();
        shapes.toggle(shape("e4", "e4", Brush::Green));
        shapes.toggle(shape("e2", "e4", Brush::Green));
        shapes.toggle(shape("e4", "e4", Brush::Red));
        assert_eq!(
            shapes.0,
            [shape("e4", "e4", Brush::Red), shape("e2", "e4", Brush::Green)]
        );
        shapes.toggle(shape("e2", "e4", Brush::Green));
        assert_eq!(shapes.0, [shape("e4", "e4", Brush::Red)]);
    }

    #[test]
    fn pgn_commands_round_trip() {
        let shapes = Shapes(vec![
            shape("e4", "e4", Brush::Green),
            shape("e2", "e4", Brush::Blue),
            shape("d5", "d5", Brush::Red),
            shape("g1", "f3", Brush::Yellow),
        ]);
        let text = shapes.to_pgn();
        assert_eq!(text, "[%csl Ge4,Rd5][%cal Be2e4,Yg1f3]");
        let (read, rest) = Shapes::from_comment(&format!("Good move. {text} [%eval 0.25]"));
        assert_eq!(rest, "Good move. [%eval 0.25]");
        let mut want = shapes.0.clone();
        want.sort_by_key(|s| s.is_circle());
        let mut got = read.0.clone();
        got.sort_by_key(|s| s.is_circle());
        assert_eq!(got.len(), want.len());
        for s in want {
            assert!(got.contains(&s), "{s:?}");
        }
        assert_eq!(Shapes::default().to_pgn(), "");
    }

    #[test]
    fn notes_belong_to_their_position() {
        let mut notes = Notes::default();
        notes.apply(DrawAction::Toggle(shape("e4", "e4", Brush::Green)), 7);
        assert_eq!(notes.on(7).len(), 1);
        assert!(notes.on(8).is_empty(), "another position: nothing drawn");
        notes.apply(DrawAction::Toggle(shape("d4", "d4", Brush::Green)), 8);
        assert_eq!(notes.on(8), [shape("d4", "d4", Brush::Green)]);
        assert!(notes.on(7).is_empty());
        notes.apply(DrawAction::Clear, 8);
        assert!(notes.on(8).is_empty());
    }

    #[test]
    fn unreadable_items_are_left_out_and_the_rest_kept() {
        let (read, rest) = Shapes::from_comment("[%csl Xe4,Gz9,Rd5][%cal Ge2,Ge2e2,Gb1c3] note [%cal Ga1");
        assert_eq!(read.0, [shape("d5", "d5", Brush::Red), shape("b1", "c3", Brush::Green)]);
        assert_eq!(rest, "note [%cal Ga1");
    }
}
