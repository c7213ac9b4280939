use super::*;
use crate::nostr::Event;
use crate::rules::Start;
use crate::ui::lobby::corr_link::Invitation;
use crate::ui::lobby::pace::Days;

const NOW: u64 = 1_800_000_000;
const DAY: u64 = 86_400;
const SECRET: [u8; 32] = [9; 32];
// Two signing secrets: the inviter's (White) and the friend's.
const INVITER: [u8; 32] = [1; 32];
const FRIEND: [u8; 32] = [2; 32];

fn public(key: &[u8; 32]) -> [u8; 32] {
    Keys::from_secret(key).unwrap().public_key()
}

fn terms() -> Invitation {
    Invitation {
        game: 77,
        start: Start::FullBelt,
        no_belt_check: false,
        days: Days::Two,
        inviter: Color::White,
        inviter_key: public(&INVITER),
        created_at: NOW,
    }
}

/// The inviter's page, waiting, and the friend's, just joined.
fn pair() -> (CorrPageState, CorrPageState) {
    let a = CorrPageState::new(SECRET, INVITER, Some(KeptGame::Pending(terms()))).unwrap();
    let b = CorrPageState::new(SECRET, FRIEND, Some(KeptGame::Playing(terms().state(public(&FRIEND))))).unwrap();
    (a, b)
}

/// Publishes `from`'s state if it has a change, and hands every event it
/// queued since `seen` to `to`, as a relay delivers them.
fn deliver(from: &mut CorrPageState, to: &mut CorrPageState, now_s: u64) {
    from.apply(CorrAction::Publish([3; PUBLISH_RANDOM]), now_s);
    for frame in from.relay_out.clone().iter().skip(from.relay_sent) {
        if let Some(json) = frame.strip_prefix("[\"EVENT\",").and_then(|f| f.strip_suffix(']')) {
            let event = Event::read(json).unwrap();
            let text = format!("[\"EVENT\",\"{SUB_ID}\",{}]", event.to_json());
            to.apply(CorrAction::Relay(RelayNews::Frame(0, text)), now_s);
        }
    }
    from.apply(CorrAction::RelaySent(from.relay_out.len()), now_s);
}

fn typed(side: &mut CorrPageState, text: &str, now_s: u64) {
    side.apply(CorrAction::Board(BoardAction::Typed(text.into())), now_s);
}

#[test]
fn the_page_subscribes_and_publishes_once_when_it_opens() {
    let (mut a, mut b) = pair();
    assert!(a.relay_out[0].starts_with("[\"REQ\",\"corr\","));
    assert!(!a.unpublished, "an invitation waiting has no state to publish");
    assert!(b.unpublished);
    b.apply(CorrAction::Publish([3; PUBLISH_RANDOM]), NOW + 10);
    b.apply(CorrAction::Publish([4; PUBLISH_RANDOM]), NOW + 20);
    assert_eq!(
        (b.published, b.relay_out.len()),
        (1, 2),
        "once, not again without a change"
    );
    a.apply(CorrAction::Publish([3; PUBLISH_RANDOM]), NOW);
    assert_eq!(a.published, 0);
    assert_eq!(
        a.invitation_fragment(),
        Some(crate::ui::lobby::corr_link::join_fragment(&SECRET, &terms()))
    );
    assert_eq!(b.invitation_fragment(), None);
}

#[test]
fn the_inviter_adopts_the_friends_first_state_then_turns_go_both_ways() {
    let (mut a, mut b) = pair();
    deliver(&mut b, &mut a, NOW + 10);
    assert_eq!(a.news, Some(News::Joined));
    assert_eq!(a.playing(), b.playing());
    assert_eq!(a.me(), Color::White);
    assert!(a.unpublished && a.changes == 1, "adopted: kept and published");
    assert!(a.kept_text().unwrap().contains("\nstate "));
    assert!(a.my_turn() && !b.my_turn());
    typed(&mut b, "g8f6 f+4", NOW + 20);
    assert!(b.playing().unwrap().turns().is_empty(), "not Black's move");
    typed(&mut a, "g1f3 f+4", NOW + 30);
    assert_eq!(a.playing().unwrap().turns().len(), 1);
    assert!(!a.my_turn() && a.unpublished);
    deliver(&mut a, &mut b, NOW + 40);
    assert_eq!(b.news, Some(News::Moved(1)));
    assert_eq!(b.board.game.turns(), a.board.game.turns());
    assert!(b.my_turn() && !b.unpublished, "the friend's turn is not republished");
    let reply = b.playing().unwrap().game().position().legal_turns()[0].machine();
    typed(&mut b, &reply, NOW + 50);
    assert_eq!(b.playing().unwrap().turns().len(), 2);
    deliver(&mut b, &mut a, NOW + 60);
    assert_eq!(a.playing().unwrap().turns().len(), 2);
    assert_eq!(a.playing().unwrap().since(), NOW + 50);
    // The relay echoes a page's own state: nothing changes, nothing said.
    let before = (a.playing().cloned(), a.changes);
    a.news = None;
    deliver(&mut b, &mut a, NOW + 70);
    assert_eq!(
        (a.playing().cloned(), a.changes, a.news.clone()),
        (before.0, before.1, None)
    );
}

