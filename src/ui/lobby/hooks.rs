//! The lobby page's store: its state behind a Yew reducer, and the relays'
//! sockets it drives (opened once the page listens, each frame the state
//! writes handed to every relay once).

use crate::ui::live::hooks::use_relay_frames;
use crate::ui::live::signal::RelayNews;
use crate::ui::live::web::relays::{relay_urls, Relays};
use crate::ui::lobby::page_state::{LobbyAction, LobbyPageState};
use crate::ui::web::storage;
use std::rc::Rc;
use yew::prelude::*;

/// The lobby page's state as a Yew reducer.
#[derive(Clone, Debug)]
pub struct LobbyStore(pub LobbyPageState);

impl PartialEq for LobbyStore {
    /// The page is drawn again on every action: nothing compares equal.
    fn eq(&self, _: &Self) -> bool {
        false
    }
}

impl Reducible for LobbyStore {
    type Action = LobbyAction;

    fn reduce(self: Rc<Self>, action: LobbyAction) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(action);
        Rc::new(LobbyStore(next))
    }
}

/// The Unix time in seconds, by this browser's clock.
pub fn now_s() -> u64 {
    storage::now_ms() / 1_000
}

/// The lobby's store with its relays: it listens at once with a
/// throw-away key, opens a socket to each relay of `config.json`, and hands
/// the relays each frame the state writes.
#[hook]
pub fn use_lobby_store() -> UseReducerHandle<LobbyStore> {
    let store = use_reducer(|| LobbyStore(LobbyPageState::new()));
    let relays = use_mut_ref(|| None::<Relays>);
    {
        let (act, relays) = (store.dispatcher(), relays.clone());
        use_effect_with((), move |_| {
            match crate::ui::live::web::relays::random_bytes::<32>() {
                Some(key) => act.dispatch(LobbyAction::Listen { key, now_s: now_s() }),
                None => act.dispatch(LobbyAction::Listen {
                    key: [0; 32],
                    now_s: now_s(),
                }),
            }
            wasm_bindgen_futures::spawn_local(async move {
                let urls = relay_urls().await;
                act.dispatch(LobbyAction::RelaysOpened(urls.len()));
                let news = act.clone();
                let on_news: Rc<dyn Fn(RelayNews)> =
                    Rc::new(move |n: RelayNews| news.dispatch(LobbyAction::Relay(n, now_s())));
                *relays.borrow_mut() = Some(Relays::open(&urls, on_news));
            });
        });
    }
    {
        let act = store.dispatcher();
        use_relay_frames(
            &relays,
            &store.0.relay_out,
            store.0.relay_sent,
            store.0.relays.total,
            Callback::from(move |n| act.dispatch(LobbyAction::RelaySent(n))),
        );
    }
    // A page that goes away (closed, reloaded, left) withdraws its open
    // challenge, so that no one accepts a challenge whose poster is gone.
    {
        let latest = use_mut_ref(|| store.0.clone());
        *latest.borrow_mut() = store.0.clone();
        let relays = relays.clone();
        use_effect_with((), move |_| {
            let listener = gloo::events::EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                let aux = crate::ui::live::web::relays::random_bytes::<32>().unwrap_or([7; 32]);
                if let (Some(frame), Some(r)) = (
                    latest.borrow().withdrawal_frame(now_s(), &aux),
                    relays.borrow().as_ref(),
                ) {
                    r.send(&frame);
                }
            });
            move || drop(listener)
        });
    }
    // The list's times ("how long ago") and expiries, every 20 s: nothing is sent.
    {
        let act = store.dispatcher();
        use_effect_with((), move |_| {
            let timer = gloo::timers::callback::Interval::new(20_000, move || act.dispatch(LobbyAction::Tick(now_s())));
            move || drop(timer)
        });
    }
    // The proof of work, one short step at a time, so the page stays responsive.
    {
        let act = store.dispatcher();
        let mining = matches!(store.0.mine, Some(crate::ui::lobby::page_state::Mine::Mining { .. }));
        let from = match &store.0.mine {
            Some(crate::ui::lobby::page_state::Mine::Mining { from, .. }) => *from,
            _ => 0,
        };
        use_effect_with((mining, from), move |&(mining, _)| {
            let timer = mining.then(|| {
                gloo::timers::callback::Timeout::new(0, move || {
                    if let Some(aux) = crate::ui::live::web::relays::random_bytes::<32>() {
                        act.dispatch(LobbyAction::MineStep(aux));
                    }
                })
            });
            move || drop(timer)
        });
    }
    store
}
