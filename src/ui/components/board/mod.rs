//! The board: 64 squares with their pieces and highlights, the belt arrows
//! around it, the pointer ([`drag`]) and keyboard handling, and the
//! conveyor's leaving copies ([`exits`]).

mod band;
mod drag;
mod exits;

use super::{BeltArrow, PieceView};
use crate::rules::{Belt, File, Rank, Square};
use crate::ui::a11y::{board_key, first_focus, square_label, KeyEffect};
use crate::ui::geometry::{screen_offset, screen_order, square_at_cell, Cell};
use crate::ui::state::{Phase, State};
use crate::ui::store::use_store;
use band::{band, BandKind};
use drag::{pointer_handlers, Drag};
use exits::exits;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// The CSS custom properties that start a piece at its origin (see `slide` in
/// the stylesheet): the normal move's and the belt's offsets, board units
/// turned into screen units.
fn slide_style(normal: (i32, i32), belt: (i32, i32), flipped: bool, belt_delay: bool) -> String {
    let (nx, ny) = screen_offset(flipped, normal);
    let (bx, by) = screen_offset(flipped, belt);
    format!(
        "--nx:{nx};--ny:{ny};--bx:{bx};--by:{by};--belt-delay:{}ms",
        if belt_delay { 180 } else { 0 }
    )
}

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
    /// The turn to draw as a suggestion besides the hint the user asked
    /// for (the analysis board's engine and review).
    #[prop_or_default]
    pub suggestion: Option<crate::rules::Turn>,
}

