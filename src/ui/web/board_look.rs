//! The board's look chosen in Preferences, as attributes of the page's root
//! element: the stylesheet draws every board (the game's, the editor's, the
//! diagrams', the lessons' small ones) from them, so that no board needs a
//! style of its own.

use crate::ui::settings::values::Prefs;

/// Marks `<html>` with `prefs`' board colours (`data-board`), whether the
/// coordinates are shown (`data-coords`) and the slides' speed (`data-anim`).
pub fn show(prefs: &Prefs) {
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.set_attribute("data-board", prefs.theme.key());
        let _ = root.set_attribute("data-coords", if prefs.coords { "on" } else { "off" });
        let _ = root.set_attribute("data-anim", prefs.animation.key());
    }
}
