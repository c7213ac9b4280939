//! Move text (docs/rules.md §4): the display form (SAN, then the belt move in the
//! shorter direction, then `+` or `#` for the whole turn), the machine form,
//! and reading both back, with errors that say what is wrong.

mod common;

use beltboard::rules::{describe_turn, parse_turn, turn_to_display, Game, Position};
use common::{full_belt, no_pawns, play_all, turn};

/// Asserts the display form of the legal turn `machine`, and that both the
/// display form and the machine form read back as that turn.
fn display(pos: &Position, machine: &str, expected: &str) {
    let t = turn(machine);
    assert!(pos.is_legal(t), "{machine} should be legal in {pos}");
    assert_eq!(turn_to_display(pos, t), expected, "{machine} in {pos}");
    assert_eq!(parse_turn(pos, expected), Ok(t), "reading '{expected}' in {pos}");
    assert_eq!(parse_turn(pos, machine), Ok(t), "reading '{machine}' in {pos}");
    assert_eq!(t.machine(), machine);
}

/// Asserts that `text` reads as the turn `machine`.
fn reads(pos: &Position, text: &str, machine: &str) {
    assert_eq!(parse_turn(pos, text), Ok(turn(machine)), "reading '{text}' in {pos}");
}

/// Asserts that `text` cannot be read, with a reason mentioning `needle`.
fn bad(pos: &Position, text: &str, needle: &str) {
    match parse_turn(pos, text) {
        Ok(t) => panic!("'{text}' read as {t} in {pos}"),
        Err(e) => assert!(
            e.to_string().contains(needle),
            "'{text}': '{e}' should mention '{needle}'"
        ),
    }
}

/// Ka1 and Nb1 against kh8.
const KNIGHT: &str = "7k/8/8/8/8/8/8/KN6 w - - 0 2";
/// Ka1 and Rb1 against kh8.
const ROOK: &str = "7k/8/8/8/8/8/8/KR6 w - - 0 2";
/// Three white knights that can all reach d2: b1, b3 and f1.
const THREE_KNIGHTS: &str = "7k/8/8/8/8/1N6/8/KN3N2 w - - 0 2";
/// Two kings each, on d and e.
const KINGS: &str = "3kk3/8/8/8/8/8/8/3KK3 w - - 0 1";

#[test]
fn the_belt_is_written_in_the_shorter_direction() {
    let pos = full_belt(KNIGHT);
    for (machine, shown) in [
        ("b1c3 c+1", "Nc3 c+1"),
        ("b1c3 c+3", "Nc3 c+3"),
        ("b1c3 c+4", "Nc3 c+4"),
        ("b1c3 c+5", "Nc3 c-3"),
        ("b1c3 c+7", "Nc3 c-1"),
        ("b1c3 3+4", "Nc3 3+4"),
        ("b1c3 3+6", "Nc3 3-2"),
        ("b1c3 3+7", "Nc3 3-1"),
    ] {
        display(&pos, machine, shown);
    }
}

#[test]
fn either_direction_reads_back() {
    let pos = full_belt(KNIGHT);
    reads(&pos, "Nc3 c-4", "b1c3 c+4");
    reads(&pos, "Nc3 c+4", "b1c3 c+4");
    reads(&pos, "Nc3 c+7", "b1c3 c+7");
    reads(&pos, "Nc3 3-2", "b1c3 3+6");
    reads(&pos, "Nc3 3+6", "b1c3 3+6");
    reads(&pos, "b1c3 3-2", "b1c3 3+6");
    reads(&pos, "  Nc3   c+1  ", "b1c3 c+1");
}

#[test]
fn the_check_sign_comes_after_the_whole_turn() {
    let pos = full_belt(ROOK);
    // Rb8 checks along rank 8 and the king on a2 changes nothing.
    display(&pos, "b1b8 a+1", "Rb8 a+1+");
    // Rb8 checks, but the belt carries the rook back to b1: no check after the turn.
    display(&pos, "b1b8 b+1", "Rb8 b+1");
    // No check after the king move, but the belt brings the rook to h1.
    display(&pos, "a1a2 1+6", "Ka2 1-2+");
    // The sign may be given or left out when reading.
    reads(&pos, "Rb8 a+1", "b1b8 a+1");
    reads(&pos, "Rb8 a+1+", "b1b8 a+1");
}

