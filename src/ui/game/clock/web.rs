//! The clocks' time and the page's visibility.

use gloo::events::EventListener;

/// The page's monotonic clock, in milliseconds (`performance.now()`); 0
/// where the browser has none.
pub fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Calls `changed(hidden)` whenever the page is hidden or shown again,
/// while the listener returned is kept.
pub fn on_visibility(changed: impl Fn(bool) + 'static) -> EventListener {
    let document = gloo::utils::document();
    let target = document.clone();
    EventListener::new(&target, "visibilitychange", move |_| changed(document.hidden()))
}
