//! The game board: the squares drawn by the one board renderer
//! ([`render`]) from the game's state, the belt arrows around it, and the
//! pointer ([`drag`]) and keyboard handling.

#[cfg(target_arch = "wasm32")]
pub mod announce;
#[cfg(target_arch = "wasm32")]
pub mod band;
#[cfg(target_arch = "wasm32")]
pub mod belt_arrow;
#[cfg(target_arch = "wasm32")]
pub mod belt_bar;
#[cfg(target_arch = "wasm32")]
pub mod belt_pad;
#[cfg(target_arch = "wasm32")]
pub mod cell;
#[cfg(target_arch = "wasm32")]
pub mod drag;
#[cfg(target_arch = "wasm32")]
pub mod draw;
#[cfg(target_arch = "wasm32")]
pub mod drawn;
#[cfg(target_arch = "wasm32")]
pub mod exits;
#[cfg(target_arch = "wasm32")]
pub mod history_nav;
#[cfg(target_arch = "wasm32")]
pub mod mini_board;
#[cfg(target_arch = "wasm32")]
pub mod move_input;
#[cfg(target_arch = "wasm32")]
pub mod move_list;
#[cfg(target_arch = "wasm32")]
pub mod piece;
#[cfg(target_arch = "wasm32")]
pub mod promotion;
#[cfg(target_arch = "wasm32")]
pub mod render;
#[cfg(target_arch = "wasm32")]
pub mod slide;
#[cfg(target_arch = "wasm32")]
pub mod square;

use crate::i18n::{msg, t};
use crate::rules::{Belt, File, Rank, Square};
use crate::ui::board::a11y::{board_key, first_focus, square_labels, KeyEffect};
use crate::ui::board::geometry::{square_at_cell, Cell};
pub use crate::ui::board::view::band::band_tag;
pub use crate::ui::board::view::band::BandKind;
use crate::ui::board::view::drag::{pointer_handlers, Drag};
use crate::ui::board::view::draw::{draw_handlers, Sketch};
pub use crate::ui::board::view::render::{BoardRender, Input, OwnSquare};
pub use crate::ui::board::view::square::{Mark, SquareMarks};
use crate::ui::board::{motion::Motion, phase::Phase, state::Board};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::use_store;
use crate::ui::{board::view::belt_arrow::BeltArrow, view::later::use_later};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// The square a key event happened on (the focused grid cell).
fn key_square(event: &KeyboardEvent) -> Option<Square> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    target
        .closest("[data-square]")
        .ok()??
        .get_attribute("data-square")?
        .parse()
        .ok()
}

