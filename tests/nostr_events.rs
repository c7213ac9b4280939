//! Nostr events (NIP-01): ids of real events computed again, the canonical
//! escaping, the JSON written and read back, and a reader that refuses
//! what is not an event, within its limits, without panicking.

use beltboard::nostr::{verify, Event, EventError, Field, JsonProblem, MAX_EVENT_BYTES, MAX_TAGS};

/// Events signed by other clients: two made by `nak` (fiatjaf's Nostr army
/// knife) with the secret keys 1 and 2, from its README, and one a relay
/// sent with escapes, accents and emoji in its content.
const REAL_EVENTS: [&str; 3] = [
    r#"{"id":"53443506e7d09e55b922a2369b80f926007a8a8a8ea5f09df1db59fe1993335e","pubkey":"79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798","created_at":1698632644,"kind":1,"tags":[],"content":"hello from the nostr army knife","sig":"4bdb609c975b2b61338c2ff4c7ce91d4afe74bea4ed1601a62e1fd125bd4c0ae6e0166cca96e5cfb7e0f50583eb6a0dd0b66072566299b6007742db56278010c"}"#,
    r#"{"id":"e20978737ab7cd36eca300a65f11738176123f2e0c23054544b18fe493e2aa1a","pubkey":"c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5","created_at":1698632753,"kind":1,"tags":[["t","gm"]],"content":"good morning","sig":"5687c1a97066c349cb3bde0c0719fd1652a13403ba6aca7557b646307ee6718528cd86989db08bf6a7fd04bea0b0b87c1dd1b78c2d21b80b80eebab7f40b8916"}"#,
    r#"{"id": "cd720b23163210ebddec88bc4e74d83c9667cdf11b95d376865315c686ed34eb", "pubkey": "11d0b66747887ba9a6d34b23eb31287374b45b1a1b161eac54cb183c53e00ef7",
        "created_at": 1684947090, "kind": 1,
        "tags": [["e", "f9f30e37adffe3afe12fda2f8db4502ece334f261273a9a0be7e8adb29b35145"], ["p", "9eefd04d32ab5da8de12d7b83201578ea095a676acf3a692ec1b0b202ae4e16f"]],
        "content": "I'll take a large lill\u00f6rdag please.\n\n\ud83d\ude0e\ud83e\udd19\ud83d\udc47\ud83c\udf7b\n\nnostr:nevent1qqs0nucwx7kllca0uyha5tudk3gzan3nfunpyuaf5zl8azkm9xe4z3gpzamhxue69uhhyetvv9ujumn0wd68ytnzv9hxgtczyz0wl5zdx244m2x7zttmsvsp2782p9dxw6k08f5jasdskgp2unsk7qcyqqqqqqgncdx20",
        "sig": "6c66e42dd481a0769148be33932a643672710f0ed83eeaaf4af5fe0f53e52b810a924ba2498354b8b00a54f065f4de0d92c42c70fdb39a2da67ac97baf4f9ae0"}"#,
];

