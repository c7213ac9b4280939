//! The belt phase's buttons, under the board: confirm the previewed belt
//! move, undo the shift, or take the normal move back. Its place is kept
//! (empty) outside the belt phase, so the layout never jumps. With the
//! threat assistant on, the previewed turn's verdict (`data-verdict`), its
//! refutation on request, and the second confirmation of a losing turn.

use crate::i18n::{msg, t};
use crate::ui::ai::threats::Win;
use crate::ui::board::{
    phase::Phase,
    state::{Board, BoardAction},
};
use crate::ui::game::words::{confirm_anyway, feedback, reply_line, verdict};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::{on_click, use_store};
use crate::ui::words::notation::belt_words;
use yew::prelude::*;

/// Properties of [`BeltBar`]: what the page's threat assistant says of the
/// turn being built (nothing on a page without one).
#[derive(Properties, PartialEq, Default)]
pub struct BeltBarProps {
    /// Whether the assistant is on.
    #[prop_or_default]
    pub assist_on: bool,
    /// Its verdict on the turn judged, once known: `Some(None)` when safe,
    /// `Some(Some(win))` when it allows `win`.
    #[prop_or_default]
    pub verdict: Option<Option<Win>>,
    /// The reply that refutes the previewed turn is shown.
    #[prop_or_default]
    pub reply_shown: bool,
    /// Shows or hides that reply (`data-action="show-reply"`).
    #[prop_or_default]
    pub on_show_reply: Callback<MouseEvent>,
}

/// The belt bar (`data-action` confirm-belt, undo-shift, cancel-belt).
#[component]
pub fn BeltBar(props: &BeltBarProps) -> Html {
    let store = use_store();
    let s = &store.0;
    if s.phase() == Phase::Move && s.view.is_none() && s.asked_move().is_some() {
        // Chess without Pawns: a move to a square marked dangerous.
        return html! {
            <div class="belt-bar">
                <button type="button" class="primary" data-action="confirm-belt" onclick={on_click(&store, BoardAction::ConfirmBelt)}>
                    { tr(msg::belt_confirm_anyway()) }
                </button>
                <button type="button" data-action="undo-shift" onclick={on_click(&store, BoardAction::Escape)}>{ tr(msg::belt_go_back()) }</button>
                <p class="confirm-anyway" role="alert">{ confirm_anyway(props.verdict.flatten().as_ref()) }</p>
            </div>
        };
    }
    if !(s.phase() == Phase::Belt && s.view.is_none()) {
        // The bar's place says what comes there (the status says it to a
        // screen reader): a newcomer sees where the turn's second half is
        // played. Empty while the AI plays, a past position is shown, or
        // the game is over (the analysis board shows no result card there).
        let player_to_move = s.view.is_none() && s.phase() == Phase::Move;
        return html! {
            <div class="belt-bar idle" aria-hidden="true">
                if player_to_move { <p class="belt-idle">{ tr(msg::belt_idle()) }</p> }
            </div>
        };
    }
    let refusal = s.confirm_refusal().map(|r| feedback(&r));
    let refused = refusal.is_some();
    let shift = s.pending.and_then(|p| p.shift());
    let send = |action: BoardAction| on_click(&store, action);
    let keys = s.keyboard;
    // The losing turn whose second confirmation is asked.
    let asked = props
        .verdict
        .flatten()
        .filter(|_| s.asked.is_some() && s.asked == s.previewed_turn());
    let label = match (shift, asked.is_some()) {
        (_, true) => t(msg::belt_confirm_anyway()),
        (Some(b), false) => t(&msg::belt_confirm_shift(&belt_words(b))),
        (None, false) => t(msg::belt_confirm()),
    };
    let how = t(&match (shift.is_some(), keys) {
        (true, true) => *msg::belt_how_keys(),
        (true, false) => *msg::belt_how(),
        (false, _) => *msg::belt_how_shift(),
    });
    // Under the buttons: the second confirmation asked, else the reply
    // refuting the turn (when shown), else how to go on or why not.
    let reply = props
        .verdict
        .flatten()
        .filter(|_| props.reply_shown)
        .and_then(|w| reply_line(s, &w));
    let (class, text) = match (asked, reply) {
        (Some(win), _) => ("confirm-anyway", confirm_anyway(Some(&win))),
        (None, Some(reply)) => ("reply-line", reply),
        (None, None) => ("belt-hint", refusal.clone().filter(|_| shift.is_some()).unwrap_or(how)),
    };
    html! {
        <div class="belt-bar">
            <button type="button" class="primary" data-action="confirm-belt" disabled={refused}
                    title={refusal.unwrap_or_else(|| t(msg::belt_confirm_title()))} onclick={send(BoardAction::ConfirmBelt)}>
                { label }
            </button>
            <button type="button" data-action="undo-shift" disabled={shift.is_none()} onclick={send(BoardAction::Escape)}>
                { tr(if asked.is_some() { msg::belt_go_back() } else { msg::belt_undo_shift() }) }
            </button>
            <button type="button" data-action="cancel-belt" onclick={send(BoardAction::CancelBelt)}>
                { tr(msg::belt_take_back()) }
            </button>
            { crate::ui::board::view::belt_pad::belt_pad(&store, s) }
            { verdict_line(props, s) }
            <p class={class} role={asked.is_some().then_some("alert")}>{ text }</p>
        </div>
    }
}

/// The threat assistant's verdict on the previewed turn (`data-verdict`),
/// once known: safe, or allows a win in one with a button that draws the
/// winning reply on the board.
fn verdict_line(props: &BeltBarProps, s: &Board) -> Html {
    if !props.assist_on || s.previewed_turn().is_none() {
        return Html::default();
    }
    // Nothing until the worker answers (within a few frames): no flicker.
    let Some(found) = props.verdict else {
        return Html::default();
    };
    let key = if found.is_some() { "loses" } else { "safe" };
    let text = verdict(found);
    let shown = props.reply_shown;
    html! {
        <p class={classes!("verdict", key)} aria-live="polite" data-verdict={key}>
            { text }
            if found.is_some() {
                <button type="button" class="link" data-action="show-reply" aria-pressed={shown.to_string()}
                        onclick={props.on_show_reply.clone()}>
                    { tr(if shown { msg::assist_hide_reply() } else { msg::assist_show_reply() }) }
                </button>
            }
        </p>
    }
}
