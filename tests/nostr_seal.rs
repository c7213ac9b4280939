//! The sealed payload: the derivation and the sealing checked against an
//! independent implementation's output, payloads that open only with their
//! secret, purpose and sender, and contents refused briefly.

use beltboard::ai::Rng;
use beltboard::nostr::{channel_tag, open, seal, Purpose, SealError, Sealer, MAX_CONTENT, MAX_PLAINTEXT};

const SECRET: [u8; 32] = {
    let mut s = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        s[i] = i as u8;
        i += 1;
    }
    s
};
const SENDER: [u8; 32] = [0x5a; 32];
const NONCE: [u8; 12] = [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111];

/// Computed with Python's `cryptography` (HKDF-SHA256 with the salt
/// `beltboard/nostr/v1` and the labels, ChaCha20Poly1305 with the
/// associated data `beltboard/answer` followed by the sender's key), so the
/// construction the module documents is the one it implements.
#[test]
fn the_derivation_and_the_sealing_match_an_independent_implementation() {
    assert_eq!(
        channel_tag(&SECRET),
        "7ac35eda0aa1f0c0ada0b7fa37d736c38ebf0b46d651dab24854a6c0eaca96ac"
    );
    let content = seal(&SECRET, Purpose::Answer, &SENDER, br#"{"answer":"v=0"}"#, &NONCE).unwrap();
    assert_eq!(content, "ZGVmZ2hpamtsbW5vuuigVDOPWAUObIJgb4cThQNFXUyfsSbDMsLQVkLEWis=");
    assert_eq!(
        open(&SECRET, Purpose::Answer, &SENDER, &content).as_deref(),
        Ok(&br#"{"answer":"v=0"}"#[..])
    );
}

#[test]
fn a_payload_opens_only_with_its_secret_purpose_and_sender() {
    let sealer = Sealer::new(&SECRET);
    let content = sealer.seal(Purpose::Move, &SENDER, b"e2e4", &NONCE).unwrap();
    assert_eq!(sealer.open(Purpose::Move, &SENDER, &content), Ok(b"e2e4".to_vec()));
    assert_eq!(sealer.open(Purpose::Answer, &SENDER, &content), Err(SealError::Forged));
    assert_eq!(
        sealer.open(Purpose::Move, &[0x5b; 32], &content),
        Err(SealError::Forged)
    );
    let mut other = SECRET;
    other[0] ^= 1;
    assert_eq!(open(&other, Purpose::Move, &SENDER, &content), Err(SealError::Forged));
    assert_ne!(channel_tag(&other), channel_tag(&SECRET));
}

#[test]
fn any_change_to_the_content_is_refused() {
    let sealer = Sealer::new(&SECRET);
    let content = sealer
        .seal(Purpose::Answer, &SENDER, b"a WebRTC answer", &NONCE)
        .unwrap();
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for i in 0..content.len() {
        for &c in alphabet.iter().step_by(7) {
            let mut bytes = content.clone().into_bytes();
            if bytes[i] == c || bytes[i] == b'=' {
                continue;
            }
            bytes[i] = c;
            let changed = String::from_utf8(bytes).unwrap();
            assert!(
                matches!(
                    sealer.open(Purpose::Answer, &SENDER, &changed),
                    Err(SealError::Forged | SealError::NotBase64)
                ),
                "{changed}"
            );
        }
    }
}

#[test]
fn malformed_contents_are_refused_briefly() {
    let sealer = Sealer::new(&SECRET);
    for (content, expected) in [
        ("", SealError::TooShort),
        ("AAAA", SealError::TooShort),
        ("not base64!", SealError::NotBase64),
        ("ZGVmZ2hpamtsbW5v uuig", SealError::NotBase64),
        (&"A".repeat(MAX_CONTENT + 4), SealError::TooLarge),
        (&"A".repeat(40), SealError::Forged),
    ] {
        assert_eq!(
            sealer.open(Purpose::Answer, &SENDER, content),
            Err(expected),
            "{content}"
        );
        assert!(expected.to_string().len() < 60);
    }
    assert_eq!(
        sealer.seal(Purpose::Answer, &SENDER, &vec![0; MAX_PLAINTEXT + 1], &NONCE),
        Err(SealError::TooLarge)
    );
}

#[test]
fn payloads_of_every_length_round_trip() {
    let sealer = Sealer::new(&SECRET);
    let mut rng = Rng::new(0x5ea1);
    for len in (0..300).chain([MAX_PLAINTEXT - 1, MAX_PLAINTEXT]) {
        let plaintext: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        let nonce: [u8; 12] = std::array::from_fn(|_| rng.next_u64() as u8);
        let content = sealer.seal(Purpose::Move, &SENDER, &plaintext, &nonce).unwrap();
        assert!(content.len() <= MAX_CONTENT);
        assert_eq!(sealer.open(Purpose::Move, &SENDER, &content), Ok(plaintext));
    }
}

#[test]
fn the_sealer_never_prints_its_key() {
    let sealer = Sealer::new(&SECRET);
    assert_eq!(
        format!("{sealer:?}"),
        format!("Sealer {{ tag: {:?} }}", channel_tag(&SECRET))
    );
}
