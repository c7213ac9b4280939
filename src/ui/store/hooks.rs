//! The stores: each page's state behind a Yew reducer ([`GameStore`] for
//! the game page, [`AnalysisStore`] for the analysis board, [`ViewerStore`]
//! for the studio's game viewer, [`LiveStore`] for a live game), the handle
//! on the board that the
//! components every page shares read ([`StoreHandle`], put in context by
//! [`StoreProvider`]), and the game page's own ([`GameHandle`], given to
//! its components as [`GameProps`]).

use crate::ui::game::clock::web::now;
use crate::ui::live::page_state::{LivePageState, PageAction};
use crate::ui::live::state::LiveAction;
use crate::ui::viewer::state::{ViewerAction, ViewerState};
use crate::ui::{
    analysis::state::{AnalysisAction, AnalysisState},
    board::state::{Board, BoardAction},
    game::state::{Action, State},
};
use std::rc::Rc;
use yew::prelude::*;

/// A page whose state is one snapshot (an `Rc`) behind a Yew reducer, with
/// the board the shared components read: the game page ([`State`]) and the
/// studio's game viewer ([`ViewerState`]). Every action applies itself to a
/// fresh copy, sharing what it leaves alone with the previous snapshot, so
/// that each render sees a consistent one.
pub trait Page: Clone + 'static {
    /// The page's own actions.
    type Action: 'static;
    /// The board the shared components read.
    fn board(&self) -> &Rc<Board>;
    /// A board action as one of the page's own.
    fn from_board(action: BoardAction) -> Self::Action;
    /// Applies `action` (the reducer's step).
    fn reduce(&mut self, action: Self::Action);
}

impl Page for State {
    type Action = Action;

    fn board(&self) -> &Rc<Board> {
        &self.board
    }

    fn from_board(action: BoardAction) -> Action {
        Action::Board(action)
    }

    fn reduce(&mut self, action: Action) {
        // The time of the action, for a timed game's clocks.
        self.now = now();
        self.apply(action);
    }
}

impl Page for ViewerState {
    type Action = ViewerAction;

    fn board(&self) -> &Rc<Board> {
        &self.board
    }

    fn from_board(action: BoardAction) -> ViewerAction {
        ViewerAction::Board(action)
    }

    fn reduce(&mut self, action: ViewerAction) {
        self.apply(action);
    }
}

/// A [`Page`]'s snapshot behind a Yew reducer.
#[derive(Debug, Default)]
pub struct PageStore<S>(pub Rc<S>);

impl<S: Page> Reducible for PageStore<S> {
    type Action = S::Action;

    fn reduce(self: Rc<Self>, action: S::Action) -> Rc<Self> {
        let mut next = self.0.clone();
        Rc::make_mut(&mut next).reduce(action);
        Rc::new(PageStore(next))
    }
}

/// The game page's store.
pub type GameStore = PageStore<State>;

/// The studio's game viewer's store.
pub type ViewerStore = PageStore<ViewerState>;

/// The analysis board's state behind a Yew reducer. Its board and tree are
/// shared with the previous snapshot until an action changes them.
#[derive(Clone, Debug)]
pub struct AnalysisStore(pub AnalysisState);

impl Reducible for AnalysisStore {
    type Action = AnalysisAction;

    fn reduce(self: Rc<Self>, action: AnalysisAction) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(action);
        Rc::new(AnalysisStore(next))
    }
}

/// A page's snapshot (an `Rc`) and the way to send it actions. Two handles
/// are equal when they hold the same snapshot: an action that leaves it
/// alone re-renders none of its readers.
pub struct Handle<S, A>(pub Rc<S>, Callback<A>);

/// The board (the game shown, the turn being built, the history) as the
/// components every page shares read it, and the way to send it
/// [`BoardAction`]s, each page mapping them into its own actions.
pub type StoreHandle = Handle<Board, BoardAction>;

/// The game page's whole state, as its own components read it, and its actions.
pub type GameHandle = Handle<State, Action>;

impl<S, A> Clone for Handle<S, A> {
    fn clone(&self) -> Self {
        Handle(Rc::clone(&self.0), self.1.clone())
    }
}

impl<S, A> PartialEq for Handle<S, A> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0) && self.1 == other.1
    }
}

impl<S, A> Handle<S, A> {
    /// Sends `action` to the page's reducer.
    pub fn dispatch(&self, action: A) {
        self.1.emit(action);
    }

    /// The callback that sends actions (the same for the page's whole life).
    pub fn dispatcher(&self) -> Callback<A> {
        self.1.clone()
    }
}

