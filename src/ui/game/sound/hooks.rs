//! The game's sounds: at every render of the game page, what its state
//! makes new is heard ([`Heard`]), and a person's clock entering low time
//! sounds once. Nothing before the first gesture, nothing with the
//! preference off, nothing in an embedded board unless its address asks
//! (`sound=1`). Done in the render itself, with no effect: a sound follows
//! the state it belongs to, and the page pays for no effect hook.

use crate::rules::Color;
use crate::ui::game::clock::web::now;
use crate::ui::game::sound::heard::Heard;
use crate::ui::game::sound::sounds::{host_asked, Sound};
use crate::ui::game::sound::web::{on_first_gesture, play, ready};
use crate::ui::store::hooks::GameHandle;
use crate::ui::web::address::query_and_fragment;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// What the page keeps for its sounds.
#[derive(Default)]
struct Ears {
    /// The first gesture's listeners, once the page may ever sound.
    gesture: Option<[EventListener; 2]>,
    /// Whether the page has looked at whether it may sound.
    asked: bool,
    /// What was heard last; `None` while no sound may play, so that a page
    /// that never sounds never reads its state for them.
    heard: Option<Heard>,
    /// The low-time sound of the running clock, due when it enters low time.
    low: Option<Timeout>,
}

/// Plays the sounds of `store`'s game, `embed` when the page is an embedded board.
#[hook]
pub fn use_sounds(store: &GameHandle, embed: bool) {
    let ears = use_mut_ref(Ears::default);
    let mut ears = ears.borrow_mut();
    if !ears.asked {
        ears.asked = true;
        if !embed || host_asked(&query_and_fragment().0) {
            ears.gesture = Some(on_first_gesture());
        }
    }
    let state = &store.0;
    if !(state.board.prefs.sound && ready()) {
        ears.heard = None;
        ears.low = None;
        return;
    }
    let heard = Heard::of(state);
    let volume = state.board.prefs.volume;
    if let Some(before) = &ears.heard {
        play(&before.sounds(state), volume);
    }
    // The running clock of a person's side sounds once as it enters low time.
    let due = state.timing.as_ref().filter(|_| !heard.over()).and_then(|t| {
        let side = t
            .clocks()
            .running()
            .filter(|&c: &Color| !state.board.settings.mode.ai_plays(c))?;
        let face = t.face(side, now());
        let until = face.left_ms.checked_sub(t.control(side).low_time_ms())?;
        (!face.low).then_some(until)
    });
    ears.low = due.map(|ms| {
        Timeout::new(ms.min(u64::from(u32::MAX)) as u32, move || {
            play(&[Sound::LowTime], volume)
        })
    });
    ears.heard = Some(heard);
}
