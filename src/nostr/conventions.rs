//! Beltboard's conventions on Nostr, shared by the sealing, the checks and
//! the channel: the event kind, the tag relays filter on, and the purposes a
//! sealed payload is bound to.

/// The kind of Beltboard's events. Ephemeral (20000-29999: relays pass them
/// on and do not keep them); chosen outside the kinds the NIPs assign.
pub const KIND: u16 = 26_431;

/// The name of the tag that carries a channel's hashed secret. A single
/// letter, so relays index it and a filter `{"#t":[...]}` selects the events.
pub const TAG_NAME: &str = "t";

/// [`TAG_NAME`] as the letter of a filter's `#t`.
pub const TAG_LETTER: char = 't';

/// What a sealed payload is for. It is authenticated with the payload, so
/// that one sealed for one purpose cannot be opened as another: an answer
/// cannot be replayed as a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Purpose {
    /// The friend's answer to an invitation.
    Answer,
    /// An invitation's code, sent to a friend who is already listening on
    /// the channel (an accepted challenge's poster invites so).
    Invitation,
    /// A message of the game itself: a turn, a clock reading, a resignation, a draw offer.
    Move,
}

impl Purpose {
    /// Both purposes.
    pub const ALL: [Purpose; 3] = [Purpose::Answer, Purpose::Invitation, Purpose::Move];

    /// The label authenticated with the payload.
    pub fn label(self) -> &'static [u8] {
        match self {
            Purpose::Answer => b"beltboard/answer",
            Purpose::Invitation => b"beltboard/invitation",
            Purpose::Move => b"beltboard/move",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tag_name_is_its_letter_and_the_kind_ephemeral() {
        assert_eq!(TAG_NAME, TAG_LETTER.to_string());
        assert!((20_000..30_000).contains(&KIND));
    }
}
