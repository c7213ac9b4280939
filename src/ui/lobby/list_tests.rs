//! The list of open challenges: order, cap, expiry, withdrawals, and each
//! hostile event with its refusal, counted.

use super::*;
use crate::nostr::pow::DEFAULT_DIFFICULTY;
use crate::nostr::Keys;
use crate::rules::Start;
use crate::ui::live::flow::ColorChoice;
use crate::ui::lobby::challenge::{withdrawal, MAX_LIFETIME_S};
use crate::ui::lobby::pace::{Days, Pace};

const NOW: u64 = 1_800_000_000;
/// A low difficulty keeps the tests fast; one test uses the page's own.
const WORK: u32 = 4;

fn keys(n: u16) -> Keys {
    let mut secret = [1u8; 32];
    secret[..2].copy_from_slice(&n.to_be_bytes());
    Keys::from_secret(&secret).expect("a key")
}

fn challenge(at: u64, name: &str) -> Challenge {
    Challenge::new(
        Start::FullBelt,
        false,
        ColorChoice::Random,
        Pace::Days(Days::Three),
        name,
        at,
        MAX_LIFETIME_S,
    )
}

fn post(key: u16, at: u64) -> Event {
    challenge(at, "x").event(&keys(key), WORK, &[7; 32]).expect("signed")
}

fn withdraw(key: u16, posted: u64, at: u64) -> Event {
    let mut event = withdrawal(posted, at);
    keys(key).sign(&mut event, &[8; 32]).expect("signed");
    event
}

#[test]
fn challenges_are_listed_newest_first_and_copies_dropped() {
    let mut lobby = Lobby::new(WORK);
    let (a, b, c) = (post(1, NOW - 20), post(2, NOW), post(3, NOW - 10));
    for e in [&a, &b, &c] {
        assert_eq!(lobby.add(e, NOW), Ok(Added::Listed));
    }
    let order: Vec<[u8; 32]> = lobby.listed().iter().map(|l| l.id).collect();
    assert_eq!(order, [b.id, c.id, a.id]);
    assert_eq!(lobby.listed()[0].pubkey, keys(2).public_key());
    assert_eq!(lobby.add(&b, NOW), Err(Refusal::Duplicate));
    assert_eq!(lobby.refused(Refusal::Duplicate), 1);
    assert_eq!(lobby.remove(&c.id).map(|l| l.id), Some(c.id));
    assert_eq!(lobby.remove(&c.id), None);
}

#[test]
fn expired_challenges_go_on_a_tick_and_are_not_listed() {
    let mut lobby = Lobby::new(WORK);
    let old = post(1, NOW - MAX_LIFETIME_S + 5);
    assert_eq!(lobby.add(&old, NOW), Ok(Added::Listed));
    assert_eq!(lobby.add(&post(2, NOW), NOW), Ok(Added::Listed));
    assert_eq!(lobby.tick(NOW + 4), 0);
    assert_eq!(lobby.tick(NOW + 5), 1);
    assert_eq!(lobby.listed().len(), 1);
    let mut fresh = Lobby::new(WORK);
    assert_eq!(fresh.add(&old, NOW + 5), Err(Refusal::Expired));
}

