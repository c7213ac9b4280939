//! Closing a dialog of the game page: through its store (the extras'
//! dialogs close through their reply to the page instead).

use crate::ui::game::state::Action;
use crate::ui::store::hooks::GameHandle;
use yew::Callback;

/// The [`crate::ui::view::modal::Modal`]'s `onclose` of a game page's dialog.
pub(crate) fn close_dialog(store: &GameHandle) -> Callback<()> {
    let store = store.clone();
    Callback::from(move |()| store.dispatch(Action::Close))
}
