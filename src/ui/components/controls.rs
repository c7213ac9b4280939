//! The game buttons: new game, undo, redo, flip, hint, threat (with the
//! threat assistant on), resign, rules, share, puzzles, preferences, the
//! board editor, the analysis board and the game's review (links to the
//! studio page, whose wasm holds them); and when the AI plays itself, pause and step.

use crate::ui::formats::analysis::{analysis_link, review_link};
use crate::ui::formats::query::encode;
use crate::ui::settings::Mode;
use crate::ui::state::{Action, Dialog, Phase};
use crate::ui::store::{on_click, use_store};
use yew::prelude::*;

/// The row of game buttons.
#[component]
pub fn Controls() -> Html {
    let store = use_store();
    let s = &store.0;
    // The puzzle mode has its own panel instead (its "Back to my game" leads here again).
    if s.puzzle.is_some() {
        return html! {};
    }
    let send = |action: Action| on_click(&store, action);
    let over = s.outcome().is_some();
    let can_undo = !s.game.turns().is_empty() || over;
    let can_hint = s.view.is_none() && matches!(s.phase(), Phase::Move | Phase::Belt) && s.ai.thinking.is_none();
    let can_threat = s.view.is_none() && s.phase() == Phase::Move;
    let ai_vs_ai = s.settings.mode == Mode::AiVsAi && !over;
    // The position shown (history included), for the editor to start from.
    let editor = format!(
        "studio.html?editor=1&variant={}&fen={}",
        s.settings.start.key(),
        encode(&s.shown_position().fen())
    );
    // The game and the position shown, for the analysis board (key `a`).
    let analyse = analysis_link(&s.settings, &s.game, s.view.map(|v| v.ply - usize::from(v.half)));
    html! {
        <nav class="controls" aria-label="Game">
            <button type="button" data-action="new-game" onclick={send(Action::Open(Dialog::NewGame))}>{ "New game" }</button>
            <button type="button" data-action="undo" disabled={!can_undo} title="Take back the last turn" onclick={send(Action::Undo)}>{ "Undo" }</button>
            <button type="button" data-action="redo" disabled={s.redo.is_empty()} title="Replay a turn taken back" onclick={send(Action::Redo)}>{ "Redo" }</button>
            <button type="button" data-action="flip" aria-pressed={s.flipped.to_string()} title="Turn the board around" onclick={send(Action::Flip)}>{ "Flip" }</button>
            <button type="button" data-action="hint" disabled={!can_hint} title="Ask the AI for a suggestion" onclick={send(Action::Hint)}>{ "Hint" }</button>
            if s.assist_on() {
                <button type="button" data-action="threat" disabled={!can_threat} aria-pressed={s.assist.threat_shown.to_string()}
                        title="What could the opponent win with at once if it were their turn?" onclick={send(Action::Threat)}>{ "Threat" }</button>
            }
            <button type="button" data-action="resign" disabled={over} onclick={send(Action::Open(Dialog::Resign))}>{ "Resign" }</button>
            if ai_vs_ai {
                <button type="button" data-action="pause-ai" aria-pressed={s.ai.paused.to_string()} onclick={send(Action::PauseAi)}>
                    { if s.ai.paused { "Resume" } else { "Pause" } }
                </button>
                <button type="button" data-action="step-ai" disabled={!s.ai.paused || s.ai.thinking.is_some()} onclick={send(Action::StepAi)}>
                    { "Step" }
                </button>
            }
            <button type="button" data-action="rules" onclick={send(Action::Open(Dialog::Rules))}>{ "Rules" }</button>
            <button type="button" data-action="share" title="A link to this game, its PGN and FEN" onclick={send(Action::Open(Dialog::Share))}>{ "Share" }</button>
            <a class="button" data-action="analyse" href={analyse} title="Analyse this position with the engine (a)">{ "Analyse" }</a>
            if !s.game.turns().is_empty() {
                <a class="button" data-action="review-game" href={review_link(&s.settings, &s.game)}
                   title="Review the game with the engine: its mistakes marked, an evaluation graph">{ "Review" }</a>
            }
            <a class="button" data-action="editor" href={editor} title="Set up a position in the board editor">{ "Editor" }</a>
            <button type="button" data-action="puzzles" title="Puzzles to learn this game: your game waits here"
                    onclick={send(Action::WantPuzzles(s.settings.start.variant(), None))}>
                { if s.puzzle_wanted.is_some() { "Puzzles…" } else { "Puzzles" } }
            </button>
            <button type="button" data-action="library" title="Every game kept in this browser" onclick={send(Action::Open(Dialog::Library))}>{ "Games" }</button>
            <button type="button" data-action="prefs" title="Pace of the AI's turns, the threat assistant" onclick={send(Action::Open(Dialog::Prefs))}>{ "Preferences" }</button>
        </nav>
    }
}
