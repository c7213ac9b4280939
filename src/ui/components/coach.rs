//! The first Full Belt game's coach: three short tips in turn, for the
//! normal move, the belt and the confirmation, under the board. Dismissed
//! once, or followed through one whole turn, it is never shown again.

use crate::ui::settings::Prefs;
use crate::ui::state::{Action, CoachTip};
use crate::ui::store::{send_on_click, use_dispatch};
use crate::ui::words::coach_tip;
use yew::prelude::*;

/// Properties of [`Coach`].
#[derive(Properties, PartialEq)]
pub struct CoachProps {
    /// The tip for the step of the turn, if any.
    pub tip: Option<CoachTip>,
    /// The page names keys.
    pub keyboard: bool,
    /// The page's preferences (kept when the tips are dismissed).
    pub prefs: Prefs,
}

/// The coach (`data-coach`, `data-tip`), while it has a tip for the user.
#[component]
pub fn Coach(props: &CoachProps) -> Html {
    let dispatch = use_dispatch();
    let Some(tip) = props.tip else {
        return html! {};
    };
    let (step, text) = coach_tip(tip, props.keyboard);
    let dismiss = send_on_click(
        &dispatch,
        Action::SetPrefs(Prefs {
            coach_seen: true,
            ..props.prefs
        }),
    );
    html! {
        <div class="coach" data-coach="" data-tip={tip.key()} role="status">
            <span class="step">{ step }</span>
            <p>{ text }</p>
            <button type="button" class="link" data-action="dismiss-coach" onclick={dismiss}>{ "No more tips" }</button>
        </div>
    }
}
