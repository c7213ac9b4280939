use super::*;
use crate::ai::Rng;

/// An offer as Chromium writes it after ICE gathering (two candidates).
const OFFER: &str = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 0.0.0.0\r\n\
a=candidate:3031738453 1 udp 2113937151 127.0.0.1 51432 typ host generation 0 network-cost 999\r\n\
a=candidate:842163049 1 udp 1677729535 203.0.113.7 40001 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n\
a=candidate:1 1 udp 2113939711 2d1d9c6e-1c2b-4f4e-9d0a-2b9c7e1f3a11.local 54000 typ host generation 0\r\n\
a=ice-ufrag:Vq3e\r\na=ice-pwd:2AqSI+6LWcQ3EZ2yZWJ9jJfG\r\na=ice-options:trickle\r\n\
a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n\
a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

fn invitation() -> Invitation {
    Invitation {
        game: 0x1234_5678_9abc_def0,
        start: Start::FullBelt,
        no_belt_check: false,
        host: Color::White,
        clock: Some((300_000, 3_000)),
        resumed_turns: 0,
        expires_s: 1_800_000_600,
        transport: Transport::from_sdp(OFFER).unwrap(),
    }
}

#[test]
fn a_browser_description_keeps_what_a_connection_needs() {
    let t = Transport::from_sdp(OFFER).unwrap();
    assert_eq!(
        (t.ufrag.as_str(), t.pwd.as_str(), t.setup),
        ("Vq3e", "2AqSI+6LWcQ3EZ2yZWJ9jJfG", Setup::ActPass)
    );
    assert_eq!(t.fingerprint[0], 0x6b);
    assert_eq!(t.candidates.len(), 3);
    assert_eq!(t.candidates[0].address, Address::V4([127, 0, 0, 1]));
    assert_eq!((t.candidates[1].kind, t.candidates[1].port), (Kind::Srflx, 40001));
    assert!(matches!(t.candidates[2].address, Address::Name(ref n) if n.ends_with(".local")));
    // The description written back reads as the same transport.
    let sdp = t.to_sdp();
    assert!(sdp.contains("a=fingerprint:sha-256 6B:8B:F0:"), "{sdp}");
    assert!(sdp.contains("m=application 9 UDP/DTLS/SCTP webrtc-datachannel"));
    assert_eq!(Transport::from_sdp(&sdp), Ok(t));
}

#[test]
fn codes_round_trip_and_are_short() {
    let i = invitation();
    let code = i.code();
    assert!(code.len() < 300, "{} characters", code.len());
    assert!(
        code.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
        "{code}"
    );
    assert_eq!(Invitation::read(&code, 1_800_000_000), Ok(i.clone()));
    let answer = Answer {
        game: i.game,
        transport: Transport {
            setup: Setup::Active,
            ..i.transport.clone()
        },
    };
    assert_eq!(Answer::read(&answer.code()), Ok(answer.clone()));
    assert_eq!(Answer::read(&i.code()), Err(CodeError::WrongKind));
    assert_eq!(Invitation::read(&answer.code(), 0), Err(CodeError::WrongKind));
}

#[test]
fn expired_damaged_and_hostile_codes_are_refused() {
    let code = invitation().code();
    assert_eq!(Invitation::read(&code, 1_800_000_601), Err(CodeError::Expired));
    assert_eq!(Invitation::read("", 0), Err(CodeError::Damaged));
    assert_eq!(Invitation::read("<script>", 0), Err(CodeError::Damaged));
    assert_eq!(
        Invitation::read(&"A".repeat(MAX_CODE_CHARS + 1), 0),
        Err(CodeError::TooLong)
    );
    assert_eq!(Invitation::read(&code[..code.len() - 3], 0), Err(CodeError::Damaged));
    // Every single changed character is caught.
    for at in 0..code.len() {
        let mut bytes = code.clone().into_bytes();
        bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
        let changed = String::from_utf8(bytes).unwrap();
        assert!(Invitation::read(&changed, 0).is_err(), "at {at}");
    }
    // Random text never panics.
    let mut rng = Rng::new(26);
    for _ in 0..2_000 {
        let len = rng.below(400) as usize;
        let text: String = (0..len).map(|_| ALPHABET[rng.below(64) as usize] as char).collect();
        let _ = Invitation::read(&text, 0);
        let _ = Answer::read(&text);
    }
    // A description without ICE credentials makes no transport.
    assert_eq!(
        Transport::from_sdp("v=0\r\na=setup:actpass\r\n"),
        Err(CodeError::Incomplete)
    );
}

#[test]
fn base64_round_trips_every_length() {
    for n in 0..40u8 {
        let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(97)).collect();
        assert_eq!(from_base64(&to_base64(&bytes)), Some(bytes));
    }
    assert_eq!(from_base64("A"), None, "a lone character is no byte");
    assert_eq!(from_base64("AB"), None, "padding bits must be zero");
}
