use super::*;
use crate::rules::{Color, Start, TimeControl};
use crate::ui::live::code::{Address, Candidate, Kind, Setup, Transport};
use crate::ui::live::flow::invitation;
use crate::ui::live::state::Terms;

const NOW: u64 = 1_800_000_000;

const TERMS: Terms = Terms {
    game: 9,
    start: Start::FullBelt,
    no_belt_check: false,
    me: Color::White,
    clock: None,
};

fn transport() -> Transport {
    Transport {
        ufrag: "Vq3e".into(),
        pwd: "2AqSI+6LWcQ3EZ2yZWJ9jJfG".into(),
        fingerprint: [7; 32],
        setup: Setup::ActPass,
        candidates: vec![Candidate {
            udp: true,
            kind: Kind::Host,
            address: Address::V4([127, 0, 0, 1]),
            port: 51_432,
            priority: 2_113_937_151,
        }],
    }
}

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
