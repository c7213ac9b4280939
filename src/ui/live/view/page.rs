//! The live page (`live.html`): a game between two browsers over
//! a WebRTC data channel, with a wasm of its own so that the game page
//! never downloads it.
//!
//! Opened three ways: `live.html?variant=..&color=..&clock=..` (the
//! new-game dialog: this side invites), `live.html#live=<code>` (the
//! friend's side, from the invitation link) and `live.html?game=<id>`
//! (either side again after a reload: the game kept in this browser, and a
//! new invitation to resume it).
//!
//! It speaks the game page's language: the address's `lang=`
//! (the new-game dialog passes the one its page speaks), else the
//! preference kept in this browser, else the browser's own; and passes the
//! `lang=` it was opened with on to its own address and its links back.

use crate::i18n::{msg, t, Text};
use crate::rules::{Color, TimeControl};
use crate::ui::game::library::shelf::entry_text;
use crate::ui::game::link::game_link;
use crate::ui::game::loaded::Loaded;
use crate::ui::game::relay::relay_link;
use crate::ui::live::code::{Answer, CodeError};
use crate::ui::live::flow::{
    answered_key, invitation, library_key, save_game, storage_key, Exchange, JoinError, RtcError,
};
use crate::ui::live::hooks::use_relay_frames;
use crate::ui::live::page_state::{LivePageState, PageAction, Problem, ANSWER_LINK_MS, CONNECT_MS};
use crate::ui::live::peer::to_bytes;
use crate::ui::live::signal::{host_in, secret_in, RelayNews, GO_FLAG};
use crate::ui::live::state::{Connection, LiveAction, LiveGame, Terms};
use crate::ui::live::view::panels::{
    exchange_view, home_link, live_controls, live_player_bar, ExchangeCalls, RelayView, Said,
};
use crate::ui::live::view::start::{open, ANSWER_HANDOVER};
use crate::ui::live::web::relays::{random_bytes, relay_urls, Relays};
use crate::ui::live::web::rtc::{ice_servers, Link, LinkEvent};
use crate::ui::live::words::join_error_text;
use crate::ui::store::hooks::{use_live_store, LiveStore, StoreProvider};
use crate::ui::web::{address, storage};
use crate::ui::words::types::start_name;
use crate::ui::{board::state::Board, game::state::State};
use crate::ui::{board::view::promotion::PromotionDialog, game::extras::view::new_game::setting_select};
use crate::ui::{
    board::view::{
        belt_bar::BeltBar,
        move_input::MoveInput,
        move_list::{MoveList, MoveListProps},
        BoardView,
    },
    game::view::status::board_status_line,
};
use crate::ui::{
    game::hooks::keys::use_keys,
    settings::hooks::{
        lang::{link_lang, tr, use_language},
        prefs::stored_prefs,
    },
};
use yew::prelude::*;

/// A problem in the page's language: the same answer read again once
/// joined is news, every other one a refusal.
fn problem_words(problem: Problem) -> Said {
    match problem {
        Problem::Rtc(e) => Said {
            text: tr(rtc_error_text(e)),
            calm: false,
        },
        Problem::Join(e) => Said {
            text: join_error_text(e).into(),
            calm: e == JoinError::ReadAgain,
        },
    }
}

/// What the page says about a connection that could not be set up.
fn rtc_error_text(error: RtcError) -> &'static Text<'static> {
    match error {
        RtcError::Unsupported => msg::live_rtc_unsupported(),
        RtcError::Refused => msg::live_rtc_refused(),
        RtcError::Description(CodeError::Incomplete) => msg::live_rtc_incomplete(),
        RtcError::Description(_) => msg::live_rtc_unwritable(),
    }
}

