//! The analysis board's engine: runs the analysis job the state wants on the
//! AI's workers (as many as the preferences say) and hands each finished
//! depth to the reducer. A job the board no longer wants (the position
//! changed, the engine was stopped) has its workers ended at once.

use crate::ui::ai::job::{Job, Reply};
use crate::ui::ai::web::{automatic_workers, AiWorkers};
use crate::ui::analysis::state::AnalysisAction;
use crate::ui::game::hooks::keys::{from_field_or_button, listen_to_keys};
use crate::ui::store::hooks::AnalysisStore;
use yew::prelude::*;

/// Runs the analysis engine for `store`.
#[hook]
pub fn use_engine(store: &UseReducerHandle<AnalysisStore>) {
    let workers = {
        let store = store.clone();
        use_mut_ref(move || {
            AiWorkers::new(move |reply: Reply| match reply {
                Reply::Progress(key, info) => store.dispatch(AnalysisAction::Analysed(key, info)),
                Reply::Done(key, answer) => store.dispatch(AnalysisAction::Analysed(key, answer.info)),
                Reply::Proven(key, proof) => store.dispatch(AnalysisAction::Proven(key, proof)),
                // The game is over or has no turn: nothing to analyse, nothing to say.
                Reply::Failed(..) => {}
            })
        })
    };
    let job = store.0.analysis_job();
    let count = match store.0.board.prefs.workers {
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

/// Space starts or stops the engine, unless a field or a button has the
/// focus (whose Space is its own).
#[hook]
pub fn use_engine_keys(store: &UseReducerHandle<AnalysisStore>) {
    let store = store.dispatcher();
    use_effect_with((), move |_| {
        let listener = listen_to_keys(move |event| {
            let plain = !event.ctrl_key() && !event.meta_key() && !event.alt_key();
            if event.key() == " " && plain && !from_field_or_button(event) {
                event.prevent_default();
                store.dispatch(AnalysisAction::EngineToggle);
            }
        });
        move || drop(listener)
    });
}
