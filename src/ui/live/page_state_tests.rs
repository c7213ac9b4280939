use super::*;
use crate::rules::{Color, Start, TimeControl};
use crate::ui::live::flow::invitation;
use crate::ui::live::samples_tests::transport;
use crate::ui::live::signal::{RelayNews, EVENT_RANDOM};
use crate::ui::live::state::Terms;

const NOW: u64 = 1_800_000_000;

const TERMS: Terms = Terms {
    game: 9,
    start: Start::FullBelt,
    no_belt_check: false,
    me: Color::White,
    clock: None,
};

fn sample(game: u64) -> Invitation {
    invitation(
        game,
        Start::FullBelt,
        false,
        Color::White,
        Some(TimeControl::new(300_000, 3_000)),
        NOW,
        transport(),
    )
}

fn answer_code(game: u64) -> String {
    Answer {
        game,
        transport: transport(),
    }
    .code()
}

/// The inviting side, its invitation shown.
fn inviting() -> LivePageState {
    let mut s = LivePageState::new(LiveGame::new(TERMS, &[]), Exchange::Preparing);
    s.apply(PageAction::Invited(sample(9)), 0.0);
    s
}

#[test]
fn an_answer_read_joins_and_is_handed_to_the_connection_once() {
    let mut s = inviting();
    assert!(matches!(s.exchange, Exchange::Inviting(_)));
    s.apply(PageAction::ReadAnswer(answer_code(9), NOW), 0.0);
    assert!(matches!(s.exchange, Exchange::Joined(_)));
    assert_eq!(s.problem, None);
    let (first, answer) = s.to_accept.clone().expect("an answer to accept");
    assert_eq!(answer.game, 9);
    // The same answer again changes nothing and is said to be news.
    s.apply(PageAction::ReadAnswer(answer_code(9), NOW), 0.0);
    assert_eq!(s.problem, Some(Problem::Join(JoinError::ReadAgain)));
    assert_eq!(s.to_accept.as_ref().map(|(n, _)| *n), Some(first));
    // Connected: the codes are done with.
    s.apply(PageAction::Game(LiveAction::Connection(Connection::Connected)), 0.0);
    assert!(matches!(s.exchange, Exchange::Joined(_)));
    assert_eq!(s.game.connection, Connection::Connected);
}

#[test]
fn a_wrong_answer_is_refused_and_the_invitation_stays() {
    let mut s = inviting();
    s.apply(PageAction::ReadAnswer(answer_code(10), NOW), 0.0);
    assert_eq!(s.problem, Some(Problem::Join(JoinError::OtherGame)));
    assert!(matches!(s.exchange, Exchange::Inviting(_)));
    assert_eq!(s.to_accept, None);
    s.apply(PageAction::ReadAnswer("not a code".into(), NOW), 0.0);
    assert!(matches!(s.problem, Some(Problem::Join(JoinError::Code(_)))));
    // Too late: the invitation expired.
    s.apply(PageAction::ReadAnswer(answer_code(9), NOW + 100_000), 0.0);
    assert_eq!(s.problem, Some(Problem::Join(JoinError::InvitationExpired)));
    // A good answer clears the problem.
    s.apply(PageAction::ReadAnswer(answer_code(9), NOW), 0.0);
    assert_eq!(s.problem, None);
}

#[test]
fn the_friend_answers_then_joins_when_connected() {
    let mut s = LivePageState::new(
        LiveGame::new(
            Terms {
                me: Color::Black,
                ..TERMS
            },
            &[],
        ),
        Exchange::Prompt(sample(9)),
    );
    s.apply(
        PageAction::Answering {
            invitation: sample(9),
            code: answer_code(9),
        },
        0.0,
    );
    assert!(matches!(s.exchange, Exchange::Answering { .. }));
    assert!(s.waiting());
    s.apply(PageAction::Game(LiveAction::Connection(Connection::Connected)), 0.0);
    assert!(matches!(s.exchange, Exchange::Joined(_)));
    assert!(!s.waiting());
}

