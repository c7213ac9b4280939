//! The two links of a correspondence game, both in the fragment (never
//! sent to any host):
//! - this side's own link, to go on with the game on another device:
//!   `corr=<game secret, 64 hex>&me=<this side's signing secret, 64 hex>`;
//! - the friend's invitation, before the friend's key is known:
//!   `corr=<game secret>&join=<game 16 hex>.<start key>.<0|1>.<days>.<w|b>.<inviter's key 64 hex>.<made at>`,
//!   the terms of the game with the inviter's side and public key.
//!
//! Anyone can craft a link, so it is read strictly: one spelling of each
//! field, every field checked, nothing else in the fragment; a link that
//! fails says why and changes nothing.

use crate::nostr::{from_hex, hex, Keys};
use crate::rules::{Color, Start};
use crate::ui::lobby::correspondence::Correspondence;
use crate::ui::lobby::pace::Days;
use std::fmt;

/// The longest fragment read: the invitation's is about 250 characters.
pub const MAX_LINK_CHARS: usize = 400;

/// Why a fragment is not a correspondence link.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CorrLinkError {
    /// No `corr=` in it: not a correspondence link at all.
    NotCorr,
    /// Longer than [`MAX_LINK_CHARS`].
    TooLong,
    /// Fields other than `corr` with one of `me` or `join`, or one twice.
    Fields,
    /// The game's secret is not 64 lowercase hex digits.
    Secret,
    /// This side's key is not 64 lowercase hex digits of a usable key.
    Key,
    /// The invitation's terms cannot be read.
    Terms,
}

impl fmt::Display for CorrLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CorrLinkError::NotCorr => "correspondence link: not one",
            CorrLinkError::TooLong => "correspondence link: too long",
            CorrLinkError::Fields => "correspondence link: unknown or repeated fields",
            CorrLinkError::Secret => "correspondence link: bad game secret",
            CorrLinkError::Key => "correspondence link: bad key",
            CorrLinkError::Terms => "correspondence link: bad terms",
        })
    }
}

impl std::error::Error for CorrLinkError {}

/// What the inviter's link tells the friend: the game's terms, the side
/// the inviter plays and the inviter's public key.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The game's id.
    pub game: u64,
    /// The setup.
    pub start: Start,
    /// Full Belt's "no belt check" option (never set without belts).
    pub no_belt_check: bool,
    /// The days per move.
    pub days: Days,
    /// The side the inviter plays.
    pub inviter: Color,
    /// The inviter's public key.
    pub inviter_key: [u8; 32],
    /// When the game was made (Unix seconds): White's time begins then.
    pub created_at: u64,
}

impl Invitation {
    /// The game with the friend whose public key is `friend_key`, as both
    /// sides build it alike (the inviter on the friend's first state).
    pub fn state(&self, friend_key: [u8; 32]) -> Correspondence {
        let mut keys = [friend_key; 2];
        keys[self.inviter.index()] = self.inviter_key;
        Correspondence::new(
            self.game,
            self.start,
            self.no_belt_check,
            self.days,
            keys,
            self.created_at,
        )
    }

    /// Whether `state` is this invitation's game (its terms, the inviter's
    /// key on the inviter's side) with some friend.
    pub fn matches(&self, state: &Correspondence) -> bool {
        (
            state.game,
            state.start,
            state.no_belt_check,
            state.days,
            *state.key(self.inviter),
        ) == (self.game, self.start, self.no_belt_check, self.days, self.inviter_key)
            && *state.key(!self.inviter) != self.inviter_key
    }

    /// The terms' text, as the `join=` field holds it.
    pub fn text(&self) -> String {
        format!(
            "{}.{}.{}.{}.{}.{}.{}",
            hex(&self.game.to_be_bytes()),
            self.start.key(),
            u8::from(self.no_belt_check),
            self.days.count(),
            self.inviter.char(),
            hex(&self.inviter_key),
            self.created_at
        )
    }

