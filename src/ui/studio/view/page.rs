//! The studio: `studio.html`, a page with a wasm of its own for the views of
//! a position that other pages embed (the diagram, `?view=1&fen=...`,
//! which sizes its frame like any embed with `height=auto`, and the game
//! viewer, `?view=1` with a game) and the board editor (`?editor=1`),
//! so that what they need never adds to the game page's download.
//! `index.html` sends `?view=1` and `?editor=1` addresses here before its own wasm loads.

use crate::ui::analysis::address::{first_ply, is_analysis};
use crate::ui::editor::draft::{is_editor, Draft};
use crate::ui::game::embed::theme;
use crate::ui::game::hooks::embed::use_auto_height;
use crate::ui::game::link::query;
use crate::ui::game::loaded::Loaded;
use crate::ui::game::start::opening;
use crate::ui::web::address;
use crate::ui::{
    analysis::view::page::AnalysisPage,
    editor::view::page::EditorPage,
    studio::view::home::StudioHome,
    viewer::view::{diagram::DiagramPage, page::ViewerPage},
};
use crate::ui::{
    record::query::is_diagram,
    viewer::diagram::{read_diagram, Diagram},
};
use crate::ui::{
    record::query::is_viewer,
    viewer::address::{read_viewer, Viewer},
};
use yew::prelude::*;

/// What the studio shows for its address.
#[derive(Clone, Debug, PartialEq)]
enum View {
    /// A diagram of a position.
    Diagram(Diagram),
    /// A game viewer (`?view=1` with a game).
    Viewer(Viewer),
    /// The board editor (`?editor=1`).
    Editor(Draft),
    /// The analysis board (`?analysis=1` with a game), and the position to show first.
    Analysis(Box<Loaded>, Option<usize>),
    /// Nothing it can show: the way back to the game.
    Home,
}

/// Reads the address once: the view, and the theme asked for.
fn open() -> View {
    let (text, _) = address::query_and_fragment();
    let search = query(&text);
    if let Some(theme) = theme(&search) {
        address::set_theme(theme);
    }
    if is_analysis(&search) {
        // The game as any link gives it; what cannot be read is named in a notice.
        let loaded = opening(&text, "", None).loaded;
        let ply = first_ply(&search, &loaded.game);
        View::Analysis(Box::new(loaded), ply)
    } else if is_editor(&search) {
        View::Editor(Draft::from_query(&search))
    } else if is_diagram(&search) {
        View::Diagram(read_diagram(&search))
    } else if is_viewer(&search) {
        View::Viewer(read_viewer(&search))
    } else {
        View::Home
    }
}

/// The whole studio page.
#[component]
pub fn Studio() -> Html {
    let view = use_memo((), |_| open());
    use_auto_height();
    match &*view {
        View::Diagram(diagram) => html! { <DiagramPage diagram={diagram.clone()} /> },
        View::Viewer(viewer) => html! { <ViewerPage viewer={viewer.clone()} /> },
        View::Editor(draft) => html! { <EditorPage draft={draft.clone()} /> },
        View::Analysis(loaded, ply) => html! { <AnalysisPage loaded={(**loaded).clone()} ply={*ply} /> },
        View::Home => html! { <StudioHome /> },
    }
}
