//! The shipped puzzle files: a JSON list of flat objects, one per line.
//!
//! This strict reader serves the command line and the tests; the game page
//! reads the files with the leaner `ui::formats::puzzle_list`, checked
//! against this one (it keeps the app's wasm smaller still).
//!
//! **Why a small strict reader and not `serde_json`:** a browser page may read
//! these files at run time and its wasm has a tight size budget. With the
//! app's size settings, a parser of this format built on `serde_json` and a
//! derived `Deserialize` makes a much larger module than this reader's. Much
//! of the reader's share is Rust's formatting code, which the app already has,
//! so its real cost there is smaller still. The format is fixed and tiny
//! (strings, whole numbers, lists, objects with known keys), so this reader
//! accepts exactly it: unknown, missing or repeated keys, other value types,
//! trailing text and nesting deeper than the format are errors, each reported
//! in one short line with the byte offset or the puzzle it concerns. It never
//! panics.

use super::{Kind, Puzzle, Theme};
use crate::rules::{BeltShift, Move, Options, Position, Turn, Variant};
use std::collections::HashSet;
use std::fmt;

/// Why a puzzle file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError(String);

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzle file: {}", self.0)
    }
}

impl std::error::Error for ReadError {}

/// A JSON value of the subset the format uses.
enum Value {
    Str(String),
    Num(u64),
    List(Vec<Value>),
    Object(Vec<(String, Value)>),
}

/// How deep the format nests: the list, a puzzle object, its lists.
const MAX_DEPTH: usize = 3;

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn fail<T>(&self, what: &str) -> Result<T, ReadError> {
        Err(ReadError(format!("byte {}: {what}", self.at)))
    }

    fn skip_space(&mut self) {
        while self.at < self.text.len() && matches!(self.text[self.at], b' ' | b'\t' | b'\n' | b'\r') {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_space();
        self.text.get(self.at).copied()
    }

    fn expect(&mut self, c: u8) -> Result<(), ReadError> {
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            self.fail(&format!("expected '{}'", c as char))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, ReadError> {
        match self.peek() {
            Some(b'"') => self.string().map(Value::Str),
            Some(b'0'..=b'9') => self.number().map(Value::Num),
            Some(b'[') | Some(b'{') if depth >= MAX_DEPTH => self.fail("nested deeper than the puzzle format"),
            Some(b'[') => self.list(depth + 1),
            Some(b'{') => self.object(depth + 1),
            Some(_) => self.fail("expected a string, a whole number, a list or an object"),
            None => self.fail("unexpected end of the file"),
        }
    }

    /// Runs `item` for each element of a `[..]` or `{..}` between `open` and `close`.
    fn items(
        &mut self,
        open: u8,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Result<(), ReadError>,
    ) -> Result<(), ReadError> {
        self.expect(open)?;
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(());
        }
        loop {
            item(self)?;
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(());
                }
                _ => return self.fail(&format!("expected ',' or '{}'", close as char)),
            }
        }
    }

    fn list(&mut self, depth: usize) -> Result<Value, ReadError> {
        let mut out = Vec::new();
        self.items(b'[', b']', |p| {
            out.push(p.value(depth)?);
            Ok(())
        })?;
        Ok(Value::List(out))
    }

    fn object(&mut self, depth: usize) -> Result<Value, ReadError> {
        let mut out: Vec<(String, Value)> = Vec::new();
        self.items(b'{', b'}', |p| {
            if p.peek() != Some(b'"') {
                return p.fail("expected a key in quotes");
            }
            let key = p.string()?;
            if out.iter().any(|(k, _)| *k == key) {
                return p.fail(&format!("repeated key \"{key}\""));
            }
            p.expect(b':')?;
            let value = p.value(depth)?;
            out.push((key, value));
            Ok(())
        })?;
        Ok(Value::Object(out))
    }

    fn number(&mut self) -> Result<u64, ReadError> {
        let start = self.at;
        while self.at < self.text.len() && self.text[self.at].is_ascii_digit() {
            self.at += 1;
        }
        if matches!(self.text.get(self.at), Some(b'.' | b'e' | b'E')) {
            return self.fail("expected a whole number");
        }
        let digits = std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
        if digits.len() > 1 && digits.starts_with('0') {
            self.at = start;
            return self.fail("a number may not start with 0");
        }
        match digits.parse() {
            Ok(n) => Ok(n),
            Err(_) => {
                self.at = start;
                self.fail("number too large")
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, ReadError> {
        let digits = self
            .text
            .get(self.at..self.at + 4)
            .and_then(|d| std::str::from_utf8(d).ok());
        match digits.and_then(|d| u32::from_str_radix(d, 16).ok()) {
            Some(v) if digits.is_some_and(|d| d.bytes().all(|b| b.is_ascii_hexdigit())) => {
                self.at += 4;
                Ok(v)
            }
            _ => self.fail("expected four hex digits after \\u"),
        }
    }

    fn string(&mut self) -> Result<String, ReadError> {
        self.expect(b'"')?;
        let mut out = Vec::new();
        loop {
            let Some(&c) = self.text.get(self.at) else {
                return self.fail("unterminated string");
            };
            self.at += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let Some(&e) = self.text.get(self.at) else {
                        return self.fail("unterminated string");
                    };
                    self.at += 1;
                    let ch = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => match char::from_u32(self.hex4()?) {
                            Some(ch) => ch,
                            None => return self.fail("\\u escape of a lone surrogate"),
                        },
                        _ => return self.fail("unknown escape in a string"),
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                }
                0..=0x1f => return self.fail("control character in a string"),
                _ => out.push(c),
            }
        }
        String::from_utf8(out).or_else(|_| self.fail("string is not UTF-8"))
    }
}

