//! The whole app: what the page opens with, the store, the effects (AI,
//! embed, keys, save) and the layout.

use crate::rules::Color;
use crate::ui::game::extras::request::Shown;
use crate::ui::game::start::Opening;
use crate::ui::game::state::{Action, Dialog, State};
use crate::ui::store::hooks::{send_on_click, use_page_store, StoreProvider};
use crate::ui::web::address;
use crate::ui::{
    board::view::promotion::PromotionDialog,
    game::{
        extras::view::{
            extra::{shared_game, ExtraDialog},
            new_game::game_terms,
        },
        view::resign::ResignDialog,
    },
};
use crate::ui::{
    board::view::{
        announce::announcer,
        belt_bar::{BeltBar, BeltBarProps},
        history_nav::{HistoryNav, HistoryNavProps},
        move_input::MoveInput,
        move_list::{MoveList, MoveListProps},
        BoardView, BoardViewProps,
    },
    game::{
        help::view::{coach::coach, intro::intro},
        puzzle::view::PuzzlePanel,
        view::{
            badges::badges,
            controls::{Controls, ControlsProps, Links, RecordLinks},
            player_bar::player_bar,
            relay::RelayLink,
            result_banner::result_banner,
            status::game_status_line,
        },
    },
    view::{later::use_later, notice::notice_box},
};
use crate::ui::{
    game::{
        ai::hooks::use_ai,
        assist::hooks::use_assist,
        clock::hooks::use_clock,
        hooks::{
            embed::{use_auto_height, use_embed},
            keys::use_keys,
        },
        library::hooks::{open_library, use_library},
        puzzle::hooks::use_puzzles,
        sound::hooks::use_sounds,
    },
    settings::hooks::{
        lang::use_language,
        prefs::{stored_prefs, use_prefs},
    },
};
use std::rc::Rc;
use yew::prelude::*;

/// What the page opens with ([`opening`]), with its effects on the browser
/// done: an unreadable save moved aside, and a game given by the address
/// dropped from the address bar, so that a reload resumes the game as it
/// went on rather than restarting the link (not in an embed, which never
/// saves and whose host page owns the address).
fn open() -> (Opening, String) {
    let (search, fragment) = address::query_and_fragment();
    let (opened, key) = open_library(&search, &fragment);
    if opened.from_address && !opened.embed && !opened.viewer {
        address::drop_game();
    }
    if let Some(theme) = opened.theme {
        address::set_theme(theme);
    }
    (opened, key)
}

/// The whole app: the game. (Game viewers and diagrams, `?view=1`, are the
/// studio's: see `ui::studio`; index.html sends them there.)
#[component]
pub fn App() -> Html {
    // Read once: the address, the saved game.
    let opened = use_memo((), |_| open());
    use_auto_height();
    if opened.0.viewer {
        address::to_studio();
        return html! {};
    }
    html! { <GamePage opened={opened} /> }
}

/// Properties of [`GamePage`].
#[derive(Properties, PartialEq)]
struct GamePageProps {
    /// What the page opened with, and this tab's entry in the library.
    opened: Rc<(Opening, String)>,
}

