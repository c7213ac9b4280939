//! The codes two browsers exchange to play live with no server:
//! an [`Invitation`] (`#live=` link) and its [`Answer`].
//!
//! A WebRTC session description is long (1-2 KB) and mostly constant; the
//! code keeps only what differs from one connection to the next (the ICE
//! user fragment and password, the DTLS fingerprint and role, the gathered
//! candidates), packs it with the game's terms as postcard bytes with a
//! checksum, and writes them in base64url, so that a link fits a QR code.
//! [`Transport::to_sdp`] writes the full description back. Every code is
//! untrusted: damaged, forged or over-long codes are refused with a
//! [`CodeError`], never a panic.

use crate::rules::{Color, Start};
use serde::{Deserialize, Serialize};

/// The longest code read, in characters (a real one is 150-400).
pub const MAX_CODE_CHARS: usize = 2_000;
/// The most candidates kept from one description.
pub const MAX_CANDIDATES: usize = 8;
/// How long an invitation stays valid, in seconds.
pub const INVITATION_TTL_S: u64 = 600;
/// The first byte of every code: the format's version.
const VERSION: u8 = 1;

/// The DTLS role of a description (`a=setup:`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Setup {
    /// `actpass` (an offer).
    ActPass,
    /// `active`.
    Active,
    /// `passive`.
    Passive,
}

/// A candidate's address: an IP, or an mDNS name (`<uuid>.local`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Address {
    /// IPv4.
    V4([u8; 4]),
    /// IPv6.
    V6([u16; 8]),
    /// A host name (Chromium hides local addresses behind mDNS names).
    Name(String),
}

/// The kind of a candidate (`typ`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// A local address.
    Host,
    /// An address seen by a STUN server.
    Srflx,
    /// An address learnt from the peer.
    Prflx,
    /// A TURN relay.
    Relay,
}

/// One ICE candidate, as much of it as a connection needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    /// UDP (false: TCP).
    pub udp: bool,
    /// Its kind.
    pub kind: Kind,
    /// Its address.
    pub address: Address,
    /// Its port.
    pub port: u16,
    /// Its priority (kept: the peer orders its checks by it).
    pub priority: u32,
}

/// What differs between two connections' descriptions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transport {
    /// `a=ice-ufrag`.
    pub ufrag: String,
    /// `a=ice-pwd`.
    pub pwd: String,
    /// `a=fingerprint:sha-256`, the 32 bytes.
    pub fingerprint: [u8; 32],
    /// `a=setup`.
    pub setup: Setup,
    /// The gathered candidates (at most [`MAX_CANDIDATES`]).
    pub candidates: Vec<Candidate>,
}

/// What the inviting browser offers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invitation {
    /// The game's id: the same in both browsers, kept when a game resumes.
    pub game: u64,
    /// The start position.
    pub start: Start,
    /// Full Belt's "no belt check" option.
    pub no_belt_check: bool,
    /// The colour the inviting player plays.
    pub host: Color,
    /// The time control, `(initial ms, increment ms)`, if timed.
    pub clock: Option<(u32, u32)>,
    /// The turns already played, when this invitation resumes a game.
    pub resumed_turns: u16,
    /// When the invitation expires, in seconds since 1970.
    pub expires_s: u64,
    /// The connection.
    pub transport: Transport,
}

/// What the invited browser answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// The invitation's game id.
    pub game: u64,
    /// The connection.
    pub transport: Transport,
}

/// Why a code or a description was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Longer than [`MAX_CODE_CHARS`].
    TooLong,
    /// Not base64url, cut short, or its checksum does not match (a copy that
    /// lost characters).
    Damaged,
    /// A newer format, or an answer where an invitation was expected.
    WrongKind,
    /// An invitation past its expiry.
    Expired,
    /// A description without the ICE or DTLS fields a connection needs.
    Incomplete,
}

#[derive(Serialize, Deserialize)]
enum Code {
    Invitation(Invitation),
    Answer(Answer),
}

