//! The library's effects: what the tab opens with (migrating the old single
//! save), keeping this tab's entry written after every change, following
//! other tabs (the `storage` event) and a new `#` game in the address
//! (`hashchange`). An embed never saves: it would fill the visitor's library
//! with the host page's games.

use crate::ui::game::library::shelf::{
    entry_of, entry_text, is_new_game, listing, migrate, new_key, read_entry, worth_keeping, ENTRY_PREFIX, LESSON_KEY,
    TAB_KEY,
};
use crate::ui::game::save::{save_key, save_text};
use crate::ui::game::start::{opening, Opening, SAVE_KEY, SET_ASIDE_KEY};
use crate::ui::game::state::{Action, State};
use crate::ui::game::{loaded::Loaded, notice::Notice};
use crate::ui::store::hooks::GameHandle;
use crate::ui::web::{address, storage};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// What the page opens with, and the key of the tab's entry: the game in the
/// address as a new entry, else this tab's entry (after a reload), else the
/// newest; the old single save is first moved into the library.
pub fn open_library(search: &str, fragment: &str) -> (Opening, String) {
    let mut unreadable_old = None;
    if let Some(old) = storage::load(SAVE_KEY) {
        match migrate(&old, storage::now_ms(), storage::random_u32()) {
            Some((key, text)) if storage::store(&key, &text) => {
                storage::remove(SAVE_KEY);
            }
            Some(_) => {}
            None => unreadable_old = Some(old),
        }
    }
    let items = storage::items(ENTRY_PREFIX);
    let list = listing(items.iter().map(|(k, t)| (k.as_str(), t.as_str())));
    let tab = storage::tab_load(TAB_KEY);
    let own = tab.and_then(|k| list.games.iter().find(|g| g.key == k));
    let chosen = own.or(list.games.first());
    let saved = match (&unreadable_old, chosen) {
        (Some(old), _) => Some(old.clone()),
        (None, Some(g)) => Some(save_text(&State::load(g.loaded.clone()))),
        (None, None) => None,
    };
    let opened = opening(search, fragment, saved.as_deref());
    if let Some(text) = &opened.set_aside {
        storage::store(SET_ASIDE_KEY, text);
        storage::remove(SAVE_KEY);
    }
    // A game in the address that the library holds already (its link
    // opened again) goes back to its entry.
    let linked = entry_of(&list, &opened.loaded).filter(|_| opened.from_address);
    let key = match (linked, chosen) {
        (Some(g), _) if !opened.embed => {
            // Kept now: the entry may not be written again until played on.
            storage::tab_store(TAB_KEY, &g.key);
            g.key.clone()
        }
        (None, Some(g)) if !opened.from_address && unreadable_old.is_none() && !opened.embed => g.key.clone(),
        _ => new_key(storage::now_ms(), storage::random_u32()),
    };
    // The tab leaves its untouched game for the one in the address: that
    // entry held no turn, and goes.
    if let Some(g) = own.filter(|g| opened.from_address && !opened.embed && g.key != key) {
        if !worth_keeping(&State::load(g.loaded.clone())) {
            storage::remove(&g.key);
        }
    }
    (opened, key)
}

/// This tab's place in the library, shared by the hook and the dialog.
#[derive(Clone)]
pub struct LibraryHandle {
    /// The key of the entry this tab writes.
    pub key: Rc<RefCell<String>>,
    /// Counts changes seen in storage, so that the list is read again.
    pub version: u32,
    /// Opens the entry under a key in this tab (the tab then writes it).
    pub open: Callback<String>,
}

impl PartialEq for LibraryHandle {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.key, &other.key) && self.version == other.version
    }
}

/// What the tab last wrote: the entry text under its key (to tell another
/// tab's write from ours) and the game (to tell a new game from one played on).
#[derive(Default)]
struct Written {
    text: Option<String>,
    state: Option<State>,
    refused: bool,
}

/// Moves this tab to a new entry (another game, or another tab took ours).
fn fresh_key(key: &RefCell<String>) {
    *key.borrow_mut() = new_key(storage::now_ms(), storage::random_u32());
    storage::tab_store(TAB_KEY, &key.borrow());
}

/// Removes the entry under `key` when it holds an untouched game this tab
/// wrote (`w`), as the tab leaves that game for another: it held no turn,
/// and kept it would only fill the library with empty games.
fn drop_untouched(key: &str, w: &Written) {
    if w.text.is_some() && w.state.as_ref().is_some_and(|s| !worth_keeping(s)) {
        storage::remove(key);
    }
}

/// Moves this tab to the entry of another game, `state`: a lesson's one
/// key for a lesson tried, else a new key.
fn key_for(key: &RefCell<String>, state: &State) {
    if state.notice == Some(Notice::Lesson) {
        *key.borrow_mut() = LESSON_KEY.to_string();
        storage::tab_store(TAB_KEY, LESSON_KEY);
    } else {
        fresh_key(key);
    }
}

/// Moves this tab to the entry of the game `loaded`, opened from the
/// address: the library's entry of that game if it has one, else a new key.
fn key_of_linked(key: &RefCell<String>, loaded: &Loaded) {
    let items = storage::items(ENTRY_PREFIX);
    let list = listing(items.iter().map(|(k, t)| (k.as_str(), t.as_str())));
    match entry_of(&list, loaded) {
        Some(g) => {
            *key.borrow_mut() = g.key.clone();
            storage::tab_store(TAB_KEY, &g.key);
        }
        None => fresh_key(key),
    }
}

