//! The analysis board's engine panel (`data-analysis`): the on/off toggle
//! (Space), how many lines, the depth reached, and the best lines, each
//! with its score from White's side and its turns; a click on a turn plays
//! the line up to it.

use crate::rules::{turn_to_display, Color, Position};
use crate::ui::state::{Action, MAX_LINES};
use crate::ui::store::{on_click, use_store};
use crate::ui::words::{engine_state, ENGINE_WAITS};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The engine's panel.
#[component]
pub fn AnalysisPanel() -> Html {
    let store = use_store();
    let s = &store.0;
    let on = s.analysis.on;
    let info = s.analysis_info();
    let job = s.analysis_job();
    let shown = s.shown_position().clone();
    let lines = s.analysis_lines().iter().enumerate().map(|(index, line)| {
        let score = line.score.for_white(shown.turn()).to_string();
        let machine: Vec<String> = line.pv.iter().map(|t| t.machine()).collect();
        let mut pos: Position = shown.clone();
        let mut turns = Vec::new();
        for (k, &turn) in line.pv.iter().enumerate() {
            let text = turn_to_display(&pos, turn);
            let number = match pos.turn() {
                Color::White => format!("{}.", pos.fullmoves()),
                Color::Black if k == 0 => format!("{}\u{2026}", pos.fullmoves()),
                Color::Black => String::new(),
            };
            turns.push(html! {
                <>
                    if !number.is_empty() { <span class="pv-number">{ number }</span> }
                    <button type="button" class="pv-turn" title="Play the line up to this turn"
                            onclick={on_click(&store, Action::PlayLine(index, k + 1))}>{ text }</button>
                </>
            });
            match pos.play(turn) {
                Ok(next) => pos = next,
                Err(_) => break,
            }
        }
        html! {
            <li class="line" data-line={index.to_string()} data-score={score.clone()} data-pv={machine.join(" ")}>
                <span class="line-score">{ score }</span>
                <span class="line-turns">{ for turns }</span>
            </li>
        }
    });
    let on_lines = {
        let store = store.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                store.dispatch(Action::EngineLines(select.value().parse().unwrap_or(1)));
            }
        })
    };
    let wanted = s.analysis.lines.clamp(1, MAX_LINES);
    html! {
        <section class="analysis" data-analysis="" aria-label="Engine analysis">
            <div class="engine-head">
                <button type="button" class={classes!("engine-toggle", on.then_some("primary"))} data-action="engine-toggle"
                        aria-pressed={on.to_string()} title="Start or stop the engine (Space)"
                        onclick={on_click(&store, Action::EngineToggle)}>
                    { if on { "Stop engine" } else { "Start engine" } }
                </button>
                <label class="engine-lines">
                    { "Lines " }
                    <select data-setting="engine-lines" onchange={on_lines}>
                        { for (1..=MAX_LINES).map(|n| html! {
                            <option value={n.to_string()} selected={n == wanted}>{ n }</option>
                        }) }
                    </select>
                </label>
            </div>
            <p class="engine-state" data-engine-state="" aria-live="polite">{ if s.review.running { ENGINE_WAITS.into() } else { engine_state(on, job.is_some(), info) } }</p>
            <ol class="lines">{ for lines }</ol>
        </section>
    }
}
