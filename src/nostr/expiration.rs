//! NIP-40 expiration: `["expiration", "<unix seconds>"]` on an event that
//! relays should drop and clients ignore from that time on. Relays are
//! asked, not obliged, so a reader checks it itself.

use super::event::Event;
use std::fmt;

/// The name of the expiration tag.
pub const EXPIRATION_TAG: &str = "expiration";

/// The tag that makes an event expire at `at` (Unix seconds).
pub fn expiration_tag(at: u64) -> Vec<String> {
    vec![EXPIRATION_TAG.to_string(), at.to_string()]
}

/// Why an event's expiration cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpirationError {
    /// A tag whose value is missing or not a plain decimal number, or that
    /// has more than the value.
    Malformed,
    /// More than one expiration tag.
    Twice,
}

impl fmt::Display for ExpirationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ExpirationError::Malformed => "expiration: not a time",
            ExpirationError::Twice => "expiration: given twice",
        })
    }
}

impl std::error::Error for ExpirationError {}

/// When `event` expires (Unix seconds), if it says.
pub fn expiration(event: &Event) -> Result<Option<u64>, ExpirationError> {
    let mut found = None;
    for tag in event
        .tags
        .iter()
        .filter(|t| t.first().is_some_and(|n| n == EXPIRATION_TAG))
    {
        if found.is_some() {
            return Err(ExpirationError::Twice);
        }
        found = match tag.as_slice() {
            [_, at] => Some(decimal(at).ok_or(ExpirationError::Malformed)?),
            _ => return Err(ExpirationError::Malformed),
        };
    }
    Ok(found)
}

/// Whether `event` has expired at `now_s`: from its expiration time on. An
/// expiration that cannot be read counts as passed, since the event's
/// maker wanted it gone at some time no one can tell.
pub fn is_expired(event: &Event, now_s: u64) -> bool {
    match expiration(event) {
        Ok(Some(at)) => now_s >= at,
        Ok(None) => false,
        Err(_) => true,
    }
}

/// A number as NIP tags write it: decimal digits only, no sign, no leading
/// zero (but `0` itself), within a `u64`. One spelling per number, so that
/// what is read is written back the same.
pub fn decimal(text: &str) -> Option<u64> {
    let digits = text.as_bytes();
    if digits.is_empty() || digits.len() > 20 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    if digits.len() > 1 && digits[0] == b'0' {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(tags: &[&[&str]]) -> Event {
        let tags = tags.iter().map(|t| t.iter().map(|s| s.to_string()).collect()).collect();
        Event::unsigned(1_800_000_000, 1, tags, String::new())
    }

    #[test]
    fn the_tag_is_written_and_read_back() {
        let mut e = event(&[&["d", "x"]]);
        e.tags.push(expiration_tag(1_800_003_600));
        assert_eq!(e.tags[1], ["expiration", "1800003600"]);
        assert_eq!(expiration(&e), Ok(Some(1_800_003_600)));
        assert!(!is_expired(&e, 1_800_003_599));
        assert!(is_expired(&e, 1_800_003_600));
        assert_eq!(expiration(&event(&[&["d", "x"]])), Ok(None));
        assert!(!is_expired(&event(&[]), u64::MAX));
    }

    #[test]
    fn a_malformed_or_repeated_expiration_is_refused_and_counts_as_passed() {
        for bad in [
            &[&["expiration"][..]][..],
            &[&["expiration", "12", "x"]],
            &[&["expiration", "-5"]],
            &[&["expiration", "012"]],
            &[&["expiration", "1e9"]],
            &[&["expiration", " 12"]],
            &[&["expiration", "99999999999999999999999"]],
        ] {
            let e = event(bad);
            assert_eq!(expiration(&e), Err(ExpirationError::Malformed), "{bad:?}");
            assert!(is_expired(&e, 0));
        }
        let twice = event(&[&["expiration", "5"], &["expiration", "5"]]);
        assert_eq!(expiration(&twice), Err(ExpirationError::Twice));
    }

    #[test]
    fn numbers_have_one_spelling() {
        assert_eq!(decimal("0"), Some(0));
        assert_eq!(decimal("18446744073709551615"), Some(u64::MAX));
        for bad in ["", "00", "+1", "1.0", "18446744073709551616", "١"] {
            assert_eq!(decimal(bad), None, "{bad:?}");
        }
    }
}
