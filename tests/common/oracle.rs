//! A plain full-width search for forced wins, the test oracle of the AI's
//! pruning: no evaluation, no table, no ordering beyond "checks only where
//! only a check can mate" (a checkmate needs a check, so that is exact).

use beltboard::rules::{Move, Position, Turn};

/// Whether the side to move is checkmated (or, in Chess without Pawns, has lost its king).
pub fn is_lost(pos: &Position) -> bool {
    pos.is_capture_win() || pos.is_check() && !pos.has_legal_turn()
}

/// Calls `f` with every legal turn of `pos` (only those that give check,
/// or in Chess without Pawns capture, when `checks_only`), checks first,
/// stopping when `f` returns true; returns whether it stopped.
fn any_turn(pos: &Position, checks_only: bool, mut f: impl FnMut(Turn) -> bool) -> bool {
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    pos.pseudo_moves(&mut moves);
    // Two passes: the forcing turns, then (unless only they count) the rest.
    for forcing_pass in [true, false] {
        if !forcing_pass && checks_only {
            break;
        }
        for &m in &moves {
            let Some(after) = pos.try_move(m) else { continue };
            if !pos.variant().has_belts() {
                let turn = Turn { normal: m, belt: None };
                let forcing = pos.play_unchecked(turn).is_check() || after.captured().is_some();
                if forcing == forcing_pass && f(turn) {
                    return true;
                }
                continue;
            }
            let mut stop = false;
            after.for_each_belt_with_check(|s, check| {
                if check == forcing_pass {
                    stop = f(Turn {
                        normal: m,
                        belt: Some(s),
                    });
                }
                !stop
            });
            if stop {
                return true;
            }
        }
    }
    false
}

/// A turn of the side to move that wins by force within `plies` plies (the
/// opponent is mated, or loses its king, at a ply no later than `plies`
/// counted from `pos`), if there is one: every turn and every reply searched.
pub fn forced_win(pos: &Position, plies: u32) -> Option<Turn> {
    if plies == 0 {
        return None;
    }
    let mut found = None;
    // Within two plies only a turn that wins at once counts; in Full Belt that
    // is a check (in No Pawns a check or a capture).
    any_turn(pos, plies < 3, |t| {
        let wins = wins_by(pos, t, plies);
        if wins {
            found = Some(t);
        }
        wins
    });
    found
}

/// Whether `turn` wins by force within `plies` plies (the proof of a win
/// found some other way: every reply searched).
pub fn wins_by(pos: &Position, turn: Turn, plies: u32) -> bool {
    let child = pos.play_unchecked(turn);
    is_lost(&child) || plies >= 3 && child.has_legal_turn() && every_reply_loses(&child, plies - 2)
}

/// Whether every turn of the side to move leaves the opponent a forced win within `plies`.
fn every_reply_loses(pos: &Position, plies: u32) -> bool {
    !any_turn(pos, false, |r| forced_win(&pos.play_unchecked(r), plies).is_none())
}
