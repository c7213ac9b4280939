//! The share dialog: a link holding the whole game (in the `#` fragment, so
//! no server is involved), the game as PGN (copy or download), the position
//! as FEN, an embed for another page ([`embed_builder`]), and loading a
//! pasted PGN game or FEN position.

use crate::i18n::msg;
use crate::ui::game::extras::request::SharedGame;
use crate::ui::game::extras::view::embed_builder::embed_builder;
use crate::ui::game::pgn_fen::{import, ImportError};
use crate::ui::game::words::errors::import_words;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::{Mode, Settings};
use crate::ui::view::copy::{copy_button, copy_result, Copied};
use crate::ui::view::modal::Modal;
use crate::ui::web::clipboard;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// The dialog.
/// Properties of [`ShareDialog`].
#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The game, its texts made by the page.
    pub game: SharedGame,
    /// Called with a pasted text that reads as a game or a position.
    pub on_import: Callback<String>,
    /// Called when the user closes the dialog.
    pub onclose: Callback<()>,
}

/// The settings a pasted game is read with: the game's own (its variant
/// for a FEN that names none; the rest kept by the page).
fn import_settings(s: &SharedGame) -> Settings {
    Settings {
        start: s.start,
        no_belt_check: s.no_belt_check,
        mode: if s.ai_white { Mode::AiWhite } else { Mode::AiBlack },
        level: s.level,
    }
}

#[component]
pub fn ShareDialog(props: &ShareProps) -> Html {
    let s = &props.game;
    let copied = use_state(|| Copied { field: "", ok: true });
    let import_error = use_state(|| None::<ImportError>);
    let embed = use_state(|| None);
    let link_ref = use_node_ref();
    let pgn_ref = use_node_ref();
    let fen_ref = use_node_ref();
    let import_ref = use_node_ref();
    // The embed builder's preview takes its board's height.
    use_effect_with((), |_| {
        let listener = crate::ui::web::frame::follow_frame_height("[data-embed-preview]");
        move || drop(listener)
    });
    let (link, pgn, fen) = (s.link.clone(), s.pgn.clone(), s.fen.clone());
    let download = {
        let pgn = pgn.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let ok = clipboard::download("beltboard-game.pgn", "application/x-chess-pgn", &pgn);
            copied.set(Copied { field: "download", ok });
        })
    };
    let load = {
        let (import_ref, import_error) = (import_ref.clone(), import_error.clone());
        let (settings, flipped, on_import) = (import_settings(s), s.flipped, props.on_import.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(area) = import_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            let text = area.value();
            match import(&text, &settings, flipped) {
                Ok(_) => on_import.emit(text),
                Err(e) => import_error.set(Some(e)),
            }
        })
    };
    let download_failed = copied.field == "download" && !copied.ok;
    html! {
        <Modal title={tr(msg::share_title())} name="share" onclose={props.onclose.clone()}>
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
                { embed_builder(&embed, s, &copied) }
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
