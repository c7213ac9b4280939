//! A small strict JSON reader and writer of exactly what Nostr's messages
//! use: strings (with every escape, `\uXXXX` and surrogate pairs included),
//! whole numbers, arrays, objects with string keys, `true`, `false`, `null`.
//!
//! Why not `serde_json`: the live page's wasm has a size budget, and this
//! reader and writer is a fraction of its size. The reader follows RFC 8259
//! strictly (no comments, trailing commas, leading zeros, raw control
//! characters, lone surrogates or repeated keys) and bounds the nesting, so
//! that a hostile relay's frame costs at most its length in memory and never
//! a deep recursion. Other numbers (signed, fractional, with an exponent or
//! beyond `u64`) are checked and read as [`Value::OtherNumber`]: the fields
//! Nostr gives numbers to are whole and unsigned, so they are refused there.
//! It never panics.

use std::fmt;

/// How deep any Nostr message nests: a relay's `EVENT` frame, its event, the
/// tags, a tag is 4; the rest is headroom for fields unknown to us.
pub const MAX_DEPTH: usize = 8;

/// A JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number from 0 to `u64::MAX`, written without sign, fraction or exponent.
    Int(u64),
    /// Any other valid number; its value is not kept.
    OtherNumber,
    /// A string, escapes decoded.
    Str(String),
    /// An array.
    Array(Vec<Value>),
    /// An object's members in their order (keys are unique).
    Object(Vec<(String, Value)>),
}

/// What is wrong with a JSON text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonProblem {
    /// The text ends inside a value.
    End,
    /// A byte that cannot start or continue a value here.
    Unexpected,
    /// A number not in JSON's grammar (a leading zero, a lone `-`, `1.`).
    BadNumber,
    /// A backslash escape JSON does not have, or a `\u` without four hex digits.
    BadEscape,
    /// A control character (below U+0020) written raw inside a string.
    ControlCharacter,
    /// A `\u` escape of half a surrogate pair without its other half.
    LoneSurrogate,
    /// A key given twice in one object.
    RepeatedKey,
    /// Arrays and objects nested deeper than any Nostr message (8 levels).
    TooDeep,
    /// Text after the value.
    TrailingText,
}

/// Why a JSON text could not be read: the problem and its byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// The byte offset where the problem was found.
    pub at: usize,
    /// What is wrong.
    pub problem: JsonProblem,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.problem {
            JsonProblem::End => "the text ends inside a value",
            JsonProblem::Unexpected => "unexpected character",
            JsonProblem::BadNumber => "malformed number",
            JsonProblem::BadEscape => "unknown escape",
            JsonProblem::ControlCharacter => "raw control character in a string",
            JsonProblem::LoneSurrogate => "half of a surrogate pair",
            JsonProblem::RepeatedKey => "repeated key",
            JsonProblem::TooDeep => "nested too deep",
            JsonProblem::TrailingText => "text after the value",
        };
        write!(f, "JSON, byte {}: {what}", self.at)
    }
}

impl std::error::Error for JsonError {}

/// Reads `text` as one JSON value nested at most `max_depth` deep.
pub fn parse(text: &str, max_depth: usize) -> Result<Value, JsonError> {
    let mut parser = Parser { text, at: 0 };
    let value = parser.value(max_depth)?;
    parser.skip_space();
    if parser.at < text.len() {
        return parser.fail(JsonProblem::TrailingText);
    }
    Ok(value)
}

struct Parser<'a> {
    text: &'a str,
    at: usize,
}