/// Writes `state` as the tab's entry unless unchanged; a refusal is told once.
fn write(store: &GameHandle, key: &RefCell<String>, written: &RefCell<Written>, state: &State) {
    let mut w = written.borrow_mut();
    if w.state.as_ref().is_some_and(|prev| is_new_game(prev, state)) {
        drop_untouched(&key.borrow(), &w);
        key_for(key, state);
        w.text = None;
    }
    let same = w.state.as_ref().is_some_and(|prev| save_text(prev) == save_text(state));
    w.state = Some(state.clone());
    if same && w.text.is_some() {
        return;
    }
    let text = entry_text(state, storage::now_ms());
    storage::tab_store(TAB_KEY, &key.borrow());
    if storage::store(&key.borrow(), &text) {
        w.text = Some(text);
        w.refused = false;
    } else if !w.refused {
        w.refused = true;
        drop(w);
        store.dispatch(Action::Notify(Notice::StorageRefused));
    }
}

/// Keeps the tab's entry (first `key`) written, and follows other tabs and
/// the address (not in an embed).
#[hook]
pub fn use_library(store: &GameHandle, embed: bool, key: String) -> LibraryHandle {
    let key: Rc<RefCell<String>> = use_mut_ref(move || key);
    // A resumed entry is not written again until played on: its time stays,
    // and another tab showing it is not told of a change.
    let written = {
        // (The state is cloned inside: this runs once, and a clone made
        // outside would be made, and dropped, at every render.)
        let (key, state) = (key.clone(), store.0.clone());
        use_mut_ref(move || {
            let state = (*state).clone();
            let text = storage::load(&key.borrow());
            let same = text
                .as_deref()
                .and_then(|t| read_entry(t).ok())
                .is_some_and(|e| save_text(&State::load(e.loaded)) == save_text(&state));
            Written {
                text: text.filter(|_| same),
                state: Some(state),
                refused: false,
            }
        })
    };
    // In the puzzle mode, the game set aside: puzzle turns are never the tab's game.
    // Held as the store's own `Rc`, read through `kept()` when written:
    // cloning the game at every render cost more than the click it followed.
    let latest = use_mut_ref(|| store.0.clone());
    *latest.borrow_mut() = store.0.clone();
    let kept = store.0.clone();
    let version = use_state(|| 0u32);
    {
        let (store, key, written, latest) = (store.clone(), key.clone(), written.clone(), latest.clone());
        let first = use_mut_ref(|| true);
        use_effect_with(save_key(kept.kept()), move |_| {
            if embed {
                return;
            }
            // The first write (the game as opened) waits for a task of its
            // own: the browser's first storage write is slow, and the first
            // render's task should stay short.
            if std::mem::take(&mut *first.borrow_mut()) {
                // The game as it is then: a later write may have come first.
                Timeout::new(0, move || {
                    let now = latest.borrow().clone();
                    write(&store, &key, &written, now.kept());
                })
                .forget();
            } else {
                write(&store, &key, &written, kept.kept());
            }
        });
    }
    {
        let (store, key, written, version) = (store.clone(), key.clone(), written.clone(), version.clone());
        use_effect_with((), move |_| {
            let listeners = (!embed).then(|| {
                let window = gloo::utils::window();
                let on_storage = {
                    let (store, key, written) = (store.clone(), key.clone(), written.clone());
                    EventListener::new(&window, "storage", move |event| {
                        let (changed, text) = storage::storage_change(event);
                        let ours = changed.as_deref() == Some(key.borrow().as_str());
                        if ours && text.is_some() && text != written.borrow().text {
                            // Another tab wrote our entry: keep both games.
                            fresh_key(&key);
                            written.borrow_mut().text = None;
                            let state = latest.borrow().clone();
                            write(&store, &key, &written, state.kept());
                        }
                        version.set(version.wrapping_add(1));
                    })
                };
                let on_hash = EventListener::new(&window, "hashchange", move |_| {
                    let (search, fragment) = address::query_and_fragment();
                    let opened = opening(&search, &fragment, None);
                    if opened.from_address {
                        drop_untouched(&key.borrow(), &written.borrow());
                        key_of_linked(&key, &opened.loaded);
                        *written.borrow_mut() = Written::default();
                        address::drop_game();
                        store.dispatch(Action::Load(Box::new(opened.loaded)));
                    }
                });
                (on_storage, on_hash)
            });
            move || drop(listeners)
        });
    }
    let open = {
        let (store, key, written) = (store.clone(), key.clone(), written.clone());
        Callback::from(move |k: String| {
            let Some(entry) = storage::load(&k).and_then(|t| read_entry(&t).ok()) else {
                return;
            };
            let state = State::load(entry.loaded.clone());
            let loaded = entry.loaded;
            if *key.borrow() != k {
                drop_untouched(&key.borrow(), &written.borrow());
            }
            *key.borrow_mut() = k.clone();
            storage::tab_store(TAB_KEY, &k);
            // Opening is not a change: the entry keeps its time until played on.
            *written.borrow_mut() = Written {
                text: storage::load(&k),
                state: Some(state),
                refused: false,
            };
            store.dispatch(Action::Load(Box::new(loaded)));
        })
    };
    LibraryHandle {
        key,
        version: *version,
        open,
    }
}
