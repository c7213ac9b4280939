//! Bringing the board back into sight: a puzzle or a rule's "Try it" opened
//! from further down a phone's page must show the board's top, not leave
//! the page scrolled past it.

use web_sys::Element;

/// Scrolls the page so that `element`'s top is at the window's top, if its
/// top is above the window (scrolled past); leaves the page alone otherwise.
pub fn top_into_view(element: &Element) {
    if element.get_bounding_client_rect().top() < 0.0 {
        element.scroll_into_view_with_bool(true);
    }
}

/// After the current task (a closing dialog gives the focus back first,
/// which scrolls), brings the page's board column (`.board-column`) into
/// sight as [`top_into_view`] does. By its first child: on an upright phone
/// the column gives its children to the page's one column and has no box.
pub fn board_column_soon() {
    gloo::timers::callback::Timeout::new(0, || {
        if let Some(el) = gloo::utils::document()
            .query_selector(".board-column > :first-child")
            .ok()
            .flatten()
        {
            top_into_view(&el);
        }
    })
    .forget();
}
