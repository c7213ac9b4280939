//! Sends the AI the job the state wants (its move, or a hint) and turns the
//! worker's replies into actions. A reply to a job the page no longer wants
//! is ignored by the reducer.

use crate::ui::ai::job::{Purpose, Reply};
use crate::ui::ai::web::{automatic_workers, AiWorkers};
use crate::ui::game::state::Action;
use crate::ui::settings::values::Mode;
use crate::ui::store::hooks::GameHandle;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long a turn's animation lasts (the normal move, then the belt; see
/// the stylesheet): the AI's reply waits for it before its own pause.
const TURN_ANIMATION_MS: u32 = 450;

/// How long after the first render the first worker starts: the page's
/// later renders (the board, the side panel) come well within it.
const WARM_AFTER_MS: u32 = 1000;

/// Runs the AI for `store`. The search starts at once; its answer is shown
/// no sooner than the pause the preferences ask for, so that the user's own
/// turn is seen whole before the reply moves.
#[hook]
pub fn use_ai(store: &GameHandle) {
    // When the current job's answer may be shown (by the page's clock, in ms).
    let show_at = use_mut_ref(|| 0.0_f64);
    let worker = {
        let store = store.clone();
        let show_at = show_at.clone();
        use_mut_ref(move || {
            AiWorkers::new(move |reply: Reply| {
                let action = match reply {
                    Reply::Progress(key, info) => Action::AiProgress(key, info),
                    Reply::Done(key, answer) => Action::AiDone(key, answer),
                    Reply::Failed(key, error) => Action::AiFailed(key, error),
                    // The answer carries the proven win: it is played.
                    Reply::Proven(..) => return,
                };
                let wait = *show_at.borrow() - js_sys::Date::now();
                match action {
                    Action::AiDone(..) if wait > 0.0 => {
                        let store = store.clone();
                        Timeout::new(wait as u32, move || store.dispatch(action)).forget();
                    }
                    _ => store.dispatch(action),
                }
            })
        })
    };
    // The first worker starts once the page has drawn itself: fetching and
    // compiling its wasm takes a core that a phone's first renders need. A
    // job wanted sooner starts it at once (`send`).
    {
        let worker = worker.clone();
        use_effect_with((), move |_| {
            let timeout = Timeout::new(WARM_AFTER_MS, move || worker.borrow_mut().warm());
            move || drop(timeout)
        });
    }
    let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
    let job = store.0.wanted_job(seed);
    // A pause lets people follow the game: after their own turn has been
    // drawn, before the AI's reply; between the turns of the AI playing itself.
    let prefs = store.0.board.prefs;
    let pause = match (store.0.board.settings.mode, job.as_ref().map(|j| j.purpose)) {
        // On a clock the AI's time is its own: no pause is taken from it.
        _ if store.0.timing.is_some() => 0,
        (Mode::AiVsAi, _) => prefs.ai_vs_ai_ms,
        (_, Some(Purpose::Move)) if !store.0.board.game.turns().is_empty() => {
            prefs.animation.scaled(TURN_ANIMATION_MS) + prefs.ai_pause_ms
        }
        _ => 0,
    };
    // A search the page has forgotten (undo, new game, its answer came) is
    // ended if it still runs: the cleanup of the effect keyed by it.
    let thinking = store.0.ai.thinking.as_ref().map(|t| t.key.clone());
    {
        let worker = worker.clone();
        use_effect_with(thinking, move |thinking| {
            let thinking = thinking.clone();
            move || {
                if let Some(key) = thinking {
                    worker.borrow_mut().forget(&key);
                }
            }
        });
    }
    let store = store.clone();
    // Sent after the render, from an effect keyed by the job: once per job
    // (a job that failed is not retried in a loop).
    use_effect_with(job.as_ref().map(|j| j.key()), move |_| {
        if let Some(job) = job {
            *show_at.borrow_mut() = js_sys::Date::now() + f64::from(pause);
            let count = match prefs.workers {
                0 => automatic_workers(),
                n => n,
            };
            worker.borrow_mut().send(&job, count);
            store.dispatch(Action::AiStarted(job.key()));
        }
    });
}
