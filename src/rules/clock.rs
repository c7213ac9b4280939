//! Chess clocks (`docs/rules.md`, rule 7.1): a time control (`3+2`: minutes + increment in seconds), the
//! two clocks of a game, and the PGN forms of both (`[TimeControl "180+2"]`,
//! `{[%clk 0:02:58.4]}`).
//!
//! Plain arithmetic on milliseconds read from a clock the caller owns (the
//! page's `performance.now()`, a test's numbers), so that it is tested
//! natively and the same everywhere. A Full Belt turn's time runs from the
//! start of the turn until its belt is confirmed: the caller calls
//! [`Clocks::complete_turn`] then, never after the normal move alone.

use super::Color;
use std::fmt;

/// The longest initial time a control may give, in minutes (a day: anything
/// longer is a correspondence game, which needs no clock).
pub const MAX_MINUTES: u32 = 24 * 60;
/// The largest increment, in seconds.
pub const MAX_INCREMENT_S: u32 = 600;

/// A time control: the initial time and the increment added after each turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// The initial time of each side, in milliseconds (at least a second).
    pub initial_ms: u64,
    /// Added to the mover's clock after each of its turns, in milliseconds.
    pub increment_ms: u64,
}

/// Why a time control's text was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimeControlError {
    /// Not `minutes+seconds` (e.g. `3+2`, `0.5+0`).
    Form,
    /// Less than a second, or more than [`MAX_MINUTES`].
    Minutes,
    /// More than [`MAX_INCREMENT_S`], or not a whole number of seconds.
    Increment,
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            TimeControlError::Form => "a time control is minutes+seconds, such as 3+2 or 0.5+0",
            TimeControlError::Minutes => "the initial time must be between one second and 1440 minutes",
            TimeControlError::Increment => "the increment must be a whole number of seconds, at most 600",
        })
    }
}

impl std::error::Error for TimeControlError {}

impl TimeControl {
    /// The presets, in lichess's style: bullet, blitz, rapid, classical.
    pub const PRESETS: [TimeControl; 7] = [
        TimeControl::new(60_000, 0),
        TimeControl::new(120_000, 1_000),
        TimeControl::new(180_000, 2_000),
        TimeControl::new(300_000, 3_000),
        TimeControl::new(600_000, 5_000),
        TimeControl::new(900_000, 10_000),
        TimeControl::new(1_800_000, 20_000),
    ];

    /// A control of `initial_ms` and `increment_ms`.
    pub const fn new(initial_ms: u64, increment_ms: u64) -> TimeControl {
        TimeControl {
            initial_ms,
            increment_ms,
        }
    }

    /// Reads `minutes+seconds`: minutes may have a decimal part (`0.5+0`,
    /// `0.25+0`), the increment is whole seconds.
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let (minutes, increment) = text.trim().split_once('+').ok_or(TimeControlError::Form)?;
        let initial_ms = decimal_ms(minutes, 60_000).ok_or(TimeControlError::Form)?;
        if !(1_000..=u64::from(MAX_MINUTES) * 60_000).contains(&initial_ms) {
            return Err(TimeControlError::Minutes);
        }
        if increment.is_empty() || !increment.bytes().all(|b| b.is_ascii_digit()) {
            return Err(if increment.contains('.') {
                TimeControlError::Increment
            } else {
                TimeControlError::Form
            });
        }
        let seconds: u32 = increment.parse().map_err(|_| TimeControlError::Increment)?;
        if seconds > MAX_INCREMENT_S {
            return Err(TimeControlError::Increment);
        }
        Ok(TimeControl::new(initial_ms, u64::from(seconds) * 1_000))
    }

    /// PGN's `TimeControl` tag value: seconds+seconds (`180+2`; `30+0` for `0.5+0`).
    pub fn pgn_tag(self) -> String {
        format!(
            "{}+{}",
            Millis(self.initial_ms).seconds(),
            Millis(self.increment_ms).seconds()
        )
    }

    /// Reads PGN's `TimeControl` value (`180+2`, `15+0`, or `-` for none).
    pub fn from_pgn_tag(text: &str) -> Option<TimeControl> {
        let (initial, increment) = text.trim().split_once('+')?;
        let initial_ms = decimal_ms(initial, 1_000)?;
        let increment_ms = decimal_ms(increment, 1_000)?;
        (1_000..=u64::from(MAX_MINUTES) * 60_000)
            .contains(&initial_ms)
            .then_some(TimeControl::new(
                initial_ms,
                increment_ms.min(u64::from(MAX_INCREMENT_S) * 1_000),
            ))
    }

    /// Lichess's low-time threshold: an eighth of the initial time, kept
    /// between 10 and 60 seconds (but never more than the initial time).
    pub fn low_time_ms(self) -> u64 {
        (self.initial_ms / 8).clamp(10_000, 60_000).min(self.initial_ms)
    }
}

