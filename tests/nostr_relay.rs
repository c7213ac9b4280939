//! Relay messages (NIP-01) written and read, the check every event received
//! passes, the replay guard, and two players' channel against what a
//! hostile relay can do: forge, copy, replay, delay, date ahead, mislabel.

use beltboard::ai::Rng;
use beltboard::nostr::{
    accept, close_message, hex, publish_message, req_message, Channel, Event, EventError, Filter, Keys, Label,
    MessageError, Purpose, Refusal, RelayMessage, ReplayGuard, SealError, KIND, MAX_AHEAD_S, MAX_CONTENT,
    MAX_FRAME_BYTES,
};

fn random<const N: usize>(rng: &mut Rng) -> [u8; N] {
    std::array::from_fn(|_| rng.next_u64() as u8)
}

fn keys(rng: &mut Rng) -> Keys {
    loop {
        if let Some(keys) = Keys::from_secret(&random(rng)) {
            return keys;
        }
    }
}

const NOW: u64 = 1_767_225_600;
const MAX_AGE: u64 = 15 * 60;

#[test]
fn client_messages_are_written_as_nip_01_says() {
    let filter = Filter {
        kinds: vec![KIND, 1],
        tag: Some(('t', vec!["ab".into(), "c\"d".into()])),
        since: Some(5),
        limit: Some(0),
    };
    assert_eq!(
        req_message("s1", &filter),
        r##"["REQ","s1",{"kinds":[26431,1],"#t":["ab","c\"d"],"since":5,"limit":0}]"##
    );
    let empty = Filter {
        kinds: vec![],
        tag: None,
        since: None,
        limit: None,
    };
    assert_eq!(req_message("x", &empty), r#"["REQ","x",{}]"#);
    assert_eq!(close_message("s1"), r#"["CLOSE","s1"]"#);
    let event = Event::unsigned(3, 1, vec![], "hi".into());
    assert_eq!(publish_message(&event), format!("[\"EVENT\",{}]", event.to_json()));
    let channel = Channel::new(&[9; 32]);
    assert_eq!(
        channel.filter(NOW).to_json(),
        format!(r##"{{"kinds":[26431],"#t":["{}"],"since":{NOW}}}"##, channel.tag())
    );
}

#[test]
fn relay_messages_read_and_write_back() {
    let mut rng = Rng::new(1);
    let channel = Channel::new(&[1; 32]);
    let event = channel
        .event(
            &keys(&mut rng),
            Purpose::Answer,
            b"answer",
            NOW,
            &random(&mut rng),
            &random(&mut rng),
        )
        .unwrap();
    let id = hex(&event.id);
    let texts = [
        format!(r#"["EVENT","sub",{}]"#, event.to_json()),
        r#"["EOSE","sub"]"#.to_string(),
        r#"["NOTICE","slow \"down\"\n"]"#.to_string(),
        r#"["CLOSED","sub","error: shutting down"]"#.to_string(),
        format!(r#"["OK","{id}",true,""]"#),
        format!(r#"["OK","{id}",false,"blocked: no"]"#),
        r#"["AUTH"]"#.to_string(),
    ];
    for text in &texts {
        let message = RelayMessage::read(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(&message.to_json(), text);
    }
    assert_eq!(
        RelayMessage::read(&texts[0]),
        Ok(RelayMessage::Event {
            sub_id: "sub".into(),
            event: event.clone()
        })
    );
    assert_eq!(
        RelayMessage::read(&format!(" [ \"OK\" , \"{id}\" , false , \"rate-limited: x\" ] ")),
        Ok(RelayMessage::Ok {
            event_id: event.id,
            accepted: false,
            message: "rate-limited: x".into()
        })
    );
    assert_eq!(
        RelayMessage::read(r#"["AUTH","challenge",{"deep":[[[1]]]}]"#),
        Ok(RelayMessage::Unknown { label: "AUTH".into() })
    );
    assert_eq!(
        RelayMessage::read(&format!("[\"{}\"]", "L".repeat(100))),
        Ok(RelayMessage::Unknown { label: "L".repeat(32) })
    );
}

#[test]
fn malformed_relay_messages_are_refused_briefly() {
    let cases: Vec<(String, MessageError)> = vec![
        ("{}".into(), MessageError::NotAMessage),
        ("[]".into(), MessageError::NotAMessage),
        ("[1,\"EOSE\"]".into(), MessageError::NotAMessage),
        ("[\"EOSE\"]".into(), MessageError::WrongShape(Label::Eose)),
        ("[\"EOSE\",\"a\",\"b\"]".into(), MessageError::WrongShape(Label::Eose)),
        ("[\"EOSE\",1]".into(), MessageError::WrongShape(Label::Eose)),
        ("[\"EOSE\",\"\"]".into(), MessageError::BadSubscription),
        (
            format!("[\"EOSE\",\"{}\"]", "s".repeat(65)),
            MessageError::BadSubscription,
        ),
        ("[\"NOTICE\",null]".into(), MessageError::WrongShape(Label::Notice)),
        ("[\"CLOSED\",\"s\"]".into(), MessageError::WrongShape(Label::Closed)),
        ("[\"OK\",\"00\",true,\"\"]".into(), MessageError::BadEventId),
        (
            format!("[\"OK\",\"{}\",\"true\",\"\"]", "0".repeat(64)),
            MessageError::WrongShape(Label::Ok),
        ),
        ("[\"EVENT\",\"s\"]".into(), MessageError::WrongShape(Label::Event)),
        (
            "[\"EVENT\",\"s\",[]]".into(),
            MessageError::Event(EventError::NotAnObject),
        ),
        (
            format!("[\"NOTICE\",\"{}\"]", "x".repeat(MAX_FRAME_BYTES)),
            MessageError::TooLarge,
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(RelayMessage::read(&text), Err(expected), "{text}");
        assert!(expected.to_string().len() < 120);
    }
    assert!(matches!(
        RelayMessage::read("[\"EOSE\",\"s\""),
        Err(MessageError::Json(_))
    ));
    // A subscription id of 64 characters (not bytes) is within NIP-01's limit.
    assert!(RelayMessage::read(&format!("[\"EOSE\",\"{}\"]", "é".repeat(64))).is_ok());
}

/// Two players: the inviter, who made the secret, and the friend, who
/// opened the link; each with a throw-away key.
struct Game {
    channel: Channel,
    inviter: Keys,
    friend: Keys,
    rng: Rng,
}

impl Game {
    fn new(seed: u64) -> Game {
        let mut rng = Rng::new(seed);
        let secret = random(&mut rng);
        Game {
            channel: Channel::new(&secret),
            inviter: keys(&mut rng),
            friend: keys(&mut rng),
            rng,
        }
    }

    fn event(&mut self, from_friend: bool, purpose: Purpose, payload: &[u8], at: u64) -> Event {
        let keys = if from_friend { &self.friend } else { &self.inviter };
        let (nonce, aux) = (random(&mut self.rng), random(&mut self.rng));
        self.channel.event(keys, purpose, payload, at, &nonce, &aux).unwrap()
    }

    /// What the receiving page does with a frame: read, check, open, guard.
    fn receive(&self, guard: &mut ReplayGuard, frame: &str, purpose: Purpose) -> Result<Vec<u8>, String> {
        let RelayMessage::Event { event, .. } = RelayMessage::read(frame).map_err(|e| e.to_string())? else {
            return Err("not an event".into());
        };
        self.channel.accept(&event, NOW, MAX_AGE).map_err(|e| e.to_string())?;
        let payload = self.channel.open(purpose, &event).map_err(|e| e.to_string())?;
        if !guard.first_time(&event.id) {
            return Err("seen".into());
        }
        Ok(payload)
    }
}

fn frame(event: &Event) -> String {
    RelayMessage::Event {
        sub_id: "g".into(),
        event: event.clone(),
    }
    .to_json()
}

#[test]
fn an_answer_and_turns_travel_and_a_hostile_relay_gets_nothing_through() {
    let mut game = Game::new(42);
    let mut guard = ReplayGuard::default();
    let answer = game.event(true, Purpose::Answer, b"v=0 answer", NOW - 3);
    // What the friend publishes is what the inviter's relay passes on.
    assert_eq!(publish_message(&answer), format!("[\"EVENT\",{}]", answer.to_json()));
    assert_eq!(
        game.receive(&mut guard, &frame(&answer), Purpose::Answer),
        Ok(b"v=0 answer".to_vec())
    );
    // The relay replays it, or a second relay delivers it too.
    assert_eq!(
        game.receive(&mut guard, &frame(&answer), Purpose::Answer),
        Err("seen".into())
    );
    // Replayed as a turn: sealed for another purpose.
    assert_eq!(
        game.receive(&mut guard, &frame(&answer), Purpose::Move),
        Err(SealError::Forged.to_string())
    );
    // The relay signs the genuine content as its own event (it knows the tag).
    let mut rng = Rng::new(7);
    let relay_keys = keys(&mut rng);
    let mut copied = Event::unsigned(NOW, KIND, answer.tags.clone(), answer.content.clone());
    relay_keys.sign(&mut copied, &random(&mut rng)).unwrap();
    assert_eq!(game.channel.accept(&copied, NOW, MAX_AGE), Ok(()));
    assert_eq!(
        game.receive(&mut guard, &frame(&copied), Purpose::Answer),
        Err(SealError::Forged.to_string())
    );
    // The relay alters a genuine event, or forges one without the secret.
    let mut altered = answer.clone();
    altered.content.replace_range(0..4, "AAAA");
    assert_eq!(
        game.receive(&mut guard, &frame(&altered), Purpose::Answer),
        Err(Refusal::Id.to_string())
    );
    // A turn goes through; the inviter's own echo is told apart by its key.
    let turn = game.event(false, Purpose::Move, b"ply 1 e2e4", NOW);
    assert_eq!(turn.pubkey, game.inviter.public_key());
    assert_eq!(
        game.receive(&mut guard, &frame(&turn), Purpose::Move),
        Ok(b"ply 1 e2e4".to_vec())
    );
}

#[test]
fn accept_asks_the_cheapest_question_first() {
    let mut game = Game::new(9);
    let tag = game.channel.tag().to_string();
    let good = game.event(true, Purpose::Move, b"x", NOW);
    assert_eq!(accept(&good, &tag, KIND, NOW, MAX_AGE), Ok(()));
    // A broken signature is found only when every cheaper check passes.
    let mut bad = good.clone();
    bad.sig[0] ^= 1;
    assert_eq!(accept(&bad, &tag, KIND, NOW, MAX_AGE), Err(Refusal::Signature));
    bad.content.push('x');
    assert_eq!(accept(&bad, &tag, KIND, NOW, MAX_AGE), Err(Refusal::Id));
    assert_eq!(
        accept(&bad, &tag, KIND, NOW + MAX_AGE + 1, MAX_AGE),
        Err(Refusal::TooOld)
    );
    assert_eq!(
        accept(&bad, &tag, KIND, NOW - MAX_AHEAD_S - 1, MAX_AGE),
        Err(Refusal::FromTheFuture)
    );
    bad.content = "A".repeat(MAX_CONTENT + 1);
    assert_eq!(accept(&bad, &tag, KIND, NOW, MAX_AGE), Err(Refusal::Size));
    assert_eq!(accept(&bad, &"0".repeat(64), KIND, NOW, MAX_AGE), Err(Refusal::Tag));
    assert_eq!(accept(&bad, &tag, 1, NOW, MAX_AGE), Err(Refusal::Kind));
    // The edges: exactly max_age old, exactly MAX_AHEAD_S ahead.
    assert_eq!(accept(&good, &tag, KIND, NOW + MAX_AGE, MAX_AGE), Ok(()));
    assert_eq!(accept(&good, &tag, KIND, NOW - MAX_AHEAD_S, MAX_AGE), Ok(()));
    // The tag must be exactly [t, value]: a longer tag or another name is not it.
    let mut other_tags = good.clone();
    other_tags.tags = vec![vec!["t".into(), tag.clone(), "x".into()], vec!["d".into(), tag.clone()]];
    assert_eq!(accept(&other_tags, &tag, KIND, NOW, MAX_AGE), Err(Refusal::Tag));
}

#[test]
fn another_invitation_never_sees_this_ones_events() {
    let mut game = Game::new(5);
    let other = Game::new(6);
    let event = game.event(true, Purpose::Answer, b"answer", NOW);
    assert_ne!(other.channel.tag(), game.channel.tag());
    assert_eq!(other.channel.accept(&event, NOW, MAX_AGE), Err(Refusal::Tag));
    assert_eq!(other.channel.open(Purpose::Answer, &event), Err(SealError::Forged));
}

#[test]
fn the_replay_guard_remembers_the_last_ids() {
    let mut guard = ReplayGuard::new(3);
    let ids: Vec<[u8; 32]> = (0..5u8).map(|i| [i; 32]).collect();
    for id in &ids[..3] {
        assert!(guard.first_time(id));
    }
    assert!(!guard.first_time(&ids[0]));
    assert!(guard.first_time(&ids[3]));
    // The oldest went to make room.
    assert!(!guard.contains(&ids[0]));
    assert!(guard.contains(&ids[1]) && guard.contains(&ids[3]));
    let mut tiny = ReplayGuard::new(0);
    assert!(tiny.first_time(&ids[4]));
    assert!(!tiny.first_time(&ids[4]));
}
