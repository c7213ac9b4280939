//! The puzzle panel's words: how the answer stands (a wrong try taken
//! back, the solution only when asked for), the streak, and the themes'
//! names, from the message catalogue.

use crate::i18n::{msg, t};
use crate::puzzles::Theme;
use crate::ui::game::notice::{FetchError, PuzzlesProblem};
use crate::ui::game::puzzle::session::{goal, Session, Stage};
use crate::ui::game::state::State;
use crate::ui::words::notation::turn_words;

/// What the panel says about the answer so far.
pub fn puzzle_progress(state: &State) -> String {
    let Some(s) = state.session() else {
        return String::new();
    };
    match s.stage {
        Stage::Solving if s.refuted.is_some() => refuted_words(state),
        Stage::Solving if s.missed => t(msg::puzzle_missed()),
        Stage::Solving if state.board.game.turns().len() == 2 => {
            let reply = state.board.game.turns()[1];
            let before = state.board.game.position_at(1).unwrap_or(state.board.position());
            // Not `words::side_key`: `words` re-exports this file's functions.
            let side = match before.turn() {
                crate::rules::Color::White => "white",
                crate::rules::Color::Black => "black",
            };
            t(&msg::puzzle_replied(side, &turn_words(before, reply)))
        }
        Stage::Solving => t(msg::puzzle_play()),
        Stage::Reply => t(msg::puzzle_right()),
        Stage::Solved if s.solved_uncounted && s.solution_seen => t(msg::puzzle_solved_after_solution()),
        Stage::Solved if s.solved_uncounted => t(msg::puzzle_solved_after_miss()),
        Stage::Solved => t(msg::puzzle_solved()),
        Stage::Failed(at) => {
            let answer = state
                .board
                .game
                .position_at(at)
                .and_then(|before| Some(turn_words(before, goal(s.current(), before, at)?)));
            match answer {
                Some(a) => t(&msg::puzzle_answer(&a)),
                None => t(msg::puzzle_answer_shown()),
            }
        }
    }
}

/// The wrong try on the board and the opponent's reply that punishes it:
/// `Not this one: White answers Re7 and wins at once.`
fn refuted_words(state: &State) -> String {
    let Some(r) = state.session().and_then(|s| s.refuted) else {
        return String::new();
    };
    let pos = state.board.position();
    let side = match pos.turn() {
        crate::rules::Color::White => "white",
        crate::rules::Color::Black => "black",
    };
    let reply = turn_words(pos, r.reply);
    if r.wins {
        t(&msg::puzzle_refuted_win(side, &reply))
    } else {
        t(&msg::puzzle_refuted_reply(side, &reply))
    }
}

/// The streak line: `Streak 3 (best 5) · 12 of 300 solved`.
pub fn puzzle_streak(session: &Session) -> String {
    let p = &session.progress;
    let solved = session.list.iter().filter(|q| p.has_solved(&q.id)).count();
    t(&msg::puzzle_streak_line(
        &p.streak.to_string(),
        &p.best.to_string(),
        &solved.to_string(),
        &session.list.len().to_string(),
    ))
}

/// Why the puzzles could not be opened: `the server answered 404`.
pub fn puzzles_problem(problem: &PuzzlesProblem) -> String {
    match problem {
        PuzzlesProblem::Fetch(FetchError::Unreachable) => t(msg::fetch_unreachable()),
        PuzzlesProblem::Fetch(FetchError::Status(status)) => t(&msg::fetch_status(&status.to_string())),
        PuzzlesProblem::Line(line, file) => t(&msg::puzzles_line(&line.to_string(), file)),
        PuzzlesProblem::Empty => t(msg::puzzles_empty()),
        PuzzlesProblem::Broken(id) => t(&msg::puzzles_broken(id)),
    }
}

/// A puzzle theme's name for people: `Belt mate`, `Double-king fork`.
pub fn theme_name(theme: Theme) -> String {
    t(&msg::puzzle_theme_name(theme.key()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn why_the_puzzles_could_not_be_opened() {
        let status = PuzzlesProblem::Fetch(FetchError::Status(404));
        assert_eq!(puzzles_problem(&status), "the server answered 404");
        let line = PuzzlesProblem::Line(3, "puzzles/no-pawns.json".into());
        assert_eq!(
            puzzles_problem(&line),
            "line 3 of puzzles/no-pawns.json is not readable"
        );
        assert_eq!(theme_name(Theme::DoubleKingFork), "Double-king fork");
    }
}
