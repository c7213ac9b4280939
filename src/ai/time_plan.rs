//! Thinking on the clock: how long one turn may take, from the time left and
//! the increment, instead of a level's fixed time.
//!
//! A plain function of numbers, tested natively; whoever runs the search
//! passes the result as its time limit. Two figures: the *target* (stop
//! deepening once an iteration ends past it) and the *limit* (abandon the
//! iteration at once), both kept below the time left minus a reserve for
//! what happens outside the search (a worker's message, the page's render),
//! so that the engine never loses on time while it can still move.

use super::level::Level;
use super::limits::Limits;
use crate::rules::Variant;

/// Milliseconds kept back from every budget for the time spent outside the
/// search; a twentieth of the time left is kept back too, up to two seconds.
pub const RESERVE_MS: u64 = 60;

/// The time one turn may take.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Stop deepening once an iteration ends past this.
    pub target_ms: u64,
    /// Never think past this (always less than the time left).
    pub limit_ms: u64,
}

/// How many more turns of its own a side plans for: Full Belt games end in a
/// dozen turns a side, Chess without Pawns games last about three times as long.
fn horizon(variant: Variant) -> u64 {
    match variant {
        Variant::FullBelt => 12,
        Variant::NoPawns => 25,
    }
}

/// The budget of a side with `left_ms` on its clock and `increment_ms` a
/// turn, in `variant`, capped by the level's own time `level_ms` (a level
/// never thinks longer than it would without a clock, so levels keep their
/// strength apart, and never longer than its clock allows).
pub fn plan(left_ms: u64, increment_ms: u64, variant: Variant, level_ms: u64) -> Budget {
    let reserve = RESERVE_MS + (left_ms / 20).min(2_000);
    let usable = left_ms.saturating_sub(reserve);
    // Short of time, the increment is all there is: spend most of it, and
    // only a small part of what is left.
    let target = usable / horizon(variant) + increment_ms * 3 / 4;
    let limit = (target * 3).min(usable / 3 + increment_ms / 2).min(usable);
    let limit = limit.min(level_ms).max(1.min(usable));
    Budget {
        target_ms: target.min(limit),
        limit_ms: limit,
    }
}

/// Below this many milliseconds of budget a level stops insisting on
/// completing depth 2 (its guard against a one-turn blunder, which takes
/// tens of milliseconds in Full Belt Chess, up to a few hundred in a wide
/// middlegame): on a clock, losing on time is a surer loss than the
/// blunder the guard prevents, and the search still returns the best turn
/// of the deepest iteration it completed.
pub const MIN_DEPTH_FLOOR_MS: u64 = 400;

/// A level's limits for one turn on the clock: its own depth and choice,
/// with the clock's budget as its time ([`plan`], capped by the level's own
/// time), and its depth-2 guarantee only while the budget leaves room for it.
pub fn clock_limits(level: Level, left_ms: u64, increment_ms: u64, variant: Variant) -> (Limits, Budget) {
    let own = level.limits();
    let budget = plan(left_ms, increment_ms, variant, own.time_ms.unwrap_or(u64::MAX));
    let limits = Limits {
        time_ms: Some(budget.limit_ms),
        min_depth: if budget.limit_ms >= MIN_DEPTH_FLOOR_MS {
            own.min_depth
        } else {
            0
        },
        ..own
    };
    (limits, budget)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_on_the_clock_keeps_its_depth_and_drops_its_guard_only_when_short() {
        let five = Level::new(5).unwrap();
        let (limits, budget) = clock_limits(five, 60_000, 0, Variant::FullBelt);
        assert_eq!(limits.time_ms, Some(budget.limit_ms));
        assert_eq!(limits.min_depth, 2, "a minute left: depth 2 is affordable");
        assert!(budget.limit_ms <= 2_000, "never longer than the level's own time");
        let (limits, _) = clock_limits(five, 1_500, 0, Variant::FullBelt);
        assert_eq!(limits.min_depth, 0, "a second and a half left: time first");
        assert!(limits.time_ms.unwrap() < MIN_DEPTH_FLOOR_MS);
        let one = Level::new(1).unwrap();
        let (limits, _) = clock_limits(one, 600_000, 5_000, Variant::NoPawns);
        assert_eq!(
            (limits.depth, limits.time_ms),
            (Some(1), Some(150)),
            "a weak level stays weak"
        );
    }

    #[test]
    fn never_past_the_time_left_and_faster_when_short() {
        for variant in [Variant::FullBelt, Variant::NoPawns] {
            let mut last = u64::MAX;
            for left in [600_000, 60_000, 10_000, 2_000, 500, 100, 61, 1, 0] {
                let b = plan(left, 0, variant, 2_000);
                assert!(b.target_ms <= b.limit_ms, "{b:?}");
                assert!(b.limit_ms < left.max(1), "{left}: {b:?}");
                assert!(b.limit_ms <= last, "less time left, no longer a turn");
                last = b.limit_ms;
            }
        }
    }

    #[test]
    fn the_level_caps_the_clock_and_the_increment_is_used() {
        // Plenty of time: the level's own two seconds, not more.
        assert_eq!(plan(1_800_000, 20_000, Variant::FullBelt, 2_000).limit_ms, 2_000);
        // 1+0 in Full Belt: about five seconds a turn would be the clock's plan.
        let b = plan(60_000, 0, Variant::FullBelt, 10_000);
        assert!((4_000..=6_000).contains(&b.target_ms), "{b:?}");
        // Nearly flagged, with an increment: the increment comes only after
        // the turn, so the time left minus the reserve, not a fifth of it.
        let b = plan(1_000, 2_000, Variant::NoPawns, 10_000);
        assert_eq!(
            b,
            Budget {
                target_ms: 890,
                limit_ms: 890
            }
        );
        assert!(
            plan(1_000, 0, Variant::NoPawns, 10_000).limit_ms <= 110,
            "a small part of the second left"
        );
    }
}
