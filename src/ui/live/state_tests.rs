use super::*;
use crate::rules::{parse_turn, Square};
use crate::ui::live::peer::to_bytes;

const TERMS: Terms = Terms {
    game: 42,
    start: Start::FullBelt,
    no_belt_check: false,
    me: Color::White,
    clock: Some(TimeControl::new(300_000, 3_000)),
};

/// Both sides, connected, with each one's hello delivered.
fn pair() -> (LiveGame, LiveGame) {
    let mut w = LiveGame::new(TERMS, &[]);
    let mut b = LiveGame::new(
        Terms {
            me: Color::Black,
            ..TERMS
        },
        &[],
    );
    w.apply(LiveAction::Connection(Connection::Connected), 0.0);
    b.apply(LiveAction::Connection(Connection::Connected), 0.0);
    deliver(&mut w, &mut b, 0.0);
    deliver(&mut b, &mut w, 0.0);
    (w, b)
}

/// Passes everything `from` queued to `to`, as bytes, at `now`.
fn deliver(from: &mut LiveGame, to: &mut LiveGame, now: f64) {
    for message in std::mem::take(&mut from.outbox) {
        to.apply(LiveAction::Received(to_bytes(&message)), now);
    }
}

/// `side` types `text` on its board.
fn typed(side: &mut LiveGame, text: &str, now: f64) {
    side.apply(LiveAction::Board(BoardAction::Typed(text.into())), now);
}

#[test]
fn a_turn_typed_on_one_board_appears_on_the_other_with_the_movers_clock() {
    let (mut w, mut b) = pair();
    assert!(w.refused.is_none() && b.refused.is_none(), "the hellos agree");
    typed(&mut w, "g1f3 f+4", 1_000.0);
    assert_eq!(w.peer.game.turns().len(), 1);
    deliver(&mut w, &mut b, 1_100.0);
    assert_eq!(
        b.board.game.turns(),
        w.board.game.turns(),
        "the board shows the peer's turn"
    );
    assert!(b.my_turn() && !w.my_turn());
    // White's first turn costs nothing; Black's clock runs from its arrival.
    let reply = b.peer.game.position().legal_turns()[0].to_string();
    typed(&mut b, &reply, 6_100.0);
    let Some(Message::Turn { clock_ms: Some(ms), .. }) = b.outbox.last().cloned() else {
        panic!("a timed turn carries the mover's clock");
    };
    assert_eq!(ms, 300_000 - 5_000 + 3_000);
    deliver(&mut b, &mut w, 6_200.0);
    assert_eq!(
        w.clock_hook(6_200.0).map(|c| c[1]),
        Some(298_000),
        "the sender's time is taken"
    );
    assert_eq!(w.clocks.and_then(|c| c.running()), Some(Color::White));
}

#[test]
fn a_reloaded_page_resumes_with_the_time_each_side_had() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    // Black thinks 10 s; its page goes away, keeping the clocks' times;
    // White's page sees the connection close a moment later.
    let kept = b.clock_hook(10_000.0);
    assert_eq!(kept.map(|c| c[1]), Some(290_000));
    w.apply(LiveAction::Connection(Connection::Disconnected), 10_500.0);
    let fresh = LiveGame::new(b.terms, b.peer.game.turns());
    assert_eq!(
        fresh.clock_hook(0.0).map(|c| c[1]),
        Some(300_000),
        "without them: full time"
    );
    let mut b2 = LiveGame::new(b.terms, b.peer.game.turns()).with_clocks_left(kept);
    assert_eq!(b2.clock_hook(15_000.0), kept, "stopped until the friend is back");
    // Both reconnect: each keeps its own time, the friend's as it says
    // (never more than ours give it), so both boards show the same times.
    b2.apply(LiveAction::Connection(Connection::Connected), 20_000.0);
    w.apply(LiveAction::Connection(Connection::Connected), 20_000.0);
    deliver(&mut w, &mut b2, 20_000.0);
    deliver(&mut b2, &mut w, 20_000.0);
    assert!(w.refused.is_none() && b2.refused.is_none());
    assert_eq!(w.clock_hook(20_000.0), b2.clock_hook(20_000.0));
    assert_eq!(
        b2.clock_hook(21_000.0).map(|c| c[1]),
        Some(289_000),
        "Black's clock runs on"
    );
    // A peer that claims more time than our clocks give it is held to ours.
    let mut w3 = LiveGame::new(TERMS, w.peer.game.turns()).with_clocks_left(Some([300_000, 100_000]));
    w3.apply(LiveAction::Connection(Connection::Connected), 0.0);
    let mut liar = LiveGame::new(b.terms, b.peer.game.turns()).with_clocks_left(Some([1_000, 300_000]));
    liar.apply(LiveAction::Connection(Connection::Connected), 0.0);
    deliver(&mut liar, &mut w3, 0.0);
    assert_eq!(
        w3.clock_hook(0.0),
        Some([300_000, 100_000 + CLOCK_TOLERANCE_MS]),
        "our own time stays ours; theirs within the tolerance"
    );
}

