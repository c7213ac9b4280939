//! Full Belt Chess, rule by rule (docs/rules.md §1): for each rule a turn it
//! allows and a turn it refuses, in small positions whose expectations were
//! worked out by hand from the rules (the reasoning is in the comments).
//!
//! Most positions use fullmove 2 so that rule 1.7 (White's first turn) does
//! not interfere; the tests of rule 1.7 use fullmove 1.

mod common;

use beltboard::rules::{
    BeltRefusal, Color, Game, IllegalTurn, OutcomeReason, Piece, Position, PositionError, Role, Variant,
};
use common::{
    allowed, belt_refused, draw, full_belt, full_belt_no_belt_check, has_normal_move, move_refused, outcome, play_all,
    refused, sq, turn, win,
};

/// White Ka1 against Black kh8, nothing else: every belt shift of a king's
/// file or rank moves one king along one line, so the kings never meet.
const BARE: &str = "7k/8/8/8/8/8/8/K7 w - - 0 2";

// --- Belts -----------------------------------------------------------------

#[test]
fn a_file_belt_shifts_toward_rank_8_and_wraps() {
    // Kh8 on file h, shifted by 1, wraps round to h1.
    let next = allowed(&full_belt(BARE), "a1b1 h+1");
    assert_eq!(next.fen(), "8/8/8/8/8/8/8/1K5k b - h 1 2");
}

#[test]
fn a_rank_belt_shifts_toward_the_h_file_and_wraps() {
    let pos = full_belt(BARE);
    assert_eq!(allowed(&pos, "a1a2 2+3").fen(), "7k/8/8/8/8/8/3K4/8 b - 2 1 2");
    // k = 7 toward h is one square toward a, wrapping from a2 to h2.
    assert_eq!(allowed(&pos, "a1a2 2+7").fen(), "7k/8/8/8/8/8/7K/8 b - 2 1 2");
}

#[test]
fn a_belt_move_never_captures() {
    // After Nc3, rank 1 holds Ka1 and the black knight g1; shifting it by 7
    // puts the king on h1 and the knight on f1: both survive.
    let pos = full_belt("7k/8/8/8/8/8/8/KN4n1 w - - 0 2");
    let next = allowed(&pos, "b1c3 1+7");
    assert_eq!(next.board().occupied().count(), 4);
    assert_eq!(
        next.board().piece_at(sq("h1")),
        Some(Piece::new(Color::White, Role::King))
    );
    assert_eq!(
        next.board().piece_at(sq("f1")),
        Some(Piece::new(Color::Black, Role::Knight))
    );
}

// --- A turn is a normal move and a belt move, both compulsory ----------------

#[test]
fn a_turn_needs_its_belt_move() {
    let pos = full_belt(BARE);
    allowed(&pos, "a1a2 a+1");
    assert_eq!(refused(&pos, "a1a2"), IllegalTurn::MissingBelt);
    assert!(pos.legal_turns().iter().all(|t| t.belt.is_some()));
}

// --- Rule 1.1: no castling, no en passant, no self-check after the normal move

#[test]
fn rule_1_1_there_is_no_castling() {
    // Ke1 and Rh1 with f1 and g1 empty: orthodox castling conditions hold.
    let pos = full_belt("4k3/8/8/8/8/8/8/4K2R w - - 0 2");
    move_refused(&pos, "e1g1 h+1");
    allowed(&pos, "e1f1 8+1");
    // Nor can a position claim castling rights.
    let rights = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 2", Variant::FullBelt, Default::default());
    assert!(matches!(rights, Err(PositionError::Castling(_))), "{rights:?}");
}

#[test]
fn rule_1_1_there_is_no_en_passant() {
    // As if Black had just played d7-d5 next to the e5 pawn.
    let pos = full_belt("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2");
    move_refused(&pos, "e5d6 8+1");
    allowed(&pos, "e5e6 8+1");
}

