//! The threat assistant's questions and answers, typed on both sides of the
//! worker boundary: the page asks ([`Question`] about a position, in an
//! [`AssistJob`]); a worker answers with [`assess`] (the rules in
//! `rules::tactics` and `rules::threats`), so that the page itself never
//! searches. A worker answers one question at a time, so its answer needs
//! no key on the wire: the page pairs it with the [`AssistKey`] it asked,
//! and an answer for a position no longer shown is stale and ignored. The
//! answer is one flat enum, read according to the question: little
//! decoding code in the page's wasm.

use crate::rules::tactics::refutation;
use crate::rules::threats::{dangerous_targets, passed, threat, wins_by_capture, NoPass};
use crate::rules::{Bitboard, Options, Position, Square, Turn, Variant};
use serde::{Deserialize, Serialize};

/// What the assistant asks about the live position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Question {
    /// Does this whole turn (the normal move and the previewed belt move)
    /// let the opponent win at once?
    Verdict(Turn),
    /// Which targets of the piece on this square lose whatever belt move follows?
    Danger(Square),
    /// What could the opponent win with at once if it were their turn?
    Threat,
}

/// What identifies a question and its answer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AssistKey {
    /// The position asked about, as FEN.
    pub fen: String,
    /// The question.
    pub question: Question,
}

/// A question for a worker: the key and the rules it is played by.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssistJob {
    /// The position and the question.
    pub key: AssistKey,
    /// The game.
    pub variant: Variant,
    /// The rules options.
    pub options: Options,
}

impl AssistJob {
    /// The job asking `question` about `pos`.
    pub fn new(pos: &Position, question: Question) -> AssistJob {
        AssistJob {
            key: AssistKey {
                fen: pos.fen(),
                question,
            },
            variant: pos.variant(),
            options: pos.options(),
        }
    }
}

/// A winning turn of the opponent, and how it wins.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Win {
    /// The turn.
    pub turn: Turn,
    /// It wins by capturing with a king (Chess without Pawns), not by mate.
    pub capture: bool,
}

/// A worker's answer, read according to its question.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Assessment {
    /// The opponent has no win in one (a safe turn; no threat).
    NoWin,
    /// The opponent's win in one (the refutation of the turn; the threat).
    Win(Win),
    /// The dangerous target squares.
    Danger(Bitboard),
    /// The threat cannot be looked for.
    NoPass(NoPass),
    /// The position or the turn could not be read (a bug or a stale page:
    /// nothing is shown).
    Unreadable,
}

impl Assessment {
    /// The answer for a win found, or none.
    fn win(found: Option<Win>) -> Assessment {
        found.map_or(Assessment::NoWin, Assessment::Win)
    }
}

/// Answers `job` by the rules.
pub fn assess(job: &AssistJob) -> Assessment {
    let Ok(pos) = Position::from_fen(&job.key.fen, job.variant, job.options) else {
        return Assessment::Unreadable;
    };
    let win = |before: &Position, turn: Turn| Win {
        turn,
        capture: wins_by_capture(before, &turn),
    };
    match job.key.question {
        Question::Verdict(turn) => match pos.play(turn) {
            Ok(next) => Assessment::win(refutation(&pos, &turn).map(|t| win(&next, t))),
            Err(_) => Assessment::Unreadable,
        },
        Question::Danger(from) => Assessment::Danger(
            dangerous_targets(&pos, from)
                .into_iter()
                .fold(Bitboard::EMPTY, Bitboard::with),
        ),
        Question::Threat => match threat(&pos) {
            Ok(found) => Assessment::win(found.and_then(|t| passed(&pos).ok().map(|p| win(&p, t)))),
            Err(why) => Assessment::NoPass(why),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{parse_turn, Start};

    fn issue_position() -> Position {
        let mut pos = Position::start(Start::FullBelt, Options::default());
        for t in ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3"] {
            pos = pos.play(parse_turn(&pos, t).unwrap()).unwrap();
        }
        pos
    }

    #[test]
    fn a_losing_turn_gets_its_refutation_and_a_safe_one_none() {
        let pos = issue_position();
        let loses = parse_turn(&pos, "c7c5 8+4").unwrap();
        let Assessment::Win(w) = assess(&AssistJob::new(&pos, Question::Verdict(loses))) else {
            panic!("c5 8+4 allows a mate");
        };
        assert!(!w.capture);
        let next = pos.play(loses).unwrap();
        assert!(crate::rules::tactics::wins_at_once(&next, &w.turn));
        let safe = parse_turn(&pos, "c7c6 8+1").unwrap();
        assert_eq!(
            assess(&AssistJob::new(&pos, Question::Verdict(safe))),
            Assessment::NoWin
        );
    }

    #[test]
    fn danger_and_threat_questions_are_answered() {
        let pos = issue_position();
        let Assessment::Danger(_) = assess(&AssistJob::new(&pos, Question::Danger("c7".parse().unwrap()))) else {
            panic!("a danger answer");
        };
        let rook = Position::from_fen(
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 20",
            Variant::FullBelt,
            Options::default(),
        )
        .unwrap();
        let Assessment::Win(w) = assess(&AssistJob::new(&rook, Question::Threat)) else {
            panic!("White threatens mate");
        };
        assert!(!w.capture);
        let checked =
            Position::from_fen("R5k1/8/8/8/8/8/8/6K1 b - - 0 20", Variant::FullBelt, Options::default()).unwrap();
        assert_eq!(
            assess(&AssistJob::new(&checked, Question::Threat)),
            Assessment::NoPass(NoPass::InCheck)
        );
    }

    #[test]
    fn bad_questions_are_unreadable_not_panics() {
        let pos = issue_position();
        let mut job = AssistJob::new(&pos, Question::Threat);
        job.key.fen = "<img>".into();
        assert_eq!(assess(&job), Assessment::Unreadable);
        let illegal = parse_turn(&Position::start(Start::FullBelt, Options::default()), "e2e4 a+1").unwrap();
        let bad = AssistJob::new(&pos, Question::Verdict(illegal));
        assert_eq!(assess(&bad), Assessment::Unreadable);
    }
}
