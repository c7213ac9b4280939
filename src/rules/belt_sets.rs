//! The belt moves that may follow a normal move, belt by belt as sets of
//! distances (rules 1.4 to 1.7 of docs/rules.md), from the king watches.

use super::king_watch::KingWatch;
use super::{AfterMove, Belt, BeltShift};

impl AfterMove<'_> {
    /// The belt enumeration; with `REPORT_CHECK` false, checks are only
    /// computed where a rule needs them (perft counts run through here).
    pub(super) fn belts<const REPORT_CHECK: bool>(&self, mut f: impl FnMut(BeltShift, bool) -> bool) -> bool {
        self.belt_sets(REPORT_CHECK, |belt, legal, checks| {
            let mut ks = legal;
            while ks != 0 {
                let k = ks.trailing_zeros() as u8;
                ks &= ks - 1;
                if !f(BeltShift::new(belt, k).expect("1..8"), checks & (1 << k) != 0) {
                    return false;
                }
            }
            true
        })
    }

    /// Calls `f` with each belt (files `a`..`h`, then ranks `1`..`8`) that has
    /// a legal shift, the legal distances `k` as bits `1 << k`, and those of
    /// them that attack an enemy king (computed only when `report_check` or a
    /// rule needs it, else none). Stops early and returns `false` when `f` does.
    pub(super) fn belt_sets(&self, report_check: bool, f: impl FnMut(Belt, u8, u8) -> bool) -> bool {
        if !self.pos.variant.has_belts() {
            return true;
        }
        let us = self.pos.turn;
        let Some(ours) = KingWatch::new(&self.board, us) else {
            return true;
        };
        // Checks by the belt are refused on White's first turn, and under the
        // no-belt-check option unless the normal move already gave check.
        let no_check = self.pos.is_first_turn() || (self.pos.options.no_belt_check && !self.gives_check_before_belt());
        if self.board.kings(!us).is_empty() {
            return true;
        }
        let theirs = if report_check || no_check {
            KingWatch::new(&self.board, !us)
        } else {
            None
        };
        self.belt_loop(&ours, theirs.as_ref(), no_check, f)
    }

    /// [`AfterMove::belt_sets`] with the watches made: `ours` of the mover's
    /// king, `theirs` of the enemy king when checks are wanted.
    #[inline]
    fn belt_loop(
        &self,
        ours: &KingWatch,
        theirs: Option<&KingWatch>,
        no_check: bool,
        mut f: impl FnMut(Belt, u8, u8) -> bool,
    ) -> bool {
        for belt in Belt::ALL {
            if Some(belt) == self.pos.forbidden {
                continue;
            }
            let changing = self.board.belt_shift_set(belt);
            if changing == 0 {
                continue;
            }
            // The mover's king is never attacked here (rule 1.1); the enemy
            // king may be, when the normal move gave check.
            let mut legal = changing & !ours.attacked_shifts(belt, changing);
            let checks = match theirs {
                Some(t) if legal != 0 => t.attacked_shifts(belt, legal) & legal,
                _ => 0,
            };
            if no_check {
                legal &= !checks;
            }
            if legal != 0 && !f(belt, legal, checks) {
                return false;
            }
        }
        true
    }

    /// The belt moves after a normal move made by [`Position::make_move`],
    /// which has not been tested yet: 0 when it leaves the mover's king
    /// attacked. Only for a Full Belt position where no rule limits checks
    /// (not White's first turn, no no-belt-check option): the mover's king
    /// watch then serves as the test of the normal move too.
    pub(super) fn count_belts_if_legal(&self) -> u64 {
        let us = self.pos.turn;
        let Some(ours) = KingWatch::new(&self.board, us) else {
            return 0;
        };
        if ours.attacked() || self.board.kings(!us).is_empty() {
            return 0;
        }
        let mut n = 0;
        self.belt_loop(&ours, None, false, |_, legal, _| {
            n += u64::from(legal.count_ones());
            true
        });
        n
    }

    /// Whether a belt that changes the board crosses none of the mover's
    /// king's lines or knight squares: no shift of it can attack that king,
    /// so when no rule limits checks it is legal, and the whole king watch
    /// (most of the work for the first legal belt) is not needed.
    pub(super) fn has_distant_belt(&self) -> bool {
        let us = self.pos.turn;
        let (Some(king), true) = (self.board.kings(us).first(), self.board.kings(!us).nonempty()) else {
            return false;
        };
        if !self.pos.belt_checks_free() {
            return false;
        }
        self.board.distant_belt(king, self.pos.forbidden)
    }
}