/// A [`Page`]'s store, made once from `init`: its handle, and the handle on
/// its board (whose actions the page's reducer receives as its own).
#[hook]
pub fn use_page_store<S: Page>(init: impl FnOnce() -> S + 'static) -> (Handle<S, S::Action>, StoreHandle) {
    let store = use_reducer(move || PageStore(Rc::new(init())));
    let dispatcher = store.dispatcher();
    let send = use_memo((), move |_| {
        let board = dispatcher.clone();
        (
            Callback::from(move |action: S::Action| dispatcher.dispatch(action)),
            Callback::from(move |action: BoardAction| board.dispatch(S::from_board(action))),
        )
    });
    let board = Handle(Rc::clone(store.0.board()), send.1.clone());
    (Handle(store.0.clone(), send.0.clone()), board)
}

/// The analysis board's store, made once from `init`, and the handle on its board.
#[hook]
pub fn use_analysis_store(
    init: impl FnOnce() -> AnalysisState + 'static,
) -> (UseReducerHandle<AnalysisStore>, StoreHandle) {
    let store = use_reducer(move || AnalysisStore(init()));
    let dispatcher = store.dispatcher();
    let send = use_memo((), move |_| {
        Callback::from(move |action: BoardAction| dispatcher.dispatch(AnalysisAction::Board(action)))
    });
    let board = Handle(store.0.board.clone(), (*send).clone());
    (store, board)
}

/// The game viewer's whole state, as its page reads it, and its actions.
pub type ViewerHandle = Handle<ViewerState, ViewerAction>;

/// The live page's state behind a Yew reducer: each action comes with the
/// time it happened (ms, the browser's clock), for the clocks.
#[derive(Clone, Debug)]
pub struct LiveStore(pub LivePageState);

impl Reducible for LiveStore {
    type Action = (PageAction, f64);

    fn reduce(self: Rc<Self>, (action, now): (PageAction, f64)) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(action, now);
        Rc::new(LiveStore(next))
    }
}

/// The live page's store, made once from `init`, and the handle on its board.
#[hook]
pub fn use_live_store(init: impl FnOnce() -> LivePageState + 'static) -> (UseReducerHandle<LiveStore>, StoreHandle) {
    let store = use_reducer(move || LiveStore(init()));
    let dispatcher = store.dispatcher();
    let send = use_memo((), move |_| {
        Callback::from(move |action: BoardAction| {
            dispatcher.dispatch((PageAction::Game(LiveAction::Board(action)), js_sys::Date::now()))
        })
    });
    let board = Handle(Rc::clone(&store.0.game.board), (*send).clone());
    (store, board)
}

/// A click handler that sends `action` to `store`.
pub fn on_click<S, A: Clone + 'static>(store: &Handle<S, A>, action: A) -> Callback<MouseEvent> {
    send_on_click(&store.1, action)
}

/// A click handler that sends `action` through `dispatch`.
pub fn send_on_click<A: Clone + 'static>(dispatch: &Callback<A>, action: A) -> Callback<MouseEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
}

/// The board's handle from the context that [`StoreProvider`] provides.
#[hook]
pub fn use_store() -> StoreHandle {
    use_context::<StoreHandle>().expect("components are rendered inside the store provider")
}

/// The board's way to send actions, from the context that
/// [`StoreProvider`] provides: the same callback for the page's whole
/// life, so a component that only sends actions is never drawn again
/// because the state changed.
#[hook]
pub fn use_dispatch() -> Callback<BoardAction> {
    use_context::<Callback<BoardAction>>().expect("components are rendered inside the store provider")
}

/// The game page's way to send its actions, from the context the game
/// page provides (the same callback for the page's whole life).
#[hook]
pub fn use_game_dispatch() -> Callback<Action> {
    use_context::<Callback<Action>>().expect("the game page's components are rendered inside its provider")
}

/// Properties of [`StoreProvider`].
#[derive(Properties, PartialEq)]
pub struct StoreProviderProps {
    /// The board's handle to provide.
    pub store: StoreHandle,
    /// The components that read it.
    pub children: Html,
}

/// Puts the board's handle and its dispatch in context for `children`.
#[component]
pub fn StoreProvider(props: &StoreProviderProps) -> Html {
    html! {
        <ContextProvider<Callback<BoardAction>> context={props.store.dispatcher()}>
            <ContextProvider<StoreHandle> context={props.store.clone()}>
                { props.children.clone() }
            </ContextProvider<StoreHandle>>
        </ContextProvider<Callback<BoardAction>>>
    }
}

/// Properties of a game page's component that reads its whole state (as
/// often as it changes): its handle.
#[derive(Properties, PartialEq)]
pub struct GameProps {
    /// The game page's handle.
    pub game: GameHandle,
}
