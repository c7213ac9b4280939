//! The words of what cannot be read: a link's parameters, a position text,
//! a move text, a turn of a record that does not replay. The rules and the
//! formats hand these up typed; the sentences are made here, in the page's
//! language. Quoted values are the short excerpts the types carry, shown as
//! they are.

use crate::i18n::{msg, t};
use crate::rules::{BeltParseError, BeltProblem, CastlingProblem, Color, FenError, FenField, FenProblem};
use crate::rules::{EvalProblem, MoveAt, MoveProblem, PgnError};
use crate::rules::{PlacementError, PositionError, ReplayError, ReplayFailure, Role, TimeControlError};
use crate::rules::{TurnParseError, TurnProblem, Variant};
use crate::ui::game::notice::{RelayProblem, SaveError};
use crate::ui::game::pgn_fen::ImportError;
use crate::ui::record::link_error::{LinkError, LinkProblem};
use crate::ui::words::keys::side_key;
use crate::ui::words::types::illegal_turn;

/// A link parameter that cannot be used: `link parameter 'level': '9', expected 1 to 5`.
pub fn link_error(error: &LinkError) -> String {
    t(&msg::link_error(error.parameter, &link_problem(&error.problem)))
}

/// What is wrong with a link parameter's value.
fn link_problem(problem: &LinkProblem) -> String {
    match problem {
        LinkProblem::Escape => t(msg::link_escape()),
        LinkProblem::Variant(v) => t(&msg::link_variant(v)),
        LinkProblem::RuleNotHere => t(msg::link_rule_not_here()),
        LinkProblem::Rule(v) => t(&msg::link_rule(v)),
        LinkProblem::Position(v, e) => t(&msg::quoted_why(v, &position_error(e))),
        LinkProblem::Moves(e) => replay_error(e),
        LinkProblem::Ai(v) => t(&msg::link_ai(v)),
        LinkProblem::Level(v) => t(&msg::link_level(v)),
        LinkProblem::Side(v) => t(&msg::expected_side(v)),
        LinkProblem::Drawn(v) => t(&msg::expected_drawn(v)),
        LinkProblem::Clock(v, e) => t(&msg::quoted_why(v, &time_control_error(*e))),
        LinkProblem::Pgn(e) => pgn_error(e),
        LinkProblem::Speed(v) => t(&msg::link_speed(v)),
        LinkProblem::Ply(v, turns) => t(&msg::link_ply(v, &turns.to_string())),
        LinkProblem::Arrow(v) => t(&msg::link_arrow(v)),
        LinkProblem::Square(v) => t(&msg::link_square(v)),
    }
}

/// Why a time control cannot be read.
pub fn time_control_error(error: TimeControlError) -> String {
    t(&msg::time_control_error(match error {
        TimeControlError::Form => "form",
        TimeControlError::Minutes => "minutes",
        TimeControlError::Increment => "increment",
    }))
}

/// Why a setup is not a legal position: `bad castling: 'K' needs a white king on e1 and a rook on h1`.
pub fn position_error(error: &PositionError) -> String {
    match error {
        PositionError::Fen(e) => fen_error(e),
        PositionError::KingCount { color, count, variant } => {
            let variant = match variant {
                Variant::FullBelt => "full-belt",
                Variant::NoPawns => "no-pawns",
            };
            t(&msg::position_king_count(side_key(*color), &count.to_string(), variant))
        }
        PositionError::ForbiddenPiece { piece, square } => {
            let kind = match (piece.color, piece.role) {
                (Color::White, Role::Pawn) => "white-pawn",
                (Color::White, _) => "white-queen",
                (Color::Black, Role::Pawn) => "black-pawn",
                (Color::Black, _) => "black-queen",
            };
            t(&msg::position_forbidden_piece(kind, &square.to_string()))
        }
        PositionError::Castling(CastlingProblem::NotInFullBelt(text)) => t(&msg::position_castling_full_belt(text)),
        PositionError::Castling(CastlingProblem::Pieces {
            letter,
            color,
            king,
            rook,
        }) => t(&msg::position_castling_pieces(
            side_key(*color),
            &letter.to_string(),
            &king.to_string(),
            &rook.to_string(),
        )),
        PositionError::Belt(belt) => t(&msg::position_belt(&belt.char().to_string())),
        PositionError::OpponentInCheck { color } => t(&msg::position_opponent_in_check(side_key(*color))),
    }
}

