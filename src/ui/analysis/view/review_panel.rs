//! The game review panel of the analysis board (`data-review`): the button
//! that reviews the game (`data-action="review"`; cancel, and resume), the
//! time per position (a setting, remembered), a progress bar, the
//! evaluation graph, each side's counts of marks, and the marked turns,
//! each with the engine's better turn on demand.

use crate::i18n::msg;
use crate::rules::review::{summarize, SideSummary};
use crate::rules::Color;
use crate::ui::analysis::view::review_graph::ReviewGraph;
use crate::ui::analysis::{
    review::{Review, ReviewAction},
    state::AnalysisAction,
};
use crate::ui::board::state::BoardAction;
use crate::ui::game::words::{better_turn, mark_name, review_note, review_progress, seconds};
use crate::ui::settings::values::Prefs;
use crate::ui::store::hooks::{on_click, use_store};
use crate::ui::words::keys::side_key;
use crate::ui::{analysis::hooks::review::load_review, settings::hooks::lang::tr};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The times per position offered, in milliseconds.
const BUDGETS: [u32; 6] = [100, 200, 500, 1000, 2000, 5000];

/// Properties of [`ReviewPanel`].
#[derive(Properties, PartialEq)]
pub struct ReviewPanelProps {
    /// The review shown.
    pub review: Review,
    /// Where its actions go.
    pub on_action: Callback<AnalysisAction>,
}

/// The review panel, of the game on the board of the store.
#[component]
pub fn ReviewPanel(props: &ReviewPanelProps) -> Html {
    let store = use_store();
    let s = &store.0;
    let r = &props.review;
    let review = |action: ReviewAction| {
        props
            .on_action
            .reform(move |_: MouseEvent| AnalysisAction::Review(action.clone()))
    };
    let game_turns = s.game.turns();
    let same_line = r.turns.as_slice() == game_turns && !r.found.is_empty();
    let (done, total) = r.progress();
    let start = {
        let game = s.game.clone();
        props
            .on_action
            .reform(move |_: MouseEvent| AnalysisAction::Review(ReviewAction::Start(load_review(&game), true)))
    };
    let button = if r.running {
        html! { <button type="button" data-action="review-cancel" onclick={review(ReviewAction::Stop)}>{ tr(msg::review_cancel()) }</button> }
    } else if same_line && r.complete() {
        html! {}
    } else {
        let label = if same_line && done > 0 {
            tr(msg::review_resume())
        } else {
            tr(msg::review_start())
        };
        html! {
            <button type="button" class="primary" data-action="review" disabled={game_turns.is_empty()}
                    title={tr(msg::review_start_title())} onclick={start}>{ label }</button>
        }
    };
    let on_budget = {
        let store = store.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                let review_ms = select.value().parse().unwrap_or(store.0.prefs.review_ms);
                store.dispatch(BoardAction::SetPrefs(Prefs {
                    review_ms,
                    ..store.0.prefs
                }));
            }
        })
    };
    let budget = html! {
        <label class="review-budget">
            { tr(msg::review_budget()) }{ " " }
            <select data-setting="review-budget" onchange={on_budget}>
                { for BUDGETS.iter().map(|&ms| html! {
                    <option value={ms.to_string()} selected={ms == s.prefs.review_ms}>{ seconds(ms) }</option>
                }) }
            </select>
        </label>
    };
    let head = html! { <div class="review-head">{ button }{ budget }</div> };
    if r.found.is_empty() {
        return html! {
            <section class="review" data-review="" aria-label={tr(msg::review_label())}>
                { head }
                <p class="review-state">{ tr(msg::review_intro()) }</p>
            </section>
        };
    }
    let game = r.reviewed_game(s.game.start());
    let reviews = r.known_marks();
    let summary = summarize(&reviews);
    let row = |color: Color, side: &SideSummary| {
        let cells = [
            ("??", side.blunders),
            ("?", side.mistakes),
            ("?!", side.inaccuracies),
            ("win", side.missed_wins),
        ];
        html! {
            <tr data-side={color.to_string().to_lowercase()}>
                <th scope="row">{ tr(&msg::side_name(side_key(color))) }</th>
                { for cells.iter().map(|&(key, n)| html! { <td data-count={key}>{ n }</td> }) }
            </tr>
        }
    };
    let marked = r.marks.iter().enumerate().filter_map(|(i, m)| {
        let m = m.as_ref().filter(|m| m.mark.is_some() || m.missed_win.is_some())?;
        let ply = i + 1;
        let label = crate::ui::game::words::turn_label(&game, ply)?;
        let sign = m.mark.map(|k| k.sign()).unwrap_or_default();
        // The engine's turn, when it is not the one played.
        let best = r
            .found
            .get(i)
            .copied()
            .flatten()
            .and_then(|f| f.best)
            .filter(|&b| Some(b) != r.turns.get(i).copied());
        let better = (r.better == Some(ply))
            .then(|| best.map(|b| better_turn(&game, ply, b, r.eval(i))))
            .flatten();
        Some(html! {
            <li data-review-turn={ply.to_string()} data-mark={sign} class={m.mark.map(|k| k.key())}>
                <button type="button" class="review-turn" onclick={on_click(&store, BoardAction::View(ply))}>
                    { label }<span class="mark">{ sign }</span>
                </button>
                <span class="review-note">{ review_note(&game, ply, m) }</span>
                if best.is_some() {
                    <button type="button" class="link" data-action="better" title={tr(msg::review_show_better_title())}
                            onclick={review(ReviewAction::ShowBetter(ply))}>{ tr(msg::review_show_better()) }</button>
                }
                if let Some(text) = better { <span class="review-better" data-better="">{ text }</span> }
            </li>
        })
    });
    html! {
        <section class="review" data-review="" data-review-done={r.complete().to_string()} aria-label={tr(msg::review_label())}>
            { head }
            <progress data-review-progress="" max={total.to_string()} value={done.to_string()} />
            <p class="review-state" aria-live="polite">{ review_progress(done, total, r.running) }</p>
            <ReviewGraph review={r.clone()} />
            <table class="review-summary" data-review-summary="">
                <thead><tr><th />
                    <th scope="col" title={mark_name(crate::rules::review::Mark::Blunder)}>{ "??" }</th>
                    <th scope="col" title={mark_name(crate::rules::review::Mark::Mistake)}>{ "?" }</th>
                    <th scope="col" title={mark_name(crate::rules::review::Mark::Inaccuracy)}>{ "?!" }</th>
                    <th scope="col" title={tr(msg::review_missed_win_title())}>{ tr(msg::review_missed_win()) }</th>
                </tr></thead>
                <tbody>{ row(Color::White, &summary.white) }{ row(Color::Black, &summary.black) }</tbody>
            </table>
            <ol class="review-marks">{ for marked }</ol>
        </section>
    }
}
