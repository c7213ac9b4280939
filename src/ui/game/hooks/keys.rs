//! The page's keys, wherever the focus is: Escape backs out (dialog,
//! preview, normal move); Left and Right step through the history by half
//! turns, Up and Down by whole turns, Home and End to its ends; `r` replays
//! the last turn; `a` opens the analysis board (the Analyse link, where the
//! page has one); Enter confirms the belt move. The board's own keys are
//! handled by the board (it stops them there).

use crate::ui::board::state::BoardAction;
use crate::ui::store::hooks::StoreHandle;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The element a key event is aimed at.
fn target_element(event: &KeyboardEvent) -> Option<web_sys::Element> {
    event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok())
}

/// Whether a key event comes from a field that uses the arrow keys itself.
fn from_text_field(event: &KeyboardEvent) -> bool {
    target_element(event).is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// Whether a key event comes from a form control or a button, whose Enter is
/// its own. Belt arrows are the exception: after clicking arrows, Enter
/// confirms the belt move (Space still presses a focused arrow).
fn from_control(event: &KeyboardEvent) -> bool {
    from_text_field(event)
        || target_element(event).is_some_and(|el| el.tag_name() == "BUTTON" && !el.has_attribute("data-belt-shift"))
}

/// Whether a key event comes from a text field or any button (whose Space is its own).
pub(crate) fn from_field_or_button(event: &KeyboardEvent) -> bool {
    from_text_field(event) || target_element(event).is_some_and(|el| el.tag_name() == "BUTTON")
}

/// Hears every key pressed on the page (the handler may prevent its default).
pub(crate) fn listen_to_keys(mut handler: impl FnMut(&KeyboardEvent) + 'static) -> EventListener {
    let doc = gloo::utils::document();
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&doc, "keydown", options, move |event| {
        if let Some(event) = event.dyn_ref::<KeyboardEvent>() {
            handler(event);
        }
    })
}

/// Listens to the page's keys for `store`.
#[hook]
pub fn use_keys(store: &StoreHandle) {
    let store = store.clone();
    let told_keyboard = use_mut_ref(|| false);
    use_effect_with((), move |_| {
        let listener = listen_to_keys(move |event| {
            // The listener outlives the render it was made in, so it must not
            // read the state: the reducer ignores what makes no sense now.
            if !*told_keyboard.borrow() {
                *told_keyboard.borrow_mut() = true;
                store.dispatch(BoardAction::KeyboardUsed);
            }
            let plain = !from_text_field(event) && !event.ctrl_key() && !event.meta_key() && !event.alt_key();
            match event.key().as_str() {
                "Escape" => store.dispatch(BoardAction::Escape),
                "ArrowLeft" if plain => store.dispatch(BoardAction::Step(-1)),
                "ArrowRight" if plain => store.dispatch(BoardAction::Step(1)),
                "ArrowUp" if plain => {
                    event.prevent_default();
                    store.dispatch(BoardAction::StepTurn(-1));
                }
                "ArrowDown" if plain => {
                    event.prevent_default();
                    store.dispatch(BoardAction::StepTurn(1));
                }
                "Home" if plain => store.dispatch(BoardAction::First),
                "End" if plain => store.dispatch(BoardAction::Last),
                "r" if plain => store.dispatch(BoardAction::Replay),
                "a" if plain => {
                    let link = gloo::utils::document()
                        .query_selector("[data-action=\"analyse\"]")
                        .ok()
                        .flatten();
                    if let Some(link) = link.and_then(|l| l.dyn_into::<web_sys::HtmlElement>().ok()) {
                        link.click();
                    }
                }
                "Enter" if !from_control(event) => {
                    event.prevent_default();
                    store.dispatch(BoardAction::ConfirmBelt);
                }
                _ => {}
            }
        });
        move || drop(listener)
    });
}
