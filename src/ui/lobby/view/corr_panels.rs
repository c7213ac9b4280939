//! The correspondence page's panels: a player's bar with its days left,
//! whose move it is and since when, what the page has to say, and a link
//! to pass on with its Copy button.

use crate::i18n::{msg, t};
use crate::rules::Color;
use crate::ui::game::library::shelf::pgn_date;
use crate::ui::lobby::corr_state::{CorrPageState, News};
use crate::ui::lobby::correspondence::PlayError;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::view::copy::{copy_button, copy_result, Copied};
use crate::ui::words::keys::side_key;
use yew::prelude::*;

/// A time (Unix seconds) as people read it: the day and the time, UTC.
pub fn when(s: u64) -> String {
    format!("{} {:02}:{:02} UTC", pgn_date(s * 1_000), s / 3_600 % 24, s / 60 % 60)
}

/// What the page says of `news`, and whether calmly (news) or as a refusal.
pub fn news_words(news: &News) -> (AttrValue, bool) {
    match news {
        News::Joined => (tr(msg::corr_news_joined()), true),
        News::Found => (tr(msg::corr_news_found()), true),
        News::Moved(_) => (tr(msg::corr_news_moved()), true),
        News::Ended => (tr(msg::corr_news_ended()), true),
        News::ClaimVoid => (tr(msg::corr_news_claim_void()), false),
        News::ClaimStands => (tr(msg::corr_news_claim_stands()), true),
        News::LateTurnDropped => (tr(msg::corr_news_late_dropped()), false),
        News::Conflict(ply) => (tr(&msg::corr_news_conflict(*ply as i64 + 1)), false),
        News::EarlyClaim(_) => (tr(msg::corr_news_early_claim()), false),
        News::Refused => (tr(msg::corr_news_refused()), false),
        News::NotMade(PlayError::TimeLeft(_)) => (tr(msg::corr_not_yet()), false),
        News::NotMade(_) => (tr(msg::corr_not_made()), false),
    }
}

/// A test hook's name for `news` (not words).
pub fn news_hook(news: &News) -> &'static str {
    match news {
        News::Joined => "joined",
        News::Found => "found",
        News::Moved(_) => "moved",
        News::Ended => "ended",
        News::ClaimVoid => "claim-void",
        News::ClaimStands => "claim-stands",
        News::LateTurnDropped => "late-dropped",
        News::Conflict(_) => "conflict",
        News::EarlyClaim(_) => "early-claim",
        News::Refused => "refused",
        News::NotMade(_) => "not-made",
    }
}

/// A side's bar: who plays it, whether it is to move, and its days left
/// by this page's reckoning at `now_s`.
pub fn corr_player_bar(state: &CorrPageState, color: Color, now_s: u64) -> Html {
    let reckoning = state.reckoning(now_s);
    let to_move = reckoning.is_some_and(|r| r.to_move == color);
    let mine = color == state.me();
    let left = reckoning.map(|r| {
        let s = r.left(color);
        if s == 0 {
            t(msg::corr_time_over())
        } else {
            t(&msg::corr_left((s / 86_400) as i64, (s / 3_600 % 24) as i64))
        }
    });
    html! {
        <div class={classes!("player-bar", to_move.then_some("to-move"))} data-player={color.char().to_string()}
             data-live-player={if mine { "me" } else { "friend" }}>
            <span class={classes!("swatch", if color == Color::White { "white" } else { "black" })} aria-hidden="true"></span>
            <span class="player-name">{ tr(if mine { msg::live_you() } else { msg::live_friend() }) }</span>
            <span class="player-side">{ tr(&msg::side_name(side_key(color))) }</span>
            if to_move { <span class="player-state">{ tr(msg::player_to_move()) }</span> }
            if let Some(left) = left { <span class="clock" data-corr-left={color.char().to_string()}>{ left }</span> }
        </div>
    }
}

/// Properties of [`CorrLinkBox`].
#[derive(Properties, PartialEq)]
pub struct CorrLinkBoxProps {
    /// What the link is (`invite` or `own`: the `data-corr-link` hook).
    pub name: &'static str,
    /// The heading.
    pub title: AttrValue,
    /// What to do with it.
    pub help: AttrValue,
    /// The link.
    pub link: AttrValue,
    /// The page's language (the box is drawn again in a new one).
    pub lang: &'static str,
}

/// A link to pass on or keep: its text and a Copy button.
#[component]
pub fn CorrLinkBox(props: &CorrLinkBoxProps) -> Html {
    let copied = use_state(|| Copied { field: "", ok: false });
    let field = use_node_ref();
    let link = props.link.to_string();
    html! {
        <section class="live-link" data-corr-panel={props.name}>
            <h2>{ props.title.clone() }</h2>
            <p>{ props.help.clone() }</p>
            <textarea ref={field.clone()} readonly=true rows="3" spellcheck="false" value={link.clone()}
                      data-corr-link={props.name} />
            <div class="controls">
                { copy_button(props.name, &t(msg::corr_copy_link()), link, field, &copied) }
            </div>
            { copy_result(props.name, &copied) }
        </section>
    }
}
