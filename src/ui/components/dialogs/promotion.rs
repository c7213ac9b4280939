//! The promotion dialog: the piece a pawn becomes (Q R B N).

use super::Modal;
use crate::rules::{Move, Piece, Role};
use crate::ui::components::PieceView;
use crate::ui::state::Action;
use crate::ui::store::use_store;
use yew::prelude::*;

/// Properties of [`PromotionDialog`].
#[derive(Properties, PartialEq)]
pub struct PromotionProps {
    /// The pawn's move, without its promotion.
    pub normal: Move,
}

/// Four buttons, one per promotion piece (`data-promotion="q"` ...).
/// Escape cancels, leaving the pawn where it was.
#[component]
pub fn PromotionDialog(props: &PromotionProps) -> Html {
    let store = use_store();
    let color = store.0.position().turn();
    let buttons = Role::PROMOTIONS.iter().map(|&role| {
        let store = store.clone();
        let onclick = Callback::from(move |_| store.dispatch(Action::Promote(role)));
        html! {
            <button type="button" class="promo" data-promotion={role.lower_char().to_string()}
                    aria-label={role.name()} title={role.name()} {onclick}>
                <PieceView piece={Piece::new(color, role)} />
            </button>
        }
    });
    html! {
        <Modal title={format!("Promote on {}", props.normal.to)} name="promotion">
            <div class="promo-row">{ for buttons }</div>
        </Modal>
    }
}
