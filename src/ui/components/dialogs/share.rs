//! The share dialog: a link holding the whole game (in the `#` fragment, so
//! no server is involved), the game as PGN (copy or download), the position
//! as FEN, an embed for another page ([`embed_builder`]), and loading a
//! pasted PGN game or FEN position.

use super::copy::{copy_button, copy_result, Copied};
use super::embed_builder::embed_builder;
use super::Modal;
use crate::ui::formats::clock_link::clock_params;
use crate::ui::formats::link::game_link;
use crate::ui::formats::pgn_fen::{export_pgn, import};
use crate::ui::state::Action;
use crate::ui::store::use_store;
use crate::ui::web::{address, clipboard};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// The dialog.
#[component]
pub fn ShareDialog() -> Html {
    let store = use_store();
    let s = &store.0;
    let copied = use_state(|| Copied { field: "", ok: true });
    let import_error = use_state(|| None::<String>);
    let embed = use_state(|| None);
    let link_ref = use_node_ref();
    let pgn_ref = use_node_ref();
    let fen_ref = use_node_ref();
    let import_ref = use_node_ref();
    let mut game = game_link(&s.settings, &s.game);
    // A timed game's link carries its clocks (issue 25).
    if let Some(timing) = &s.timing {
        game.push_str(&clock_params(timing, s.now));
    }
    let link = address::link_to(&game);
    let pgn = export_pgn(s, &address::today());
    let fen = s.position().fen();
    let embed_pgn = pgn.clone();
    let download = {
        let pgn = pgn.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let ok = clipboard::download("beltboard-game.pgn", "application/x-chess-pgn", &pgn);
            copied.set(Copied { field: "download", ok });
        })
    };
    let load = {
        let store = store.clone();
        let import_ref = import_ref.clone();
        let import_error = import_error.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(area) = import_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            match import(&area.value(), &store.0.settings, store.0.flipped) {
                Ok(loaded) => store.dispatch(Action::Load(Box::new(loaded))),
                Err(e) => import_error.set(Some(e.to_string())),
            }
        })
    };
    let download_failed = copied.field == "download" && !copied.ok;
    html! {
        <Modal title="Share, export and import" name="share">
            <div class="form share">
                <section>
                    <label for="share-link">{ "Link to this game" }</label>
                    <div class="row">
                        <input id="share-link" ref={link_ref.clone()} type="text" readonly=true value={link.clone()}
                               data-share="link" />
                        { copy_button("link", "Copy link", link, link_ref, &copied) }
                    </div>
                    <small>{ "The whole game is written in the link, after the #: opening it shows this game, ready to play on." }</small>
                    { copy_result("link", &copied) }
                </section>
                <section>
                    <label for="share-pgn">{ "The game as PGN" }</label>
                    <textarea id="share-pgn" ref={pgn_ref.clone()} readonly=true rows="6" value={pgn.clone()}
                              data-share="pgn" spellcheck="false" />
                    <div class="row">
                        { copy_button("pgn", "Copy PGN", pgn, pgn_ref, &copied) }
                        <button type="button" data-action="download-pgn" onclick={download}>{ "Download PGN" }</button>
                    </div>
                    { copy_result("pgn", &copied) }
                    if download_failed {
                        <p class="error" role="alert">{ "The download could not start: copy the PGN instead." }</p>
                    }
                </section>
                <section>
                    <label for="share-fen">{ "The position as FEN" }</label>
                    <div class="row">
                        <input id="share-fen" ref={fen_ref.clone()} type="text" readonly=true value={fen.clone()}
                               data-share="fen" spellcheck="false" />
                        { copy_button("fen", "Copy FEN", fen, fen_ref, &copied) }
                    </div>
                    { copy_result("fen", &copied) }
                </section>
                { embed_builder(&embed, s, &embed_pgn, &copied) }
                <section>
                    <label for="import-text">{ "Load a game or a position: paste a PGN game or a FEN" }</label>
                    <textarea id="import-text" ref={import_ref} rows="4" data-input="import" spellcheck="false"
                              placeholder="[Variant \"Full Belt Chess\"] 1. Nf3 f+4 …   or   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" />
                    <div class="row">
                        <button type="button" class="primary" data-action="import" onclick={load}>{ "Load" }</button>
                    </div>
                    if let Some(e) = &*import_error {
                        <p class="error" role="alert" data-import-error="">{ e.clone() }</p>
                    }
                </section>
            </div>
        </Modal>
    }
}
