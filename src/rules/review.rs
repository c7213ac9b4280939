//! Game review marks, as pure functions of the positions, the turns and
//! the evaluations before and after each turn (from White's side, as the
//! analysis engine gives them):
//!
//! - `??` ([`Mark::Blunder`]): the turn let the opponent win at once
//!   (checkmate, or a king capture in Chess without Pawns) while a turn
//!   existed that did not; decided by the rules ([`super::tactics`]), not
//!   by the evaluations, so it holds whatever the engine's depth.
//! - `?` ([`Mark::Mistake`]): the evaluation dropped by at least
//!   [`MISTAKE_CP`] for the mover; `?!` ([`Mark::Inaccuracy`]): by at least
//!   [`INACCURACY_CP`]. Evaluations are capped at ten pawns
//!   ([`Evaluation::capped_cp`]): a mate counts as ten pawns, so going from
//!   +15 to +11 is no drop, and from a mate to +5 is one of five pawns.
//! - A missed win in one: a turn that wins at once existed and another was
//!   played (shown beside any mark).
//!
//! A turn that wins at once is never marked.

use super::tactics::{find_win, has_safe_turn, refutation, wins_at_once};
use super::{Color, Evaluation, MoveTree, Position, Turn};

/// A drop of at least this many centipawns for the mover is a mistake (`?`).
pub const MISTAKE_CP: i32 = 200;
/// A drop of at least this many centipawns for the mover is an inaccuracy (`?!`).
pub const INACCURACY_CP: i32 = 80;

/// How bad a turn was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Mark {
    /// `??`: it allowed a win at once while a safe turn existed.
    Blunder,
    /// `?`: the evaluation dropped by two pawns or more.
    Mistake,
    /// `?!`: the evaluation dropped by 0.8 pawns or more.
    Inaccuracy,
}

impl Mark {
    /// The PGN sign: `??`, `?`, `?!`.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Blunder => "??",
            Mark::Mistake => "?",
            Mark::Inaccuracy => "?!",
        }
    }

    /// Its name for the code (a CSS class): `blunder`, `mistake`, `inaccuracy`.
    pub fn key(self) -> &'static str {
        match self {
            Mark::Blunder => "blunder",
            Mark::Mistake => "mistake",
            Mark::Inaccuracy => "inaccuracy",
        }
    }
}

/// What review found about one turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReview {
    /// Who played it.
    pub mover: Color,
    /// Its mark, if it earned one.
    pub mark: Option<Mark>,
    /// How much the evaluation fell for the mover, in capped centipawns
    /// (negative: it rose); `None` when an evaluation is missing.
    pub drop_cp: Option<i32>,
    /// The opponent's reply that wins at once, when the turn allowed one.
    pub refutation: Option<Turn>,
    /// A turn that would have won at once, when the turn played did not.
    pub missed_win: Option<Turn>,
}

/// Reviews `turn` played in `before`, given the evaluations of the positions
/// before and after it (White's side). A missing `after` evaluation is taken
/// from the position when the game ended there ([`Evaluation::at_end`]).
/// An illegal turn gets no mark.
pub fn review_turn(
    before: &Position,
    turn: Turn,
    eval_before: Option<Evaluation>,
    eval_after: Option<Evaluation>,
) -> TurnReview {
    let mover = before.turn();
    let mut review = TurnReview {
        mover,
        mark: None,
        drop_cp: None,
        refutation: None,
        missed_win: None,
    };
    let Ok(after) = before.play(turn) else {
        return review;
    };
    if wins_at_once(before, &turn) {
        return review;
    }
    review.missed_win = find_win(before);
    review.refutation = refutation(before, &turn);
    let eval_after = eval_after.or_else(|| Evaluation::at_end(&after));
    review.drop_cp = eval_before
        .zip(eval_after)
        .map(|(b, a)| b.capped_cp_for(mover) - a.capped_cp_for(mover));
    review.mark = if review.refutation.is_some() && has_safe_turn(before) {
        Some(Mark::Blunder)
    } else {
        match review.drop_cp {
            Some(d) if d >= MISTAKE_CP => Some(Mark::Mistake),
            Some(d) if d >= INACCURACY_CP => Some(Mark::Inaccuracy),
            _ => None,
        }
    };
    review
}

/// Reviews the turns played from `start`: `evals[i]` is the evaluation of
/// the position after `i` turns (`evals[0]` the start; missing ones may be
/// `None` or absent). Stops at the first illegal turn.
pub fn review_line(start: &Position, turns: &[Turn], evals: &[Option<Evaluation>]) -> Vec<TurnReview> {
    let eval = |i: usize| evals.get(i).copied().flatten();
    let mut out = Vec::with_capacity(turns.len());
    let mut pos = start.clone();
    for (i, &turn) in turns.iter().enumerate() {
        let Ok(next) = pos.play(turn) else { break };
        out.push(review_turn(&pos, turn, eval(i), eval(i + 1)));
        pos = next;
    }
    out
}

/// Reviews the tree's main line with the evaluations recorded on its nodes.
pub fn review_main_line(tree: &MoveTree) -> Vec<TurnReview> {
    let line = tree.main_line();
    let turns: Vec<Turn> = line.iter().filter_map(|&id| tree.turn(id)).collect();
    let evals: Vec<Option<Evaluation>> = std::iter::once(MoveTree::ROOT)
        .chain(line)
        .map(|id| tree.eval(id))
        .collect();
    review_line(tree.start(), &turns, &evals)
}

/// One side's marks, counted.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SideSummary {
    /// Turns reviewed.
    pub turns: u32,
    /// `??` turns.
    pub blunders: u32,
    /// `?` turns.
    pub mistakes: u32,
    /// `?!` turns.
    pub inaccuracies: u32,
    /// Turns that missed a win in one.
    pub missed_wins: u32,
}

/// Both sides' marks, counted.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ReviewSummary {
    /// White's.
    pub white: SideSummary,
    /// Black's.
    pub black: SideSummary,
}

impl ReviewSummary {
    /// The summary of `color`'s turns.
    pub fn side(&self, color: Color) -> &SideSummary {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// Counts each side's marks and missed wins.
pub fn summarize(reviews: &[TurnReview]) -> ReviewSummary {
    let mut summary = ReviewSummary::default();
    for r in reviews {
        let side = match r.mover {
            Color::White => &mut summary.white,
            Color::Black => &mut summary.black,
        };
        side.turns += 1;
        match r.mark {
            Some(Mark::Blunder) => side.blunders += 1,
            Some(Mark::Mistake) => side.mistakes += 1,
            Some(Mark::Inaccuracy) => side.inaccuracies += 1,
            None => {}
        }
        side.missed_wins += u32::from(r.missed_win.is_some());
    }
    summary
}
