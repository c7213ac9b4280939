//! The lobby's readers against what a hostile relay or poster sends: each
//! refused with a short message, never a panic (the fuzz targets' checks on
//! hand-made cases; `beltboard fuzz lobby-challenge` and
//! `lobby-correspondence` run them long).

use beltboard::fuzz::{check_one, target};

#[test]
fn hostile_challenges_are_refused_briefly() {
    let challenge = target("lobby-challenge").expect("the target");
    let event = |content: &str, tags: &str| {
        format!(
            "{{\"id\":\"{}\",\"pubkey\":\"{}\",\"created_at\":1800000000,\"kind\":30431,\"tags\":{tags},\"content\":\"{content}\",\"sig\":\"{}\"}}",
            "00".repeat(32),
            "11".repeat(32),
            "22".repeat(64)
        )
    };
    let tags = "[[\"d\",\"beltboard-challenge\"],[\"expiration\",\"1800003600\"],[\"nonce\",\"1\",\"16\"]]";
    for hostile in [
        // Oversized content, a bidi override in the name, a name too long.
        event(&"x".repeat(15_000), tags),
        event("beltboard-challenge-1;full-belt;0;w;-;\\u202eevil", tags),
        event(
            &format!("beltboard-challenge-1;full-belt;0;w;-;{}", "n".repeat(25)),
            tags,
        ),
        // No expiration, one a day away, two addresses, too many tags.
        event(
            "beltboard-challenge-1;full-belt;0;w;-;a",
            "[[\"d\",\"beltboard-challenge\"]]",
        ),
        event(
            "beltboard-challenge-1;full-belt;0;w;-;a",
            "[[\"d\",\"beltboard-challenge\"],[\"expiration\",\"1800086400\"]]",
        ),
        event(
            "beltboard-challenge-1;full-belt;0;w;-;a",
            "[[\"d\",\"beltboard-challenge\"],[\"d\",\"beltboard-challenge\"],[\"expiration\",\"1800003600\"]]",
        ),
        event(
            "beltboard-challenge-1;full-belt;0;w;-;a",
            &format!("[{}]", ["[\"t\",\"x\"]"; 12].join(",")),
        ),
        // Not an event at all.
        "[".repeat(100_000),
    ] {
        assert_eq!(
            check_one(challenge, &hostile),
            Ok(false),
            "{}",
            &hostile[..hostile.len().min(200)]
        );
    }
}

#[test]
fn hostile_correspondence_states_are_refused_briefly() {
    let state = target("lobby-correspondence").expect("the target");
    let keys = format!("{};{}", "aa".repeat(32), "bb".repeat(32));
    let text = |turns: &str, end: &str| {
        format!("beltboard-correspondence-1;0000000000000009;no-pawns;0;3;{keys};1800000000;1800000000;{turns};{end}")
    };
    assert_eq!(check_one(state, &text("b1c3,g8f6", "-")), Ok(true));
    for hostile in [
        text("b1c3,b1c3", "-"),
        text(&vec!["b1c3"; 5_000].join(","), "-"),
        text("b1c3", "claim-w-1800000001"),
        text("", "resigned-x"),
        "x;".repeat(50_000),
    ] {
        assert_eq!(
            check_one(state, &hostile),
            Ok(false),
            "{}",
            &hostile[..hostile.len().min(200)]
        );
    }
}
