//! The end of a game: the result and its reason, and what to do next
//! (a rematch with the same settings, a new game, sharing the game,
//! reviewing it on the analysis board).

use crate::i18n::{msg, Text};
use crate::rules::{GameResult, OutcomeReason};
use crate::ui::analysis::address::review_link;
use crate::ui::game::clock::link::clock_params;
use crate::ui::game::clock::web::now;
use crate::ui::game::state::{Action, Dialog};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::{on_click, GameHandle};
use crate::ui::words::keys::side_key;
use yew::prelude::*;

/// The banner under the board once the game is over (`data-result`).
pub fn result_banner(store: &GameHandle) -> Html {
    // A puzzle's end is told by the puzzle panel.
    let Some(outcome) = store.0.board.outcome().filter(|_| store.0.puzzle.is_none()) else {
        return html! {};
    };
    let send = |action: Action| on_click(store, action);
    let headline = match outcome.result {
        GameResult::Win(color) => tr(&msg::result_wins(side_key(color))),
        GameResult::Draw => tr(msg::result_draw()),
    };
    // The tests' hook keeps the rules' own English words, whatever the page speaks.
    let text = format!("{} · {outcome}", outcome.result.pgn());
    let reason = tr(&reason_words(outcome.reason));
    // A timed game's clocks go along, for the time each turn took.
    let clocks = store
        .0
        .timing
        .as_ref()
        .map(|t| clock_params(t, now()))
        .unwrap_or_default();
    let review = review_link(&store.0.board.settings, &store.0.board.game) + &clocks;
    html! {
        <section class="result-banner" data-result={text} aria-live="polite">
            <p class="result-score">{ outcome.result.pgn() }</p>
            <div class="result-words">
                <p class="result-headline">{ headline }</p>
                <p class="result-reason">{ reason }</p>
            </div>
            <div class="result-actions">
                <button type="button" class="primary" data-action="rematch" onclick={send(Action::Rematch)}>{ tr(msg::action_rematch()) }</button>
                <button type="button" data-action="new-game" onclick={send(Action::Open(Dialog::NewGame))}>{ tr(msg::action_new_game()) }</button>
                <button type="button" data-action="share-result" onclick={send(Action::Open(Dialog::Share))}>{ tr(msg::action_share()) }</button>
                <a class="button" data-action="review" href={review}
                   title={tr(msg::review_start_title())}>{ tr(msg::action_review()) }</a>
            </div>
        </section>
    }
}

/// Why the game ended, under the result: a flag's in the clock's own words.
pub fn reason_words(reason: OutcomeReason) -> Text<'static> {
    match reason {
        OutcomeReason::Checkmate => *msg::result_checkmate(),
        OutcomeReason::Capture => *msg::result_capture(),
        OutcomeReason::Stalemate => *msg::result_stalemate(),
        OutcomeReason::Repetition => *msg::result_repetition(),
        OutcomeReason::FiftyMoves => *msg::result_fifty_moves(),
        OutcomeReason::BareKings => *msg::result_bare_kings(),
        OutcomeReason::Resignation => *msg::result_resignation(),
        OutcomeReason::Agreement => *msg::result_agreement(),
        OutcomeReason::Time => *msg::result_time(),
        OutcomeReason::TimeCannotWin(side) => msg::result_time_cannot_win(side_key(side)),
    }
}