impl fmt::Display for TimeControl {
    /// The link form, `minutes+seconds` (`3+2`, `0.5+0`).
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let whole = self.initial_ms / 60_000;
        let rest = self.initial_ms % 60_000;
        if rest == 0 {
            write!(f, "{whole}")?;
        } else {
            // Milliseconds of a minute as a decimal fraction, trailing zeros cut.
            let frac = format!("{:05}", rest * 100_000 / 60_000);
            write!(f, "{whole}.{}", frac.trim_end_matches('0'))?;
        }
        write!(f, "+{}", self.increment_ms / 1_000)
    }
}

/// `text` (digits with an optional decimal part) times `unit`, rounded to the
/// millisecond; `None` if it is not such a number or overflows.
fn decimal_ms(text: &str, unit: u64) -> Option<u64> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() && frac.is_empty()
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
        || whole.len() > 9
    {
        return None;
    }
    let whole: u64 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    // Enough digits for a millisecond of a minute; more change nothing.
    let frac = &frac[..frac.len().min(6)];
    let scale = 10u64.pow(frac.len() as u32);
    let frac: u64 = if frac.is_empty() { 0 } else { frac.parse().ok()? };
    whole.checked_mul(unit)?.checked_add((frac * unit + scale / 2) / scale)
}

/// A duration in milliseconds, with its display and PGN forms.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Millis(pub u64);

impl Millis {
    /// Whole seconds, rounded down (as PGN's `TimeControl` counts them; a
    /// control of less than a whole second is refused by [`TimeControl::parse`]).
    fn seconds(self) -> u64 {
        self.0 / 1_000
    }

    /// PGN's `%clk` form: `H:MM:SS.s` (tenths rounded down, as a clock shows).
    pub fn clk(self) -> String {
        let tenths = self.0 / 100;
        let (h, m, s, t) = (tenths / 36_000, tenths / 600 % 60, tenths / 10 % 60, tenths % 10);
        format!("{h}:{m:02}:{s:02}.{t}")
    }

    /// Reads `%clk`'s value: `H:MM:SS` with an optional decimal part.
    pub fn from_clk(text: &str) -> Option<Millis> {
        let mut parts = text.trim().split(':');
        let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() || m.len() != 2 || !m.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let h: u64 = if h.bytes().all(|b| b.is_ascii_digit()) && (1..=3).contains(&h.len()) {
            h.parse().ok()?
        } else {
            return None;
        };
        let m: u64 = m.parse().ok()?;
        let s_ms = decimal_ms(s, 1_000)?;
        (m < 60 && s_ms < 60_000 && s.split('.').next()?.len() == 2)
            .then_some(Millis(h * 3_600_000 + m * 60_000 + s_ms))
    }

    /// What a clock face shows: `M:SS`, and `S.t` (tenths) under 10 s;
    /// `H:MM:SS` from an hour.
    pub fn face(self) -> String {
        let ms = self.0;
        if ms < 10_000 {
            return format!("{}.{}", ms / 1_000, ms / 100 % 10);
        }
        let s = ms / 1_000;
        if s >= 3_600 {
            format!("{}:{:02}:{:02}", s / 3_600, s / 60 % 60, s % 60)
        } else {
            format!("{}:{:02}", s / 60, s % 60)
        }
    }
}

/// The two clocks of a game.
///
/// Times are milliseconds of the caller's monotonic clock (`now`). A clock
/// runs only when a side [`is running`](Clocks::running); it does not run
/// before White's first turn is complete (as on lichess: nobody is flagged
/// while still reading the board), nor while paused.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Clocks {
    /// White's time control.
    pub white: TimeControl,
    /// Black's time control (another one gives time odds).
    pub black: TimeControl,
    /// The time each side had when its clock last stopped: `[white, black]`.
    left: [u64; 2],
    /// The side whose clock runs, and since when (`now`).
    running: Option<(Color, f64)>,
}

/// A side's index in `[white, black]`.
fn index(side: Color) -> usize {
    usize::from(side == Color::Black)
}

impl Clocks {
    /// New clocks: each side its control's initial time, none running.
    pub fn new(white: TimeControl, black: TimeControl) -> Clocks {
        Clocks {
            white,
            black,
            left: [white.initial_ms, black.initial_ms],
            running: None,
        }
    }

    /// Clocks from saved values (a reload, a link, the position an undo
    /// returns to), stopped.
    pub fn with_left(white: TimeControl, black: TimeControl, left: [u64; 2]) -> Clocks {
        Clocks {
            left,
            ..Clocks::new(white, black)
        }
    }

    /// The control of `side`.
    pub fn control(&self, side: Color) -> TimeControl {
        if side == Color::White {
            self.white
        } else {
            self.black
        }
    }

