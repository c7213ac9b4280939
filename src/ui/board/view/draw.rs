//! Drawing on the board with the pointer, lichess's way: a right click on a
//! square draws a circle, a right drag an arrow (Shift red, Alt blue, Ctrl
//! yellow, else green), a long press on a touch screen a circle (when the
//! finger lifts; again on it, the next colour, and after yellow none); a
//! left click (a tap) rubs them out. The moves' handlers ignore the right
//! button, so it cannot move a piece or a belt (the belt arrows, outside
//! the board, are not drawn on).

use crate::rules::Square;
use crate::ui::board::drawing::{Brush, DrawAction, Shape};
use crate::ui::board::state::BoardAction;
use crate::ui::board::view::drag::square_at;
use crate::ui::store::hooks::StoreHandle;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

/// How long (ms) a touch must rest on a square to draw a circle there.
const LONG_PRESS_MS: f64 = 550.0;

/// How far (in CSS pixels) a touch may wander and still be a long press.
const LONG_PRESS_SLACK: i32 = 10;

/// A press that may become a drawing.
pub struct Sketch {
    /// The square pressed.
    from: Square,
    /// Where the pointer went down.
    start: (i32, i32),
    /// When (the event's time stamp, ms).
    at: f64,
    /// A right button's press: its brush (else a touch).
    brush: Option<Brush>,
}

/// The drawing's pointer handlers, on the board's frame: the board's own
/// handlers have seen each event first (and leave the right button alone).
pub struct DrawHandlers {
    /// `pointerdown`.
    pub down: Callback<PointerEvent>,
    /// `pointerup`.
    pub up: Callback<PointerEvent>,
    /// `pointercancel`: a touch the browser took over draws nothing.
    pub cancel: Callback<PointerEvent>,
    /// `contextmenu`: never the browser's menu over the board.
    pub menu: Callback<MouseEvent>,
}

/// The handlers for the board element `board_ref`.
pub fn draw_handlers(store: &StoreHandle, board_ref: &NodeRef, sketch: &Rc<RefCell<Option<Sketch>>>) -> DrawHandlers {
    let at = |store: &StoreHandle, board_ref: &NodeRef, e: &PointerEvent| {
        let el = board_ref.cast::<Element>()?;
        square_at(&el, store.0.flipped, e.client_x(), e.client_y())
    };
    let clear = |store: &StoreHandle| {
        if !store.0.notes.on(store.0.shown_position().hash()).is_empty() {
            store.dispatch(BoardAction::Draw(DrawAction::Clear));
        }
    };
    let down = {
        let (store, board_ref, sketch) = (store.clone(), board_ref.clone(), sketch.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(from) = at(&store, &board_ref, &e) else { return };
            let mouse = e.pointer_type() == "mouse";
            let brush = (mouse && e.button() == 2).then(|| Brush::of_keys(e.shift_key(), e.alt_key(), e.ctrl_key()));
            if mouse && brush.is_none() {
                // A left click rubs the drawing out.
                if e.button() == 0 {
                    clear(&store);
                }
                return;
            }
            if let (Some(_), Some(el)) = (brush, board_ref.cast::<Element>()) {
                e.prevent_default();
                let _ = el.set_pointer_capture(e.pointer_id());
            }
            *sketch.borrow_mut() = Some(Sketch {
                from,
                start: (e.client_x(), e.client_y()),
                at: e.time_stamp(),
                brush,
            });
        })
    };
    let up = {
        let (store, board_ref, sketch) = (store.clone(), board_ref.clone(), sketch.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(s) = sketch.borrow_mut().take() else { return };
            let to = at(&store, &board_ref, &e);
            let shape = match s.brush {
                Some(brush) => to.map(|to| Shape {
                    from: s.from,
                    to,
                    brush,
                }),
                None => {
                    // A touch: resting long in place, a circle; a quick tap rubs out.
                    let (dx, dy) = (e.client_x() - s.start.0, e.client_y() - s.start.1);
                    if dx.abs().max(dy.abs()) > LONG_PRESS_SLACK {
                        return;
                    }
                    if e.time_stamp() - s.at < LONG_PRESS_MS {
                        clear(&store);
                        return;
                    }
                    // A touch has no modifier keys: pressing long on a
                    // circle again gives it the next colour.
                    let current = store
                        .0
                        .notes
                        .on(store.0.shown_position().hash())
                        .iter()
                        .find(|d| d.is_circle() && d.from == s.from)
                        .map(|d| d.brush);
                    Some(Shape {
                        from: s.from,
                        to: s.from,
                        brush: Brush::after_long_press(current),
                    })
                }
            };
            if let Some(shape) = shape {
                store.dispatch(BoardAction::Draw(DrawAction::Toggle(shape)));
            }
        })
    };
    let cancel = {
        let sketch = sketch.clone();
        Callback::from(move |_: PointerEvent| {
            sketch.borrow_mut().take();
        })
    };
    let menu = Callback::from(|e: MouseEvent| e.prevent_default());
    DrawHandlers { down, up, cancel, menu }
}
