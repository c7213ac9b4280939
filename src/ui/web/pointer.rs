//! How the user points: a finger or a mouse, as the browser says before any
//! touch, so that the first words the page shows already fit the hand.

/// Whether the page's main pointer is coarse (a finger on a touch screen).
pub fn coarse() -> bool {
    gloo::utils::window()
        .match_media("(pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|list| list.matches())
}
