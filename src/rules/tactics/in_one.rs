//! One-turn wins: the turns that end the game at once with a win for the
//! mover, and the turns that allow the opponent one. Used by the AI's blunder
//! counter, the puzzle generator, the threat assistant and game review.
//!
//! Everything here is decided on the position alone, by
//! [`Position::outcome`]: a win is a checkmate (either game) or a winning king
//! capture (Chess without Pawns). The draws that belong to the game record
//! (threefold repetition, the 50-move rule, bare kings) are
//! [`Game`](crate::rules::Game)'s business and are not looked at: a turn that
//! repeats a position for the third time still "allows" a mate here.
//!
//! Speed: a win needs a check or a capture, so the search generates the
//! normal moves first and looks at the position after a whole turn only when
//! the turn captures (Chess without Pawns) or leaves an enemy king attacked,
//! which the belt enumeration reports cheaply; the expensive test (does the
//! opponent have a legal turn?) runs on those few positions only.

use crate::rules::{AfterMove, GameResult, Move, Position, Turn, Variant};

/// Whether `turn` is legal in `pos` and ends the game at once with a win for
/// the mover: checkmate, or (Chess without Pawns) a winning king capture.
pub fn wins_at_once(pos: &Position, turn: &Turn) -> bool {
    pos.play(*turn).is_ok_and(|next| won_by(pos, &next))
}

/// Every legal turn of `pos` that wins at once, in move generation order.
pub fn winning_turns(pos: &Position) -> Vec<Turn> {
    let mut out = Vec::new();
    each_forcing_spot(pos, |turn, next| {
        if won_by(pos, &next) {
            out.push(turn);
        }
        true
    });
    out
}

/// The first legal turn of `pos` that wins at once, if any (stops at the first).
pub fn find_win(pos: &Position) -> Option<Turn> {
    let mut found = None;
    each_forcing_spot(pos, |turn, next| {
        if won_by(pos, &next) {
            found = Some(turn);
        }
        found.is_none()
    });
    found
}

/// After `turn` is played in `pos`, the opponent's reply that wins at once,
/// if any ("this turn allows a win in one"). `None` when `turn` is not legal
/// or ends the game itself.
pub fn refutation(pos: &Position, turn: &Turn) -> Option<Turn> {
    let next = pos.play(*turn).ok()?;
    reply_win(&next)
}

/// The legal turns of `pos` that do not allow the opponent a win at once (a
/// turn that ends the game itself is safe), in move generation order.
pub fn safe_turns(pos: &Position) -> Vec<Turn> {
    let mut out = Vec::new();
    each_legal_spot(pos, |turn, next| {
        if reply_win(&next).is_none() {
            out.push(turn);
        }
        true
    });
    out
}

/// Whether `pos` has a legal turn that does not allow the opponent a win at
/// once (stops at the first such turn; [`safe_turns`] lists them all).
pub fn has_safe_turn(pos: &Position) -> bool {
    first_safe_turn(pos, &mut || false).is_ok_and(|t| t.is_some())
}

/// A bounded check gave up: its `stop` said so before it was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// The first legal turn of `pos` that does not allow the opponent a win at
/// once, asking `stop` before each turn weighed.
pub(super) fn first_safe_turn(pos: &Position, stop: &mut dyn FnMut() -> bool) -> Result<Option<Turn>, Stopped> {
    let mut found = Ok(None);
    each_legal_spot(pos, |turn, next| {
        if stop() {
            found = Err(Stopped);
        } else if reply_win(&next).is_none() {
            found = Ok(Some(turn));
        }
        found == Ok(None)
    });
    found
}

/// Whether `next`, reached by a turn from `before`, is won by the side that moved.
fn won_by(before: &Position, next: &Position) -> bool {
    next.outcome()
        .is_some_and(|o| o.result == GameResult::Win(before.turn()))
}

/// The winning reply in `next`, unless the game already ended there. A
/// position without a legal turn (mate or stalemate) has no winning one
/// either, so only a game won by a capture needs asking first.
pub(super) fn reply_win(next: &Position) -> Option<Turn> {
    if next.is_capture_win() {
        return None;
    }
    find_win(next)
}

/// The position after `turn` in `pos` if it is legal, `pseudo` being the
/// normal moves [`Position::pseudo_moves`] gives `pos`: [`Position::play`]
/// without generating them again for each turn tried, and without the
/// hash (the position is only tested on the spot).
pub(super) fn play_among(pos: &Position, pseudo: &[Move], turn: Turn) -> Option<Position> {
    if pos.is_capture_win() || !pseudo.contains(&turn.normal) {
        return None;
    }
    let after = pos.try_move(turn.normal)?;
    match (pos.variant().has_belts(), turn.belt) {
        (false, None) => Some(after.unhashed(None)),
        (true, Some(shift)) if after.refusal(shift).is_none() => Some(after.unhashed(Some(shift))),
        _ => None,
    }
}