#[test]
fn the_board_refuses_input_when_it_is_not_our_turn_or_not_connected() {
    let (mut w, mut b) = pair();
    typed(&mut b, "g8f6 f+4", 0.0);
    assert!(
        b.peer.game.turns().is_empty() && b.outbox.is_empty(),
        "Black cannot move first"
    );
    let mut lone = LiveGame::new(TERMS, &[]);
    typed(&mut lone, "g1f3 f+4", 0.0);
    assert!(lone.board.game.turns().is_empty(), "no move before the channel is open");
    w.apply(
        LiveAction::Board(BoardAction::Press("g1".parse::<Square>().unwrap())),
        0.0,
    );
    w.apply(LiveAction::Board(BoardAction::Flip), 0.0);
    assert!(w.board.flipped, "looking is always allowed");
}

#[test]
fn an_illegal_or_out_of_order_turn_from_the_peer_changes_nothing() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    let before = b.board.game.turns().to_vec();
    // White moving again, as if it were its turn.
    let bogus = Message::Turn {
        ply: 1,
        turn: parse_turn(w.peer.game.start(), "b1c3 f+4").unwrap(),
        clock_ms: None,
    };
    b.apply(LiveAction::Received(to_bytes(&bogus)), 0.0);
    assert_eq!(b.refused, Some(PeerError::NotTheirTurn));
    let late = Message::Turn {
        ply: 0,
        turn: w.peer.game.turns()[0],
        clock_ms: None,
    };
    b.apply(LiveAction::Received(to_bytes(&late)), 0.0);
    assert_eq!(b.refused, Some(PeerError::OutOfOrder { expected: 1, got: 0 }));
    b.apply(LiveAction::Received(vec![0xff; 9]), 0.0);
    assert_eq!(b.refused, Some(PeerError::Unreadable));
    assert_eq!(b.board.game.turns(), before.as_slice());
    assert!(b.my_turn(), "the game goes on");
}

#[test]
fn resigning_ends_the_game_on_both_sides_and_stops_the_clocks() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    b.apply(LiveAction::Resign, 500.0);
    deliver(&mut b, &mut w, 600.0);
    assert!(w.peer.is_over() && b.peer.is_over());
    assert_eq!(w.board.game.outcome(), b.board.game.outcome());
    assert!(w.board.game.outcome().is_some(), "the board shows the result");
    assert_eq!(w.clocks.and_then(|c| c.running()), None);
    b.apply(LiveAction::Resign, 700.0);
    assert_eq!(b.refused, Some(PeerError::GameOver), "not twice");
}

