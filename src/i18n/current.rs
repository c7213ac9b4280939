//! The language the page speaks now: its catalogue and its locale, one per
//! page (the wasm has one thread). [`t`] is the one place a [`Text`]
//! becomes words; the view calls it (through `ui::hooks::lang`'s `Words`
//! or `ui::words`), never the state. Until a language is installed, and
//! natively, it is English with CLDR's rules.

use super::compiled::{Catalogue, Category};
use super::format::{format, Locale};
use super::text::Text;
use std::cell::RefCell;
use std::rc::Rc;

/// A language in use: its code, its messages and its plural and number rules.
#[derive(Clone)]
pub struct Speaking {
    /// The language's code (`en`, `ru`).
    pub lang: &'static str,
    /// Its messages, read from its file; `None` for English, which each
    /// [`Text`] carries.
    pub catalogue: Option<Rc<Catalogue>>,
    /// Its plural categories and number format.
    pub locale: Rc<dyn Locale>,
}

thread_local! {
    static CURRENT: RefCell<Option<Speaking>> = const { RefCell::new(None) };
}

/// English's plural rule and plain digits: the page's locale until one is
/// installed (not [`super::Rules`]: its table of every language would
/// only weigh on the app).
struct English;

impl Locale for English {
    fn plural(&self, n: i64) -> Category {
        if n == 1 {
            Category::One
        } else {
            Category::Other
        }
    }

    fn number(&self, n: i64) -> String {
        n.to_string()
    }
}

/// Makes `speaking` the page's language: every [`t`] from now on.
pub fn install(speaking: Speaking) {
    CURRENT.with(|c| *c.borrow_mut() = Some(speaking));
}

/// The code of the language the page speaks.
pub fn lang() -> &'static str {
    CURRENT.with(|c| c.borrow().as_ref().map_or("en", |s| s.lang))
}

/// `tenths / 10` with one decimal place as the page's language writes it
/// (`4.5`, `4,5`): the number of a time in seconds, for a message's word.
pub fn tenths(tenths: i64) -> String {
    CURRENT.with(|c| match c.borrow().as_ref() {
        Some(s) => s.locale.tenths(tenths),
        None => English.tenths(tenths),
    })
}

/// `text` in the page's language (English for a message it lacks).
#[inline(never)]
pub fn t(text: &Text) -> String {
    CURRENT.with(|c| match c.borrow().as_ref() {
        Some(s) => format(text, s.catalogue.as_deref(), s.locale.as_ref()),
        None => format(text, None, &English),
    })
}

/// Speaks `lang` on this thread, from the catalogue the build compiled: a
/// test in another language (each test runs on a thread of its own, so
/// the others stay English).
#[cfg(test)]
pub fn speak_built(lang: &'static str) {
    let (_, bytes) = super::built()
        .iter()
        .find(|(l, _)| *l == lang)
        .expect("a language the build compiled");
    install(Speaking {
        lang,
        catalogue: Some(Rc::new(
            Catalogue::read(bytes).expect("the build's own catalogue reads"),
        )),
        locale: Rc::new(super::Rules(lang.into())),
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::msg;

    #[test]
    fn english_until_a_language_is_installed() {
        assert_eq!(lang(), "en");
        assert_eq!(t(msg::action_undo()), "Undo");
        crate::i18n::current::speak_built("de");
        assert_eq!(lang(), "de");
        assert_eq!(t(msg::action_resign()), "Aufgeben");
    }
}
