//! How fast a game found in the lobby is played: on a clock (a live game),
//! untimed (a live game too), or with days per move (a correspondence
//! game), and the short text a challenge writes it in.

use crate::rules::TimeControl;

/// Days per move of a correspondence game: the choices lichess offers most.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Days {
    /// One day.
    One,
    /// Two days.
    Two,
    /// Three days.
    Three,
    /// A week.
    Seven,
}

impl Days {
    /// Every choice, shortest first.
    pub const ALL: [Days; 4] = [Days::One, Days::Two, Days::Three, Days::Seven];

    /// How many days.
    pub fn count(self) -> u8 {
        match self {
            Days::One => 1,
            Days::Two => 2,
            Days::Three => 3,
            Days::Seven => 7,
        }
    }

    /// The choice of `count` days, if it is one.
    pub fn from_count(count: u8) -> Option<Days> {
        Days::ALL.into_iter().find(|d| d.count() == count)
    }

    /// The days in seconds.
    pub fn seconds(self) -> u64 {
        u64::from(self.count()) * 86_400
    }
}

/// How fast a game is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Pace {
    /// A live game with no clock.
    Untimed,
    /// A live game on a clock.
    Clock(TimeControl),
    /// A correspondence game with days per move.
    Days(Days),
}

impl Pace {
    /// The text a challenge writes: `-` untimed, the link form of a time
    /// control (`5+3`, `0.5+0`), `d<days>` (`d3`).
    pub fn text(self) -> String {
        match self {
            Pace::Untimed => "-".to_string(),
            Pace::Clock(control) => control.to_string(),
            Pace::Days(days) => format!("d{}", days.count()),
        }
    }

    /// Reads [`Pace::text`]'s text, in exactly the spelling it writes.
    pub fn read(text: &str) -> Option<Pace> {
        if text == "-" {
            return Some(Pace::Untimed);
        }
        if let Some(days) = text.strip_prefix('d') {
            return match days.as_bytes() {
                [d @ b'1'..=b'9'] => Days::from_count(d - b'0').map(Pace::Days),
                _ => None,
            };
        }
        let control = TimeControl::parse(text).ok()?;
        (control.to_string() == text).then_some(Pace::Clock(control))
    }

    /// The live game's clock, if it is a timed live game.
    pub fn clock(self) -> Option<TimeControl> {
        match self {
            Pace::Clock(control) => Some(control),
            Pace::Untimed | Pace::Days(_) => None,
        }
    }

    /// The days per move, if it is a correspondence game.
    pub fn days(self) -> Option<Days> {
        match self {
            Pace::Days(days) => Some(days),
            Pace::Untimed | Pace::Clock(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pace_reads_back_in_one_spelling() {
        let mut paces = vec![Pace::Untimed];
        paces.extend(TimeControl::PRESETS.map(Pace::Clock));
        paces.push(Pace::Clock(TimeControl::new(30_000, 0)));
        paces.extend(Days::ALL.map(Pace::Days));
        for pace in paces {
            assert_eq!(Pace::read(&pace.text()), Some(pace), "{}", pace.text());
        }
        assert_eq!(Pace::Days(Days::Seven).text(), "d7");
        assert_eq!(Pace::Clock(TimeControl::new(300_000, 3_000)).text(), "5+3");
        for bad in [
            "", "d", "d4", "d07", "d10", "d 3", "05+3", "5+03", " 5+3", "5.0+3", "0+0", "x", "--",
        ] {
            assert_eq!(Pace::read(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn days_count_and_last() {
        assert_eq!(Days::ALL.map(Days::count), [1, 2, 3, 7]);
        assert_eq!(Days::from_count(4), None);
        assert_eq!(Days::Seven.seconds(), 604_800);
        assert_eq!(Pace::Days(Days::Two).clock(), None);
        assert_eq!(Pace::Days(Days::Two).days(), Some(Days::Two));
        assert_eq!(Pace::Untimed.days(), None);
    }
}
