//! Wins in one and two turns: the turns that end the game at once with a
//! win for the mover and the turns that allow the opponent one ([`find_win`],
//! [`refutation`] and their kin), and the full-width search for a win within
//! two turns ([`WinInTwo`]) with the questions built on it. Used by the
//! AI's blunder counters and guard, the puzzle generator, the threat
//! assistant and game review.

use super::{Position, Turn};

mod in_one;
mod in_two;
pub use in_one::{
    each_forcing_turn, each_legal_turn, find_win, has_safe_turn, refutation, safe_turns, winning_turns, wins_at_once,
    Stopped,
};
pub use in_two::WinInTwo;

/// A turn of the side to move that wins within two of its own turns, if any:
/// one that wins at once, or one after which the opponent has a legal turn
/// and every one of them allows a win at once. Full width (every turn and
/// every reply), so a quiet first turn that threatens two mates is found.
pub fn win_in_two(pos: &Position) -> Option<Turn> {
    win_in_two_until(pos, &mut || false).ok().flatten()
}

/// [`win_in_two`], asking `stop` as it goes (before each turn it tries and
/// each reply it weighs, a twentieth of a millisecond or so apart in Full
/// Belt) and giving up once it says so. `stop` is first asked once a win
/// at once has been ruled out, so even a check cut short has shown that.
pub fn win_in_two_until(pos: &Position, stop: &mut dyn FnMut() -> bool) -> Result<Option<Turn>, Stopped> {
    WinInTwo::new(pos).every(&[], stop)
}

/// [`win_in_two_until`], with the turns of `first` (say, those that won
/// after a similar turn) tried before the others.
pub fn win_in_two_trying_until(
    pos: &Position,
    first: &[Turn],
    stop: &mut dyn FnMut() -> bool,
) -> Result<Option<Turn>, Stopped> {
    WinInTwo::new(pos).every(first, stop)
}

/// A win within two turns ([`win_in_two`]) that begins with one of `first`
/// or with a forcing turn (a check; in Chess without Pawns a capture too),
/// if any: where most wins in two begin, found in milliseconds where the
/// full test takes up to a second. `None` does not prove that no quiet
/// turn wins in two. Bounded by `stop` as [`win_in_two_until`] is.
pub fn forcing_win_in_two_until(
    pos: &Position,
    first: &[Turn],
    stop: &mut dyn FnMut() -> bool,
) -> Result<Option<Turn>, Stopped> {
    WinInTwo::new(pos).forcing(first, stop)
}

/// [`allows_win_in_two`], bounded by `stop` as [`win_in_two_until`] is.
pub fn allows_win_in_two_until(
    pos: &Position,
    turn: &Turn,
    stop: &mut dyn FnMut() -> bool,
) -> Result<Option<Turn>, Stopped> {
    match pos.play(*turn) {
        Ok(next) => win_in_two_until(&next, stop),
        Err(_) => Ok(None),
    }
}

/// After `turn` is played in `pos`, the opponent's turn that wins within two
/// of its turns ([`win_in_two`]), if any ("this turn allows a win in two").
/// `None` when `turn` is not legal or ends the game itself.
pub fn allows_win_in_two(pos: &Position, turn: &Turn) -> Option<Turn> {
    let next = pos.play(*turn).ok()?;
    win_in_two(&next)
}

/// A legal turn of `pos` that allows the opponent no win within two turns,
/// if there is one. The turns that allow no win at once are tried first
/// (only they can qualify), and the search stops at the first found.
pub fn safe_in_two(pos: &Position) -> Option<Turn> {
    safe_turns(pos)
        .into_iter()
        .find(|t| holds_in_two(&pos.play_unchecked(*t)))
}

/// Whether `next`, reached by a turn, leaves the opponent no win within two
/// of its turns: the game ended there, or [`win_in_two`] finds none.
pub fn holds_in_two(next: &Position) -> bool {
    next.outcome().is_some() || win_in_two(next).is_none()
}
