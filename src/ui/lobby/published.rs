//! A correspondence game's state as a Nostr event: one addressable event
//! per side and game (NIP-33: the kind, the side's key and the `d` tag
//! name it, and each new state replaces the last on every relay), its
//! content sealed with the game's key, so that relays keep the latest state
//! of each side and learn nothing of it.
//!
//! The game's secret (carried in its link's fragment) gives the `d` tag and
//! the key, as for a live game (`nostr::Sealer`). The state is sealed as a
//! game message (`Purpose::Move`): the seal binds it to its signer, so only
//! a side's own key could have made it, and its text reads as nothing else.
//! No expiration: a game lasts weeks, and the page keeps its own copy
//! anyway, so it goes on by link if relays lose it.

use crate::nostr::{verify, Event, Filter, Keys, Purpose, SealError, Sealer, MAX_AHEAD_S, MAX_CONTENT, NONCE_BYTES};
use crate::ui::lobby::correspondence::{Correspondence, StateError};
use std::fmt;

/// The kind of a correspondence state: addressable, outside the kinds the NIPs assign.
pub const STATE_KIND: u16 = 30_432;

/// The most tags a state's event may have.
const MAX_STATE_TAGS: usize = 4;

/// Why an event is not a state of this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PublishedError {
    /// Another kind.
    Kind,
    /// Not exactly one `d` tag, the game's.
    Address,
    /// A content longer than a sealed state can be, or too many tags.
    Size,
    /// Made more than `MAX_AHEAD_S` after this page's clock.
    FromTheFuture,
    /// An id that is not the event's hash, or a signature that does not hold.
    Signature,
    /// A content not sealed with the game's key by the event's signer.
    Sealed,
    /// A sealed text that is not a state.
    State(StateError),
    /// A state changed after its event was made.
    Time,
}

impl fmt::Display for PublishedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PublishedError::Kind => f.write_str("correspondence event: another kind"),
            PublishedError::Address => f.write_str("correspondence event: another game"),
            PublishedError::Size => f.write_str("correspondence event: too large"),
            PublishedError::FromTheFuture => f.write_str("correspondence event: dated in the future"),
            PublishedError::Signature => f.write_str("correspondence event: bad signature"),
            PublishedError::Sealed => f.write_str("correspondence event: not sealed for this game"),
            PublishedError::State(e) => write!(f, "{e}"),
            PublishedError::Time => f.write_str("correspondence event: changed after it was made"),
        }
    }
}

impl std::error::Error for PublishedError {}

/// The event that publishes `state`, made at `now_s` (never before the
/// state's last change) by `keys`, sealed with the 12 random bytes `nonce`
/// and signed with the 32 random bytes `aux_rand`.
pub fn state_event(
    sealer: &Sealer,
    keys: &Keys,
    state: &Correspondence,
    now_s: u64,
    nonce: &[u8; NONCE_BYTES],
    aux_rand: &[u8; 32],
) -> Result<Event, SealError> {
    let content = sealer.seal(Purpose::Move, &keys.public_key(), state.write().as_bytes(), nonce)?;
    let tags = vec![vec!["d".to_string(), sealer.tag().to_string()]];
    let mut event = Event::unsigned(now_s.max(state.updated_at()), STATE_KIND, tags, content);
    keys.sign(&mut event, aux_rand).map_err(|_| SealError::NotSigned)?;
    Ok(event)
}

/// The subscription to both sides' latest states of the game.
pub fn state_filter(sealer: &Sealer) -> Filter {
    Filter {
        kinds: vec![STATE_KIND],
        tag: Some(('d', vec![sealer.tag().to_string()])),
        since: None,
        limit: Some(4),
    }
}

