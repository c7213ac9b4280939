//! A Nostr event (NIP-01): its fields, the canonical serialization its id
//! hashes, and its JSON on the wire, written and read with strict limits.
//!
//! Reading checks the shape only (fields, types, hex, limits); whether the
//! id and signature hold is `keys::verify`'s question, asked by `accept`.

use super::encoding::{from_hex, hex};
use super::json::{parse, write_str, write_strings, write_u64, Escapes, JsonError, Value, MAX_DEPTH};
use sha2::{Digest, Sha256};
use std::fmt;

/// The longest event text read, in bytes: Beltboard's events (a sealed
/// answer or turn) are a few KiB; a relay's larger event is not ours.
pub const MAX_EVENT_BYTES: usize = 16 * 1024;
/// The most tags an event read may have.
pub const MAX_TAGS: usize = 16;
/// The most strings one tag may have.
pub const MAX_TAG_STRINGS: usize = 8;
/// The longest string in a tag, in bytes.
pub const MAX_TAG_STRING_BYTES: usize = 256;

/// A Nostr event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The SHA-256 of [`Event::canonical`].
    pub id: [u8; 32],
    /// The author's BIP-340 public key (the x coordinate).
    pub pubkey: [u8; 32],
    /// When it was made, in Unix seconds.
    pub created_at: u64,
    /// What it is: Beltboard's is `KIND`.
    pub kind: u16,
    /// Its tags, each one or more strings.
    pub tags: Vec<Vec<String>>,
    /// Its content.
    pub content: String,
    /// The BIP-340 signature of the id.
    pub sig: [u8; 64],
}

/// An event's field, as errors name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `id`.
    Id,
    /// `pubkey`.
    Pubkey,
    /// `created_at`.
    CreatedAt,
    /// `kind`.
    Kind,
    /// `tags`.
    Tags,
    /// `content`.
    Content,
    /// `sig`.
    Sig,
}

impl Field {
    const ALL: [Field; 7] = [
        Field::Id,
        Field::Pubkey,
        Field::CreatedAt,
        Field::Kind,
        Field::Tags,
        Field::Content,
        Field::Sig,
    ];

    /// The field's key in the JSON object.
    pub fn key(self) -> &'static str {
        match self {
            Field::Id => "id",
            Field::Pubkey => "pubkey",
            Field::CreatedAt => "created_at",
            Field::Kind => "kind",
            Field::Tags => "tags",
            Field::Content => "content",
            Field::Sig => "sig",
        }
    }
}

/// Why an event cannot be read or does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventError {
    /// The text is longer than [`MAX_EVENT_BYTES`].
    TooLarge,
    /// The text is not JSON.
    Json(JsonError),
    /// The JSON is not an object.
    NotAnObject,
    /// A field is missing.
    Missing(Field),
    /// A field has the wrong type (or, for `kind`, is above 65535).
    WrongType(Field),
    /// `id`, `pubkey` or `sig` is not lowercase hex of its length.
    BadHex(Field),
    /// More than [`MAX_TAGS`] tags.
    TooManyTags,
    /// A tag that is empty, has more than [`MAX_TAG_STRINGS`] strings, or a
    /// string longer than [`MAX_TAG_STRING_BYTES`].
    BadTag,
    /// The id is not the hash of the event.
    WrongId,
    /// The public key is not a point of the curve.
    BadPublicKey,
    /// The signature does not verify.
    BadSignature,
}

impl fmt::Display for EventError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventError::TooLarge => write!(f, "event: longer than {MAX_EVENT_BYTES} bytes"),
            EventError::Json(e) => write!(f, "event: {e}"),
            EventError::NotAnObject => write!(f, "event: not a JSON object"),
            EventError::Missing(field) => write!(f, "event: no \"{}\"", field.key()),
            EventError::WrongType(field) => write!(f, "event: \"{}\" has the wrong type", field.key()),
            EventError::BadHex(field) => write!(f, "event: \"{}\" is not lowercase hex of its length", field.key()),
            EventError::TooManyTags => write!(f, "event: more than {MAX_TAGS} tags"),
            EventError::BadTag => write!(f, "event: a tag is empty or too long"),
            EventError::WrongId => write!(f, "event: the id is not the hash of the event"),
            EventError::BadPublicKey => write!(f, "event: the public key is not on the curve"),
            EventError::BadSignature => write!(f, "event: the signature does not verify"),
        }
    }
}

impl std::error::Error for EventError {}

impl Event {
    /// An event not signed yet (id, public key and signature zero): `Keys::sign` fills them.
    pub fn unsigned(created_at: u64, kind: u16, tags: Vec<Vec<String>>, content: String) -> Event {
        Event {
            id: [0; 32],
            pubkey: [0; 32],
            created_at,
            kind,
            tags,
            content,
            sig: [0; 64],
        }
    }