impl Parser<'_> {
    fn fail<T>(&self, problem: JsonProblem) -> Result<T, JsonError> {
        Err(JsonError { at: self.at, problem })
    }

    fn byte(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    /// The bytes from here on. (`get` rather than indexing, here and in
    /// `slice`: no panic path, whose formatting would cost the page's wasm.)
    fn rest(&self) -> &[u8] {
        self.text.as_bytes().get(self.at..).unwrap_or_default()
    }

    /// The text from `from` to here (both on character boundaries: the
    /// reader cuts only at ASCII bytes).
    fn slice(&self, from: usize) -> &str {
        self.text.get(from..self.at).unwrap_or_default()
    }

    fn skip_space(&mut self) {
        while matches!(self.byte(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn value(&mut self, depth_left: usize) -> Result<Value, JsonError> {
        self.skip_space();
        match self.byte() {
            None => self.fail(JsonProblem::End),
            Some(b'[' | b'{') if depth_left == 0 => self.fail(JsonProblem::TooDeep),
            Some(b'[') => self.array(depth_left - 1),
            Some(b'{') => self.object(depth_left - 1),
            Some(b'"') => self.string().map(Value::Str),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(_) => self.fail(JsonProblem::Unexpected),
        }
    }

    fn word(&mut self, word: &str, value: Value) -> Result<Value, JsonError> {
        if self.rest().starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            self.fail(JsonProblem::Unexpected)
        }
    }

    /// After an element: `true` at the closing `close`, `false` after a comma.
    fn next_or_close(&mut self, close: u8) -> Result<bool, JsonError> {
        self.skip_space();
        match self.byte() {
            Some(b',') => {
                self.at += 1;
                Ok(false)
            }
            Some(c) if c == close => {
                self.at += 1;
                Ok(true)
            }
            None => self.fail(JsonProblem::End),
            Some(_) => self.fail(JsonProblem::Unexpected),
        }
    }

    /// After the opening bracket: `true` if the container closes at once.
    fn empty(&mut self, close: u8) -> bool {
        self.at += 1;
        self.skip_space();
        if self.byte() == Some(close) {
            self.at += 1;
            return true;
        }
        false
    }

    fn array(&mut self, depth_left: usize) -> Result<Value, JsonError> {
        let mut items = Vec::new();
        if self.empty(b']') {
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth_left)?);
            if self.next_or_close(b']')? {
                return Ok(Value::Array(items));
            }
        }
    }

    fn object(&mut self, depth_left: usize) -> Result<Value, JsonError> {
        let mut members: Vec<(String, Value)> = Vec::new();
        if self.empty(b'}') {
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_space();
            match self.byte() {
                Some(b'"') => {}
                None => return self.fail(JsonProblem::End),
                Some(_) => return self.fail(JsonProblem::Unexpected),
            }
            let key_at = self.at;
            let key = self.string()?;
            if members.iter().any(|(k, _)| *k == key) {
                return Err(JsonError {
                    at: key_at,
                    problem: JsonProblem::RepeatedKey,
                });
            }
            self.skip_space();
            match self.byte() {
                Some(b':') => self.at += 1,
                None => return self.fail(JsonProblem::End),
                Some(_) => return self.fail(JsonProblem::Unexpected),
            }
            let value = self.value(depth_left)?;
            members.push((key, value));
            if self.next_or_close(b'}')? {
                return Ok(Value::Object(members));
            }
        }
    }

    /// A string from its opening quote; the text between escapes is copied
    /// whole (every cut falls on an ASCII byte, so on a character boundary).
    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = String::new();
        let mut run = self.at;
        loop {
            match self.byte() {
                None => return self.fail(JsonProblem::End),
                Some(b'"') => {
                    out.push_str(self.slice(run));
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    out.push_str(self.slice(run));
                    self.escape(&mut out)?;
                    run = self.at;
                }
                Some(0..=0x1f) => return self.fail(JsonProblem::ControlCharacter),
                Some(_) => self.at += 1,
            }
        }
    }

    /// One escape, from its backslash.
    fn escape(&mut self, out: &mut String) -> Result<(), JsonError> {
        self.at += 1;
        let simple = match self.byte() {
            None => return self.fail(JsonProblem::End),
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let start = self.at - 1;
                let first = self.hex4()?;
                let code = match first {
                    0xd800..=0xdbff => {
                        let low = if self.rest().starts_with(b"\\u") {
                            self.at += 1;
                            self.hex4()?
                        } else {
                            0
                        };
                        if !(0xdc00..=0xdfff).contains(&low) {
                            return Err(JsonError {
                                at: start,
                                problem: JsonProblem::LoneSurrogate,
                            });
                        }
                        0x10000 + ((first - 0xd800) << 10) + (low - 0xdc00)
                    }
                    0xdc00..=0xdfff => {
                        return Err(JsonError {
                            at: start,
                            problem: JsonProblem::LoneSurrogate,
                        })
                    }
                    _ => first,
                };
                match char::from_u32(code) {
                    Some(c) => out.push(c),
                    None => return self.fail(JsonProblem::BadEscape),
                }
                return Ok(());
            }
            Some(_) => return self.fail(JsonProblem::BadEscape),
        };
        out.push(simple);
        self.at += 1;
        Ok(())
    }

    /// The four hex digits after a `u` (at the `u`).
    fn hex4(&mut self) -> Result<u32, JsonError> {
        self.at += 1;
        let mut code = 0;
        for _ in 0..4 {
            let digit = match self.byte() {
                Some(b) => (b as char).to_digit(16),
                None => return self.fail(JsonProblem::End),
            };
            match digit {
                Some(d) => code = code * 16 + d,
                None => return self.fail(JsonProblem::BadEscape),
            }
            self.at += 1;
        }
        Ok(code)
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while matches!(self.byte(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.at;
        let negative = self.byte() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let int_start = self.at;
        match self.digits() {
            0 => return self.fail(JsonProblem::BadNumber),
            n if n > 1 && self.text.as_bytes().get(int_start) == Some(&b'0') => {
                return Err(JsonError {
                    at: int_start,
                    problem: JsonProblem::BadNumber,
                })
            }
            _ => {}
        }
        let int_end = self.at;
        let mut whole = !negative;
        if self.byte() == Some(b'.') {
            self.at += 1;
            whole = false;
            if self.digits() == 0 {
                return self.fail(JsonProblem::BadNumber);
            }
        }
        if matches!(self.byte(), Some(b'e' | b'E')) {
            self.at += 1;
            whole = false;
            if matches!(self.byte(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if self.digits() == 0 {
                return self.fail(JsonProblem::BadNumber);
            }
        }
        if !whole {
            return Ok(Value::OtherNumber);
        }
        let n = self
            .text
            .get(start..int_end)
            .unwrap_or_default()
            .bytes()
            .try_fold(0u64, |n, d| n.checked_mul(10)?.checked_add(u64::from(d - b'0')));
        Ok(n.map_or(Value::OtherNumber, Value::Int))
    }
}

impl Value {
    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The string taken out, if this is one.
    pub fn into_string(self) -> Option<String> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The whole number, if this is one.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }
}

/// How a string is escaped: NIP-01's rule for the text an event's id hashes,
/// or valid JSON for the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escapes {
    /// NIP-01's serialization for the id: `\n \" \\ \r \t \b \f` escaped,
    /// every other character (other control characters too) verbatim.
    Canonical,
    /// The same, and the other control characters as `\u00XX`, which JSON
    /// requires (they never occur in Beltboard's own events).
    Wire,
}

/// Appends `s` to `out` as a JSON string in quotes.
pub fn write_str(out: &mut String, s: &str, escapes: Escapes) {
    out.push('"');
    let mut run = 0;
    for (i, c) in s.char_indices() {
        let escaped = match c {
            '\n' => "\\n",
            '"' => "\\\"",
            '\\' => "\\\\",
            '\r' => "\\r",
            '\t' => "\\t",
            '\u{8}' => "\\b",
            '\u{c}' => "\\f",
            '\0'..='\u{1f}' if escapes == Escapes::Wire => "",
            _ => continue,
        };
        out.push_str(s.get(run..i).unwrap_or_default());
        if escaped.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(HEX[c as usize >> 4] as char);
            out.push(HEX[c as usize & 15] as char);
        } else {
            out.push_str(escaped);
        }
        run = i + c.len_utf8();
    }
    out.push_str(s.get(run..).unwrap_or_default());
    out.push('"');
}

/// Appends a whole number.
pub fn write_u64(out: &mut String, n: u64) {
    out.push_str(&n.to_string());
}

/// Appends an array of strings, `["a","b"]`.
pub fn write_strings(out: &mut String, items: &[String], escapes: Escapes) {
    out.push('[');
    for (i, s) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_str(out, s, escapes);
    }
    out.push(']');
}

#[cfg(test)]
#[path = "json_tests.rs"]
mod tests;