/// Why a position text cannot be read: `bad side to move: 'x', expected w or b`.
pub fn fen_error(error: &FenError) -> String {
    let field = match error.field {
        FenField::Placement => "placement",
        FenField::Side => "side",
        FenField::Castling => "castling",
        FenField::Belt => "belt",
        FenField::Halfmove => "halfmove",
        FenField::Fullmove => "fullmove",
        FenField::Whole => "whole",
    };
    let why = match &error.problem {
        FenProblem::Empty => t(msg::fen_empty()),
        FenProblem::FieldCount(n) => t(&msg::fen_field_count(&n.to_string())),
        FenProblem::Placement(e) => placement_error(e),
        FenProblem::Side(v) => t(&msg::expected_side(v)),
        FenProblem::CastlingLetter { text, letter } => t(&msg::fen_castling_letter(text, &letter.to_string())),
        FenProblem::CastlingTwice { text, letter } => t(&msg::fen_castling_twice(text, &letter.to_string())),
        FenProblem::Belt(v) => t(&msg::fen_belt(v)),
        FenProblem::Number(v) => t(&msg::fen_number(v, &u32::MAX.to_string())),
        FenProblem::FullmoveZero => t(msg::fen_fullmove_zero()),
    };
    t(&msg::fen_error(field, &why))
}

/// Why a placement field cannot be read.
fn placement_error(error: &PlacementError) -> String {
    match error {
        PlacementError::RankCount(n) => t(&msg::placement_rank_count(&n.to_string())),
        PlacementError::Character { rank, found } => {
            t(&msg::placement_character(&rank.to_string(), &found.to_string()))
        }
        PlacementError::RankWidth { rank, text, squares } => t(&msg::placement_rank_width(
            &rank.to_string(),
            text,
            &squares.to_string(),
        )),
    }
}

/// Why a move text cannot be read or played: `'Qh5': no legal normal move matches 'Qh5'`.
pub fn turn_error(error: &TurnParseError) -> String {
    t(&msg::quoted_why(&error.text, &turn_problem(&error.problem)))
}

/// What is wrong with a move text.
fn turn_problem(problem: &TurnProblem) -> String {
    match problem {
        TurnProblem::Empty => t(msg::turn_empty()),
        TurnProblem::TooManyParts => t(msg::turn_too_many_parts()),
        TurnProblem::Belt(e) => belt_error(e),
        TurnProblem::NotAMove => t(msg::turn_not_a_move()),
        TurnProblem::Promotion(p) => t(&msg::turn_promotion(p)),
        TurnProblem::NoDestination => t(msg::turn_no_destination()),
        TurnProblem::NotASquare(v) => t(&msg::turn_not_square(v)),
        TurnProblem::Disambiguation(v) => t(&msg::turn_disambiguation(v)),
        TurnProblem::NoMatch(v) => t(&msg::turn_no_match(v)),
        // The machine forms, listed: notation, not words.
        TurnProblem::Ambiguous(list) => t(&msg::turn_ambiguous(&list.join(", "))),
        TurnProblem::Illegal(e) => illegal_turn(e),
    }
}

/// Why a belt move's text cannot be read: `'f+9': the belt distance must be 1 to 7`.
pub fn belt_error(error: &BeltParseError) -> String {
    let why = t(&msg::belt_parse_error(match error.problem {
        BeltProblem::Belt => "belt",
        BeltProblem::Sign => "sign",
        BeltProblem::Distance => "distance",
        BeltProblem::NotShift => "not-shift",
    }));
    t(&msg::quoted_why(&error.text, &why))
}