#[test]
fn a_disconnect_stops_the_clocks_and_a_new_connection_resumes_the_same_game() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    b.apply(LiveAction::Connection(Connection::Disconnected), 1_000.0);
    assert_eq!(b.clocks.and_then(|c| c.running()), None);
    assert!(!b.my_turn(), "no move while disconnected");
    // Black's browser reloads: the same game rebuilt from its turns.
    let mut b2 = LiveGame::new(b.terms, b.peer.game.turns());
    b2.apply(LiveAction::Connection(Connection::Connected), 0.0);
    w.apply(LiveAction::Connection(Connection::Connected), 0.0);
    deliver(&mut w, &mut b2, 0.0);
    deliver(&mut b2, &mut w, 0.0);
    assert!(w.refused.is_none() && b2.refused.is_none());
    assert!(b2.my_turn());
    // A game that differs is named, not merged.
    let mut other = LiveGame::new(
        Terms {
            me: Color::Black,
            ..TERMS
        },
        &[],
    );
    other
        .peer
        .game
        .play(parse_turn(other.peer.game.position(), "b1c3 f+4").unwrap())
        .unwrap();
    other.apply(LiveAction::Connection(Connection::Connected), 0.0);
    deliver(&mut other, &mut w, 0.0);
    assert_eq!(w.refused, Some(PeerError::Disagree { common: 0 }));
    assert_eq!(w.peer.game.turns().len(), 1);
}

#[test]
fn an_accepted_takeback_and_a_rematch_reach_both_boards() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    w.apply(LiveAction::Offer(Offer::Takeback), 0.0);
    deliver(&mut w, &mut b, 0.0);
    assert_eq!(b.peer.received, Some(Offer::Takeback));
    b.apply(LiveAction::Reply(true), 0.0);
    deliver(&mut b, &mut w, 0.0);
    assert!(w.board.game.turns().is_empty() && b.board.game.turns().is_empty());
    w.apply(LiveAction::Resign, 0.0);
    deliver(&mut w, &mut b, 0.0);
    b.apply(LiveAction::Offer(Offer::Rematch), 0.0);
    deliver(&mut b, &mut w, 0.0);
    w.apply(LiveAction::Reply(true), 0.0);
    deliver(&mut w, &mut b, 0.0);
    assert_eq!(w.terms.game, b.terms.game, "the same new id on both sides");
    assert_ne!(w.terms.game, TERMS.game);
    assert_eq!(
        (w.terms.me, b.terms.me),
        (Color::Black, Color::White),
        "colours swapped"
    );
    assert!(!w.peer.is_over() && w.board.game.turns().is_empty());
}

#[test]
fn the_clock_is_chosen_only_before_the_game_starts() {
    let mut w = LiveGame::new(TERMS, &[]);
    w.apply(LiveAction::SetClock(None), 0.0);
    assert_eq!((w.terms.clock, w.clocks), (None, None));
    let blitz = TimeControl::new(180_000, 2_000);
    w.apply(LiveAction::SetClock(Some(blitz)), 0.0);
    assert_eq!(w.terms.clock, Some(blitz));
    w.apply(LiveAction::Connection(Connection::Connected), 0.0);
    w.apply(LiveAction::SetClock(None), 0.0);
    assert_eq!(w.terms.clock, Some(blitz), "not once connected");
}

// Flags in a live game.

#[test]
fn a_flag_ends_the_game_on_both_sides_with_the_result_and_a_forged_one_is_refused() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    // White claims Black's flag with Black's 5 minutes barely started.
    let forged = Message::Flag { ply: 1 };
    b.apply(LiveAction::Received(to_bytes(&forged)), 10_000.0);
    assert_eq!(b.refused, Some(PeerError::EarlyFlag { left_ms: 290_000 }));
    assert!(!b.peer.is_over() && b.my_turn(), "the game goes on");
    // Nothing happens at a tick before the flag; at the flag White's page ends the game.
    w.apply(LiveAction::Tick, 299_000.0);
    assert!(!w.peer.is_over() && w.outbox.is_empty());
    w.apply(LiveAction::Tick, 300_100.0);
    let won = Outcome::win(Color::White, crate::rules::OutcomeReason::Time);
    assert_eq!(w.outcome(), Some(won));
    assert_eq!(w.board.outcome(), Some(won), "the board shows the result");
    assert_eq!(w.clocks.and_then(|c| c.running()), None, "the clocks stop");
    // Black's page, a little behind, agrees within the tolerance.
    deliver(&mut w, &mut b, 299_500.0);
    assert_eq!(b.refused, None);
    assert_eq!(b.outcome(), Some(won));
    assert_eq!(b.board.outcome(), Some(won));
    assert_eq!(b.clock_hook(299_500.0).map(|c| c[1]), Some(0));
    typed(&mut b, "g8f6 f+4", 299_600.0);
    assert_eq!(b.peer.game.turns().len(), 1, "no turn after the flag");
}