#[test]
fn rule_1_1_the_normal_move_must_leave_the_king_safe() {
    // White Ke1 is in check from the rook e8. Nc3 leaves it in check, even
    // though the belt 1+1 would then carry the king to f1, out of the line:
    // a belt move is never the way out of check.
    let pos = full_belt("k3r3/8/8/8/8/8/8/1N2K3 w - - 0 2");
    assert!(pos.is_check());
    move_refused(&pos, "b1c3 1+1");
    move_refused(&pos, "e1e2 a+1");
    // Kd1 leaves the file; the belt a+1 carries Black's king from a8 to a1.
    allowed(&pos, "e1d1 a+1");
}

// --- Rule 1.2: pawns on the first and second ranks ---------------------------

#[test]
fn rule_1_2_a_pawn_on_its_second_rank_may_double_step_however_it_got_there() {
    // The c-pawn starts on c1; a belt carries it to c2, and from there it may advance two.
    let mut game = Game::new(full_belt("7k/8/8/8/8/8/8/K1P5 w - - 0 2"));
    play_all(&mut game, &["a1b1 c+1", "h8h7 7+1"]);
    let pos = game.position().clone();
    assert_eq!(
        pos.board().piece_at(sq("c2")),
        Some(Piece::new(Color::White, Role::Pawn))
    );
    allowed(&pos, "c2c4 a+1");
}

#[test]
fn rule_1_2_a_double_step_needs_both_squares_empty_and_the_second_rank() {
    // c2 blocked on c3, e2 blocked on e4, g3 is on the third rank.
    let pos = full_belt("7k/8/8/8/4n3/2p3P1/2P1P3/K7 w - - 0 2");
    move_refused(&pos, "c2c4 a+1");
    move_refused(&pos, "e2e4 a+1");
    allowed(&pos, "e2e3 a+1");
    move_refused(&pos, "g3g5 a+1");
    allowed(&pos, "g3g4 a+1");
}

#[test]
fn rule_1_2_a_pawn_on_its_first_rank_moves_and_captures_one_square_forward() {
    let pos = full_belt("7k/8/8/8/8/8/3n4/K1P5 w - - 0 2");
    allowed(&pos, "c1c2 a+1");
    move_refused(&pos, "c1c3 a+1");
    allowed(&pos, "c1d2 a+1");
    move_refused(&pos, "c1b2 a+1");
    // Black's first rank is rank 8: the pawn c8 moves down one.
    let black = full_belt("2p4k/8/8/8/8/8/8/K7 b - - 0 2");
    allowed(&black, "c8c7 a+1");
    move_refused(&black, "c8c6 a+1");
}

// --- Rule 1.3: promotion only by a normal move ------------------------------

#[test]
fn rule_1_3_a_normal_move_to_the_last_rank_promotes_to_q_r_b_or_n() {
    let pos = full_belt("7k/4P3/8/8/8/8/8/K7 w - - 0 2");
    for promotion in ["q", "r", "b", "n"] {
        let next = allowed(&pos, &format!("e7e8{promotion} a+1"));
        let role = Role::from_char(promotion.chars().next().expect("a letter")).expect("a role");
        assert_eq!(next.board().piece_at(sq("e8")), Some(Piece::new(Color::White, role)));
    }
    move_refused(&pos, "e7e8 a+1");
    // Capturing onto the last rank promotes too.
    let capture = full_belt("3r3k/4P3/8/8/8/8/8/K7 w - - 0 2");
    allowed(&capture, "e7d8n a+1");
    move_refused(&capture, "e7d8 a+1");
}

#[test]
fn rule_1_3_a_pawn_carried_to_its_last_rank_stays_a_pawn() {
    let pos = full_belt("7k/4P3/8/8/8/8/8/K7 w - - 0 2");
    let next = allowed(&pos, "a1a2 e+1");
    assert_eq!(
        next.board().piece_at(sq("e8")),
        Some(Piece::new(Color::White, Role::Pawn))
    );
}

