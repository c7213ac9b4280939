//! The board editor (`studio.html?editor=1&variant=..&fen=..`): a palette,
//! a board to place pieces on by click or drag, the setups, the position's
//! other fields, the FEN both ways, the rules' verdict as text, and from a
//! legal position: play it, share it, embed it. The position and its rules
//! live in [`crate::ui::editor::draft`]; this file draws them and follows
//! the pointer.

use crate::i18n::msg;
use crate::rules::{Color, Piece, Role, Square};
use crate::ui::editor::draft::{palette, Draft, Edit, Fault, Tool};
use crate::ui::editor::view::board::{EditorBoard, Palette, Source};
use crate::ui::game::words::errors::{link_error, position_error};
use crate::ui::settings::hooks::lang::{tr, use_page_language};
use crate::ui::web::{address, clipboard};
use crate::ui::words::keys::side_key;
use crate::ui::{board::view::piece::piece_class, editor::view::fields::EditorFields};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

impl Reducible for Draft {
    type Action = Edit;

    fn reduce(self: Rc<Self>, action: Edit) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

/// A press being followed: where it started, and where the pointer is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Press {
    /// The square or palette item pressed.
    source: Source,
    /// The piece carried, if any.
    piece: Option<Piece>,
    /// Where the press started (client pixels).
    start: (i32, i32),
    /// Where the pointer is now.
    at: (i32, i32),
    /// Whether it went far enough to be a drag rather than a click.
    moved: bool,
}

/// What a copy button copied, as the catalogue's messages select on it
/// (`editor-copied`, `editor-copy-failed`): `link` or `embed`.
type Copy = &'static str;

/// How far (in pixels, each way) a press moves before it is a drag.
const DRAG_SLOP: i32 = 4;

/// The square under a point of the page, if any.
fn square_at(x: i32, y: i32) -> Option<Square> {
    gloo::utils::document()
        .element_from_point(x as f32, y as f32)?
        .closest("[data-square]")
        .ok()??
        .get_attribute("data-square")?
        .parse()
        .ok()
}

/// Properties of [`EditorPage`].
#[derive(Properties, PartialEq)]
pub struct EditorPageProps {
    /// The editor the address asked for.
    pub draft: Draft,
}