/// The game page.
#[component]
fn GamePage(props: &GamePageProps) -> Html {
    let opened = &props.opened;
    let (store, board) = {
        // The opening is cloned inside: this runs once, and a clone made
        // outside (a whole game) would be made and dropped at every render.
        let opened = opened.clone();
        use_page_store(move || {
            let (embed, assist) = (opened.0.embed, opened.0.assist);
            let mut state = State::load(opened.0.loaded.clone());
            state.board_mut().prefs = stored_prefs(embed, assist);
            state.board_mut().touch = crate::ui::web::pointer::coarse();
            if let Some(id) = &opened.0.puzzle {
                state.ask_puzzle(id);
            }
            state
        })
    };
    let embed = opened.0.embed;
    // Three tasks, so that none is long on a phone: the page's frame and
    // words (header, introduction, player bars, the board's empty squares),
    // then the board, then the side panel (see `use_later`).
    let board_shown = use_later();
    let later = use_later();
    use_ai(&store);
    use_assist(&store);
    use_clock(&store);
    use_sounds(&store, embed);
    use_embed(&store, embed);
    let library = use_library(&store, embed, opened.1.clone());
    use_prefs(&board, embed);
    use_keys(&board);
    use_puzzles(&store);
    // The page's language, for every component that shows words.
    use_language(&board, opened.0.lang, store.dispatcher().reform(Action::Notify));

    let dialog = match (store.0.board.promotion, store.0.dialog) {
        // The board's own dialog: the piece a pawn becomes.
        (Some(m), _) => html! { <PromotionDialog normal={m} /> },
        (_, Some(Dialog::NewGame)) => {
            let terms = game_terms(store.0.board.settings, store.0.timing.as_ref().map(|t| t.controls()));
            html! { <ExtraDialog game={store.clone()} key="new-game" shown={Shown::NewGame(terms)} /> }
        }
        // The dialogs a first visit does not need live in the extras' wasm.
        // Each keyed by its kind: a dialog opened over another (while the
        // extras load) is a component of its own, with its own listeners.
        (_, Some(Dialog::Rules)) => {
            let s = &store.0;
            let shown = Shown::Rules {
                start: s.board.settings.start,
                keyboard: s.board.keyboard,
                touch: s.board.touch,
                level: s.board.settings.level,
            };
            html! { <ExtraDialog game={store.clone()} key="rules" {shown} /> }
        }
        (_, Some(Dialog::Share)) => {
            html! { <ExtraDialog game={store.clone()} key="share" shown={Shown::Share(Box::new(shared_game(&store.0)))} /> }
        }
        (_, Some(Dialog::Resign)) => html! { <ResignDialog game={store.clone()} /> },
        (_, Some(Dialog::Prefs)) => {
            html! { <ExtraDialog game={store.clone()} key="prefs" shown={Shown::Prefs { prefs: store.0.board.prefs.to_text() }} /> }
        }
        (_, Some(Dialog::Library)) => {
            let shown = Shown::Library {
                current: library.key.borrow().clone(),
                version: library.version,
            };
            html! { <ExtraDialog game={store.clone()} key="library" {shown} open_game={library.open.clone()} /> }
        }
        (_, None) => html! {},
    };

    // What is made from the whole record is made again only when it changes
    // (and not for the first render, which shows the board alone).
    let s = store.0.clone();
    let moves = {
        let s = s.clone();
        // In the page's language too: belts are named in it (f-file, вертикаль f).
        let lang = crate::i18n::current::lang();
        use_memo(
            (later, lang, s.board.game.start().clone(), s.board.game.turns().to_vec()),
            move |_| {
                if later {
                    MoveListProps::moves_of(&s.board)
                } else {
                    Vec::new()
                }
            },
        )
    };
    let record_links = {
        let s = s.clone();
        use_memo((later, RecordLinks::key(&s)), move |_| RecordLinks::of(&s))
    };
    let links = {
        let s = s.clone();
        use_memo((record_links, s.board.view), move |(record, _)| Links::of(&s, record))
    };
    let bottom = if s.board.flipped { Color::Black } else { Color::White };
    let over = s.board.outcome().is_some();
    html! {
        // The game page's own dispatch, written here rather than in a
        // provider component (each component adds to the wasm).
        <ContextProvider<Callback<Action>> context={store.dispatcher()}>
        <StoreProvider store={board.clone()}>
            // Embedded (?embed=1): the board, the belt bar, the status and the
            // game buttons only (the stylesheet keeps the essential ones), filling the frame.
            // `with-intro` while the first visit's introduction shows: a class
            // rather than `.app:has(.intro)`, which made Chromium restyle every
            // button of the page each time a piece came onto a square or left it.
            <div class={classes!("app", embed.then_some("embed"), store.0.board.settings.start.variant().has_belts().then_some("full-belt"),
                                 store.0.assist_on().then_some("assist"), (!embed && !s.board.prefs.intro_seen).then_some("with-intro"))}>
                if !embed {
                    <header class="top">
                        <h1>{ "Beltboard" }</h1>
                        { badges(s.board.settings) }
                    </header>
                    { intro(&store) }
                }
                <main class="layout">
                    <section class="board-column">
                        { player_bar(&s, over, !bottom) }
                        if board_shown {
                            <BoardView ..board_props(&s) />
                        } else {
                            // The board's box and squares, until the board comes.
                            <div class="board-frame"><div class="board placeholder" aria-hidden="true"></div></div>
                        }
                        { player_bar(&s, over, bottom) }
                        // At the end, the banner takes the belt bar's place under the
                        // board. Under it, nothing above moves when they come.
                        if later {
                            { result_banner(&store) }
                            <BeltBar ..belt_bar_props(&s, &store.dispatcher()) />
                            { coach(&store) }
                        }
                    </section>
                    // The side panel from the second task on: the first render
                    // (the one the wasm's start waits for) is the board's.
                    <aside class="side">
                        if later {
                            { notice_box(s.notice.as_ref(), send_on_click(&store.dispatcher(), Action::DismissNotice)) }
                            <PuzzlePanel game={store.clone()} />
                            { game_status_line(&s) }
                            { announcer(&s.board) }
                            <HistoryNav ..HistoryNavProps::of(&s.board) />
                            <Controls ..ControlsProps::of(&s, links.clone()) />
                            if !embed {
                                <RelayLink fragment={links.relay.clone()} side={s.board.position().turn()} />
                                <MoveInput />
                                <MoveList ..MoveListProps::of(&s.board, moves.clone()) />
                            }
                        }
                    </aside>
                </main>
                { dialog }
            </div>
        </StoreProvider>
        </ContextProvider<Callback<Action>>>
    }
}

/// What the game page adds to its board: whether the user may act, the
/// hint, the puzzle's hint, the threat assistant's marks.
fn board_props(s: &State) -> BoardViewProps {
    BoardViewProps {
        live: s.interactive(),
        piece_hint: s.puzzle_hint(),
        danger: s.danger(),
        danger_known: s.danger_known(),
        // A puzzle's refutation is drawn as the assistant's winning reply.
        win: s.drawn_win().map(|w| w.turn).or(s.puzzle_refutation()),
        suggestion: s.suggestion(),
    }
}

/// What the game page's threat assistant adds to the belt bar.
fn belt_bar_props(s: &State, send: &Callback<Action>) -> BeltBarProps {
    let previewed = s.board.previewed_turn();
    BeltBarProps {
        assist_on: s.assist_on(),
        verdict: s.verdict(),
        reply_shown: s.assist.reply_shown.is_some() && s.assist.reply_shown == previewed,
        on_show_reply: send_on_click(send, Action::ShowReply),
    }
}
