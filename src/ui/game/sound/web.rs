//! The game's sounds played with Web Audio: each [`Sound`]'s tones
//! ([`Sound::recipe`]) as oscillators through a fading gain. The page's one
//! audio context is made only inside the player's first gesture, as the
//! browsers' autoplay rules want; until then, and where Web Audio is
//! missing, [`play`] does nothing and says nothing.

use crate::ui::game::sound::sounds::{Sound, Tone, Wave};
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::OnceCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    /// The page's audio output, once a gesture made it.
    static OUT: OnceCell<AudioContext> = const { OnceCell::new() };
}

/// The quietest gain an exponential fade may reach (it cannot reach 0).
const SILENT: f32 = 0.0001;

/// Whether a gesture made the audio output (sounds can be heard).
pub fn ready() -> bool {
    OUT.with(|out| out.get().is_some())
}

/// Plays `sounds` one after the other at `volume` percent, if the output exists.
pub fn play(sounds: &[Sound], volume: u8) {
    OUT.with(|out| {
        let Some(out) = out.get() else { return };
        let mut at = out.current_time() + 0.01;
        for sound in sounds {
            let tones = sound.recipe();
            for tone in tones {
                // A node refused (a closed context) only loses the sound.
                let _ = play_tone(out, at, tone, f32::from(volume) / 100.0);
            }
            at += f64::from(tones.iter().map(|t| t.delay_ms + t.ms).max().unwrap_or(0)) / 1000.0;
        }
    });
}

/// One tone from `at` (seconds of the context's clock).
fn play_tone(out: &AudioContext, at: f64, tone: &Tone, volume: f32) -> Result<(), wasm_bindgen::JsValue> {
    let start = at + f64::from(tone.delay_ms) / 1000.0;
    let end = start + f64::from(tone.ms) / 1000.0;
    let osc = out.create_oscillator()?;
    osc.set_type(match tone.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
        Wave::Square => OscillatorType::Square,
    });
    let pitch = osc.frequency();
    pitch.set_value_at_time(f32::from(tone.from_hz), start)?;
    pitch.exponential_ramp_to_value_at_time(f32::from(tone.to_hz), end)?;
    let gain = out.create_gain()?;
    let level = gain.gain();
    // At once at its loudness, then an exponential fade (a knock's shape).
    level.set_value_at_time((volume * f32::from(tone.gain) / 200.0).max(SILENT), start)?;
    level.exponential_ramp_to_value_at_time(SILENT, end)?;
    osc.connect_with_audio_node(&gain)?
        .connect_with_audio_node(&out.destination())?;
    osc.start_with_when(start)?;
    osc.stop_with_when(end)
}

/// Makes the audio output at the page's first press or key, while the
/// listeners returned are kept.
pub fn on_first_gesture() -> [EventListener; 2] {
    let window = gloo::utils::window();
    let start = |_: &web_sys::Event| {
        OUT.with(|out| {
            if out.get().is_none() {
                if let Ok(context) = AudioContext::new() {
                    let _ = out.set(context);
                }
            }
        })
    };
    // In the capture phase: the board stops its presses from bubbling.
    let capture = EventListenerOptions::run_in_capture_phase;
    [
        EventListener::once_with_options(&window, "pointerdown", capture(), start),
        EventListener::once_with_options(&window, "keydown", capture(), start),
    ]
}
