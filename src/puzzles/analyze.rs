//! The exhaustive answer to a position, and [`verify`], which compares a
//! puzzle with it.

use super::probe::{has_win, win_after_hints};
use super::themes::{self, Tally, ThemeSet};
use super::{Kind, Puzzle, Theme};
use crate::rules::{tactics, Position, PositionError, Turn, Variant};
use std::fmt;

/// What the rules say about a position as a puzzle of one kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Findings {
    /// The number of legal turns.
    pub legal: usize,
    /// Every accepted first turn, sorted by machine form.
    pub solutions: Vec<Turn>,
    /// The themes, in [`Theme::ALL`] order.
    pub themes: Vec<Theme>,
    /// [`rating`] of `legal` and the number of solutions.
    pub rating: u32,
}

/// Why a position is not a puzzle of the kind asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// The side to move has no legal turn (or the game is over).
    NoTurn,
    /// Win in two is a Chess without Pawns kind.
    Win2NeedsNoPawns,
    /// The side to move wins at once, so this is a `win1`, not a `win2` or `defend`.
    WinsAtOnce,
    /// No turn does what the kind asks.
    NoSolution,
    /// A `defend` needs at least half of the legal turns to lose at once.
    TooFewLosing {
        /// Turns that lose at once (counted until the answer was clear).
        losing: usize,
        /// Legal turns.
        legal: usize,
    },
}

impl fmt::Display for Unfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unfit::NoTurn => f.write_str("the side to move has no legal turn"),
            Unfit::Win2NeedsNoPawns => f.write_str("win in two is for Chess without Pawns only"),
            Unfit::WinsAtOnce => f.write_str("the side to move wins at once"),
            Unfit::NoSolution => f.write_str("no turn solves it"),
            Unfit::TooFewLosing { losing, legal } => {
                write!(f, "fewer than half of the {legal} turns lose at once ({losing} found)")
            }
        }
    }
}

/// Why a puzzle does not verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The position text is not a legal position of the puzzle's game.
    Position(PositionError),
    /// The position is not a puzzle of the stated kind.
    Unfit(Unfit),
    /// A listed solution is not a legal turn.
    Illegal(Turn),
    /// The solutions differ from the rules' answer.
    Solutions {
        /// Accepted by the rules, missing from the puzzle.
        missing: Vec<Turn>,
        /// Listed by the puzzle, not accepted by the rules.
        wrong: Vec<Turn>,
    },
    /// The themes differ from those the rules detect.
    Themes {
        /// What the puzzle lists.
        listed: Vec<Theme>,
        /// What the rules detect.
        detected: Vec<Theme>,
    },
    /// The rating differs from [`rating`].
    Rating {
        /// What the puzzle says.
        listed: u32,
        /// What the formula gives.
        computed: u32,
    },
}

fn turns_text(turns: &[Turn]) -> String {
    turns.iter().map(|t| t.machine()).collect::<Vec<_>>().join(", ")
}

fn themes_text(themes: &[Theme]) -> String {
    themes.iter().map(|t| t.key()).collect::<Vec<_>>().join(", ")
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Position(e) => write!(f, "bad position: {e}"),
            VerifyError::Unfit(u) => write!(f, "not a puzzle of its kind: {u}"),
            VerifyError::Illegal(t) => write!(f, "solution {t} is not a legal turn"),
            VerifyError::Solutions { missing, wrong } => write!(
                f,
                "wrong solutions: missing [{}], not solving [{}]",
                turns_text(missing),
                turns_text(wrong)
            ),
            VerifyError::Themes { listed, detected } => write!(
                f,
                "wrong themes: listed [{}], detected [{}]",
                themes_text(listed),
                themes_text(detected)
            ),
            VerifyError::Rating { listed, computed } => write!(f, "wrong rating: listed {listed}, computed {computed}"),
        }
    }
}

impl std::error::Error for VerifyError {}

/// The difficulty of a puzzle with `solutions` accepted turns out of `legal`:
/// `400 + 250 * log2(legal / solutions)`, rounded to a multiple of 10.
///
/// The rarer a solving turn, the harder the puzzle: a puzzle solved by half
/// of the turns rates 650, by one turn in 32 rates 1650, by one in 1000
/// (a single mate among a Full Belt middlegame's turns) about 2890.
/// `solutions` is clamped to `1..=legal`.
pub fn rating(legal: usize, solutions: usize) -> u32 {
    let legal = legal.max(1) as f64;
    let solutions = (solutions.max(1) as f64).min(legal);
    let r = 400.0 + 250.0 * (legal / solutions).log2();
    ((r / 10.0).round() * 10.0) as u32
}

fn sorted(mut turns: Vec<Turn>) -> Vec<Turn> {
    turns.sort_by_key(|t| t.machine());
    turns
}

fn finish(legal: usize, solutions: Vec<Turn>, set: ThemeSet) -> Findings {
    Findings {
        legal,
        rating: rating(legal, solutions.len()),
        solutions: sorted(solutions),
        themes: set.to_vec(),
    }
}

/// Solves `pos` as a puzzle of `kind`, exhaustively (see [`Kind`] for what
/// each kind asks), with its themes and rating.
pub fn analyze(pos: &Position, kind: Kind) -> Result<Findings, Unfit> {
    let turns = pos.legal_turns();
    if turns.is_empty() {
        return Err(Unfit::NoTurn);
    }
    match kind {
        Kind::Win1 => win1(pos, turns.len()),
        Kind::Win2 => win2(pos, &turns),
        Kind::Defend => defend(pos, &turns),
    }
}

