//! Chess without Pawns, rule by rule (docs/rules.md §2): for each rule a move it
//! allows and a move it refuses, in small positions whose expectations were
//! worked out by hand from the rules (the reasoning is in the comments).

mod common;

use beltboard::rules::{Color, Game, IllegalTurn, OutcomeReason, Piece, Position, PositionError, Role, Start, Variant};
use common::{allowed, draw, has_normal_move, move_refused, no_pawns, outcome, play_all, refused, sq, turn, win};

/// Two kings each on d and e, nothing else.
const KINGS: &str = "3kk3/8/8/8/8/8/8/3KK3 w - - 0 1";

// --- Rule 2.1: rooks, bishops and knights never capture, but they attack -----

#[test]
fn rule_2_1_a_rook_moves_to_empty_squares_only() {
    let pos = no_pawns("3kk3/8/8/n7/8/8/8/R2KK3 w - - 0 1");
    allowed(&pos, "a1a4");
    move_refused(&pos, "a1a5");
    move_refused(&pos, "a1a6");
}

#[test]
fn rule_2_1_a_knight_moves_to_empty_squares_only() {
    let pos = no_pawns("3kk3/8/8/8/8/n7/8/1N1KK3 w - - 0 1");
    allowed(&pos, "b1c3");
    move_refused(&pos, "b1a3");
}

#[test]
fn rule_2_1_a_bishop_moves_to_empty_squares_only() {
    let pos = no_pawns("3kk3/8/8/8/8/n7/8/2BKK3 w - - 0 1");
    allowed(&pos, "c1b2");
    move_refused(&pos, "c1a3");
}

#[test]
fn rule_2_1_a_piece_that_cannot_capture_still_gives_check() {
    let pos = no_pawns("3k4/8/8/8/8/8/8/R2KK3 w - - 0 1");
    let next = allowed(&pos, "a1a8");
    assert!(next.is_check());
    assert_eq!(next.checked_kings().collect::<Vec<_>>(), [sq("d8")]);
    // The attacked king must step out of the rook's rank.
    allowed(&next, "d8d7");
    move_refused(&next, "d8c8");
    move_refused(&next, "d8e8");
}

// --- Rule 2.2: kings capture unprotected pieces -----------------------------

#[test]
fn rule_2_2_a_king_may_capture_an_unprotected_piece() {
    // The knight d2 is next to both kings and nothing of Black's guards it.
    let pos = no_pawns("3kk3/8/8/8/8/8/3n4/3KK3 w - - 0 1");
    allowed(&pos, "d1d2");
    allowed(&pos, "e1d2");
}

#[test]
fn rule_2_2_a_king_may_not_capture_a_protected_piece() {
    // The rook d7 guards d2 down the file, although it could never capture there.
    let pos = no_pawns("4k3/3r4/8/8/8/8/3n4/3KK3 w - - 0 1");
    move_refused(&pos, "d1d2");
    move_refused(&pos, "e1d2");
    allowed(&pos, "e1e2");
}

#[test]
fn rule_2_2_kings_attack_the_squares_around_them() {
    // The black king e3 covers d2, e2 and f2: the white kings may not go there.
    let pos = no_pawns("8/8/8/8/8/4k3/8/3KK3 w - - 0 1");
    move_refused(&pos, "e1e2");
    move_refused(&pos, "d1d2");
    allowed(&pos, "d1c2");
    allowed(&pos, "e1f1");
}

// --- Rule 2.3: both kings are royal -----------------------------------------

#[test]
fn rule_2_3_a_move_may_not_uncover_an_attack_on_the_other_king() {
    // The knight c4 shields the king e4 from the rook a4.
    let pos = no_pawns("3kk3/8/8/8/r1N1K3/8/8/3K4 w - - 0 1");
    move_refused(&pos, "c4d6");
    move_refused(&pos, "c4b6");
    allowed(&pos, "d1c1");
    allowed(&pos, "e4e5");
}

#[test]
fn rule_2_3_with_one_king_in_check_the_other_may_not_ignore_it() {
    // The rook a8 checks the d-king only; the h-king moving does not help.
    let pos = no_pawns("R2k4/7k/8/8/8/8/8/3KK3 b - - 0 1");
    assert!(pos.is_check());
    move_refused(&pos, "h7g7");
    move_refused(&pos, "h7h8");
    allowed(&pos, "d8d7");
    allowed(&pos, "d8e7");
}

