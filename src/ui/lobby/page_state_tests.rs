//! The lobby page's reducer: posting with a proof of work, one challenge at
//! a time, the first reply taken and the others told, a correspondence
//! game that both sides start alike, and hostile frames dropped.

use super::*;
use crate::nostr::Keys;
use crate::rules::Start;
use crate::ui::live::flow::ColorChoice;
use crate::ui::lobby::challenge::{Posted, MAX_LIFETIME_S};
use crate::ui::lobby::pace::{Days, Pace};

const NOW: u64 = 1_800_000_000;
const WORK: u32 = 6;

fn page(key: u8) -> LobbyPageState {
    let mut page = LobbyPageState::with_difficulty(WORK);
    page.apply(LobbyAction::Listen {
        key: [key; 32],
        now_s: NOW,
    });
    page.apply(LobbyAction::RelaysOpened(1));
    page.apply(LobbyAction::Relay(RelayNews::Opened(0), NOW));
    page
}

fn challenge(pace: Pace) -> Challenge {
    Challenge::new(
        Start::FullBelt,
        false,
        ColorChoice::White,
        pace,
        "Ann",
        NOW,
        MAX_LIFETIME_S,
    )
}

/// Posts `challenge` from `page` and mines until it is open: its event.
fn post(page: &mut LobbyPageState, challenge: Challenge) -> Event {
    page.apply(LobbyAction::Post(challenge));
    for _ in 0..1_000 {
        if matches!(page.mine, Some(Mine::Open { .. })) {
            break;
        }
        page.apply(LobbyAction::MineStep([3; 32]));
    }
    let frame = page
        .relay_out
        .iter()
        .find(|f| f.starts_with("[\"EVENT\""))
        .expect("published");
    match RelayMessage::read(&frame.replace("[\"EVENT\",", "[\"EVENT\",\"lobby\",")) {
        Ok(RelayMessage::Event { event, .. }) => event,
        other => panic!("not an event: {other:?}"),
    }
}

fn event_frame(sub: &str, event: &Event) -> RelayNews {
    RelayNews::Frame(0, format!("[\"EVENT\",\"{sub}\",{}]", event.to_json()))
}

#[test]
fn a_challenge_is_mined_published_and_listened_to() {
    let mut poster = page(1);
    assert_eq!(poster.relay_out, vec![req_message(LIST_SUB, &filter(NOW))]);
    let event = post(&mut poster, challenge(Pace::Untimed));
    assert!(crate::nostr::pow::check(&event, WORK).is_ok());
    assert!(crate::nostr::verify(&event).is_ok());
    assert_eq!(poster.relay_out.len(), 3);
    assert!(poster.relay_out[2].starts_with("[\"REQ\",\"replies\""));
    // One challenge at a time.
    poster.apply(LobbyAction::Post(challenge(Pace::Days(Days::One))));
    assert!(matches!(&poster.mine, Some(Mine::Open { id, .. }) if *id == event.id));
    // It comes back from the relay and is listed (the view marks it as ours).
    poster.apply(LobbyAction::Relay(event_frame(LIST_SUB, &event), NOW));
    assert_eq!(poster.lobby.listed()[0].pubkey, poster.public_key().unwrap());
    assert!(poster.event_text(&event.id).is_some());
    // Withdrawn: a withdrawal at the same address, the replies closed.
    poster.apply(LobbyAction::Withdraw(NOW + 5, [4; 32]));
    assert!(poster.mine.is_none() && poster.lobby.listed().is_empty());
    let withdrawal = &poster.relay_out[3];
    assert!(withdrawal.contains("beltboard-challenge-1;withdrawn"), "{withdrawal}");
    assert_eq!(poster.relay_out[4], close_message(REPLIES_SUB));
}

