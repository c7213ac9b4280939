//! The days-per-move reckoning of a correspondence game, by this page's
//! clock: whose move it is and since when, each side's time left, whether
//! a win on time can be claimed, and whether the friend's claim holds.
//!
//! The side to move's time runs from its friend's last turn as published
//! (the turn's time its maker's page stated), not from when this page first
//! saw it: both pages then reckon alike from the same published state, so a
//! claim one makes is one the other can check; a time this page saw exists
//! on this page only, and would stretch a side's days by however long its
//! player stayed away. Nothing here is enforced: a sender sets its own
//! times, which is why a claim is shown with this page's verdict.

use crate::rules::Color;
use crate::ui::lobby::correspondence::{Claim, Correspondence, End};

/// A correspondence game's clocks at one moment, by this page's reckoning.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reckoning {
    /// The side to move.
    pub to_move: Color,
    /// When its time began (Unix seconds).
    pub since: u64,
    /// When its days run out (Unix seconds).
    pub deadline: u64,
    /// Its seconds left, zero once over.
    pub left_s: u64,
    /// The other side's seconds for its next move: the whole days per move.
    pub next_s: u64,
}

impl Reckoning {
    /// The reckoning of `state` at `now_s`, or `None` once the game is over.
    pub fn of(state: &Correspondence, now_s: u64) -> Option<Reckoning> {
        if state.is_over() {
            return None;
        }
        let deadline = state.deadline();
        Some(Reckoning {
            to_move: state.to_move(),
            since: state.since(),
            deadline,
            left_s: deadline.saturating_sub(now_s),
            next_s: state.days.seconds(),
        })
    }

    /// The seconds `side` has left: its running time when it is to move,
    /// its next move's whole days otherwise.
    pub fn left(&self, side: Color) -> u64 {
        if side == self.to_move {
            self.left_s
        } else {
            self.next_s
        }
    }

    /// Whether the side to move's days are over.
    pub fn is_over(&self) -> bool {
        self.left_s == 0
    }

    /// Whether `me` may claim a win: the friend is to move and its days are over.
    pub fn can_claim(&self, me: Color) -> bool {
        self.to_move != me && self.is_over()
    }
}

/// Whether `state`'s claim, if it ends by one, holds by this page's
/// reckoning: made on the ply reached, by the side not to move, once the
/// side to move's deadline had passed. `None` when it has no claim.
pub fn claim_holds(state: &Correspondence) -> Option<bool> {
    let Some(End::Claimed(Claim { by, ply, at })) = state.end() else {
        return None;
    };
    Some(ply == state.turns().len() && by != state.to_move() && at >= state.deadline())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{parse_turn, Start};
    use crate::ui::lobby::pace::Days;

    const NOW: u64 = 1_800_000_000;
    const DAY: u64 = 86_400;

    fn game() -> Correspondence {
        Correspondence::new(7, Start::NoPawns, false, Days::Two, [[1; 32], [2; 32]], NOW)
    }

    #[test]
    fn the_side_to_move_has_its_days_from_the_last_turn() {
        let mut state = game();
        let r = Reckoning::of(&state, NOW + DAY).unwrap();
        assert_eq!((r.to_move, r.since, r.deadline), (Color::White, NOW, NOW + 2 * DAY));
        assert_eq!((r.left(Color::White), r.left(Color::Black)), (DAY, 2 * DAY));
        assert!(!r.can_claim(Color::Black));
        let turn = parse_turn(&state.position(), "b1c3").unwrap();
        state.play(Color::White, turn, NOW + DAY).unwrap();
        let r = Reckoning::of(&state, NOW + 3 * DAY - 1).unwrap();
        assert_eq!((r.to_move, r.left_s), (Color::Black, 1));
        assert!(!r.can_claim(Color::White));
        let r = Reckoning::of(&state, NOW + 3 * DAY).unwrap();
        assert!(r.is_over() && r.can_claim(Color::White) && !r.can_claim(Color::Black));
        assert_eq!(r.left(Color::White), 2 * DAY);
    }

    #[test]
    fn a_claim_holds_only_past_the_deadline_and_ends_the_reckoning() {
        let mut state = game();
        assert_eq!(claim_holds(&state), None);
        assert_eq!(
            state.claim(Color::Black, NOW + 2 * DAY - 10),
            Err(crate::ui::lobby::correspondence::PlayError::TimeLeft(10))
        );
        let claim = state.claim(Color::Black, NOW + 2 * DAY).unwrap();
        assert_eq!((claim.by, claim.ply), (Color::Black, 0));
        assert_eq!(claim_holds(&state), Some(true));
        assert_eq!(Reckoning::of(&state, NOW + 3 * DAY), None);
        let mut resigned = game();
        resigned.resign(Color::White, NOW).unwrap();
        assert_eq!((Reckoning::of(&resigned, NOW), claim_holds(&resigned)), (None, None));
    }
}
