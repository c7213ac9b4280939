//! The Nostr core's readers as fuzz targets: a relay's messages, events,
//! and the opening of a sealed content. What a hostile relay controls, so
//! each must refuse briefly and never panic; an accepted message or event is
//! written, read and written again.

use super::check::{bounded, same_again, Target};
use super::samples::{sample_events, sample_keys, sample_payloads, SAMPLE_SECRET};
use crate::nostr::{
    accept, from_base64, hex, publish_message, verify, Event, Purpose, RelayMessage, SealError, Sealer, KIND,
    NONCE_BYTES,
};

/// The Nostr targets, appended to the others in [`super::TARGETS`].
pub const NOSTR_TARGETS: [Target; 3] = [
    Target {
        name: "nostr-message",
        corpus: message_corpus,
        check: check_message,
    },
    Target {
        name: "nostr-event",
        corpus: event_corpus,
        check: check_event,
    },
    Target {
        name: "nostr-open",
        corpus: open_corpus,
        check: check_open,
    },
];

fn message_corpus() -> Vec<String> {
    let events = sample_events();
    let mut out: Vec<String> = events
        .iter()
        .map(|event| {
            RelayMessage::Event {
                sub_id: "beltboard-1".into(),
                event: event.clone(),
            }
            .to_json()
        })
        .collect();
    let id = hex(&events[0].id);
    out.extend([
        "[\"EOSE\",\"beltboard-1\"]".to_string(),
        "[\"NOTICE\",\"rate-limited: \\\"slow\\\" d\\u00e9j\\u00e0 \\ud83d\\ude0e\"]".to_string(),
        "[\"CLOSED\",\"beltboard-1\",\"error: shutting down idle subscription\"]".to_string(),
        format!("[\"OK\",\"{id}\",true,\"\"]"),
        format!("[\"OK\",\"{id}\",false,\"blocked: no\"]"),
        "[\"AUTH\",\"challenge-string\"]".to_string(),
        "[\"COUNT\",\"s\",{\"count\":3,\"approximate\":false,\"x\":[-1.5e3,null]}]".to_string(),
        publish_message(&events[1]),
    ]);
    out
}

/// A relay's message: an accepted one is written, read and written again.
fn check_message(input: &str) -> Result<bool, String> {
    match RelayMessage::read(input) {
        Ok(message) => {
            let first = message.to_json();
            same_again(&first, RelayMessage::read(&first).map(|m| m.to_json()))
        }
        Err(e) => bounded(e.to_string()),
    }
}

fn event_corpus() -> Vec<String> {
    sample_events().iter().map(Event::to_json).collect()
}

/// An event: an accepted one is written, read and written again; its id,
/// signature and the whole check before opening run on it too (they must
/// not panic, whatever the key and signature bytes are).
fn check_event(input: &str) -> Result<bool, String> {
    match Event::read(input) {
        Ok(event) => {
            let first = event.to_json();
            same_again(&first, Event::read(&first).map(|e| e.to_json()))?;
            if let Err(e) = verify(&event) {
                bounded(e.to_string())?;
            }
            let tag = Sealer::new(&SAMPLE_SECRET).tag().to_string();
            if let Err(refusal) = accept(&event, &tag, KIND, event.created_at, 60) {
                bounded(refusal.to_string())?;
            }
            Ok(true)
        }
        Err(e) => bounded(e.to_string()),
    }
}

fn open_corpus() -> Vec<String> {
    let mut out: Vec<String> = sample_events()
        .iter()
        .filter(|e| e.kind == KIND)
        .map(|e| e.content.clone())
        .collect();
    out.extend(
        sample_payloads()
            .into_iter()
            .filter_map(|(_, p)| String::from_utf8(p).ok()),
    );
    out
}

/// `open` on what a relay sends as content, and `seal` then `open` of the
/// input as a payload. A content that opens must be exactly what sealing its
/// payload again with its nonce writes; a payload sealed opens to itself for
/// its purpose and to nothing for the other. Accepted: the input opened as a
/// content, or went through sealing and opening as a payload.
fn check_open(input: &str) -> Result<bool, String> {
    let sealer = Sealer::new(&SAMPLE_SECRET);
    let sender = sample_keys().public_key();
    let mut accepted = false;
    for purpose in Purpose::ALL {
        match sealer.open(purpose, &sender, input) {
            Ok(payload) => {
                let nonce = nonce_of(input).ok_or("an opened content has no nonce")?;
                let again = sealer
                    .seal(purpose, &sender, &payload, &nonce)
                    .map_err(|e| e.to_string());
                same_again(input, again)?;
                accepted = true;
            }
            Err(e) => {
                bounded(e.to_string())?;
            }
        }
    }
    let nonce = [7; NONCE_BYTES];
    match sealer.seal(Purpose::Move, &sender, input.as_bytes(), &nonce) {
        Ok(content) => {
            let back = sealer.open(Purpose::Move, &sender, &content);
            if back.as_deref() != Ok(input.as_bytes()) {
                return Err(format!("sealed, then opened as {back:?}"));
            }
            if sealer.open(Purpose::Answer, &sender, &content) != Err(SealError::Forged) {
                return Err("a turn's content opened as an answer".into());
            }
            accepted = true;
        }
        Err(e) => {
            bounded(e.to_string())?;
        }
    }
    Ok(accepted)
}

/// The nonce at the head of a content that opened.
fn nonce_of(content: &str) -> Option<[u8; NONCE_BYTES]> {
    let head = content.get(..16)?;
    let bytes = from_base64(head)?;
    bytes.try_into().ok()
}
