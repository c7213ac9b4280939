//! NIP-13 proof of work: an event whose id starts with enough zero bits
//! cost its maker that many hashes on average, which a reader checks with
//! one count. It keeps a flood of events (open challenges from fresh keys,
//! which cost nothing) small.
//!
//! The event carries `["nonce", "<n>", "<target>"]`: the counter tried and
//! the difficulty its maker aimed at. A reader requires the committed target
//! to be at least its own and the id to meet that target, so that a miner
//! aiming lower cannot get lucky on a few events (NIP-13's advice).
//!
//! Mining is deterministic: it tries counters from the one given, a bounded
//! number at a time, so that a page can spread it over several tasks. The
//! caller signs afterwards (`Keys::sign` computes the same id again).

use super::event::Event;
use super::expiration::decimal;
use sha2::{Digest, Sha256};
use std::fmt;

/// The name of the tag that carries the nonce and the target.
pub const NONCE_TAG: &str = "nonce";

/// The difficulty Beltboard asks of a public event (an open challenge):
/// what a phone's browser meets in about a second.
pub const DEFAULT_DIFFICULTY: u32 = 16;

/// The highest difficulty an id can have: all its 256 bits zero.
pub const MAX_DIFFICULTY: u32 = 256;

/// The difficulty of an id: its leading zero bits.
pub fn difficulty(id: &[u8; 32]) -> u32 {
    let mut bits = 0;
    for &byte in id {
        if byte != 0 {
            return bits + byte.leading_zeros();
        }
        bits += 8;
    }
    bits
}

/// Why an event's proof of work is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PowError {
    /// No nonce tag.
    Missing,
    /// A nonce tag without a target, with a target that is not a number up to
    /// [`MAX_DIFFICULTY`], or more than one nonce tag.
    Malformed,
    /// The target committed to is below the one required.
    TargetTooLow {
        /// The target the event commits to.
        committed: u32,
        /// The target required.
        required: u32,
    },
    /// The id does not have the difficulty committed to.
    NotMet {
        /// The id's difficulty.
        difficulty: u32,
        /// The target committed to.
        target: u32,
    },
}

impl fmt::Display for PowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PowError::Missing => f.write_str("proof of work: no nonce tag"),
            PowError::Malformed => f.write_str("proof of work: a malformed nonce tag"),
            PowError::TargetTooLow { committed, required } => {
                write!(f, "proof of work: a target of {committed} bits, {required} required")
            }
            PowError::NotMet { difficulty, target } => {
                write!(f, "proof of work: {difficulty} bits, {target} committed to")
            }
        }
    }
}

impl std::error::Error for PowError {}

/// The target `event`'s nonce tag commits to.
pub fn committed_target(event: &Event) -> Result<u32, PowError> {
    let mut tags = event.tags.iter().filter(|t| t.first().is_some_and(|n| n == NONCE_TAG));
    let tag = tags.next().ok_or(PowError::Missing)?;
    if tags.next().is_some() {
        return Err(PowError::Malformed);
    }
    match tag.as_slice() {
        [_, _, target] => decimal(target)
            .filter(|&t| t <= u64::from(MAX_DIFFICULTY))
            .map(|t| t as u32)
            .ok_or(PowError::Malformed),
        _ => Err(PowError::Malformed),
    }
}

/// Checks that `event` commits to a target of at least `required` bits and
/// that its id meets that target. It counts the id as the event carries it:
/// whether that id is the event's hash is `verify`'s question, asked after
/// this cheaper one.
pub fn check(event: &Event, required: u32) -> Result<(), PowError> {
    let target = committed_target(event)?;
    if target < required {
        return Err(PowError::TargetTooLow {
            committed: target,
            required,
        });
    }
    let bits = difficulty(&event.id);
    if bits < target {
        return Err(PowError::NotMet {
            difficulty: bits,
            target,
        });
    }
    Ok(())
}

/// What a round of mining gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mining {
    /// The counter that meets the target: the event now carries it in its
    /// nonce tag, and its id.
    Found(u64),
    /// None of the counters tried meets it: go on from this one.
    Tried(u64),
}

