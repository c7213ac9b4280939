//! Formatting a message's English straight from its bytes (the pattern a
//! generated message function carries, in [`super::codec`]'s encoding):
//! the text is copied from the static bytes and the arms not chosen are
//! skipped, so that putting English into words allocates nothing but the
//! result. Decoding each pattern into a [`super::compiled::Pattern`] first
//! would cost the page's first render thousands of small allocations, and
//! its time in decoding and dropping them.

use super::codec::{Malformed, Reader};
use super::compiled::Category;
use super::locale::Locale;
use super::text::Arg;

/// Appends the pattern `bytes` with `args` to `out`. On damaged bytes
/// (which the build never writes) `out` may hold part of the text.
pub fn write(out: &mut String, bytes: &[u8], args: &[Arg], locale: &dyn Locale) -> Result<(), Malformed> {
    let mut r = Reader(bytes);
    pattern(&mut r, Some(out), args, locale)?;
    if r.0.is_empty() {
        Ok(())
    } else {
        Err(Malformed)
    }
}

/// Reads one pattern, appending it to `out`, or only skipping it (`None`).
fn pattern(r: &mut Reader, mut out: Option<&mut String>, args: &[Arg], locale: &dyn Locale) -> Result<(), Malformed> {
    for _ in 0..r.number()? {
        match r.byte()? {
            0 => {
                let text = r.text()?;
                if let Some(out) = out.as_deref_mut() {
                    out.push_str(text);
                }
            }
            1 => {
                let arg = args.get(usize::from(r.byte()?));
                if let Some(out) = out.as_deref_mut() {
                    match arg {
                        Some(Arg::Number(n)) => out.push_str(&locale.number(*n)),
                        Some(Arg::Word(w)) => out.push_str(w),
                        Some(Arg::None) | None => {}
                    }
                }
            }
            2 => {
                let arg = args.get(usize::from(r.byte()?));
                // The first arm whose key matches is written; the others,
                // and `other` once an arm was, are read past.
                let mut open = out.is_some();
                for _ in 0..r.number()? {
                    let chosen = key_matches(r, arg, locale)? && open;
                    pattern(r, if chosen { out.as_deref_mut() } else { None }, args, locale)?;
                    open &= !chosen;
                }
                pattern(r, if open { out.as_deref_mut() } else { None }, args, locale)?;
            }
            _ => return Err(Malformed),
        }
    }
    Ok(())
}

/// Reads an arm's key and says whether it matches the argument (as
/// `format`'s decoded path does: an exact number, a plural category, a word).
fn key_matches(r: &mut Reader, arg: Option<&Arg>, locale: &dyn Locale) -> Result<bool, Malformed> {
    Ok(match r.byte()? {
        0 => {
            let category = *Category::ALL.get(usize::from(r.byte()?)).ok_or(Malformed)?;
            matches!(arg, Some(Arg::Number(n)) if locale.plural(*n) == category)
        }
        1 => {
            let z = r.number()?;
            let k = (z >> 1) as i64 ^ -((z & 1) as i64);
            matches!(arg, Some(Arg::Number(n)) if *n == k)
        }
        2 => {
            let k = r.text()?;
            matches!(arg, Some(Arg::Word(w)) if *w == k)
        }
        _ => return Err(Malformed),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::codec;
    use crate::i18n::format::{english, Rules};

    /// Every English message, with numbers of each plural category and
    /// words that select arms, comes out as the decoded path writes it; a
    /// pattern cut short is refused.
    #[test]
    fn every_message_formats_from_its_bytes_as_from_its_decoded_pattern() {
        let argses = [
            [Arg::Number(0), Arg::Number(1), Arg::Word("white"), Arg::Number(2)],
            [Arg::Number(1), Arg::Word("black"), Arg::Number(5), Arg::Word("x")],
            [Arg::Number(21), Arg::Number(-3), Arg::Word("draw"), Arg::None],
            [Arg::Word("white"), Arg::None, Arg::None, Arg::None],
        ];
        let mut checked = 0;
        for lang in ["en", "ru", "fr"] {
            let locale = Rules(lang.into());
            for pattern in english().messages.iter().flatten() {
                let mut bytes = Vec::new();
                codec::pattern(&mut bytes, pattern);
                for args in &argses {
                    let mut decoded = String::new();
                    crate::i18n::format::write_decoded(&mut decoded, pattern, args, &locale);
                    let mut direct = String::new();
                    assert_eq!(write(&mut direct, &bytes, args, &locale), Ok(()));
                    assert_eq!(direct, decoded);
                    checked += 1;
                }
                for cut in 0..bytes.len() {
                    assert!(write(&mut String::new(), &bytes[..cut], &argses[0], &locale).is_err());
                }
            }
        }
        assert!(checked > 1000, "{checked} formats checked");
    }
}
