//! The new-game dialog's clock fields as text: which control is chosen
//! (none, a preset, custom minutes and increment) and the AI's own in a
//! game against it, read into White's and Black's controls.

use crate::rules::{Color, TimeControl, TimeControlError};
use crate::ui::settings::values::Mode;

/// What the dialog's clock fields hold, as chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockChoice {
    /// `none`, a preset (`3+2`) or `custom`.
    pub key: String,
    /// The custom initial time, in minutes (a decimal allowed).
    pub minutes: String,
    /// The custom increment, in seconds.
    pub increment: String,
    /// The AI's control: `same`, or a preset.
    pub ai: String,
}

impl ClockChoice {
    /// The fields for a game at `controls` (White's, Black's) with the user
    /// playing `user` (in a game against the AI).
    pub fn of(controls: Option<[TimeControl; 2]>, user: Option<Color>) -> ClockChoice {
        let index = |side: Color| usize::from(side == Color::Black);
        let (mine, ai) = match (controls, user) {
            (None, _) => (None, None),
            (Some(c), Some(side)) => (Some(c[index(side)]), Some(c[index(!side)])),
            (Some(c), None) => (Some(c[0]), Some(c[0])),
        };
        let key = |c: TimeControl| {
            if TimeControl::PRESETS.contains(&c) {
                c.to_string()
            } else {
                "custom".into()
            }
        };
        ClockChoice {
            key: mine.map_or("none".into(), key),
            minutes: mine.map_or("3".into(), |c| c.to_string().split('+').next().unwrap_or("3").into()),
            increment: mine.map_or("2".into(), |c| (c.increment_ms / 1_000).to_string()),
            ai: match (mine, ai) {
                (Some(m), Some(a)) if m != a && TimeControl::PRESETS.contains(&a) => a.to_string(),
                _ => "same".into(),
            },
        }
    }

    /// White's and Black's controls in `mode`, `Ok(None)` for no clock, or
    /// why the custom control cannot be used (worded by the dialog).
    pub fn controls(&self, mode: Mode) -> Result<Option<[TimeControl; 2]>, TimeControlError> {
        let mine = match self.key.as_str() {
            "none" => return Ok(None),
            // A decimal comma as most of Beltboard's languages (and their
            // phones' decimal keys) write it: `0,5` minutes is `0.5`.
            "custom" => format!("{}+{}", self.minutes.trim().replace(',', "."), self.increment.trim()),
            preset => preset.to_string(),
        };
        let mine = TimeControl::parse(&mine)?;
        let ai = TimeControl::parse(&self.ai).unwrap_or(mine);
        Ok(Some(match mode.user_side() {
            Some(Color::White) => [mine, ai],
            Some(Color::Black) => [ai, mine],
            None => [mine, mine],
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn none_by_default_presets_custom_and_time_odds() {
        let mut c = ClockChoice::of(None, Some(Color::White));
        assert_eq!(c.controls(Mode::AiBlack), Ok(None));
        c.key = "5+3".into();
        c.ai = "1+0".into();
        let (five, one) = (TimeControl::parse("5+3").unwrap(), TimeControl::parse("1+0").unwrap());
        assert_eq!(c.controls(Mode::AiBlack), Ok(Some([five, one])));
        assert_eq!(c.controls(Mode::AiWhite), Ok(Some([one, five])));
        assert_eq!(
            c.controls(Mode::TwoPlayers),
            Ok(Some([five, five])),
            "odds only against the AI"
        );
        let back = ClockChoice::of(Some([five, one]), Some(Color::White));
        assert_eq!(
            back.controls(Mode::AiBlack),
            Ok(Some([five, one])),
            "the dialog reopens on the game's clock"
        );
        c.key = "custom".into();
        c.minutes = "0.5".into();
        c.increment = "0".into();
        assert_eq!(c.controls(Mode::TwoPlayers), Ok(Some([TimeControl::new(30_000, 0); 2])));
        c.minutes = "0,5".into();
        assert_eq!(
            c.controls(Mode::TwoPlayers),
            Ok(Some([TimeControl::new(30_000, 0); 2])),
            "a decimal comma"
        );
        c.increment = "2.5".into();
        assert_eq!(c.controls(Mode::TwoPlayers), Err(TimeControlError::Increment));
        let odd = TimeControl::new(45_000, 1_000);
        assert_eq!(ClockChoice::of(Some([odd, odd]), None).minutes, "0.75");
    }
}
