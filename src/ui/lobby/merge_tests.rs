//! The merge of two sides' states: continuations, conflicts, turns and
//! ends that are not the sender's, and claims on time either way.

use super::*;
use crate::rules::Start;
use crate::ui::lobby::pace::Days;

const NOW: u64 = 1_800_000_000;
const DAY: u64 = 86_400;
const WHITE: [u8; 32] = [0xaa; 32];
const BLACK: [u8; 32] = [0xbb; 32];

fn game() -> Correspondence {
    Correspondence::new(9, Start::FullBelt, false, Days::Two, [WHITE, BLACK], NOW)
}

/// `state` after one more turn (the legal turn at `pick`) made at `at`.
fn then(state: &Correspondence, pick: usize, at: u64) -> Correspondence {
    let mut next = state.clone();
    let turns = next.game().position().legal_turns();
    let side = next.to_move();
    next.play(side, turns[pick % turns.len()], at).unwrap();
    next
}

/// Merges and checks that the state kept reads back from its text.
fn merged(
    ours: &Correspondence,
    theirs: &Correspondence,
    from: [u8; 32],
    me: Color,
    now: u64,
) -> Result<(Correspondence, Merged), MergeError> {
    let result = merge(ours, theirs, &from, me, now);
    if let Ok((state, _)) = &result {
        assert_eq!(Correspondence::read(&state.write()).as_ref(), Ok(state));
    }
    result
}

#[test]
fn the_longer_continuation_of_the_same_game_wins() {
    // White (us) played; Black answered on its page.
    let ours = then(&game(), 0, NOW + 100);
    let theirs = then(&ours, 3, NOW + DAY);
    assert_eq!(
        merged(&ours, &theirs, BLACK, Color::White, NOW + DAY),
        Ok((theirs.clone(), Merged::Continued(1)))
    );
    // Black's page reads White's older state, and its own again.
    assert_eq!(
        merged(&theirs, &ours, WHITE, Color::Black, NOW + DAY),
        Ok((theirs.clone(), Merged::Ahead))
    );
    assert_eq!(
        merged(&theirs, &theirs, BLACK, Color::Black, NOW + DAY),
        Ok((theirs.clone(), Merged::Same))
    );
}

#[test]
fn a_different_history_is_refused_and_says_where() {
    let ours = then(&then(&game(), 0, NOW + 1), 1, NOW + 2);
    let theirs = then(&then(&game(), 0, NOW + 1), 2, NOW + 3);
    assert_eq!(
        merged(&ours, &theirs, BLACK, Color::White, NOW + 4),
        Err(MergeError::Conflict(1))
    );
    let longer = then(&theirs, 0, NOW + 5);
    assert_eq!(
        merged(&ours, &longer, WHITE, Color::White, NOW + 5),
        Err(MergeError::Conflict(1))
    );
    assert!(MergeError::Conflict(1).to_string().contains("turn 2"));
}

#[test]
fn the_friend_plays_only_its_own_turns() {
    // Black's state with a White turn we never played: a forged turn of ours.
    let forged = then(&then(&game(), 0, NOW + 1), 1, NOW + 2);
    assert_eq!(
        merged(&game(), &forged, BLACK, Color::White, NOW + 3),
        Err(MergeError::NotTheirs(0))
    );
    // Our own key (another device) is trusted with both sides' turns.
    assert_eq!(
        merged(&game(), &forged, WHITE, Color::White, NOW + 3),
        Ok((forged.clone(), Merged::Continued(2)))
    );
    // The friend cannot resign for us.
    let mut resigned = game();
    resigned.resign(Color::White, NOW + 1).unwrap();
    assert_eq!(
        merged(&game(), &resigned, BLACK, Color::White, NOW + 2),
        Err(MergeError::NotTheirs(0))
    );
    assert_eq!(
        merged(&game(), &resigned, WHITE, Color::Black, NOW + 2),
        Ok((resigned.clone(), Merged::Ended))
    );
}

#[test]
fn another_game_a_stranger_or_a_future_state_is_refused() {
    let ours = game();
    let theirs = then(&ours, 0, NOW + 1);
    for other in [
        Correspondence {
            game: 10,
            ..theirs.clone()
        },
        Correspondence {
            days: Days::Seven,
            ..theirs.clone()
        },
        Correspondence {
            keys: [WHITE, [0xcc; 32]],
            ..theirs.clone()
        },
        Correspondence {
            no_belt_check: true,
            ..theirs.clone()
        },
    ] {
        assert_eq!(
            merged(&ours, &other, WHITE, Color::Black, NOW),
            Err(MergeError::OtherGame)
        );
    }
    assert_eq!(
        merged(&ours, &theirs, [0xcc; 32], Color::Black, NOW),
        Err(MergeError::Stranger)
    );
    assert_eq!(
        merged(&ours, &theirs, WHITE, Color::Black, NOW + 1 - MAX_AHEAD_S - 1),
        Err(MergeError::FromTheFuture)
    );
}

