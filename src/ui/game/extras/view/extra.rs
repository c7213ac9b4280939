//! A dialog of the extras' wasm, seen from the game page ([`crate::ui::game::extras::request`]):
//! while the page's state has it open, the extras show it with what it
//! needs, in the page's language; their replies become the page's actions.
//! It draws only a word that the dialog opens, until the extras say it is
//! on screen: the dialog is the extras' own element.

use crate::i18n::msg;
use crate::ui::game::clock::clocks::ClockAction;
use crate::ui::game::clock::link::clock_params;
use crate::ui::game::extras::request::{encode_request, Reply, Request, SharedGame, Shown};
use crate::ui::game::extras::web::{listen, send, send_if_loaded, Heard};
use crate::ui::game::link::game_link;
use crate::ui::game::pgn_fen::{export_pgn, import};
use crate::ui::game::{loaded::Loaded, notice::Notice};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::{Mode, Prefs};
use crate::ui::store::hooks::GameHandle;
use crate::ui::web::address;
use crate::ui::{
    board::state::BoardAction,
    game::state::{Action, State},
};
use yew::prelude::*;

/// Properties of [`ExtraDialog`].
#[derive(Properties, PartialEq)]
pub struct ExtraProps {
    /// The dialog and what it shows.
    pub shown: Shown,
    /// The game page's handle.
    pub game: GameHandle,
    /// Opens a library entry in this tab (the library's handle).
    #[prop_or_default]
    pub open_game: Callback<String>,
}

/// What the page does with what it heard.
fn apply(store: &GameHandle, open_game: &Callback<String>, waiting: &UseStateHandle<bool>, heard: Heard) {
    match heard {
        Heard::Reply(Reply::Shown) => waiting.set(false),
        Heard::Reply(Reply::Close) => store.dispatch(Action::Close),
        Heard::Reply(Reply::NewGame(terms)) => {
            let (settings, controls) = crate::ui::game::extras::view::new_game::read_terms(&terms);
            store.dispatch(Action::Clock(ClockAction::NewGame(settings, controls)));
        }
        Heard::Reply(Reply::Prefs(text)) => {
            store.dispatch(Action::Board(BoardAction::SetPrefs(Prefs::from_text(&text))))
        }
        Heard::Reply(Reply::Import(text)) => {
            // Read again here, with the page's own settings: the dialog's
            // reading was only to say what is wrong with a text.
            if let Ok(loaded) = import(&text, &store.0.board.settings, store.0.board.flipped) {
                store.dispatch(Action::Load(Box::new(loaded)));
            }
        }
        Heard::Reply(Reply::OpenGame(key)) => {
            open_game.emit(key);
            store.dispatch(Action::Close);
        }
        Heard::Reply(Reply::TryLesson {
            start,
            no_belt_check,
            fen,
            level,
        }) => {
            if let Some(loaded) = Loaded::lesson(start, no_belt_check, &fen, level) {
                store.dispatch(Action::Load(Box::new(loaded)));
                crate::ui::web::scroll::board_column_soon();
            }
        }
        Heard::Unavailable => {
            store.dispatch(Action::Close);
            store.dispatch(Action::Notify(Notice::PartUnavailable));
        }
    }
}

/// The game as the share dialog shows it.
pub fn shared_game(s: &State) -> SharedGame {
    let mut game = game_link(&s.board.settings, &s.board.game);
    // A timed game's link carries its clocks.
    if let Some(timing) = &s.timing {
        game.push_str(&clock_params(timing, s.now));
    }
    let settings = s.board.settings.normalized();
    SharedGame {
        link: address::link_to(&game),
        pgn: export_pgn(s, &address::today()),
        fen: s.board.position().fen(),
        start_fen: s.board.game.start().fen(),
        start: settings.start,
        no_belt_check: settings.no_belt_check,
        ai_white: settings.mode == Mode::AiWhite,
        level: settings.level,
        flipped: s.board.flipped,
    }
}

/// Shows `shown` through the extras for as long as it is drawn.
#[component]
pub fn ExtraDialog(props: &ExtraProps) -> Html {
    let store = props.game.clone();
    // Until the extras say the dialog is on screen (their first load, on a
    // slow network, takes a moment): a word that it opens, which the
    // stylesheet shows only if the wait lasts.
    let waiting = use_state_eq(|| true);
    {
        // Listening anew when what an import is read with changes: the
        // handle holds the state of the render it came from.
        let (store, open_game, waiting) = (store.clone(), props.open_game.clone(), waiting.clone());
        let import_with = (store.0.board.settings, store.0.board.flipped);
        use_effect_with(import_with, move |_| {
            let listeners = listen(move |heard| apply(&store, &open_game, &waiting, heard));
            move || drop(listeners)
        });
    }
    use_effect_with((), |_| move || send_if_loaded(encode_request(&Request::Hide)));
    // Shown again when what it shows changes (the preferences chosen) or
    // the page's language does.
    let lang = crate::i18n::current::lang();
    use_effect_with((lang, props.shown.clone()), |(lang, shown)| {
        send(encode_request(&Request::Show {
            lang: (*lang).to_string(),
            dialog: shown.clone(),
        }));
    });
    if *waiting {
        html! { <p class="extras-wait" role="status" data-extras-wait="">{ tr(msg::dialog_opening()) }</p> }
    } else {
        html! {}
    }
}