/// Calls `f` with every forcing turn of `pos` (one that gives check, or in
/// Chess without Pawns captures) and the position after it, in move
/// generation order: the only turns that can win at once, and the turns a
/// forcing-line solver tries. Stops when `f` returns `false`.
pub fn each_forcing_turn(pos: &Position, mut f: impl FnMut(Turn, Position) -> bool) {
    each_turn(pos, |turn, forcing, after| !forcing || f(turn, after.finish(turn.belt)));
}

/// [`each_forcing_turn`] with positions whose hash is left zero
/// ([`AfterMove::unhashed`]): for the tests here, which only look at each
/// position on the spot and keep none.
fn each_forcing_spot(pos: &Position, mut f: impl FnMut(Turn, Position) -> bool) {
    each_turn(pos, |turn, forcing, after| {
        !forcing || f(turn, after.unhashed(turn.belt))
    });
}

/// [`each_legal_turn`] with positions whose hash is left zero, as
/// [`each_forcing_spot`].
pub(super) fn each_legal_spot(pos: &Position, f: impl FnMut(Turn, Position) -> bool) {
    each_legal_finished(pos, false, f);
}

/// Calls `f` with every legal turn of `pos`, whether it is forcing (as
/// [`each_forcing_turn`] means it) and the normal move's result, to
/// be finished with the turn's belt if wanted (so that a caller that skips
/// most turns does not build the positions after them). Stops when `f` returns
/// `false`.
pub(super) fn each_turn(pos: &Position, mut f: impl FnMut(Turn, bool, &AfterMove) -> bool) {
    let mut pseudo = Vec::with_capacity(64);
    pos.pseudo_moves(&mut pseudo);
    for &normal in &pseudo {
        let Some(after) = pos.try_move(normal) else { continue };
        let go_on = match pos.variant() {
            Variant::NoPawns => {
                let forcing = after.captured().is_some() || after.gives_check_before_belt();
                f(Turn { normal, belt: None }, forcing, &after)
            }
            Variant::FullBelt => after.for_each_belt_with_check(|shift, check| {
                f(
                    Turn {
                        normal,
                        belt: Some(shift),
                    },
                    check,
                    &after,
                )
            }),
        };
        if !go_on {
            return;
        }
    }
}

/// Calls `f` with every legal turn of `pos` and the position after it, in
/// move generation order, until `f` returns `false` (the turns are generated
/// legal, so none is played twice to check it with [`Position::play`]).
pub fn each_legal_turn(pos: &Position, f: impl FnMut(Turn, Position) -> bool) {
    each_legal_finished(pos, true, f);
}

/// [`each_legal_turn`], the positions `hashed` or not.
fn each_legal_finished(pos: &Position, hashed: bool, mut f: impl FnMut(Turn, Position) -> bool) {
    let finish = |after: &AfterMove<'_>, belt| match hashed {
        true => after.finish(belt),
        false => after.unhashed(belt),
    };
    let mut pseudo = Vec::with_capacity(64);
    pos.pseudo_moves(&mut pseudo);
    for &normal in &pseudo {
        let Some(after) = pos.try_move(normal) else { continue };
        let go_on = if pos.variant().has_belts() {
            after.for_each_belt(|shift| {
                f(
                    Turn {
                        normal,
                        belt: Some(shift),
                    },
                    finish(&after, Some(shift)),
                )
            })
        } else {
            f(Turn { normal, belt: None }, finish(&after, None))
        };
        if !go_on {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Options, Start};

    /// Pseudo-random games from every start: the fast searches agree with
    /// the plain definition (every legal turn, played, judged by the rules).
    #[test]
    fn fast_searches_match_the_definition() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut wins_seen = 0;
        for start in Start::ALL {
            for _game in 0..4 {
                let mut pos = Position::start(start, Options::default());
                for ply in 0..30 {
                    let turns = pos.legal_turns();
                    if turns.is_empty() || pos.outcome().is_some() {
                        break;
                    }
                    let plain: Vec<Turn> = turns.iter().copied().filter(|t| wins_at_once(&pos, t)).collect();
                    assert_eq!(winning_turns(&pos), plain, "{pos}");
                    assert_eq!(find_win(&pos), plain.first().copied(), "{pos}");
                    if ply % 10 == 0 {
                        assert_eq!(has_safe_turn(&pos), !safe_turns(&pos).is_empty(), "{pos}");
                    }
                    wins_seen += plain.len();
                    pos = pos.play_unchecked(turns[next(turns.len())]);
                }
            }
        }
        assert!(wins_seen > 0, "the random games should meet some wins");
    }
}
