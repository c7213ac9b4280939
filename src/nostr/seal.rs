//! The sealed payload: what a random 32-byte secret (carried in an
//! invitation link's fragment, so never sent to any host) gives two players.
//!
//! From the secret, HKDF-SHA256 (RFC 5869; salt `beltboard/nostr/v1`)
//! derives two unrelated values by their labels:
//! - `beltboard/nostr/tag`: the tag value events carry, in hex, so that
//!   relays can select a game's events without learning the secret;
//! - `beltboard/nostr/key`: the ChaCha20-Poly1305 key (RFC 8439).
//!
//! A payload is sealed with a random 12-byte nonce given by the caller and
//! authenticated with associated data `<purpose label> || <sender's public
//! key>`: the purpose, so that one sealed as an answer cannot be opened as a
//! turn; the sender, so that a relay cannot copy a genuine content into an
//! event of its own signing and have it opened. The content is the base64
//! (standard, padded) of `nonce || ciphertext || tag`.

use super::conventions::Purpose;
use super::encoding::{base64, base64_len, from_base64, hex};
use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce};
use hkdf::Hkdf;
use sha2::Sha256;
use std::fmt;

/// The longest payload sealed, in bytes: a WebRTC answer or a turn needs far less.
pub const MAX_PLAINTEXT: usize = 8 * 1024;
/// The nonce's length.
pub const NONCE_BYTES: usize = 12;
/// The authentication tag's length.
const TAG_BYTES: usize = 16;
/// The longest sealed content: the base64 of the nonce, the longest payload and the tag.
pub const MAX_CONTENT: usize = base64_len(NONCE_BYTES + MAX_PLAINTEXT + TAG_BYTES);

/// Why a payload could not be sealed or opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealError {
    /// The payload is longer than [`MAX_PLAINTEXT`], or the content than [`MAX_CONTENT`].
    TooLarge,
    /// The content is not base64.
    NotBase64,
    /// The content is shorter than a nonce and a tag.
    TooShort,
    /// The content does not authenticate: another secret, purpose or
    /// sender, or altered on its way.
    Forged,
    /// The event could not be signed (see `SignError`).
    NotSigned,
}

impl fmt::Display for SealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SealError::TooLarge => "sealed payload: too large",
            SealError::NotBase64 => "sealed payload: not base64",
            SealError::TooShort => "sealed payload: too short",
            SealError::Forged => "sealed payload: does not authenticate",
            SealError::NotSigned => "sealed payload: the event could not be signed",
        })
    }
}

impl std::error::Error for SealError {}

/// What a secret derives: the tag value and the key. Its `Debug` shows the tag only.
#[derive(Clone, PartialEq, Eq)]
pub struct Sealer {
    tag: String,
    key: [u8; 32],
}

impl fmt::Debug for Sealer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Sealer").field("tag", &self.tag).finish()
    }
}

impl Sealer {
    /// Derives the tag value and the key from `secret`.
    pub fn new(secret: &[u8; 32]) -> Sealer {
        let hkdf = Hkdf::<Sha256>::new(Some(b"beltboard/nostr/v1"), secret);
        let mut tag = [0u8; 32];
        let mut key = [0u8; 32];
        // 32 bytes is far below HKDF-SHA256's limit of 8160: these cannot fail.
        let _ = hkdf.expand(b"beltboard/nostr/tag", &mut tag);
        let _ = hkdf.expand(b"beltboard/nostr/key", &mut key);
        Sealer { tag: hex(&tag), key }
    }

    /// The tag value (64 lowercase hex digits).
    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// Seals `plaintext` for `purpose`, from the sender whose public key is
    /// `sender`, with the 12 random bytes `nonce` (never used twice with one
    /// secret): the content of an event.
    pub fn seal(
        &self,
        purpose: Purpose,
        sender: &[u8; 32],
        plaintext: &[u8],
        nonce: &[u8; NONCE_BYTES],
    ) -> Result<String, SealError> {
        if plaintext.len() > MAX_PLAINTEXT {
            return Err(SealError::TooLarge);
        }
        let aad = associated_data(purpose, sender);
        let sealed = cipher(&self.key)
            .encrypt(
                &Nonce::from(*nonce),
                Payload {
                    msg: plaintext,
                    aad: &aad,
                },
            )
            .map_err(|_| SealError::TooLarge)?;
        let mut bytes = Vec::with_capacity(NONCE_BYTES + sealed.len());
        bytes.extend_from_slice(nonce);
        bytes.extend_from_slice(&sealed);
        Ok(base64(&bytes))
    }

    /// Opens the `content` of an event sealed for `purpose` by `sender`.
    pub fn open(&self, purpose: Purpose, sender: &[u8; 32], content: &str) -> Result<Vec<u8>, SealError> {
        if content.len() > MAX_CONTENT {
            return Err(SealError::TooLarge);
        }
        let bytes = from_base64(content).ok_or(SealError::NotBase64)?;
        if bytes.len() < NONCE_BYTES + TAG_BYTES {
            return Err(SealError::TooShort);
        }
        let (nonce, sealed) = bytes.split_at(NONCE_BYTES);
        let nonce: [u8; NONCE_BYTES] = nonce.try_into().map_err(|_| SealError::TooShort)?;
        let aad = associated_data(purpose, sender);
        cipher(&self.key)
            .decrypt(&Nonce::from(nonce), Payload { msg: sealed, aad: &aad })
            .map_err(|_| SealError::Forged)
    }
}

fn cipher(key: &[u8; 32]) -> ChaCha20Poly1305 {
    ChaCha20Poly1305::new(&Key::from(*key))
}

/// The purpose's label, then the sender's key: the key's length is fixed, so
/// the label is what precedes it and no two pairs give the same bytes.
fn associated_data(purpose: Purpose, sender: &[u8; 32]) -> Vec<u8> {
    let mut aad = Vec::with_capacity(purpose.label().len() + 32);
    aad.extend_from_slice(purpose.label());
    aad.extend_from_slice(sender);
    aad
}

/// The tag value events of the channel of `secret` carry (64 hex digits).
pub fn channel_tag(secret: &[u8; 32]) -> String {
    Sealer::new(secret).tag
}

/// Seals `plaintext` with the key of `secret`: see [`Sealer::seal`].
pub fn seal(
    secret: &[u8; 32],
    purpose: Purpose,
    sender: &[u8; 32],
    plaintext: &[u8],
    nonce: &[u8; NONCE_BYTES],
) -> Result<String, SealError> {
    Sealer::new(secret).seal(purpose, sender, plaintext, nonce)
}

/// Opens `content` with the key of `secret`: see [`Sealer::open`].
pub fn open(secret: &[u8; 32], purpose: Purpose, sender: &[u8; 32], content: &str) -> Result<Vec<u8>, SealError> {
    Sealer::new(secret).open(purpose, sender, content)
}
