//! What a page shows from its second task on: the first render stays light
//! (the board and what sits above it), so that a phone's first task (the
//! wasm's start and that render) stays short, and the rest mounts in a task
//! of its own, after the browser has had a turn (to paint, to handle input).

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// False in the component's first render, true from a task after it on.
/// (A hook rather than a wrapping component: a component of its own costs
/// the app's wasm more. A timeout rather than an animation frame: a frame
/// never comes in a hidden tab or an embed scrolled out of sight.)
#[hook]
pub fn use_later() -> bool {
    let shown = use_state(|| false);
    {
        let shown = shown.clone();
        use_effect_with((), move |_| {
            let timeout = Timeout::new(0, move || shown.set(true));
            move || drop(timeout)
        });
    }
    *shown
}
