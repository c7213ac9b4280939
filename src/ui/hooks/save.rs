//! Saves the game after every change of the game or settings (an embed never
//! saves: it would overwrite the visitor's own game with the host page's).

use crate::ui::formats::save::save_text;
use crate::ui::opening::SAVE_KEY;
use crate::ui::store::StoreHandle;
use crate::ui::web::storage;
use yew::prelude::*;

/// Keeps the saved game up to date with `store` (not in an embed).
#[hook]
pub fn use_save(store: &StoreHandle, embed: bool) {
    let text = (!embed).then(|| save_text(&store.0));
    use_effect_with(text, |text| {
        if let Some(text) = text {
            storage::store(SAVE_KEY, text);
        }
    });
}
