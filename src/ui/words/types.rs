//! The words of the typed values the lower layers hand up: a setup, an
//! import's failure, an illegal turn, a job the AI could not run. Those
//! types carry data; their sentences are made here, in the page's language.

use crate::i18n::{msg, t};
use crate::rules::GameResult;
use crate::rules::Outcome;
use crate::rules::OutcomeReason;
use crate::rules::{IllegalTurn, MoveRefusal, Start};
use crate::ui::ai::job::JobError;
use crate::ui::words::keys::{refusal, side_key};
use crate::ui::words::notation::belt_words;

/// A setup's name as its players write it: `Full Belt Chess, Howe's setup`.
pub fn start_name(start: Start) -> String {
    t(match start {
        Start::FullBelt => msg::start_full_belt(),
        Start::FullBeltHowe => msg::start_full_belt_howe(),
        Start::NoPawns => msg::start_no_pawns(),
        Start::NoPawnsOneKing => msg::start_no_pawns_one_king(),
    })
}

/// Why a turn is not legal, as a sentence: `e2e5: the pawn on e2 cannot move there`.
pub fn illegal_turn(why: &IllegalTurn) -> String {
    match why {
        IllegalTurn::Move(m, refusal) => {
            let (text, from) = (m.to_string(), m.from.to_string());
            t(&match refusal {
                MoveRefusal::NoPiece => msg::illegal_no_piece(&text, &from),
                MoveRefusal::NotYours(side) => msg::illegal_not_yours(side_key(*side), &text, &from),
                MoveRefusal::CannotGo(role) => msg::illegal_cannot_go(role.name(), &text, &from),
                MoveRefusal::FirstTurnCheck => msg::illegal_first_turn_check(&text),
                MoveRefusal::OwnKingInCheck => msg::illegal_own_king(&text),
            })
        }
        IllegalTurn::NoBeltAfter(m) => t(&msg::illegal_no_belt_after(&m.to_string())),
        IllegalTurn::MissingBelt => t(msg::illegal_missing_belt()),
        IllegalTurn::Belt(shift, why) => t(&msg::illegal_belt(&belt_words(*shift), &refusal(*why))),
        IllegalTurn::GameOver => t(msg::illegal_game_over()),
    }
}

/// Why the AI's worker could not run a job, as the end of "The AI could not move: …".
pub fn job_failed(error: &JobError) -> String {
    match error {
        JobError::Start => t(msg::job_start()),
        JobError::Turn { index, why } => t(&msg::job_turn(&(index + 1).to_string(), &illegal_turn(why))),
        JobError::GameOver => t(msg::job_game_over()),
        JobError::NoTurn => t(msg::job_no_turn()),
        JobError::Unreadable => t(msg::job_unreadable()),
        JobError::NoWorker => t(msg::job_no_worker()),
    }
}

/// A game's end in words: `White wins by checkmate`.
pub fn outcome(outcome: Outcome) -> String {
    let text = match (outcome.result, outcome.reason) {
        (_, OutcomeReason::TimeCannotWin(c)) => msg::outcome_time_draw(side_key(!c)),
        (GameResult::Win(c), reason) => {
            let side = side_key(c);
            match reason {
                OutcomeReason::Checkmate => msg::outcome_checkmate(side),
                OutcomeReason::Capture => msg::outcome_capture(side),
                OutcomeReason::Resignation => msg::outcome_resignation(side),
                _ => msg::outcome_time(side),
            }
        }
        (GameResult::Draw, OutcomeReason::Stalemate) => *msg::outcome_stalemate(),
        (GameResult::Draw, OutcomeReason::Repetition) => *msg::outcome_repetition(),
        (GameResult::Draw, OutcomeReason::FiftyMoves) => *msg::outcome_fifty_moves(),
        (GameResult::Draw, OutcomeReason::Agreement) => *msg::outcome_agreement(),
        (GameResult::Draw, _) => *msg::outcome_bare_kings(),
    };
    t(&text)
}

/// The text with its first letter in upper case (messages from the rules start in lower case).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        // Unicode, not ASCII: the words may be Russian or French (`échec`).
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Move, Role};

    #[test]
    fn an_illegal_move_says_which_piece_and_why() {
        let m = Move::parse_uci("e2e5").unwrap();
        let why = IllegalTurn::Move(m, MoveRefusal::CannotGo(Role::Pawn));
        assert_eq!(illegal_turn(&why), "e2e5: the pawn on e2 cannot move there");
        assert_eq!(
            illegal_turn(&why),
            why.to_string(),
            "the terminal's words are the page's English"
        );
        let theirs = IllegalTurn::Move(m, MoveRefusal::NotYours(Color::Black));
        assert_eq!(illegal_turn(&theirs), "e2e5: the piece on e2 is not Black's");
        let job = JobError::Turn { index: 2, why };
        assert_eq!(job_failed(&job), "turn 3: e2e5: the pawn on e2 cannot move there");
    }
}