fn field_error(index: usize, id: &str, what: impl fmt::Display) -> ReadError {
    if id.is_empty() {
        ReadError(format!("puzzle {}: {what}", index + 1))
    } else {
        ReadError(format!("puzzle {} ({id}): {what}", index + 1))
    }
}

fn text(v: Value, key: &str) -> Result<String, String> {
    match v {
        Value::Str(s) => Ok(s),
        _ => Err(format!("\"{key}\" must be a string")),
    }
}

fn texts(v: Value, key: &str) -> Result<Vec<String>, String> {
    match v {
        Value::List(items) => items.into_iter().map(|i| text(i, key)).collect(),
        _ => Err(format!("\"{key}\" must be a list of strings")),
    }
}

/// Reads a turn in machine form (`g1f3 f+4`, `d1b1`), as the game requires.
fn machine_turn(text: &str, variant: Variant) -> Result<Turn, String> {
    let mut words = text.split(' ');
    let normal = words
        .next()
        .and_then(Move::parse_uci)
        .ok_or_else(|| format!("bad solution '{text}': expected a move like g1f3"))?;
    let belt = words
        .next()
        .map(BeltShift::parse)
        .transpose()
        .map_err(|e| e.to_string())?;
    if words.next().is_some() || belt.is_some() != variant.has_belts() {
        return Err(format!(
            "bad solution '{text}': a {} turn is {}",
            variant.key(),
            if variant.has_belts() { "'g1f3 f+4'" } else { "'g1f3'" }
        ));
    }
    Ok(Turn { normal, belt })
}

const KEYS: [&str; 7] = ["id", "variant", "fen", "kind", "themes", "rating", "solutions"];

