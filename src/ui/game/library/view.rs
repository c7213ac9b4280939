//! The library of games kept in this browser (`data-dialog="library"`):
//! newest first, each with its variant, opponent, date, result (with its
//! reason) and number of moves; open one in this tab, delete one, or export them all as one PGN
//! file. The game this tab plays is marked and cannot be deleted here.

use crate::i18n::{msg, t, Text};
use crate::rules::{Color, GameResult};
use crate::ui::game::library::shelf::{export_all, listing, Listed, ENTRY_PREFIX};
use crate::ui::game::view::result_banner::reason_words;
use crate::ui::lobby::kept::{kept_link, KEPT_PREFIX};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::Mode;
use crate::ui::view::modal::Modal;
use crate::ui::web::{clipboard, storage};
use crate::ui::words::keys::side_key;
use crate::ui::words::types::start_name;
use yew::prelude::*;

/// Properties of [`LibraryDialog`].
#[derive(Properties, PartialEq)]
pub struct LibraryProps {
    /// The key of the entry this tab writes (marked, and not deleted here).
    pub current: String,
    /// Counts the changes the page saw in storage (another tab's), so that
    /// the list is read again.
    pub version: u32,
    /// Called with the key of the entry to open in this tab.
    pub on_open: Callback<String>,
    /// Called when the user closes the dialog.
    pub onclose: Callback<()>,
}

/// Who the opponent was, in the list's words.
fn opponent(mode: Mode) -> &'static Text<'static> {
    match mode {
        Mode::AiBlack => msg::library_vs_ai_white(),
        Mode::AiWhite => msg::library_vs_ai_black(),
        Mode::TwoPlayers => msg::library_two_players(),
        Mode::AiVsAi => msg::library_ai_vs_ai(),
    }
}

/// The result and why the game ended, in the list's words.
fn result(game: &Listed) -> String {
    let Some(outcome) = game.outcome() else {
        return t(msg::library_in_progress());
    };
    let result = match outcome.result {
        GameResult::Draw => msg::library_draw(),
        GameResult::Win(Color::White) => msg::library_white_won(),
        GameResult::Win(Color::Black) => msg::library_black_won(),
    };
    t(&msg::library_over(&t(result), &t(&reason_words(outcome.reason))))
}

/// The library dialog.
#[component]
pub fn LibraryDialog(props: &LibraryProps) -> Html {
    let onclose = props.onclose.clone();
    // Deletions in this tab re-read the list (other tabs' changes bump `version`).
    let deleted = use_state(|| 0u32);
    let items = storage::items(ENTRY_PREFIX);
    let list = listing(items.iter().map(|(k, t)| (k.as_str(), t.as_str())));
    let current = &props.current;
    let export = {
        let games = list.games.clone();
        Callback::from(move |_: MouseEvent| {
            clipboard::download("beltboard-games.pgn", "application/x-chess-pgn", &export_all(&games));
        })
    };
    let rows = list.games.iter().map(|g| {
        let here = g.key == *current;
        let open = {
            let key = g.key.clone();
            props.on_open.reform(move |_: MouseEvent| key.clone())
        };
        let delete = {
            let (key, deleted) = (g.key.clone(), deleted.clone());
            Callback::from(move |_: MouseEvent| {
                storage::remove(&key);
                deleted.set(*deleted + 1);
            })
        };
        let over = g.outcome().map(|o| o.to_string());
        // A correspondence game: opened on its own page, by this side's own link.
        let corr = g
            .key
            .strip_prefix(ENTRY_PREFIX)
            .and_then(|id| id.strip_prefix("corr-"))
            .and_then(|id| storage::load(&format!("{KEPT_PREFIX}{id}")))
            .and_then(|text| kept_link(&text));
        let whose = corr.as_ref().filter(|_| over.is_none()).map(|_| {
            let me = if g.loaded.flipped { Color::Black } else { Color::White };
            if g.loaded.game.position().turn() == me {
                tr(&msg::corr_library_yours(&g.date()))
            } else {
                tr(&msg::corr_library_theirs(&g.date()))
            }
        });
        html! {
            <li class={classes!("game-entry", here.then_some("current"))} data-game-entry={g.key.clone()}
                data-turns={g.turns().to_string()} data-moves={g.moves().to_string()} data-over={over}>
                <div class="entry-text">
                    <strong>{ start_name(g.start()) }</strong>
                    // A live game, against "Friend".
                    if let Some(whose) = whose {
                        <span data-corr-entry="">{ whose }</span>
                    } else if let Some(me) = g.live_side() {
                        <span data-live-entry="">{ tr(&msg::library_live(side_key(me))) }</span>
                    } else {
                        <span>{ tr(opponent(g.mode())) }</span>
                    }
                    <span>{ tr(&msg::library_line(g.moves() as i64, &g.date(), &result(g))) }</span>
                </div>
                <div class="entry-actions">
                    if let Some(link) = corr {
                        <a class="button" data-action="open-corr" href={format!("live.html#{link}")}>{ tr(msg::library_open()) }</a>
                        <button type="button" data-action="delete-game" onclick={delete}>{ tr(msg::library_delete()) }</button>
                    } else if here {
                        <span class="entry-here">{ tr(msg::library_here()) }</span>
                    } else {
                        <button type="button" data-action="open-game" onclick={open}>{ tr(msg::library_open()) }</button>
                        <button type="button" data-action="delete-game" onclick={delete}>{ tr(msg::library_delete()) }</button>
                    }
                </div>
            </li>
        }
    });
    let rows: Html = rows.collect();
    let close = onclose.reform(|_: MouseEvent| ());
    html! {
        <Modal title={tr(msg::library_title())} name="library" {onclose}>
            if list.games.is_empty() {
                <p>{ tr(msg::library_empty()) }</p>
            } else {
                <ul class="library-list">{ rows }</ul>
            }
            if !list.unreadable.is_empty() {
                <p class="library-unreadable">
                    { tr(&msg::library_unreadable(list.unreadable.len() as i64)) }
                </p>
            }
            <div class="dialog-actions">
                <button type="button" class="primary" data-action="export-all" disabled={list.games.is_empty()} onclick={export}>{ tr(msg::library_export()) }</button>
                <button type="button" data-action="close-library" onclick={close}>{ tr(msg::dialog_close()) }</button>
            </div>
        </Modal>
    }
}
