//! Game review on the analysis board: runs the review's searches, one
//! position at a time, on workers of its own (all of those the preferences
//! allow, each position's root turns split between them), judges the turns
//! as their evaluations arrive, and saves what was found in the browser.
//! `review=1` in the address starts the review at once; a review saved
//! earlier for the same game is shown as soon as the page opens.

use crate::rules::Game;
use crate::ui::ai::job::{Job, Reply};
use crate::ui::ai::web::{automatic_workers, AiWorkers};
use crate::ui::analysis::address::wants_review;
use crate::ui::analysis::review::{read_saved, storage_key};
use crate::ui::analysis::review::{Found, ReviewAction};
use crate::ui::analysis::state::AnalysisAction;
use crate::ui::game::link::query;
use crate::ui::store::hooks::{AnalysisStore, StoreHandle};
use crate::ui::web::{address, storage};
use yew::prelude::*;

/// What the browser saved about the review of `game` (nothing found when
/// nothing readable was saved).
pub fn load_review(game: &Game) -> Vec<Option<Found>> {
    storage::load(&storage_key(game))
        .map(|text| read_saved(&text, game))
        .unwrap_or_default()
}

/// Runs the game review of `store` (whose board is `board`).
#[hook]
pub fn use_review(store: &UseReducerHandle<AnalysisStore>, board: &StoreHandle) {
    // The time per position is a preference: kept when changed here.
    crate::ui::settings::hooks::prefs::use_prefs(board, false);
    // Started with the first review: most visits of the board never review.
    let workers = use_mut_ref(|| None::<AiWorkers>);
    {
        let store = store.clone();
        use_effect_with((), move |_| {
            let game = &store.0.board.game;
            let saved = load_review(game);
            let run = wants_review(&query(&address::query_and_fragment().0));
            if !game.turns().is_empty() && (run || saved.iter().any(Option::is_some)) {
                store.dispatch(AnalysisAction::Review(ReviewAction::Start(saved, run)));
            }
        });
    }
    let job = store.0.review_job();
    let count = match store.0.board.prefs.workers {
        0 => automatic_workers(),
        n => n,
    };
    {
        let store = store.dispatcher();
        use_effect_with(job.as_ref().map(Job::key), move |key| {
            if let Some(job) = job {
                let mut slot = workers.borrow_mut();
                let ai = slot.get_or_insert_with(|| {
                    AiWorkers::new(move |reply: Reply| match reply {
                        Reply::Done(key, answer) => {
                            store.dispatch(AnalysisAction::Review(ReviewAction::Reviewed(key, answer.info)))
                        }
                        // No worker, or a position it cannot search: the review stops, resumable.
                        Reply::Failed(..) => store.dispatch(AnalysisAction::Review(ReviewAction::Stop)),
                        Reply::Progress(..) | Reply::Proven(..) => {}
                    })
                });
                ai.send(&job, count);
            }
            let key = key.clone();
            move || {
                if let (Some(key), Some(ai)) = (key, workers.borrow_mut().as_mut()) {
                    ai.forget(&key);
                }
            }
        });
    }
    // Each new evaluation: the turns it completes are judged, and all is saved.
    let found = store.0.review.found.clone();
    let store = store.clone();
    use_effect_with(found, move |found| {
        let s = &store.0;
        if found.iter().any(Option::is_some) {
            storage::store(&storage_key(&s.reviewed_game()), &s.review.to_text());
        }
        let marks = s.review.missing_marks(s.board.game.start());
        if !marks.is_empty() {
            store.dispatch(AnalysisAction::Review(ReviewAction::Marked(marks)));
        }
    });
}
