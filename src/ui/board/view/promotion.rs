//! The promotion dialog: the piece a pawn becomes (Q R B N).

use crate::i18n::msg;
use crate::rules::{Move, Piece, Role};
use crate::ui::board::state::BoardAction;
use crate::ui::board::view::piece::PieceView;
use crate::ui::game::words::piece_name;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::use_store;
use crate::ui::view::modal::Modal;
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
    // Closed, the pawn stays where it was (as Escape leaves it).
    let close = {
        let store = store.clone();
        Callback::from(move |()| store.dispatch(BoardAction::Escape))
    };
    let buttons = Role::PROMOTIONS.iter().map(|&role| {
        let store = store.clone();
        let onclick = Callback::from(move |_| store.dispatch(BoardAction::Promote(role)));
        html! {
            <button type="button" class="promo" data-promotion={role.lower_char().to_string()}
                    aria-label={tr(&piece_name(role))} title={tr(&piece_name(role))} {onclick}>
                <PieceView piece={Piece::new(color, role)} />
            </button>
        }
    });
    html! {
        <Modal title={tr(&msg::promotion_title(&props.normal.to.to_string()))} name="promotion" onclose={close}>
            <div class="promo-row">{ for buttons }</div>
        </Modal>
    }
}
