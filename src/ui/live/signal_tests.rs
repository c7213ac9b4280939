use super::*;

const NOW: u64 = 1_800_000_000;
const SECRET: [u8; 32] = [7; 32];

fn page(key: u8) -> Signal {
    Signal::new(&SECRET, &[key; 32]).expect("a key")
}

fn random(n: u8) -> [u8; EVENT_RANDOM] {
    [n; EVENT_RANDOM]
}

/// The frame a relay sends for a frame a page published.
fn relayed(published: &str) -> String {
    let event = published.strip_prefix("[\"EVENT\",").expect("an EVENT frame");
    format!("[\"EVENT\",\"{SUB_ID}\",{event}")
}

#[test]
fn the_answer_comes_back_once_and_the_page_ignores_its_own() {
    let (mut inviting, friend) = (page(1), page(2));
    let frame = friend
        .publish(Purpose::Answer, b"the-answer-code", NOW, &random(3))
        .unwrap();
    assert_eq!(
        inviting.read(&relayed(&frame), NOW),
        Heard::Answer("the-answer-code".into())
    );
    // The same event again (a relay replays it, another relay passes it too).
    assert_eq!(inviting.read(&relayed(&frame), NOW + 1), Heard::Nothing);
    // The friend's own event, back from the relay.
    let mut friend = friend;
    assert_eq!(friend.read(&relayed(&frame), NOW), Heard::Nothing);
}

#[test]
fn a_game_message_is_not_taken_for_an_answer() {
    let (mut a, b) = (page(1), page(2));
    let frame = b.publish(Purpose::Move, &[1, 2, 3], NOW, &random(4)).unwrap();
    assert_eq!(a.read(&relayed(&frame), NOW), Heard::Message(vec![1, 2, 3]));
}

#[test]
fn forged_foreign_old_and_future_events_are_dropped() {
    let (mut a, b) = (page(1), page(2));
    let frame = relayed(&b.publish(Purpose::Move, b"turn", NOW, &random(5)).unwrap());
    // A byte of the content changed: the id no longer matches.
    let i = frame.find("\"content\":\"").unwrap() + 12;
    let mut forged = frame.clone().into_bytes();
    forged[i] = if forged[i] == b'A' { b'B' } else { b'A' };
    let forged = String::from_utf8(forged).unwrap();
    assert!(matches!(a.read(&forged, NOW), Heard::Refused(Dropped::Event(_))));
    // Another game's channel: another tag.
    let mut other = Signal::new(&[9; 32], &[1; 32]).unwrap();
    assert!(matches!(other.read(&frame, NOW), Heard::Refused(Dropped::Event(_))));
    // Too old, and from the future.
    assert!(matches!(
        a.read(&frame, NOW + MAX_AGE_S + 10),
        Heard::Refused(Dropped::Event(_))
    ));
    assert!(matches!(a.read(&frame, NOW - 3_600), Heard::Refused(Dropped::Event(_))));
    // The genuine one still reads (a dropped copy is not remembered as seen).
    assert_eq!(a.read(&frame, NOW), Heard::Message(b"turn".to_vec()));
}

#[test]
fn a_relays_own_messages_are_understood_or_dropped() {
    let mut a = page(1);
    let id = "0".repeat(64);
    assert_eq!(
        a.read(&format!("[\"OK\",\"{id}\",false,\"blocked: no\"]"), NOW),
        Heard::Published(false)
    );
    assert_eq!(
        a.read(&format!("[\"OK\",\"{id}\",true,\"\"]"), NOW),
        Heard::Published(true)
    );
    assert_eq!(
        a.read(&format!("[\"CLOSED\",\"{SUB_ID}\",\"error: no\"]"), NOW),
        Heard::Closed
    );
    assert_eq!(a.read("[\"CLOSED\",\"other\",\"x\"]", NOW), Heard::Nothing);
    assert_eq!(a.read("[\"NOTICE\",\"slow down\"]", NOW), Heard::Nothing);
    assert_eq!(a.read(&format!("[\"EOSE\",\"{SUB_ID}\"]"), NOW), Heard::Nothing);
    assert_eq!(a.read("not json", NOW), Heard::Refused(Dropped::Unreadable));
    let huge = format!("[\"NOTICE\",\"{}\"]", "x".repeat(200_000));
    assert_eq!(a.read(&huge, NOW), Heard::Refused(Dropped::Unreadable));
}

#[test]
fn the_subscription_names_the_channel_only() {
    let a = page(1);
    let req = a.subscribe(NOW - 60);
    assert!(req.starts_with("[\"REQ\",\"beltboard\","), "{req}");
    assert!(
        !req.contains(&crate::nostr::hex(&SECRET)),
        "the secret never leaves the page"
    );
}

#[test]
fn the_secret_travels_in_the_fragment_before_the_code() {
    let fragment = format!("{}live=ABCDEF", secret_part(&SECRET));
    assert_eq!(secret_in(&fragment), Some(SECRET));
    assert_eq!(crate::ui::live::flow::code_in(&fragment), "ABCDEF");
    assert_eq!(secret_in("live=ABCDEF"), None);
    assert_eq!(secret_in("key=zz&live=A"), None);
    assert_eq!(secret_in(&format!("key={}&live=A", "0".repeat(63))), None);
}

#[test]
fn once_the_friend_is_heard_a_third_key_is_a_stranger() {
    let (mut a, friend, third) = (page(1), page(2), page(3));
    let first = friend.publish(Purpose::Answer, b"answer", NOW, &random(1)).unwrap();
    assert_eq!(a.read(&relayed(&first), NOW), Heard::Answer("answer".into()));
    let other = third.publish(Purpose::Move, b"hello", NOW, &random(2)).unwrap();
    assert_eq!(a.read(&relayed(&other), NOW), Heard::Refused(Dropped::Stranger));
    let next = friend.publish(Purpose::Move, b"turn", NOW, &random(3)).unwrap();
    assert_eq!(a.read(&relayed(&next), NOW), Heard::Message(b"turn".to_vec()));
}
