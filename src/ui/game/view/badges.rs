//! The game's variant and its optional rules as badges, so that what is
//! being played is always on screen.

use crate::i18n::{msg, t};
use crate::rules::Start;
use crate::ui::game::words::variant_name;
use crate::ui::settings::values::Settings;
use yew::prelude::*;

/// The variant's name and a badge for each optional rule or setup.
pub fn badges(settings: Settings) -> Html {
    let variant = variant_name(settings.start.variant());
    let mut extras: Vec<(&str, String)> = Vec::new();
    match settings.start {
        Start::FullBeltHowe => extras.push(("setup", t(msg::badge_howe()))),
        Start::NoPawnsOneKing => extras.push(("setup", t(msg::badge_one_king()))),
        Start::FullBelt | Start::NoPawns => {}
    }
    if settings.options().no_belt_check {
        extras.push(("rule", t(msg::badge_no_belt_check())));
    }
    html! {
        <span class="badges" data-badges="">
            <span class="badge variant">{ variant }</span>
            { for extras.into_iter().map(|(kind, text)| html! { <span class={classes!("badge", kind)}>{ text }</span> }) }
        </span>
    }
}
