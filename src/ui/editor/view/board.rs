//! The board editor's board and palette: squares (the board renderer's,
//! [`crate::ui::board::view::render::BoardRender`]) and palette pieces as buttons (a click, Enter or Space acts; a press starts a drag, which the
//! editor page follows: [`crate::ui::editor::view::page::EditorPage`]).

use crate::i18n::{msg, t};
use crate::rules::{Board, Piece, Square};
use crate::ui::board::view::piece::PieceView;
use crate::ui::board::view::{
    render::{BoardRender, Input, OwnSquare},
    square::{Mark, SquareMarks},
};
use crate::ui::editor::draft::Tool;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::words::keys::side_key;
use crate::ui::words::spoken::square_label;
use yew::prelude::*;

/// Where a press started: a square of the board or a palette item.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A square (holding a piece or not).
    Square(Square),
    /// A palette item.
    Palette(Tool),
}

/// Properties of [`EditorBoard`].
#[derive(Properties, PartialEq)]
pub struct EditorBoardProps {
    /// The pieces.
    pub board: Board,
    /// Black at the bottom.
    pub flipped: bool,
    /// The square a drag started from, whose piece is shown faded.
    pub lifted: Option<Square>,
    /// A press on a square (pointer down): the page decides click or drag.
    pub on_press: Callback<(Source, PointerEvent)>,
    /// A keyboard activation (Enter or Space) of a square.
    pub on_key: Callback<Source>,
    /// The language the page speaks: the squares' names are drawn again
    /// when it arrives.
    pub lang: &'static str,
}

/// A pointer press on `source`, sent to the page.
fn press(on_press: &Callback<(Source, PointerEvent)>, source: Source) -> Callback<PointerEvent> {
    let on_press = on_press.clone();
    Callback::from(move |e: PointerEvent| on_press.emit((source, e)))
}

/// A click that came from the keyboard (a pointer click has a click count,
/// and pointer clicks are handled from the press and release instead).
fn key_click(on_key: &Callback<Source>, source: Source) -> Callback<MouseEvent> {
    let on_key = on_key.clone();
    Callback::from(move |e: MouseEvent| {
        if e.detail() == 0 {
            on_key.emit(source)
        }
    })
}

/// A square's name for screen readers: "f3, White knight" (the game
/// board's words, without its selection and targets).
fn label(sq: Square, piece: Option<Piece>) -> String {
    square_label(sq, piece, false, false, false)
}

/// A palette piece's name: "White knight".
fn piece_label(p: Piece) -> String {
    t(&msg::piece_of_side(side_key(p.color), p.role.name()))
}

/// The 64 squares of the editor, drawn by the board renderer, each a button.
#[component]
pub fn EditorBoard(props: &EditorBoardProps) -> Html {
    let mut marks = SquareMarks::default();
    marks.add_all(props.lifted, Mark::Lifted);
    let (board, on_press, on_key) = (props.board, props.on_press.clone(), props.on_key.clone());
    let input = Input::Own(Callback::from(move |own: OwnSquare| {
        let (sq, source) = (own.square, Source::Square(own.square));
        html! {
            <button key={sq.to_string()} type="button" class={classes!(own.class, "editor-sq")}
                    data-square={sq.to_string()} aria-label={label(sq, board.piece_at(sq))}
                    onpointerdown={press(&on_press, source)} onclick={key_click(&on_key, source)}>
                { own.content }
            </button>
        }
    }));
    html! {
        <div class="board editor-board" role="group" aria-label={tr(msg::editor_board())}>
            <BoardRender board={props.board} flipped={props.flipped} input={input} marks={marks} coords=true />
        </div>
    }
}

/// Properties of [`Palette`].
#[derive(Properties, PartialEq)]
pub struct PaletteProps {
    /// The pieces offered.
    pub pieces: Vec<Piece>,
    /// Whether to offer the eraser too.
    #[prop_or_default]
    pub erase: bool,
    /// The tool selected.
    pub selected: Tool,
    /// A press on an item (pointer down): the page decides select or drag.
    pub on_press: Callback<(Source, PointerEvent)>,
    /// A keyboard activation of an item.
    pub on_key: Callback<Source>,
    /// What the row holds, for screen readers.
    pub label: AttrValue,
}

/// A row of pieces to place (`data-palette="wK"`, ..., `"erase"`).
#[component]
pub fn Palette(props: &PaletteProps) -> Html {
    let item = |tool: Tool| {
        let source = Source::Palette(tool);
        let (content, label) = match tool {
            Tool::Put(p) => (html! { <PieceView piece={p} /> }, piece_label(p)),
            Tool::Erase => (
                html! { <span class="eraser" aria-hidden="true">{ "✕" }</span> },
                t(msg::editor_eraser()),
            ),
        };
        html! {
            <button type="button" class={classes!("palette-item", (props.selected == tool).then_some("selected"))}
                    data-palette={tool.key()} aria-pressed={(props.selected == tool).to_string()} title={label.clone()}
                    aria-label={label} onpointerdown={press(&props.on_press, source)} onclick={key_click(&props.on_key, source)}>
                { content }
            </button>
        }
    };
    html! {
        <div class="palette" role="toolbar" aria-label={props.label.clone()}>
            { for props.pieces.iter().map(|&p| item(Tool::Put(p))) }
            if props.erase { { item(Tool::Erase) } }
        </div>
    }
}
