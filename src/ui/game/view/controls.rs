//! The game buttons: new game, undo, redo, flip, hint, threat (with the
//! threat assistant on), resign, rules, share, puzzles, preferences, the
//! board editor, the analysis board and the game's review (links to the
//! studio page, whose wasm holds them); and when the AI plays itself, pause and step.

use crate::i18n::msg;
use crate::rules::Variant;
use crate::ui::analysis::address::{analysis_link, at_ply, review_link};
use crate::ui::editor::draft::Editor;
use crate::ui::game::clock::link::clock_params;
use crate::ui::game::clock::web::now;
use crate::ui::game::relay::relay_link;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::Mode;
use crate::ui::store::hooks::{send_on_click, use_game_dispatch};
use crate::ui::{
    board::{
        phase::Phase,
        state::{BoardAction, ViewPoint},
    },
    game::state::{Action, Dialog, State},
};
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
    crate::ui::settings::values::Settings,
    Vec<crate::rules::Turn>,
    crate::rules::Position,
    bool,
);

impl RecordLinks {
    /// The record's links of `s`.
    pub fn of(s: &State) -> RecordLinks {
        // A timed game's clocks go along: the analysis board shows the time
        // each turn took.
        let clocks = s.timing.as_ref().map(|t| clock_params(t, now())).unwrap_or_default();
        RecordLinks {
            analyse: analysis_link(&s.board.settings, &s.board.game, None) + &clocks,
            review: (!s.board.game.turns().is_empty()).then(|| review_link(&s.board.settings, &s.board.game) + &clocks),
            relay: relay_link(s),
        }
    }

    /// What the record's links of `s` depend on: when it is unchanged, so are they.
    pub fn key(s: &State) -> RecordKey {
        (
            s.board.settings,
            s.board.game.turns().to_vec(),
            s.board.game.start().clone(),
            s.puzzle.is_some(),
        )
    }
}

