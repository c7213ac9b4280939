//! "Resign this game?": a resignation is a loss, so it is confirmed first.

use crate::i18n::msg;
use crate::ui::game::state::Action;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::GameProps;
use crate::ui::view::modal::Modal;
use yew::prelude::*;

/// The resignation dialog (`data-dialog="resign"`).
#[component]
pub fn ResignDialog(props: &GameProps) -> Html {
    let store = props.game.clone();
    let onclose = crate::ui::game::view::close::close_dialog(&store);
    let confirm = {
        let store = store.clone();
        Callback::from(move |_: MouseEvent| store.dispatch(Action::Resign))
    };
    let cancel = Callback::from(move |_: MouseEvent| store.dispatch(Action::Close));
    html! {
        <Modal title={tr(msg::resign_title())} name="resign" {onclose}>
            <p>{ tr(msg::resign_text()) }</p>
            <div class="dialog-actions">
                <button type="button" class="primary" data-action="confirm-resign" onclick={confirm}>{ tr(msg::action_resign()) }</button>
                <button type="button" data-action="cancel-resign" onclick={cancel}>{ tr(msg::resign_keep_playing()) }</button>
            </div>
        </Modal>
    }
}
