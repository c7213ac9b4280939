//! Playing levels 1 (a beginner can win) to 5 (the strongest in about 2 s).

use super::search::{Choice, Limits};

/// A playing strength from 1 to 5.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: u8 = 1;
    /// The strongest level.
    pub const MAX: u8 = 5;

    /// The level `n`, if 1 <= n <= 5.
    pub fn new(n: u8) -> Option<Level> {
        (Level::MIN..=Level::MAX).contains(&n).then_some(Level(n))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// How long and how deep the level thinks. Weaker levels are shallower
    /// and quicker; the strongest takes about two seconds a turn.
    pub fn limits(self) -> Limits {
        let (time_ms, depth) = match self.0 {
            1 => (150, Some(1)),
            2 => (300, Some(2)),
            3 => (600, Some(3)),
            4 => (1200, None),
            _ => (2000, None),
        };
        Limits {
            time_ms: Some(time_ms),
            nodes: None,
            depth,
        }
    }

    /// How the level picks among good turns: weaker levels choose at random
    /// among turns close to the best, so they play plausibly, not just shallowly.
    pub fn choice(self, seed: u64) -> Choice {
        let (margin, temperature) = match self.0 {
            1 => (300, 120.0),
            2 => (150, 60.0),
            3 => (60, 25.0),
            4 => (15, 8.0),
            _ => (0, 1.0),
        };
        Choice {
            margin,
            temperature,
            seed,
        }
    }
}
