//! The store every component reads: the [`State`] behind a Yew reducer, and
//! the provider that puts it in context.

use super::state::{Action, State};
use std::rc::Rc;
use yew::prelude::*;

/// The state behind a Yew reducer: every action clones the state and applies
/// itself (the game record is small, and a fresh value makes each render see
/// a consistent snapshot). The second field counts the actions, so that
/// comparing two stores (which Yew's context does on every render) costs nothing.
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

impl Store {
    /// A store holding `state`.
    pub fn new(state: State) -> Store {
        Store(state, 0)
    }
}

/// What every component reads: the store, whose `dispatch` sends actions.
pub type StoreHandle = UseReducerHandle<Store>;

/// A click handler that sends `action` to `store`.
pub fn on_click(store: &StoreHandle, action: Action) -> Callback<MouseEvent> {
    let store = store.clone();
    Callback::from(move |_: MouseEvent| store.dispatch(action.clone()))
}

/// The store from the context that [`StoreProvider`] provides.
#[hook]
pub fn use_store() -> StoreHandle {
    use_context::<StoreHandle>().expect("components are rendered inside the store provider")
}

/// Properties of [`StoreProvider`].
#[derive(Properties, PartialEq)]
pub struct StoreProviderProps {
    /// The store to provide.
    pub store: StoreHandle,
    /// The components that read it.
    pub children: Html,
}

/// Puts `store` in context for `children`.
#[component]
pub fn StoreProvider(props: &StoreProviderProps) -> Html {
    html! {
        <ContextProvider<StoreHandle> context={props.store.clone()}>
            { props.children.clone() }
        </ContextProvider<StoreHandle>>
    }
}
