//! The extras' app (`src/bin/extras.rs`, see [`crate::ui::game::extras::request`]): the
//! dialog the game page asks for, in the page's language, answering with
//! what the user did.

use crate::i18n::choose::supported;
use crate::ui::game::extras::request::{Reply, Shown};
use crate::ui::game::extras::web::reply;
use crate::ui::game::{
    extras::view::{
        new_game::{game_terms, read_terms, NewGameDialog},
        prefs::PrefsDialog,
        share::ShareDialog,
    },
    help::view::rules_help::RulesHelp,
    library::view::LibraryDialog,
};
use crate::ui::settings::hooks::lang::use_language_of;
use crate::ui::settings::values::{Prefs, Settings};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`Extras`].
#[derive(Properties, PartialEq)]
pub struct ExtrasProps {
    /// The dialog to show and the page's language (its code); `None` when
    /// the page has none of these dialogs open.
    pub shown: Option<Rc<(String, Shown)>>,
    /// Counts the page's requests, so that each is answered once it is
    /// drawn (two requests may be drawn in one render).
    pub seq: u32,
}

/// The extras' app: the dialog asked for, once its language is there (so
/// that it never shows in English first).
#[component]
pub fn Extras(props: &ExtrasProps) -> Html {
    // With nothing shown the language stays as it is.
    let wanted = props
        .shown
        .as_ref()
        .and_then(|s| supported(&s.0))
        .unwrap_or_else(crate::i18n::current::lang);
    let (_, settled) = use_language_of(wanted, false);
    // Whether a dialog is on screen: a language chosen in it is waited for
    // with the dialog kept (it changes words when the language is there),
    // where a first show waits for its language before it appears.
    let showing = use_mut_ref(|| false);
    let visible = props.shown.is_some() && (settled || *showing.borrow());
    *showing.borrow_mut() = visible;
    // The page says the dialog opens until it is on screen.
    use_effect_with((visible, props.seq), |&(visible, _)| {
        if visible {
            reply(&Reply::Shown);
        }
    });
    let Some(shown) = props.shown.as_ref().filter(|_| visible) else {
        return html! {};
    };
    let onclose = Callback::from(|()| reply(&Reply::Close));
    match &shown.1 {
        &Shown::Rules {
            start,
            keyboard,
            touch,
            level,
        } => {
            let on_try = Callback::from(move |lesson: crate::ui::game::help::examples::Lesson| {
                if let Some(loaded) = lesson.to_try(level) {
                    reply(&Reply::TryLesson {
                        start: loaded.settings.start,
                        no_belt_check: loaded.settings.no_belt_check,
                        fen: loaded.game.start().fen(),
                        level,
                    });
                }
            });
            html! { <RulesHelp {start} {keyboard} {touch} {on_try} {onclose} /> }
        }
        Shown::NewGame(terms) => {
            let (settings, controls) = read_terms(terms);
            let on_start =
                Callback::from(|(s, controls): (Settings, Option<_>)| reply(&Reply::NewGame(game_terms(s, controls))));
            html! { <NewGameDialog {settings} {controls} {on_start} {onclose} /> }
        }
        Shown::Prefs { prefs } => {
            let chosen = Callback::from(|prefs: Prefs| reply(&Reply::Prefs(prefs.to_text())));
            html! { <PrefsDialog prefs={Prefs::from_text(prefs)} {chosen} {onclose} /> }
        }
        Shown::Share(game) => {
            let on_import = Callback::from(|text: String| reply(&Reply::Import(text)));
            html! { <ShareDialog game={(**game).clone()} {on_import} {onclose} /> }
        }
        Shown::Library { current, version } => {
            let on_open = Callback::from(|key: String| reply(&Reply::OpenGame(key)));
            html! { <LibraryDialog current={current.clone()} version={*version} {on_open} {onclose} /> }
        }
    }
}
