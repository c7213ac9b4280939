//! Wins in two (`rules::tactics::win_in_two`, the resumable `WinInTwo` and
//! their neighbours), the judge of `match`'s two-turn blunders, against the
//! full-width oracle of `common::oracle` on positions from seeded self-play.

mod common;

use beltboard::rules::tactics::{allows_win_in_two, safe_in_two, win_in_two, WinInTwo};
use common::oracle::{forced_win, wins_by};
use common::self_play::self_play;
use common::{full_belt, turn};

#[test]
fn win_in_two_agrees_with_the_oracle_on_self_play() {
    let mut wins = 0;
    for seed in 0..4 {
        for pos in self_play(seed, 12).iter().step_by(2) {
            let found = win_in_two(pos);
            assert_eq!(found.is_some(), forced_win(pos, 3).is_some(), "{}", pos.fen());
            // The same search in two passes, the forcing turns first, then
            // the rest taken up where the first pass stopped.
            let mut check = WinInTwo::new(pos);
            let quick = check.forcing(&[], &mut || false).expect("never stopped");
            let both = quick.or_else(|| check.every(&[], &mut || false).expect("never stopped"));
            assert_eq!(both.is_some(), found.is_some(), "{}", pos.fen());
            if let Some(t) = both {
                assert!(wins_by(pos, t, 3), "{} in {}", t.machine(), pos.fen());
            }
            if let Some(t) = found {
                // What it found is a win in two by the oracle's own proof.
                assert!(wins_by(pos, t, 3), "{} in {}", t.machine(), pos.fen());
                wins += 1;
            }
        }
    }
    assert!(wins > 0, "the self-play positions should hold some wins in two");
}

#[test]
fn a_turn_that_allows_a_win_in_two_is_told_from_its_defence() {
    // White to move faces a forced win in two: the king's move with one belt
    // loses, the same move with another belt holds.
    let pos = full_belt("1P3Pnr/1B4pp/2P2P2/1pQp1R2/1p2Np1P/B1K1p1q1/1n1bP1kP/r1b1R3 w - c 2 8");
    let loses = turn("c3c2 g+5");
    let win = allows_win_in_two(&pos, &loses).expect("c3c2 g+5 allows a win in two");
    let next = pos.play(loses).expect("legal");
    assert!(wins_by(&next, win, 3));
    assert_eq!(allows_win_in_two(&pos, &turn("c3c2 g+7")), None);
    let safe = safe_in_two(&pos).expect("a defence exists");
    assert_eq!(allows_win_in_two(&pos, &safe), None);
    // An illegal turn allows nothing.
    assert_eq!(allows_win_in_two(&pos, &turn("a1a8 a+1")), None);
}
