//! The hook every page on the relays shares: the frames its state wrote for
//! the relays, each handed to every relay once.

use crate::ui::live::web::relays::Relays;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Hands `relays` the `frames` from `sent` on, once the sockets exist (when
/// `total`, the relays the page tries, is known), and tells `on_sent` how
/// many frames were handed in all.
#[hook]
pub fn use_relay_frames(
    relays: &Rc<RefCell<Option<Relays>>>,
    frames: &[String],
    sent: usize,
    total: usize,
    on_sent: Callback<usize>,
) {
    let (relays, frames) = (relays.clone(), frames.to_vec());
    use_effect_with((frames.len(), total), move |_| {
        if let Some(r) = relays.borrow().as_ref() {
            for frame in frames.iter().skip(sent) {
                r.send(frame);
            }
            if sent != frames.len() {
                on_sent.emit(frames.len());
            }
        }
    });
}
