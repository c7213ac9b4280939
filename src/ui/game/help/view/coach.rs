//! The first Full Belt game's coach: three short tips in turn, for the
//! normal move, the belt and the confirmation, under the board. Dismissed
//! once, or followed through one whole turn, it is never shown again.

use crate::i18n::msg;
use crate::ui::game::words::coach_tip;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::Prefs;
use crate::ui::store::hooks::GameHandle;
use crate::ui::{board::state::BoardAction, game::state::Action};
use yew::prelude::*;

/// The coach (`data-coach`, `data-tip`), while it has a tip for the user.
pub fn coach(store: &GameHandle) -> Html {
    let Some(tip) = store.0.coach_tip() else {
        return html! {};
    };
    let (step, text) = coach_tip(tip, store.0.board.keyboard, store.0.board.touch);
    let dismiss = {
        let store = store.clone();
        let prefs = store.0.board.prefs;
        Callback::from(move |_: MouseEvent| {
            store.dispatch(Action::Board(BoardAction::SetPrefs(Prefs {
                coach_seen: true,
                ..prefs
            })))
        })
    };
    html! {
        <div class="coach" data-coach="" data-tip={tip.key()} role="status">
            <span class="step">{ tr(&step) }</span>
            <p>{ tr(text) }</p>
            <button type="button" class="link" data-action="dismiss-coach" onclick={dismiss}>{ tr(msg::coach_no_more()) }</button>
        </div>
    }
}
