//! A correspondence state's turns, ends and text: written, read back, and
//! every field of a hostile one checked.

use super::*;

const NOW: u64 = 1_800_000_000;
const DAY: u64 = 86_400;
const WHITE: [u8; 32] = [0xaa; 32];
const BLACK: [u8; 32] = [0xbb; 32];

fn game(start: Start) -> Correspondence {
    Correspondence::new(0x0123_4567_89ab_cdef, start, false, Days::Three, [WHITE, BLACK], NOW)
}

/// `state` with `n` turns played, a day apart, each the legal turn at
/// `pick` (modulo their number) in its position.
fn played(mut state: Correspondence, n: usize, pick: usize) -> Correspondence {
    for i in 0..n {
        let turns = state.game().position().legal_turns();
        let turn = turns[(pick + 7 * i) % turns.len()];
        let side = state.to_move();
        state.play(side, turn, NOW + DAY * (i as u64 + 1)).unwrap();
    }
    state
}

#[test]
fn a_new_game_is_written_in_plain_words() {
    let state = game(Start::NoPawns);
    let white = "aa".repeat(32);
    let black = "bb".repeat(32);
    assert_eq!(
        state.write(),
        format!("beltboard-correspondence-1;0123456789abcdef;no-pawns;0;3;{white};{black};1800000000;1800000000;;-")
    );
    assert_eq!(Correspondence::read(&state.write()), Ok(state.clone()));
    assert_eq!((state.to_move(), state.deadline()), (Color::White, NOW + 3 * DAY));
    assert_eq!(state.side_of(&BLACK), Some(Color::Black));
    assert_eq!(state.side_of(&[0; 32]), None);
}

#[test]
fn states_with_turns_and_ends_read_back() {
    for start in Start::ALL {
        let state = played(game(start), 9, 3);
        assert_eq!(state.turns().len(), 9);
        assert_eq!((state.since(), state.updated_at()), (NOW + 9 * DAY, NOW + 9 * DAY));
        assert_eq!(state.to_move(), Color::Black);
        let text = state.write();
        assert_eq!(Correspondence::read(&text).as_ref(), Ok(&state), "{text}");
        let mut resigned = state.clone();
        resigned.resign(Color::Black, NOW + 10 * DAY).unwrap();
        assert!(resigned.write().ends_with(";resigned-b"));
        assert_eq!(Correspondence::read(&resigned.write()), Ok(resigned));
        let mut claimed = state.clone();
        let claim = claimed.claim(Color::White, NOW + 12 * DAY).unwrap();
        assert_eq!(claim.ply, 9);
        assert!(claimed.write().ends_with(&format!(";claim-w-{}", NOW + 12 * DAY)));
        assert_eq!(Correspondence::read(&claimed.write()), Ok(claimed));
    }
}

#[test]
fn playing_checks_the_side_the_rules_and_the_end() {
    let mut state = game(Start::FullBelt);
    let turn = state.position().legal_turns()[0];
    assert_eq!(state.play(Color::Black, turn, NOW), Err(PlayError::NotYourMove));
    let bad = Turn { belt: None, ..turn };
    assert!(matches!(state.play(Color::White, bad, NOW), Err(PlayError::Illegal(_))));
    state.play(Color::White, turn, NOW + 5).unwrap();
    assert_eq!(state.since(), NOW + 5);
    // A clock set back does not move the time back.
    let reply = state.game().position().legal_turns()[0];
    state.play(Color::Black, reply, NOW + 1).unwrap();
    assert_eq!(state.since(), NOW + 5);
    assert_eq!(
        state.claim(Color::Black, NOW + 6),
        Err(PlayError::TimeLeft(3 * DAY - 1))
    );
    assert_eq!(state.claim(Color::White, NOW + 4 * DAY), Err(PlayError::NotYourMove));
    state.resign(Color::White, NOW + 7).unwrap();
    assert!(state.is_over());
    assert_eq!(state.resign(Color::Black, NOW + 8), Err(PlayError::Over));
    assert_eq!(state.play(Color::White, turn, NOW + 8), Err(PlayError::Over));
    assert_eq!(state.claim(Color::Black, NOW + 4 * DAY), Err(PlayError::Over));
}

fn field(text: &str, index: usize, value: &str) -> String {
    let mut fields: Vec<&str> = text.split(';').collect();
    fields[index] = value;
    fields.join(";")
}