// --- Rule 2.4: castling, each king with its nearby rook ---------------------

/// Both White kings and rooks at home with both rights.
const CASTLE: &str = "3kk3/8/8/8/8/8/8/R2KK2R w KQ - 0 1";

#[test]
fn rule_2_4_the_e_king_castles_with_the_h_rook() {
    let next = allowed(&no_pawns(CASTLE), "e1g1");
    assert_eq!(
        next.board().piece_at(sq("g1")),
        Some(Piece::new(Color::White, Role::King))
    );
    assert_eq!(
        next.board().piece_at(sq("f1")),
        Some(Piece::new(Color::White, Role::Rook))
    );
    assert_eq!(next.castling().fen(), "Q");
}

#[test]
fn rule_2_4_the_d_king_castles_with_the_a_rook() {
    let next = allowed(&no_pawns(CASTLE), "d1b1");
    assert_eq!(
        next.board().piece_at(sq("b1")),
        Some(Piece::new(Color::White, Role::King))
    );
    assert_eq!(
        next.board().piece_at(sq("c1")),
        Some(Piece::new(Color::White, Role::Rook))
    );
    assert_eq!(next.castling().fen(), "K");
}

#[test]
fn rule_2_4_black_castles_the_same_way() {
    let pos = no_pawns("r2kk2r/8/8/8/8/8/8/3KK3 b kq - 0 1");
    allowed(&pos, "e8g8");
    allowed(&pos, "d8b8");
}

#[test]
fn rule_2_4_each_right_belongs_to_one_king() {
    // Only K: the e-king may castle, the d-king may not.
    let pos = no_pawns("3kk3/8/8/8/8/8/8/R2KK2R w K - 0 1");
    allowed(&pos, "e1g1");
    move_refused(&pos, "d1b1");
    // A king never castles toward the other rook.
    move_refused(&no_pawns(CASTLE), "d1f1");
    move_refused(&no_pawns(CASTLE), "e1c1");
}

#[test]
fn rule_2_4_castling_needs_the_rights() {
    let pos = no_pawns("3kk3/8/8/8/8/8/8/R2KK2R w - - 0 1");
    move_refused(&pos, "e1g1");
    move_refused(&pos, "d1b1");
}

#[test]
fn rule_2_4_neither_piece_may_have_moved() {
    let mut game = Game::new(no_pawns(CASTLE));
    // The h-rook goes and comes back: the e-king's right is gone.
    play_all(&mut game, &["h1h2", "d8c8", "h2h1", "c8d8"]);
    move_refused(game.position(), "e1g1");
    allowed(game.position(), "d1b1");
    // The d-king goes and comes back: its right is gone too.
    play_all(&mut game, &["d1c2", "d8c8", "c2d1", "c8d8"]);
    move_refused(game.position(), "d1b1");
    assert_eq!(game.position().castling().fen(), "-");
}

#[test]
fn rule_2_4_the_squares_between_must_be_empty() {
    // A knight on g1 blocks the e-king, not the d-king.
    let pos = no_pawns("3kk3/8/8/8/8/8/8/R2KK1NR w KQ - 0 1");
    move_refused(&pos, "e1g1");
    allowed(&pos, "d1b1");
    // A bishop on b1 blocks the d-king (the rook passes b1).
    let pos = no_pawns("3kk3/8/8/8/8/8/8/RB1KK2R w KQ - 0 1");
    move_refused(&pos, "d1b1");
    allowed(&pos, "e1g1");
}

#[test]
fn rule_2_4_the_king_may_not_castle_out_of_check() {
    // The rook e5 checks the e-king.
    let pos = no_pawns("3k4/8/8/4r3/8/8/8/R2KK2R w KQ - 0 1");
    move_refused(&pos, "e1g1");
    allowed(&pos, "e1f1");
}

#[test]
fn rule_2_4_the_king_may_not_pass_over_or_land_on_an_attacked_square() {
    // The rook f5 sweeps f1, which the e-king passes over.
    let over = no_pawns("3k4/8/8/5r2/8/8/8/R2KK2R w KQ - 0 1");
    move_refused(&over, "e1g1");
    allowed(&over, "d1b1");
    // The rook g5 sweeps g1, where the e-king lands.
    let onto = no_pawns("3k4/8/8/6r1/8/8/8/R2KK2R w KQ - 0 1");
    move_refused(&onto, "e1g1");
    // The bishop a3 sweeps c1, which the d-king passes over.
    let long = no_pawns("3k4/8/8/8/8/b7/8/R2KK2R w KQ - 0 1");
    move_refused(&long, "d1b1");
    allowed(&long, "e1g1");
}

