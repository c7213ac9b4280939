//! The page's preferences: read once when the page opens, saved whenever
//! they change (not in an embed, which leaves the visitor's own alone).

use crate::ui::settings::Prefs;
use crate::ui::state::Action;
use crate::ui::store::StoreHandle;
use crate::ui::web::storage;
use yew::prelude::*;

/// The localStorage key of the preferences.
pub const PREFS_KEY: &str = "beltboard.prefs";

/// Loads the stored preferences into `store`, then keeps them saved.
#[hook]
pub fn use_prefs(store: &StoreHandle, embed: bool) {
    {
        let store = store.clone();
        use_effect_with((), move |_| {
            if let Some(text) = storage::load(PREFS_KEY) {
                store.dispatch(Action::SetPrefs(Prefs::from_text(&text)));
            } else if embed {
                // A guest on someone else's page is no first-time visitor of Beltboard's.
                store.dispatch(Action::SetPrefs(Prefs {
                    intro_seen: true,
                    ..Prefs::default()
                }));
            }
        });
    }
    let prefs = store.0.prefs;
    use_effect_with(prefs, move |prefs| {
        if !embed && *prefs != Prefs::default() {
            storage::store(PREFS_KEY, &prefs.to_text());
        }
    });
}