fn win1(pos: &Position, legal: usize) -> Result<Findings, Unfit> {
    let solutions = tactics::winning_turns(pos);
    if solutions.is_empty() {
        return Err(Unfit::NoSolution);
    }
    let mut tally = Tally::default();
    for &t in &solutions {
        tally.add_win(pos, t);
    }
    let mut set = ThemeSet::default();
    tally.mark_common(&mut set);
    set.mark(Theme::ForbiddenBelt, themes::forbidden_belt_hides_win(pos));
    set.mark(
        Theme::FirstTurnRule,
        themes::first_turn_rule_matters(pos, |p, t| tactics::wins_at_once(p, &t)),
    );
    Ok(finish(legal, solutions, set))
}

fn win2(pos: &Position, turns: &[Turn]) -> Result<Findings, Unfit> {
    if pos.variant() != Variant::NoPawns {
        return Err(Unfit::Win2NeedsNoPawns);
    }
    if has_win(pos) {
        return Err(Unfit::WinsAtOnce);
    }
    let mut solutions = Vec::new();
    let mut set = ThemeSet::default();
    let mut tally = Tally::default();
    for &t in turns {
        let after = pos.play_unchecked(t);
        let replies = after.legal_turns();
        let mut wins = Vec::with_capacity(replies.len());
        let forced = !replies.is_empty()
            && replies.iter().all(|&r| {
                let next = after.play_unchecked(r);
                match tactics::find_win(&next) {
                    Some(w) if !next.is_capture_win() => {
                        wins.push((next, w));
                        true
                    }
                    _ => false,
                }
            });
        if forced {
            themes::mark_solution(pos, t, &mut set);
            for (next, w) in &wins {
                tally.add_win(next, *w);
            }
            solutions.push(t);
        }
    }
    if solutions.is_empty() {
        return Err(Unfit::NoSolution);
    }
    tally.mark_common(&mut set);
    Ok(finish(turns.len(), solutions, set))
}

/// How many recent refutations a `defend` analysis tries before walking
/// all the replies (part of the definition of a refutation, see [`Theme`]).
const RECENT: usize = 4;

fn defend(pos: &Position, turns: &[Turn]) -> Result<Findings, Unfit> {
    if has_win(pos) {
        return Err(Unfit::WinsAtOnce);
    }
    let legal = turns.len();
    let mut safe = Vec::new();
    let mut losing = 0;
    let mut tally = Tally::default();
    // The latest refutations, most recent first.
    let mut recent: Vec<Turn> = Vec::with_capacity(RECENT + 1);
    for &t in turns {
        let after = pos.play_unchecked(t);
        match win_after_hints(&after, &recent) {
            Some(w) if !after.is_capture_win() => {
                losing += 1;
                recent.retain(|&r| r != w);
                recent.insert(0, w);
                recent.truncate(RECENT);
                tally.add_win(&after, w);
            }
            _ => {
                safe.push(t);
                // Early exit: once more than half are safe, it cannot be a defend.
                if 2 * safe.len() > legal {
                    return Err(Unfit::TooFewLosing { losing, legal });
                }
            }
        }
    }
    if safe.is_empty() {
        return Err(Unfit::NoSolution);
    }
    let mut set = ThemeSet::default();
    tally.mark_common(&mut set);
    for &t in &safe {
        themes::mark_solution(pos, t, &mut set);
    }
    set.mark(Theme::ForbiddenBelt, themes::forbidden_belt_saves(pos, &safe));
    set.mark(
        Theme::FirstTurnRule,
        themes::first_turn_rule_matters(pos, themes::is_safe),
    );
    Ok(finish(legal, safe, set))
}

/// Checks `puzzle` exhaustively with the rules: the position is legal, it is
/// a puzzle of its kind, its solutions are exactly the accepted turns, and
/// its themes and rating are those the rules give.
pub fn verify(puzzle: &Puzzle) -> Result<(), VerifyError> {
    let pos = puzzle.position().map_err(VerifyError::Position)?;
    if let Some(&t) = puzzle.solutions.iter().find(|&&t| !pos.is_legal(t)) {
        return Err(VerifyError::Illegal(t));
    }
    let found = analyze(&pos, puzzle.kind).map_err(VerifyError::Unfit)?;
    let missing: Vec<Turn> = found
        .solutions
        .iter()
        .filter(|t| !puzzle.solutions.contains(t))
        .copied()
        .collect();
    let wrong: Vec<Turn> = puzzle
        .solutions
        .iter()
        .filter(|t| !found.solutions.contains(t))
        .copied()
        .collect();
    if !missing.is_empty() || !wrong.is_empty() || puzzle.solutions.len() != found.solutions.len() {
        return Err(VerifyError::Solutions { missing, wrong });
    }
    if puzzle.themes != found.themes {
        return Err(VerifyError::Themes {
            listed: puzzle.themes.clone(),
            detected: found.themes,
        });
    }
    if puzzle.rating != found.rating {
        return Err(VerifyError::Rating {
            listed: puzzle.rating,
            computed: found.rating,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::rating;

    #[test]
    fn rating_grows_as_solving_turns_get_rarer() {
        assert_eq!(rating(2, 1), 650);
        assert_eq!(rating(32, 1), 1650);
        assert_eq!(rating(10, 10), 400);
        assert!(rating(1000, 1) > rating(1000, 10));
        assert_eq!(rating(0, 0), 400);
    }
}