#[test]
fn late_only_while_waiting_for_the_connection() {
    let mut s = inviting();
    s.apply(PageAction::Late, 0.0);
    assert!(!s.late, "not late before the codes are exchanged");
    s.apply(PageAction::ReadAnswer(answer_code(9), NOW), 0.0);
    s.apply(PageAction::Late, 0.0);
    assert!(s.late);
    // The connection comes up: no longer late.
    s.apply(PageAction::Game(LiveAction::Connection(Connection::Connected)), 0.0);
    assert!(!s.late);
    s.apply(PageAction::Late, 0.0);
    assert!(!s.late);
}

#[test]
fn failures_and_declines_are_kept() {
    let mut s = LivePageState::new(LiveGame::new(TERMS, &[]), Exchange::Prompt(sample(9)));
    s.apply(PageAction::Failed(RtcError::Unsupported), 0.0);
    assert_eq!(s.problem, Some(Problem::Rtc(RtcError::Unsupported)));
    s.apply(PageAction::Declined, 0.0);
    assert_eq!(s.exchange, Exchange::Declined);
}

#[test]
fn what_was_sent_never_runs_past_the_outbox() {
    let mut s = inviting();
    s.apply(PageAction::Game(LiveAction::Connection(Connection::Connected)), 0.0);
    let queued = s.game.outbox.len();
    assert!(queued > 0, "the hello is queued once connected");
    s.apply(PageAction::Sent(queued + 5), 0.0);
    assert_eq!(s.sent, queued);
}

/// A page listening on `relays` relays with the channel of secret 7.
fn listening(mut s: LivePageState, key: u8, relays: usize) -> LivePageState {
    s.apply(
        PageAction::Listen {
            secret: [7; 32],
            key: [key; 32],
            now_s: NOW,
        },
        0.0,
    );
    s.apply(PageAction::RelaysOpened(relays), 0.0);
    for i in 0..relays {
        s.apply(PageAction::Relay(RelayNews::Opened(i), NOW), 0.0);
    }
    s
}

/// The friend's page, on the invitation's prompt.
fn friend() -> LivePageState {
    LivePageState::new(
        LiveGame::new(
            Terms {
                me: Color::Black,
                ..TERMS
            },
            &[],
        ),
        Exchange::Prompt(sample(9)),
    )
}

/// The friend's page, its answer shown and published.
fn answering(relays: usize) -> LivePageState {
    let mut s = listening(friend(), 2, relays);
    s.apply(
        PageAction::Answering {
            invitation: sample(9),
            code: answer_code(9),
        },
        0.0,
    );
    s.apply(PageAction::SendAnswer(NOW, [5; EVENT_RANDOM]), 0.0);
    s
}

/// What a relay passes on of the frames `from` published, to `to`.
fn pass(from: &mut LivePageState, to: &mut LivePageState) {
    for frame in from.relay_out.split_off(0) {
        if let Some(event) = frame.strip_prefix("[\"EVENT\",") {
            let relayed = format!("[\"EVENT\",\"{}\",{event}", crate::ui::live::signal::SUB_ID);
            to.apply(PageAction::Relay(RelayNews::Frame(0, relayed), NOW), 0.0);
        }
    }
    from.relay_sent = 0;
}

#[test]
fn the_answer_travels_through_a_relay_and_joins() {
    let mut friend = answering(2);
    assert!(!friend.answer_link, "the answer link waits while relays may deliver");
    let mut inviting = listening(inviting(), 1, 2);
    pass(&mut friend, &mut inviting);
    assert!(matches!(inviting.exchange, Exchange::Joined(_)));
    assert!(inviting.to_accept.is_some(), "the answer goes to the connection");
    assert_eq!(inviting.problem, None);
    // The same event through a second relay: dropped as seen, nothing said.
    let mut twice = answering(1);
    pass(&mut twice, &mut inviting);
    assert_eq!(inviting.problem, None);
    // The friend answers a second time: said calmly, nothing changes.
    let mut again = answering(1);
    again.relay_out.clear();
    again.apply(PageAction::SendAnswer(NOW, [9; EVENT_RANDOM]), 0.0);
    pass(&mut again, &mut inviting);
    assert_eq!(inviting.problem, Some(Problem::Join(JoinError::ReadAgain)));
    assert!(matches!(inviting.exchange, Exchange::Joined(_)));
}