    /// NIP-01's serialization that the id hashes:
    /// `[0,"<pubkey>",<created_at>,<kind>,<tags>,"<content>"]`, no spaces,
    /// strings escaped by NIP-01's rule (seven escapes, all else verbatim).
    pub fn canonical(&self) -> String {
        let mut out = String::with_capacity(self.content.len() + 128);
        out.push_str("[0,\"");
        out.push_str(&hex(&self.pubkey));
        out.push_str("\",");
        self.write_fields(&mut out, Escapes::Canonical, ",", ",", ",");
        out.push(']');
        out
    }

    /// The id this event's fields hash to.
    pub fn compute_id(&self) -> [u8; 32] {
        Sha256::digest(self.canonical().as_bytes()).into()
    }

    /// The event as JSON for the wire: `{"id":..,"pubkey":..,...,"sig":..}`.
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(self.content.len() + 400);
        self.write_json(&mut out);
        out
    }

    /// Appends the event as JSON for the wire.
    pub fn write_json(&self, out: &mut String) {
        out.push_str("{\"id\":\"");
        out.push_str(&hex(&self.id));
        out.push_str("\",\"pubkey\":\"");
        out.push_str(&hex(&self.pubkey));
        out.push_str("\",\"created_at\":");
        self.write_fields(out, Escapes::Wire, ",\"kind\":", ",\"tags\":", ",\"content\":");
        out.push_str(",\"sig\":\"");
        out.push_str(&hex(&self.sig));
        out.push_str("\"}");
    }

    /// created_at, kind, tags and content with the separators given: the
    /// part the wire and the id's serialization share.
    fn write_fields(&self, out: &mut String, escapes: Escapes, kind: &str, tags: &str, content: &str) {
        write_u64(out, self.created_at);
        out.push_str(kind);
        write_u64(out, u64::from(self.kind));
        out.push_str(tags);
        out.push('[');
        for (i, tag) in self.tags.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_strings(out, tag, escapes);
        }
        out.push(']');
        out.push_str(content);
        write_str(out, &self.content, escapes);
    }

    /// Reads an event from its JSON text: at most [`MAX_EVENT_BYTES`],
    /// checked before anything is parsed; fields unknown to NIP-01 are
    /// skipped. The id and signature are not checked here.
    pub fn read(text: &str) -> Result<Event, EventError> {
        if text.len() > MAX_EVENT_BYTES {
            return Err(EventError::TooLarge);
        }
        Event::from_value(parse(text, MAX_DEPTH).map_err(EventError::Json)?)
    }

    /// Reads an event from a JSON value already parsed (a relay's frame).
    pub(super) fn from_value(value: Value) -> Result<Event, EventError> {
        let Value::Object(members) = value else {
            return Err(EventError::NotAnObject);
        };
        let mut found: [Option<Value>; 7] = Default::default();
        for (key, value) in members {
            if let Some(i) = Field::ALL.iter().position(|f| f.key() == key) {
                found[i] = Some(value);
            }
        }
        let [id, pubkey, created_at, kind, tags, content, sig] = found;
        let take = |value: Option<Value>, field| value.ok_or(EventError::Missing(field));
        let string =
            |value: Option<Value>, field| take(value, field)?.into_string().ok_or(EventError::WrongType(field));
        let kind = take(kind, Field::Kind)?
            .as_u64()
            .and_then(|k| u16::try_from(k).ok())
            .ok_or(EventError::WrongType(Field::Kind))?;
        Ok(Event {
            id: hex_field(id, Field::Id)?,
            pubkey: hex_field(pubkey, Field::Pubkey)?,
            created_at: take(created_at, Field::CreatedAt)?
                .as_u64()
                .ok_or(EventError::WrongType(Field::CreatedAt))?,
            kind,
            tags: read_tags(take(tags, Field::Tags)?)?,
            content: string(content, Field::Content)?,
            sig: hex_field(sig, Field::Sig)?,
        })
    }
}

/// A field of `N` bytes in lowercase hex.
fn hex_field<const N: usize>(value: Option<Value>, field: Field) -> Result<[u8; N], EventError> {
    let text = value.ok_or(EventError::Missing(field))?;
    from_hex(text.as_str().ok_or(EventError::WrongType(field))?).ok_or(EventError::BadHex(field))
}

/// The tags: an array of at most [`MAX_TAGS`] arrays of strings, each
/// within the limits.
fn read_tags(value: Value) -> Result<Vec<Vec<String>>, EventError> {
    let Value::Array(tags) = value else {
        return Err(EventError::WrongType(Field::Tags));
    };
    if tags.len() > MAX_TAGS {
        return Err(EventError::TooManyTags);
    }
    tags.into_iter()
        .map(|tag| {
            let Value::Array(strings) = tag else {
                return Err(EventError::WrongType(Field::Tags));
            };
            if strings.is_empty() || strings.len() > MAX_TAG_STRINGS {
                return Err(EventError::BadTag);
            }
            strings
                .into_iter()
                .map(|s| match s.into_string() {
                    Some(s) if s.len() > MAX_TAG_STRING_BYTES => Err(EventError::BadTag),
                    Some(s) => Ok(s),
                    None => Err(EventError::WrongType(Field::Tags)),
                })
                .collect()
        })
        .collect()
}