/// The whole editor page (`data-editor`).
#[component]
pub fn EditorPage(props: &EditorPageProps) -> Html {
    // The studio's language: drawn again, its children with it (they take
    // the code as a property), once the language arrives.
    let lang = use_page_language();
    let draft = {
        let first = props.draft.clone();
        use_reducer(move || first)
    };
    let tool = use_state(|| Tool::Put(Piece::new(Color::White, Role::King)));
    // The live values the pointer handlers read: a press and its release
    // can come before Yew draws again, so state handles (which hold the
    // value of their render) would be stale; the state copies only draw.
    let tool_now = use_mut_ref(|| *tool);
    let press_now = use_mut_ref(|| None::<Press>);
    let flipped = use_state(|| false);
    let press = use_state(|| None::<Press>);
    // What was copied last and whether the browser allowed it: words only
    // in the view, so that they follow the language.
    let copied = use_state(|| None::<(Copy, bool)>);
    let editor = &draft.editor;

    // A click (or a key) on a square or palette item.
    let act = {
        let (draft, tool, tool_now) = (draft.dispatcher(), tool.clone(), tool_now.clone());
        Callback::from(move |source: Source| match source {
            Source::Palette(t) => {
                *tool_now.borrow_mut() = t;
                tool.set(t);
            }
            Source::Square(sq) => draft.dispatch(Edit::Click(sq, *tool_now.borrow())),
        })
    };
    let on_press = {
        let (press_now, board) = (press_now.clone(), editor.setup.board);
        Callback::from(move |(source, e): (Source, PointerEvent)| {
            if e.button() != 0 {
                return;
            }
            // The drag is ours, not the browser's (text selection, scrolling).
            e.prevent_default();
            // Captured by the square or item pressed (Yew listens on the
            // body, which is the event's current target), so that the
            // release comes back to the page's handlers wherever it happens.
            if let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|t| t.closest("[data-square],[data-palette]").ok().flatten())
            {
                let _ = el.set_pointer_capture(e.pointer_id());
            }
            let piece = match source {
                Source::Square(sq) => board.piece_at(sq),
                Source::Palette(Tool::Put(p)) => Some(p),
                Source::Palette(Tool::Erase) => None,
            };
            let at = (e.client_x(), e.client_y());
            *press_now.borrow_mut() = Some(Press {
                source,
                piece,
                start: at,
                at,
                moved: false,
            });
        })
    };
    let on_move = {
        let (press, press_now) = (press.clone(), press_now.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(p) = *press_now.borrow() else { return };
            let at = (e.client_x(), e.client_y());
            let moved = p.moved || (at.0 - p.start.0).abs() > DRAG_SLOP || (at.1 - p.start.1).abs() > DRAG_SLOP;
            let next = Press { at, moved, ..p };
            *press_now.borrow_mut() = Some(next);
            if moved {
                press.set(Some(next));
            }
        })
    };
    let on_release = {
        let (press, press_now, draft, act) = (press.clone(), press_now.clone(), draft.dispatcher(), act.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(p) = press_now.borrow_mut().take() else { return };
            press.set(None);
            if !p.moved {
                act.emit(p.source);
                return;
            }
            let target = square_at(e.client_x(), e.client_y());
            match (p.source, p.piece, target) {
                (Source::Square(from), Some(_), Some(to)) => draft.dispatch(Edit::Move(from, to)),
                // Dragged off the board: taken away.
                (Source::Square(from), Some(_), None) => draft.dispatch(Edit::Remove(from)),
                (Source::Palette(_), Some(piece), Some(to)) => draft.dispatch(Edit::Put(to, piece)),
                (Source::Palette(Tool::Erase), None, Some(to)) => draft.dispatch(Edit::Remove(to)),
                _ => {}
            }
        })
    };
    let on_cancel = {
        let (press, press_now) = (press.clone(), press_now.clone());
        Callback::from(move |_: PointerEvent| {
            press_now.borrow_mut().take();
            press.set(None);
        })
    };

    let lifted = press.and_then(|p| match (p.moved, p.source) {
        (true, Source::Square(sq)) => Some(sq),
        _ => None,
    });
    let ghost = press.filter(|p| p.moved).and_then(|p| p.piece).map(|piece| {
        let (x, y) = press.map(|p| p.at).unwrap_or_default();
        html! { <div class={classes!("editor-ghost", "piece", piece_class(piece))} style={format!("left:{x}px;top:{y}px")} aria-hidden="true" /> }
    });

    let pieces = palette(editor.variant);
    let (white, black): (Vec<Piece>, Vec<Piece>) = pieces.into_iter().partition(|p| p.color == Color::White);
    let (top, bottom) = if *flipped { (white, black) } else { (black, white) };
    let on_key = act.clone();

    // The fault is typed; its words are the page's language's.
    let message = draft.fault().map(|fault| match fault {
        Fault::Link(e) => link_error(&e),
        Fault::Position(e) => position_error(&e),
    });
    let legal = message.is_none();
    let copy = |what: Copy, text: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            clipboard::copy(text.clone(), move |ok| copied.set(Some((what, ok))));
        })
    };
    let copied_text = copied.map(|(what, ok)| {
        if ok {
            tr(&msg::editor_copied(what))
        } else {
            tr(&msg::editor_copy_failed(what))
        }
    });
    let base = address::folder();
    let flip = {
        let flipped = flipped.clone();
        Callback::from(move |_: MouseEvent| flipped.set(!*flipped))
    };
    let ai_side = !editor.setup.turn;
    let turn = side_key(editor.setup.turn);
    let (top_side, bottom_side) = if *flipped {
        ("white", "black")
    } else {
        ("black", "white")
    };

    html! {
        <main class="editor" data-editor="" onpointermove={on_move} onpointerup={on_release} onpointercancel={on_cancel}>
            <header class="editor-top">
                <h1>{ tr(msg::studio_editor()) }</h1>
                <a class="back" href="./">{ tr(msg::analysis_back()) }</a>
            </header>
            <div class="editor-layout">
                <div class="editor-board-column">
                    <Palette pieces={top} selected={*tool} on_press={on_press.clone()} on_key={on_key.clone()}
                             label={tr(&msg::editor_palette(top_side))} />
                    <EditorBoard board={editor.setup.board} flipped={*flipped} lifted={lifted} {lang}
                                 on_press={on_press.clone()} on_key={on_key.clone()} />
                    <Palette pieces={bottom} erase=true selected={*tool} on_press={on_press} on_key={on_key}
                             label={tr(&msg::editor_palette_eraser(bottom_side))} />
                    <p class="editor-hint">{ tr(msg::editor_hint()) }</p>
                </div>
                <div class="editor-side">
                    <EditorFields draft={(*draft).clone()} on_edit={draft.dispatcher().to_callback()} {lang} />
                    <p class="editor-error" data-editor-error="" role="status">{ message.clone().unwrap_or_default() }</p>
                    if legal {
                        <p class="editor-ok">{ tr(&msg::editor_legal(turn)) }</p>
                    }
                    <div class="editor-actions">
                        if legal {
                            <a class="button primary" data-action="play-ai" href={editor.play_link(Some(ai_side))}
                               title={tr(&msg::editor_play_ai_title(turn))}>{ tr(msg::editor_play_ai()) }</a>
                            <a class="button" data-action="play-friend" href={editor.play_link(None)}>{ tr(msg::editor_play_friend()) }</a>
                            <a class="button" data-action="analyse" href={editor.analysis_link()}
                               title={tr(msg::editor_analyse_title())}>{ tr(msg::editor_analyse()) }</a>
                        } else {
                            <button type="button" class="primary" disabled=true>{ tr(msg::editor_play_ai()) }</button>
                            <button type="button" disabled=true>{ tr(msg::editor_play_friend()) }</button>
                            <button type="button" disabled=true>{ tr(msg::editor_analyse()) }</button>
                        }
                        <button type="button" data-action="share-editor" disabled={!legal}
                                onclick={copy("link", editor.editor_link(&base))}>{ tr(msg::editor_share_link()) }</button>
                        <button type="button" data-action="embed-div" disabled={!legal} title={tr(msg::editor_embed_div_title())}
                                onclick={copy("embed", editor.embed_div(&base))}>{ tr(msg::editor_embed_div()) }</button>
                        <button type="button" data-action="embed-iframe" disabled={!legal} title={tr(msg::editor_embed_iframe_title())}
                                onclick={copy("embed", editor.embed_iframe(&base, &tr(msg::diagram_label())))}>{ tr(msg::editor_embed_iframe()) }</button>
                        <button type="button" data-action="flip" aria-pressed={flipped.to_string()} onclick={flip}>{ tr(msg::analysis_flip()) }</button>
                    </div>
                    if let Some(text) = copied_text { <p class="editor-copied" role="status">{ text }</p> }
                </div>
            </div>
            { for ghost }
        </main>
    }
}
