//! The page: the reducer store, the keyboard shortcuts, and the layout.

use super::browser;
use super::components::{
    Announcer, BeltBar, BoardView, Controls, MoveInput, MoveList, NewGameDialog, Notice, PromotionDialog, RelayLink,
    RulesHelp, ShareDialog, StatusLine,
};
use super::saved::save_text;
use super::state::{Action, Dialog, Mode, State};
use super::worker::{AiWorker, Reply, Request};
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_agent::worker::{use_worker_bridge, WorkerProvider};

/// The state behind a Yew reducer: every action clones the state and applies
/// itself (the game record is small, and a fresh value makes each render see
/// a consistent snapshot). `version` counts the actions, so that comparing two
/// stores (which Yew's context does on every render) costs nothing.
#[derive(Clone, Debug, Default)]
pub struct Store(pub State, u64);

impl PartialEq for Store {
    fn eq(&self, other: &Store) -> bool {
        self.1 == other.1
    }
}

impl Reducible for Store {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(action);
        Rc::new(Store(next, self.1.wrapping_add(1)))
    }
}

/// What every component reads: the store, whose `dispatch` sends actions.
pub type StoreHandle = UseReducerHandle<Store>;

/// The store from the context that [`App`] provides.
#[hook]
pub fn use_store() -> StoreHandle {
    use_context::<StoreHandle>().expect("components are rendered inside App's store provider")
}

/// Whether a key event comes from a field that uses the arrow keys itself.
fn from_text_field(event: &KeyboardEvent) -> bool {
    target_element(event).is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// The element a key event is aimed at.
fn target_element(event: &KeyboardEvent) -> Option<web_sys::Element> {
    event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok())
}

/// Whether a key event comes from a form control or a button, whose Enter is
/// its own. Belt arrows are the exception: after clicking arrows, Enter
/// confirms the belt move (Space still presses a focused arrow).
fn from_control(event: &KeyboardEvent) -> bool {
    from_text_field(event)
        || target_element(event).is_some_and(|el| el.tag_name() == "BUTTON" && !el.has_attribute("data-belt-shift"))
}

/// The pause before each turn of an AI-vs-AI game, in milliseconds.
const AI_VS_AI_PAUSE_MS: u32 = 600;

/// Sends the AI the job the state wants (its move, or a hint) and turns the
/// worker's replies into actions. The worker searches on its own thread; a
/// reply to a job the page no longer wants is ignored by the reducer.
#[hook]
fn use_ai(store: &StoreHandle) {
    let bridge = {
        let store = store.clone();
        use_worker_bridge::<AiWorker, _>(move |reply: Reply| {
            store.dispatch(match reply {
                Reply::Progress { key, text } => Action::AiProgress { key, text },
                Reply::Done {
                    key,
                    fen,
                    turn,
                    display,
                    text,
                } => Action::AiDone {
                    key,
                    fen,
                    turn,
                    display,
                    info: text,
                },
                Reply::Failed { key, message } => Action::AiFailed { key, message },
            })
        })
    };
    let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
    let job = store.0.wanted_job(seed);
    // When the AI plays itself, a pause between turns lets people follow the game.
    let delay = if store.0.settings.mode == Mode::AiVsAi {
        AI_VS_AI_PAUSE_MS
    } else {
        0
    };
    let store = store.clone();
    // Sent after the render, from an effect keyed by the job: once per job
    // (a job that failed is not retried in a loop). A job the page stops
    // wanting before its timer fires is never sent.
    use_effect_with(job.as_ref().map(|j| j.key()), move |_| {
        let timer = job.map(|job| {
            Timeout::new(delay, move || {
                bridge.send(Request::from(&job));
                store.dispatch(Action::AiStarted {
                    key: job.key(),
                    purpose: job.purpose,
                });
            })
        });
        move || drop(timer)
    });
}

/// The whole app: the AI worker's provider around the game.
#[component]
pub fn App() -> Html {
    html! {
        // Relative: yew-agent resolves it against the page address (any sub-path works)
        // and loads worker_bg.wasm next to it.
        <WorkerProvider<AiWorker> path="worker.js">
            <GamePage />
        </WorkerProvider<AiWorker>>
    }
}

/// The game page.
#[component]
fn GamePage() -> Html {
    // Read once: the address, the saved game (see `saved::opening`).
    let opened = use_state(browser::open);
    let store = {
        let loaded = opened.loaded.clone();
        use_reducer(move || {
            let mut state = State::default();
            state.apply(Action::Load(Box::new(loaded)));
            Store(state, 0)
        })
    };
    use_ai(&store);
    browser::use_embed(&store, opened.embed);

    // Saved after every change of the game or settings (an embed never saves:
    // it would overwrite the visitor's own game with the host page's).
    {
        let text = (!opened.embed).then(|| save_text(&store.0));
        use_effect_with(text, |text| {
            if let Some(text) = text {
                browser::save(text);
            }
        });
    }

    // Enter confirms the belt move; Escape backs out (dialog, preview, normal move).
    {
        let store = store.clone();
        use_effect_with((), move |_| {
            let doc = gloo::utils::document();
            let options = EventListenerOptions::enable_prevent_default();
            let listener = EventListener::new_with_options(&doc, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                match event.key().as_str() {
                    "Escape" => store.dispatch(Action::Escape),
                    // Left and right step through the moves, as on other chess sites.
                    "ArrowLeft" if !from_text_field(event) => store.dispatch(Action::Step(-1)),
                    "ArrowRight" if !from_text_field(event) => store.dispatch(Action::Step(1)),
                    // The reducer ignores it outside the belt phase (this closure
                    // outlives the render it was made in, so it must not read the state).
                    "Enter" if !from_control(event) => {
                        event.prevent_default();
                        store.dispatch(Action::ConfirmBelt);
                    }
                    _ => {}
                }
            });
            move || drop(listener)
        });
    }

    let dialog = match store.0.dialog {
        Some(Dialog::NewGame) => html! { <NewGameDialog /> },
        Some(Dialog::Rules) => html! { <RulesHelp /> },
        Some(Dialog::Promotion(m)) => html! { <PromotionDialog normal={m} /> },
        Some(Dialog::Share) => html! { <ShareDialog /> },
        None => html! {},
    };

    html! {
        <ContextProvider<StoreHandle> context={store.clone()}>
            // Embedded (?embed=1): the board, the belt bar, the status and the
            // game buttons only (the stylesheet keeps the essential ones), filling the frame.
            <div class={classes!("app", opened.embed.then_some("embed"))}>
                if !opened.embed {
                    <header class="top">
                        <h1>{ "Beltboard" }</h1>
                        <span class="variant-name">{ store.0.settings.start.title() }</span>
                    </header>
                }
                <main class="layout">
                    <section class="board-column">
                        <BoardView />
                        <BeltBar />
                    </section>
                    <aside class="side">
                        <Notice />
                        <StatusLine />
                        <Announcer />
                        <Controls />
                        if !opened.embed {
                            <RelayLink />
                            <MoveInput />
                            <MoveList />
                        }
                    </aside>
                </main>
                { dialog }
            </div>
        </ContextProvider<StoreHandle>>
    }
}