/// Mines `event` as signed by `pubkey` (which it sets, since the id covers
/// it): tries the counters `from`, `from + 1`, ... (at most `tries` of
/// them) as the nonce, until the id has `target` leading zero bits. The
/// nonce tag, with `target`, replaces any the event had and goes last.
/// On [`Mining::Found`] the event's id is set; sign it then.
pub fn mine(event: &mut Event, pubkey: &[u8; 32], target: u32, from: u64, tries: u64) -> Mining {
    event.pubkey = *pubkey;
    event.tags.retain(|t| t.first().is_none_or(|n| n != NONCE_TAG));
    let target_text = target.min(MAX_DIFFICULTY).to_string();
    event
        .tags
        .push(vec![NONCE_TAG.to_string(), String::new(), target_text.clone()]);
    // The id's text is `...,["nonce","<n>","<target>"]],"<content>"]`: hash
    // the part before the counter once, then only the counter and the rest.
    // A raw `["nonce","` cannot occur inside an escaped string, and this
    // tag is the last, so the text holds it exactly once.
    let canonical = event.canonical();
    let marker = format!("[\"{NONCE_TAG}\",\"");
    let Some(at) = canonical.rfind(&marker).map(|i| i + marker.len()) else {
        return Mining::Tried(from);
    };
    let (head, tail) = canonical.split_at(at);
    let mut prefix = Sha256::new();
    prefix.update(head.as_bytes());
    let end = from.saturating_add(tries);
    let mut digits = [0u8; 20];
    for n in from..end {
        let text = write_decimal(n, &mut digits);
        let mut hash = prefix.clone();
        hash.update(text);
        hash.update(tail.as_bytes());
        let id: [u8; 32] = hash.finalize().into();
        if difficulty(&id) >= target {
            if let Some(tag) = event.tags.last_mut() {
                tag[1] = n.to_string();
            }
            event.id = event.compute_id();
            return Mining::Found(n);
        }
    }
    Mining::Tried(end)
}

