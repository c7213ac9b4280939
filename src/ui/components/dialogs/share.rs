//! The share dialog: a link holding the whole game (in the `#` fragment, so
//! no server is involved), the game as PGN (copy or download), the position
//! as FEN, an embed for another page ([`embed_builder`]), and loading a
//! pasted PGN game or FEN position.

use super::copy::{copy_button, copy_result, Copied};
use super::embed_builder::embed_builder;
use super::Modal;
use crate::i18n::msg;
use crate::ui::formats::clock_link::clock_params;
use crate::ui::formats::link::game_link;
use crate::ui::formats::pgn_fen::{export_pgn, import, ImportError};
use crate::ui::hooks::tr;
use crate::ui::state::Action;
use crate::ui::store::use_store;
use crate::ui::web::{address, clipboard};
use crate::ui::words::errors::import_words;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// The dialog.
#[component]
pub fn ShareDialog() -> Html {
    let store = use_store();
    let s = &store.0;
    let copied = use_state(|| Copied { field: "", ok: true });
    let import_error = use_state(|| None::<ImportError>);
    let embed = use_state(|| None);
    let link_ref = use_node_ref();
    let pgn_ref = use_node_ref();
    let fen_ref = use_node_ref();
    let import_ref = use_node_ref();
    // The embed builder's preview takes its board's height (issue 23 point 12).
    use_effect_with((), |_| {
        let listener = crate::ui::web::frame::follow_frame_height("[data-embed-preview]");
        move || drop(listener)
    });
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
                Err(e) => import_error.set(Some(e)),
            }
        })
    };
    let download_failed = copied.field == "download" && !copied.ok;
    html! {
        <Modal title={tr(msg::share_title())} name="share">
            <div class="form share">
                <section>
                    <label for="share-link">{ tr(msg::share_link()) }</label>
                    <div class="row">
                        <input id="share-link" ref={link_ref.clone()} type="text" readonly=true value={link.clone()}
                               data-share="link" />
                        { copy_button("link", &tr(msg::share_copy_link()), link, link_ref, &copied) }
                    </div>
                    <small>{ tr(msg::share_link_note()) }</small>
                    { copy_result("link", &copied) }
                </section>
                <section>
                    <label for="share-pgn">{ tr(msg::share_pgn()) }</label>
                    <textarea id="share-pgn" ref={pgn_ref.clone()} readonly=true rows="6" value={pgn.clone()}
                              data-share="pgn" spellcheck="false" />
                    <div class="row">
                        { copy_button("pgn", &tr(msg::share_copy_pgn()), pgn, pgn_ref, &copied) }
                        <button type="button" data-action="download-pgn" onclick={download}>{ tr(msg::share_download_pgn()) }</button>
                    </div>
                    { copy_result("pgn", &copied) }
                    if download_failed {
                        <p class="error" role="alert">{ tr(msg::share_download_failed()) }</p>
                    }
                </section>
                <section>
                    <label for="share-fen">{ tr(msg::share_fen()) }</label>
                    <div class="row">
                        <input id="share-fen" ref={fen_ref.clone()} type="text" readonly=true value={fen.clone()}
                               data-share="fen" spellcheck="false" />
                        { copy_button("fen", &tr(msg::share_copy_fen()), fen, fen_ref, &copied) }
                    </div>
                    { copy_result("fen", &copied) }
                </section>
                { embed_builder(&embed, s, &embed_pgn, &copied) }
                <section>
                    <label for="import-text">{ tr(msg::share_import()) }</label>
                    <textarea id="import-text" ref={import_ref} rows="4" data-input="import" spellcheck="false"
                              placeholder={tr(msg::share_import_example())} />
                    <div class="row">
                        <button type="button" class="primary" data-action="import" onclick={load}>{ tr(msg::share_load()) }</button>
                    </div>
                    if let Some(e) = &*import_error {
                        <p class="error" role="alert" data-import-error="">{ import_words(e) }</p>
                    }
                </section>
            </div>
        </Modal>
    }
}
