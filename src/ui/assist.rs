//! The threat assistant's questions and answers, typed on both sides of the
//! worker boundary: the page asks ([`Question`] about a position, in an
//! [`AssistJob`]); a worker answers with [`assess`] (the rules in
//! `rules::tactics` and `rules::threats`), so that the page itself never
//! searches. Every answer carries its [`AssistKey`]: one for a position no
//! longer shown is stale and ignored.

use crate::rules::tactics::refutation;
use crate::rules::threats::{dangerous_targets, threat, wins_by_capture, NoPass};
use crate::rules::{Options, Position, Square, Turn, Variant};
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

/// A worker's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Assessment {
    /// The turn's refutation, or `None` when it is safe.
    Verdict(Option<Win>),
    /// The dangerous target squares.
    Danger(Vec<Square>),
    /// The threat, none, or why it cannot be looked for.
    Threat(Result<Option<Win>, NoPass>),
    /// The position or the turn could not be read (a bug or a stale page:
    /// nothing is shown).
    Unreadable,
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
            Ok(next) => Assessment::Verdict(refutation(&pos, &turn).map(|t| win(&next, t))),
            Err(_) => Assessment::Unreadable,
        },
        Question::Danger(from) => Assessment::Danger(dangerous_targets(&pos, from)),
        Question::Threat => Assessment::Threat(
            threat(&pos).map(|found| found.and_then(|t| crate::rules::threats::passed(&pos).ok().map(|p| win(&p, t)))),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{parse_turn, Start};
    use crate::ui::job::{from_wire, to_wire};

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
        let Assessment::Verdict(Some(w)) = assess(&AssistJob::new(&pos, Question::Verdict(loses))) else {
            panic!("c5 8+4 allows a mate");
        };
        assert!(!w.capture);
        let next = pos.play(loses).unwrap();
        assert!(crate::rules::tactics::wins_at_once(&next, &w.turn));
        let safe = parse_turn(&pos, "c7c6 8+1").unwrap();
        assert_eq!(
            assess(&AssistJob::new(&pos, Question::Verdict(safe))),
            Assessment::Verdict(None)
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
        let Assessment::Threat(Ok(Some(w))) = assess(&AssistJob::new(&rook, Question::Threat)) else {
            panic!("White threatens mate");
        };
        assert!(!w.capture);
        let checked =
            Position::from_fen("R5k1/8/8/8/8/8/8/6K1 b - - 0 20", Variant::FullBelt, Options::default()).unwrap();
        assert_eq!(
            assess(&AssistJob::new(&checked, Question::Threat)),
            Assessment::Threat(Err(NoPass::InCheck))
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
        assert_eq!(from_wire::<AssistJob>(&to_wire(&bad)), Some(bad));
    }
}
