//! Asks the threat assistant's worker the questions the state wants
//! answered ([`State::wanted_assist`](crate::ui::game::state::State::wanted_assist)),
//! and turns its answers into actions. The page only asks and draws: every
//! search runs in the worker.

use crate::ui::game::assist::web::AssistWorker;
use crate::ui::game::state::Action;
use crate::ui::store::hooks::GameHandle;
use yew::prelude::*;

/// Runs the threat assistant for `store`: its worker starts when the
/// assistant is turned on (nothing is started while it is off).
#[hook]
pub fn use_assist(store: &GameHandle) {
    let worker = {
        let store = store.clone();
        use_mut_ref(move || AssistWorker::new(move |key, answer| store.dispatch(Action::Assessed(key, answer))))
    };
    let on = store.0.assist_on();
    let jobs = store.0.wanted_assist();
    let keys: Vec<_> = jobs.iter().map(|j| j.key.clone()).collect();
    // After the render, once per change: the worker started when the
    // assistant is turned on, then the questions wanted.
    use_effect_with((on, keys), move |_| {
        let mut worker = worker.borrow_mut();
        if on {
            worker.warm();
        }
        worker.ask(jobs);
    });
}