/// The state an event from a relay publishes, checked at `now_s` before
/// anything is opened (kind, address, size, time, id and signature), then
/// opened and read. Whether its signer plays in the game, and what it
/// changes, is the merge's question.
pub fn open_state(sealer: &Sealer, event: &Event, now_s: u64) -> Result<Correspondence, PublishedError> {
    if event.kind != STATE_KIND {
        return Err(PublishedError::Kind);
    }
    let mut addresses = event.tags.iter().filter(|t| t.first().is_some_and(|n| n == "d"));
    match (addresses.next(), addresses.next()) {
        (Some(tag), None) if tag.len() == 2 && tag[1] == sealer.tag() => {}
        _ => return Err(PublishedError::Address),
    }
    if event.content.len() > MAX_CONTENT || event.tags.len() > MAX_STATE_TAGS {
        return Err(PublishedError::Size);
    }
    if event.created_at > now_s.saturating_add(MAX_AHEAD_S) {
        return Err(PublishedError::FromTheFuture);
    }
    verify(event).map_err(|_| PublishedError::Signature)?;
    let bytes = sealer
        .open(Purpose::Move, &event.pubkey, &event.content)
        .map_err(|_| PublishedError::Sealed)?;
    let text = String::from_utf8(bytes).map_err(|_| PublishedError::State(StateError::Format))?;
    let state = Correspondence::read(&text).map_err(PublishedError::State)?;
    if state.updated_at() > event.created_at {
        return Err(PublishedError::Time);
    }
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Start};
    use crate::ui::lobby::merge::{merge, Merged};
    use crate::ui::lobby::pace::Days;

    const NOW: u64 = 1_800_000_000;

    fn keys(n: u8) -> Keys {
        Keys::from_secret(&[n; 32]).expect("a key")
    }

    fn game() -> Correspondence {
        let k = [keys(1).public_key(), keys(2).public_key()];
        Correspondence::new(5, Start::FullBelt, true, Days::Three, k, NOW)
    }

    #[test]
    fn a_state_goes_through_a_relay_and_merges() {
        let sealer = Sealer::new(&[4; 32]);
        let mut white = game();
        let turn = white.position().legal_turns()[0];
        white.play(Color::White, turn, NOW + 60).unwrap();
        let event = state_event(&sealer, &keys(1), &white, NOW + 61, &[3; 12], &[5; 32]).unwrap();
        assert_eq!(event.kind, STATE_KIND);
        assert_eq!(event.tags, vec![vec!["d".to_string(), sealer.tag().to_string()]]);
        assert!(!event.content.contains(&turn.machine()), "the relay sees no turn");
        let read = open_state(&sealer, &Event::read(&event.to_json()).unwrap(), NOW + 62).unwrap();
        assert_eq!(read, white);
        let (merged, what) = merge(&game(), &read, &event.pubkey, Color::Black, NOW + 62).unwrap();
        assert_eq!((merged, what), (white, Merged::Continued(1)));
        assert_eq!(
            state_filter(&sealer).to_json(),
            format!("{{\"kinds\":[30432],\"#d\":[\"{}\"],\"limit\":4}}", sealer.tag())
        );
    }

    #[test]
    fn an_event_of_another_game_or_forged_is_refused_before_it_is_read() {
        let sealer = Sealer::new(&[4; 32]);
        let state = game();
        let event = state_event(&sealer, &keys(2), &state, NOW, &[3; 12], &[5; 32]).unwrap();
        let other = Sealer::new(&[6; 32]);
        assert_eq!(open_state(&other, &event, NOW), Err(PublishedError::Address));
        let mut forged = event.clone();
        forged.content = state_event(&sealer, &keys(3), &state, NOW, &[3; 12], &[5; 32])
            .unwrap()
            .content;
        assert_eq!(open_state(&sealer, &forged, NOW), Err(PublishedError::Signature));
        let mut kind = event.clone();
        kind.kind = 30_431;
        assert_eq!(open_state(&sealer, &kind, NOW), Err(PublishedError::Kind));
        assert_eq!(
            open_state(&sealer, &event, NOW - MAX_AHEAD_S - 1),
            Err(PublishedError::FromTheFuture)
        );
        // A relay copying a genuine content into an event of its own signing.
        let mut copied = event.clone();
        keys(3).sign(&mut copied, &[1; 32]).unwrap();
        assert_eq!(open_state(&sealer, &copied, NOW), Err(PublishedError::Sealed));
        let mut early = state.clone();
        early.resign(Color::White, NOW + 100).unwrap();
        let mut backdated = state_event(&sealer, &keys(1), &early, NOW + 100, &[3; 12], &[5; 32]).unwrap();
        backdated.created_at = NOW + 99;
        keys(1).sign(&mut backdated, &[1; 32]).unwrap();
        assert_eq!(open_state(&sealer, &backdated, NOW + 100), Err(PublishedError::Time));
    }
}
