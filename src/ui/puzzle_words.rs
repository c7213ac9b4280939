//! The puzzle panel's words: how the answer stands (a wrong try taken
//! back, the solution only when asked for: issue 23 point 6) and the streak.

use crate::ui::notation::turn_words;
use crate::ui::puzzle::{goal, Session, Stage};
use crate::ui::state::State;

/// What the panel says about the answer so far.
pub fn puzzle_progress(state: &State) -> String {
    let Some(s) = state.session() else {
        return String::new();
    };
    match s.stage {
        Stage::Solving if s.missed => "Not this one: taken back. Try again, or show the solution.".into(),
        Stage::Solving if state.game.turns().len() == 2 => {
            let reply = state.game.turns()[1];
            let before = state.game.position_at(1).unwrap_or(state.position());
            format!(
                "{} replied {}. Now win at once.",
                before.turn(),
                turn_words(before, reply)
            )
        }
        Stage::Solving => "Play your answer on the board.".into(),
        Stage::Reply => "Right! Now the reply…".into(),
        Stage::Solved => "Solved!".into(),
        Stage::Failed(at) => {
            let answer = state
                .game
                .position_at(at)
                .and_then(|before| Some(turn_words(before, goal(s.current(), before, at)?)));
            match answer {
                Some(a) => format!("A solving turn: {a}."),
                None => "The solution is on the board.".into(),
            }
        }
    }
}

/// The streak line: `Streak 3 (best 5) · 12 of 300 solved`.
pub fn puzzle_streak(session: &Session) -> String {
    let p = &session.progress;
    let solved = session.list.iter().filter(|q| p.has_solved(&q.id)).count();
    format!(
        "Streak {} (best {}) · {solved} of {} solved",
        p.streak,
        p.best,
        session.list.len()
    )
}