fn puzzle(fields: Vec<(String, Value)>, index: usize) -> Result<Puzzle, ReadError> {
    let mut slots: [Option<Value>; 7] = Default::default();
    let mut id = String::new();
    for (key, value) in fields {
        let Some(i) = KEYS.iter().position(|k| *k == key) else {
            return Err(field_error(index, &id, format!("unknown key \"{key}\"")));
        };
        if let (0, Value::Str(s)) = (i, &value) {
            id = s.clone();
        }
        slots[i] = Some(value);
    }
    let fail = |what: String| field_error(index, &id, what);
    let mut take = |i: usize| {
        slots[i]
            .take()
            .ok_or_else(|| fail(format!("missing key \"{}\"", KEYS[i])))
    };
    let (id_v, variant_v, fen_v, kind_v, themes_v, rating_v, solutions_v) =
        (take(0)?, take(1)?, take(2)?, take(3)?, take(4)?, take(5)?, take(6)?);
    let id_text = text(id_v, "id").map_err(fail)?;
    if id_text.is_empty()
        || id_text.len() > 32
        || !id_text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    {
        return Err(fail(format!("bad id '{id_text}': use 1 to 32 of a-z, 0-9 and '-'")));
    }
    let variant: Variant = text(variant_v, "variant").map_err(fail)?.parse().map_err(fail)?;
    let fen = text(fen_v, "fen").map_err(fail)?;
    Position::from_fen(&fen, variant, Options::default()).map_err(|e| fail(format!("bad fen: {e}")))?;
    let kind: Kind = text(kind_v, "kind").map_err(fail)?.parse().map_err(fail)?;
    let mut themes = Vec::new();
    for t in texts(themes_v, "themes").map_err(fail)? {
        let theme: Theme = t.parse().map_err(fail)?;
        if themes.contains(&theme) {
            return Err(fail(format!("theme '{t}' listed twice")));
        }
        themes.push(theme);
    }
    let rating = match rating_v {
        Value::Num(n) if n <= 10_000 => n as u32,
        _ => return Err(fail("\"rating\" must be a whole number up to 10000".into())),
    };
    let mut solutions = Vec::new();
    for s in texts(solutions_v, "solutions").map_err(fail)? {
        let turn = machine_turn(&s, variant).map_err(fail)?;
        if solutions.contains(&turn) {
            return Err(fail(format!("solution '{s}' listed twice")));
        }
        solutions.push(turn);
    }
    Ok(Puzzle {
        id: id_text,
        variant,
        fen,
        kind,
        themes,
        rating,
        solutions,
    })
}

/// Reads a puzzle file: a JSON list of puzzle objects with exactly the keys
/// `id`, `variant`, `fen`, `kind`, `themes`, `rating`, `solutions`. Checks
/// the form of every field (a legal position, known kind and themes, turns
/// in machine form for the game, unique ids), not the answers: that is [`super::verify`].
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, ReadError> {
    let mut parser = Parser {
        text: text.as_bytes(),
        at: 0,
    };
    let Value::List(items) = (match parser.peek() {
        Some(b'[') => parser.value(0)?,
        _ => return parser.fail("expected '[' (a list of puzzles)"),
    }) else {
        return parser.fail("expected a list");
    };
    if parser.peek().is_some() {
        return parser.fail("unexpected text after the list");
    }
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.into_iter().enumerate() {
        let Value::Object(fields) = item else {
            return Err(field_error(i, "", "expected an object"));
        };
        let p = puzzle(fields, i)?;
        if !seen.insert(p.id.clone()) {
            return Err(field_error(i, &p.id, "id used twice"));
        }
        out.push(p);
    }
    Ok(out)
}

fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn quoted_list<T>(items: impl IntoIterator<Item = T>, f: impl Fn(T) -> String) -> String {
    let inner: Vec<String> = items.into_iter().map(|i| quoted(&f(i))).collect();
    format!("[{}]", inner.join(","))
}

/// Writes puzzles in the shipped format, one object per line (so that a
/// change of one puzzle is a one-line diff). [`read_puzzles`] reads it back.
pub fn write_puzzles(puzzles: &[Puzzle]) -> String {
    let lines: Vec<String> = puzzles
        .iter()
        .map(|p| {
            format!(
                "{{\"id\":{},\"variant\":{},\"fen\":{},\"kind\":{},\"themes\":{},\"rating\":{},\"solutions\":{}}}",
                quoted(&p.id),
                quoted(p.variant.key()),
                quoted(&p.fen),
                quoted(p.kind.key()),
                quoted_list(&p.themes, |t| t.key().to_string()),
                p.rating,
                quoted_list(&p.solutions, |t| t.machine()),
            )
        })
        .collect();
    format!("[\n{}\n]\n", lines.join(",\n"))
}
