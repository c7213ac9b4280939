//! The puzzle panel (`data-puzzle`): the task in words, the themes and the
//! rating, how the answer went, the buttons (hint, solution, retry, next,
//! back to the game set aside), the filters and the streak.

use crate::puzzles::Theme;
use crate::rules::Variant;
use crate::ui::puzzle::{Difficulty, Filter, Stage};
use crate::ui::state::{Action, PuzzleAction};
use crate::ui::store::{on_click, use_store, StoreHandle};
use crate::ui::words::{difficulty, puzzle_progress, puzzle_rating, puzzle_streak, puzzle_task};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// A `<select>` handler: the action for the chosen value.
fn on_select(store: &StoreHandle, action: impl Fn(&str) -> Action + 'static) -> Callback<Event> {
    let store = store.clone();
    Callback::from(move |e: Event| store.dispatch(action(&e.target_unchecked_into::<HtmlSelectElement>().value())))
}

/// The panel of the puzzle mode; nothing outside it.
#[component]
pub fn PuzzlePanel() -> Html {
    let store = use_store();
    let Some(session) = store.0.session() else {
        return html! {};
    };
    let send = |action: PuzzleAction| on_click(&store, Action::Puzzle(action));
    let puzzle = session.current();
    let stage = session.stage;
    let answered = stage.result_key().is_some();
    let start_side = puzzle.position().map(|p| p.turn()).unwrap_or(store.0.position().turn());
    let mut about: Vec<String> = puzzle.themes.iter().map(|t| t.title().to_string()).collect();
    about.push(puzzle_rating(puzzle.rating));
    let filter = session.filter;
    let theme_change = on_select(&store, move |v| {
        Action::Puzzle(PuzzleAction::SetFilter(Filter {
            theme: v.parse::<Theme>().ok(),
            ..filter
        }))
    });
    let difficulty_change = on_select(&store, move |v| {
        Action::Puzzle(PuzzleAction::SetFilter(Filter {
            difficulty: Difficulty::from_key(v),
            ..filter
        }))
    });
    let variant_change = on_select(&store, |v| {
        let variant = if v == Variant::NoPawns.key() { Variant::NoPawns } else { Variant::FullBelt };
        Action::WantPuzzles(variant, None)
    });
    let matching = session.matching();
    html! {
        <section class="puzzle-panel" data-puzzle="" data-puzzle-id={puzzle.id.clone()}
                 data-puzzle-kind={puzzle.kind.key()} data-puzzle-result={stage.result_key()}>
            <div class="puzzle-head">
                <h2>{ format!("Puzzle {}", puzzle.id) }</h2>
                <button type="button" data-action="puzzle-leave" title="Leave the puzzles: your game comes back as you left it"
                        onclick={send(PuzzleAction::Leave)}>{ "Back to my game" }</button>
            </div>
            <p class="puzzle-task">{ puzzle_task(puzzle.kind, start_side) }</p>
            <p class="puzzle-about">{ about.join(" · ") }</p>
            <p class={classes!("puzzle-state", stage.result_key())} aria-live="polite">{ puzzle_progress(&store.0) }</p>
            <div class="puzzle-actions">
                <button type="button" data-action="puzzle-hint" disabled={stage != Stage::Solving || session.hint}
                        title="Mark the piece that moves" onclick={send(PuzzleAction::Hint)}>{ "Hint" }</button>
                <button type="button" data-action="puzzle-solution" disabled={matches!(stage, Stage::Solved | Stage::Reply)}
                        title="Show a solving turn on the board (counts as not solved)" onclick={send(PuzzleAction::ShowSolution)}>{ "Show solution" }</button>
                <button type="button" data-action="puzzle-retry" disabled={stage == Stage::Reply}
                        onclick={send(PuzzleAction::Retry)}>{ "Retry" }</button>
                <button type="button" data-action="puzzle-next" class={classes!(answered.then_some("primary"))}
                        disabled={matching == 0} onclick={send(PuzzleAction::Next)}>{ "Next" }</button>
            </div>
            <div class="puzzle-filters">
                <label>{ "Game " }
                    <select data-filter="variant" onchange={variant_change}>
                        { for [Variant::FullBelt, Variant::NoPawns].into_iter().map(|v| html! {
                            <option value={v.key()} selected={v == session.variant}>{ v.name() }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Theme " }
                    <select data-filter="theme" onchange={theme_change}>
                        <option value="" selected={filter.theme.is_none()}>{ "Any" }</option>
                        { for session.themes().into_iter().map(|t| html! {
                            <option value={t.key()} selected={filter.theme == Some(t)}>{ t.title() }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Difficulty " }
                    <select data-filter="difficulty" onchange={difficulty_change}>
                        <option value="" selected={filter.difficulty.is_none()}>{ "Any" }</option>
                        { for Difficulty::ALL.into_iter().map(|d| html! {
                            <option value={d.key()} selected={filter.difficulty == Some(d)}>{ difficulty(d) }</option>
                        }) }
                    </select>
                </label>
                <span class="puzzle-count">{ format!("{matching} of {} puzzles", session.list.len()) }</span>
            </div>
            <p class="puzzle-streak" data-streak={session.progress.streak.to_string()}>{ puzzle_streak(session) }</p>
        </section>
    }
}