/// `n` in decimal, written at the end of `buffer`.
fn write_decimal(mut n: u64, buffer: &mut [u8; 20]) -> &[u8] {
    let mut at = buffer.len();
    loop {
        at -= 1;
        buffer[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return &buffer[at..];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nostr::{verify, Keys};

    /// NIP-13's own example: an id of 21 leading zero bits, committed to 20.
    const NIP13_EXAMPLE: &str = r#"{"id":"000006d8c378af1779d2feebc7603a125d99eca0ccf1085959b307f64e5dd358","pubkey":"a48380f4cfcc1ad5378294fcac36439770f9c878dd880ffa94bb74ea54a6f243","created_at":1651794653,"kind":1,"tags":[["nonce","776797","20"]],"content":"It's just me mining my own business","sig":"284622fc0a3f4f1303455d5175f7ba962a3300d136085b9566801bc2e0699de0c7e31e44c81fb40ad9049173742e904713c3594a1da0fc5d2382a25c11aba977"}"#;

    fn id(hex: &str) -> [u8; 32] {
        let mut full = hex.to_string();
        while full.len() < 64 {
            full.push('f');
        }
        crate::nostr::from_hex(&full).expect("hex")
    }

    #[test]
    fn difficulty_counts_leading_zero_bits() {
        assert_eq!(
            difficulty(&id("000000000e9d97a1ab09fc381030b346cdd7a142ad57e6df0b46dc9bef6c7e2d")),
            36
        );
        assert_eq!(difficulty(&id("002f")), 10);
        assert_eq!(difficulty(&id("0001")), 15);
        assert_eq!(difficulty(&id("80")), 0);
        assert_eq!(difficulty(&id("7f")), 1);
        assert_eq!(difficulty(&[0; 32]), MAX_DIFFICULTY);
    }

    #[test]
    fn the_nip13_example_holds_for_its_committed_target_only() {
        let event = Event::read(NIP13_EXAMPLE).expect("the example reads");
        assert_eq!(verify(&event), Ok(()));
        assert_eq!(difficulty(&event.id), 21);
        assert_eq!(committed_target(&event), Ok(20));
        assert_eq!(check(&event, 20), Ok(()));
        assert_eq!(check(&event, 16), Ok(()));
        // It has 21 bits, but aimed at 20: a reader asking 21 refuses it.
        assert_eq!(
            check(&event, 21),
            Err(PowError::TargetTooLow {
                committed: 20,
                required: 21
            })
        );
    }

    fn unsigned(tags: Vec<Vec<String>>) -> Event {
        Event::unsigned(
            1_800_000_000,
            30_431,
            tags,
            "a \"quoted\" [\"nonce\",\"x\"] content".into(),
        )
    }

    #[test]
    fn mining_meets_the_target_and_signing_keeps_the_id() {
        let keys = Keys::from_secret(&[3; 32]).expect("a key");
        let mut event = unsigned(vec![
            vec!["d".into(), "x".into()],
            vec![NONCE_TAG.into(), "99".into(), "1".into()],
        ]);
        let found = match mine(&mut event, &keys.public_key(), 12, 0, 1 << 24) {
            Mining::Found(n) => n,
            Mining::Tried(n) => panic!("nothing found below {n}"),
        };
        // The old nonce tag is replaced by one at the end.
        assert_eq!(event.tags.len(), 2);
        assert_eq!(
            event.tags[1],
            [NONCE_TAG.to_string(), found.to_string(), "12".to_string()]
        );
        assert_eq!(event.id, event.compute_id());
        assert!(difficulty(&event.id) >= 12);
        let mined = event.id;
        keys.sign(&mut event, &[5; 32]).expect("signed");
        assert_eq!(event.id, mined);
        assert_eq!(verify(&event), Ok(()));
        assert_eq!(check(&event, 12), Ok(()));
        // The same start finds the same counter: mining is deterministic.
        let mut again = unsigned(vec![vec!["d".into(), "x".into()]]);
        assert_eq!(
            mine(&mut again, &keys.public_key(), 12, 0, 1 << 24),
            Mining::Found(found)
        );
        assert_eq!(again.id, mined);
    }

    #[test]
    fn mining_goes_on_where_it_stopped() {
        let mut event = unsigned(Vec::new());
        let pubkey = [2; 32];
        let mut from = 0;
        let found = loop {
            match mine(&mut event, &pubkey, 10, from, 100) {
                Mining::Found(n) => break n,
                Mining::Tried(next) => {
                    assert_eq!(next, from + 100);
                    from = next;
                }
            }
        };
        let mut whole = unsigned(Vec::new());
        assert_eq!(mine(&mut whole, &pubkey, 10, 0, u64::MAX), Mining::Found(found));
        assert_eq!(mine(&mut whole, &pubkey, 10, u64::MAX, 5), Mining::Tried(u64::MAX));
    }

    #[test]
    fn a_missing_low_unmet_or_malformed_proof_is_refused() {
        let tag = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let mut event = unsigned(vec![tag(&["d", "x"])]);
        assert_eq!(check(&event, 0), Err(PowError::Missing));
        for bad in [
            vec![tag(&["nonce", "1"])],
            vec![tag(&["nonce", "1", "x"])],
            vec![tag(&["nonce", "1", "257"])],
            vec![tag(&["nonce", "1", "016"])],
            vec![tag(&["nonce", "1", "16", "extra"])],
            vec![tag(&["nonce", "1", "16"]), tag(&["nonce", "2", "16"])],
        ] {
            event.tags = bad;
            assert_eq!(check(&event, 0), Err(PowError::Malformed), "{:?}", event.tags);
        }
        event.tags = vec![tag(&["nonce", "1", "8"])];
        event.id = id("00ff");
        assert_eq!(check(&event, 8), Ok(()));
        event.id = id("01ff");
        assert_eq!(
            check(&event, 8),
            Err(PowError::NotMet {
                difficulty: 7,
                target: 8
            })
        );
        assert!(PowError::Malformed.to_string().len() < 60);
    }
}