#[test]
fn the_answer_link_is_offered_when_relays_cannot_deliver() {
    // Relays off.
    assert!(answering(0).answer_link);
    // Every relay gone.
    let mut s = answering(2);
    s.apply(PageAction::Relay(RelayNews::Gone(0), NOW), 0.0);
    assert!(!s.answer_link);
    s.apply(PageAction::Relay(RelayNews::Gone(1), NOW), 0.0);
    assert!(s.answer_link);
    // Every relay refused the answer.
    let mut s = answering(1);
    let id = "0".repeat(64);
    s.apply(
        PageAction::Relay(RelayNews::Frame(0, format!("[\"OK\",\"{id}\",false,\"blocked\"]")), NOW),
        0.0,
    );
    assert!(s.answer_link);
    // None delivered in time.
    let mut s = answering(1);
    s.apply(PageAction::AnswerLate, 0.0);
    assert!(s.answer_link);
}

#[test]
fn with_no_direct_route_the_game_goes_on_through_the_relays() {
    let mut friend = answering(1);
    let mut inviting = listening(inviting(), 1, 1);
    pass(&mut friend, &mut inviting);
    // 20 s and no data channel: the friend's page goes on through the relays.
    friend.apply(PageAction::Late, 0.0);
    assert!(friend.relayed && !friend.late);
    assert_eq!(friend.game.connection, Connection::Connected);
    let hello = friend.game.outbox.len() - friend.sent;
    assert!(hello > 0, "the hello waits to be sealed");
    friend.apply(PageAction::SealMessages(NOW, vec![[6; EVENT_RANDOM]; hello]), 0.0);
    assert_eq!(friend.sent, friend.game.outbox.len());
    // The inviting page hears it and goes on through the relays too.
    pass(&mut friend, &mut inviting);
    assert!(inviting.relayed);
    assert_eq!(inviting.game.connection, Connection::Connected);
    assert_eq!(inviting.relays.dropped, 0);
}

#[test]
fn hostile_frames_are_counted_and_change_nothing() {
    let mut inviting = listening(inviting(), 1, 1);
    let before = inviting.exchange.clone();
    for frame in ["junk", "[\"EVENT\",\"beltboard\",{}]", "[\"NOTICE\",\"hi\"]"] {
        inviting.apply(PageAction::Relay(RelayNews::Frame(0, frame.into()), NOW), 0.0);
    }
    assert_eq!(inviting.exchange, before);
    assert_eq!(inviting.relays.dropped, 2);
    // A forged answer (another game's secret) is dropped, not read.
    let forger = LivePageState::new(LiveGame::new(TERMS, &[]), Exchange::Prompt(sample(9)));
    let mut forger = forger;
    forger.apply(
        PageAction::Listen {
            secret: [8; 32],
            key: [3; 32],
            now_s: NOW,
        },
        0.0,
    );
    forger.apply(
        PageAction::Answering {
            invitation: sample(9),
            code: answer_code(9),
        },
        0.0,
    );
    forger.apply(PageAction::SendAnswer(NOW, [5; EVENT_RANDOM]), 0.0);
    pass(&mut forger, &mut inviting);
    assert_eq!(inviting.exchange, before);
    assert_eq!(inviting.relays.dropped, 3);
}

#[test]
fn without_relays_a_late_connection_offers_play_by_link() {
    let mut s = answering(1);
    s.apply(PageAction::Relay(RelayNews::Gone(0), NOW), 0.0);
    s.apply(PageAction::Late, 0.0);
    assert!(s.late && !s.relayed);
}

#[test]
fn a_relay_still_connecting_carries_nothing_and_play_by_link_is_offered() {
    let mut s = friend();
    s.apply(
        PageAction::Listen {
            secret: [7; 32],
            key: [2; 32],
            now_s: NOW,
        },
        0.0,
    );
    // One relay, never opened nor gone (its name does not resolve, say).
    s.apply(PageAction::RelaysOpened(1), 0.0);
    s.apply(
        PageAction::Answering {
            invitation: sample(9),
            code: answer_code(9),
        },
        0.0,
    );
    s.apply(PageAction::SendAnswer(NOW, [5; EVENT_RANDOM]), 0.0);
    s.apply(PageAction::Late, 0.0);
    assert!(s.late && !s.relayed);
}