/// FNV-1a, 32 bits: enough to catch a mangled copy (not a signature).
fn checksum(bytes: &[u8]) -> [u8; 4] {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    h.to_le_bytes()
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding.
fn to_base64(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

fn from_base64(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c)? as u32;
        acc = acc << 6 | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    (bits < 6 && acc == 0).then_some(out)
}

fn encode(code: &Code) -> String {
    let mut bytes = vec![VERSION];
    bytes.extend(postcard::to_allocvec(code).unwrap_or_default());
    let sum = checksum(&bytes);
    bytes.extend(sum);
    to_base64(&bytes)
}

fn decode(text: &str) -> Result<Code, CodeError> {
    let text = text.trim();
    if text.len() > MAX_CODE_CHARS {
        return Err(CodeError::TooLong);
    }
    let bytes = from_base64(text).ok_or(CodeError::Damaged)?;
    if bytes.len() < 6 {
        return Err(CodeError::Damaged);
    }
    let (body, sum) = bytes.split_at(bytes.len() - 4);
    if checksum(body) != sum {
        return Err(CodeError::Damaged);
    }
    if body[0] != VERSION {
        return Err(CodeError::WrongKind);
    }
    let code: Code = postcard::from_bytes(&body[1..]).map_err(|_| CodeError::Damaged)?;
    let transport = match &code {
        Code::Invitation(i) => &i.transport,
        Code::Answer(a) => &a.transport,
    };
    if transport.candidates.len() > MAX_CANDIDATES || transport.ufrag.len() > 256 || transport.pwd.len() > 256 {
        return Err(CodeError::Damaged);
    }
    Ok(code)
}

impl Invitation {
    /// The code of the `#live=` link.
    pub fn code(&self) -> String {
        encode(&Code::Invitation(self.clone()))
    }

    /// Reads an invitation's code, refusing one expired at `now_s` (seconds
    /// since 1970).
    pub fn read(code: &str, now_s: u64) -> Result<Invitation, CodeError> {
        match decode(code)? {
            Code::Invitation(i) if i.expires_s < now_s => Err(CodeError::Expired),
            Code::Invitation(i) => Ok(i),
            Code::Answer(_) => Err(CodeError::WrongKind),
        }
    }
}

impl Answer {
    /// The answer's code.
    pub fn code(&self) -> String {
        encode(&Code::Answer(self.clone()))
    }

    /// Reads an answer's code.
    pub fn read(code: &str) -> Result<Answer, CodeError> {
        match decode(code)? {
            Code::Answer(a) => Ok(a),
            Code::Invitation(_) => Err(CodeError::WrongKind),
        }
    }
}

impl Transport {
    /// The fields a connection needs, read from a browser's session
    /// description (after ICE gathering, so that it holds the candidates).
    pub fn from_sdp(sdp: &str) -> Result<Transport, CodeError> {
        let (mut ufrag, mut pwd, mut fingerprint, mut setup) = (None, None, None, None);
        let mut candidates = Vec::new();
        for line in sdp.lines().map(str::trim) {
            if let Some(v) = line.strip_prefix("a=ice-ufrag:") {
                ufrag.get_or_insert(v.to_string());
            } else if let Some(v) = line.strip_prefix("a=ice-pwd:") {
                pwd.get_or_insert(v.to_string());
            } else if let Some(v) = line.strip_prefix("a=fingerprint:sha-256 ") {
                fingerprint = fingerprint.or_else(|| read_fingerprint(v));
            } else if let Some(v) = line.strip_prefix("a=setup:") {
                setup = setup.or(match v {
                    "actpass" => Some(Setup::ActPass),
                    "active" => Some(Setup::Active),
                    "passive" => Some(Setup::Passive),
                    _ => None,
                });
            } else if let Some(v) = line.strip_prefix("a=candidate:") {
                if let Some(c) = read_candidate(v).filter(|_| candidates.len() < MAX_CANDIDATES) {
                    candidates.push(c);
                }
            }
        }
        match (ufrag, pwd, fingerprint, setup) {
            (Some(ufrag), Some(pwd), Some(fingerprint), Some(setup)) if ufrag.len() <= 256 && pwd.len() <= 256 => {
                Ok(Transport {
                    ufrag,
                    pwd,
                    fingerprint,
                    setup,
                    candidates,
                })
            }
            _ => Err(CodeError::Incomplete),
        }
    }

    /// A full session description for `RTCPeerConnection.setRemoteDescription`:
    /// one data channel (SCTP over DTLS), as browsers write it.
    pub fn to_sdp(&self) -> String {
        let setup = match self.setup {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        };
        let fingerprint: Vec<String> = self.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
        let mut sdp = String::from(
            "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n",
        );
        for (i, c) in self.candidates.iter().enumerate() {
            let address = match &c.address {
                Address::V4(a) => format!("{}.{}.{}.{}", a[0], a[1], a[2], a[3]),
                Address::V6(a) => a.iter().map(|w| format!("{w:x}")).collect::<Vec<_>>().join(":"),
                Address::Name(n) => n.clone(),
            };
            let (kind, related) = match c.kind {
                Kind::Host => ("host", ""),
                Kind::Srflx => ("srflx", " raddr 0.0.0.0 rport 0"),
                Kind::Prflx => ("prflx", " raddr 0.0.0.0 rport 0"),
                Kind::Relay => ("relay", " raddr 0.0.0.0 rport 0"),
            };
            let protocol = if c.udp { "udp" } else { "tcp" };
            let tcp = if c.udp { "" } else { " tcptype passive" };
            sdp += &format!(
                "a=candidate:{} 1 {protocol} {} {address} {} typ {kind}{related}{tcp}\r\n",
                i + 1,
                c.priority,
                c.port
            );
        }
        sdp += &format!(
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\na=fingerprint:sha-256 {}\r\n\
             a=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n",
            self.ufrag,
            self.pwd,
            fingerprint.join(":")
        );
        sdp
    }
}

fn read_fingerprint(text: &str) -> Option<[u8; 32]> {
    let mut out = [0u8; 32];
    let mut parts = text.trim().split(':');
    for byte in out.iter_mut() {
        *byte = u8::from_str_radix(parts.next()?, 16).ok()?;
    }
    parts.next().is_none().then_some(out)
}

/// `foundation component protocol priority address port typ kind ...`.
fn read_candidate(text: &str) -> Option<Candidate> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 8 || words[1] != "1" || words[6] != "typ" {
        return None;
    }
    let udp = match words[2].to_ascii_lowercase().as_str() {
        "udp" => true,
        "tcp" => false,
        _ => return None,
    };
    let address = if let Ok(ip) = words[4].parse::<std::net::Ipv4Addr>() {
        Address::V4(ip.octets())
    } else if let Ok(ip) = words[4].parse::<std::net::Ipv6Addr>() {
        Address::V6(ip.segments())
    } else if words[4].len() <= 64 && words[4].ends_with(".local") {
        Address::Name(words[4].to_string())
    } else {
        return None;
    };
    let kind = match words[7] {
        "host" => Kind::Host,
        "srflx" => Kind::Srflx,
        "prflx" => Kind::Prflx,
        "relay" => Kind::Relay,
        _ => return None,
    };
    Some(Candidate {
        udp,
        kind,
        address,
        port: words[5].parse().ok()?,
        priority: words[3].parse().ok()?,
    })
}

#[cfg(test)]
#[path = "code_tests.rs"]
mod tests;
