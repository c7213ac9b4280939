//! The page's language: which one it speaks ([`use_language`]: a link's
//! `lang=` until Preferences choose, else the preference kept in this
//! browser, else the browser's own languages, else English), loaded and
//! installed without a reload.
//!
//! Once a language is installed the board gets [`BoardAction::LanguageShown`]:
//! every component that reads the board is drawn again, and those drawn
//! from properties carry the language's code among them
//! ([`crate::i18n::current::lang`]), so that they are too.

use crate::i18n::{choose, install, t, Text};
use crate::ui::board::state::BoardAction;
use crate::ui::game::notice::Notice;
use crate::ui::store::hooks::StoreHandle;
use crate::ui::web::lang::{load, mark_document, preferred};
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Loads and installs the language the page should speak whenever that
/// changes. `link` is the address's `lang=`: it holds until Preferences
/// choose a language. A language that cannot be loaded leaves the page as
/// it was, with a notice (given to `unavailable`).
#[hook]
pub fn use_language(store: &StoreHandle, link: Option<&'static str>, unavailable: Callback<Notice>) {
    // Read once: the browser's languages, the preference the page opened
    // with, and (shared with the loads) the latest language asked for, so
    // that a slower load of an earlier choice cannot undo a later one.
    let opened = use_memo((), |_| (preferred(), store.0.prefs.lang, Rc::new(Cell::new("en"))));
    let (browser, opened_with, latest) = &*opened;
    let chosen = store.0.prefs.lang;
    let asked = if chosen != *opened_with {
        chosen
    } else {
        link.or(chosen)
    };
    let wanted = choose(asked, browser.iter().map(String::as_str));
    let (latest, store, unavailable) = (latest.clone(), store.clone(), unavailable.clone());
    use_effect_with(wanted, move |&wanted| {
        speak(wanted, latest, move |spoken| match spoken {
            Spoken::Already => mark_document(),
            Spoken::Installed => {
                mark_document();
                store.dispatch(BoardAction::LanguageShown);
            }
            Spoken::Unavailable => unavailable.emit(Notice::LanguageUnavailable(wanted)),
        });
    });
}

/// What became of a language asked for ([`speak`]).
enum Spoken {
    /// It was spoken already.
    Already,
    /// Its file was loaded and it is installed.
    Installed,
    /// Its file could not be had: the page keeps its language.
    Unavailable,
}

/// Speaks `wanted`: loads and installs it unless it is spoken already, then
/// calls `done`, unless a later choice (`latest`) came meanwhile, so that a
/// slower load of an earlier choice never installs over a later one.
fn speak(wanted: &'static str, latest: Rc<Cell<&'static str>>, done: impl FnOnce(Spoken) + 'static) {
    latest.set(wanted);
    if wanted == crate::i18n::current::lang() {
        done(Spoken::Already);
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let loaded = load(wanted).await;
        if latest.get() != wanted {
            return;
        }
        match loaded {
            Ok(speaking) => {
                install(speaking);
                done(Spoken::Installed);
            }
            Err(_) => done(Spoken::Unavailable),
        }
    });
}

/// `text` in the page's language as the view takes it (an attribute or a
/// text node): one function, so that each of the view's words costs its
/// call site only a call.
#[inline(never)]
pub fn tr(text: &Text) -> AttrValue {
    AttrValue::from(t(text))
}

/// The language the address asks for (`lang=xx`), if Beltboard speaks it:
/// for the pages that do not read their address through `opening` (the
/// studio's views, the game viewer).
pub fn link_lang() -> Option<&'static str> {
    let (text, _) = crate::ui::web::address::query_and_fragment();
    crate::ui::game::link::query(&text)
        .value("lang")
        .and_then(crate::i18n::choose::supported)
}

/// The language of a page without a store of its own (the studio's diagram
/// and home page): the address's `lang=`, else the preference kept in this
/// browser, else the browser's languages; loaded and installed once, and
/// its code returned, so that the caller is drawn again when it arrives
/// (the caller passes it down as a property).
#[hook]
pub fn use_page_language() -> &'static str {
    let wanted = *use_memo((), |_| {
        let kept = crate::ui::settings::hooks::prefs::stored_prefs(true, false).lang;
        choose(link_lang().or(kept), preferred().iter().map(String::as_str))
    });
    use_language_of(wanted, true).0
}

/// Loads and installs `wanted` whenever it changes; returns the language
/// installed, and whether it is the one wanted or its file cannot be had
/// (so that a caller may wait for it rather than show English first). A
/// file that cannot be had leaves the page in the language it speaks.
/// `page`: whether the caller owns the page, whose `lang` and title then
/// follow (not the extras' dialogs: their page is the game page's).
#[hook]
pub fn use_language_of(wanted: &'static str, page: bool) -> (&'static str, bool) {
    let shown = use_state(crate::i18n::current::lang);
    let failed = use_state(|| None::<&'static str>);
    // The latest language wanted, shared with the loads: a slower load of
    // an earlier choice must not install over a later one.
    let latest = use_memo((), |_| Rc::new(Cell::new(wanted)));
    {
        let (shown, failed, latest) = (shown.clone(), failed.clone(), (*latest).clone());
        use_effect_with(wanted, move |&wanted| {
            speak(wanted, latest, move |spoken| match spoken {
                Spoken::Already | Spoken::Installed => {
                    if page {
                        mark_document();
                    }
                    shown.set(wanted);
                }
                Spoken::Unavailable => failed.set(Some(wanted)),
            });
        });
    }
    let settled = *shown == wanted || *failed == Some(wanted) || crate::i18n::current::lang() == wanted;
    (crate::i18n::current::lang(), settled)
}
