//! The rules of the variant being played, written for players (docs/rules.md
//! is the exact specification). Where the inventors' texts leave a question
//! open, Beltboard's answer is marked "our reading". The words are the
//! catalogue's (`rules-*` in `locales/*.ftl`), one message per heading,
//! paragraph or list item.

use crate::i18n::{msg, t, Text};
use crate::rules::{Start, Variant};
use crate::ui::game::help::examples::Lesson;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::words::markup::inline_markup;
use crate::ui::words::types::start_name;
use crate::ui::{game::help::view::lesson::LessonBoard, view::modal::Modal};
use yew::prelude::*;

/// A rules message as markup. The languages' files are fetched, not
/// compiled in, so [`inline_markup`] escapes the words and gives back only
/// the few inline tags the rules use: a translation can bold or mark words,
/// never add an element or an attribute. (One string per message also
/// keeps these pages of prose from costing the app code per element.)
fn rich(text: &Text) -> Html {
    Html::from_html_unchecked(AttrValue::from(inline_markup(&t(text))))
}

/// A list of rules messages, one item each.
fn items(texts: &[&Text]) -> Html {
    texts.iter().map(|text| html! { <li>{ rich(text) }</li> }).collect()
}

/// A rule's small board with its "Try it" button.
fn lesson(lesson: Lesson, on_try: &Callback<Lesson>) -> Html {
    html! { <LessonBoard {lesson} on_try={on_try.clone()} /> }
}

fn full_belt(start: Start, keyboard: bool, touch: bool, on_try: &Callback<Lesson>) -> Html {
    // A finger's user reads "tap" (and no keys, unless a key was pressed since).
    let keys = match (keyboard, touch) {
        (true, _) => "yes",
        (false, true) => "touch",
        (false, false) => "no",
    };
    let how_move = if touch && !keyboard {
        msg::rules_board_move_touch()
    } else {
        msg::rules_board_move()
    };
    let (undo, back) = (t(msg::belt_undo_shift()), t(msg::belt_take_back()));
    html! {
        <>
            <p>{ tr(msg::rules_fb_intro()) }</p>
            <h3>{ tr(msg::rules_fb_turn_heading()) }</h3>
            <ol>{ items(&[msg::rules_fb_turn_normal(), msg::rules_fb_turn_belt()]) }</ol>
            { lesson(Lesson::WorkedTurn, on_try) }
            <h3>{ tr(msg::rules_board_heading()) }</h3>
            <ul>
                { items(&[how_move, &msg::rules_board_belt(keys, &undo, &back), msg::rules_board_greyed(), msg::rules_board_draw()]) }
            </ul>
            <h3>{ tr(msg::rules_fb_allowed_heading()) }</h3>
            <ul>
                { items(&[
                    msg::rules_fb_allowed_piece(),
                    msg::rules_fb_allowed_forbidden(),
                    msg::rules_fb_allowed_king(),
                    msg::rules_fb_allowed_first(),
                    msg::rules_fb_allowed_none(),
                ]) }
            </ul>
            <div class="lessons">
                { lesson(Lesson::RefusedBelts, on_try) }
                { lesson(Lesson::ForbiddenBelt, on_try) }
                { lesson(Lesson::FirstTurnCheck, on_try) }
            </div>
            <h3>{ tr(msg::rules_fb_pawns_heading()) }</h3>
            <ul>{ items(&[msg::rules_fb_pawns_two(), msg::rules_fb_pawns_promote()]) }</ul>
            { lesson(Lesson::FrozenPawn, on_try) }
            <h3>{ tr(msg::rules_end_heading()) }</h3>
            <ul>
                { items(&[msg::rules_fb_end_mate(), msg::rules_fb_end_draws(), msg::rules_fb_end_no_belt_check()]) }
            </ul>
            { lesson(Lesson::NoBeltCheck, on_try) }
            <h3>{ tr(msg::rules_fb_setups_heading()) }</h3>
            <p>{ tr(msg::rules_fb_setups()) }
               if start == Start::FullBeltHowe { { " " }<strong>{ tr(msg::rules_fb_setups_howe()) }</strong> }
            </p>
            <h3>{ tr(msg::rules_fb_notation_heading()) }</h3>
            <p>{ rich(msg::rules_fb_notation()) }</p>
        </>
    }
}

fn no_pawns(start: Start, on_try: &Callback<Lesson>) -> Html {
    let one_king = start == Start::NoPawnsOneKing;
    let kings = if one_king { "single" } else { "double" };
    html! {
        <>
            <p>{ tr(&msg::rules_np_intro(kings)) }</p>
            <ul>
                { items(&[
                    msg::rules_np_pieces(),
                    msg::rules_np_kings(),
                    &msg::rules_np_royal(kings),
                    &msg::rules_np_mate(kings),
                    msg::rules_np_draws(),
                    msg::rules_board_draw(),
                ]) }
            </ul>
            // The lessons are played from the two-king setup; the one-king
            // game shares only the first two rules.
            if one_king {
                <p class="caption">{ tr(msg::rules_np_two_king_boards()) }</p>
            }
            <div class="lessons">
                { lesson(Lesson::QuietCheck, on_try) }
                { lesson(Lesson::KingCapture, on_try) }
                if !one_king {
                    { lesson(Lesson::DoubleKingFork, on_try) }
                }
            </div>
            if !one_king {
                // The details once, in the diagram's caption.
                <p>{ tr(msg::rules_np_castling()) }</p>
                { lesson(Lesson::Castling, on_try) }
            }
            <p>{ tr(msg::rules_np_no_belt()) }</p>
        </>
    }
}

/// Properties of [`RulesHelp`].
#[derive(Properties, PartialEq)]
pub struct RulesProps {
    /// The game's setup: which rules, and which lessons.
    pub start: Start,
    /// Whether the user has used the keyboard on the board (the rules then
    /// name its keys).
    pub keyboard: bool,
    /// Whether the user plays by touch (the rules then say "tap").
    #[prop_or_default]
    pub touch: bool,
    /// Called when the user asks to try a lesson.
    pub on_try: Callback<Lesson>,
    /// Called when the user closes the dialog.
    pub onclose: Callback<()>,
}

/// The rules dialog for the current variant.
#[component]
pub fn RulesHelp(props: &RulesProps) -> Html {
    let start = props.start;
    let body = match start.variant() {
        Variant::FullBelt => full_belt(start, props.keyboard, props.touch, &props.on_try),
        Variant::NoPawns => no_pawns(start, &props.on_try),
    };
    html! {
        <Modal title={tr(&msg::rules_title(&start_name(start)))} name="rules" onclose={props.onclose.clone()}>
            <div class="rules-text">{ body }</div>
        </Modal>
    }
}
