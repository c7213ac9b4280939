//! One piece, drawn from assets/pieces/<code>.svg (copied to dist/pieces/).

use crate::i18n::msg;
use crate::rules::Piece;
use crate::ui::board::state::Board;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::words::keys::side_key;
use yew::prelude::*;

/// The class that draws `piece` (`wK`, ..., `bP`): the stylesheet gives each
/// its image (assets/style.css, beside the pieces/ folder, so any sub-path
/// works), so that no style attribute is needed for it.
pub fn piece_class(piece: Piece) -> String {
    Board::piece_code(piece)
}

/// Properties of [`PieceView`].
#[derive(Properties, PartialEq)]
pub struct PieceProps {
    /// The piece.
    pub piece: Piece,
    /// Extra classes (the slide animation; `slot`, a still piece on its square).
    #[prop_or_default]
    pub class: Classes,
    /// Whether the piece says what it is to screen readers. Not on the game
    /// board's grid, whose cells name their pieces themselves: there, a
    /// name of the piece's own would never be read, and would be one more
    /// message to format and attribute to write for each piece a turn moves.
    #[prop_or(true)]
    pub named: bool,
    /// The page's language: a switch draws the piece's spoken name again.
    #[prop_or_else(crate::i18n::current::lang)]
    pub lang: &'static str,
}

/// A piece image. A `div` with a background rather than an `img`, so that
/// the browser's own image drag never competes with the board's drag.
#[component]
pub fn PieceView(props: &PieceProps) -> Html {
    let class = classes!("piece", piece_class(props.piece), props.class.clone());
    if !props.named {
        return html! { <div {class} aria-hidden="true" /> };
    }
    html! {
        <div {class} role="img" aria-label={tr(&msg::piece_of_side(side_key(props.piece.color), props.piece.role.name()))} />
    }
}
