//! Thinking on the clock: how long one turn may take, from the time left and
//! the increment, instead of a level's fixed time (issue 25's AI part).
//!
//! A plain function of numbers, tested natively; whoever runs the search
//! passes the result as its time limit. Two figures: the *target* (stop
//! deepening once an iteration ends past it) and the *limit* (abandon the
//! iteration at once), both kept below the time left minus a reserve for
//! what happens outside the search (a worker's message, the page's render),
//! so that the engine never loses on time while it can still move.

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

#[cfg(test)]
mod tests {
    use super::*;

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
