//! Game review as the page keeps it: the line reviewed (the game's turns
//! when the review started), what the engine found for each of its
//! positions (an evaluation from White's side and the best turn), and the
//! marks of the turns ([`crate::rules::review`]) once both positions around
//! a turn are evaluated.
//!
//! The review searches one position at a time, each for the same budget
//! ([`Purpose::Review`]), on all the AI's workers. What was found is kept per
//! position, so a cancelled review resumes where it stopped, and is saved in
//! the browser under the game's start and turns ([`storage_key`],
//! [`Review::to_text`], [`read_saved`]): a damaged entry loses only its
//! unreadable positions.
//!
//! The marks need the rules' one-turn tactics, which the reducer leaves to
//! the review's hook: the reducer only stores them ([`ReviewAction::Marked`]);
//! the hook computes them ([`Review::missing_marks`]) and the move tree
//! shows them ([`Review::mark_after`]).

use crate::ai::Info;
use crate::rules::review::{review_turn, Mark, TurnReview};
use crate::rules::{parse_turn, Evaluation, Game, Position, Turn};
use crate::ui::ai::job::JobKey;

/// What the engine found for one position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The evaluation, from White's side.
    pub eval: Evaluation,
    /// The best turn there (`None` where the game is over).
    pub best: Option<Turn>,
}

/// A game review under way or done.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    /// Whether the engine is reviewing now.
    pub running: bool,
    /// The line reviewed: the game's turns when the review began.
    pub turns: Vec<Turn>,
    /// What was found for the position after `i` turns, `i` from 0 to `turns.len()`.
    pub found: Vec<Option<Found>>,
    /// Each turn's review (`marks[i]`: the turn that made ply `i + 1`), once known.
    pub marks: Vec<Option<TurnReview>>,
    /// The marked turn (its ply) whose better turn the board shows.
    pub better: Option<usize>,
}

impl Review {
    /// Positions evaluated, and positions in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.found.iter().flatten().count(), self.found.len())
    }

    /// Whether every position is evaluated.
    pub fn complete(&self) -> bool {
        !self.found.is_empty() && self.found.iter().all(Option::is_some)
    }

    /// The evaluation of the position after `ply` turns, if found.
    pub fn eval(&self, ply: usize) -> Option<Evaluation> {
        self.found.get(ply).copied().flatten().map(|f| f.eval)
    }

    /// The reviews of the turns not yet marked whose two positions are
    /// evaluated, as `(turn index, review)`, for [`ReviewAction::Marked`]
    /// (the rules' tactics run here: the analysis page calls it, not the
    /// reducer). A turn the engine chose itself gets no `?` or `?!`.
    pub fn missing_marks(&self, start: &Position) -> Vec<(usize, TurnReview)> {
        let mut out = Vec::new();
        let mut pos = start.clone();
        for (i, &turn) in self.turns.iter().enumerate() {
            let known = self.marks.get(i).is_some_and(Option::is_some);
            let evals = self.eval(i).zip(self.eval(i + 1));
            if let (false, Some((before, after))) = (known, evals) {
                let mut review = review_turn(&pos, turn, Some(before), Some(after));
                // The engine's own choice is no mistake: the evaluation fell
                // because the next search saw further, not because of the turn.
                let engine_choice = self.found.get(i).copied().flatten().and_then(|f| f.best) == Some(turn);
                if engine_choice && review.mark != Some(Mark::Blunder) {
                    review.mark = None;
                }
                out.push((i, review));
            }
            match pos.play(turn) {
                Ok(next) => pos = next,
                Err(_) => break,
            }
        }
        out
    }

    /// The mark of the last of `turns`, when the review's line begins with them.
    pub fn mark_after(&self, turns: &[Turn]) -> Option<Mark> {
        let review = self.marks.get(turns.len().checked_sub(1)?)?.as_ref()?;
        (self.turns.get(..turns.len()) == Some(turns))
            .then_some(review.mark)
            .flatten()
    }

    /// The game reviewed: the line of the review, from `start` (the game's).
    pub fn reviewed_game(&self, start: &Position) -> Game {
        game_of(start, &self.turns)
    }

    /// The reviews of the turns known so far, in order (for the summary).
    pub fn known_marks(&self) -> Vec<TurnReview> {
        self.marks.iter().flatten().cloned().collect()
    }

    /// The saved form: one line per position, `-` when not found yet, else
    /// the evaluation and the best turn in machine form (`+0.30 g1f3 f+4`).
    pub fn to_text(&self) -> String {
        let lines: Vec<String> = self
            .found
            .iter()
            .map(|f| match f {
                None => "-".into(),
                Some(Found { eval, best: None }) => eval.to_string(),
                Some(Found { eval, best: Some(t) }) => format!("{eval} {}", t.machine()),
            })
            .collect();
        lines.join("\n")
    }
}

/// The browser storage key of the review of `game`: its start and turns.
pub fn storage_key(game: &Game) -> String {
    let turns: Vec<String> = game.turns().iter().map(|t| t.machine()).collect();
    format!("beltboard.review {} | {}", game.start().fen(), turns.join(","))
}

/// What a saved review holds for `game`'s positions (as [`Review::to_text`]
/// writes it): a line that is not an evaluation, or whose best turn is not
/// legal there, counts as not found; lines past the game's end are ignored.
pub fn read_saved(text: &str, game: &Game) -> Vec<Option<Found>> {
    let mut lines = text.lines();
    (0..=game.turns().len())
        .map(|ply| {
            let line = lines.next()?.trim();
            let (eval, best) = line.split_once(' ').unwrap_or((line, ""));
            let eval = eval.parse::<Evaluation>().ok()?;
            let pos = game.position_at(ply)?;
            let best = match best.trim() {
                "" => None,
                t => Some(parse_turn(pos, t).ok()?),
            };
            Some(Found { eval, best })
        })
        .collect()
}

/// The game made of `turns` from `start` (stops at an illegal one).
pub(crate) fn game_of(start: &Position, turns: &[Turn]) -> Game {
    let mut game = Game::new(start.clone());
    for &turn in turns {
        if game.play(turn).is_err() {
            break;
        }
    }
    game
}

/// What happens to a game review.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewAction {
    /// Review the game's turns, starting from what the browser saved for
    /// them; the engine runs if `.1` (else the saved review is only shown).
    Start(Vec<Option<Found>>, bool),
    /// Cancel the review (what it found is kept, to resume).
    Stop,
    /// The review's search of a position is over.
    Reviewed(JobKey, Info),
    /// Turns judged: `(turn index, review)`.
    Marked(Vec<(usize, TurnReview)>),
    /// Show the better turn in place of the marked turn that made this ply.
    ShowBetter(usize),
}

#[cfg(test)]
#[path = "review_tests.rs"]
mod tests;