#[test]
fn every_field_is_checked() {
    let state = played(game(Start::FullBelt), 4, 1);
    let text = state.write();
    let cases: &[(usize, &str, StateError)] = &[
        (0, "beltboard-correspondence-2", StateError::Format),
        (1, "0123456789ABCDEF", StateError::Game),
        (1, "0123", StateError::Game),
        (2, "chess", StateError::Game),
        (3, "2", StateError::Game),
        (4, "4", StateError::Days),
        (4, "03", StateError::Days),
        (5, "aa", StateError::Key),
        (6, &"aa".repeat(32), StateError::Key),
        (7, "-1", StateError::Time),
        (7, "1900000000", StateError::Time),
        (8, "01800000000", StateError::Time),
        (9, "e2e4", StateError::Turn(0)),
        (10, "resigned", StateError::End),
        (10, "resigned-x", StateError::End),
        (10, "claim-w", StateError::End),
        (10, "agreed", StateError::End),
    ];
    for (index, value, error) in cases {
        assert_eq!(
            Correspondence::read(&field(&text, *index, value)),
            Err(*error),
            "{index} {value}"
        );
    }
    assert_eq!(Correspondence::read(&format!("{text};")), Err(StateError::Format));
    assert_eq!(Correspondence::read(&text[..text.len() - 2]), Err(StateError::Format));
    let no_pawns = game(Start::NoPawns).write();
    assert_eq!(Correspondence::read(&field(&no_pawns, 3, "1")), Err(StateError::Game));
    assert_eq!(
        Correspondence::read(&"x".repeat(MAX_STATE_BYTES + 1)),
        Err(StateError::TooLarge)
    );
}

#[test]
fn every_turn_is_replayed_in_its_machine_spelling() {
    let state = played(game(Start::NoPawns), 4, 2);
    let text = state.write();
    let turns: Vec<String> = state.turns().iter().map(|t| t.machine()).collect();
    let with = |turns: &[&str]| field(&text, 9, &turns.join(","));
    let t: Vec<&str> = turns.iter().map(String::as_str).collect();
    // Swapped, repeated, empty, in display form, one too many for the end.
    assert_eq!(Correspondence::read(&with(&[t[1], t[0]])), Err(StateError::Turn(0)));
    assert_eq!(Correspondence::read(&with(&[t[0], t[0]])), Err(StateError::Turn(1)));
    assert_eq!(Correspondence::read(&with(&[t[0], "", t[1]])), Err(StateError::Turn(1)));
    assert_eq!(Correspondence::read(&with(&["Nc3"])), Err(StateError::Turn(0)));
    assert_eq!(Correspondence::read(&with(&t[..3])).map(|s| s.turns().len()), Ok(3));
    let many = vec![t[0]; MAX_TURNS + 1];
    assert_eq!(Correspondence::read(&with(&many)), Err(StateError::TooLong));
}

#[test]
fn an_end_must_hold() {
    let state = played(game(Start::FullBelt), 2, 5);
    let text = state.write();
    let deadline = state.deadline();
    // White is to move: Black may claim, once White's days are over.
    let at = |who: &str, t: u64| field(&field(&text, 8, &t.to_string()), 10, &format!("claim-{who}-{t}"));
    assert!(Correspondence::read(&at("b", deadline)).is_ok());
    assert_eq!(Correspondence::read(&at("b", deadline - 1)), Err(StateError::End));
    assert_eq!(Correspondence::read(&at("w", deadline)), Err(StateError::End));
    // A claim made after the state's last change.
    let late = field(&text, 10, &format!("claim-b-{deadline}"));
    assert_eq!(Correspondence::read(&late), Err(StateError::End));
}

#[test]
fn an_end_after_the_pieces_ended_the_game_is_refused() {
    // A game the pieces end: play until it is over.
    let mut state = game(Start::NoPawnsOneKing);
    for i in 0..400 {
        let game = state.game();
        if game.outcome().is_some() {
            break;
        }
        let turns = game.position().legal_turns();
        let side = state.to_move();
        state.play(side, turns[i % turns.len()], NOW + i as u64).unwrap();
    }
    assert!(state.game().outcome().is_some(), "{} turns", state.turns().len());
    assert!(state.is_over());
    assert_eq!(state.resign(Color::White, NOW + DAY), Err(PlayError::Over));
    let text = field(&state.write(), 10, "resigned-w");
    assert_eq!(Correspondence::read(&text), Err(StateError::End));
    assert!(Correspondence::read(&state.write()).is_ok());
}

#[test]
fn refusals_are_short() {
    for e in [StateError::TooLarge, StateError::Turn(599), StateError::End] {
        assert!(e.to_string().len() < 60, "{e}");
    }
}
