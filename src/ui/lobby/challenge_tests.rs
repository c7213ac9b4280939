//! A challenge written as its event and read back, and every field of a
//! hostile one checked.

use super::*;
use crate::nostr::pow::{check, difficulty};
use crate::nostr::verify;
use crate::rules::{Color, TimeControl};
use crate::ui::lobby::pace::Days;

const NOW: u64 = 1_800_000_000;

fn sample() -> Challenge {
    Challenge::new(
        Start::FullBeltHowe,
        true,
        ColorChoice::Random,
        Pace::Clock(TimeControl::new(300_000, 3_000)),
        "Ana; from Porto",
        NOW,
        MAX_LIFETIME_S,
    )
}

fn keys() -> Keys {
    Keys::from_secret(&[9; 32]).expect("a key")
}

#[test]
fn a_challenge_is_written_as_its_event_and_read_back() {
    let challenge = sample();
    assert_eq!(
        challenge.content(),
        "beltboard-challenge-1;full-belt-howe;1;random;5+3;Ana; from Porto"
    );
    let event = challenge.unsigned_event();
    assert_eq!(event.kind, KIND);
    assert_eq!(event.created_at, NOW);
    assert_eq!(
        event.tags,
        vec![
            vec!["d".to_string(), ADDRESS.to_string()],
            vec!["expiration".to_string(), (NOW + 3_600).to_string()]
        ]
    );
    assert_eq!(Posted::read(&event), Ok(Posted::Open(challenge.clone())));
    for pace in [Pace::Untimed, Pace::Days(Days::Seven)] {
        let other = Challenge::new(Start::NoPawnsOneKing, false, ColorChoice::Black, pace, "", NOW, 60);
        assert_eq!(Posted::read(&other.unsigned_event()), Ok(Posted::Open(other)));
    }
}

#[test]
fn the_event_is_mined_and_signed_and_still_reads() {
    let challenge = sample();
    let event = challenge.event(&keys(), 8, &[1; 32]).expect("signed");
    assert_eq!(verify(&event), Ok(()));
    assert_eq!(check(&event, 8), Ok(()));
    assert!(difficulty(&event.id) >= 8);
    assert_eq!(event.pubkey, keys().public_key());
    assert_eq!(Posted::read(&event), Ok(Posted::Open(challenge)));
    let json = event.to_json();
    assert_eq!(Event::read(&json).as_ref(), Ok(&event));
}

#[test]
fn a_new_challenge_is_normalized() {
    let c = Challenge::new(
        Start::NoPawns,
        true,
        ColorChoice::White,
        Pace::Untimed,
        "  \u{202e}Bob\u{7}\n the\tgreat and powerful of all  ",
        NOW,
        86_400,
    );
    assert!(!c.no_belt_check, "the option only exists with belts");
    assert_eq!(c.name, "Bob thegreat and powerfu");
    assert_eq!(c.name.chars().count(), MAX_NAME_CHARS);
    assert_eq!(c.expires_at, NOW + MAX_LIFETIME_S);
    assert_eq!(
        Challenge::new(Start::NoPawns, false, ColorChoice::White, Pace::Untimed, "", NOW, 0).expires_at,
        NOW + 1
    );
    assert_eq!(clean_name("é\u{2066}ü\u{200f}"), "éü");
    assert_eq!(clean_name("\u{1f642} x "), "\u{1f642} x");
}

#[test]
fn both_sides_derive_the_same_terms_from_the_event_id() {
    let challenge = sample();
    let mut id = [0u8; 32];
    id[24..].copy_from_slice(&0x0123_4567_89ab_cdefu64.to_be_bytes());
    for (coin, host) in [(0u8, Color::Black), (1, Color::White)] {
        id[23] = coin;
        let poster = challenge.terms(&id, true);
        let accepter = challenge.terms(&id, false);
        assert_eq!((poster.me, accepter.me), (host, !host));
        assert_eq!(
            (poster.game, accepter.game),
            (0x0123_4567_89ab_cdef, 0x0123_4567_89ab_cdef)
        );
        assert_eq!(poster.clock, Some(TimeControl::new(300_000, 3_000)));
        assert!(poster.no_belt_check);
        assert_eq!(poster.start, Start::FullBeltHowe);
    }
    let black = Challenge {
        side: ColorChoice::Black,
        pace: Pace::Days(Days::One),
        ..challenge
    };
    assert_eq!(black.terms(&id, true).me, Color::Black);
    assert_eq!(black.terms(&id, true).clock, None);
}

