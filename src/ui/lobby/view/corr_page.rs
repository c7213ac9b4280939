//! The correspondence page (`live.html#corr=..`): a game with days per
//! move whose state each side publishes on the relays, kept in this
//! browser and playable by link whatever the relays do.
//!
//! Opened three ways (see [`crate::ui::lobby::corr_open`]): a new game
//! with a friend (`?corr=new&..`, which shows the friend's invitation),
//! the friend's invitation (`#corr=..&join=..`) and this side's own link
//! (`#corr=..&me=..`), which the page puts in the address once open.

use crate::i18n::{msg, t};
use crate::rules::Color;
use crate::ui::board::state::{Board, BoardAction};
use crate::ui::board::view::{
    belt_bar::BeltBar,
    move_input::MoveInput,
    move_list::{MoveList, MoveListProps},
    promotion::PromotionDialog,
    BoardView,
};
use crate::ui::game::hooks::keys::use_keys;
use crate::ui::game::library::shelf::{entry_text, ENTRY_PREFIX};
use crate::ui::game::link::game_link;
use crate::ui::game::loaded::Loaded;
use crate::ui::game::relay::relay_link;
use crate::ui::game::state::State;
use crate::ui::game::view::status::board_status_line;
use crate::ui::live::hooks::use_relay_frames;
use crate::ui::live::signal::RelayNews;
use crate::ui::live::view::panels::home_link;
use crate::ui::live::web::relays::{random_bytes, relay_urls, Relays};
use crate::ui::lobby::corr_open::{open_corr, OPEN_RANDOM};
use crate::ui::lobby::corr_state::{CorrAction, CorrPageState, PUBLISH_RANDOM};
use crate::ui::lobby::kept::{kept_id, kept_key, KeptGame};
use crate::ui::lobby::view::corr_panels::{corr_player_bar, news_hook, news_words, when, CorrLinkBox};
use crate::ui::lobby::web::replace_address;
use crate::ui::settings::hooks::lang::{link_lang, tr, use_language};
use crate::ui::store::hooks::{use_page_store, Page, StoreProvider};
use crate::ui::web::{address, storage};
use crate::ui::words::types::start_name;
use std::rc::Rc;
use yew::prelude::*;

/// How often the page is drawn again, in ms, so that the days left and
/// the claim button follow the clock (nothing is sent on it).
const REDRAW_MS: u32 = 30_000;

/// The Unix time in seconds, by this browser's clock.
fn now_s() -> u64 {
    storage::now_ms() / 1_000
}

/// The page's `lang=` query, for its own address and links.
fn lang_query() -> String {
    link_lang().map(|l| format!("?lang={l}")).unwrap_or_default()
}

/// The page's state as the store's [`Page`], each action applied at this
/// browser's time, so that the board's shared components play on it.
impl Page for CorrPageState {
    type Action = CorrAction;

    fn board(&self) -> &Rc<Board> {
        &self.board
    }

    fn from_board(action: BoardAction) -> CorrAction {
        CorrAction::Board(action)
    }

    fn reduce(&mut self, action: CorrAction) {
        self.apply(action, now_s());
    }
}

/// The whole correspondence page: the game, or why its link cannot be read.
#[component]
pub fn CorrPage() -> Html {
    let opened = use_memo((), |_| {
        let (query, fragment) = address::query_and_fragment();
        let random = random_bytes::<OPEN_RANDOM>().ok_or(crate::ui::lobby::corr_link::CorrLinkError::Key)?;
        open_corr(&query, &fragment, storage::load, &random, now_s()).map(Rc::new)
    });
    match &*opened {
        Ok(state) => html! { <CorrGame init={state.clone()} /> },
        Err(_) => html! {
            <div class="app live-page" data-corr-error="">
                <header class="top">
                    <h1>{ tr(msg::app_name()) }</h1>
                    <a class="back" href={home_link()}>{ tr(msg::analysis_back()) }</a>
                </header>
                <p class="error" role="alert">{ tr(msg::corr_link_error()) }</p>
            </div>
        },
    }
}

/// Properties of [`CorrGame`].
#[derive(Properties)]
struct CorrGameProps {
    /// The page's state as it opened.
    init: Rc<CorrPageState>,
}

impl PartialEq for CorrGameProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.init, &other.init)
    }
}