#[test]
fn rule_1_3_a_stuck_pawn_moves_again_once_a_belt_carries_it_away() {
    // The pawn on e8 is carried round to e1, its first rank, and may step to e2.
    let mut game = Game::new(full_belt("4P2k/8/8/8/8/8/8/K7 w - - 0 2"));
    play_all(&mut game, &["a1a2 e+1", "h8g8 g+1"]);
    assert_eq!(
        game.position().board().piece_at(sq("e1")),
        Some(Piece::new(Color::White, Role::Pawn))
    );
    allowed(game.position(), "e1e2 a+1");
}

#[test]
fn rule_1_3_a_pawn_on_its_last_rank_cannot_move_and_attacks_nothing() {
    // White pawn on e8 with a black knight on d7 and f7 beside it (below):
    // no forward square, no capture backward.
    let pos = full_belt("4P2k/3n1n2/8/8/8/8/8/K7 w - - 0 2");
    assert!(pos.legal_moves().iter().all(|m| m.from != sq("e8")));
    move_refused(&pos, "e8d7 a+1");
    move_refused(&pos, "e8e7 a+1");
    // Black's king may stand beside and below it: the pawn attacks nothing.
    let king = full_belt("4P3/5k2/8/8/8/8/8/K7 b - - 0 2");
    assert!(!king.is_check());
    allowed(&king, "f7e8 a+1");
    allowed(&king, "f7f8 a+1");
}

// --- Rule 1.4: the belt move must move a piece and change the position ------

#[test]
fn rule_1_4_an_empty_belt_cannot_be_shifted() {
    let pos = full_belt(BARE);
    belt_refused(&pos, "a1a2 d+1", BeltRefusal::Empty);
    allowed(&pos, "a1a2 h+1");
}

#[test]
fn rule_1_4_a_belt_of_eight_identical_pieces_cannot_be_shifted() {
    let pos = full_belt("7k/8/8/8/PPPPPPPP/8/8/K7 w - - 0 2");
    for k in 1..8 {
        belt_refused(&pos, &format!("a1b1 4+{k}"), BeltRefusal::NoChange);
    }
    allowed(&pos, "a1b1 a+4");
}

#[test]
fn rule_1_4_a_shift_by_the_period_of_the_pattern_changes_nothing() {
    // Pawns a4 and e4: the pattern repeats every 4 squares.
    let period_4 = full_belt("7k/8/8/8/P3P3/8/8/K7 w - - 0 2");
    belt_refused(&period_4, "a1b1 4+4", BeltRefusal::NoChange);
    for k in [1, 2, 3, 5, 6, 7] {
        allowed(&period_4, &format!("a1b1 4+{k}"));
    }
    // Pawns a4 c4 e4 g4: every even shift changes nothing.
    let period_2 = full_belt("7k/8/8/8/P1P1P1P1/8/8/K7 w - - 0 2");
    for k in [2, 4, 6] {
        belt_refused(&period_2, &format!("a1b1 4+{k}"), BeltRefusal::NoChange);
    }
    for k in [1, 3, 5, 7] {
        allowed(&period_2, &format!("a1b1 4+{k}"));
    }
}

#[test]
fn rule_1_4_colour_and_type_count_in_the_pattern() {
    // A white and a black pawn four apart swap colours under 4+4: a change.
    allowed(&full_belt("7k/8/8/8/P3p3/8/8/K7 w - - 0 2"), "a1b1 4+4");
    // A pawn and a knight four apart swap types: a change.
    allowed(&full_belt("7k/8/8/8/P3N3/8/8/K7 w - - 0 2"), "a1b1 4+4");
}

#[test]
fn rule_1_4_the_pattern_is_judged_after_the_normal_move() {
    // Rank 4 holds only the a4 pawn until e2-e4 makes it a4 + e4.
    let pos = full_belt("7k/8/8/8/P7/8/4P3/K7 w - - 0 2");
    allowed(&pos, "a1b1 4+4");
    belt_refused(&pos, "e2e4 4+4", BeltRefusal::NoChange);
    allowed(&pos, "e2e4 4+2");
}

#[test]
fn rule_1_4_the_belt_is_compared_with_the_board_after_the_normal_move_only() {
    // Ra1-a8 then a+1 puts the rook back on a1: the whole turn leaves the
    // board as it was, but the belt move did change file a, so it is legal.
    let pos = full_belt("4k3/8/8/8/8/8/8/R3K3 w - - 0 2");
    let next = allowed(&pos, "a1a8 a+1");
    assert_eq!(next.board(), pos.board());
}

