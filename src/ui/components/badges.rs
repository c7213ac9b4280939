//! The game's variant and its optional rules as badges, so that what is
//! being played is always on screen.

use crate::rules::Start;
use crate::ui::settings::Settings;
use yew::prelude::*;

/// The variant's name and a badge for each optional rule or setup.
pub fn badges(settings: Settings) -> Html {
    let variant = settings.start.variant().name();
    let mut extras: Vec<(&str, &str)> = Vec::new();
    match settings.start {
        Start::FullBeltHowe => extras.push(("setup", "Howe's setup")),
        Start::NoPawnsOneKing => extras.push(("setup", "One king each")),
        Start::FullBelt | Start::NoPawns => {}
    }
    if settings.options().no_belt_check {
        extras.push(("rule", "No belt check"));
    }
    html! {
        <span class="badges" data-badges="">
            <span class="badge variant">{ variant }</span>
            { for extras.into_iter().map(|(kind, text)| html! { <span class={classes!("badge", kind)}>{ text }</span> }) }
        </span>
    }
}