/// The event of the last frame `page` published.
fn last_published(page: &LobbyPageState) -> Event {
    let frame = page
        .relay_out
        .iter()
        .rev()
        .find(|f| f.starts_with("[\"EVENT\""))
        .expect("published");
    match RelayMessage::read(&frame.replace("[\"EVENT\",", "[\"EVENT\",\"x\",")) {
        Ok(RelayMessage::Event { event, .. }) => event,
        other => panic!("not an event: {other:?}"),
    }
}

fn accept(page: &mut LobbyPageState, challenge: &Event, n: u8) {
    page.apply(LobbyAction::Relay(event_frame(LIST_SUB, challenge), NOW + 1));
    page.apply(LobbyAction::Accept {
        id: challenge.id,
        now_s: NOW + 2,
        secret: [n; 32],
        key: [n + 1; 32],
        random: [7; EVENT_RANDOM],
    });
}

#[test]
fn the_first_reply_is_taken_and_the_others_are_told() {
    let mut poster = page(1);
    let event = post(&mut poster, challenge(Pace::Untimed));
    let (mut first, mut second) = (page(2), page(3));
    accept(&mut first, &event, 10);
    accept(&mut second, &event, 20);
    assert!(first.waiting.is_some() && first.leaving.is_none());
    // It listens on the game's channel before it replies.
    assert!(first.relay_out.iter().any(|f| f.starts_with("[\"REQ\",\"beltboard\"")));
    let (a, b) = (last_published(&first), last_published(&second));
    assert!(!a.content.contains(&hex(&[10; 32])), "the secret is sealed");
    // A forged reply first: counted, nothing else.
    let mut forged = a.clone();
    forged.content = b.content.clone();
    poster.apply(LobbyAction::Relay(event_frame(REPLIES_SUB, &forged), NOW + 3));
    assert_eq!((poster.replies_refused, poster.leaving.is_none()), (1, true));
    poster.apply(LobbyAction::Relay(event_frame(REPLIES_SUB, &a), NOW + 3));
    let Some(Leaving::Host { secret, me, .. }) = poster.leaving.clone() else {
        panic!("{:?}", poster.leaving);
    };
    assert_eq!((secret, me), ([10; 32], Color::White));
    assert!(poster.mine.is_none());
    let gone = last_published(&poster);
    assert!(crate::nostr::verify(&gone).is_ok());
    assert!(matches!(Posted::read(&gone), Ok(Posted::Withdrawn { taken: Some(id), .. }) if id == a.id));
    // The second reply finds nothing to take.
    let frames = poster.relay_out.len();
    poster.apply(LobbyAction::Relay(event_frame(REPLIES_SUB, &b), NOW + 4));
    assert_eq!(poster.relay_out.len(), frames);
    poster.apply(LobbyAction::Relay(
        RelayNews::Frame(0, format!("[\"OK\",\"{}\",true,\"\"]", hex(&gone.id))),
        NOW + 4,
    ));
    assert_eq!(poster.taken_by, 1);
    // The withdrawal reaches both accepters: the second is told.
    for page in [&mut first, &mut second] {
        page.apply(LobbyAction::Relay(event_frame(LIST_SUB, &gone), NOW + 4));
        assert!(page.lobby.listed().is_empty());
    }
    assert_eq!((second.waiting.is_none(), second.news), (true, Some(LobbyNews::Taken)));
    assert!(first.waiting.as_ref().is_some_and(|w| w.taken));
    // The poster's live page invites on the channel: the first goes to it.
    let host = Signal::new(&secret, &[1; 32]).unwrap();
    let invitation = host
        .publish(crate::nostr::Purpose::Invitation, b"CODE", NOW + 5, &[9; EVENT_RANDOM])
        .unwrap()
        .replace("[\"EVENT\",", "[\"EVENT\",\"beltboard\",");
    second.apply(LobbyAction::Relay(RelayNews::Frame(0, invitation.clone()), NOW + 5));
    assert_eq!(second.leaving, None);
    first.apply(LobbyAction::Relay(RelayNews::Frame(0, invitation), NOW + 5));
    assert_eq!(
        first.leaving,
        Some(Leaving::Join(format!("key={}&go&live=CODE", hex(&[10; 32]))))
    );
}