// --- Rule 1.5: not the belt the opponent just shifted -----------------------

#[test]
fn rule_1_5_the_opponents_last_belt_is_forbidden_in_both_directions() {
    let pos = full_belt("7k/8/8/8/8/8/8/K7 w - h 0 2");
    belt_refused(&pos, "a1a2 h+1", BeltRefusal::Forbidden);
    belt_refused(&pos, "a1a2 h+7", BeltRefusal::Forbidden);
    // Rank 8 crosses file h but is another belt.
    allowed(&pos, "a1a2 8+1");
}

#[test]
fn rule_1_5_the_ban_lasts_one_turn() {
    // The d4 pawn keeps the game from being a bare-kings draw.
    let mut game = Game::new(full_belt("7k/8/8/8/3P4/8/8/K7 w - - 0 2"));
    // White shifts file h: the black king goes from h8 to h1.
    play_all(&mut game, &["a1a2 h+1"]);
    assert_eq!(game.position().forbidden_belt().map(|b| b.char()), Some('h'));
    belt_refused(game.position(), "h1h2 h+1", BeltRefusal::Forbidden);
    play_all(&mut game, &["h1h2 a+1"]);
    // Now file a is White's forbidden belt, and file h is free again.
    belt_refused(game.position(), "a3a4 a+1", BeltRefusal::Forbidden);
    allowed(game.position(), "a3a4 h+1");
}

// --- Rule 1.6: no self-check after the belt move ----------------------------

#[test]
fn rule_1_6_the_belt_may_not_expose_the_movers_king() {
    // The black rook b8 watches the b-file.
    let pos = full_belt("1r5k/8/8/8/8/8/8/K7 w - - 0 2");
    // 2+1 carries the king from a2 to b2, into the rook's file.
    belt_refused(&pos, "a1a2 2+1", BeltRefusal::OwnKingAttacked);
    // 8+7 carries the rook from b8 to a8, onto the king's file.
    belt_refused(&pos, "a1a2 8+7", BeltRefusal::OwnKingAttacked);
    allowed(&pos, "a1a2 2+2");
}

#[test]
fn rule_1_6_the_belt_may_not_bring_the_kings_together() {
    // Black ka2, White Kc1-d1; then rank 1 carries the king: +6 to b1 and +5
    // to a1 are next to a2, +1 to e1 is not.
    let pos = full_belt("8/8/8/8/8/8/k7/2K5 w - - 0 2");
    belt_refused(&pos, "c1d1 1+6", BeltRefusal::OwnKingAttacked);
    belt_refused(&pos, "c1d1 1+5", BeltRefusal::OwnKingAttacked);
    allowed(&pos, "c1d1 1+1");
}

// --- Rule 1.7: White's first turn gives no check -----------------------------

/// Ra1 and Ke1 against ke8, with White's first turn to play (fullmove 1) or a later one.
fn first_turn(fullmove: u32) -> String {
    format!("4k3/8/8/8/8/8/8/R3K3 w - - 0 {fullmove}")
}

#[test]
fn rule_1_7_whites_first_normal_move_may_not_give_check() {
    // Ra8 checks along rank 8; the belt a+1 would even take the rook back to
    // a1, but the check after the normal move is enough to refuse it.
    let first = full_belt(&first_turn(1));
    assert!(first.is_first_turn());
    move_refused(&first, "a1a8 1+1");
    move_refused(&first, "a1a8 a+1");
    let later = full_belt(&first_turn(2));
    allowed(&later, "a1a8 1+1");
    allowed(&later, "a1a8 a+1");
}