#[test]
fn checkmate_is_marked_with_a_hash() {
    // Qxg7 takes the knight; h+1 carries the black king from h7 to h8, where
    // the queen, guarded by Kf6, covers g8, h7 and g7: mate.
    let pos = full_belt("8/6nk/5K2/8/8/8/8/6Q1 w - - 0 2");
    display(&pos, "g1g7 h+1", "Qxg7 h+1#");
}

#[test]
fn pieces_are_told_apart_by_file_then_rank_then_square() {
    let pos = full_belt(THREE_KNIGHTS);
    // b3 shares its file with b1 but not its rank with either.
    display(&pos, "b3d2 a+1", "N3d2 a+1");
    // f1 shares no file with the others.
    display(&pos, "f1d2 a+1", "Nfd2 a+1");
    // b1 shares its file with b3 and its rank with f1.
    display(&pos, "b1d2 a+1", "Nb1d2 a+1");
    // Only f1 reaches g3.
    display(&pos, "f1g3 a+1", "Ng3 a+1");
}

#[test]
fn pawn_captures_and_promotions() {
    display(&full_belt("7k/8/8/3p4/4P3/8/8/K7 w - - 0 2"), "e4d5 a+1", "exd5 a+1");
    let promote = full_belt("7k/4P3/8/8/8/8/8/K7 w - - 0 2");
    display(&promote, "e7e8q a+1", "e8=Q a+1+");
    display(&promote, "e7e8n a+1", "e8=N a+1");
    let capture = full_belt("3r3k/4P3/8/8/8/8/8/K7 w - - 0 2");
    display(&capture, "e7d8n a+1", "exd8=N a+1");
    // The '=' may be left out.
    reads(&capture, "exd8N a+1", "e7d8n a+1");
}

#[test]
fn two_kings_are_told_apart_like_any_piece() {
    let pos = no_pawns(KINGS);
    display(&pos, "d1e2", "Kde2");
    display(&pos, "e1e2", "Kee2");
    display(&pos, "e1d2", "Ked2");
    display(&pos, "d1d2", "Kdd2");
    display(&pos, "d1c1", "Kc1");
    display(&pos, "e1f1", "Kf1");
}

#[test]
fn castling_is_written_per_king() {
    let pos = no_pawns("3kk3/8/8/8/8/8/8/R2KK2R w KQ - 0 1");
    display(&pos, "e1g1", "O-O");
    display(&pos, "d1b1", "O-O-O");
    reads(&pos, "0-0", "e1g1");
    reads(&pos, "0-0-0", "d1b1");
}

#[test]
fn no_pawns_captures_checks_and_mates() {
    display(&no_pawns("3kk3/8/8/8/8/8/2n5/3KK3 w - - 0 1"), "d1c2", "Kxc2");
    display(&no_pawns("3k4/8/8/8/8/8/8/R2KK3 w - - 0 1"), "a1a8", "Ra8+");
    // Beside its partner on e8, the d-king has no escape from Ra8.
    display(&no_pawns("3kk3/8/8/8/8/8/8/R2KK3 w - - 0 1"), "a1a8", "Ra8#");
    // A knight forking both kings.
    display(&no_pawns("1k1k4/8/8/8/3N4/8/8/3KK3 w - - 0 5"), "d4c6", "Nc6#");
}

#[test]
fn a_game_lists_its_turns_in_display_form() {
    let mut game = Game::new(full_belt(ROOK));
    play_all(&mut game, &["b1b8 a+1", "h8g7 7+1"]);
    assert_eq!(game.display_moves(), ["Rb8 a+1+", "Kg7 7+1"]);
}

