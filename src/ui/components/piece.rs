//! One piece, drawn from assets/pieces/<code>.svg (copied to dist/pieces/).

use crate::rules::Piece;
use crate::ui::state::State;
use yew::prelude::*;

/// The CSS image of `piece`. The URL is relative to the page, so any
/// sub-path works.
pub fn piece_image(piece: Piece) -> String {
    format!("url(pieces/{}.svg)", State::piece_code(piece))
}

/// Properties of [`PieceView`].
#[derive(Properties, PartialEq)]
pub struct PieceProps {
    /// The piece.
    pub piece: Piece,
    /// Extra classes (the slide animation).
    #[prop_or_default]
    pub class: Classes,
}

/// A piece image. A `div` with a background rather than an `img`, so that
/// the browser's own image drag never competes with the board's drag.
#[component]
pub fn PieceView(props: &PieceProps) -> Html {
    let image = format!("background-image:{}", piece_image(props.piece));
    html! {
        <div class={classes!("piece", props.class.clone())} style={image}
             role="img" aria-label={format!("{} {}", props.piece.color, props.piece.role.name())} />
    }
}
