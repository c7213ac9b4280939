//! The game buttons: new game, undo, redo, flip, hint, threat (with the
//! threat assistant on), resign, rules, share, puzzles, preferences, the
//! board editor, the analysis board and the game's review (links to the
//! studio page, whose wasm holds them); and when the AI plays itself, pause and step.

use crate::rules::Variant;
use crate::ui::formats::analysis::{analysis_link, at_ply, review_link};
use crate::ui::formats::editor::Editor;
use crate::ui::formats::relay::relay_link;
use crate::ui::settings::Mode;
use crate::ui::state::{Action, Dialog, Phase, State, ViewPoint};
use crate::ui::store::{send_on_click, use_dispatch};
use std::rc::Rc;
use yew::prelude::*;

/// The links the game page offers. What is written from the whole record
/// (the game's link, several hundred characters) is made again only when
/// the record changes ([`RecordLinks`]); a click in the move list only adds
/// the position shown (see [`Links::of`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Links {
    /// The board editor on the position shown.
    pub editor: String,
    /// The analysis board on the game, at the position shown (key `a`).
    pub analyse: String,
    /// The game's review, once a turn is played.
    pub review: Option<String>,
    /// The play-by-link fragment, in two-player games under way.
    pub relay: Option<String>,
}

/// The links written from the whole record, whatever position is shown.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordLinks {
    /// The analysis board on the game, at its end.
    analyse: String,
    /// The game's review, once a turn is played.
    review: Option<String>,
    /// The play-by-link fragment, in two-player games under way.
    relay: Option<String>,
}

/// What the record's links depend on.
pub type RecordKey = (
    crate::ui::settings::Settings,
    Vec<crate::rules::Turn>,
    crate::rules::Position,
    bool,
);

impl RecordLinks {
    /// The record's links of `s`.
    pub fn of(s: &State) -> RecordLinks {
        RecordLinks {
            analyse: analysis_link(&s.settings, &s.game, None),
            review: (!s.game.turns().is_empty()).then(|| review_link(&s.settings, &s.game)),
            relay: relay_link(s),
        }
    }

    /// What the record's links of `s` depend on: when it is unchanged, so are they.
    pub fn key(s: &State) -> RecordKey {
        (
            s.settings,
            s.game.turns().to_vec(),
            s.game.start().clone(),
            s.puzzle.is_some(),
        )
    }
}

impl Links {
    /// The links of `s`, from its `record` links ([`RecordLinks::of`] of `s`).
    pub fn of(s: &State, record: &RecordLinks) -> Links {
        let editor = Editor {
            variant: s.settings.start.variant(),
            setup: s.shown_position().to_setup(),
        };
        Links {
            editor: editor.editor_link(""),
            analyse: at_ply(
                record.analyse.clone(),
                s.game.turns().len(),
                s.view.map(ViewPoint::whole_turns),
            ),
            review: record.review.clone(),
            relay: record.relay.clone(),
        }
    }
}

/// Properties of [`Controls`]: what its buttons depend on.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The puzzle mode is open (its panel replaces these buttons).
    pub puzzle: bool,
    /// The game is over.
    pub over: bool,
    /// A turn can be taken back.
    pub can_undo: bool,
    /// A turn taken back can be replayed.
    pub can_redo: bool,
    /// Black is at the bottom.
    pub flipped: bool,
    /// A hint can be asked for.
    pub can_hint: bool,
    /// The threat can be asked for.
    pub can_threat: bool,
    /// The threat assistant is on, and whether it shows the threat.
    pub assist: Option<bool>,
    /// The AI plays itself and the game goes on: paused, and thinking.
    pub ai_vs_ai: Option<(bool, bool)>,
    /// The game's variant (for its puzzles).
    pub variant: Variant,
    /// The puzzles are being fetched.
    pub puzzles_wanted: bool,
    /// The links to the studio.
    pub links: Rc<Links>,
}