/// Why a PGN text cannot be read: `move 3. (White): 'Qh5': no legal normal move matches 'Qh5'`.
pub fn pgn_error(error: &PgnError) -> String {
    match error {
        PgnError::TagName => t(msg::pgn_tag_name()),
        PgnError::TagQuotes(name) => t(&msg::pgn_tag_quotes(name)),
        PgnError::TagValueOpen(name) => t(&msg::pgn_tag_value_open(name)),
        PgnError::TagOpen(name) => t(&msg::pgn_tag_open(name)),
        PgnError::CloseWithoutOpen => t(msg::pgn_close_without_open()),
        PgnError::CommentOpen => t(msg::pgn_comment_open()),
        PgnError::Variant(v) => t(&msg::pgn_variant(v)),
        PgnError::NoVariant => t(msg::pgn_no_variant()),
        PgnError::Fen(e) => t(&msg::pgn_fen(&position_error(e))),
        PgnError::Move(at, problem) => {
            let why = match problem {
                MoveProblem::Turn(e) => turn_error(e),
                MoveProblem::Refused(text, e) => t(&msg::quoted_why(text, &illegal_turn(e))),
            };
            let (side, number) = (side_key(at.side), at.number.to_string());
            match at.variation {
                true => t(&msg::pgn_move_variation(side, &number, &why)),
                false => t(&msg::pgn_move(side, &number, &why)),
            }
        }
        PgnError::VariationFirst => t(msg::pgn_variation_first()),
        PgnError::VariationsOpen(n) => t(&msg::pgn_variations_open(*n as i64)),
        PgnError::Eval(at, problem) => {
            let why = match problem {
                EvalProblem::Open => t(msg::pgn_eval_open()),
                EvalProblem::Value(e) => t(&msg::pgn_eval_value(&e.0)),
            };
            match at {
                Some(MoveAt { number, side, .. }) => {
                    t(&msg::pgn_eval_after(side_key(*side), &number.to_string(), &why))
                }
                None => t(&msg::pgn_eval_first(&why)),
            }
        }
        PgnError::Lost => t(msg::pgn_lost()),
    }
}

/// Why a record's turn does not replay: `turn 3 (Qh5): no legal normal move matches 'Qh5'`.
pub fn replay_error(error: &ReplayError) -> String {
    let why = match &error.error {
        ReplayFailure::Turn(e) => turn_problem(&e.problem),
        ReplayFailure::Game(e) => illegal_turn(e),
    };
    t(&msg::replay_error(&(error.index + 1).to_string(), &error.text, &why))
}

/// Why a pasted PGN or FEN could not be loaded, as a sentence.
pub fn import_words(error: &ImportError) -> String {
    match error {
        ImportError::Empty => t(msg::import_empty()),
        ImportError::Pgn(e) => t(&msg::import_pgn(&pgn_error(e))),
        ImportError::Fen(e) => t(&msg::import_fen(&position_error(e))),
    }
}

/// Why a saved game could not be resumed: `it does not hold a valid game (...)`.
pub fn save_error(error: &SaveError) -> String {
    match error {
        SaveError::Foreign => t(msg::save_foreign()),
        SaveError::OtherFormat => t(msg::save_other_format()),
        SaveError::BadGame(e) => t(&msg::save_bad_game(&link_error(e))),
        SaveError::BadMode => t(msg::save_bad_mode()),
        SaveError::BadResignation => t(msg::save_bad_resignation()),
    }
}