/// The 8x8 board, with the belt arrows around it in Full Belt Chess.
#[component]
pub fn BoardView(props: &BoardViewProps) -> Html {
    let store = use_store();
    let s: &State = &store.0;
    let board_ref = use_node_ref();
    let ghost_ref = use_node_ref();
    let drag = use_mut_ref(|| None::<Drag>);
    // The board is a WAI-ARIA grid with one tab stop: the square the keyboard is on.
    let focus = use_state(|| None::<Square>);

    let flipped = s.flipped;
    let phase = s.phase();
    let shown = s.shown_position();
    let board = s.shown_board();
    let targets = s.targets();
    let marks = s.last_marks();
    let hint = props
        .suggestion
        .or_else(|| s.suggestion())
        .filter(|_| s.pending.is_none());
    // The puzzle's hint: the piece that moves in a solution.
    let piece_hint = s.puzzle_hint().filter(|_| s.view.is_none() && s.pending.is_none());
    let checkers = s.checkers();
    // The threat assistant: the selected piece's losing targets, and the
    // opponent's winning turn the user asked to see (a refutation, a threat).
    let danger = s.danger();
    let danger_title = crate::ui::words::DANGER_TITLE;
    let win = s.drawn_win().map(|w| w.turn);
    let belts_shown = shown.variant().has_belts();
    let pending = if s.view.is_none() { s.pending } else { None };
    let preview_belt = pending.and_then(|p| p.preview).map(|(b, _)| b);
    let anchor = pending.and_then(|p| p.anchor);
    let checked: Vec<Square> = if pending.is_none() {
        shown.checked_kings().collect()
    } else {
        Vec::new()
    };
    let belt_delay = s.motion.slides.iter().any(|sl| sl.normal != (0, 0));
    // A replay animates in the history too; other changes there just show the position.
    let animate = s.view.is_none() || s.motion.replay;
    let moving = animate && !s.motion.slides.is_empty();

    let pointer = pointer_handlers(&store, &board_ref, &ghost_ref, &drag);
    let exits = if animate {
        exits(&s.motion, &board, flipped, belt_delay)
    } else {
        Html::default()
    };

    let active = focus.unwrap_or_else(|| first_focus(s));
    let onkeydown = {
        let store = store.clone();
        let focus = focus.clone();
        let board_ref = board_ref.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some(on) = key_square(&e) else { return };
            // Handled here, not by the page's keys (the arrows step through the
            // moves there, Enter confirms a belt move).
            match board_key(&store.0, on, &e.key()) {
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

    let squares = screen_order(flipped).enumerate().map(|(i, sq)| {
        let (row, col) = (i / 8, i % 8);
        let piece = board.piece_at(sq);
        let light = (sq.file().index() + sq.rank().index()) % 2 == 1;
        let last = marks.and_then(|m| {
            if m.to == sq {
                Some("to")
            } else if m.from == sq {
                Some("from")
            } else {
                None
            }
        });
        let on_hint = hint.is_some_and(|t| t.normal.from == sq || t.normal.to == sq) || piece_hint == Some(sq);
        let on_win = win.is_some_and(|t| t.normal.from == sq || t.normal.to == sq);
        let dangerous = danger.contains(&sq);
        let mut label = square_label(s, sq);
        if dangerous {
            label.push_str(", ");
            label.push_str(danger_title);
        }
        let class = classes!(
            "sq",
            if light { "light" } else { "dark" },
            (s.selected == Some(sq) && s.view.is_none()).then_some("selected"),
            targets
                .contains(&sq)
                .then_some(if piece.is_some() { "target-capture" } else { "target" }),
            last.map(|which| format!("last last-{which}")),
            on_hint.then_some("hint"),
            on_win.then_some("threat"),
            dangerous.then_some("danger"),
            checked.contains(&sq).then_some("check"),
            checkers.contains(&sq).then_some("checker"),
            preview_belt
                .is_some_and(|b| b.mask().contains(sq))
                .then_some("preview-belt"),
            (anchor == Some(sq)).then_some("anchor"),
        );
        let slide = if animate { s.motion.slide_at(sq) } else { None };
        let content = piece.map(|p| match slide {
            Some(sl) => {
                let key = format!("{sq}-{}", s.motion.seq);
                let belt_class = (sl.belt != (0, 0)).then_some("belt-slide");
                let move_class = (sl.normal != (0, 0)).then_some("move-slide");
                html! {
                    <div key={key} class={classes!("slot", belt_class)}
                         style={slide_style(sl.normal, sl.belt, flipped, belt_delay || s.motion.replay)}>
                        <PieceView piece={p} class={classes!(move_class)} />
                    </div>
                }
            }
            None => html! { <div key={sq.to_string()} class="slot"><PieceView piece={p} /></div> },
        });
        html! {
            <div key={sq.to_string()} class={class} data-square={sq.to_string()}
                 data-piece={piece.map(State::piece_code)} data-last={last}
                 data-danger={dangerous.then_some("")} title={dangerous.then_some(danger_title)}
                 role="gridcell" tabindex={if sq == active { "0" } else { "-1" }}
                 aria-label={label}
                 aria-selected={(s.selected == Some(sq) && s.view.is_none()).then_some("true")}>
                // The square's label names it: the coordinates are for the eyes only,
                // drawn by the stylesheet from data-coord (text in the cell would have
                // to be part of its label).
                if col == 0 { <span class="coord rank" aria-hidden="true" data-coord={sq.rank().char().to_string()}></span> }
                if row == 7 { <span class="coord file" aria-hidden="true" data-coord={sq.file().char().to_string()}></span> }
                { for content }
            </div>
        }
    });

    let bands = html! {
        <>
            if let Some(shift) = marks.and_then(|m| m.belt) {
                { band(shift, BandKind::Last, flipped) }
            }
            if let Some(shift) = hint.and_then(|t| t.belt) {
                { band(shift, BandKind::Hint, flipped) }
            }
            if let Some(shift) = win.and_then(|t| t.belt) {
                { band(shift, BandKind::Threat, flipped) }
            }
        </>
    };

    let arrows = belts_shown.then(|| {
        let states = s.belt_states();
        let reason = |belt: Belt| states.iter().find(|b| b.belt == belt).and_then(|b| b.disabled);
        let live = phase == Phase::Belt && s.interactive();
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
        <div class={classes!("board-frame", belts_shown.then_some("with-belts"), (phase == Phase::Belt).then_some("belt-phase"))}>
            <div ref={board_ref} class={classes!("board", s.view.is_some().then_some("history"),
                                                 moving.then_some("moving"), s.motion.replay.then_some("replay"))}
                 data-fen={shown.fen()} data-phase={phase.key()} data-turn={shown.turn().char().to_string()}
                 data-danger-for={s.danger_known().map(|sq| sq.to_string())}
                 role="grid" aria-label="Chess board: arrow keys move between squares, Enter or Space selects and moves"
                 onpointerdown={pointer.down} onpointermove={pointer.moved} onpointerup={pointer.up}
                 onpointercancel={pointer.cancel} {onkeydown}>
                // Rows for the grid's structure only: `display: contents` keeps the 8x8 layout.
                { for squares.collect::<Vec<_>>().chunks(8).enumerate().map(|(row, cells)| html! {
                    <div key={format!("row-{row}")} role="row" class="board-row">{ for cells.iter().cloned() }</div>
                }) }
                // In a box of their own, so that their coming and going never
                // makes Yew rebuild the rows (the focused square would lose focus).
                <div class="board-exits">{ exits }</div>
                <div class="board-bands">{ bands }</div>
                <div ref={ghost_ref} class="ghost" aria-hidden="true"></div>
            </div>
            { for arrows }
        </div>
    }
}
