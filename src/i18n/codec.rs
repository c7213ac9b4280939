//! A catalogue's bytes, written by the build script and read by the app:
//! a small format of its own rather than serde, whose derived readers for
//! these nested types would weigh on the app's wasm.
//!
//! Every number is a LEB128 varint; a string is its length then its UTF-8
//! bytes. A catalogue: `BBC1`, its language, the English ids' hash (8
//! bytes, little-endian), then each message: 0 (none) or 1 and a pattern.
//! A pattern: its number of parts, then each: 0 text, 1 argument (its
//! index), 2 selection (argument, arms, each a key and a pattern, then the
//! default pattern). A key: 0 plural category (its index in
//! [`Category::ALL`]), 1 number (zigzag), 2 word.
//!
//! A message's English travels alone as one pattern ([`pattern`],
//! [`read_pattern`], and [`super::encoded`], which formats it without
//! decoding it): the build script writes each message's bytes into
//! its generated function, so that the app's wasm keeps only the English of
//! the messages it calls.
//!
//! Compiled into the build script too (by `#[path]`): it uses only
//! [`super::compiled`].

use super::compiled::{Catalogue, Category, Key, Part, Pattern};

/// The first bytes of every catalogue file.
const MAGIC: &[u8; 4] = b"BBC1";

/// Bytes that are not a catalogue of this format (cut short, or another file).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Malformed;

/// `catalogue` as bytes.
pub fn write(catalogue: &Catalogue) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    string(&mut out, &catalogue.lang);
    out.extend_from_slice(&catalogue.ids.to_le_bytes());
    number(&mut out, catalogue.messages.len() as u64);
    for message in &catalogue.messages {
        match message {
            None => out.push(0),
            Some(p) => {
                out.push(1);
                pattern(&mut out, p);
            }
        }
    }
    out
}

