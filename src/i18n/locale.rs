//! What a language needs beyond its messages: its plural categories and
//! how it writes numbers ([`Locale`]). A file of its own so that both ways
//! of putting a message into words ([`super::format`] and
//! [`super::encoded`]) can use it without importing each other.

use super::compiled::Category;

/// What a language needs beyond its messages: which plural category a
/// number takes, and how a number is written. In the browser this is
/// `Intl.PluralRules` and `Intl.NumberFormat`; natively, [`super::format::Rules`].
pub trait Locale {
    /// The plural category of `n`.
    fn plural(&self, n: i64) -> Category;
    /// `n` as this language writes it.
    fn number(&self, n: i64) -> String;
    /// `tenths / 10` with one decimal place as this language writes it
    /// (`4.5`, `4,5`), for a time in seconds. The default is plain digits
    /// and a point.
    fn tenths(&self, tenths: i64) -> String {
        plain_tenths(tenths, '.')
    }
}

/// `tenths / 10` in plain digits with one decimal place after `point`,
/// from whole numbers (no float formatting in the wasm).
pub fn plain_tenths(tenths: i64, point: char) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    let n = tenths.unsigned_abs();
    format!("{sign}{}{point}{}", n / 10, n % 10)
}
