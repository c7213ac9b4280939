//! The puzzle mode's effects: fetching a variant's puzzle file when the
//! state asks for it (the puzzles never travel inside the wasm), the
//! opponent's reply in a win-in-two after a short pause, and keeping the
//! streak and the solved puzzles in localStorage.

use crate::rules::Variant;
use crate::ui::game::notice::{Notice, PuzzlesProblem};
use crate::ui::game::puzzle::action::PuzzleAction;
use crate::ui::game::puzzle::list::read_list;
use crate::ui::game::puzzle::session::{file_of, OpenError, Progress, Session, Stage, PROGRESS_KEY};
use crate::ui::game::state::Action;
use crate::ui::store::hooks::GameHandle;
use crate::ui::web::{fetch, storage};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// How long the opponent "thinks" before its reply in a win-in-two: long
/// enough to see the first turn land, short enough not to wait.
const REPLY_PAUSE_MS: u32 = 700;

/// Fetches and reads the puzzles, then opens the session (or says why not).
async fn open(variant: Variant, id: Option<String>) -> Action {
    let text = match fetch::text(&file_of(variant)).await {
        Ok(text) => text,
        Err(why) => return Action::PuzzlesRefused(Notice::PuzzlesUnavailable(PuzzlesProblem::Fetch(why))),
    };
    let list = match read_list(&text, variant) {
        Ok(list) => list,
        Err(line) => {
            let why = PuzzlesProblem::Line(line, file_of(variant));
            return Action::PuzzlesRefused(Notice::PuzzlesUnavailable(why));
        }
    };
    let progress = storage::load(PROGRESS_KEY).map_or_else(Progress::default, |t| Progress::from_text(&t));
    match Session::open(variant, Rc::from(list), id.as_deref(), progress) {
        Ok(session) => Action::OpenPuzzles(Box::new(session)),
        Err(OpenError::UnknownId(id)) => Action::PuzzlesRefused(Notice::PuzzleNotFound(id)),
        Err(OpenError::Empty) => Action::PuzzlesRefused(Notice::PuzzlesUnavailable(PuzzlesProblem::Empty)),
    }
}

/// Runs the puzzle mode's effects.
#[hook]
pub fn use_puzzles(store: &GameHandle) {
    {
        let store = store.clone();
        use_effect_with(store.0.puzzle_wanted.clone(), move |wanted| {
            if let Some((variant, id)) = wanted.clone() {
                wasm_bindgen_futures::spawn_local(async move {
                    store.dispatch(open(variant, id).await);
                    // The puzzle's board in sight, not the page where Puzzles was tapped.
                    crate::ui::web::scroll::board_column_soon();
                });
            }
        });
    }
    {
        let store = store.clone();
        let replying = store.0.session().is_some_and(|s| s.stage == Stage::Reply);
        use_effect_with(replying, move |replying| {
            let timer = replying.then(|| {
                Timeout::new(REPLY_PAUSE_MS, move || {
                    store.dispatch(Action::Puzzle(PuzzleAction::Reply))
                })
            });
            move || drop(timer)
        });
    }
    let progress = store.0.session().map(|s| s.progress.to_text());
    use_effect_with(progress, |progress| {
        if let Some(text) = progress {
            storage::store(PROGRESS_KEY, text);
        }
    });
}