/// The whole live page.
#[component]
pub fn LivePage() -> Html {
    let opened = use_memo((), |_| open());
    let (store, board) = {
        let (terms, turns, left, end) = (opened.terms, opened.turns.clone(), opened.left, opened.end);
        let exchange = opened.exchange.clone();
        use_live_store(move || {
            let mut game = LiveGame::new(terms, &turns).with_clocks_left(left).with_end(end);
            // The language kept in this browser's preferences;
            // the others (the threat assistant among them) stay the live
            // game's own.
            std::rc::Rc::make_mut(&mut game.board).prefs.lang = stored_prefs(false, false).lang;
            LivePageState::new(game, exchange)
        })
    };
    // A language that cannot be loaded leaves the page as it was.
    use_language(&board, link_lang(), Callback::noop());
    // The game page's keys (Enter confirms the belt, after clicking an
    // arrow too; Escape backs out; the arrows step through the moves):
    // the live game passes on only what it allows.
    use_keys(&board);
    // The page's own title, after the one `use_language` gives every page.
    use_effect_with(crate::i18n::current::lang(), |_| {
        gloo::utils::document().set_title(&t(msg::live_title()))
    });
    // The connection and the relays' sockets: the browser's objects, not
    // state (the page state holds what they tell it).
    let link = use_mut_ref(|| None::<Link>);
    let relays = use_mut_ref(|| None::<Relays>);
    // The invitation's secret, when the page was opened on an invitation link.
    let opened_secret = *use_memo((), |_| secret_in(&address::query_and_fragment().1));
    // The secret this inviting page was given: a friend who accepted this
    // side's challenge (or whose challenge this side accepted) listens on its
    // channel for the invitation, and accepts it at once (`go&`).
    let (host_secret, go) = *use_memo((), |_| {
        let fragment = address::query_and_fragment().1;
        (host_in(&fragment), fragment.contains(GO_FLAG))
    });
    let dispatch = store.dispatcher();
    let act = {
        let dispatch = dispatch.clone();
        (*use_memo((), move |_| {
            Callback::from(move |action: PageAction| dispatch.dispatch((action, js_sys::Date::now())))
        }))
        .clone()
    };
    let send = {
        let act = act.clone();
        (*use_memo((), move |_| {
            Callback::from(move |action: LiveAction| act.emit(PageAction::Game(action)))
        }))
        .clone()
    };
    // The link's events, as the reducer's actions.
    let on_event = {
        let send = send.clone();
        move |event: LinkEvent| {
            send.emit(match event {
                LinkEvent::Open => LiveAction::Connection(Connection::Connected),
                LinkEvent::Message(bytes) => LiveAction::Received(bytes),
                LinkEvent::Closed => LiveAction::Connection(Connection::Disconnected),
            })
        }
    };
    // This side invites (at once, or again after a disconnect).
    let invite = {
        let (act, link, on_event) = (act.clone(), link.clone(), on_event.clone());
        Callback::from(move |(terms, resumed): (Terms, usize)| {
            let (act, link, on_event) = (act.clone(), link.clone(), on_event.clone());
            act.emit(PageAction::Preparing);
            wasm_bindgen_futures::spawn_local(async move {
                let ice = ice_servers().await;
                match Link::invite(&ice, on_event).await {
                    Ok((l, transport)) => {
                        *link.borrow_mut() = Some(l);
                        let now_s = storage::now_ms() / 1_000;
                        let mut i = invitation(
                            terms.game,
                            terms.start,
                            terms.no_belt_check,
                            terms.me,
                            terms.clock,
                            now_s,
                            transport,
                        );
                        i.resumed_turns = resumed.min(usize::from(u16::MAX)) as u16;
                        act.emit(PageAction::Invited(i));
                        listen(&act, host_secret.or_else(random_bytes));
                        if let (Some(_), Some(random)) = (host_secret, random_bytes()) {
                            act.emit(PageAction::SendInvitation(now_s, random));
                        }
                    }
                    Err(e) => act.emit(PageAction::Failed(e)),
                }
            });
        })
    };
    {
        // The inviting side makes its offer at once.
        let (invite, terms, turns) = (invite.clone(), store.0.game.terms, opened.turns.len());
        let inviting = opened.exchange == Exchange::Preparing;
        use_effect_with((), move |_| {
            if inviting {
                invite.emit((terms, turns));
            }
        });
    }
    // Each new message is sent while connected; while not, the hello of the next connection resyncs.
    {
        let (link, act) = (link.clone(), act.clone());
        let (game, sent, relayed) = (store.0.game.clone(), store.0.sent, store.0.relayed);
        use_effect_with((game.outbox.len(), game.connection, relayed), move |_| {
            if relayed {
                // Through the relays: each message sealed with random bytes of its own.
                let random: Option<Vec<_>> = (sent..game.outbox.len()).map(|_| random_bytes()).collect();
                if let (Some(random), false) = (random, sent == game.outbox.len()) {
                    act.emit(PageAction::SealMessages(now_s(), random));
                }
                return;
            }
            if game.connection == Connection::Connected {
                if let Some(l) = link.borrow().as_ref() {
                    for m in game.outbox.iter().skip(sent) {
                        l.send(&to_bytes(m));
                    }
                }
            }
            if sent != game.outbox.len() {
                act.emit(PageAction::Sent(game.outbox.len()));
            }
        });
    }
    // The relays' sockets, opened once the page listens on a channel.
    {
        let (relays, act) = (relays.clone(), act.clone());
        use_effect_with(store.0.signal.is_some(), move |&listening| {
            if listening && relays.borrow().is_none() {
                wasm_bindgen_futures::spawn_local(async move {
                    let urls = relay_urls().await;
                    act.emit(PageAction::RelaysOpened(urls.len()));
                    let news = act.clone();
                    let on_news: std::rc::Rc<dyn Fn(RelayNews)> =
                        std::rc::Rc::new(move |n: RelayNews| news.emit(PageAction::Relay(n, now_s())));
                    *relays.borrow_mut() = Some(Relays::open(&urls, on_news));
                });
            }
        });
    }
    // The frames for the relays, each handed to every relay once.
    use_relay_frames(
        &relays,
        &store.0.relay_out,
        store.0.relay_sent,
        store.0.relays.total,
        act.reform(PageAction::RelaySent),
    );
    // The answer is on the relays: if no connection comes in a few seconds,
    // the answer link is offered as well.
    {
        let act = act.clone();
        let waiting =
            matches!(store.0.exchange, Exchange::Answering { .. }) && store.0.signal.is_some() && !store.0.answer_link;
        use_effect_with(waiting, move |&waiting| {
            let timer = waiting.then(|| {
                gloo::timers::callback::Timeout::new(ANSWER_LINK_MS, move || act.emit(PageAction::AnswerLate))
            });
            move || drop(timer)
        });
    }
    // An answer read is handed to the connection once.
    {
        let (link, act) = (link.clone(), act.clone());
        let to_accept = store.0.to_accept.clone();
        use_effect_with(to_accept.as_ref().map(|(n, _)| *n), move |_| {
            if let Some((_, answer)) = to_accept {
                let accepted = link.borrow().as_ref().map(|l| l.accept(&answer.transport));
                wasm_bindgen_futures::spawn_local(async move {
                    let result = match accepted {
                        Some(f) => f.await,
                        None => Err(RtcError::Refused),
                    };
                    if let Err(e) = result {
                        act.emit(PageAction::Failed(e));
                    }
                });
            }
        });
    }
    // The game is kept in this browser after every change, and the address
    // names it for a reload (not when the page opened on a code it refused).
    // The clocks' times are kept with it after each turn, when the
    // connection changes and when the page goes away (a reload, a closed
    // tab): the game resumes with the time each side had.
    let keeps = !matches!(opened.exchange, Exchange::Refused(_));
    // The latest state for the page's last moment: a handle to it (a
    // pointer's copy), not a copy of its turns made at every render.
    let latest = use_mut_ref(|| store.clone());
    *latest.borrow_mut() = store.clone();
    {
        let latest = latest.clone();
        use_effect_with((), move |_| {
            let listener = gloo::events::EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                let s = &latest.borrow().0.game;
                if keeps {
                    let left = s.clocks.map(|c| c.snapshot(js_sys::Date::now()));
                    storage::store(
                        &storage_key(s.terms.game),
                        &save_game(&s.terms, s.peer.game.turns(), left, s.end()),
                    );
                }
            });
            move || drop(listener)
        });
    }
    {
        let s = store.0.game.clone();
        // A game's end (a resignation, an agreed draw, a flag) is a change too.
        use_effect_with((s.terms, s.peer.game.turns().len(), s.connection, s.end()), move |_| {
            if !keeps {
                return;
            }
            let key = storage_key(s.terms.game);
            let now = js_sys::Date::now();
            storage::store(
                &key,
                &save_game(&s.terms, s.peer.game.turns(), s.clock_hook(now), s.end()),
            );
            // And in the game page's library, once a turn was played.
            if !s.peer.game.turns().is_empty() {
                storage::store(
                    &library_key(s.terms.game),
                    &entry_text(&s.as_game(now), storage::now_ms()),
                );
            }
            let lang = link_lang().map(|l| format!("&lang={l}")).unwrap_or_default();
            address::replace_query(&format!("?game={:016x}{lang}", s.terms.game));
        });
    }
    let accept = {
        let (act, link, on_event, exchange) = (act.clone(), link.clone(), on_event.clone(), store.0.exchange.clone());
        Callback::from(move |_: ()| {
            let Exchange::Prompt(i) = exchange.clone() else {
                return;
            };
            let (act, link, on_event) = (act.clone(), link.clone(), on_event.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let ice = ice_servers().await;
                match Link::join(&ice, &i.transport, on_event).await {
                    Ok((l, transport)) => {
                        *link.borrow_mut() = Some(l);
                        storage::store(&answered_key(&i), "1");
                        let code = Answer {
                            game: i.game,
                            transport,
                        }
                        .code();
                        // Listening first, so that the answer link is not
                        // offered for a moment before the relays are tried.
                        listen(&act, opened_secret);
                        act.emit(PageAction::Answering { invitation: i, code });
                        if let (Some(_), Some(random)) = (opened_secret, random_bytes()) {
                            act.emit(PageAction::SendAnswer(now_s(), random));
                        }
                    }
                    Err(e) => act.emit(PageAction::Failed(e)),
                }
            });
        })
    };
    {
        // An invitation the person asked for already is accepted at once.
        let (accept, prompt) = (accept.clone(), matches!(store.0.exchange, Exchange::Prompt(_)));
        use_effect_with((), move |_| {
            if go && prompt {
                accept.emit(());
            }
        });
    }
    let on_accept = accept.reform(|_: MouseEvent| ());
    let on_decline = {
        let act = act.clone();
        Callback::from(move |_: MouseEvent| act.emit(PageAction::Declined))
    };
    let on_connect = {
        let act = act.clone();
        Callback::from(move |text: String| act.emit(PageAction::ReadAnswer(text, storage::now_ms() / 1_000)))
    };
    // An answer link opened in another tab of this browser hands its code
    // over through storage (see `open`): connect with it here.
    let latest_connect = use_mut_ref(|| on_connect.clone());
    *latest_connect.borrow_mut() = on_connect.clone();
    use_effect_with((), move |_| {
        let listener = gloo::events::EventListener::new(&gloo::utils::window(), "storage", move |event| {
            match storage::storage_change(event) {
                (Some(key), Some(text)) if key == ANSWER_HANDOVER => latest_connect.borrow().emit(text),
                _ => {}
            }
        });
        move || drop(listener)
    });
    let on_reinvite = {
        let (invite, s) = (invite.clone(), store.0.game.clone());
        Callback::from(move |_: MouseEvent| invite.emit((s.terms, s.peer.game.turns().len())))
    };
    // The time control, chosen on the invitation until the game starts (a
    // change makes a new invitation). The new-game dialog's clock
    // can pass it as `clock=` instead.
    let clock_select = {
        let (invite, send, terms) = (invite.clone(), send.clone(), store.0.game.terms);
        let onchange = Callback::from(move |e: Event| {
            let value = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok())
                .map(|s| s.value());
            let clock = value.and_then(|v| TimeControl::parse(&v).ok());
            send.emit(LiveAction::SetClock(clock));
            invite.emit((Terms { clock, ..terms }, 0));
        });
        let chosen = terms.clock.map(|c| c.to_string()).unwrap_or_default();
        let mut choices = vec![(String::new(), t(msg::clock_none()))];
        choices.extend(TimeControl::PRESETS.iter().map(|c| (c.to_string(), c.to_string())));
        if store.0.game.peer.game.turns().is_empty() {
            setting_select(&t(msg::live_clock()), "live-clock", choices, &chosen, true, onchange)
        } else {
            Html::default()
        }
    };
    // No connection CONNECT_MS after the codes were exchanged: the page
    // says what likely failed, and offers play by link with the game so far.
    {
        let act = act.clone();
        use_effect_with(store.0.waiting(), move |&waiting| {
            let timer =
                waiting.then(|| gloo::timers::callback::Timeout::new(CONNECT_MS, move || act.emit(PageAction::Late)));
            move || drop(timer)
        });
    }
    let now = js_sys::Date::now();
    use_clock_tick(&store, &send);
    // The move list's words, made again only when the turns or the page's
    // language change (belts are named in it).
    let moves = {
        let lang = crate::i18n::current::lang();
        let b = board.0.clone();
        use_memo((lang, b.game.turns().to_vec()), move |_| MoveListProps::moves_of(&b))
    };
    let problem = store.0.problem.map(problem_words);
    let calls = ExchangeCalls {
        on_accept,
        on_decline,
        on_connect,
    };
    let relay_view = RelayView {
        secret: store.0.secret,
        listening: store.0.signal.is_some() && !store.0.relays_down(),
        answer_link: store.0.answer_link || store.0.signal.is_none(),
    };
    let exchange_view = exchange_view(&store.0.exchange, &problem, clock_select, calls, relay_view);
    let s = &store.0.game;
    // A game kept after its end shows its board and result at once, before any connection.
    let playing = s.connection != Connection::Connecting || s.peer.is_over();
    // The bars as the board is turned: this side's own at the bottom, until the user turns it.
    let bottom = if board.0.flipped { Color::Black } else { Color::White };
    let dialog = match board.0.promotion {
        Some(m) => html! { <PromotionDialog normal={m} /> },
        None => html! {},
    };
    html! {
        <StoreProvider store={board.clone()}>
            // `their-turn`: the belt bar's hint for the player to move is
            // not shown while the friend plays (the board does not know whose
            // side is this one's).
            <div class={classes!("app", "live-page", s.terms.start.variant().has_belts().then_some("full-belt"),
                                 (!s.my_turn()).then_some("their-turn"))}
                 data-peer={s.connection.key()}>
                <header class="top">
                    <h1>{ tr(msg::app_name()) }</h1>
                    <span class="badge">{ tr(&msg::live_badge(&start_name(s.terms.start))) }</span>
                    <a class="back" href={home_link()}>{ tr(msg::analysis_back()) }</a>
                </header>
                if host_secret.is_some() && s.connection == Connection::Connecting {
                    <p class="live-travel" data-live-host="" role="status">{ tr(msg::live_challenge_starting()) }</p>
                }
                { exchange_view }
                if store.0.relayed {
                    <p class="live-travel" data-travel="relays" role="status">{ tr(msg::live_relayed()) }</p>
                }
                if store.0.late {
                    <section class="live-prompt" data-live-slow="">
                        <p class="error" role="alert">
                            { tr(msg::live_slow()) }
                        </p>
                        <a class="button" data-action="play-by-link" href={relay_fallback(&board.0)}>{ tr(msg::live_play_by_link()) }</a>
                    </section>
                }
                if playing {
                    <main class="layout">
                        <section class="board-column">
                            { live_player_bar(s, !bottom, now) }
                            <BoardView live={board.0.interactive()} />
                            { live_player_bar(s, bottom, now) }
                            <BeltBar />
                        </section>
                        <aside class="side">
                            { live_controls(s, &send, on_reinvite) }
                            { board_status_line(&board.0) }
                            <MoveInput />
                            <MoveList ..MoveListProps::of(&board.0, moves) />
                        </aside>
                    </main>
                }
                { dialog }
            </div>
        </StoreProvider>
    }
}