#[test]
fn rule_2_4_castling_rights_need_the_king_and_rook_at_home() {
    let bad = Position::from_fen(
        "3kk3/8/8/8/8/8/8/R2K1K1R w K - 0 1",
        Variant::NoPawns,
        Default::default(),
    );
    assert!(matches!(bad, Err(PositionError::Castling(_))), "{bad:?}");
}

// --- Rule 2.5: checkmate ------------------------------------------------------

#[test]
fn rule_2_5_a_knight_forking_both_kings_is_mate() {
    // Nc6 attacks b8 and d8; one move can save only one king, and the knight
    // is next to neither, so no king can take it.
    let pos = no_pawns("1k1k4/8/8/8/3N4/8/8/3KK3 w - - 0 5");
    let mut game = Game::new(pos);
    play_all(&mut game, &["d4c6"]);
    assert_eq!(game.position().checked_kings().count(), 2);
    assert!(game.position().legal_turns().is_empty());
    assert_eq!(game.outcome(), win(Color::White, OutcomeReason::Checkmate));
}

#[test]
fn rule_2_5_a_rook_check_on_two_kings_side_by_side_is_mate() {
    // Ra8 checks d8; every d-king move off rank 8 unmasks e8, c8 is on the
    // rank, and no e-king move helps d8.
    let pos = no_pawns("3kk3/8/8/8/8/8/8/R2KK3 w - - 0 1");
    let mut game = Game::new(pos);
    play_all(&mut game, &["a1a8"]);
    for m in ["d8c7", "d8d7", "d8e7", "d8c8", "e8f7", "e8f8"] {
        move_refused(game.position(), m);
    }
    assert_eq!(game.outcome(), win(Color::White, OutcomeReason::Checkmate));
}

#[test]
fn rule_2_5_a_check_with_an_escape_is_not_mate() {
    // Ne6 checks the d-king only, which can step to e8 or c8; c7 is covered.
    let pos = no_pawns("1k1k4/8/4N3/8/8/8/8/3KK3 b - - 0 5");
    assert!(pos.is_check());
    allowed(&pos, "d8e8");
    move_refused(&pos, "d8c7");
    assert_eq!(outcome(&pos), None);
}

// --- Rule 2.6: a king capture wins at once ----------------------------------

#[test]
fn rule_2_6_a_king_capture_wins_and_ends_the_game() {
    // The knight c2 checks the e-king; the d-king takes it.
    let pos = no_pawns("3kk3/8/8/8/8/8/2n5/3KK3 w - - 0 1");
    let mut game = Game::new(pos.clone());
    play_all(&mut game, &["d1c2"]);
    let after = game.position();
    assert!(after.is_capture_win());
    assert_eq!(game.outcome(), win(Color::White, OutcomeReason::Capture));
    // Nothing follows the winning capture.
    assert!(after.legal_turns().is_empty());
    assert_eq!(refused(after, "d8c8"), IllegalTurn::GameOver);
    assert_eq!(game.play(turn("d8c8")), Err(IllegalTurn::GameOver));
    // A king move that captures nothing wins nothing.
    let mut quiet = Game::new(no_pawns("3kk3/8/8/8/8/8/8/3KK2N w - - 0 1"));
    play_all(&mut quiet, &["e1f1"]);
    assert!(!quiet.position().is_capture_win());
    assert_eq!(quiet.outcome(), None);
}

// --- Rule 2.7: draws ----------------------------------------------------------

#[test]
fn rule_2_7_stalemate_is_a_draw() {
    // The lone black king a8: a7 covered by Nc6, b7 and b8 by Rb1.
    let pos = no_pawns("k7/8/2N5/8/8/8/8/1R1KK3 b - - 0 5");
    assert!(!pos.is_check());
    assert!(pos.legal_turns().is_empty());
    assert_eq!(outcome(&pos), draw(OutcomeReason::Stalemate));
    // Without the knight, a7 is free.
    let free = no_pawns("k7/8/8/8/8/8/8/1R1KK3 b - - 0 5");
    allowed(&free, "a8a7");
    assert_eq!(outcome(&free), None);
}