#[test]
fn a_turn_time_never_goes_before_the_move_began() {
    // Black's page states a time before White's turn: taken as White's turn time.
    let ours = then(&game(), 0, NOW + DAY);
    let backdated = then(&then(&game(), 0, NOW + 10), 4, NOW + 20);
    assert_eq!(backdated.turns()[0], ours.turns()[0]);
    let (state, what) = merged(&ours, &backdated, BLACK, Color::White, NOW + DAY).unwrap();
    assert_eq!((what, state.since()), (Merged::Continued(1), NOW + DAY));
}

#[test]
fn our_claim_stands_against_a_late_turn_and_falls_to_one_in_time() {
    // White moved at NOW: Black's two days ran out at NOW + 2 days; White claims.
    let base = then(&game(), 0, NOW);
    let mut ours = base.clone();
    ours.claim(Color::White, NOW + 2 * DAY + 5).unwrap();
    let late = then(&base, 1, NOW + 2 * DAY + 1);
    assert_eq!(
        merged(&ours, &late, BLACK, Color::White, NOW + 3 * DAY),
        Ok((ours.clone(), Merged::ClaimStands))
    );
    // Stated within the deadline (the event reached the relays late): the claim falls.
    let in_time = then(&base, 1, NOW + 2 * DAY);
    assert_eq!(
        merged(&ours, &in_time, BLACK, Color::White, NOW + 3 * DAY),
        Ok((
            Correspondence {
                updated_at: NOW + 2 * DAY + 5,
                ..in_time.clone()
            },
            Merged::ClaimVoid
        ))
    );
    // A resignation is final: a turn after it is not taken.
    let mut resigned = base.clone();
    resigned.resign(Color::White, NOW + 1).unwrap();
    assert_eq!(
        merged(&resigned, &in_time, BLACK, Color::White, NOW + 3 * DAY),
        Ok((resigned.clone(), Merged::Ahead))
    );
}

#[test]
fn the_friends_claim_is_shown_when_it_holds_by_our_reckoning() {
    // Black moved at NOW + 1 day; White's days ran out at NOW + 3 days.
    let base = then(&then(&game(), 0, NOW), 1, NOW + DAY);
    let mut theirs = base.clone();
    theirs.claim(Color::Black, NOW + 3 * DAY).unwrap();
    let (state, what) = merged(&base, &theirs, BLACK, Color::White, NOW + 3 * DAY).unwrap();
    assert_eq!((what, state.end()), (Merged::Ended, theirs.end()));
    // Our late turn, made after the deadline, is dropped.
    let late = then(&base, 2, NOW + 3 * DAY + 60);
    assert_eq!(
        merged(&late, &theirs, BLACK, Color::White, NOW + 3 * DAY + 60),
        Ok((
            Correspondence {
                updated_at: NOW + 3 * DAY + 60,
                ..theirs.clone()
            },
            Merged::LateTurnDropped
        ))
    );
    // Our turn in time voids it: the friend's page will see it and agree.
    let in_time = then(&base, 2, NOW + 3 * DAY);
    assert_eq!(
        merged(&in_time, &theirs, BLACK, Color::White, NOW + 3 * DAY),
        Ok((in_time.clone(), Merged::Ahead))
    );
    // The friend resigned before seeing our turn: the game ends by it.
    let mut gave_up = base.clone();
    gave_up.resign(Color::Black, NOW + 2 * DAY).unwrap();
    let (state, what) = merged(&in_time, &gave_up, BLACK, Color::White, NOW + 3 * DAY).unwrap();
    assert_eq!((what, state.turns().len()), (Merged::Ended, 3));
    assert_eq!(state.end(), Some(End::Resigned(Color::Black)));
    // A claim for Black signed by White's key is not White's to make; our
    // own key's (another device of ours) is taken.
    assert_eq!(
        merged(&base, &theirs, WHITE, Color::Black, NOW + 3 * DAY),
        Err(MergeError::NotTheirs(2))
    );
    assert_eq!(
        merged(&base, &theirs, BLACK, Color::Black, NOW + 3 * DAY).map(|(_, m)| m),
        Ok(Merged::Ended)
    );
}

#[test]
fn a_claim_early_by_our_reckoning_is_refused() {
    // We took Black's turn as made at NOW + 2 days (Black's page stated an
    // earlier time than White's own turn); Black's page reckons from NOW + 1
    // day and claims at NOW + 3 days, early for us.
    let white = then(&game(), 0, NOW + 2 * DAY);
    let black_view = then(&then(&game(), 0, NOW), 1, NOW + DAY);
    let (ours, _) = merged(&white, &black_view, BLACK, Color::White, NOW + 2 * DAY).unwrap();
    assert_eq!(ours.since(), NOW + 2 * DAY);
    let mut claim = black_view.clone();
    claim.claim(Color::Black, NOW + 3 * DAY).unwrap();
    assert_eq!(
        merged(&ours, &claim, BLACK, Color::White, NOW + 3 * DAY),
        Err(MergeError::EarlyClaim(DAY))
    );
}
