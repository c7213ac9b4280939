//! A timed game's clock on a player bar: a small component with its own
//! Properties, so that its ticks (every 100 ms while its clock runs) draw
//! it alone, never the board; the tick that finds the time out sends the
//! flag. And the pause button of a hotseat game.

use crate::i18n::msg;
use crate::rules::{Clocks, Color, Millis};
use crate::ui::game::clock::clocks::ClockAction;
use crate::ui::game::clock::web::now;
use crate::ui::game::state::{Action, State};
use crate::ui::settings::hooks::lang::tr;
use crate::ui::settings::values::Mode;
use crate::ui::store::hooks::{send_on_click, use_game_dispatch};
use gloo::timers::callback::Interval;
use yew::prelude::*;

/// How often a running clock is drawn again, in ms: tenths are shown under
/// ten seconds, and `data-clock-ms` promises no older value than this.
const TICK_MS: u32 = 100;

/// Properties of [`ClockFace`].
#[derive(Properties, PartialEq)]
pub struct ClockFaceProps {
    /// Whose clock.
    pub side: Color,
    /// Both clocks as the last action left them (a running one is read at each tick).
    pub clocks: Clocks,
    /// The pause button beside it: `Some(paused)` (then it resumes).
    pub pause: Option<bool>,
    /// The page's language (the button is drawn again in a new one).
    pub lang: &'static str,
}

/// One side's clock: `data-clock="w|b"`, `data-clock-ms`, `data-running`
/// on the side whose time runs, `low` in low time.
#[component]
pub fn ClockFace(props: &ClockFaceProps) -> Html {
    let redraw = use_force_update();
    let dispatch = use_game_dispatch();
    let flag = dispatch.clone();
    let (side, clocks) = (props.side, props.clocks);
    let pause = props.pause.map(|paused| {
        html! {
            <button type="button" class="clock-pause" data-action={if paused { "resume" } else { "pause" }}
                    onclick={send_on_click(&dispatch, Action::Clock(ClockAction::PauseOrResume))}>
                { tr(if paused { msg::clock_resume() } else { msg::clock_pause() }) }
            </button>
        }
    });
    let running = clocks.running() == Some(side);
    // One interval, only for the running clock, made again when the clocks change.
    use_effect_with((running, clocks), move |&(running, clocks)| {
        let ticks = running.then(|| {
            Interval::new(TICK_MS, move || {
                if clocks.flagged(now()).is_some() {
                    flag.emit(Action::Clock(ClockAction::Flag));
                }
                redraw.force_update();
            })
        });
        move || drop(ticks)
    });
    let left = clocks.left(side, now());
    let low = clocks.is_low(side, now());
    html! {
        <>
        { for pause }
        <span class={classes!("clock", low.then_some("low"), running.then_some("running"))}
              data-clock={side.char().to_string()} data-clock-ms={left.to_string()}
              data-running={running.then_some("true")} role="timer">
            { Millis(left).face() }
        </span>
        </>
    }
}

/// The clock part of `color`'s bar in `s`: its clock in a timed game, and
/// on the bar of the side to move the pause button (a hotseat game) or the
/// resume button (any game its player or a reload paused).
pub fn clock_part(s: &State, over: bool, color: Color) -> Html {
    let Some(timing) = &s.timing else {
        return html! {};
    };
    let to_move = !over && s.board.position().turn() == color;
    let paused = s.clock_paused();
    let hotseat = s.board.settings.mode == Mode::TwoPlayers && !s.board.game.turns().is_empty();
    let pause = (to_move && (paused || hotseat)).then_some(paused);
    html! { <ClockFace side={color} clocks={timing.clocks()} {pause} lang={crate::i18n::current::lang()} /> }
}
