//! Playing levels 1 (a beginner can win) to 5 (the strongest in about 2 s).
//!
//! A search of one or two plies sees every win at once, and a newcomer to
//! Full Belt Chess leaves one nearly every turn: levels 1 and 2 therefore
//! overlook a win at once by chance ([`Level::miss_per_mille`]), so that a
//! beginner's slip is not always punished.

use super::limits::Limits;
use super::root::Choice;
use crate::rules::{Position, Variant};
use serde::{Deserialize, Serialize};

/// A playing strength from 1 to 5.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
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

    /// The moves in which the strongest level varies its play: few, since
    /// every turn chosen below the best is a turn given away. Only the first
    /// in Full Belt Chess, where a game between engines lasts about four
    /// moves a side; the first two in Chess without Pawns.
    pub fn opening_moves(variant: Variant) -> u32 {
        match variant {
            Variant::FullBelt => 1,
            Variant::NoPawns => 2,
        }
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The chance, in thousandths, that the level overlooks its wins at once
    /// on a turn where it has one: half the time at level 1, one time in four
    /// at level 2, never from level 3 on (their strength must not change).
    pub fn miss_per_mille(self) -> u16 {
        match self.0 {
            1 => 500,
            2 => 250,
            _ => 0,
        }
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
            depth,
            // Levels 3 to 5 never allow a win at once that they could stop
            // (two plies see it), even if that takes longer than their time.
            min_depth: if self.0 >= 3 { 2 } else { 0 },
            ..Limits::default()
        }
    }

    /// How the level picks among good turns in `pos`: weaker levels choose
    /// at random among turns close to the best, so they play plausibly, not
    /// just shallowly; the strongest varies only in the opening (its first
    /// [`Level::opening_moves`]), so games differ from one seed to the next.
    /// In Chess without Pawns it picks among turns a few centipawns from the
    /// best. In Full Belt it keeps its three best first turns scored exactly
    /// at every depth ([`Choice::options`]) and picks among the turns within
    /// a pawn and a half of the best (temperature 50): the fitted
    /// evaluation ranks the first turns far apart (most often no other
    /// within a quarter pawn of the best), while the score of the start
    /// moves by pawns from one depth to the next (docs/engine.md), so that
    /// margin is within what the search can tell. Levels 1
    /// and 2 may also overlook a win at once ([`Level::miss_per_mille`]),
    /// drawn from the same seed. Pass one seed per game (mixed with the ply,
    /// so each turn draws afresh).
    pub fn choice_at(self, pos: &Position, seed: u64) -> Choice {
        let (margin, temperature, options) = match self.0 {
            1 => (300, 120.0, 0),
            2 => (150, 60.0, 0),
            3 => (60, 25.0, 0),
            4 => (30, 12.0, 0),
            _ if pos.fullmoves() <= Level::opening_moves(pos.variant()) => match pos.variant() {
                Variant::FullBelt => (150, 50.0, 3),
                Variant::NoPawns => (10, 5.0, 0),
            },
            _ => (0, 1.0, 0),
        };
        let ply = u64::from(pos.fullmoves()) * 2 + pos.turn().index() as u64;
        Choice {
            margin,
            temperature,
            seed: seed ^ ply.wrapping_mul(0x9e37_79b9_7f4a_7c15),
            miss_per_mille: self.miss_per_mille(),
            options,
        }
    }
}

impl TryFrom<u8> for Level {
    type Error = String;

    fn try_from(n: u8) -> Result<Level, String> {
        Level::new(n).ok_or_else(|| format!("level {n} is not 1 to 5"))
    }
}

impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.0
    }
}
