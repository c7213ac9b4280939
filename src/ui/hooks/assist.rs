//! Asks the threat assistant's worker the questions the state wants
//! answered ([`State::wanted_assist`](crate::ui::state::State::wanted_assist)),
//! and turns its answers into actions. The page only asks and draws: every
//! search runs in the worker.

use crate::ui::state::Action;
use crate::ui::store::StoreHandle;
use crate::ui::web::assist_worker::AssistWorker;
use yew::prelude::*;

/// Runs the threat assistant for `store`: its worker starts when the
/// assistant is turned on (nothing is started while it is off).
#[hook]
pub fn use_assist(store: &StoreHandle) {
    let worker = {
        let store = store.clone();
        use_mut_ref(move || AssistWorker::new(move |key, answer| store.dispatch(Action::Assessed(key, answer))))
    };
    {
        let worker = worker.clone();
        use_effect_with(store.0.assist_on(), move |on| {
            if *on {
                worker.borrow_mut().warm();
            }
        });
    }
    let jobs = store.0.wanted_assist();
    let keys: Vec<_> = jobs.iter().map(|j| j.key.clone()).collect();
    // Asked after the render, once per change of the questions wanted.
    use_effect_with(keys, move |_| worker.borrow_mut().ask(jobs));
}
