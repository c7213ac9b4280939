//! A timed game and the page's visibility: a hidden page stops a game
//! against the AI's clocks (the reducer decides which games), and they go
//! on when it is seen again.

use crate::ui::game::clock::clocks::ClockAction;
use crate::ui::game::clock::web::on_visibility;
use crate::ui::game::state::Action;
use crate::ui::store::hooks::GameHandle;
use yew::prelude::*;

/// Tells the store whenever the page is hidden or shown, for its whole life.
#[hook]
pub fn use_clock(store: &GameHandle) {
    let dispatch = store.dispatcher();
    use_effect_with((), move |_| {
        let listener = on_visibility(move |hidden| {
            dispatch.emit(Action::Clock(if hidden {
                ClockAction::Hidden
            } else {
                ClockAction::Shown
            }))
        });
        move || drop(listener)
    });
}
