//! The end of a game: the result and its reason, and what to do next
//! (a rematch with the same settings, a new game, sharing the game,
//! reviewing it on the analysis board).

use crate::rules::{GameResult, OutcomeReason};
use crate::ui::formats::analysis::review_link;
use crate::ui::state::{Action, Dialog};
use crate::ui::store::{on_click, StoreHandle};
use yew::prelude::*;

/// The banner under the board once the game is over (`data-result`).
pub fn result_banner(store: &StoreHandle) -> Html {
    // A puzzle's end is told by the puzzle panel.
    let Some(outcome) = store.0.outcome().filter(|_| store.0.puzzle.is_none()) else {
        return html! {};
    };
    let send = |action: Action| on_click(store, action);
    let headline = match outcome.result {
        GameResult::Win(color) => format!("{color} wins"),
        GameResult::Draw => "Draw".to_string(),
    };
    let text = format!("{} · {outcome}", outcome.result.pgn());
    // A flag's result in the clock's own words (issue 25).
    let reason = match outcome.reason {
        OutcomeReason::Time => "on time".to_string(),
        OutcomeReason::TimeCannotWin(side) => format!("time out, but {side} cannot win"),
        reason => format!("by {reason}"),
    };
    html! {
        <section class="result-banner" data-result={text} aria-live="polite">
            <p class="result-score">{ outcome.result.pgn() }</p>
            <div class="result-words">
                <p class="result-headline">{ headline }</p>
                <p class="result-reason">{ reason }</p>
            </div>
            <div class="result-actions">
                <button type="button" class="primary" data-action="rematch" onclick={send(Action::Rematch)}>{ "Rematch" }</button>
                <button type="button" data-action="new-game" onclick={send(Action::Open(Dialog::NewGame))}>{ "New game" }</button>
                <button type="button" data-action="share-result" onclick={send(Action::Open(Dialog::Share))}>{ "Share" }</button>
                <a class="button" data-action="review" href={review_link(&store.0.settings, &store.0.game)}
                   title="Analyse every position of the game and mark its mistakes">{ "Review" }</a>
            </div>
        </section>
    }
}