#[test]
fn both_sides_of_a_correspondence_challenge_start_the_same_game() {
    let mut poster = page(1);
    let event = post(&mut poster, challenge(Pace::Days(Days::Three)));
    let mut accepter = page(2);
    accept(&mut accepter, &event, 5);
    let reply = last_published(&accepter);
    assert!(!reply.content.contains(&hex(&[5; 32])), "the secret is sealed");
    poster.apply(LobbyAction::Relay(event_frame(REPLIES_SUB, &reply), NOW + 3));
    let Some(Leaving::Correspondence {
        secret,
        key,
        state: theirs,
    }) = poster.leaving.clone()
    else {
        panic!("{:?}", poster.leaving);
    };
    assert_eq!((secret, key), ([5; 32], [1; 32]));
    // The accepter starts once its reply was taken, with the same game.
    assert_eq!(accepter.leaving, None);
    accepter.apply(LobbyAction::Relay(
        event_frame(LIST_SUB, &last_published(&poster)),
        NOW + 4,
    ));
    let Some(Leaving::Correspondence { secret, key, state }) = accepter.leaving.clone() else {
        panic!("{:?}", accepter.leaving);
    };
    assert_eq!((secret, key, &state), ([5; 32], [6; 32], &theirs));
    // The poster took White: its key is White's.
    assert_eq!(state.key(Color::White), &poster.public_key().unwrap());
    assert_eq!(
        state.key(Color::Black),
        &Keys::from_secret(&[6; 32]).unwrap().public_key()
    );
}

#[test]
fn a_challenge_no_one_takes_expires_and_a_gone_one_cannot_be_accepted() {
    let mut poster = page(1);
    post(&mut poster, challenge(Pace::Untimed));
    poster.apply(LobbyAction::Tick(NOW + MAX_LIFETIME_S - 1));
    assert!(poster.mine.is_some());
    poster.apply(LobbyAction::Tick(NOW + MAX_LIFETIME_S));
    assert_eq!((poster.mine.is_none(), poster.news), (true, Some(LobbyNews::Expired)));
    assert_eq!(poster.relay_out.last(), Some(&close_message(REPLIES_SUB)));
    let mut accepter = page(2);
    accepter.apply(LobbyAction::Accept {
        id: [3; 32],
        now_s: NOW,
        secret: [5; 32],
        key: [6; 32],
        random: [7; EVENT_RANDOM],
    });
    assert_eq!((accepter.leaving.clone(), accepter.news), (None, Some(LobbyNews::Gone)));
}

#[test]
fn hostile_frames_leave_the_list_as_it_was() {
    let mut page = page(2);
    let mut poster = super::tests::page(1);
    let event = post(&mut poster, challenge(Pace::Untimed));
    let mut forged = event.clone();
    forged.content = forged.content.replace("Ann", "Bob");
    let mut late = event.clone();
    late.created_at = NOW + 3_600;
    for news in [
        RelayNews::Frame(0, "not json".into()),
        RelayNews::Frame(0, "[\"EVENT\",\"lobby\",{}]".into()),
        RelayNews::Frame(0, format!("[\"EVENT\",\"lobby\",{}]", "x".repeat(40_000))),
        event_frame(LIST_SUB, &forged),
        event_frame(LIST_SUB, &late),
        // A challenge on the replies' subscription, with no challenge open.
        event_frame(REPLIES_SUB, &event),
    ] {
        page.apply(LobbyAction::Relay(news, NOW));
    }
    assert!(page.lobby.listed().is_empty());
    assert_eq!(page.relays.dropped, 3);
    page.apply(LobbyAction::Relay(event_frame(LIST_SUB, &event), NOW));
    assert_eq!(page.lobby.listed().len(), 1);
}