impl ControlsProps {
    /// The buttons of `s`, with its `links`.
    pub fn of(s: &State, links: Rc<Links>) -> ControlsProps {
        let over = s.outcome().is_some();
        ControlsProps {
            puzzle: s.puzzle.is_some(),
            over,
            can_undo: !s.game.turns().is_empty() || over,
            can_redo: !s.redo.is_empty(),
            flipped: s.flipped,
            can_hint: s.view.is_none() && matches!(s.phase(), Phase::Move | Phase::Belt) && s.ai.thinking.is_none(),
            can_threat: s.view.is_none() && s.phase() == Phase::Move,
            assist: s.assist_on().then_some(s.assist.threat_shown),
            ai_vs_ai: (s.settings.mode == Mode::AiVsAi && !over).then_some((s.ai.paused, s.ai.thinking.is_some())),
            variant: s.settings.start.variant(),
            puzzles_wanted: s.puzzle_wanted.is_some(),
            links,
        }
    }
}

/// The row of game buttons.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let dispatch = use_dispatch();
    // The puzzle mode has its own panel instead (its "Back to my game" leads here again).
    if props.puzzle {
        return html! {};
    }
    let p = props;
    let send = |action: Action| send_on_click(&dispatch, action);
    let links = &p.links;
    html! {
        <nav class="controls" aria-label="Game">
            <button type="button" data-action="new-game" onclick={send(Action::Open(Dialog::NewGame))}>{ "New game" }</button>
            <button type="button" data-action="undo" disabled={!p.can_undo} title="Take back the last turn" onclick={send(Action::Undo)}>{ "Undo" }</button>
            <button type="button" data-action="redo" disabled={!p.can_redo} title="Replay a turn taken back" onclick={send(Action::Redo)}>{ "Redo" }</button>
            <button type="button" data-action="flip" aria-pressed={p.flipped.to_string()} title="Turn the board around" onclick={send(Action::Flip)}>{ "Flip" }</button>
            <button type="button" data-action="hint" disabled={!p.can_hint} title="Ask the AI for a suggestion" onclick={send(Action::Hint)}>{ "Hint" }</button>
            if let Some(shown) = p.assist {
                <button type="button" data-action="threat" disabled={!p.can_threat} aria-pressed={shown.to_string()}
                        title="What could the opponent win with at once if it were their turn?" onclick={send(Action::Threat)}>{ "Threat" }</button>
            }
            <button type="button" data-action="resign" disabled={p.over} onclick={send(Action::Open(Dialog::Resign))}>{ "Resign" }</button>
            if let Some((paused, thinking)) = p.ai_vs_ai {
                <button type="button" data-action="pause-ai" aria-pressed={paused.to_string()} onclick={send(Action::PauseAi)}>
                    { if paused { "Resume" } else { "Pause" } }
                </button>
                <button type="button" data-action="step-ai" disabled={!paused || thinking} onclick={send(Action::StepAi)}>
                    { "Step" }
                </button>
            }
            <button type="button" data-action="rules" onclick={send(Action::Open(Dialog::Rules))}>{ "Rules" }</button>
            <button type="button" data-action="share" title="A link to this game, its PGN and FEN" onclick={send(Action::Open(Dialog::Share))}>{ "Share" }</button>
            <a class="button" data-action="analyse" href={links.analyse.clone()} title="Analyse this position with the engine (a)">{ "Analyse" }</a>
            if let Some(review) = links.review.clone() {
                <a class="button" data-action="review-game" href={review}
                   title="Review the game with the engine: its mistakes marked, an evaluation graph">{ "Review" }</a>
            }
            <a class="button" data-action="editor" href={links.editor.clone()} title="Set up a position in the board editor">{ "Editor" }</a>
            <button type="button" data-action="puzzles" title="Puzzles to learn this game: your game waits here"
                    onclick={send(Action::WantPuzzles(p.variant, None))}>
                { if p.puzzles_wanted { "Puzzles…" } else { "Puzzles" } }
            </button>
            <button type="button" data-action="library" title="Every game kept in this browser" onclick={send(Action::Open(Dialog::Library))}>{ "Games" }</button>
            <button type="button" data-action="prefs" title="Pace of the AI's turns, the threat assistant" onclick={send(Action::Open(Dialog::Prefs))}>{ "Preferences" }</button>
        </nav>
    }
}
