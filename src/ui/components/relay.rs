//! Play by link: in a two-player game, after each turn, the link that holds
//! the game so far, for the player to send to the opponent (no server: the
//! game travels in the link, checked when it is opened; see `formats::relay`).

use super::dialogs::copy::{copy_button, copy_result, Copied};
use crate::rules::Color;
use crate::ui::web::address;
use yew::prelude::*;

/// Properties of [`RelayLink`].
#[derive(Properties, PartialEq)]
pub struct RelayLinkProps {
    /// The play-by-link fragment (`ui::formats::relay::relay_link`), if the game has one.
    pub fragment: Option<String>,
    /// The side to move, who the link is for.
    pub side: Color,
}

/// The link box, in two-player games once a turn has been played.
#[component]
pub fn RelayLink(props: &RelayLinkProps) -> Html {
    let copied = use_state(|| Copied { field: "", ok: true });
    let field = use_node_ref();
    let Some(fragment) = &props.fragment else {
        return html! {};
    };
    let link = address::link_to(fragment);
    let side = props.side;
    html! {
        <section class="relay" data-relay="">
            <label for="relay-link">{ format!("Playing by link? Send {side} this link:") }</label>
            <div class="row">
                <input id="relay-link" ref={field.clone()} type="text" readonly=true value={link.clone()}
                       data-relay="link" />
                { copy_button("relay", "Copy", link, field, &copied) }
            </div>
            { copy_result("relay", &copied) }
        </section>
    }
}