#[test]
fn a_peer_cannot_give_itself_time() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    let reply = b.peer.game.position().legal_turns()[0];
    let greedy = Message::Turn {
        ply: 1,
        turn: reply,
        clock_ms: Some(3_600_000),
    };
    w.apply(LiveAction::Received(to_bytes(&greedy)), 10_000.0);
    assert_eq!(
        w.clock_hook(10_000.0).map(|c| c[1]),
        Some(300_000 - 10_000 + 3_000 + CLOCK_TOLERANCE_MS),
        "cut to our own reading and the tolerance"
    );
}

/// `side` acts on its board, as the page's clicks and keys do.
fn act(side: &mut LiveGame, action: BoardAction) {
    side.apply(LiveAction::Board(action), 0.0);
}

#[test]
fn a_belt_shown_by_its_arrows_is_confirmed_as_enter_does_on_the_game_page() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    // Black, on its turned board: a normal move, a rank's arrow twice, then
    // Enter (the page's keys send ConfirmBelt, as the game page's do).
    let square = |s: &str| s.parse::<Square>().unwrap();
    act(&mut b, BoardAction::Press(square("a7")));
    act(&mut b, BoardAction::Press(square("a5")));
    let rank = crate::rules::Belt::from_char('6').unwrap();
    act(&mut b, BoardAction::Arrow(rank, 1));
    act(&mut b, BoardAction::Arrow(rank, 1));
    assert!(
        b.peer.game.turns().len() == 1 && b.outbox.is_empty(),
        "shown, not played yet"
    );
    act(&mut b, BoardAction::ConfirmBelt);
    assert_eq!(b.peer.game.turns().len(), 2, "confirmed: Black's turn is played");
    assert_eq!(b.peer.game.turns()[1].to_string(), "a7a5 6+2");
    deliver(&mut b, &mut w, 0.0);
    assert_eq!(w.board.game.turns(), b.board.game.turns(), "and reaches White's board");
    // Enter while the friend is to move plays nothing.
    act(&mut b, BoardAction::ConfirmBelt);
    assert!(b.outbox.is_empty() && b.refused.is_none());
}

#[test]
fn a_declined_draw_is_told_to_the_side_that_offered_it_and_a_forged_answer_changes_nothing() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    w.apply(LiveAction::Offer(Offer::Draw), 0.0);
    deliver(&mut w, &mut b, 0.0);
    b.apply(LiveAction::Reply(false), 0.0);
    let answer = b.outbox.clone();
    deliver(&mut b, &mut w, 0.0);
    assert_eq!((w.peer.declined, w.peer.sent), (Some(Offer::Draw), None));
    assert!(!w.peer.is_over() && w.refused.is_none(), "the game goes on");
    // The same answer once more (a hostile or confused peer): refused with
    // a short reason, and what White was told stays.
    for message in answer {
        w.apply(LiveAction::Received(to_bytes(&message)), 0.0);
    }
    assert_eq!(w.refused, Some(PeerError::NoOffer));
    assert_eq!(w.peer.declined, Some(Offer::Draw));
    assert_eq!(w.peer.game.turns().len(), 1);
    // An accepting answer to nothing cannot end the game either.
    let forged = Message::Reply {
        offer: Offer::Draw,
        accept: true,
    };
    w.apply(LiveAction::Received(to_bytes(&forged)), 0.0);
    assert!(w.peer.game.outcome().is_none() && !w.peer.is_over());
    // Black's turn makes the refusal old news.
    let reply = b.peer.game.position().legal_turns()[0].to_string();
    typed(&mut b, &reply, 0.0);
    deliver(&mut b, &mut w, 0.0);
    assert_eq!(w.peer.declined, None);
}

