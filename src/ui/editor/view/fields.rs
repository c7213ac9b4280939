//! The board editor's form: the game, its starting setups and an empty
//! board, the side to move, castling rights (Chess without Pawns), the
//! forbidden belt (Full Belt Chess), the move counters and the FEN field
//! (`data-editor-fen`), typed into or written by the board.

use crate::i18n::msg;
use crate::rules::{Belt, Color, Start, Variant, CASTLINGS};
use crate::ui::editor::draft::{starts, Draft, Edit};
use crate::ui::game::words::variant_name;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::words::keys::{belt_key, side_key};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Properties of [`EditorFields`].
#[derive(Properties, PartialEq)]
pub struct EditorFieldsProps {
    /// The editor's state.
    pub draft: Draft,
    /// Where the changes go.
    pub on_edit: Callback<Edit>,
    /// The language the page speaks: the fields are drawn again when it
    /// arrives.
    pub lang: &'static str,
}

/// The value of the input or select an event came from.
fn value_of(e: &Event) -> String {
    let Some(target) = e.target() else { return String::new() };
    if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
        input.value()
    } else if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
        select.value()
    } else {
        String::new()
    }
}

/// A callback sending the edit `make` builds from a field's new value, if any.
fn on_value(on_edit: &Callback<Edit>, make: impl Fn(&str) -> Option<Edit> + 'static) -> Callback<Event> {
    let on_edit = on_edit.clone();
    Callback::from(move |e: Event| {
        if let Some(edit) = make(&value_of(&e)) {
            on_edit.emit(edit)
        }
    })
}

/// A setup's button: the setup within its game (the game is chosen above).
fn setup_name(start: Start) -> AttrValue {
    tr(match start {
        Start::FullBeltHowe => msg::editor_setup_howe(),
        Start::NoPawnsOneKing => msg::editor_setup_one_king(),
        Start::FullBelt | Start::NoPawns => msg::editor_setup_standard(),
    })
}

/// The editor's fields.
#[component]
pub fn EditorFields(props: &EditorFieldsProps) -> Html {
    let e = &props.draft.editor;
    let on_edit = &props.on_edit;
    let send = |edit: Edit| {
        let on_edit = on_edit.clone();
        Callback::from(move |_: MouseEvent| on_edit.emit(edit.clone()))
    };
    let variant = on_value(on_edit, |v| match v {
        "full-belt" => Some(Edit::Variant(Variant::FullBelt)),
        "no-pawns" => Some(Edit::Variant(Variant::NoPawns)),
        _ => None,
    });
    let setups = starts(e.variant).map(|start| {
        html! { <button type="button" data-setup={start.key()} onclick={send(Edit::Start(start))}>{ setup_name(start) }</button> }
    });
    let side = |color: Color| {
        let on_edit = on_edit.clone();
        html! {
            <label>
                <input type="radio" name="editor-side" checked={e.setup.turn == color}
                       onchange={Callback::from(move |_: Event| on_edit.emit(Edit::Turn(color)))} />
                { tr(&msg::side_name(side_key(color))) }
            </label>
        }
    };
    let castling = CASTLINGS.iter().map(|s| {
        let letter = s.letter;
        let on_edit = on_edit.clone();
        let possible = e.castling_possible(letter) || e.has_castling(letter);
        let on = e.has_castling(letter);
        let (king, rook) = (s.king_from.file().char().to_string(), s.rook_from.file().char().to_string());
        let label = tr(&msg::editor_castling_right(side_key(s.color), &king, &rook));
        html! {
            <label title={label.clone()}>
                <input type="checkbox" checked={on} disabled={!possible} aria-label={label} data-castling={letter.to_string()}
                       onchange={Callback::from(move |_: Event| on_edit.emit(Edit::Castling(letter, !on)))} />
                { letter }
            </label>
        }
    });
    let belt = on_value(on_edit, |v| {
        let mut chars = v.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Some(Edit::Belt(Belt::from_char(c))),
            _ => None,
        }
    });
    let belt_now = e.setup.forbidden_belt.map_or('-', |b| b.char()).to_string();
    let belts = Belt::ALL.iter().map(|&b| {
        let (kind, c) = belt_key(b);
        html! { <option value={c.clone()} selected={c == belt_now}>{ tr(&msg::belt_name(kind, &c)) }</option> }
    });
    let halfmoves = on_value(on_edit, |v| v.trim().parse().ok().map(Edit::Halfmoves));
    let fullmoves = on_value(on_edit, |v| v.trim().parse().ok().map(Edit::Fullmoves));
    let fen = {
        let on_edit = on_edit.clone();
        Callback::from(move |ev: InputEvent| {
            if let Some(input) = ev.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                on_edit.emit(Edit::Fen(input.value()))
            }
        })
    };
    let belts_game = e.variant == Variant::FullBelt;
    html! {
        <div class="editor-fields">
            <label class="editor-row">
                <span>{ tr(msg::editor_game()) }</span>
                <select data-editor-variant="" onchange={variant}>
                    <option value="full-belt" selected={belts_game}>{ variant_name(Variant::FullBelt) }</option>
                    <option value="no-pawns" selected={!belts_game}>{ variant_name(Variant::NoPawns) }</option>
                </select>
            </label>
            <div class="editor-row editor-setups" role="group" aria-label={tr(msg::editor_setups())}>
                { for setups }
                <button type="button" data-setup="empty" onclick={send(Edit::Clear)}>{ tr(msg::editor_empty_board()) }</button>
            </div>
            <fieldset class="editor-row">
                <legend>{ tr(msg::editor_side_to_move()) }</legend>
                { side(Color::White) }
                { side(Color::Black) }
            </fieldset>
            if belts_game {
                <label class="editor-row">
                    <span title={tr(msg::editor_forbidden_belt_title())}>{ tr(msg::editor_forbidden_belt()) }</span>
                    <select data-editor-belt="" onchange={belt} aria-describedby="forbidden-belt-help">
                        <option value="-" selected={belt_now == "-"}>{ tr(msg::editor_belt_none()) }</option>
                        { for belts }
                    </select>
                    <small id="forbidden-belt-help" class="field-help">{ tr(msg::editor_forbidden_belt_help()) }</small>
                </label>
            } else {
                <fieldset class="editor-row editor-castling">
                    <legend>{ tr(msg::editor_castling()) }</legend>
                    { for castling }
                </fieldset>
            }
            <div class="editor-row editor-counters">
                <label>{ tr(msg::editor_halfmoves()) }{ " " }
                    <input type="number" min="0" inputmode="numeric" value={e.setup.halfmoves.to_string()} onchange={halfmoves} />
                </label>
                <label>{ tr(msg::editor_move_number()) }{ " " }
                    <input type="number" min="1" inputmode="numeric" value={e.setup.fullmoves.to_string()} onchange={fullmoves} />
                </label>
            </div>
            <label class="editor-fen">
                <span>{ "FEN" }</span>
                <input type="text" data-editor-fen="" spellcheck="false" autocomplete="off" autocapitalize="off"
                       value={props.draft.fen_text.clone()} oninput={fen} />
            </label>
        </div>
    }
}
