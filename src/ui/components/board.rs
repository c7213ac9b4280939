//! The board: 64 squares with their pieces and highlights, the belt arrows
//! around it, and the pointer handling (click-click and drag, mouse and touch).

use super::{piece_image, BeltArrow, PieceView};
use crate::rules::{Belt, File, Rank, Square};
use crate::ui::app::use_store;
use crate::ui::keys::{board_key, first_focus, square_label, KeyEffect};
use crate::ui::state::{Action, Phase, Slide, State};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// A pointer drag in progress.
struct Drag {
    /// The square where the pointer went down.
    from: Square,
    /// Where it went down, to tell a click from a drag.
    start: (i32, i32),
    /// Whether it has moved far enough to be a drag.
    moved: bool,
    /// Whether a piece follows the pointer (a normal move; a belt drag has none).
    ghost: bool,
    /// In a belt drag, the square the belt has been shifted to so far (it
    /// follows the pointer square by square).
    reached: Square,
    /// In a belt drag, whether it runs along the file (else the rank), once known.
    along_file: Option<bool>,
}

/// Where a belt drag from `origin` has reached with the pointer over `over`:
/// the square of the drag's file or rank nearest the pointer, so that a
/// slightly crooked drag still follows one belt. The direction is fixed by
/// the first square left.
fn belt_drag_target(origin: Square, over: Square, along_file: &mut Option<bool>) -> Square {
    let df = (i32::from(over.file().index()) - i32::from(origin.file().index())).abs();
    let dr = (i32::from(over.rank().index()) - i32::from(origin.rank().index())).abs();
    let file = *along_file.get_or_insert(dr >= df);
    if file {
        Square::from_coords(origin.file(), over.rank())
    } else {
        Square::from_coords(over.file(), origin.rank())
    }
}

/// How far (in CSS pixels) the pointer must move before a press becomes a drag.
const DRAG_THRESHOLD: i32 = 4;

/// The squares from the top-left corner of the screen, row by row.
fn screen_order(flipped: bool) -> Vec<Square> {
    let mut out = Vec::with_capacity(64);
    for row in 0..8 {
        for col in 0..8 {
            out.push(screen_square(flipped, row, col));
        }
    }
    out
}

/// The square shown at screen row `row` and column `col` (0..8 from the top left).
fn screen_square(flipped: bool, row: usize, col: usize) -> Square {
    let (file, rank) = if flipped { (7 - col, row) } else { (col, 7 - row) };
    Square::from_coords(File::ALL[file], Rank::ALL[rank])
}

/// The screen row and column (0..8 from the top left) of `sq`.
fn screen_position(flipped: bool, sq: Square) -> (usize, usize) {
    let (file, rank) = (usize::from(sq.file().index()), usize::from(sq.rank().index()));
    if flipped {
        (rank, 7 - file)
    } else {
        (7 - rank, file)
    }
}

/// The square under the client point (x, y) of the board element, if any.
fn square_at(board: &Element, flipped: bool, x: i32, y: i32) -> Option<Square> {
    let rect = board.get_bounding_client_rect();
    let col = ((f64::from(x) - rect.left()) / rect.width() * 8.0).floor();
    let row = ((f64::from(y) - rect.top()) / rect.height() * 8.0).floor();
    ((0.0..8.0).contains(&col) && (0.0..8.0).contains(&row)).then(|| screen_square(flipped, row as usize, col as usize))
}

/// The CSS custom properties that start a piece at its origin (see `slide` in
/// the stylesheet); board units turned into screen units.
fn slide_style(slide: &Slide, flipped: bool, belt_delay: bool) -> String {
    let sign = if flipped { -1 } else { 1 };
    format!(
        "--nx:{};--ny:{};--bx:{};--by:{};--belt-delay:{}ms",
        slide.normal.0 * sign,
        -slide.normal.1 * sign,
        slide.belt.0 * sign,
        -slide.belt.1 * sign,
        if belt_delay { 180 } else { 0 }
    )
}

