//! Short excerpts of untrusted text for error messages, so that a huge or
//! hostile input (a 1 MB link, a crafted PGN) gives a short message.

/// The most characters of the input an error message quotes.
pub const EXCERPT_CHARS: usize = 32;

/// `text` shortened for an error message: at most [`EXCERPT_CHARS`]
/// characters, then `…` when something was cut.
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_at_a_character_boundary() {
        assert_eq!(quote("e2e4"), "e2e4");
        let exact = "é".repeat(EXCERPT_CHARS);
        assert_eq!(quote(&exact), exact);
        let long = "é".repeat(EXCERPT_CHARS + 1);
        assert_eq!(quote(&long), format!("{}…", "é".repeat(EXCERPT_CHARS)));
    }
}
