//! BIP-340 Schnorr keys, signing and verification on secp256k1 (the `k256`
//! crate), as Nostr events use them. The caller brings the randomness (the
//! browser's `crypto.getRandomValues` in the page, a seeded source in
//! tests), so that nothing here needs an entropy source of its own.

use super::event::{Event, EventError};
use k256::schnorr::{Signature, SigningKey, VerifyingKey};
use std::fmt;

/// A key pair that signs events: in Beltboard a throw-away one per game.
#[derive(Clone)]
pub struct Keys {
    signing: SigningKey,
    public: [u8; 32],
}

/// The secret's bytes are never printed.
impl fmt::Debug for Keys {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Keys")
            .field("public", &super::encoding::hex(&self.public))
            .finish()
    }
}

/// A signature could not be made (a nonce of zero: about 1 in 2^256); signing
/// again with other random bytes succeeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SignError;

impl fmt::Display for SignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("signing failed: try other random bytes")
    }
}

impl std::error::Error for SignError {}

impl Keys {
    /// The keys of the secret key `secret` (32 random bytes), or `None` for
    /// the few values that are not one (zero, or at least the group order:
    /// about 1 in 2^128 of random draws): draw again.
    pub fn from_secret(secret: &[u8; 32]) -> Option<Keys> {
        let signing = SigningKey::from_bytes(secret).ok()?;
        let public = signing.verifying_key().to_bytes().into();
        Some(Keys { signing, public })
    }

    /// The public key (x-only, as events carry it).
    pub fn public_key(&self) -> [u8; 32] {
        self.public
    }

    /// Signs `event`: sets its public key, its id and its signature.
    /// `aux_rand` is 32 fresh random bytes (BIP-340's auxiliary randomness).
    pub fn sign(&self, event: &mut Event, aux_rand: &[u8; 32]) -> Result<(), SignError> {
        event.pubkey = self.public;
        event.id = event.compute_id();
        event.sig = self.sign_digest(&event.id, aux_rand)?;
        Ok(())
    }

    /// The secret this key shares with the holder of the x-only public key
    /// `peer` (ECDH on secp256k1: the x coordinate of our secret times the
    /// peer's point), which the peer computes alike from our public key; the
    /// x coordinate does not depend on which of the two points an x-only key
    /// names. `None` when `peer` is no key.
    pub fn shared_secret(&self, peer: &[u8; 32]) -> Option<[u8; 32]> {
        use k256::elliptic_curve::sec1::ToEncodedPoint;
        let peer = VerifyingKey::from_bytes(peer).ok()?;
        let point = k256::ProjectivePoint::from(*peer.as_affine()) * *self.signing.as_nonzero_scalar().as_ref();
        let encoded = point.to_affine().to_encoded_point(false);
        let mut out = [0u8; 32];
        out.copy_from_slice(encoded.x()?);
        Some(out)
    }

    /// The BIP-340 signature of the 32-byte message `digest`.
    pub fn sign_digest(&self, digest: &[u8; 32], aux_rand: &[u8; 32]) -> Result<[u8; 64], SignError> {
        let sig = self.signing.sign_raw(digest, aux_rand).map_err(|_| SignError)?;
        Ok(sig.to_bytes())
    }
}

/// Whether `sig` is a valid BIP-340 signature of the 32-byte message `digest`
/// by the x-only public key `public`.
pub fn verify_digest(public: &[u8; 32], digest: &[u8; 32], sig: &[u8; 64]) -> Result<(), EventError> {
    let key = VerifyingKey::from_bytes(public).map_err(|_| EventError::BadPublicKey)?;
    let sig = Signature::try_from(&sig[..]).map_err(|_| EventError::BadSignature)?;
    key.verify_raw(digest, &sig).map_err(|_| EventError::BadSignature)
}

/// Whether `event` holds: its id is the hash of its fields and its signature
/// of that id is valid for its public key.
pub fn verify(event: &Event) -> Result<(), EventError> {
    if event.compute_id() != event.id {
        return Err(EventError::WrongId);
    }
    verify_digest(&event.pubkey, &event.id, &event.sig)
}
