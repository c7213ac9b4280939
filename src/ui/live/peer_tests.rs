use super::*;
use crate::rules::{parse_turn, Options, Position, Start};

fn pair() -> (Peer, Peer) {
    let game = Game::new(Position::start(Start::FullBelt, Options::default()));
    (
        Peer::new(7, Color::White, game.clone()),
        Peer::new(7, Color::Black, game),
    )
}

fn turn(peer: &Peer, text: &str) -> Turn {
    parse_turn(peer.game.position(), text).unwrap()
}

/// `from` plays `text` and `to` receives it over the wire.
fn send(from: &mut Peer, to: &mut Peer, text: &str) -> Event {
    let t = turn(from, text);
    let m = from.play(t, Some(60_000)).unwrap();
    to.receive(from_bytes(&to_bytes(&m)).unwrap()).unwrap()
}

#[test]
fn turns_travel_and_are_checked_by_the_receivers_rules() {
    let (mut w, mut b) = pair();
    let e = send(&mut w, &mut b, "g1f3 f+4");
    assert!(matches!(
        e,
        Event::Played {
            clock_ms: Some(60_000),
            ..
        }
    ));
    send(&mut b, &mut w, "e7e5 3-2");
    assert_eq!(w.game.turns(), b.game.turns());
    // Not their turn, out of order: refused, nothing changed.
    let whites = turn(&w, "b1c3 a+1");
    let m = Message::Turn {
        ply: 2,
        turn: whites,
        clock_ms: None,
    };
    assert_eq!(
        w.receive(m),
        Err(PeerError::NotTheirTurn),
        "White is to move: it is ours"
    );
    let late = Message::Turn {
        ply: 1,
        turn: whites,
        clock_ms: None,
    };
    assert_eq!(b.receive(late), Err(PeerError::OutOfOrder { expected: 2, got: 1 }));
    assert_eq!(
        b.play(whites, None),
        Err(PeerError::NotTheirTurn),
        "nor may we play for White"
    );
    assert_eq!((w.game.turns().len(), b.game.turns().len()), (2, 2));
}

#[test]
fn an_illegal_turn_from_the_peer_is_refused() {
    let (mut w, mut b) = pair();
    // A turn legal at the start but not as Black's answer.
    let stale = turn(&w, "g1f3 f+4");
    send(&mut w, &mut b, "b1c3 a+1");
    let m = Message::Turn {
        ply: 1,
        turn: stale,
        clock_ms: None,
    };
    assert_eq!(w.receive(m), Err(PeerError::Illegal));
    assert_eq!(w.game.turns().len(), 1);
}

#[test]
fn offers_and_answers() {
    let (mut w, mut b) = pair();
    assert_eq!(
        w.offer(Offer::Takeback),
        Err(PeerError::NoOffer),
        "nothing to take back"
    );
    assert_eq!(w.offer(Offer::Rematch), Err(PeerError::GameOver), "no rematch mid-game");
    send(&mut w, &mut b, "g1f3 f+4");
    // White asks to take back its turn; Black accepts: both undo it.
    let m = w.offer(Offer::Takeback).unwrap();
    assert_eq!(b.receive(m), Ok(Event::Offered(Offer::Takeback)));
    assert_eq!(w.offer(Offer::Draw), Err(PeerError::NoOffer), "one proposal at a time");
    let r = b.reply(true).unwrap();
    assert_eq!(
        w.receive(r),
        Ok(Event::Answered {
            offer: Offer::Takeback,
            accept: true
        })
    );
    assert!(w.game.turns().is_empty() && b.game.turns().is_empty());
    // A reply to nothing is refused.
    assert_eq!(
        w.receive(Message::Reply {
            offer: Offer::Draw,
            accept: true
        }),
        Err(PeerError::NoOffer)
    );
    // A draw declined, then agreed.
    send(&mut w, &mut b, "g1f3 f+4");
    let m = b.offer(Offer::Draw).unwrap();
    w.receive(m).unwrap();
    b.receive(w.reply(false).unwrap()).unwrap();
    assert!(!w.is_over());
    let m = b.offer(Offer::Draw).unwrap();
    w.receive(m).unwrap();
    b.receive(w.reply(true).unwrap()).unwrap();
    let agreed = Some(crate::rules::Outcome::draw(crate::rules::OutcomeReason::Agreement));
    assert_eq!((w.game.outcome(), b.game.outcome()), (agreed, agreed));
    assert!(w.offer(Offer::Rematch).is_ok(), "a rematch once it is over");
}

