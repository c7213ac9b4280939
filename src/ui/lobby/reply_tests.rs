//! A reply sealed to the poster's key: opened by the poster alone, and
//! every hostile one refused before its content is used.

use super::*;
use crate::nostr::Refusal;

const NOW: u64 = 1_800_000_000;
const ID: [u8; 32] = [9; 32];

fn keys(n: u8) -> Keys {
    Keys::from_secret(&[n; 32]).expect("a key")
}

fn live() -> Reply {
    Reply::Live([3; 32])
}

#[test]
fn two_keys_share_one_secret() {
    let (a, b) = (keys(1), keys(2));
    let ab = a.shared_secret(&b.public_key()).unwrap();
    assert_eq!(Some(ab), b.shared_secret(&a.public_key()));
    assert_ne!(Some(ab), keys(3).shared_secret(&b.public_key()));
    assert_eq!(a.shared_secret(&[0xff; 32]), None, "not a key");
}

#[test]
fn the_poster_opens_a_reply_and_no_one_else_can() {
    let (poster, accepter) = (keys(1), keys(2));
    for reply in [live(), Reply::Correspondence([5; 32])] {
        let event = reply_event(&accepter, &poster.public_key(), &ID, &reply, NOW, &[4; 12], &[6; 32]).unwrap();
        assert_eq!(event.tags, vec![vec!["t".to_string(), hex(&ID)]]);
        assert!(!event.content.contains("live;"), "the relay sees nothing of the reply");
        let read = Event::read(&event.to_json()).unwrap();
        assert_eq!(open_reply(&poster, &ID, &read, NOW + 5), Ok(reply.clone()));
        assert_eq!(open_reply(&keys(3), &ID, &read, NOW + 5), Err(ReplyError::Sealed));
        assert_eq!(
            open_reply(&poster, &[8; 32], &read, NOW + 5),
            Err(ReplyError::Event(Refusal::Tag))
        );
        assert_eq!(
            open_reply(&poster, &ID, &read, NOW + MAX_LIFETIME_S + 1),
            Err(ReplyError::Event(Refusal::TooOld))
        );
    }
    assert_eq!(
        reply_filter(&ID, NOW).to_json(),
        format!("{{\"kinds\":[26431],\"#t\":[\"{}\"],\"since\":{NOW}}}", hex(&ID))
    );
}

#[test]
fn a_copied_or_forged_reply_is_refused() {
    let (poster, accepter) = (keys(1), keys(2));
    let event = reply_event(&accepter, &poster.public_key(), &ID, &live(), NOW, &[4; 12], &[6; 32]).unwrap();
    // A relay copies the sealed content into an event of its own signing.
    let mut copied = event.clone();
    keys(3).sign(&mut copied, &[1; 32]).unwrap();
    assert_eq!(open_reply(&poster, &ID, &copied, NOW), Err(ReplyError::Sealed));
    let mut altered = event.clone();
    altered.created_at += 1;
    assert_eq!(
        open_reply(&poster, &ID, &altered, NOW),
        Err(ReplyError::Event(Refusal::Id))
    );
}

#[test]
fn a_plaintext_is_read_strictly() {
    assert_eq!(Reply::read(&live().text()), Ok(live()));
    assert_eq!(
        Reply::read(&Reply::Correspondence([5; 32]).text()),
        Ok(Reply::Correspondence([5; 32]))
    );
    let secret = hex(&[3; 32]);
    for bad in [
        String::new(),
        "beltboard-reply-1".to_string(),
        "beltboard-reply-2;corr;00".to_string(),
        "beltboard-reply-1;corr;00".to_string(),
        format!("beltboard-reply-1;corr;{}", hex(&[0xab; 32]).to_uppercase()),
        "beltboard-reply-1;live;key=ABC".to_string(),
        format!("beltboard-reply-1;live;{secret};"),
        format!("beltboard-reply-1;live;{secret}<script>"),
        format!("beltboard-reply-1;live; {secret}"),
        format!("beltboard-reply-1;game;{secret}"),
    ] {
        assert_eq!(Reply::read(&bad), Err(ReplyError::Format), "{bad}");
    }
}