/// Why a play-by-link link does not check out: `it is for White, but Black is to move in its game`.
pub fn relay_problem(problem: &RelayProblem) -> String {
    match problem {
        RelayProblem::NoSide => t(msg::relay_no_side()),
        RelayProblem::NoLength => t(msg::relay_no_length()),
        RelayProblem::Length { said, held } => t(&msg::relay_length(*said as i64, &held.to_string())),
        RelayProblem::Side(side) => t(&msg::relay_side(side_key(*side))),
        RelayProblem::Over => t(msg::relay_over()),
        RelayProblem::Link(e) => link_error(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{parse_turn, Options, Position, Setup, Start};
    use crate::ui::game::link::{query, read_link};

    #[test]
    fn a_bad_link_is_named_in_words_with_its_excerpt() {
        let game = read_link(&query("?level=9&ai=x&fen=8%2F8+w+-+-&moves=zz"));
        let words: Vec<String> = game.problems.iter().map(link_error).collect();
        assert!(
            words.contains(&"link parameter 'level': '9', expected 1 to 5".to_string()),
            "{words:?}"
        );
        assert!(
            words.contains(&"link parameter 'ai': 'x', expected w, b or none".to_string()),
            "{words:?}"
        );
        assert!(
            words
                .iter()
                .any(|w| w.starts_with("link parameter 'fen': '8/8 w - -': bad placement")),
            "{words:?}"
        );
        assert!(
            words
                .iter()
                .any(|w| w.starts_with("link parameter 'moves': turn 1 (zz): ")),
            "{words:?}"
        );
    }

    #[test]
    fn position_and_turn_errors_have_their_words() {
        let kings = Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", Variant::FullBelt, Options::default());
        assert_eq!(
            position_error(&kings.unwrap_err()),
            "bad placement: White has 0 kings, expected exactly one"
        );
        let castling = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w K - 0 1", Variant::NoPawns, Options::default());
        assert!(position_error(&castling.unwrap_err()).starts_with("bad castling: 'K' needs a white king on"));
        let side = Setup::from_fen("8/8/8/8/8/8/8/8 x - -").unwrap_err();
        assert_eq!(fen_error(&side), "bad side to move: 'x', expected w or b");
        let start = Position::start(Start::FullBelt, Options::default());
        let bad = parse_turn(&start, "e4 f+9").unwrap_err();
        assert_eq!(turn_error(&bad), "'e4 f+9': 'f+9': the belt distance must be 1 to 7");
        let none = parse_turn(&start, "Qh5").unwrap_err();
        assert_eq!(turn_error(&none), "'Qh5': no legal normal move matches 'Qh5'");
    }

    #[test]
    fn pgn_errors_have_the_words_of_their_display() {
        let texts = [
            "[Variant \"Full Belt Chess\"] 1. Qh5 *",
            "[Variant \"Chess\"] *",
            "1. e4 *",
            "[Variant \"Full Belt Chess\"] 1. Nf3 f+4 { [%eval x] } *",
            "[Variant \"Full Belt Chess\"] 1. Nf3 f+4 (1. Nc3 a+1 *",
            "[Variant \"Full Belt Chess\"] [FEN \"8/8 w - -\"] *",
        ];
        for text in texts {
            let e = crate::rules::parse_tree_pgn(text).unwrap_err();
            assert_eq!(pgn_error(&e), e.to_string(), "{text}");
        }
    }

    /// Every play-by-link fault, as the relay check finds it.
    fn relay_problems() -> Vec<RelayProblem> {
        let link = crate::ui::game::link::parse_link("level=9").unwrap_err();
        vec![
            RelayProblem::NoSide,
            RelayProblem::NoLength,
            RelayProblem::Length { said: 1, held: 0 },
            RelayProblem::Length { said: 5, held: 3 },
            RelayProblem::Side(Color::White),
            RelayProblem::Side(Color::Black),
            RelayProblem::Over,
            RelayProblem::Link(link),
        ]
    }

    #[test]
    fn save_and_relay_faults_have_the_words_of_their_display() {
        use crate::ui::game::save::read_save;
        for text in [
            "{}",
            "beltboard-save-0:x",
            "beltboard-save-1:variant=%FF",
            "beltboard-save-1:variant=no-pawns&mode=x",
            "beltboard-save-1:variant=no-pawns&resigned=x",
        ] {
            let e = read_save(text).unwrap_err();
            assert_eq!(save_error(&e), e.to_string(), "{text}");
        }
        for problem in relay_problems() {
            assert_eq!(relay_problem(&problem), problem.to_string());
        }
        let one = RelayProblem::Length { said: 1, held: 0 };
        assert!(relay_problem(&one).starts_with("it should hold 1 turn but holds 0:"));
    }

    #[test]
    fn the_editor_fault_is_worded_in_the_page_language() {
        use crate::ui::editor::draft::{Draft, Edit, Fault};
        use crate::ui::game::link::query;
        let mut draft = Draft::from_query(&query("?editor=1"));
        draft.apply(Edit::Fen("8/8/8/8/8/8/8/8 x - -".into()));
        let Some(Fault::Position(e)) = draft.fault() else {
            panic!("{:?}", draft.fault())
        };
        assert_eq!(position_error(&e), "bad side to move: 'x', expected w or b");
        crate::i18n::current::speak_built("ru");
        let russian = position_error(&e);
        assert!(russian.contains("'x'") || russian.contains("«x»"), "{russian}");
        assert!(!russian.contains("side to move"), "{russian}");
        let length = |said, held| relay_problem(&RelayProblem::Length { said, held });
        assert!(length(1, 0).starts_with("она должна содержать 1 ход, а содержит 0:"));
        assert!(length(3, 1).starts_with("она должна содержать 3 хода, а содержит 1:"));
        assert!(length(5, 3).starts_with("она должна содержать 5 ходов, а содержит 3:"));
        assert_eq!(
            relay_problem(&RelayProblem::Side(Color::White)),
            "она для белых, но в её партии ход чёрных"
        );
        assert_eq!(save_error(&SaveError::Foreign), "это не партия, сохранённая Beltboard");
        for problem in relay_problems() {
            assert_ne!(relay_problem(&problem), problem.to_string(), "{problem:?}");
        }
    }
}
