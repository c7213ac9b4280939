//! The one reader of URL queries and fragments (`?a=1&b=2`, `#a=1`), and
//! the matching writer. Every value is decoded strictly: an escape that is
//! not `%` and two hex digits, or bytes that are not UTF-8, make the value
//! unreadable (the parameter is still known, so the error can name it).

/// One parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The decoded name.
    pub name: String,
    /// The decoded value, or `None` when it could not be decoded.
    pub value: Option<String>,
}

/// A parsed query: its parameters in order (a later one of the same name wins).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    params: Vec<Param>,
}

/// The value of a hex digit.
fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Decodes `%XX` escapes (and `+` as a space when `plus_is_space`); invalid
/// escapes and bytes that are not UTF-8 are errors.
pub fn decode(text: &str, plus_is_space: bool) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let high = hex(*bytes.get(i + 1)?)?;
                let low = hex(*bytes.get(i + 2)?)?;
                out.push(high << 4 | low);
                i += 3;
            }
            b'+' if plus_is_space => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// Encodes what a URL component cannot hold as it is. `+` and `,` stay: the
/// formats that write them read them back as themselves.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' | b',' | b'+' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

impl Query {
    /// Reads `text` (a leading `?` or `#` is allowed). Values of the names in
    /// `plus_is_space` read `+` as a space (a FEN's spaces); elsewhere `+` is
    /// itself (a belt move's sign).
    pub fn parse(text: &str, plus_is_space: &[&str]) -> Query {
        let text = text.strip_prefix(['?', '#']).unwrap_or(text);
        let params = text
            .split('&')
            .filter(|p| !p.is_empty())
            .filter_map(|pair| {
                let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
                let name = decode(name, true)?;
                let value = decode(value, plus_is_space.contains(&name.as_str()));
                Some(Param { name, value })
            })
            .collect();
        Query { params }
    }

    /// The last parameter called `name`, if any: `Some(None)` when its value
    /// could not be decoded.
    pub fn get(&self, name: &str) -> Option<Option<&str>> {
        self.params
            .iter()
            .rev()
            .find(|p| p.name == name)
            .map(|p| p.value.as_deref())
    }

    /// The value of `name` when it is present and readable.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.get(name).flatten()
    }

    /// Whether any of `names` is present.
    pub fn has_any(&self, names: &[&str]) -> bool {
        self.params.iter().any(|p| names.contains(&p.name.as_str()))
    }

    /// Whether `name` is a yes (`1` or `true`).
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.value(name), Some("1") | Some("true"))
    }
}

/// Whether a query asks for a game viewer: `view=1` and not a diagram (a
/// game, or nothing yet: the framing page may send one).
pub fn is_viewer(query: &Query) -> bool {
    query.flag("view") && !is_diagram(query)
}

/// Whether a query asks for a diagram: `view=1` with a position and no game.
pub fn is_diagram(query: &Query) -> bool {
    query.flag("view") && query.get("fen").is_some() && query.get("moves").is_none() && query.get("pgn").is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_must_be_two_hex_digits() {
        assert_eq!(decode("a%2Bb", false).as_deref(), Some("a+b"));
        assert_eq!(decode("a+b", true).as_deref(), Some("a b"));
        assert_eq!(decode("a+b", false).as_deref(), Some("a+b"));
        for bad in ["%+1", "%1", "%", "%ZZ", "%-1", "%FF", "% 1"] {
            assert_eq!(decode(bad, false), None, "{bad}");
        }
    }

    #[test]
    fn a_later_parameter_wins_and_bad_values_are_named() {
        let q = Query::parse("?a=1&b=%ZZ&a=2&fen=x+y&embed=1", &["fen"]);
        assert_eq!(q.value("a"), Some("2"));
        assert_eq!(q.get("b"), Some(None));
        assert_eq!(q.value("fen"), Some("x y"));
        assert!(q.flag("embed") && !q.flag("a"));
        assert!(q.has_any(&["zz", "b"]) && !q.has_any(&["zz"]));
    }

    #[test]
    fn encode_then_decode_is_the_identity() {
        for text in ["g1f3 f+4", "a&b=c#d%e", "é → ü", "rnbq/8 w - - 0 1"] {
            assert_eq!(decode(&encode(text), false).as_deref(), Some(text));
        }
    }
}
