//! The board editor's form: the game, its starting setups and an empty
//! board, the side to move, castling rights (Chess without Pawns), the
//! forbidden belt (Full Belt Chess), the move counters and the FEN field
//! (`data-editor-fen`), typed into or written by the board.

use crate::rules::{Belt, Color, Variant, CASTLINGS};
use crate::ui::formats::editor::{starts, Draft, Edit};
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
        let name = start.title().split_once(", ").map_or("Standard", |(_, rest)| rest);
        let name = name[..1].to_uppercase() + &name[1..];
        html! { <button type="button" data-setup={start.key()} onclick={send(Edit::Start(start))}>{ name }</button> }
    });
    let side = |color: Color| {
        let on_edit = on_edit.clone();
        html! {
            <label>
                <input type="radio" name="editor-side" checked={e.setup.turn == color}
                       onchange={Callback::from(move |_: Event| on_edit.emit(Edit::Turn(color)))} />
                { color.name() }
            </label>
        }
    };
    let castling = CASTLINGS.iter().map(|s| {
        let letter = s.letter;
        let on_edit = on_edit.clone();
        let possible = e.castling_possible(letter) || e.has_castling(letter);
        let on = e.has_castling(letter);
        let label = format!("{} {}-king with the {}-rook", s.color.name(), s.king_from.file().char(), s.rook_from.file().char());
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
    let belts = Belt::ALL.iter().map(|b| {
        let c = b.char().to_string();
        let kind = if c.chars().all(|ch| ch.is_ascii_digit()) {
            "rank"
        } else {
            "file"
        };
        html! { <option value={c.clone()} selected={c == belt_now}>{ format!("{kind} {c}") }</option> }
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
                <span>{ "Game" }</span>
                <select data-editor-variant="" onchange={variant}>
                    <option value="full-belt" selected={belts_game}>{ Variant::FullBelt.name() }</option>
                    <option value="no-pawns" selected={!belts_game}>{ Variant::NoPawns.name() }</option>
                </select>
            </label>
            <div class="editor-row editor-setups" role="group" aria-label="Setups">
                { for setups }
                <button type="button" data-setup="empty" onclick={send(Edit::Clear)}>{ "Empty board" }</button>
            </div>
            <fieldset class="editor-row">
                <legend>{ "Side to move" }</legend>
                { side(Color::White) }
                { side(Color::Black) }
            </fieldset>
            if belts_game {
                <label class="editor-row">
                    <span title="The belt the previous turn shifted, which the side to move may not shift">{ "Forbidden belt" }</span>
                    <select data-editor-belt="" onchange={belt} aria-describedby="forbidden-belt-help">
                        <option value="-" selected={belt_now == "-"}>{ "none" }</option>
                        { for belts }
                    </select>
                    <small id="forbidden-belt-help" class="field-help">{ crate::ui::board_words::FORBIDDEN_BELT_HELP }</small>
                </label>
            } else {
                <fieldset class="editor-row editor-castling">
                    <legend>{ "Castling" }</legend>
                    { for castling }
                </fieldset>
            }
            <div class="editor-row editor-counters">
                <label>{ "Halfmove clock " }
                    <input type="number" min="0" inputmode="numeric" value={e.setup.halfmoves.to_string()} onchange={halfmoves} />
                </label>
                <label>{ "Move number " }
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
