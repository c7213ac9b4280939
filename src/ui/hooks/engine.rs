//! The analysis board's engine: runs the analysis job the state wants on the
//! AI's workers (as many as the preferences say) and hands each finished
//! depth to the reducer. A job the board no longer wants (the position
//! changed, the engine was stopped) has its workers ended at once.

use crate::ui::job::{Job, Reply};
use crate::ui::state::Action;
use crate::ui::store::StoreHandle;
use crate::ui::web::worker::{automatic_workers, AiWorkers};
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Runs the analysis engine for `store`.
#[hook]
pub fn use_engine(store: &StoreHandle) {
    let workers = {
        let store = store.clone();
        use_mut_ref(move || {
            AiWorkers::new(move |reply: Reply| match reply {
                Reply::Progress(key, info) => store.dispatch(Action::Analysed(key, info)),
                Reply::Done(key, answer) => store.dispatch(Action::Analysed(key, answer.info)),
                // The game is over or has no turn: nothing to analyse, nothing to say.
                Reply::Failed(..) => {}
            })
        })
    };
    let job = store.0.analysis_job();
    let count = match store.0.prefs.workers {
        0 => automatic_workers(),
        n => n,
    };
    use_effect_with(job.as_ref().map(Job::key), move |key| {
        if let Some(job) = job {
            workers.borrow_mut().send(&job, count);
        }
        let key = key.clone();
        move || {
            if let Some(key) = key {
                workers.borrow_mut().forget(&key);
            }
        }
    });
}

/// Space starts or stops the engine, unless a control has the focus (whose
/// Space is its own).
#[hook]
pub fn use_engine_keys(store: &StoreHandle) {
    let store = store.clone();
    use_effect_with((), move |_| {
        let doc = gloo::utils::document();
        let options = EventListenerOptions::enable_prevent_default();
        let listener = EventListener::new_with_options(&doc, "keydown", options, move |event| {
            let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                return;
            };
            let in_control = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA" | "BUTTON"));
            if event.key() == " " && !in_control && !event.ctrl_key() && !event.meta_key() && !event.alt_key() {
                event.prevent_default();
                store.dispatch(Action::EngineToggle);
            }
        });
        move || drop(listener)
    });
}