    /// Reads [`Invitation::text`]'s text, strictly.
    pub fn read(text: &str) -> Result<Invitation, CorrLinkError> {
        let fields: Vec<&str> = text.split('.').collect();
        let [game, start, option, days, side, key, made] = fields[..] else {
            return Err(CorrLinkError::Terms);
        };
        let start = Start::from_key(start).ok_or(CorrLinkError::Terms)?;
        let no_belt_check = match option {
            "0" => false,
            "1" if start.variant().has_belts() => true,
            _ => return Err(CorrLinkError::Terms),
        };
        let days = match days.as_bytes() {
            [d @ b'1'..=b'9'] => Days::from_count(d - b'0').ok_or(CorrLinkError::Terms)?,
            _ => return Err(CorrLinkError::Terms),
        };
        let inviter = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(CorrLinkError::Terms),
        };
        Ok(Invitation {
            game: u64::from_be_bytes(from_hex::<8>(game).ok_or(CorrLinkError::Terms)?),
            start,
            no_belt_check,
            days,
            inviter,
            inviter_key: from_hex::<32>(key).ok_or(CorrLinkError::Terms)?,
            created_at: crate::nostr::expiration::decimal(made).ok_or(CorrLinkError::Terms)?,
        })
    }
}

/// A correspondence link, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CorrLink {
    /// This side's own link: the game and this side's signing secret.
    Own {
        /// The game's secret.
        secret: [u8; 32],
        /// This side's signing secret (a usable key: [`Keys::from_secret`] holds).
        key: [u8; 32],
    },
    /// The friend's invitation.
    Join {
        /// The game's secret.
        secret: [u8; 32],
        /// The game's terms.
        terms: Invitation,
    },
}

impl CorrLink {
    /// The game's secret.
    pub fn secret(&self) -> &[u8; 32] {
        match self {
            CorrLink::Own { secret, .. } | CorrLink::Join { secret, .. } => secret,
        }
    }
}

/// This side's own link's fragment (no `#`): `corr=<secret>&me=<key>`.
pub fn own_fragment(secret: &[u8; 32], key: &[u8; 32]) -> String {
    format!("corr={}&me={}", hex(secret), hex(key))
}

/// The friend's invitation's fragment (no `#`): `corr=<secret>&join=<terms>`.
pub fn join_fragment(secret: &[u8; 32], terms: &Invitation) -> String {
    format!("corr={}&join={}", hex(secret), terms.text())
}

/// Reads a fragment (with or without its `#`) as a correspondence link.
pub fn read_link(fragment: &str) -> Result<CorrLink, CorrLinkError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    if !fragment.split('&').any(|p| p.starts_with("corr=")) {
        return Err(CorrLinkError::NotCorr);
    }
    if fragment.len() > MAX_LINK_CHARS {
        return Err(CorrLinkError::TooLong);
    }
    let (mut corr, mut me, mut join) = (None, None, None);
    for part in fragment.split('&') {
        let (name, value) = part.split_once('=').ok_or(CorrLinkError::Fields)?;
        let slot = match name {
            "corr" => &mut corr,
            "me" => &mut me,
            "join" => &mut join,
            _ => return Err(CorrLinkError::Fields),
        };
        if slot.replace(value).is_some() {
            return Err(CorrLinkError::Fields);
        }
    }
    let secret = from_hex::<32>(corr.ok_or(CorrLinkError::NotCorr)?).ok_or(CorrLinkError::Secret)?;
    match (me, join) {
        (Some(key), None) => {
            let key = from_hex::<32>(key).ok_or(CorrLinkError::Key)?;
            Keys::from_secret(&key).ok_or(CorrLinkError::Key)?;
            Ok(CorrLink::Own { secret, key })
        }
        (None, Some(terms)) => Ok(CorrLink::Join {
            secret,
            terms: Invitation::read(terms)?,
        }),
        _ => Err(CorrLinkError::Fields),
    }
}

#[cfg(test)]
#[path = "corr_link_tests.rs"]
mod tests;