/// The correspondence game's page.
#[component]
fn CorrGame(props: &CorrGameProps) -> Html {
    let (store, board) = {
        let init = props.init.clone();
        use_page_store(move || (*init).clone())
    };
    use_language(&board, link_lang(), Callback::noop());
    use_keys(&board);
    use_effect_with(crate::i18n::current::lang(), |_| {
        gloo::utils::document().set_title(&t(msg::corr_title()))
    });
    let dispatch = store.dispatcher();
    let relays = use_mut_ref(|| None::<Relays>);
    // The own link in the address: a reload opens this side of the game.
    {
        let fragment = store.0.own_fragment();
        use_effect_with((), move |_| replace_address(&lang_query(), &fragment));
    }
    // The relays' sockets, opened once.
    {
        let (relays, dispatch) = (relays.clone(), dispatch.clone());
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                let urls = relay_urls().await;
                let news = dispatch.clone();
                let on_news: Rc<dyn Fn(RelayNews)> = Rc::new(move |n: RelayNews| news.emit(CorrAction::Relay(n)));
                *relays.borrow_mut() = Some(Relays::open(&urls, on_news));
                // After the sockets exist: the frames' effect runs on this and sends what waits.
                dispatch.emit(CorrAction::RelaysOpened(urls.len()));
            });
        });
    }
    // The frames for the relays, each handed to every relay once.
    use_relay_frames(
        &relays,
        &store.0.relay_out,
        store.0.relay_sent,
        store.0.relays.total,
        dispatch.reform(CorrAction::RelaySent),
    );
    // This side's state, published when the page opens and after each of its changes.
    {
        let dispatch = dispatch.clone();
        use_effect_with(store.0.unpublished, move |&unpublished| {
            if let (true, Some(random)) = (unpublished, random_bytes::<PUBLISH_RANDOM>()) {
                dispatch.emit(CorrAction::Publish(random));
            }
        });
    }
    // Kept in this browser after every change, and listed in the game page's library.
    {
        let s = store.0.clone();
        use_effect_with(s.changes, move |_| {
            if let Some(text) = s.kept_text() {
                storage::store(&kept_key(&s.secret), &text);
                // Dated by its last turn: the library says whose move since then.
                if let Some(game) = s.playing() {
                    let key = format!("{ENTRY_PREFIX}corr-{}", kept_id(&s.secret));
                    storage::store(&key, &entry_text(&as_board_game(&s.board), game.since() * 1_000));
                }
            }
        });
    }
    // Drawn again now and then: the days left and the claim button follow the clock.
    let redraw = use_state(|| 0u32);
    {
        let redraw = redraw.clone();
        use_effect_with((), move |_| {
            let timer = gloo::timers::callback::Interval::new(REDRAW_MS, move || redraw.set(*redraw + 1));
            move || drop(timer)
        });
    }
    let moves = {
        let lang = crate::i18n::current::lang();
        let b = board.0.clone();
        use_memo((lang, b.game.turns().to_vec()), move |_| MoveListProps::moves_of(&b))
    };
    let s = &store.0;
    let now = now_s();
    let lang = crate::i18n::current::lang();
    let click = |action: CorrAction| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
    };
    let (start, days) = match &s.game {
        Some(KeptGame::Playing(g)) => (Some(g.start), Some(g.days)),
        Some(KeptGame::Pending(t)) => (Some(t.start), Some(t.days)),
        None => (None, None),
    };
    let badge = match (start, days) {
        (Some(start), Some(days)) => tr(&msg::corr_badge(&start_name(start), i64::from(days.count()))),
        _ => AttrValue::default(),
    };
    let bottom = if board.0.flipped { Color::Black } else { Color::White };
    let reckoning = s.reckoning(now);
    let turn_line = reckoning.map(|r| {
        let whose = if r.to_move == s.me() {
            msg::corr_your_move()
        } else {
            msg::corr_friend_move()
        };
        let hook = if r.to_move == s.me() { "me" } else { "friend" };
        html! {
            <p class="corr-turn" data-corr-turn={hook} role="status">
                <strong>{ tr(whose) }</strong>{ " · " }{ tr(&msg::corr_since(&when(r.since))) }
            </p>
        }
    });
    let news = s.news.as_ref().map(|n| {
        let (words, calm) = news_words(n);
        html! {
            <p class={classes!("corr-news", (!calm).then_some("error"))} data-corr-news={news_hook(n)}
               role={if calm { "status" } else { "alert" }}>
                { words }
                <button type="button" class="dismiss" data-action="corr-dismiss" onclick={click(CorrAction::Dismiss)}
                        aria-label={tr(msg::dialog_close())}>{ "×" }</button>
            </p>
        }
    });
    let claim_line = match (s.friend_claim(), s.playing().and_then(|g| g.end())) {
        (Some((_, holds)), _) => Some(html! {
            <p class={classes!("corr-claim", (!holds).then_some("error"))} data-corr-claim={if holds { "holds" } else { "fails" }}>
                { tr(if holds { msg::corr_friend_claim_holds() } else { msg::corr_friend_claim_fails() }) }
            </p>
        }),
        (None, Some(crate::ui::lobby::correspondence::End::Claimed(_))) => Some(html! {
            <p class="corr-claim" data-corr-claim="mine">{ tr(msg::corr_you_claimed()) }</p>
        }),
        _ => None,
    };
    let relays_line = if s.relays_down() {
        html! { <p class="error" data-corr-relays="down">{ tr(msg::corr_relays_off()) }</p> }
    } else if s.relays.known {
        let open = s.relays.up.count_ones() as i64;
        html! {
            <p class="live-travel" data-corr-relays={open.to_string()}>
                { tr(&msg::corr_relays(open, s.relays.total as i64)) }
            </p>
        }
    } else {
        Html::default()
    };
    let over = s.playing().is_none_or(|g| g.is_over());
    let dialog = match board.0.promotion {
        Some(m) => html! { <PromotionDialog normal={m} /> },
        None => html! {},
    };
    let own_link = address::link_to(&s.own_fragment());
    html! {
        <StoreProvider store={board.clone()}>
            <div class={classes!("app", "live-page", "corr-page", start.is_some_and(|st| st.variant().has_belts()).then_some("full-belt"),
                                 (!s.my_turn()).then_some("their-turn"))}
                 data-corr={match &s.game { Some(KeptGame::Playing(_)) => "playing", Some(KeptGame::Pending(_)) => "pending", None => "looking" }}
                 data-turns={s.playing().map(|g| g.turns().len().to_string())}>
                <header class="top">
                    <h1>{ tr(msg::app_name()) }</h1>
                    <span class="badge">{ badge }</span>
                    <a class="back" href={home_link()}>{ tr(msg::analysis_back()) }</a>
                </header>
                if s.kept_error.is_some() {
                    <p class="error" role="alert" data-corr-kept-error="">{ tr(msg::corr_kept_error()) }</p>
                }
                { news.unwrap_or_default() }
                { claim_line.unwrap_or_default() }
                if let Some(link) = s.invitation_fragment() {
                    <CorrLinkBox name="invite" title={tr(msg::corr_invite_title())} help={tr(msg::corr_invite_help())}
                                 link={address::link_to(&link)} {lang} />
                    <p class="live-travel" role="status" data-corr-waiting="">{ tr(msg::corr_waiting()) }</p>
                }
                if s.game.is_none() {
                    <p class="live-travel" role="status" data-corr-looking="">{ tr(msg::corr_looking()) }</p>
                }
                if s.playing().is_some() {
                    <main class="layout">
                        <section class="board-column">
                            { corr_player_bar(s, !bottom, now) }
                            <BoardView live={s.my_turn() && board.0.interactive()} />
                            { corr_player_bar(s, bottom, now) }
                            <BeltBar />
                        </section>
                        <aside class="side">
                            { turn_line.unwrap_or_default() }
                            <div class="controls">
                                if s.can_claim(now) {
                                    <button type="button" class="primary" data-action="corr-claim" onclick={click(CorrAction::Claim)}>{ tr(msg::corr_claim()) }</button>
                                }
                                if !over {
                                    <button type="button" data-action="corr-resign" onclick={click(CorrAction::Resign)}>{ tr(msg::corr_resign()) }</button>
                                }
                                <a class="button" data-action="play-by-link" href={relay_fallback(&board.0)}>{ tr(msg::corr_by_link()) }</a>
                            </div>
                            { board_status_line(&board.0) }
                            <MoveInput />
                            <MoveList ..MoveListProps::of(&board.0, moves) />
                        </aside>
                    </main>
                }
                { relays_line }
                <CorrLinkBox name="own" title={tr(msg::corr_own_title())} help={tr(msg::corr_own_help())}
                             link={own_link} {lang} />
                { dialog }
            </div>
        </StoreProvider>
    }
}

/// The game page with this game as play by link (the same game, turns included).
fn relay_fallback(board: &Board) -> String {
    let link = relay_link(&as_board_game(board)).unwrap_or_else(|| game_link(&board.settings, &board.game));
    format!("{}#{link}", home_link())
}

/// The game page's state of the board's game, for play by link and the library.
fn as_board_game(board: &Board) -> State {
    State::load(Loaded {
        flipped: board.flipped,
        ..Loaded::new(board.settings, board.game.clone())
    })
}