    /// The side whose clock runs, if any.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }

    /// The time `side` has left at `now`, in milliseconds (0 once flagged).
    pub fn left(&self, side: Color, now: f64) -> u64 {
        let stored = self.left[index(side)];
        match self.running {
            Some((running, since)) if running == side => {
                let spent = (now - since).max(0.0) as u64;
                stored.saturating_sub(spent)
            }
            _ => stored,
        }
    }

    /// Both sides' time at `now`, `[white, black]`: what a save keeps.
    pub fn snapshot(&self, now: f64) -> [u64; 2] {
        [self.left(Color::White, now), self.left(Color::Black, now)]
    }

    /// The side out of time at `now`, if any (only a running clock falls).
    pub fn flagged(&self, now: f64) -> Option<Color> {
        self.running().filter(|&side| self.left(side, now) == 0)
    }

    /// When the running side's time runs out, in the caller's clock (for a
    /// timer that wakes at the flag instead of polling).
    pub fn flag_at(&self) -> Option<f64> {
        self.running.map(|(side, since)| since + self.left[index(side)] as f64)
    }

    /// `side` completed a turn (in Full Belt: its belt is confirmed) at
    /// `now`: its time spent is taken, its increment added, and the other
    /// side's clock starts. Returns the time `side` has after the increment
    /// (what PGN's `%clk` records for that turn). White's first turn of the
    /// game only starts Black's clock: it costs nothing and earns nothing.
    /// A side already flagged gets no increment (its time stays at 0).
    pub fn complete_turn(&mut self, side: Color, now: f64) -> u64 {
        let i = index(side);
        let was_running = self.running();
        let left = self.left(side, now);
        if was_running == Some(side) {
            self.left[i] = if left == 0 {
                0
            } else {
                left + self.control(side).increment_ms
            };
        }
        self.running = Some((!side, now));
        self.left[i]
    }

    /// Stops both clocks at `now` (a pause, a hidden page, the game's end),
    /// keeping what each side has left. [`Clocks::resume`] starts again.
    pub fn pause(&mut self, now: f64) -> Option<Color> {
        let side = self.running()?;
        self.left[index(side)] = self.left(side, now);
        self.running = None;
        Some(side)
    }

    /// Starts `side`'s clock at `now` (after a pause, or a reload).
    pub fn resume(&mut self, side: Color, now: f64) {
        self.pause(now);
        self.running = Some((side, now));
    }

    /// Sets `side`'s time left to `ms` at `now` (what the other side of a
    /// live game says it has, a flag): a running clock runs on from `now`.
    pub fn set_left(&mut self, side: Color, ms: u64, now: f64) {
        let running = self.pause(now);
        self.left[index(side)] = ms;
        if let Some(running) = running {
            self.resume(running, now);
        }
    }