#[test]
fn hostile_events_are_refused_each_for_its_reason() {
    let mut lobby = Lobby::new(WORK);
    let good = post(1, NOW);
    // Forged: the content changed after signing; a signature of zeros; a key off the curve.
    let mut altered = good.clone();
    altered.content = altered.content.replace(";x", ";y");
    let mut zeros = good.clone();
    zeros.sig = [0; 64];
    let mut off_curve = good.clone();
    off_curve.pubkey = [0xff; 32];
    for forged in [&altered, &zeros, &off_curve] {
        assert_eq!(lobby.add(forged, NOW), Err(Refusal::Signature));
    }
    // A copy of a forged id does not shadow the genuine event.
    assert_eq!(lobby.add(&good, NOW), Ok(Added::Listed));
    // No proof of work, a target below the list's, a target not met.
    let mut none = challenge(NOW, "none").unsigned_event();
    keys(2).sign(&mut none, &[1; 32]).unwrap();
    assert_eq!(lobby.add(&none, NOW), Err(Refusal::Work));
    let low = challenge(NOW, "low").event(&keys(3), WORK - 1, &[1; 32]).unwrap();
    assert_eq!(lobby.add(&low, NOW), Err(Refusal::Work));
    // From the future, expired by its own tag, malformed, oversized, another kind.
    let future = post(4, NOW + MAX_AHEAD_S + 1);
    assert_eq!(lobby.add(&future, NOW), Err(Refusal::FromTheFuture));
    assert_eq!(lobby.add(&post(5, NOW + MAX_AHEAD_S), NOW), Ok(Added::Listed));
    let mut malformed = challenge(NOW, "m").unsigned_event();
    malformed.content = "beltboard-challenge-1;chess;0;w;-;m".into();
    assert_eq!(lobby.add(&malformed, NOW), Err(Refusal::Malformed));
    let mut oversized = malformed.clone();
    oversized.content = "x".repeat(10_000);
    assert_eq!(lobby.add(&oversized, NOW), Err(Refusal::Size));
    let mut note = malformed.clone();
    note.kind = 1;
    assert_eq!(lobby.add(&note, NOW), Err(Refusal::Kind));
    assert_eq!(lobby.listed().len(), 2);
    let counts: Vec<(&str, u32)> = lobby
        .refusals()
        .filter(|&(_, n)| n > 0)
        .map(|(r, n)| (r.key(), n))
        .collect();
    assert_eq!(
        counts,
        [
            ("kind", 1),
            ("future", 1),
            ("size", 1),
            ("malformed", 1),
            ("no-work", 2),
            ("signature", 3)
        ]
    );
    assert!(Refusal::NothingListed.to_string().len() < 60);
}

#[test]
fn the_page_difficulty_is_required_by_default() {
    let mut lobby = Lobby::new(DEFAULT_DIFFICULTY);
    let cheap = post(1, NOW);
    assert_eq!(lobby.add(&cheap, NOW), Err(Refusal::Work));
    let paid = challenge(NOW, "paid")
        .event(&keys(1), DEFAULT_DIFFICULTY, &[2; 32])
        .unwrap();
    assert_eq!(lobby.add(&paid, NOW), Ok(Added::Listed));
}

#[test]
fn a_key_shows_a_few_challenges_then_is_hidden() {
    let mut lobby = Lobby::new(WORK);
    assert_eq!(lobby.add(&post(1, NOW - 30), NOW), Ok(Added::Listed));
    assert_eq!(lobby.add(&post(1, NOW - 20), NOW), Ok(Added::Replaced));
    // An older one from the same key, after a newer one: superseded.
    assert_eq!(lobby.add(&post(1, NOW - 25), NOW), Err(Refusal::Superseded));
    assert_eq!(lobby.add(&post(1, NOW - 10), NOW), Ok(Added::Replaced));
    assert_eq!(lobby.listed().len(), 1);
    assert_eq!(lobby.listed()[0].challenge.created_at, NOW - 10);
    // The fourth from the key: a flood, refused before any work is checked.
    let mut fourth = challenge(NOW, "again").unsigned_event();
    fourth.pubkey = keys(1).public_key();
    assert_eq!(lobby.add(&fourth, NOW), Err(Refusal::Flood));
    assert_eq!(lobby.listed()[0].challenge.created_at, NOW - 10);
    // Other keys are listed as before.
    assert_eq!(lobby.add(&post(2, NOW), NOW), Ok(Added::Listed));
}