#[test]
fn a_turn_in_words() {
    let pos = full_belt(KNIGHT);
    assert_eq!(
        describe_turn(&pos, turn("b1c3 3+6")),
        "White: knight b1 to c3, then rank 3 shifted left 2"
    );
    assert_eq!(
        describe_turn(&pos, turn("b1c3 c+4")),
        "White: knight b1 to c3, then file c shifted up 4"
    );
}

#[test]
fn errors_in_full_belt_move_text_say_what_is_wrong() {
    let pos = full_belt(THREE_KNIGHTS);
    bad(&pos, "", "empty");
    bad(&pos, "   ", "empty");
    bad(&pos, "Ng3", "belt move");
    bad(&pos, "Ng3 a+8", "1 to 7");
    bad(&pos, "Ng3 a+0", "1 to 7");
    bad(&pos, "Ng3 x+1", "file letter");
    bad(&pos, "Ng3 a*1", "'+' or '-'");
    bad(&pos, "Ng3 a+1 b+1", "too many parts");
    bad(&pos, "Ng3 e+1", "no piece on this belt");
    bad(&pos, "Qh5 a+1", "no legal normal move matches");
    bad(&pos, "Nd2 a+1", "ambiguous");
    bad(&pos, "Nd2 a+1", "b1d2");
    bad(&pos, "Nbd2 a+1", "ambiguous");
    bad(&pos, "N1d2 a+1", "ambiguous");
    bad(&pos, "a1a3 a+1", "cannot move there");
    bad(&pos, "h8g8 a+1", "not White's");
    bad(&pos, "c4c5 a+1", "no piece on c4");
    bad(&pos, "Nz9 a+1", "");
    let promote = full_belt("7k/4P3/8/8/8/8/8/K7 w - - 0 2");
    bad(&promote, "e8=K a+1", "Q, R, B or N");
    bad(&promote, "e7e8 a+1", "cannot move there");
    bad(&promote, "e7e8k a+1", "");
    let forbidden = full_belt("7k/8/8/8/8/8/8/KN6 w - h 0 2");
    bad(&forbidden, "Nc3 h+1", "shifted this belt last turn");
    let exposed = full_belt("1r5k/8/8/8/8/8/8/K7 w - - 0 2");
    bad(&exposed, "Ka2 2+1", "king would be in check");
}

#[test]
fn errors_in_no_pawns_move_text_say_what_is_wrong() {
    let pos = no_pawns(KINGS);
    bad(&pos, "Ke2", "ambiguous");
    bad(&pos, "Kc1 c+1", "no belt moves");
    bad(&pos, "O-O", "no legal normal move matches");
    bad(&pos, "Kd3", "no legal normal move matches");
    reads(&pos, "Kd1e2", "d1e2");
}

#[test]
fn a_long_text_is_shortened_in_the_error() {
    let pos = no_pawns(KINGS);
    let long = "K".repeat(10_000);
    let message = parse_turn(&pos, &long).expect_err("not a move").to_string();
    assert!(message.len() < 300, "{message}");
}

/// White queens on b3 and b4 can both reach a3, but after Qb3-a3 no belt move
/// is legal under the *no belt check* option (file a brings the kings
/// together; file b, rank 1 and rank 3 uncover an attack on Ka1 or unmask
/// Rh8; rank 4 moves the rook a4 off the a-file so Qa3 checks, or, k = 7,
/// brings Qb4 to a4 with check; rank 8 puts Rh8 beside ka8; file h is
/// forbidden), so by rule 1.8 Qb3-a3 is not a legal move and `Qa3` can only
/// mean Qb4-a3, both when written and when read.
#[test]
fn a_normal_move_without_belt_moves_does_not_make_san_ambiguous() {
    let pos = common::full_belt_no_belt_check("kN5R/8/8/8/rQ6/1Q6/8/KN5r w - h 0 2");
    assert!(!pos.legal_moves().contains(&turn("b3a3").normal));
    display(&pos, "b4a3 3+7", "Qa3 3-1");
}