/// The Unix time in seconds, by this browser's clock.
fn now_s() -> u64 {
    storage::now_ms() / 1_000
}

/// Listens on the channel of `secret` with a throw-away key of this page's
/// (nothing when the browser gives no random bytes: the answer travels by link).
fn listen(act: &Callback<PageAction>, secret: Option<[u8; 32]>) {
    if let (Some(secret), Some(key)) = (secret, random_bytes()) {
        act.emit(PageAction::Listen {
            secret,
            key,
            now_s: now_s(),
        });
    }
}

/// The game page with this game as play by link (the same game, turns included).
fn relay_fallback(board: &Board) -> String {
    let link = relay_link(&as_board_game(board)).unwrap_or_else(|| game_link(&board.settings, &board.game));
    format!("{}#{link}", home_link())
}

/// Every 100 ms while a clock runs (as the game page's clocks), tells the
/// game the time (a flag that fell ends it), which draws the page
/// again, so that its face counts down and both sides' faces stay in step.
#[hook]
fn use_clock_tick(store: &UseReducerHandle<LiveStore>, send: &Callback<LiveAction>) {
    let running = store.0.game.clocks.and_then(|c| c.running()).is_some();
    let timer = use_mut_ref(|| None::<gloo::timers::callback::Interval>);
    let send = send.clone();
    use_effect_with(running, move |&running| {
        *timer.borrow_mut() =
            running.then(|| gloo::timers::callback::Interval::new(100, move || send.emit(LiveAction::Tick)));
    });
}

/// The game page's state of the live game's board, for play by link (no
/// clocks: the game goes on there untimed).
fn as_board_game(board: &Board) -> State {
    State::load(Loaded {
        flipped: board.flipped,
        ..Loaded::new(board.settings, board.game.clone())
    })
}
