//! The analysis board's engine panel (`data-analysis`): the on/off toggle
//! (Space), how many lines, the depth reached, a win the solver proved
//! (`data-proof`: who wins, within how many turns, and the first turn), and
//! the best lines, each with its score from White's side and its turns; a
//! click on a turn plays the line up to it.

use crate::ai::solver::Proof;
use crate::ai::Info;
use crate::i18n::msg;
use crate::rules::{Color, Position};
use crate::ui::analysis::{
    engine::{Engine, MAX_LINES},
    state::AnalysisAction,
};
use crate::ui::game::words::{engine_state, proof_words};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::words::notation::turn_words;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Properties of [`AnalysisPanel`].
#[derive(Properties, PartialEq)]
pub struct AnalysisPanelProps {
    /// The engine: on or off, how many lines.
    pub engine: Engine,
    /// Its latest depth for the position shown.
    pub info: Option<Info>,
    /// A win of the side to move proven for the position shown.
    #[prop_or_default]
    pub proof: Option<Proof>,
    /// Whether the engine has a job: on, and the game goes on in the position shown.
    pub running: bool,
    /// Whether the game is over in the position shown: no engine to start or stop.
    #[prop_or_default]
    pub over: bool,
    /// Whether a game review has the workers.
    pub reviewing: bool,
    /// The position shown.
    pub shown: Position,
    /// Where the panel's actions go.
    pub on_action: Callback<AnalysisAction>,
}

/// The engine's panel.
#[component]
pub fn AnalysisPanel(props: &AnalysisPanelProps) -> Html {
    let on = props.engine.on;
    let info = props.info.as_ref();
    let shown = props.shown.clone();
    let send = |action: AnalysisAction| props.on_action.reform(move |_: MouseEvent| action.clone());
    let play_title = tr(msg::analysis_play_line_title());
    let lines = info
        .map(|i| i.lines.as_slice())
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(index, line)| {
            let score = line.score.for_white(shown.turn()).to_string();
            let machine: Vec<String> = line.pv.iter().map(|t| t.machine()).collect();
            let mut pos: Position = shown.clone();
            let mut turns = Vec::new();
            for (k, &turn) in line.pv.iter().enumerate() {
                let text = turn_words(&pos, turn);
                let number = match pos.turn() {
                    Color::White => format!("{}.", pos.fullmoves()),
                    Color::Black if k == 0 => format!("{}\u{2026}", pos.fullmoves()),
                    Color::Black => String::new(),
                };
                turns.push(html! {
                    <>
                        if !number.is_empty() { <span class="pv-number">{ number }</span> }
                        <button type="button" class="pv-turn" title={play_title.clone()}
                                onclick={send(AnalysisAction::PlayLine(index, k + 1))}>{ text }</button>
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
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                on_action.emit(AnalysisAction::EngineLines(select.value().parse().unwrap_or(1)));
            }
        })
    };
    let wanted = props.engine.lines.clamp(1, MAX_LINES);
    html! {
        <section class="analysis" data-analysis="" aria-label={tr(msg::analysis_label())}>
            <div class="engine-head">
                // At a game's end the toggle rests: nothing runs there.
                <button type="button" class={classes!("engine-toggle", (on && !props.over).then_some("primary"))} data-action="engine-toggle"
                        aria-pressed={(on && !props.over).to_string()} title={tr(msg::engine_toggle_title())}
                        disabled={props.over} onclick={send(AnalysisAction::EngineToggle)}>
                    { tr(if props.over { msg::engine_idle() } else if on { msg::engine_stop() } else { msg::engine_start() }) }
                </button>
                <label class="engine-lines">
                    { tr(msg::engine_lines()) }{ " " }
                    <select data-setting="engine-lines" onchange={on_lines}>
                        { for (1..=MAX_LINES).map(|n| html! {
                            <option value={n.to_string()} selected={n == wanted}>{ n }</option>
                        }) }
                    </select>
                </label>
            </div>
            <p class="engine-state" data-engine-state="" aria-live="polite">{ if props.reviewing { tr(msg::engine_waits()).to_string() } else { engine_state(on || props.over, props.running, info) } }</p>
            if let Some(proof) = props.proof.filter(|_| props.running) {
                <p class="engine-proof" data-proof={proof.turns.to_string()} data-turn={proof.turn.machine()} aria-live="polite">
                    { proof_words(&props.shown, proof) }
                </p>
            }
            <ol class="lines">{ for lines }</ol>
        </section>
    }
}
