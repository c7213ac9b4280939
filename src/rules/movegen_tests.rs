//! Tests of the legal turn generator (see movegen.rs).
use super::*;
use crate::rules::{Belt, Options, Start};

/// The fast belt enumeration agrees with the plain rule check
/// ([`AfterMove::refusal`], which shifts the whole board) on every shift,
/// along pseudo-random games from every start, with and without the option.
#[test]
fn belt_enumeration_matches_the_plain_rule_check() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for start in [Start::FullBelt, Start::FullBeltHowe] {
        for no_belt_check in [false, true] {
            for _game in 0..6 {
                let mut pos = Position::start(start, Options { no_belt_check });
                for _turn in 0..12 {
                    let mut moves = Vec::new();
                    pos.pseudo_moves(&mut moves);
                    for &m in &moves {
                        let Some(after) = pos.try_move(m) else { continue };
                        let fast = after.belt_shifts();
                        let mut checked = Vec::new();
                        for &belt in &Belt::ALL {
                            for k in 1..8 {
                                let s = BeltShift::new(belt, k).unwrap();
                                if after.refusal(s).is_none() {
                                    checked.push(s);
                                }
                            }
                        }
                        assert_eq!(fast, checked, "{} then {m}", pos.fen());
                        let mut with_check = Vec::new();
                        after.for_each_belt_with_check(|s, check| {
                            assert_eq!(
                                check,
                                after.board().shifted(s).king_attacked(!pos.turn()),
                                "{}",
                                pos.fen()
                            );
                            with_check.push(s);
                            true
                        });
                        assert_eq!(with_check, checked);
                    }
                    let turns = pos.legal_turns();
                    if turns.is_empty() {
                        break;
                    }
                    pos = pos.play_unchecked(turns[next(turns.len())]);
                }
            }
        }
    }
}