#[test]
fn rule_1_7_whites_first_belt_move_may_not_give_check() {
    let first = full_belt(&first_turn(1));
    // After Rd1: 1+1 takes the rook to e1, under the black king; 8+7 takes the king to d8, over the rook.
    belt_refused(&first, "a1d1 1+1", BeltRefusal::FirstTurnCheck);
    belt_refused(&first, "a1d1 8+7", BeltRefusal::FirstTurnCheck);
    allowed(&first, "a1d1 8+1");
    let later = full_belt(&first_turn(2));
    allowed(&later, "a1d1 1+1");
    allowed(&later, "a1d1 8+7");
}

#[test]
fn rule_1_7_blacks_first_turn_may_give_check() {
    let pos = full_belt("r3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert!(!pos.is_first_turn());
    let next = allowed(&pos, "a8a1 8+1");
    assert!(next.is_check());
}

// --- Optional rule: no belt check --------------------------------------------

#[test]
fn no_belt_check_the_belt_may_not_be_the_one_to_give_check() {
    let pos = full_belt_no_belt_check(&first_turn(2));
    // Rd1 gives no check; 1+1 then would (rook to e1 under ke8).
    belt_refused(&pos, "a1d1 1+1", BeltRefusal::BeltCheck);
    belt_refused(&pos, "a1d1 8+7", BeltRefusal::BeltCheck);
    allowed(&pos, "a1d1 8+1");
    // Without the option the same turn is legal.
    allowed(&full_belt(&first_turn(2)), "a1d1 1+1");
}

#[test]
fn no_belt_check_a_check_by_the_normal_move_may_stay_or_go() {
    let pos = full_belt_no_belt_check(&first_turn(2));
    // Ra8+ and then 1+1 (the check stays) or a+1 (the rook goes back to a1).
    assert!(allowed(&pos, "a1a8 1+1").is_check());
    assert!(!allowed(&pos, "a1a8 a+1").is_check());
}

// --- Rule 1.8: checkmate, stalemate, a normal move without a belt move ------

#[test]
fn rule_1_8_checkmate() {
    // Qg7 protected by Kf6 checks kh8: g8, h7 and g7 are all covered.
    let mate = full_belt("7k/6Q1/5K2/8/8/8/8/8 b - - 0 2");
    assert!(mate.is_check());
    assert!(mate.legal_turns().is_empty());
    assert_eq!(outcome(&mate), win(Color::White, OutcomeReason::Checkmate));
    // Unprotected (the king is on a1), the queen can be taken.
    let not_mate = full_belt("7k/6Q1/8/8/8/8/8/K7 b - - 0 2");
    assert!(not_mate.is_check());
    allowed(&not_mate, "h8g7 a+1");
    assert_eq!(outcome(&not_mate), None);
}

#[test]
fn rule_1_8_stalemate_is_a_draw() {
    // Qf7 covers g8, g7 and h7 but does not attack h8.
    let stalemate = full_belt("7k/5Q2/8/8/8/8/8/K7 b - - 0 2");
    assert!(!stalemate.is_check());
    assert!(stalemate.legal_turns().is_empty());
    assert_eq!(outcome(&stalemate), draw(OutcomeReason::Stalemate));
    // With the queen on f6 instead, h7 is free.
    let free = full_belt("7k/8/5Q2/8/8/8/8/K7 b - - 0 2");
    allowed(&free, "h8h7 a+1");
    assert_eq!(outcome(&free), None);
}

/// After Kb2-a1 every belt move either exposes White's king or (the rook h8
/// being unmasked or brought next to ka8) checks Black: file a brings the
/// kings together; rank 1 puts the black rook h1 right beside the king;
/// file b lifts the rook b1 that shields a1 from h1 (or, for k = 1, drops the
/// knight there but unmasks Rh8); rank 8 puts Rh8 right beside the black
/// king; file h is forbidden. The normal move itself gives no check.
const ONLY_CHECKING_BELTS: &str = "kN5R/8/8/8/8/8/1K6/1R5r w - h 0 2";

#[test]
fn rule_1_8_a_normal_move_without_a_legal_belt_move_cannot_be_played() {
    // Under the no belt check option, none of those belt moves is legal.
    let pos = full_belt_no_belt_check(ONLY_CHECKING_BELTS);
    assert!(!has_normal_move(&pos, "b2a1"));
    assert_eq!(refused(&pos, "b2a1"), IllegalTurn::NoBeltAfter(turn("b2a1").normal));
    belt_refused(&pos, "b2a1 b+1", BeltRefusal::BeltCheck);
    belt_refused(&pos, "b2a1 8+1", BeltRefusal::BeltCheck);
    belt_refused(&pos, "b2a1 1+1", BeltRefusal::OwnKingAttacked);
    belt_refused(&pos, "b2a1 a+1", BeltRefusal::OwnKingAttacked);
    belt_refused(&pos, "b2a1 h+1", BeltRefusal::Forbidden);
    assert!(pos.legal_turns().iter().all(|t| t.normal != turn("b2a1").normal));
    // Other king moves still have belt moves.
    assert!(has_normal_move(&pos, "b2c2"));
    // White's first turn (rule 1.7) refuses the same checking belt moves.
    let first = full_belt(&ONLY_CHECKING_BELTS.replace(" 0 2", " 0 1"));
    assert!(first.is_first_turn());
    assert!(!has_normal_move(&first, "b2a1"));
    belt_refused(&first, "b2a1 8+1", BeltRefusal::FirstTurnCheck);
    // Without the option, the checking belt moves are fine.
    let default = full_belt(ONLY_CHECKING_BELTS);
    assert!(has_normal_move(&default, "b2a1"));
    assert!(allowed(&default, "b2a1 b+1").is_check());
}

/// White is in check from the rook a3. Kxa2 walks into it and Nxa3 uncovers
/// Ka1 to the rook h1, so Rb2-a2 is the only normal move that saves the king;
/// but after it every belt move exposes Ka1 (files a, b, ranks 1, 2) or checks
/// Black (file b with k = 1 and ranks 3 and 8 unmask or bring up White's
/// rooks), and file h is forbidden.
const MATED_BY_THE_BELTS: &str = "kN5R/8/8/8/8/r7/1R6/KN5r w - h 0 2";

#[test]
fn rule_1_8_in_check_with_a_normal_move_but_no_belt_move_is_mate() {
    let pos = full_belt_no_belt_check(MATED_BY_THE_BELTS);
    assert!(pos.is_check());
    assert!(pos.try_move(turn("b2a2").normal).is_some());
    assert_eq!(refused(&pos, "b2a2"), IllegalTurn::NoBeltAfter(turn("b2a2").normal));
    belt_refused(&pos, "b2a2 3+1", BeltRefusal::BeltCheck);
    belt_refused(&pos, "b2a2 2+1", BeltRefusal::OwnKingAttacked);
    move_refused(&pos, "b1a3 3+1");
    assert!(pos.legal_turns().is_empty());
    assert_eq!(outcome(&pos), win(Color::Black, OutcomeReason::Checkmate));
    // Under the default rules Rb2-a2 may be followed by 3+1, which checks.
    let default = full_belt(MATED_BY_THE_BELTS);
    allowed(&default, "b2a2 3+1");
    assert_eq!(outcome(&default), None);
}

// --- Rule 1.9: draws ---------------------------------------------------------

#[test]
fn rule_1_9_bare_kings_is_a_draw() {
    assert_eq!(outcome(&full_belt(BARE)), draw(OutcomeReason::BareKings));
    // Taking the last piece leaves bare kings.
    let pos = full_belt("7k/8/8/8/8/8/8/Kn6 w - - 0 2");
    assert_eq!(outcome(&pos), None);
    let mut game = Game::new(pos);
    play_all(&mut game, &["a1b1 b+1"]);
    assert_eq!(game.outcome(), draw(OutcomeReason::BareKings));
    // King and knight against king is no draw in Full Belt Chess.
    assert_eq!(outcome(&full_belt("7k/8/8/8/8/8/8/KN6 w - - 0 2")), None);
}

#[test]
fn rule_1_9_fifty_moves_without_capture_or_normal_pawn_move() {
    // 99 turns without capture or pawn move so far.
    let pos = full_belt("7k/7p/8/8/8/8/P7/K7 w - - 99 60");
    let after = |t: &str| {
        let mut game = Game::new(pos.clone());
        play_all(&mut game, &[t]);
        (game.position().halfmoves(), game.outcome())
    };
    // A king move is the 100th turn.
    assert_eq!(after("a1b1 b+1"), (100, draw(OutcomeReason::FiftyMoves)));
    // A pawn carried by the belt is not a normal pawn move.
    assert_eq!(after("a1b1 a+1"), (100, draw(OutcomeReason::FiftyMoves)));
    // A normal pawn move starts the count again.
    assert_eq!(after("a2a3 a+1"), (0, None));
    // So does a capture.
    let capture = full_belt("7k/7p/8/8/8/8/n7/K7 w - - 99 60");
    let mut game = Game::new(capture);
    play_all(&mut game, &["a1a2 a+1"]);
    assert_eq!((game.position().halfmoves(), game.outcome()), (0, None));
}

#[test]
fn rule_1_9_threefold_repetition_counts_the_forbidden_belt() {
    // White's pawn walks a5-b5-a5 on rank 5 and Black's a4-b4-a4 on rank 4
    // while the kings step to and fro, so every four turns the placement and
    // the side to move come back; the forbidden belt is "-" at the start and
    // rank 4 afterwards.
    let cycle = ["a1b1 5+1", "h8g8 4+1", "b1a1 5+7", "g8h8 4+7"];
    let start = full_belt("7k/8/8/P7/p7/8/8/K7 w - - 0 2");
    let mut game = Game::new(start.clone());
    play_all(&mut game, &cycle);
    play_all(&mut game, &cycle);
    // Ply 8 has the start's placement and side for the third time, but with
    // another forbidden belt than at ply 0: only the second occurrence.
    assert_eq!(game.position().board(), start.board());
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    // Ply 9 repeats the position after ply 1 and ply 5 (Black to move, rank 5 forbidden).
    play_all(&mut game, &cycle[..1]);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), draw(OutcomeReason::Repetition));
    assert_eq!(game.play(turn("h8g8 4+1")), Err(IllegalTurn::GameOver));
}