#[test]
fn the_list_is_capped_and_keeps_the_newest() {
    let mut lobby = Lobby::new(WORK);
    for k in 0..MAX_LISTED as u16 {
        assert_eq!(
            lobby.add(&post(k + 1, NOW - 100 + u64::from(k)), NOW),
            Ok(Added::Listed)
        );
    }
    assert_eq!(lobby.add(&post(900, NOW - 101), NOW), Err(Refusal::Full));
    assert_eq!(lobby.add(&post(901, NOW), NOW), Ok(Added::Listed));
    assert_eq!(lobby.listed().len(), MAX_LISTED);
    assert_eq!(lobby.listed()[0].challenge.created_at, NOW);
    assert_eq!(lobby.listed()[MAX_LISTED - 1].challenge.created_at, NOW - 99);
    // A listed key replacing its own challenge does not need a free place.
    assert_eq!(lobby.add(&post(2, NOW - 1), NOW), Ok(Added::Replaced));
    assert_eq!(lobby.listed().len(), MAX_LISTED);
}

#[test]
fn a_poster_withdraws_its_challenge_for_good() {
    let mut lobby = Lobby::new(WORK);
    let posted = post(1, NOW - 60);
    assert_eq!(lobby.add(&posted, NOW), Ok(Added::Listed));
    assert_eq!(lobby.add(&post(2, NOW - 50), NOW), Ok(Added::Listed));
    // Another key cannot withdraw it, nor a forged withdrawal in its name.
    assert_eq!(lobby.add(&withdraw(3, NOW - 60, NOW), NOW), Err(Refusal::NothingListed));
    let mut forged = withdraw(3, NOW - 60, NOW);
    forged.pubkey = keys(1).public_key();
    assert_eq!(lobby.add(&forged, NOW), Err(Refusal::Signature));
    // A withdrawal dated before the challenge is an older state of the address.
    assert_eq!(
        lobby.add(&withdraw(1, NOW - 90, NOW - 70), NOW),
        Err(Refusal::Superseded)
    );
    assert_eq!(lobby.add(&withdraw(1, NOW - 60, NOW), NOW), Ok(Added::Withdrawn));
    assert_eq!(lobby.listed().len(), 1);
    assert_eq!(lobby.listed()[0].pubkey, keys(2).public_key());
    // Another relay's copy of the withdrawn challenge, or an older one, stays out.
    let mut again = lobby.clone();
    assert_eq!(again.add(&posted, NOW + 1), Err(Refusal::Duplicate));
    assert_eq!(lobby.add(&post(1, NOW - 30), NOW + 1), Err(Refusal::Superseded));
    // A challenge posted after the withdrawal is a new one.
    assert_eq!(lobby.add(&post(1, NOW + 1), NOW + 1), Ok(Added::Listed));
}

#[test]
fn a_withdrawal_that_comes_before_its_challenge_still_counts() {
    // One relay has the withdrawal, another missed it and sends the challenge.
    let mut lobby = Lobby::new(WORK);
    let posted = post(1, NOW - 60);
    assert_eq!(
        lobby.add(&withdraw(1, NOW - 60, NOW - 5), NOW),
        Err(Refusal::NothingListed)
    );
    // Forged ones set aside are checked only when a challenge of their key
    // comes, and then fail.
    let mut forged = withdraw(2, NOW - 40, NOW - 4);
    forged.pubkey = keys(3).public_key();
    assert_eq!(lobby.add(&forged, NOW), Err(Refusal::NothingListed));
    assert_eq!(lobby.add(&posted, NOW), Err(Refusal::Superseded));
    assert_eq!(lobby.add(&post(3, NOW - 40), NOW), Ok(Added::Listed));
    // A withdrawal older than the challenge does not withdraw it.
    assert_eq!(
        lobby.add(&withdraw(4, NOW - 90, NOW - 80), NOW),
        Err(Refusal::NothingListed)
    );
    assert_eq!(lobby.add(&post(4, NOW - 30), NOW), Ok(Added::Listed));
    assert_eq!(lobby.listed().len(), 2);
    assert_eq!(lobby.refused(Refusal::NothingListed), 3);
}