impl Links {
    /// The links of `s`, from its `record` links ([`RecordLinks::of`] of `s`).
    pub fn of(s: &State, record: &RecordLinks) -> Links {
        let editor = Editor {
            variant: s.board.settings.start.variant(),
            setup: s.board.shown_position().to_setup(),
        };
        Links {
            editor: editor.editor_link(""),
            analyse: at_ply(
                record.analyse.clone(),
                s.board.game.turns().len(),
                s.board.view.map(ViewPoint::whole_turns),
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
    /// The page's language (its buttons are drawn again in a new one).
    pub lang: &'static str,
}

impl ControlsProps {
    /// The buttons of `s`, with its `links`.
    pub fn of(s: &State, links: Rc<Links>) -> ControlsProps {
        let over = s.board.outcome().is_some();
        ControlsProps {
            puzzle: s.puzzle.is_some(),
            over,
            can_undo: !s.board.game.turns().is_empty() || over,
            can_redo: !s.board.redo.is_empty(),
            flipped: s.board.flipped,
            can_hint: s.board.view.is_none()
                && matches!(s.board.phase(), Phase::Move | Phase::Belt)
                && s.ai.thinking.is_none(),
            can_threat: s.board.view.is_none() && s.board.phase() == Phase::Move,
            assist: s.assist_on().then_some(s.assist.threat_shown),
            ai_vs_ai: (s.board.settings.mode == Mode::AiVsAi && !over)
                .then_some((s.ai.paused, s.ai.thinking.is_some())),
            variant: s.board.settings.start.variant(),
            puzzles_wanted: s.puzzle_wanted.is_some(),
            links,
            lang: crate::i18n::current::lang(),
        }
    }
}

/// The row of game buttons.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let dispatch = use_game_dispatch();
    // The puzzle mode has its own panel instead (its "Back to my game" leads here again).
    if props.puzzle {
        return html! {};
    }
    let p = props;
    let send = |action: Action| send_on_click(&dispatch, action);
    let links = &p.links;
    // The hint and the threat are drawn on the board: a phone's page,
    // scrolled down to these buttons, is brought back to the board's top.
    let on_board = |action: Action| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(action.clone());
            crate::ui::web::scroll::board_column_soon();
        })
    };
    html! {
        <nav class="controls" aria-label={tr(msg::controls_label())}>
            <button type="button" data-action="new-game" onclick={send(Action::Open(Dialog::NewGame))}>{ tr(msg::action_new_game()) }</button>
            <button type="button" data-action="undo" disabled={!p.can_undo} title={tr(msg::action_undo_title())} onclick={send(Action::Undo)}>{ tr(msg::action_undo()) }</button>
            <button type="button" data-action="redo" disabled={!p.can_redo} title={tr(msg::action_redo_title())} onclick={send(Action::Redo)}>{ tr(msg::action_redo()) }</button>
            <button type="button" data-action="flip" aria-pressed={p.flipped.to_string()} title={tr(msg::action_flip_title())} onclick={send(Action::Board(BoardAction::Flip))}>{ tr(msg::action_flip()) }</button>
            <button type="button" data-action="hint" disabled={!p.can_hint} title={tr(msg::action_hint_title())} onclick={on_board(Action::Hint)}>{ tr(msg::action_hint()) }</button>
            if let Some(shown) = p.assist {
                <button type="button" data-action="threat" disabled={!p.can_threat} aria-pressed={shown.to_string()}
                        title={tr(msg::action_threat_title())} onclick={on_board(Action::Threat)}>{ tr(msg::action_threat()) }</button>
            }
            <button type="button" data-action="resign" disabled={p.over} onclick={send(Action::Open(Dialog::Resign))}>{ tr(msg::action_resign()) }</button>
            if let Some((paused, thinking)) = p.ai_vs_ai {
                <button type="button" data-action="pause-ai" aria-pressed={paused.to_string()} onclick={send(Action::PauseAi)}>
                    { tr(if paused { msg::action_resume_ai() } else { msg::action_pause_ai() }) }
                </button>
                <button type="button" data-action="step-ai" disabled={!paused || thinking} onclick={send(Action::StepAi)}>
                    { tr(msg::action_step_ai()) }
                </button>
            }
            <button type="button" data-action="rules" onclick={send(Action::Open(Dialog::Rules))}>{ tr(msg::action_rules()) }</button>
            <button type="button" data-action="share" title={tr(msg::action_share_title())} onclick={send(Action::Open(Dialog::Share))}>{ tr(msg::action_share()) }</button>
            <a class="button" data-action="analyse" href={links.analyse.clone()} title={tr(msg::action_analyse_title())}>{ tr(msg::action_analyse()) }</a>
            // Before the first turn there is nothing to review: the button
            // stays, disabled, so that the buttons do not reflow when it can act.
            if let Some(review) = links.review.clone() {
                <a class="button" data-action="review-game" href={review}
                   title={tr(msg::action_review_title())}>{ tr(msg::action_review()) }</a>
            } else {
                <button type="button" data-action="review-game" disabled=true
                        title={tr(msg::action_review_title())}>{ tr(msg::action_review()) }</button>
            }
            <a class="button" data-action="editor" href={links.editor.clone()} title={tr(msg::action_editor_title())}>{ tr(msg::action_editor()) }</a>
            <button type="button" data-action="puzzles" title={tr(msg::action_puzzles_title())}
                    onclick={send(Action::WantPuzzles(p.variant, None))}>
                { tr(if p.puzzles_wanted { msg::action_puzzles_loading() } else { msg::action_puzzles() }) }
            </button>
            <button type="button" data-action="library" title={tr(msg::action_games_title())} onclick={send(Action::Open(Dialog::Library))}>{ tr(msg::action_games()) }</button>
            <button type="button" data-action="prefs" title={tr(msg::action_prefs_title())} onclick={send(Action::Open(Dialog::Prefs))}>{ tr(msg::action_prefs()) }</button>
        </nav>
    }
}
