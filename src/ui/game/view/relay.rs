//! Play by link: in a two-player game, after each turn, the link that holds
//! the game so far, for the player to send to the opponent (no server: the
//! game travels in the link, checked when it is opened; see `formats::relay`).

use crate::i18n::{msg, t};
use crate::rules::Color;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::view::copy::{copy_button, copy_result, Copied};
use crate::ui::web::address;
use crate::ui::words::keys::side_key;
use yew::prelude::*;

/// Properties of [`RelayLink`].
#[derive(Properties, PartialEq)]
pub struct RelayLinkProps {
    /// The play-by-link fragment (`ui::formats::relay::relay_link`), if the game has one.
    pub fragment: Option<String>,
    /// The side to move, who the link is for.
    pub side: Color,
    /// The page's language (its words are drawn again in a new one).
    #[prop_or_else(crate::i18n::current::lang)]
    pub lang: &'static str,
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
            <label for="relay-link">{ tr(&msg::relay_send(side_key(side))) }</label>
            <div class="row">
                <input id="relay-link" ref={field.clone()} type="text" readonly=true value={link.clone()}
                       data-relay="link" />
                { copy_button("relay", &t(msg::copy()), link, field, &copied) }
            </div>
            { copy_result("relay", &copied) }
        </section>
    }
}
