//! What this browser keeps of a correspondence game, under its own storage
//! key: the game's secret, this side's signing secret, and the game's state
//! (or, while the friend has not joined yet, the terms of the invitation).
//! The page reads it when its link is opened again, and goes on by it even
//! when the relays lost the game.
//!
//! Its text is four lines: `beltboard-corr-kept-1`, the secret in hex, the
//! signing secret in hex, then `state <the state's text>` or
//! `pending <the invitation's terms>`. It is read strictly; a text that
//! fails is an error for the page to say, never overwritten by it.

use crate::nostr::{from_hex, hex, Keys, Sealer};
use crate::ui::lobby::corr_link::Invitation;
use crate::ui::lobby::correspondence::{Correspondence, StateError};
use std::fmt;

/// The first line of the text: the format and its version.
pub const KEPT_FORMAT: &str = "beltboard-corr-kept-1";

/// The prefix of every kept game's storage key.
pub const KEPT_PREFIX: &str = "beltboard-corr-";

/// The game as this side keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptGame {
    /// The game, with both sides' keys.
    Playing(Correspondence),
    /// The invitation sent, the friend's key not known yet.
    Pending(Invitation),
}

/// What this browser keeps of a correspondence game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The game's secret.
    pub secret: [u8; 32],
    /// This side's signing secret.
    pub key: [u8; 32],
    /// The game.
    pub game: KeptGame,
}

/// Why a kept text cannot be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KeptError {
    /// Not this format's lines.
    Format,
    /// A secret that is not 64 lowercase hex digits, or a signing secret
    /// that is no usable key.
    Secret,
    /// The state cannot be read.
    State(StateError),
    /// The invitation's terms cannot be read.
    Terms,
    /// This side's key plays in neither side of the game kept.
    NotMine,
}

impl fmt::Display for KeptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeptError::Format => f.write_str("kept correspondence game: not one"),
            KeptError::Secret => f.write_str("kept correspondence game: bad secret"),
            KeptError::State(e) => write!(f, "kept {e}"),
            KeptError::Terms => f.write_str("kept correspondence game: bad terms"),
            KeptError::NotMine => f.write_str("kept correspondence game: not this side's"),
        }
    }
}

impl std::error::Error for KeptError {}

/// The storage key of the game of `secret`: [`KEPT_PREFIX`] and the first 16
/// hex digits of its `d` tag (not of the secret, which stays in links only).
pub fn kept_key(secret: &[u8; 32]) -> String {
    format!("{KEPT_PREFIX}{}", kept_id(secret))
}

/// The 16 hex digits that name the game of `secret` in this browser.
pub fn kept_id(secret: &[u8; 32]) -> String {
    Sealer::new(secret).tag()[..16].to_string()
}

/// The text that keeps `state`, played by the signing secret `key`.
pub fn kept_text(secret: &[u8; 32], key: &[u8; 32], state: &Correspondence) -> String {
    format!("{KEPT_FORMAT}\n{}\n{}\nstate {}", hex(secret), hex(key), state.write())
}

/// The text that keeps the invitation `terms` sent by the signing secret `key`.
pub fn pending_text(secret: &[u8; 32], key: &[u8; 32], terms: &Invitation) -> String {
    format!("{KEPT_FORMAT}\n{}\n{}\npending {}", hex(secret), hex(key), terms.text())
}

/// This side's own link's fragment from a kept text, read lightly (its
/// format and two secrets' spelling, no key derived): what the game page's
/// library links to, without the signing code.
pub fn kept_link(text: &str) -> Option<String> {
    let mut lines = text.split('\n');
    if lines.next() != Some(KEPT_FORMAT) {
        return None;
    }
    let secret = from_hex::<32>(lines.next()?)?;
    let key = from_hex::<32>(lines.next()?)?;
    Some(crate::ui::lobby::corr_link::own_fragment(&secret, &key))
}

impl Kept {
    /// This text of this game.
    pub fn text(&self) -> String {
        match &self.game {
            KeptGame::Playing(state) => kept_text(&self.secret, &self.key, state),
            KeptGame::Pending(terms) => pending_text(&self.secret, &self.key, terms),
        }
    }

    /// Reads [`Kept::text`]'s text, strictly.
    pub fn read(text: &str) -> Result<Kept, KeptError> {
        let lines: Vec<&str> = text.split('\n').collect();
        let [KEPT_FORMAT, secret, key, game] = lines[..] else {
            return Err(KeptError::Format);
        };
        let secret = from_hex::<32>(secret).ok_or(KeptError::Secret)?;
        let key = from_hex::<32>(key).ok_or(KeptError::Secret)?;
        let public = Keys::from_secret(&key).ok_or(KeptError::Secret)?.public_key();
        let game = match game.split_once(' ') {
            Some(("state", state)) => {
                let state = Correspondence::read(state).map_err(KeptError::State)?;
                state.side_of(&public).ok_or(KeptError::NotMine)?;
                KeptGame::Playing(state)
            }
            Some(("pending", terms)) => {
                let terms = Invitation::read(terms).map_err(|_| KeptError::Terms)?;
                if terms.inviter_key != public {
                    return Err(KeptError::NotMine);
                }
                KeptGame::Pending(terms)
            }
            _ => return Err(KeptError::Format),
        };
        Ok(Kept { secret, key, game })
    }
}

#[cfg(test)]
#[path = "kept_tests.rs"]
mod tests;