#[test]
fn rule_2_7_there_is_no_fifty_move_rule_nor_bare_kings_rule() {
    let pos = no_pawns("7k/8/8/8/8/8/8/K7 w - - 150 120");
    assert_eq!(outcome(&pos), None);
    let mut game = Game::new(pos);
    play_all(&mut game, &["a1a2"]);
    assert_eq!(game.outcome(), None);
}

#[test]
fn rule_2_7_threefold_repetition_counts_the_side_to_move() {
    // White's king walks the triangle a1-a2-b1-a1 while Black's shuttles
    // h8-g8-h8: the start placement comes back at ply 5 with Black to move
    // and at ply 12 with White to move, so ply 12 is only its second
    // occurrence; the cycle repeats every 12 plies and ply 24 is the third.
    let start = no_pawns("7k/8/8/8/8/8/8/K7 w - - 0 1");
    let twelve = [
        "a1a2", "h8g8", "a2b1", "g8h8", "b1a1", "h8g8", "a1a2", "g8h8", "a2b1", "h8g8", "b1a1", "g8h8",
    ];
    let mut game = Game::new(start.clone());
    play_all(&mut game, &twelve[..5]);
    assert_eq!(game.position().board(), start.board());
    assert_eq!(game.position().turn(), Color::Black);
    play_all(&mut game, &twelve[5..]);
    assert_eq!(game.position().board(), start.board());
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    play_all(&mut game, &twelve[..11]);
    assert_eq!(game.outcome(), None);
    play_all(&mut game, &twelve[11..]);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), draw(OutcomeReason::Repetition));
}

#[test]
fn rule_2_7_threefold_repetition_counts_castling_rights() {
    // The rooks step off and back: the placement of ply 0 returns at ply 4
    // and ply 8, but only ply 0 had the rights K and k.
    let start = no_pawns("4k2r/8/8/8/8/8/8/4K2R w Kk - 0 1");
    let four = ["h1h2", "h8h7", "h2h1", "h7h8"];
    let mut game = Game::new(start.clone());
    play_all(&mut game, &four);
    play_all(&mut game, &four);
    assert_eq!(game.position().board(), start.board());
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    // Ply 10 repeats plies 2 and 6 (Rh2 and Rh7, no rights).
    play_all(&mut game, &four[..2]);
    assert_eq!(game.outcome(), draw(OutcomeReason::Repetition));
}

// --- The one-king setup and the positions -----------------------------------

#[test]
fn the_one_king_setup_has_no_castling() {
    let pos = Position::start(Start::NoPawnsOneKing, Default::default());
    assert_eq!(pos.castling().fen(), "-");
    assert_eq!(pos.board().kings(Color::White).count(), 1);
    assert!(!has_normal_move(&pos, "a1c1"));
    assert!(has_normal_move(&pos, "a2a3"));
}

#[test]
fn a_no_pawns_position_has_one_or_two_kings_a_side_and_no_pawns_queens_or_belt() {
    let read = |fen: &str| Position::from_fen(fen, Variant::NoPawns, Default::default());
    assert!(read(KINGS).is_ok());
    assert!(read("7k/8/8/8/8/8/8/K7 w - - 0 1").is_ok());
    assert!(matches!(
        read("3kk3/8/8/8/8/8/8/2KKK3 w - - 0 1"),
        Err(PositionError::KingCount {
            color: Color::White,
            count: 3,
            ..
        })
    ));
    assert!(matches!(
        read("3kk3/8/8/8/8/8/4P3/3KK3 w - - 0 1"),
        Err(PositionError::ForbiddenPiece { .. })
    ));
    assert!(matches!(
        read("3kk3/8/8/8/8/8/4q3/3KK3 w - - 0 1"),
        Err(PositionError::ForbiddenPiece { .. })
    ));
    assert!(matches!(
        read("3kk3/8/8/8/8/8/8/3KK3 w - e 0 1"),
        Err(PositionError::Belt(_))
    ));
}

#[test]
fn a_turn_in_chess_without_pawns_has_no_belt_move() {
    let pos = no_pawns(KINGS);
    assert!(matches!(refused(&pos, "d1c1 c+1"), IllegalTurn::Belt(..)));
    allowed(&pos, "d1c1");
}