fn number(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn string(out: &mut Vec<u8>, text: &str) {
    number(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

/// Appends `p` in this format: one message's pattern, the bytes a generated
/// message function carries as its English ([`read_pattern`] reads them).
pub fn pattern(out: &mut Vec<u8>, p: &Pattern) {
    number(out, p.0.len() as u64);
    for part in &p.0 {
        match part {
            Part::Text(t) => {
                out.push(0);
                string(out, t);
            }
            Part::Arg(i) => out.extend_from_slice(&[1, *i]),
            Part::Select { arg, arms, other } => {
                out.extend_from_slice(&[2, *arg]);
                number(out, arms.len() as u64);
                for (key, arm) in arms {
                    match key {
                        Key::Plural(c) => {
                            let index = Category::ALL.iter().position(|x| x == c).unwrap_or(5);
                            out.extend_from_slice(&[0, index as u8]);
                        }
                        Key::Number(n) => {
                            out.push(1);
                            number(out, ((n << 1) ^ (n >> 63)) as u64);
                        }
                        Key::Word(w) => {
                            out.push(2);
                            string(out, w);
                        }
                    }
                    pattern(out, arm);
                }
                pattern(out, other);
            }
        }
    }
}

/// Reads a catalogue written by [`write`].
pub fn read(bytes: &[u8]) -> Result<Catalogue, Malformed> {
    let mut r = Reader(bytes);
    if r.take(4)? != MAGIC {
        return Err(Malformed);
    }
    let lang = r.string()?;
    let ids = u64::from_le_bytes(r.take(8)?.try_into().map_err(|_| Malformed)?);
    let count = r.number()?;
    let mut messages = Vec::new();
    for _ in 0..count {
        messages.push(match r.byte()? {
            0 => None,
            1 => Some(r.pattern()?),
            _ => return Err(Malformed),
        });
    }
    if !r.0.is_empty() {
        return Err(Malformed);
    }
    Ok(Catalogue { lang, ids, messages })
}

/// Reads one pattern written by [`pattern`], all of `bytes` (a message's
/// English, decoded each time it is formatted: the app keeps no decoded
/// copy of English).
pub fn read_pattern(bytes: &[u8]) -> Result<Pattern, Malformed> {
    let mut r = Reader(bytes);
    let p = r.pattern()?;
    if !r.0.is_empty() {
        return Err(Malformed);
    }
    Ok(p)
}

/// The bytes not yet read: [`read`]'s and [`super::encoded`]'s cursor.
pub struct Reader<'a>(pub &'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], Malformed> {
        if self.0.len() < n {
            return Err(Malformed);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    /// The next byte.
    pub fn byte(&mut self) -> Result<u8, Malformed> {
        Ok(self.take(1)?[0])
    }

    /// The next LEB128 varint.
    pub fn number(&mut self) -> Result<u64, Malformed> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            n |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(Malformed)
    }

    fn string(&mut self) -> Result<String, Malformed> {
        self.text().map(String::from)
    }

    /// The next string, borrowed from the bytes.
    pub fn text(&mut self) -> Result<&'a str, Malformed> {
        let len = usize::try_from(self.number()?).map_err(|_| Malformed)?;
        std::str::from_utf8(self.take(len)?).map_err(|_| Malformed)
    }

    fn pattern(&mut self) -> Result<Pattern, Malformed> {
        let count = self.number()?;
        let mut parts = Vec::new();
        for _ in 0..count {
            parts.push(match self.byte()? {
                0 => Part::Text(self.string()?),
                1 => Part::Arg(self.byte()?),
                2 => {
                    let arg = self.byte()?;
                    let arms_count = self.number()?;
                    let mut arms = Vec::new();
                    for _ in 0..arms_count {
                        let key = match self.byte()? {
                            0 => Key::Plural(*Category::ALL.get(usize::from(self.byte()?)).ok_or(Malformed)?),
                            1 => {
                                let z = self.number()?;
                                Key::Number((z >> 1) as i64 ^ -((z & 1) as i64))
                            }
                            2 => Key::Word(self.string()?),
                            _ => return Err(Malformed),
                        };
                        arms.push((key, self.pattern()?));
                    }
                    let other = self.pattern()?;
                    Part::Select { arg, arms, other }
                }
                _ => return Err(Malformed),
            });
        }
        Ok(Pattern(parts))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_catalogue_round_trips_and_damage_is_refused() {
        let catalogue = Catalogue {
            lang: "ru".into(),
            ids: 0x0123_4567_89ab_cdef,
            messages: vec![
                None,
                Some(Pattern(vec![
                    Part::Text("Ход ".into()),
                    Part::Select {
                        arg: 0,
                        arms: vec![
                            (Key::Number(-3), Pattern(vec![Part::Arg(0)])),
                            (Key::Plural(Category::Few), Pattern(vec![Part::Text("few".into())])),
                            (Key::Word("white".into()), Pattern(Vec::new())),
                        ],
                        other: Pattern(vec![Part::Arg(1)]),
                    },
                ])),
            ],
        };
        let bytes = write(&catalogue);
        assert_eq!(read(&bytes), Ok(catalogue));
        for cut in 0..bytes.len() {
            assert_eq!(read(&bytes[..cut]), Err(Malformed), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(read(&longer), Err(Malformed));
        assert_eq!(read(b"not a catalogue"), Err(Malformed));
    }

    #[test]
    fn a_pattern_round_trips_alone_and_damage_is_refused() {
        let p = Pattern(vec![
            Part::Text("Hello, ".into()),
            Part::Arg(0),
            Part::Select {
                arg: 1,
                arms: vec![(Key::Plural(Category::One), Pattern(vec![Part::Text("one".into())]))],
                other: Pattern(vec![Part::Arg(1)]),
            },
        ]);
        let mut bytes = Vec::new();
        pattern(&mut bytes, &p);
        assert_eq!(read_pattern(&bytes), Ok(p));
        for cut in 0..bytes.len() {
            assert_eq!(read_pattern(&bytes[..cut]), Err(Malformed), "cut at {cut}");
        }
        bytes.push(0);
        assert_eq!(read_pattern(&bytes), Err(Malformed), "a byte too many");
    }
}
