//! The board's pointer handling (mouse, pen and touch alike): click-click,
//! dragging a piece for the normal move, and dragging along a file or rank
//! for the belt move, which follows the pointer square by square.

use crate::rules::Square;
use crate::ui::board::geometry::{belt_drag_target, square_at_point};
use crate::ui::board::view::piece::piece_class;
use crate::ui::board::{phase::Phase, state::BoardAction};
use crate::ui::store::hooks::StoreHandle;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// A pointer drag in progress.
pub struct Drag {
    /// The square where the pointer went down.
    from: Square,
    /// Where it went down, to tell a click from a drag.
    start: (i32, i32),
    /// Whether it has moved far enough to be a drag.
    moved: bool,
    /// Whether a piece follows the pointer (a normal move; a belt drag has none).
    ghost: bool,
    /// In a belt drag, the square the belt has been shifted to so far.
    reached: Square,
    /// In a belt drag, whether it runs along the file (else the rank), once known.
    along_file: Option<bool>,
}

/// How far (in CSS pixels) the pointer must move before a press becomes a drag.
const DRAG_THRESHOLD: i32 = 4;

/// The square under the client point (x, y) of the board element, if any.
pub(crate) fn square_at(board: &Element, flipped: bool, x: i32, y: i32) -> Option<Square> {
    let rect = board.get_bounding_client_rect();
    square_at_point(
        flipped,
        (f64::from(x) - rect.left()) / rect.width(),
        (f64::from(y) - rect.top()) / rect.height(),
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

/// The four pointer handlers of the board.
pub struct PointerHandlers {
    /// `pointerdown`.
    pub down: Callback<PointerEvent>,
    /// `pointermove`.
    pub moved: Callback<PointerEvent>,
    /// `pointerup`.
    pub up: Callback<PointerEvent>,
    /// `pointercancel`.
    pub cancel: Callback<PointerEvent>,
}

/// The pointer handlers for the board element `board_ref`, drawing the
/// dragged piece in `ghost_ref`.
/// Only while the page lets the user act (`live`).
pub fn pointer_handlers(
    store: &StoreHandle,
    live: bool,
    board_ref: &NodeRef,
    ghost_ref: &NodeRef,
    drag: &Rc<RefCell<Option<Drag>>>,
) -> PointerHandlers {
    let down = {
        let (store, board_ref, ghost_ref, drag) = (store.clone(), board_ref.clone(), ghost_ref.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            let s = &store.0;
            if e.pointer_type() == "touch" && !s.touch {
                store.dispatch(BoardAction::TouchUsed);
            }
            if !live || (e.pointer_type() == "mouse" && e.button() != 0) {
                return;
            }
            let Some(el) = board_ref.cast::<Element>() else { return };
            let Some(sq) = square_at(&el, s.flipped, e.client_x(), e.client_y()) else {
                return;
            };
            e.prevent_default();
            // The press stops the browser's own focus change: move the focus
            // to the board, so that Enter then confirms here rather than
            // pressing a button focused before. Only for a keyboard's user:
            // Chromium rings a square focused by a script after a touch (a
            // blue box left on a phone's board); the others' focus just
            // leaves that button.
            if s.keyboard {
                if let Some(cell) = el
                    .query_selector(&format!("[data-square=\"{sq}\"]"))
                    .ok()
                    .flatten()
                    .and_then(|c| c.dyn_into::<HtmlElement>().ok())
                {
                    let _ = cell.focus();
                }
            } else if let Some(active) = gloo::utils::document()
                .active_element()
                .and_then(|a| a.dyn_into::<HtmlElement>().ok())
            {
                active.blur().ok();
            }
            let pos = s.position();
            let own = pos.board().piece_at(sq).is_some_and(|p| p.color == pos.turn());
            let completes_move = s.selected.is_some() && s.targets().contains(&sq);
            let ghost = s.phase() == Phase::Move && own && !completes_move;
            if ghost || s.phase() == Phase::Belt {
                let _ = el.set_pointer_capture(e.pointer_id());
                if ghost {
                    if let (Some(g), Some(p)) = (ghost_ref.cast::<HtmlElement>(), pos.board().piece_at(sq)) {
                        let _ = g.set_attribute("class", &format!("ghost piece {}", piece_class(p)));
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
            store.dispatch(BoardAction::Press(sq));
        })
    };
    let moved = {
        let (store, board_ref, ghost_ref, drag) = (store.clone(), board_ref.clone(), ghost_ref.clone(), drag.clone());
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
                // Whole pixels: formatting an f64 would pull float printing into the wasm.
                let px = size.round() as i32;
                if let Some(g) = ghost_ref.cast::<HtmlElement>() {
                    let style = g.style();
                    let _ = style.set_property("display", "block");
                    let _ = style.set_property("width", &format!("{px}px"));
                    let _ = style.set_property("height", &format!("{px}px"));
                    let _ = style.set_property(
                        "transform",
                        &format!(
                            "translate({}px, {}px)",
                            (f64::from(e.client_x()) - rect.left() - size / 2.0).round() as i32,
                            (f64::from(e.client_y()) - rect.top() - size / 2.0).round() as i32
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
                        store.dispatch(BoardAction::BeltDrag { from, to });
                    }
                }
            }
            d.moved = true;
        })
    };
    let up = {
        let (store, board_ref, ghost_ref, drag) = (store.clone(), board_ref.clone(), ghost_ref.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(d) = drag.borrow_mut().take() else { return };
            let Some(el) = board_ref.cast::<Element>() else { return };
            end_drag(&el, &ghost_ref, &d);
            // A belt drag has already shifted the belt while the pointer moved.
            if d.moved && d.ghost {
                let to = square_at(&el, store.0.flipped, e.client_x(), e.client_y()).unwrap_or(d.from);
                store.dispatch(BoardAction::Drop { from: d.from, to });
            }
        })
    };
    let cancel = {
        let (board_ref, ghost_ref, drag) = (board_ref.clone(), ghost_ref.clone(), drag.clone());
        Callback::from(move |_: PointerEvent| {
            if let (Some(d), Some(el)) = (drag.borrow_mut().take(), board_ref.cast::<Element>()) {
                end_drag(&el, &ghost_ref, &d);
            }
        })
    };
    PointerHandlers {
        down,
        moved,
        up,
        cancel,
    }
}