/// Moves the keyboard focus to the square `sq` of the board.
fn focus_square(board: &NodeRef, sq: Square) {
    if let Some(el) = board
        .cast::<Element>()
        .and_then(|b| b.query_selector(&format!("[data-square=\"{sq}\"]")).ok().flatten())
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// Properties of [`BoardView`].
#[derive(Properties, PartialEq, Default)]
pub struct BoardViewProps {
    /// Whether the user may act on the board now, as the page says (its
    /// dialogs, its clocks, whose turn it is in a live game).
    pub live: bool,
    /// The square of the piece a puzzle's hint marks.
    #[prop_or_default]
    pub piece_hint: Option<Square>,
    /// The selected piece's targets the threat assistant marks dangerous.
    #[prop_or_default]
    pub danger: Vec<Square>,
    /// The selected piece whose dangerous targets are known (`data-danger-for`).
    #[prop_or_default]
    pub danger_known: Option<Square>,
    /// The opponent's winning turn the threat assistant draws.
    #[prop_or_default]
    pub win: Option<crate::rules::Turn>,
    /// The turn to draw as a suggestion: the hint the user asked for, the
    /// analysis board's engine's or review's.
    #[prop_or_default]
    pub suggestion: Option<crate::rules::Turn>,
}

/// The 8x8 board, with the belt arrows around it in Full Belt Chess.
#[component]
pub fn BoardView(props: &BoardViewProps) -> Html {
    let store = use_store();
    let s: &Board = &store.0;
    let board_ref = use_node_ref();
    let ghost_ref = use_node_ref();
    let drag = use_mut_ref(|| None::<Drag>);
    let sketch = use_mut_ref(|| None::<Sketch>);
    // The board is a WAI-ARIA grid with one tab stop: the square the keyboard is on.
    let focus = use_state(|| None::<Square>);
    let later = use_later();

    let flipped = s.flipped;
    let phase = s.phase();
    let shown = s.shown_position();
    let board = s.shown_board();
    let last = s.last_marks();
    let hint = props.suggestion.filter(|_| s.pending.is_none());
    // The puzzle's hint: the piece that moves in a solution.
    let piece_hint = props.piece_hint.filter(|_| s.view.is_none() && s.pending.is_none());
    // The threat assistant: the selected piece's losing targets, and the
    // opponent's winning turn the user asked to see (a refutation, a threat).
    let danger = props.danger.clone();
    let win = props.win;
    let live = props.live;
    let belts_shown = shown.variant().has_belts();
    let pending = if s.view.is_none() { s.pending } else { None };
    // A replay animates in the history too; other changes there just show the position.
    let animate = s.view.is_none() || s.motion.replay;
    let moving = animate && !s.motion.slides.is_empty();

    let mut marks = SquareMarks::default();
    if let Some(sq) = s.selected.filter(|_| s.view.is_none()) {
        marks.add(sq, Mark::Selected);
    }
    for sq in s.targets() {
        marks.add(
            sq,
            if board.piece_at(sq).is_some() {
                Mark::TargetCapture
            } else {
                Mark::Target
            },
        );
    }
    if let Some(m) = last {
        marks.add(m.from, Mark::LastFrom);
        marks.add(m.to, Mark::LastTo);
    }
    if let Some(t) = hint {
        marks.add_all([t.normal.from, t.normal.to], Mark::Hint);
    }
    marks.add_all(piece_hint, Mark::Hint);
    if let Some(t) = win {
        marks.add_all([t.normal.from, t.normal.to], Mark::Threat);
    }
    marks.add_all(danger.iter().copied(), Mark::Danger);
    if pending.is_none() {
        marks.add_all(shown.checked_kings(), Mark::Check);
    }
    marks.add_all(s.checkers().iter().copied(), Mark::Checker);
    if let Some((belt, _)) = pending.and_then(|p| p.preview) {
        marks.add_all(belt.mask(), Mark::PreviewBelt);
    }
    marks.add_all(pending.and_then(|p| p.anchor), Mark::Anchor);
    // The normal move stays in sight while a belt is tried: its origin, and
    // its piece wherever the previewed shift carries it.
    if let Some((from, to)) = s.pending_marks() {
        marks.add(from, Mark::PendingFrom);
        marks.add(to, Mark::PendingTo);
    }
    let bands: Vec<_> = [
        (last.and_then(|m| m.belt), BandKind::Last),
        (hint.and_then(|t| t.belt), BandKind::Hint),
        (win.and_then(|t| t.belt), BandKind::Threat),
    ]
    .into_iter()
    .filter_map(|(shift, kind)| Some((shift?, kind)))
    .collect();
    // The 64 names for screen readers, made again only when what they say
    // changes (not for a click in the belt phase that leaves them alone).
    let labels = {
        let state = store.0.clone();
        let key = (
            board,
            s.position().hash(),
            s.view.is_none(),
            s.selected,
            s.pending.map(|p| p.anchor),
            danger.clone(),
            // The language: the names are drawn again when another arrives.
            crate::i18n::current::lang(),
        );
        use_memo(key, move |(.., danger, _)| {
            let mut labels = square_labels(&state);
            for &sq in danger {
                let label = &mut labels[usize::from(sq.index())];
                let said = t(&msg::square_danger(label));
                *label = said;
            }
            labels.into_iter().map(AttrValue::from).collect::<Vec<_>>()
        })
    };

    let pointer = pointer_handlers(&store, live, &board_ref, &ghost_ref, &drag);
    // Drawing: on the frame, after the board's own handlers.
    let draw = draw_handlers(&store, &board_ref, &sketch);
    let drawn_shapes = s.notes.on(shown.hash()).to_vec();
    let active = focus.unwrap_or_else(|| first_focus(s));
    let onkeydown = {
        let store = store.clone();
        let focus = focus.clone();
        let board_ref = board_ref.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some(on) = key_square(&e) else { return };
            // Handled here, not by the page's keys (the arrows step through the
            // moves there, Enter confirms a belt move).
            match board_key(&store.0, live, on, &e.key()) {
                KeyEffect::Focus(sq) => {
                    e.prevent_default();
                    e.stop_propagation();
                    focus.set(Some(sq));
                    focus_square(&board_ref, sq);
                }
                KeyEffect::Act(action) => {
                    e.prevent_default();
                    e.stop_propagation();
                    focus.set(Some(on));
                    store.dispatch(action);
                }
                KeyEffect::Ignore => {}
            }
        })
    };
    let input = Input::Grid { focus: active, labels };
    let motion = if animate { s.motion.clone() } else { Motion::default() };
    let belt_delay = s.motion.replay || s.motion.slides.iter().any(|sl| sl.normal != (0, 0));

    let arrows = belts_shown.then(|| {
        let states = s.belt_states();
        let reason = |belt: Belt| states.iter().find(|b| b.belt == belt).and_then(|b| b.disabled);
        let live = phase == Phase::Belt && live;
        let sign = if flipped { -1 } else { 1 };
        let files: Vec<File> = (0..8)
            .map(|col| square_at_cell(flipped, Cell { row: 0, col }).file())
            .collect();
        let ranks: Vec<Rank> = (0..8)
            .map(|row| square_at_cell(flipped, Cell { row, col: 0 }).rank())
            .collect();
        let arrow = |belt: Belt, dir: i32, side: &'static str, index: usize| {
            html! {
                <BeltArrow belt={belt} dir={dir} side={side} index={index} live={live}
                           disabled={reason(belt)} />
            }
        };
        html! {
            <>
                { for files.iter().enumerate().map(|(i, &f)| arrow(Belt::File(f), sign, "top", i)) }
                { for files.iter().enumerate().map(|(i, &f)| arrow(Belt::File(f), -sign, "bottom", i)) }
                { for ranks.iter().enumerate().map(|(i, &r)| arrow(Belt::Rank(r), -sign, "left", i)) }
                { for ranks.iter().enumerate().map(|(i, &r)| arrow(Belt::Rank(r), sign, "right", i)) }
            </>
        }
    });

    html! {
        // The frame keeps room for the arrows in both games, so the board has
        // one size whatever is played.
        <div class={classes!("board-frame", belts_shown.then_some("with-belts"), (phase == Phase::Belt).then_some("belt-phase"))}
             onpointerdown={draw.down} onpointerup={draw.up}
             onpointercancel={draw.cancel} oncontextmenu={draw.menu}>
            <div ref={board_ref} class={classes!("board", s.view.is_some().then_some("history"),
                                                 moving.then_some("moving"), s.motion.replay.then_some("replay"))}
                 data-fen={shown.fen()} data-phase={phase.key()} data-turn={shown.turn().char().to_string()}
                 data-danger-for={props.danger_known.map(|sq| sq.to_string())}
                 role="grid" aria-label={tr(msg::board_label())}
                 onpointerdown={pointer.down} onpointermove={pointer.moved} onpointerup={pointer.up}
                 onpointercancel={pointer.cancel} {onkeydown}>
                <BoardRender board={board} flipped={flipped} input={input} marks={marks} coords=true
                             motion={motion} belt_delay={belt_delay} bands={bands.clone()}
                             drawn={drawn_shapes} />
                <div ref={ghost_ref} class="ghost" aria-hidden="true"></div>
            </div>
            // The arrows from the second task on (idle and faded until the
            // belt phase; their places are kept by the frame's grid).
            if later { { for arrows } }
            // The bands' tags, outside the squares (no piece covered), in a box
            // of their own (`display: contents`): their coming and going must
            // not make Yew rebuild the board (the focused square would lose focus).
            <div class="band-tags">{ for bands.iter().map(|&(shift, kind)| band_tag(shift, kind, flipped)) }</div>
        </div>
    }
}