#[test]
fn a_flag_both_sides_saw_at_once_is_not_refused() {
    let (mut w, mut b) = pair();
    send(&mut w, &mut b, "g1f3 f+4");
    // Black's flag falls on both devices before either hears the other.
    let from_w = w.flag_fell().expect("White's device sees it");
    let from_b = b.flag_fell().expect("Black's device sees it");
    let wire = |m: &Message| from_bytes(&to_bytes(m)).unwrap();
    assert_eq!(b.receive(wire(&from_w)), Ok(Event::FlagClaimed(Color::Black)));
    assert_eq!(w.receive(wire(&from_b)), Ok(Event::FlagClaimed(Color::Black)));
    assert_eq!((w.flag, b.flag), (Some(Color::Black), Some(Color::Black)));
    // A flag of another ply after the end is still refused.
    assert_eq!(b.receive(Message::Flag { ply: 0 }), Err(PeerError::GameOver));
}

#[test]
fn resign_ends_the_game_on_both_sides() {
    let (mut w, mut b) = pair();
    let m = b.resign().unwrap();
    assert_eq!(w.receive(m), Ok(Event::Resigned));
    assert!(w.is_over() && b.is_over());
    assert_eq!(w.game.outcome(), b.game.outcome());
    assert_eq!(w.receive(Message::Resign), Err(PeerError::GameOver));
}

#[test]
fn a_resync_catches_up_or_says_the_games_differ() {
    let (mut w, mut b) = pair();
    send(&mut w, &mut b, "g1f3 f+4");
    send(&mut b, &mut w, "e7e5 3-2");
    // White's next turn was lost with the connection: Black catches up.
    let t = turn(&w, "b1c3 a+1");
    w.play(t, None).unwrap();
    assert_eq!(
        b.receive(w.hello(None)),
        Ok(Event::InSync {
            caught_up: 1,
            clocks: None
        })
    );
    assert_eq!(
        w.receive(b.hello(None)),
        Ok(Event::InSync {
            caught_up: 0,
            clocks: None
        })
    );
    assert_eq!(w.game.turns(), b.game.turns());
    // Another game, or another line: refused, nothing changed.
    let other = Message::Hello {
        game: 8,
        turns: vec![],
        clocks: None,
    };
    assert_eq!(b.receive(other), Err(PeerError::WrongGame));
    let (mut w2, _) = pair();
    w2.play(turn(&w2, "b1c3 a+1"), None).unwrap();
    assert_eq!(b.receive(w2.hello(None)), Err(PeerError::Disagree { common: 0 }));
    assert_eq!(b.game.turns().len(), 3);
}

#[test]
fn hostile_bytes_are_refused() {
    assert_eq!(from_bytes(&[0xff; 10]), Err(PeerError::Unreadable));
    assert_eq!(from_bytes(&[]), Err(PeerError::Unreadable));
    assert_eq!(from_bytes(&vec![0; MAX_MESSAGE_BYTES + 1]), Err(PeerError::TooLong));
    let (w, _) = pair();
    let m = w.hello(Some([1, u64::MAX]));
    assert_eq!(from_bytes(&to_bytes(&m)), Ok(m));
}

#[test]
fn a_declined_proposal_is_told_to_the_side_that_made_it_until_the_next_turn() {
    let (mut w, mut b) = pair();
    send(&mut w, &mut b, "g1f3 f+4");
    let offer = w.offer(Offer::Draw).unwrap();
    b.receive(from_bytes(&to_bytes(&offer)).unwrap()).unwrap();
    let reply = b.reply(false).unwrap();
    assert_eq!(b.declined, None, "the side that declined was not refused anything");
    assert_eq!(
        w.receive(from_bytes(&to_bytes(&reply)).unwrap()),
        Ok(Event::Answered {
            offer: Offer::Draw,
            accept: false
        })
    );
    assert_eq!((w.declined, w.sent, w.is_over()), (Some(Offer::Draw), None, false));
    // The same reply again, or one to a proposal never made: refused, and
    // what this side knows stays as it was.
    assert_eq!(w.receive(reply), Err(PeerError::NoOffer));
    let forged = Message::Reply {
        offer: Offer::Takeback,
        accept: false,
    };
    assert_eq!(w.receive(forged), Err(PeerError::NoOffer));
    assert_eq!(w.declined, Some(Offer::Draw));
    // The next turn makes it old news.
    send(&mut b, &mut w, "e7e5 3-2");
    assert_eq!(w.declined, None);
    // As does a new proposal of this side's.
    let takeback = w.offer(Offer::Takeback).unwrap();
    b.receive(takeback).unwrap();
    w.receive(b.reply(false).unwrap()).unwrap();
    assert_eq!(w.declined, Some(Offer::Takeback));
    w.offer(Offer::Draw).unwrap();
    assert_eq!(w.declined, None);
}