    /// Whether `side` is in low time at `now` (see [`TimeControl::low_time_ms`]).
    pub fn is_low(&self, side: Color, now: f64) -> bool {
        self.left(side, now) <= self.control(side).low_time_ms()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_set_from_outside_keeps_the_running_clock_running() {
        let c = TimeControl::new(60_000, 0);
        let mut clocks = Clocks::new(c, c);
        clocks.resume(Color::Black, 0.0);
        clocks.set_left(Color::Black, 30_000, 1_000.0);
        assert_eq!(clocks.running(), Some(Color::Black));
        assert_eq!(
            clocks.left(Color::Black, 2_000.0),
            29_000,
            "it runs on from the time set"
        );
        clocks.set_left(Color::White, 10_000, 2_000.0);
        assert_eq!(
            clocks.snapshot(3_000.0),
            [10_000, 28_000],
            "the other side's time is only set"
        );
    }

    #[test]
    fn controls_read_and_write_in_both_forms() {
        let c = TimeControl::parse("3+2").unwrap();
        assert_eq!(c, TimeControl::new(180_000, 2_000));
        assert_eq!(c.to_string(), "3+2");
        assert_eq!(c.pgn_tag(), "180+2");
        assert_eq!(TimeControl::from_pgn_tag("180+2"), Some(c));
        let half = TimeControl::parse("0.5+0").unwrap();
        assert_eq!(
            (half.initial_ms, half.to_string(), half.pgn_tag()),
            (30_000, "0.5+0".into(), "30+0".into())
        );
        assert_eq!(TimeControl::parse("0.25+0").unwrap().to_string(), "0.25+0");
        assert_eq!(TimeControl::parse(" 1+0 ").unwrap().initial_ms, 60_000);
        for p in TimeControl::PRESETS {
            assert_eq!(TimeControl::parse(&p.to_string()), Ok(p));
        }
    }

    #[test]
    fn bad_controls_say_what_is_wrong() {
        for bad in ["", "3", "3+", "+2", "a+b", "3+2+1", "-1+0", "1e3+0", "3 + 2"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(TimeControl::parse("0+0"), Err(TimeControlError::Minutes));
        assert_eq!(TimeControl::parse("0.01+0"), Err(TimeControlError::Minutes));
        assert_eq!(TimeControl::parse("1441+0"), Err(TimeControlError::Minutes));
        assert_eq!(TimeControl::parse("99999999999999+0"), Err(TimeControlError::Form));
        assert_eq!(TimeControl::parse("3+601"), Err(TimeControlError::Increment));
        assert_eq!(TimeControl::parse("3+1.5"), Err(TimeControlError::Increment));
        assert_eq!(TimeControl::from_pgn_tag("-"), None);
    }

    #[test]
    fn clk_round_trips_and_faces_show_tenths_under_ten_seconds() {
        for ms in [0, 100, 9_900, 59_900, 178_400, 3_599_900, 3_600_000, 36_000_000] {
            let text = Millis(ms).clk();
            assert_eq!(Millis::from_clk(&text), Some(Millis(ms)), "{text}");
        }
        assert_eq!(Millis(178_460).clk(), "0:02:58.4");
        assert_eq!(Millis::from_clk("0:02:58"), Some(Millis(178_000)));
        for bad in [
            "",
            "2:58",
            "0:2:58",
            "0:02:61",
            "0:60:00",
            "x:02:58",
            "0:02:58:1",
            "0:02:5",
        ] {
            assert_eq!(Millis::from_clk(bad), None, "{bad}");
        }
        assert_eq!(Millis(178_460).face(), "2:58");
        assert_eq!(Millis(9_960).face(), "9.9");
        assert_eq!(Millis(10_000).face(), "0:10");
        assert_eq!(Millis(3_725_000).face(), "1:02:05");
    }

    #[test]
    fn the_first_turn_is_free_and_the_increment_follows_the_confirm() {
        let c = TimeControl::new(60_000, 2_000);
        let mut clocks = Clocks::new(c, c);
        assert_eq!(clocks.running(), None);
        // White thinks 5 s over its first turn: not counted.
        assert_eq!(clocks.complete_turn(Color::White, 5_000.0), 60_000);
        assert_eq!(clocks.running(), Some(Color::Black));
        // Black's normal move at 8 s changes nothing; its belt confirmed at 10 s.
        assert_eq!(clocks.left(Color::Black, 8_000.0), 57_000);
        assert_eq!(clocks.complete_turn(Color::Black, 10_000.0), 57_000);
        assert_eq!(clocks.left(Color::White, 13_000.0), 57_000);
        assert_eq!(clocks.complete_turn(Color::White, 13_000.0), 59_000);
    }

    #[test]
    fn a_clock_falls_only_while_running_and_pauses_keep_the_time() {
        let c = TimeControl::parse("0.25+0").unwrap();
        let mut clocks = Clocks::new(c, c);
        clocks.complete_turn(Color::White, 0.0);
        assert_eq!(clocks.flag_at(), Some(15_000.0));
        assert_eq!(clocks.flagged(14_999.0), None);
        assert_eq!(clocks.pause(10_000.0), Some(Color::Black));
        assert_eq!(clocks.flagged(60_000.0), None);
        assert_eq!(clocks.snapshot(60_000.0), [15_000, 5_000]);
        clocks.resume(Color::Black, 100_000.0);
        assert_eq!(clocks.flagged(105_000.0), Some(Color::Black));
        // A flagged side earns no increment by completing its turn late.
        assert_eq!(clocks.complete_turn(Color::Black, 106_000.0), 0);
        // Saved values come back stopped.
        let back = Clocks::with_left(c, c, [15_000, 4_200]);
        assert_eq!((back.running(), back.left(Color::Black, 1e9)), (None, 4_200));
    }

    #[test]
    fn low_time_is_an_eighth_between_ten_and_sixty_seconds() {
        assert_eq!(TimeControl::parse("1+0").unwrap().low_time_ms(), 10_000);
        assert_eq!(TimeControl::parse("3+2").unwrap().low_time_ms(), 22_500);
        assert_eq!(TimeControl::parse("30+20").unwrap().low_time_ms(), 60_000);
        assert_eq!(TimeControl::parse("0.1+0").unwrap().low_time_ms(), 6_000);
        let c = TimeControl::parse("1+0").unwrap();
        let mut clocks = Clocks::new(c, TimeControl::parse("5+3").unwrap());
        clocks.complete_turn(Color::White, 0.0);
        assert!(!clocks.is_low(Color::Black, 1_000.0));
        assert!(!clocks.is_low(Color::Black, 262_499.0));
        assert!(clocks.is_low(Color::Black, 262_500.0));
    }
}