// --- Positions -------------------------------------------------------------

#[test]
fn a_full_belt_position_has_exactly_one_king_a_side() {
    let kings = |fen: &str| Position::from_fen(fen, Variant::FullBelt, Default::default());
    assert!(matches!(
        kings("7k/8/8/8/8/8/8/KK6 w - - 0 2"),
        Err(PositionError::KingCount {
            color: Color::White,
            count: 2,
            ..
        })
    ));
    assert!(matches!(
        kings("8/8/8/8/8/8/8/K7 w - - 0 2"),
        Err(PositionError::KingCount {
            color: Color::Black,
            count: 0,
            ..
        })
    ));
    assert!(kings(BARE).is_ok());
}

#[test]
fn the_side_not_to_move_may_not_be_in_check() {
    // Black's king is attacked by the rook while White is to move.
    let bad = Position::from_fen("R6k/8/8/8/8/8/8/K7 w - - 0 2", Variant::FullBelt, Default::default());
    assert_eq!(bad, Err(PositionError::OpponentInCheck { color: Color::Black }));
    assert!(Position::from_fen("R6k/8/8/8/8/8/8/K7 b - - 0 2", Variant::FullBelt, Default::default()).is_ok());
}

#[test]
fn has_normal_move_agrees_with_the_turns() {
    let pos = full_belt(BARE);
    assert!(has_normal_move(&pos, "a1b2"));
    assert!(!has_normal_move(&pos, "a1c3"));
}

// --- The game record -----------------------------------------------------------

#[test]
fn a_turn_can_be_taken_back() {
    let start = full_belt("7k/8/8/8/3P4/8/8/K7 w - - 0 2");
    let mut game = Game::new(start.clone());
    play_all(&mut game, &["a1a2 h+1"]);
    assert_eq!(game.undo(), Some(turn("a1a2 h+1")));
    assert_eq!(game.position(), &start);
    assert!(game.turns().is_empty());
    assert_eq!(game.undo(), None);
}