#[test]
fn a_withdrawal_reads_as_one() {
    let w = withdrawal(NOW, NOW + 30);
    assert_eq!(
        Posted::read(&w),
        Ok(Posted::Withdrawn {
            created_at: NOW + 30,
            expires_at: NOW + 30 + MAX_LIFETIME_S,
            taken: None,
        })
    );
    let t = taken(NOW, NOW + 30, &[7; 32]);
    assert_eq!(
        Posted::read(&t),
        Ok(Posted::Withdrawn {
            created_at: NOW + 30,
            expires_at: NOW + 30 + MAX_LIFETIME_S,
            taken: Some([7; 32]),
        })
    );
    for content in [
        "beltboard-challenge-1;taken;07",
        "beltboard-challenge-1;taken;",
        "beltboard-challenge-1;taken;x;y",
    ] {
        let mut bad = t.clone();
        bad.content = content.to_string();
        assert_eq!(Posted::read(&bad), Err(ChallengeError::Format), "{content}");
    }
    assert_eq!(Posted::read(&w).map(|p| p.expires_at()), Ok(NOW + 30 + MAX_LIFETIME_S));
    // Withdrawn in the second it was posted: dated a second later.
    assert_eq!(withdrawal(NOW, NOW).created_at, NOW + 1);
}

fn with_content(content: &str) -> Event {
    let mut e = sample().unsigned_event();
    e.content = content.to_string();
    e
}

#[test]
fn every_field_is_checked() {
    let cases: &[(&str, ChallengeError)] = &[
        ("", ChallengeError::Format),
        ("beltboard-challenge-1", ChallengeError::Format),
        ("beltboard-challenge-1;withdrawn;", ChallengeError::Format),
        ("beltboard-challenge-2;full-belt;0;w;-;x", ChallengeError::Format),
        ("beltboard-challenge-1;full-belt;0;w;-", ChallengeError::Format),
        ("beltboard-challenge-1;chess;0;w;-;", ChallengeError::Game),
        ("beltboard-challenge-1;no-pawns;1;w;-;", ChallengeError::Game),
        ("beltboard-challenge-1;full-belt;2;w;-;", ChallengeError::Game),
        ("beltboard-challenge-1;full-belt;0;white;-;", ChallengeError::Side),
        ("beltboard-challenge-1;full-belt;0;w;d5;", ChallengeError::Pace),
        ("beltboard-challenge-1;full-belt;0;w;5+03;", ChallengeError::Pace),
        ("beltboard-challenge-1;full-belt;0;w;-; Ana", ChallengeError::Name),
        ("beltboard-challenge-1;full-belt;0;w;-;A\u{0}na", ChallengeError::Name),
        (
            "beltboard-challenge-1;full-belt;0;w;-;\u{202e}Ana",
            ChallengeError::Name,
        ),
        (
            "beltboard-challenge-1;full-belt;0;w;-;abcdefghijklmnopqrstuvwxy",
            ChallengeError::Name,
        ),
    ];
    for (content, error) in cases {
        assert_eq!(Posted::read(&with_content(content)), Err(*error), "{content:?}");
    }
    let long = format!("beltboard-challenge-1;full-belt;0;w;-;{}", "ü".repeat(90));
    assert_eq!(Posted::read(&with_content(&long)), Err(ChallengeError::Size));
    let ok = with_content("beltboard-challenge-1;full-belt;0;b;d2;");
    assert!(matches!(Posted::read(&ok), Ok(Posted::Open(c)) if c.side == ColorChoice::Black && c.name.is_empty()));
}

#[test]
fn the_kind_address_and_lifetime_are_checked() {
    let good = sample().unsigned_event();
    let tag = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let mut e = good.clone();
    e.kind = 30_432;
    assert_eq!(Posted::read(&e), Err(ChallengeError::Kind));
    for tags in [
        vec![tag(&["expiration", "1800003600"])],
        vec![tag(&["d", "other"]), tag(&["expiration", "1800003600"])],
        vec![tag(&["d", ADDRESS, "x"]), tag(&["expiration", "1800003600"])],
        vec![
            tag(&["d", ADDRESS]),
            tag(&["d", ADDRESS]),
            tag(&["expiration", "1800003600"]),
        ],
    ] {
        e = good.clone();
        e.tags = tags;
        assert_eq!(Posted::read(&e), Err(ChallengeError::Address), "{:?}", e.tags);
    }
    for (tags, error) in [
        (vec![tag(&["d", ADDRESS])], ChallengeError::Expiration),
        (
            vec![tag(&["d", ADDRESS]), tag(&["expiration", "soon"])],
            ChallengeError::Expiration,
        ),
        (
            vec![tag(&["d", ADDRESS]), tag(&["expiration", "1800000000"])],
            ChallengeError::Lifetime,
        ),
        (
            vec![tag(&["d", ADDRESS]), tag(&["expiration", "1800003601"])],
            ChallengeError::Lifetime,
        ),
        (vec![tag(&["d", ADDRESS]); 9], ChallengeError::Size),
    ] {
        e = good.clone();
        e.tags = tags;
        assert_eq!(Posted::read(&e), Err(error), "{:?}", e.tags);
    }
    // Tags another client adds are let be.
    e = good.clone();
    e.tags.push(tag(&["alt", "A Beltboard challenge"]));
    assert!(Posted::read(&e).is_ok());
}

#[test]
fn the_subscription_asks_for_the_last_hour_of_challenges() {
    assert_eq!(
        filter(NOW).to_json(),
        "{\"kinds\":[30431],\"#d\":[\"beltboard-challenge\"],\"since\":1799996400,\"limit\":100}"
    );
}