#[test]
fn real_events_read_and_their_ids_and_signatures_hold() {
    for text in REAL_EVENTS {
        let event = Event::read(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(event.compute_id(), event.id, "{text}");
        assert_eq!(verify(&event), Ok(()), "{text}");
    }
    let emoji = Event::read(REAL_EVENTS[2]).unwrap();
    assert!(emoji
        .content
        .starts_with("I'll take a large lillördag please.\n\n😎🤙👇🍻\n\nnostr:"));
    assert_eq!(emoji.tags.len(), 2);
}

#[test]
fn the_canonical_serialization_is_nip_01s() {
    let event = Event::read(REAL_EVENTS[1]).unwrap();
    assert_eq!(
        event.canonical(),
        r#"[0,"c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5",1698632753,1,[["t","gm"]],"good morning"]"#
    );
    // The seven escapes NIP-01 names; every other character verbatim, even a
    // control character (which the wire escapes as JSON requires).
    let mut odd = Event::unsigned(7, 1, vec![vec!["a\"b".into()]], "\n\"\\\r\t\u{8}\u{c}\u{1}é/".into());
    odd.pubkey = [0xab; 32];
    assert_eq!(
        odd.canonical(),
        format!(
            "[0,\"{}\",7,1,[[\"a\\\"b\"]],\"\\n\\\"\\\\\\r\\t\\b\\f\u{1}é/\"]",
            "ab".repeat(32)
        )
    );
    assert!(odd.to_json().contains(r#""content":"\n\"\\\r\t\b\f\u0001é/""#));
}

#[test]
fn an_event_written_reads_back_the_same() {
    for text in REAL_EVENTS {
        let event = Event::read(text).unwrap();
        let written = event.to_json();
        assert_eq!(Event::read(&written), Ok(event.clone()));
        assert_eq!(Event::read(&written).unwrap().to_json(), written);
    }
    assert_eq!(
        Event::read(REAL_EVENTS[0]).unwrap().to_json(),
        REAL_EVENTS[0],
        "written in NIP-01's order, with no spaces"
    );
}

#[test]
fn fields_unknown_to_nip_01_are_skipped_and_the_order_is_free() {
    let event = Event::read(REAL_EVENTS[1]).unwrap();
    let shuffled = format!(
        r#"{{"sig":"{}","extra":{{"x":[1,2.5,null]}},"content":"good morning","tags":[["t","gm"]],"kind":1,"created_at":1698632753,"pubkey":"{}","id":"{}"}}"#,
        beltboard::nostr::hex(&event.sig),
        beltboard::nostr::hex(&event.pubkey),
        beltboard::nostr::hex(&event.id)
    );
    assert_eq!(Event::read(&shuffled), Ok(event));
}

fn with(field: &str, value: &str) -> String {
    let base = Event::read(REAL_EVENTS[1]).unwrap().to_json();
    let start = base.find(&format!("\"{field}\":")).unwrap() + field.len() + 3;
    let rest = &base[start..];
    let end = start + rest.find([',', '}']).unwrap_or(rest.len());
    let end = if field == "tags" {
        start + rest.find("]],").unwrap() + 2
    } else {
        end
    };
    format!("{}{value}{}", &base[..start], &base[end..])
}

#[test]
fn the_reader_says_what_is_wrong() {
    let cases: Vec<(String, EventError)> = vec![
        ("[]".into(), EventError::NotAnObject),
        (with("kind", "65536"), EventError::WrongType(Field::Kind)),
        (with("kind", "-1"), EventError::WrongType(Field::Kind)),
        (with("kind", "1.0"), EventError::WrongType(Field::Kind)),
        (with("kind", "\"1\""), EventError::WrongType(Field::Kind)),
        (with("created_at", "1e9"), EventError::WrongType(Field::CreatedAt)),
        (with("content", "null"), EventError::WrongType(Field::Content)),
        (with("id", "\"E2\""), EventError::BadHex(Field::Id)),
        (
            with("pubkey", &format!("\"{}\"", "C".repeat(64))),
            EventError::BadHex(Field::Pubkey),
        ),
        (
            with("sig", &format!("\"{}\"", "0".repeat(126))),
            EventError::BadHex(Field::Sig),
        ),
        (with("sig", "7"), EventError::WrongType(Field::Sig)),
        (with("tags", "{}"), EventError::WrongType(Field::Tags)),
        (with("tags", "[[]]"), EventError::BadTag),
        (with("tags", "[[1]]"), EventError::WrongType(Field::Tags)),
        (with("tags", "[\"t\"]"), EventError::WrongType(Field::Tags)),
        (
            with("tags", &format!("[[\"t\",\"{}\"]]", "x".repeat(257))),
            EventError::BadTag,
        ),
        (
            with("tags", &format!("[[{}]]", ["\"a\""; 9].join(","))),
            EventError::BadTag,
        ),
        (
            with("tags", &format!("[{}]", vec!["[\"t\"]"; MAX_TAGS + 1].join(","))),
            EventError::TooManyTags,
        ),
        (
            r#"{"id":"00","id":"00"}"#.into(),
            EventError::Json(beltboard::nostr::JsonError {
                at: 11,
                problem: JsonProblem::RepeatedKey,
            }),
        ),
        (r#"{"pubkey":"00"}"#.into(), EventError::Missing(Field::Kind)),
    ];
    for (text, expected) in cases {
        assert_eq!(Event::read(&text), Err(expected), "{text}");
        assert!(expected.to_string().len() < 100);
    }
    let long = format!("{{\"content\":\"{}\"}}", "x".repeat(MAX_EVENT_BYTES));
    assert_eq!(Event::read(&long), Err(EventError::TooLarge));
}

#[test]
fn an_event_that_does_not_hold_is_refused_by_verify() {
    let event = Event::read(REAL_EVENTS[1]).unwrap();
    let mut changed = event.clone();
    changed.content.push('!');
    assert_eq!(verify(&changed), Err(EventError::WrongId));
    let mut resigned = event.clone();
    resigned.sig[63] ^= 1;
    assert_eq!(verify(&resigned), Err(EventError::BadSignature));
    let mut other_key = event.clone();
    other_key.pubkey = Event::read(REAL_EVENTS[0]).unwrap().pubkey;
    other_key.id = other_key.compute_id();
    assert_eq!(verify(&other_key), Err(EventError::BadSignature));
    let mut off_curve = event;
    off_curve.pubkey = [0xff; 32];
    off_curve.id = off_curve.compute_id();
    assert_eq!(verify(&off_curve), Err(EventError::BadPublicKey));
}

#[test]
fn every_cut_of_an_event_is_refused_without_panic() {
    let text = REAL_EVENTS[2];
    for (i, _) in text.char_indices() {
        assert!(Event::read(&text[..i]).is_err());
    }
}
