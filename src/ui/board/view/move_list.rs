//! The move list in display notation, numbered as chess sites number moves,
//! with the result at the end; a click shows that position, the wheel over
//! it steps through the game.

use crate::i18n::{msg, t};
use crate::rules::Color;
use crate::ui::board::state::{Board, BoardAction};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::{send_on_click, use_dispatch};
use crate::ui::words::notation::for_people;
use crate::ui::words::types::outcome;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`MoveList`].
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Every turn in display form (made once per change of the record: see [`MoveListProps::moves_of`]).
    pub moves: Rc<Vec<AttrValue>>,
    /// The move number of the start.
    pub first: usize,
    /// Whether Black moves first (a game from a FEN): the first row is "N… move".
    pub black_first: bool,
    /// The point of the history shown: after this many turns.
    pub current: usize,
    /// The result line, once the game is over.
    pub result: Option<String>,
    /// The page's language (its heading is drawn again in a new one).
    pub lang: &'static str,
}

impl MoveListProps {
    /// The list of `s`, with `moves` its turns in display form.
    pub fn of(s: &Board, moves: Rc<Vec<AttrValue>>) -> MoveListProps {
        let start = s.game.start();
        MoveListProps {
            current: s.view.map_or(moves.len(), |v| v.ply),
            moves,
            first: start.fullmoves() as usize,
            black_first: start.turn() == Color::Black,
            result: s.outcome().map(|o| format!("{} · {}", o.result.pgn(), outcome(o))),
            lang: crate::i18n::current::lang(),
        }
    }

    /// The turns of `s` in display form (which replays every position: the
    /// page keeps them until the record changes).
    pub fn moves_of(s: &Board) -> Vec<AttrValue> {
        s.game
            .display_moves()
            .iter()
            .map(|t| AttrValue::from(for_people(t)))
            .collect()
    }
}

/// Moves numbered in pairs, each a button with `data-ply` (the number of
/// turns played after it), plus the start and the result.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let dispatch = use_dispatch();
    let moves = &props.moves;
    let list = use_node_ref();
    // Keep the newest move in sight: whenever the turns' words change, at a
    // new turn and also when the page's language comes (its words may take
    // two lines a turn, as German does: keyed by the count alone, the list
    // stopped short of its end). The words are made anew only then (see
    // `moves_of`), and the same list compares equal at once (same `Rc`).
    {
        let list = list.clone();
        use_effect_with(moves.clone(), move |moves| {
            let count = moves.len();
            // With no moves there is nothing to scroll to; reading the
            // height would force a costly layout during the first render.
            if let Some(el) = list.cast::<web_sys::Element>().filter(|_| count > 0) {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    let current = props.current;
    let entry = |ply: usize, text: AttrValue| html! { <Ply {ply} {text} current={ply == current} /> };
    // A game from a FEN may start with Black to move: its first row is "N… move".
    let offset = usize::from(props.black_first);
    let rows = (0..(moves.len() + offset).div_ceil(2)).map(|row| {
        let number = props.first + row;
        let cells = (0..2).map(|col| {
            let index = (2 * row + col).checked_sub(offset);
            match index.and_then(|i| moves.get(i).map(|m| (i, m))) {
                Some((i, text)) => entry(i + 1, text.clone()),
                None => html! { <span class="ply empty" aria-hidden="true">{ if index.is_none() { "…" } else { "" } }</span> },
            }
        });
        html! {
            <li key={row}>
                <span class="num">{ format!("{number}.") }</span>
                { for cells }
            </li>
        }
    });
    let onwheel = {
        let dispatch = dispatch.clone();
        Callback::from(move |e: WheelEvent| {
            if e.delta_y().abs() > 0.0 {
                e.prevent_default();
                dispatch.emit(BoardAction::Step(if e.delta_y() > 0.0 { 1 } else { -1 }));
            }
        })
    };
    let result = props.result.clone().map(|text| {
        html! { <li class="result-line" data-result-line="">{ text }</li> }
    });
    html! {
        <section class="moves" aria-label={tr(msg::moves_heading())}>
            <div class="moves-head">
                <h2>{ tr(msg::moves_heading()) }</h2>
                { entry(0, AttrValue::from(t(msg::moves_start()))) }
            </div>
            <ol class="move-list" ref={list} {onwheel}>{ for rows }{ for result }</ol>
        </section>
    }
}

/// Properties of [`Ply`].
#[derive(Properties, PartialEq)]
struct PlyProps {
    /// The number of turns played after it (0: the start).
    ply: usize,
    /// The turn in display form.
    text: AttrValue,
    /// Whether it is the point of the history shown.
    current: bool,
}

/// One entry of the list: drawn again only when its own properties change,
/// so that a click in a long game redraws the two entries whose "current"
/// changed rather than every one.
#[component]
fn Ply(props: &PlyProps) -> Html {
    let dispatch = use_dispatch();
    let (ply, current) = (props.ply, props.current);
    html! {
        <button type="button" class={classes!("ply", current.then_some("current"))}
                data-ply={ply.to_string()} aria-current={current.then_some("step")}
                onclick={send_on_click(&dispatch, BoardAction::View(ply))}>
            { turn_view(&props.text) }
        </button>
    }
}

/// A turn for people (`Nf3 f-file ↑4`) whose belt, when the turn takes two
/// lines in a narrow column, stays whole on the second (`вертикаль f ↑4`,
/// never a lone `↑4`); its text is the turn's as it is.
pub fn turn_view(text: &str) -> Html {
    match text.split_once(' ') {
        Some((normal, belt)) => {
            html! { <>{ normal.to_string() }{ " " }<span class="belt-words">{ belt.to_string() }</span></> }
        }
        None => html! { { text.to_string() } },
    }
}
