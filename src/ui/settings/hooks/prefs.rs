//! The page's preferences: read once when the page opens (into the store as
//! it is made), saved whenever they change (not in an embed, which leaves
//! the visitor's own alone).

use crate::ui::settings::values::Prefs;
use crate::ui::store::hooks::StoreHandle;
use crate::ui::web::storage;
use yew::prelude::*;

/// The localStorage key of the preferences.
pub const PREFS_KEY: &str = "beltboard.prefs";

/// The stored preferences, read when the store is made, so that the very
/// first AI job already has them (its pause, its number of workers). An
/// embedded board shows the threat assistant only when its address asks
/// (`assist`), whatever the visitor's own preference.
pub fn stored_prefs(embed: bool, assist: bool) -> Prefs {
    let prefs = match storage::load(PREFS_KEY) {
        Some(text) => Prefs::from_text(&text),
        // A guest on someone else's page is no first-time visitor of Beltboard's.
        None if embed => Prefs {
            intro_seen: true,
            coach_seen: true,
            ..Prefs::default()
        },
        None => Prefs::default(),
    };
    if embed {
        // The host page's visitors get neither the first game's tips nor the
        // assistant unless the host asks for it.
        return Prefs {
            threats: assist,
            coach_seen: true,
            ..prefs
        };
    }
    prefs
}

/// Keeps the preferences saved whenever they change, and the board's look
/// shown as they say.
#[hook]
pub fn use_prefs(store: &StoreHandle, embed: bool) {
    let prefs = store.0.prefs;
    use_effect_with(prefs, move |prefs| {
        crate::ui::web::board_look::show(prefs);
        // Defaults are written only over an earlier entry (a setting turned
        // back off must stay off): a visitor who changed nothing stores nothing.
        if !embed && (*prefs != Prefs::default() || storage::load(PREFS_KEY).is_some()) {
            storage::store(PREFS_KEY, &prefs.to_text());
        }
    });
}