// A live game's end is kept: in this browser for a reload, and in the game
// page's library (its entry and that entry's link).

/// The game page's state of `side` at `now`, written as the library's
/// entry and read back as a reload of the game page reads it.
fn kept_as_game(side: &LiveGame, now: f64) -> State {
    use crate::ui::game::save::{read_save, save_text};
    let state = side.as_game(now);
    State::load(read_save(&save_text(&state)).expect("the entry reads back"))
}

/// `side` as a reloaded live page opens it: the terms, turns, clocks and end it kept.
fn reloaded(side: &LiveGame, now: f64) -> LiveGame {
    LiveGame::new(side.terms, side.peer.game.turns())
        .with_clocks_left(side.clock_hook(now))
        .with_end(side.end())
}

#[test]
fn a_flagged_live_game_is_kept_over_on_time() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    w.apply(LiveAction::Tick, 300_100.0);
    deliver(&mut w, &mut b, 300_200.0);
    let won = Some(Outcome::win(Color::White, OutcomeReason::Time));
    for (side, now) in [(&w, 300_300.0), (&b, 300_400.0)] {
        assert_eq!(side.end(), Some(LiveEnd::Flag(Color::Black)));
        let state = side.as_game(now);
        assert_eq!(state.board.outcome(), won, "the library's game");
        assert_eq!(kept_as_game(side, now).board.outcome(), won, "read back");
        let again = reloaded(side, now);
        assert_eq!(again.outcome(), won, "a reload of the live page");
        assert!(again.peer.is_over() && again.board.outcome() == won);
    }
}

#[test]
fn an_agreed_draw_is_kept_as_a_draw_by_agreement() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    w.apply(LiveAction::Offer(Offer::Draw), 1_000.0);
    deliver(&mut w, &mut b, 1_000.0);
    b.apply(LiveAction::Reply(true), 2_000.0);
    deliver(&mut b, &mut w, 2_000.0);
    let drawn = Some(Outcome::draw(OutcomeReason::Agreement));
    for side in [&w, &b] {
        assert_eq!((side.outcome(), side.board.outcome()), (drawn, drawn));
        assert_eq!(side.end(), Some(LiveEnd::Agreed));
        assert_eq!(side.as_game(3_000.0).board.outcome(), drawn, "the library's game");
        assert_eq!(kept_as_game(side, 3_000.0).board.outcome(), drawn, "read back");
        let again = reloaded(side, 3_000.0);
        assert_eq!((again.outcome(), again.board.outcome()), (drawn, drawn), "a reload");
        assert_eq!(again.clocks.and_then(|c| c.running()), None);
    }
}

#[test]
fn a_resigned_live_game_is_kept_resigned_and_a_game_going_on_stays_so() {
    let (mut w, mut b) = pair();
    typed(&mut w, "g1f3 f+4", 0.0);
    deliver(&mut w, &mut b, 0.0);
    assert_eq!(w.end(), None);
    let going = reloaded(&w, 500.0);
    assert_eq!((going.outcome(), going.peer.game.turns().len()), (None, 1));
    assert_eq!(kept_as_game(&w, 500.0).board.outcome(), None);
    b.apply(LiveAction::Resign, 1_000.0);
    deliver(&mut b, &mut w, 1_000.0);
    let won = Some(Outcome::win(Color::White, OutcomeReason::Resignation));
    for side in [&w, &b] {
        assert_eq!(side.end(), Some(LiveEnd::Resigned(Color::Black)));
        assert_eq!(side.as_game(2_000.0).board.outcome(), won);
        assert_eq!(kept_as_game(side, 2_000.0).board.outcome(), won);
        assert_eq!(reloaded(side, 2_000.0).outcome(), won);
    }
    // A flag kept for the side not to move cannot apply: nothing changes.
    let odd = LiveGame::new(TERMS, w.peer.game.turns()).with_end(Some(LiveEnd::Flag(Color::White)));
    assert_eq!(odd.outcome(), None);
}