/// The element of the piece on `sq`, to dim while it is dragged.
fn piece_element(board: &Element, sq: Square) -> Option<HtmlElement> {
    board
        .query_selector(&format!("[data-square=\"{sq}\"] .piece"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
}

fn end_drag(board: &Element, ghost: &NodeRef, drag: &Drag) {
    if let Some(g) = ghost.cast::<HtmlElement>() {
        let _ = g.set_attribute("class", "ghost");
        let _ = g.remove_attribute("style");
    }
    if let Some(p) = piece_element(board, drag.from) {
        let _ = p.style().remove_property("opacity");
    }
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

/// The 8x8 board, with the belt arrows around it in Full Belt Chess.
#[component]
pub fn BoardView() -> Html {
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
    let last = s.last_turn();
    let hint = s
        .hint
        .as_ref()
        .filter(|_| s.view.is_none() && s.pending.is_none())
        .map(|h| h.turn);
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

    let onpointerdown = {
        let store = store.clone();
        let board_ref = board_ref.clone();
        let ghost_ref = ghost_ref.clone();
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            let s = &store.0;
            if !s.interactive() || (e.pointer_type() == "mouse" && e.button() != 0) {
                return;
            }
            let Some(el) = board_ref.cast::<Element>() else { return };
            let Some(sq) = square_at(&el, s.flipped, e.client_x(), e.client_y()) else {
                return;
            };
            e.prevent_default();
            let pos = s.position();
            let own = pos.board().piece_at(sq).is_some_and(|p| p.color == pos.turn());
            let completes_move = s.selected.is_some() && s.targets().contains(&sq);
            let ghost = s.phase() == Phase::Move && own && !completes_move;
            if ghost || s.phase() == Phase::Belt {
                let _ = el.set_pointer_capture(e.pointer_id());
                if ghost {
                    if let (Some(g), Some(p)) = (ghost_ref.cast::<HtmlElement>(), pos.board().piece_at(sq)) {
                        let _ = g.set_attribute("class", "ghost piece");
                        let _ = g.set_attribute("style", &piece_image(p));
                    }
                }
                *drag.borrow_mut() = Some(Drag {
                    from: sq,
                    start: (e.client_x(), e.client_y()),
                    moved: false,
                    ghost,
                    reached: sq,
                    along_file: None,
                });
            }
            store.dispatch(Action::Press(sq));
        })
    };

    let onpointermove = {
        let store = store.clone();
        let board_ref = board_ref.clone();
        let ghost_ref = ghost_ref.clone();
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            let mut guard = drag.borrow_mut();
            let Some(d) = guard.as_mut() else { return };
            let (dx, dy) = (e.client_x() - d.start.0, e.client_y() - d.start.1);
            if !d.moved && dx.abs().max(dy.abs()) < DRAG_THRESHOLD {
                return;
            }
            let Some(el) = board_ref.cast::<Element>() else { return };
            if d.ghost {
                let rect = el.get_bounding_client_rect();
                let size = rect.width() / 8.0;
                if let Some(g) = ghost_ref.cast::<HtmlElement>() {
                    let style = g.style();
                    let _ = style.set_property("display", "block");
                    let _ = style.set_property("width", &format!("{size}px"));
                    let _ = style.set_property("height", &format!("{size}px"));
                    let _ = style.set_property(
                        "transform",
                        &format!(
                            "translate({}px, {}px)",
                            f64::from(e.client_x()) - rect.left() - size / 2.0,
                            f64::from(e.client_y()) - rect.top() - size / 2.0
                        ),
                    );
                }
                if !d.moved {
                    if let Some(p) = piece_element(&el, d.from) {
                        let _ = p.style().set_property("opacity", "0.3");
                    }
                }
            } else if let Some(over) = square_at(&el, store.0.flipped, e.client_x(), e.client_y()) {
                // A belt drag: the belt follows the pointer, one square at a time.
                if over != d.from || d.along_file.is_some() {
                    let to = belt_drag_target(d.from, over, &mut d.along_file);
                    if to != d.reached {
                        let from = d.reached;
                        d.reached = to;
                        store.dispatch(Action::BeltDrag { from, to });
                    }
                }
            }
            d.moved = true;
        })
    };

    let onpointerup = {
        let store = store.clone();
        let board_ref = board_ref.clone();
        let ghost_ref = ghost_ref.clone();
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(d) = drag.borrow_mut().take() else { return };
            let Some(el) = board_ref.cast::<Element>() else { return };
            end_drag(&el, &ghost_ref, &d);
            // A belt drag has already shifted the belt while the pointer moved.
            if d.moved && d.ghost {
                let to = square_at(&el, store.0.flipped, e.client_x(), e.client_y()).unwrap_or(d.from);
                store.dispatch(Action::Drop { from: d.from, to });
            }
        })
    };

    let onpointercancel = {
        let board_ref = board_ref.clone();
        let ghost_ref = ghost_ref.clone();
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| {
            if let (Some(d), Some(el)) = (drag.borrow_mut().take(), board_ref.cast::<Element>()) {
                end_drag(&el, &ghost_ref, &d);
            }
        })
    };

    // A piece that wraps round the belt enters from one edge (its slide starts
    // off the board); a copy of it leaves by the other edge at the same time,
    // so the belt reads as a conveyor.
    let exits = if s.view.is_none() {
        s.motion.slides.clone()
    } else {
        Vec::new()
    };
    let exits = exits.into_iter().filter_map(|sl| {
        let (f, r) = (i32::from(sl.square.file().index()), i32::from(sl.square.rank().index()));
        let (of, or) = (f + sl.belt.0, r + sl.belt.1);
        if (0..8).contains(&of) && (0..8).contains(&or) {
            return None;
        }
        let piece = board.piece_at(sl.square)?;
        let origin = Square::from_coords(File::ALL[of.rem_euclid(8) as usize], Rank::ALL[or.rem_euclid(8) as usize]);
        let (row, col) = screen_position(flipped, origin);
        let leave = Slide { square: origin, normal: (0, 0), belt: (-sl.belt.0, -sl.belt.1) };
        let style = format!(
            "left:{}%;top:{}%;{}",
            col as f64 * 12.5,
            row as f64 * 12.5,
            slide_style(&leave, flipped, belt_delay)
        );
        Some(html! {
            <div key={format!("exit-{}-{}", sl.square, s.motion.seq)} class="exit-slide" style={style} aria-hidden="true">
                <PieceView piece={piece} />
            </div>
        })
    });

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

    let squares = screen_order(flipped).into_iter().enumerate().map(|(i, sq)| {
        let (row, col) = (i / 8, i % 8);
        let piece = board.piece_at(sq);
        let light = (sq.file().index() + sq.rank().index()) % 2 == 1;
        let on_last = last.is_some_and(|t| t.normal.from == sq || t.normal.to == sq);
        let on_last_belt = last.and_then(|t| t.belt).is_some_and(|b| b.belt().mask().contains(sq));
        let on_hint = hint.is_some_and(|t| t.normal.from == sq || t.normal.to == sq);
        let on_hint_belt = hint.and_then(|t| t.belt).is_some_and(|b| b.belt().mask().contains(sq));
        let class = classes!(
            "sq",
            if light { "light" } else { "dark" },
            (s.selected == Some(sq) && s.view.is_none()).then_some("selected"),
            targets
                .contains(&sq)
                .then_some(if piece.is_some() { "target-capture" } else { "target" }),
            on_last.then_some("last"),
            on_last_belt.then_some("last-belt"),
            on_hint.then_some("hint"),
            on_hint_belt.then_some("hint-belt"),
            checked.contains(&sq).then_some("check"),
            preview_belt
                .is_some_and(|b| b.mask().contains(sq))
                .then_some("preview-belt"),
            (anchor == Some(sq)).then_some("anchor"),
        );
        let slide = if s.view.is_none() { s.motion.slide_at(sq) } else { None };
        let content = piece.map(|p| match slide {
            Some(sl) => {
                let key = format!("{sq}-{}", s.motion.seq);
                let belt_class = (sl.belt != (0, 0)).then_some("belt-slide");
                let move_class = (sl.normal != (0, 0)).then_some("move-slide");
                html! {
                    <div key={key} class={classes!("slot", belt_class)} style={slide_style(sl, flipped, belt_delay)}>
                        <PieceView piece={p} class={classes!(move_class)} />
                    </div>
                }
            }
            None => html! { <div key={sq.to_string()} class="slot"><PieceView piece={p} /></div> },
        });
        html! {
            <div key={sq.to_string()} class={class} data-square={sq.to_string()}
                 data-piece={piece.map(State::piece_code)}
                 role="gridcell" tabindex={if sq == active { "0" } else { "-1" }}
                 aria-label={square_label(s, sq)}
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

    let arrows = belts_shown.then(|| {
        let states = s.belt_states();
        let reason = |belt: Belt| states.iter().find(|b| b.belt == belt).and_then(|b| b.disabled.clone());
        let live = phase == Phase::Belt && s.interactive();
        let sign = if flipped { -1 } else { 1 };
        let files: Vec<File> = (0..8).map(|c| screen_square(flipped, 0, c).file()).collect();
        let ranks: Vec<Rank> = (0..8).map(|r| screen_square(flipped, r, 0).rank()).collect();
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
        <div class={classes!("board-frame", belts_shown.then_some("with-belts"), (phase == Phase::Belt).then_some("belt-phase"))}>
            <div ref={board_ref} class={classes!("board", s.view.is_some().then_some("history"))}
                 data-fen={shown.fen()} data-phase={phase.key()} data-turn={shown.turn().char().to_string()}
                 role="grid" aria-label="Chess board: arrow keys move between squares, Enter or Space selects and moves"
                 {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
                // Rows for the grid's structure only: `display: contents` keeps the 8x8 layout.
                { for squares.collect::<Vec<_>>().chunks(8).enumerate().map(|(row, cells)| html! {
                    <div key={format!("row-{row}")} role="row" class="board-row">{ for cells.iter().cloned() }</div>
                }) }
                // In a box of their own, so that their coming and going never
                // makes Yew rebuild the rows (the focused square would lose focus).
                <div class="board-exits">{ for exits }</div>
                <div ref={ghost_ref} class="ghost" aria-hidden="true"></div>
            </div>
            { for arrows }
        </div>
    }
}