#[test]
fn the_own_link_on_a_new_device_finds_the_game_on_the_relays() {
    let (mut a, mut b) = pair();
    deliver(&mut b, &mut a, NOW + 10);
    let mut other = CorrPageState::new(SECRET, FRIEND, None).unwrap();
    assert_eq!(other.kept_text(), None);
    deliver(&mut a, &mut other, NOW + 20);
    assert_eq!((other.news.clone(), other.me()), (Some(News::Found), Color::Black));
    assert_eq!(other.playing(), b.playing());
    // A stranger's page with the secret but neither key finds nothing.
    let mut stranger = CorrPageState::new(SECRET, [5; 32], None).unwrap();
    a.relay_sent = 1;
    deliver(&mut a, &mut stranger, NOW + 30);
    assert_eq!((stranger.playing(), stranger.relays.dropped), (None, 1));
}

#[test]
fn a_conflicting_history_is_refused_and_said() {
    let (mut a, mut b) = pair();
    deliver(&mut b, &mut a, NOW + 10);
    typed(&mut a, "g1f3 f+4", NOW + 20);
    // The same side on another device, from the same state, plays another turn.
    let mut again = CorrPageState::new(SECRET, INVITER, Some(KeptGame::Playing(b.playing().unwrap().clone()))).unwrap();
    typed(&mut again, "b1c3 f+4", NOW + 30);
    assert_eq!(again.playing().unwrap().turns().len(), 1);
    deliver(&mut again, &mut a, NOW + 40);
    assert_eq!(a.news, Some(News::Conflict(0)));
    assert_eq!(a.playing().unwrap().turns().len(), 1);
    // Garbage and forged frames are counted, never used.
    a.apply(
        CorrAction::Relay(RelayNews::Frame(0, "[\"EVENT\",\"corr\",{}]".into())),
        NOW,
    );
    a.apply(CorrAction::Relay(RelayNews::Frame(0, "not json".into())), NOW);
    assert_eq!(a.relays.dropped, 2);
}

#[test]
fn resign_and_claim_reach_the_friend_with_the_verdict() {
    let (mut a, mut b) = pair();
    deliver(&mut b, &mut a, NOW + 10);
    typed(&mut a, "g1f3 f+4", NOW + 20);
    deliver(&mut a, &mut b, NOW + 30);
    // Black to move: White may claim only after Black's two days.
    assert!(!a.can_claim(NOW + 20 + 2 * DAY - 1) && a.can_claim(NOW + 20 + 2 * DAY));
    assert!(!b.can_claim(NOW + 10 * DAY));
    a.apply(CorrAction::Claim, NOW + DAY);
    assert!(matches!(a.news, Some(News::NotMade(PlayError::TimeLeft(_)))));
    a.apply(CorrAction::Claim, NOW + 20 + 2 * DAY);
    assert!(a.playing().unwrap().is_over() && a.board.flag.is_some());
    deliver(&mut a, &mut b, NOW + 20 + 2 * DAY + 5);
    assert_eq!(b.news, Some(News::Ended));
    let (claim, holds) = b.friend_claim().unwrap();
    assert_eq!((claim.by, holds), (Color::White, true));
    assert!(!b.my_turn(), "the game is over");
    assert_eq!(a.friend_claim(), None, "one's own claim is not the friend's");
    // A resignation on another game.
    let (mut a, mut b) = pair();
    deliver(&mut b, &mut a, NOW + 10);
    b.apply(CorrAction::Resign, NOW + 20);
    assert!(b.unpublished);
    deliver(&mut b, &mut a, NOW + 30);
    assert_eq!(a.news, Some(News::Ended));
    assert_eq!(a.playing().unwrap().end(), Some(End::Resigned(Color::Black)));
    assert!(a.board.game.outcome().is_some());
}

#[test]
fn an_early_claim_from_the_friend_is_refused() {
    let (mut a, mut b) = pair();
    deliver(&mut b, &mut a, NOW + 10);
    // The friend's page claims a win while White still has a day of its two.
    let mut early = b.playing().unwrap().clone();
    early.end = Some(End::Claimed(Claim {
        by: Color::Black,
        ply: 0,
        at: NOW + DAY,
    }));
    early.updated_at = NOW + DAY;
    let mut forged = CorrPageState::new(SECRET, FRIEND, Some(KeptGame::Playing(early))).unwrap();
    deliver(&mut forged, &mut a, NOW + DAY);
    // Its state does not even read: a claim before its deadline does not hold.
    assert_eq!((a.news.clone(), a.relays.dropped), (Some(News::Joined), 1));
    assert!(!a.playing().unwrap().is_over());
}
