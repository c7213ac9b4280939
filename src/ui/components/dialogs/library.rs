//! The library of games kept in this browser (`data-dialog="library"`):
//! newest first, each with its variant, opponent, date, result and number of
//! turns; open one in this tab, delete one, or export them all as one PGN
//! file. The game this tab plays is marked and cannot be deleted here.

use super::Modal;
use crate::rules::{Color, GameResult};
use crate::ui::formats::library::{export_all, listing, Listed, ENTRY_PREFIX};
use crate::ui::hooks::LibraryHandle;
use crate::ui::settings::Mode;
use crate::ui::state::Action;
use crate::ui::store::use_store;
use crate::ui::web::{clipboard, storage};
use yew::prelude::*;

/// Properties of [`LibraryDialog`].
#[derive(Properties, PartialEq)]
pub struct LibraryProps {
    /// This tab's place in the library.
    pub library: LibraryHandle,
}

/// Who the opponent was, in the list's words.
fn opponent(mode: Mode) -> &'static str {
    match mode {
        Mode::AiBlack => "You (White) against the AI",
        Mode::AiWhite => "You (Black) against the AI",
        Mode::TwoPlayers => "Two players",
        Mode::AiVsAi => "AI against AI",
    }
}

/// The result, in the list's words.
fn result(game: &Listed) -> &'static str {
    match game.result() {
        None => "in progress",
        Some(GameResult::Draw) => "draw",
        Some(GameResult::Win(Color::White)) => "White won",
        Some(GameResult::Win(Color::Black)) => "Black won",
    }
}

/// The library dialog.
#[component]
pub fn LibraryDialog(props: &LibraryProps) -> Html {
    let store = use_store();
    // Deletions in this tab re-read the list (other tabs' changes bump the handle's version).
    let deleted = use_state(|| 0u32);
    let items = storage::items(ENTRY_PREFIX);
    let list = listing(items.iter().map(|(k, t)| (k.as_str(), t.as_str())));
    let current = props.library.key.borrow().clone();
    let export = {
        let games = list.games.clone();
        Callback::from(move |_: MouseEvent| {
            clipboard::download("beltboard-games.pgn", "application/x-chess-pgn", &export_all(&games));
        })
    };
    let rows = list.games.iter().map(|g| {
        let here = g.key == current;
        let open = {
            let (open, key) = (props.library.open.clone(), g.key.clone());
            let store = store.clone();
            Callback::from(move |_: MouseEvent| {
                open.emit(key.clone());
                store.dispatch(Action::Close);
            })
        };
        let delete = {
            let (key, deleted) = (g.key.clone(), deleted.clone());
            Callback::from(move |_: MouseEvent| {
                storage::remove(&key);
                deleted.set(*deleted + 1);
            })
        };
        let turns = g.turns();
        html! {
            <li class={classes!("game-entry", here.then_some("current"))} data-game-entry={g.key.clone()} data-turns={turns.to_string()}>
                <div class="entry-text">
                    <strong>{ g.start().title() }</strong>
                    // Issue 26 (clocklive): a live game, against "Friend".
                    if let Some(me) = g.live_side() {
                        <span data-live-entry="">{ format!("Live: you ({me}) against Friend") }</span>
                    } else {
                        <span>{ opponent(g.mode()) }</span>
                    }
                    <span>{ format!("{} · {} · {} {}", g.date(), result(g), turns, if turns == 1 { "turn" } else { "turns" }) }</span>
                </div>
                <div class="entry-actions">
                    if here {
                        <span class="entry-here">{ "Playing here" }</span>
                    } else {
                        <button type="button" data-action="open-game" onclick={open}>{ "Open" }</button>
                        <button type="button" data-action="delete-game" onclick={delete}>{ "Delete" }</button>
                    }
                </div>
            </li>
        }
    });
    let rows: Html = rows.collect();
    let close = Callback::from(move |_: MouseEvent| store.dispatch(Action::Close));
    html! {
        <Modal title="Your games" name="library">
            if list.games.is_empty() {
                <p>{ "No game is kept in this browser yet." }</p>
            } else {
                <ul class="library-list">{ rows }</ul>
            }
            if !list.unreadable.is_empty() {
                <p class="library-unreadable">
                    { format!("{} kept entries cannot be read by this version; they are kept, not deleted.", list.unreadable.len()) }
                </p>
            }
            <div class="dialog-actions">
                <button type="button" class="primary" data-action="export-all" disabled={list.games.is_empty()} onclick={export}>{ "Export all as PGN" }</button>
                <button type="button" data-action="close-library" onclick={close}>{ "Close" }</button>
            </div>
        </Modal>
    }
}
