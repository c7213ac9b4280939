//! The puzzle panel (`data-puzzle`): the task in words, the themes and the
//! rating, how the answer went, the buttons (hint, solution, retry, next,
//! back to the game set aside), the filters and the streak. Buttons and
//! selects are drawn by one function each: every `html!` adds code to the wasm.

use crate::i18n::msg;
use crate::puzzles::Theme;
use crate::rules::Variant;
use crate::ui::game::puzzle::action::PuzzleAction;
use crate::ui::game::puzzle::session::{Difficulty, Stage};
use crate::ui::game::puzzle::words::{puzzle_progress, puzzle_streak, theme_name};
use crate::ui::game::state::Action;
use crate::ui::game::words::{difficulty, puzzle_rating, puzzle_task};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::{on_click, GameProps};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// A button of the panel (`data-action`), the main one when `primary`.
fn button(
    key: &'static str,
    label: AttrValue,
    title: AttrValue,
    off: bool,
    primary: bool,
    onclick: Callback<MouseEvent>,
) -> Html {
    html! {
        <button type="button" data-action={key} title={title} disabled={off}
                class={classes!(primary.then_some("primary"))} onclick={onclick}>{ label }</button>
    }
}

/// A filter (`data-filter`): "Any" (the empty value), then `options` as `(value, label)`.
fn select(
    key: &'static str,
    label: AttrValue,
    options: Vec<(&'static str, String)>,
    chosen: &str,
    onchange: &Callback<Event>,
) -> Html {
    html! {
        <label>{ label }{ " " }
            <select data-filter={key} onchange={onchange}>
                <option value="" selected={chosen.is_empty()}>{ tr(msg::puzzle_filter_any()) }</option>
                { for options.into_iter().map(|(v, l)| html! { <option value={v} selected={v == chosen}>{ l }</option> }) }
            </select>
        </label>
    }
}

/// The panel of the puzzle mode; nothing outside it.
#[component]
pub fn PuzzlePanel(props: &GameProps) -> Html {
    let store = props.game.clone();
    let Some(session) = store.0.session() else {
        return html! {};
    };
    let send = |action: PuzzleAction| on_click(&store, Action::Puzzle(action));
    let puzzle = session.current();
    let stage = session.stage;
    let start_side = puzzle.position().map_or(store.0.board.position().turn(), |p| p.turn());
    let mut about: Vec<String> = puzzle.themes.iter().map(|&t| theme_name(t)).collect();
    about.push(puzzle_rating(puzzle.rating));
    let filter = session.filter;
    let onchange = {
        let store = store.clone();
        Callback::from(move |e: Event| {
            let select = e.target_unchecked_into::<HtmlSelectElement>();
            let name = select.get_attribute("data-filter").unwrap_or_default();
            store.dispatch(filter.action(&name, &select.value()));
        })
    };
    let matching = session.matching();
    let other = match session.variant {
        Variant::FullBelt => Variant::NoPawns,
        Variant::NoPawns => Variant::FullBelt,
    };
    let other_label = tr(&msg::puzzle_other_variant(other.key()));
    let themes = session.themes().into_iter().map(|t| (t.key(), theme_name(t))).collect();
    let bands = Difficulty::ALL.map(|d| (d.key(), difficulty(d))).to_vec();
    // A wrong try on the board: Retry takes it back, and is the way on.
    let refuted = session.refuted.is_some();
    let retry_title = tr(if refuted {
        msg::puzzle_retry_try_title()
    } else {
        msg::puzzle_retry_title()
    });
    html! {
        <section class="puzzle-panel" data-puzzle="" data-puzzle-id={puzzle.id.clone()}
                 data-puzzle-kind={puzzle.kind.key()} data-puzzle-result={stage.result_key()}
                 data-refutation={session.refuted.map(|r| r.reply.machine())}>
            <div class="puzzle-head">
                <h2>{ tr(&msg::puzzle_heading(&puzzle.id)) }</h2>
                { button("puzzle-leave", tr(msg::puzzle_leave()), tr(msg::puzzle_leave_title()), false, false, send(PuzzleAction::Leave)) }
            </div>
            <p class="puzzle-task">{ puzzle_task(puzzle.kind, start_side) }</p>
            <p class="puzzle-about">{ about.join(" · ") }</p>
            <p class={classes!("puzzle-state", stage.result_key())} aria-live="polite">{ puzzle_progress(&store.0) }</p>
            <div class="puzzle-actions">
                { button("puzzle-hint", tr(msg::action_hint()), tr(msg::puzzle_hint_title()), stage != Stage::Solving || session.hint, false, send(PuzzleAction::Hint)) }
                { button("puzzle-solution", tr(msg::puzzle_solution()), tr(msg::puzzle_solution_title()),
                         matches!(stage, Stage::Solved | Stage::Reply), false, send(PuzzleAction::ShowSolution)) }
                { button("puzzle-retry", tr(msg::puzzle_retry()), retry_title, stage == Stage::Reply, refuted, send(PuzzleAction::Retry)) }
                { button("puzzle-next", tr(msg::puzzle_next()), tr(msg::puzzle_next_title()), matching == 0, stage.result_key().is_some(), send(PuzzleAction::Next)) }
            </div>
            <div class="puzzle-filters">
                { select("theme", tr(msg::puzzle_filter_theme()), themes, filter.theme.map_or("", Theme::key), &onchange) }
                { select("difficulty", tr(msg::puzzle_filter_difficulty()), bands, filter.difficulty.map_or("", Difficulty::key), &onchange) }
                <span class="puzzle-count">{ tr(&msg::puzzle_count(session.list.len() as i64, &matching.to_string())) }</span>
            </div>
            <p class="puzzle-streak" data-streak={session.progress.streak.to_string()}>{ puzzle_streak(session) }</p>
            { button("puzzle-variant", other_label, tr(msg::puzzle_other_variant_title()), false, false,
                     on_click(&store, Action::WantPuzzles(other, None))) }
        </section>
    }
}
