//! The shipped puzzle files as the game page reads them: a lean reader of
//! exactly the layout `puzzles::write_puzzles` writes (a `[` line, one
//! object per line with the keys in their fixed order, a `]` line).
//!
//! **Why not `puzzles::read_puzzles`:** that strict general reader builds a
//! JSON value tree, reports every fault in words and checks ids with a hash
//! set, which weighs on the app's wasm (`scripts/check-sizes.py` measures
//! it). This one scans each line in place and only says which line it could
//! not read. It never panics, and a test checks that it reads every shipped
//! file exactly as the strict reader does. Positions are checked when a
//! puzzle is shown, answers by the rules.

use crate::puzzles::{Kind, Puzzle, Theme};
use crate::rules::{BeltShift, Move, Turn, Variant};

/// A place in one line of the file.
struct Cursor<'a>(&'a str);

impl<'a> Cursor<'a> {
    /// Steps over `text`, which must come next.
    fn eat(&mut self, text: &str) -> Option<()> {
        self.0 = self.0.strip_prefix(text)?;
        Some(())
    }

    /// A string without escapes or control characters (the format needs none).
    fn string(&mut self) -> Option<&'a str> {
        self.eat("\"")?;
        let (s, rest) = self.0.split_once('"')?;
        self.0 = rest;
        (!s.contains(|c: char| c == '\\' || c.is_control())).then_some(s)
    }

    /// A list of strings.
    fn strings(&mut self) -> Option<Vec<&'a str>> {
        self.eat("[")?;
        let mut out = Vec::new();
        if self.eat("]").is_some() {
            return Some(out);
        }
        loop {
            out.push(self.string()?);
            if self.eat("]").is_some() {
                return Some(out);
            }
            self.eat(",")?;
        }
    }

    /// A whole number up to 10000.
    fn number(&mut self) -> Option<u32> {
        let end = self.0.find(|c: char| !c.is_ascii_digit()).unwrap_or(self.0.len());
        let (digits, rest) = self.0.split_at(end);
        self.0 = rest;
        digits
            .parse()
            .ok()
            .filter(|n| (1..=5).contains(&digits.len()) && *n <= 10_000)
    }

    /// `,"key":` (the first key has no comma).
    fn key(&mut self, key: &str) -> Option<()> {
        self.eat(",\"")?;
        self.eat(key)?;
        self.eat("\":")
    }
}

/// A turn in machine form (`g1f3 f+4`, `d1b1`).
fn turn(text: &str, variant: Variant) -> Option<Turn> {
    let (normal, belt) = match text.split_once(' ') {
        Some((m, b)) => (m, Some(BeltShift::parse(b).ok()?)),
        None => (text, None),
    };
    (belt.is_some() == variant.has_belts()).then_some(Turn {
        normal: Move::parse_uci(normal)?,
        belt,
    })
}

/// One puzzle line of `variant`.
fn puzzle(line: &str, variant: Variant) -> Option<Puzzle> {
    let mut c = Cursor(line.strip_suffix(',').unwrap_or(line));
    c.eat("{\"id\":")?;
    // As the strict reader wants it: the id goes into links and the stored progress.
    let id = c.string().filter(|id| {
        (1..=32).contains(&id.len()) && id.bytes().all(|b| matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'-'))
    })?;
    c.key("variant")?;
    (c.string()? == variant.key()).then_some(())?;
    c.key("fen")?;
    let fen = c.string()?;
    c.key("kind")?;
    let kind = c.string()?;
    let kind = Kind::ALL.into_iter().find(|k| k.key() == kind)?;
    c.key("themes")?;
    let themes = c
        .strings()?
        .into_iter()
        .map(|t| Theme::ALL.into_iter().find(|th| th.key() == t))
        .collect::<Option<Vec<Theme>>>()?;
    c.key("rating")?;
    let rating = c.number()?;
    c.key("solutions")?;
    let solutions = c
        .strings()?
        .into_iter()
        .map(|t| turn(t, variant))
        .collect::<Option<Vec<Turn>>>()?;
    c.eat("}")?;
    c.0.is_empty().then(|| Puzzle {
        id: id.to_string(),
        variant,
        fen: fen.to_string(),
        kind,
        themes,
        rating,
        solutions,
    })
}

/// The puzzles of `variant`'s file, or the number (from 1) of the first
/// line that is not what the file should hold.
pub fn read_list(text: &str, variant: Variant) -> Result<Vec<Puzzle>, usize> {
    let mut lines = text.lines().map(str::trim).enumerate();
    match lines.next() {
        Some((_, "[")) => {}
        _ => return Err(1),
    }
    let mut out = Vec::new();
    for (i, line) in lines {
        match line {
            "]" => break,
            _ => out.push(puzzle(line, variant).ok_or(i + 1)?),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::read_puzzles;

    const FILES: [(Variant, &str); 2] = [
        (
            Variant::FullBelt,
            include_str!("../../../../assets/puzzles/full-belt.json"),
        ),
        (
            Variant::NoPawns,
            include_str!("../../../../assets/puzzles/no-pawns.json"),
        ),
    ];

    #[test]
    fn reads_the_shipped_files_as_the_strict_reader_does() {
        for (variant, text) in FILES {
            assert_eq!(read_list(text, variant).unwrap(), read_puzzles(text).unwrap());
        }
    }

    #[test]
    fn names_the_line_it_cannot_read_and_never_panics() {
        let (variant, text) = FILES[1];
        assert_eq!(read_list("", variant), Err(1));
        assert_eq!(read_list("{}", variant), Err(1));
        assert_eq!(read_list(text, Variant::FullBelt), Err(2), "another variant's file");
        let lines: Vec<&str> = text.lines().collect();
        let broken = [lines[0], &lines[1][..40], lines[2]].join("\n");
        assert_eq!(read_list(&broken, variant), Err(2));
        let escaped = lines[1].replacen("np-0001", "np-\\u0030", 1);
        assert_eq!(read_list(&["[", &escaped, "]"].join("\n"), variant), Err(2));
        // Every prefix of a line, and every byte changed, is an answer, not a panic.
        for end in 0..lines[1].len() {
            let _ = read_list(&["[", &lines[1][..end]].join("\n"), variant);
        }
        let bytes = lines[3].as_bytes();
        for i in 0..bytes.len() {
            for b in [b'"', b',', b'9', b'\\', b']'] {
                let mut changed = bytes.to_vec();
                changed[i] = b;
                let _ = read_list(&String::from_utf8_lossy(&changed), variant);
            }
        }
    }
}
