//! The messages of NIP-01 between a client and a relay: the three a client
//! sends (`EVENT`, `REQ` with one filter, `CLOSE`), written; the ones a
//! relay sends (`EVENT`, `EOSE`, `NOTICE`, `CLOSED`, `OK`, anything else as
//! [`RelayMessage::Unknown`]), read strictly and written back.

use super::encoding::{from_hex, hex};
use super::event::{Event, EventError, MAX_EVENT_BYTES};
use super::json::{parse, write_str, write_u64, Escapes, JsonError, Value, MAX_DEPTH};
use std::fmt;

/// The longest frame read from a relay, in bytes, checked before parsing: an
/// event of [`MAX_EVENT_BYTES`] and the words around it.
pub const MAX_FRAME_BYTES: usize = MAX_EVENT_BYTES + 512;
/// The longest subscription id, in characters (NIP-01).
pub const MAX_SUB_ID_CHARS: usize = 64;
/// The longest label of an unknown message kept, in characters.
const MAX_LABEL_CHARS: usize = 32;

/// What a subscription asks for: events of these kinds, with one of these
/// values of a single-letter tag, made since a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    /// The kinds (`"kinds"`); none asks for any.
    pub kinds: Vec<u16>,
    /// A single-letter tag and its values (`"#t":[...]`), if any.
    pub tag: Option<(char, Vec<String>)>,
    /// The earliest `created_at` (`"since"`), if any.
    pub since: Option<u64>,
    /// How many stored events to send first (`"limit"`), if any.
    pub limit: Option<u64>,
}

impl Filter {
    /// The filter as a JSON object.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{");
        let field = |out: &mut String, key: &str| {
            if out.len() > 1 {
                out.push(',');
            }
            write_str(out, key, Escapes::Wire);
            out.push(':');
        };
        if !self.kinds.is_empty() {
            field(&mut out, "kinds");
            out.push('[');
            for (i, kind) in self.kinds.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_u64(&mut out, u64::from(*kind));
            }
            out.push(']');
        }
        if let Some((letter, values)) = &self.tag {
            field(&mut out, &format!("#{letter}"));
            super::json::write_strings(&mut out, values, Escapes::Wire);
        }
        for (key, value) in [("since", self.since), ("limit", self.limit)] {
            if let Some(n) = value {
                field(&mut out, key);
                write_u64(&mut out, n);
            }
        }
        out.push('}');
        out
    }
}

/// `["EVENT",<event>]`: publishes `event`.
pub fn publish_message(event: &Event) -> String {
    let mut out = String::from("[\"EVENT\",");
    event.write_json(&mut out);
    out.push(']');
    out
}

/// `["REQ",<sub_id>,<filter>]`: subscribes to the events `filter` selects.
pub fn req_message(sub_id: &str, filter: &Filter) -> String {
    let mut out = String::from("[\"REQ\",");
    write_str(&mut out, sub_id, Escapes::Wire);
    out.push(',');
    out.push_str(&filter.to_json());
    out.push(']');
    out
}

/// `["CLOSE",<sub_id>]`: ends a subscription.
pub fn close_message(sub_id: &str) -> String {
    let mut out = String::from("[\"CLOSE\",");
    write_str(&mut out, sub_id, Escapes::Wire);
    out.push(']');
    out
}

/// A message from a relay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayMessage {
    /// `["EVENT",<sub_id>,<event>]`: an event of a subscription (not checked yet: see `accept`).
    Event {
        /// The subscription.
        sub_id: String,
        /// The event.
        event: Event,
    },
    /// `["EOSE",<sub_id>]`: the stored events have all been sent.
    Eose {
        /// The subscription.
        sub_id: String,
    },
    /// `["NOTICE",<message>]`: words for people.
    Notice {
        /// The relay's words.
        message: String,
    },
    /// `["CLOSED",<sub_id>,<message>]`: the relay ended or refused a subscription.
    Closed {
        /// The subscription.
        sub_id: String,
        /// Why, as `prefix: words`.
        message: String,
    },
    /// `["OK",<event id>,<accepted>,<message>]`: what became of an event published.
    Ok {
        /// The event's id.
        event_id: [u8; 32],
        /// Whether the relay took it.
        accepted: bool,
        /// Why, as `prefix: words` (may be empty when accepted).
        message: String,
    },
    /// Any other array whose first element is a string (`AUTH`, `COUNT`, ...):
    /// its label (cut to 32 characters); callers ignore it.
    Unknown {
        /// The first element.
        label: String,
    },
}

/// The messages a relay sends that `RelayMessage` reads, as errors name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// `EVENT`.
    Event,
    /// `EOSE`.
    Eose,
    /// `NOTICE`.
    Notice,
    /// `CLOSED`.
    Closed,
    /// `OK`.
    Ok,
}

impl Label {
    const ALL: [Label; 5] = [Label::Event, Label::Eose, Label::Notice, Label::Closed, Label::Ok];

    /// The label as the message writes it.
    pub fn word(self) -> &'static str {
        match self {
            Label::Event => "EVENT",
            Label::Eose => "EOSE",
            Label::Notice => "NOTICE",
            Label::Closed => "CLOSED",
            Label::Ok => "OK",
        }
    }
}

/// Why a relay's message cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageError {
    /// Longer than [`MAX_FRAME_BYTES`].
    TooLarge,
    /// Not JSON.
    Json(JsonError),
    /// Not an array whose first element is a string.
    NotAMessage,
    /// A known message with other elements than NIP-01 gives it.
    WrongShape(Label),
    /// A subscription id that is empty or longer than [`MAX_SUB_ID_CHARS`].
    BadSubscription,
    /// An `OK` whose event id is not 64 lowercase hex digits.
    BadEventId,
    /// The event of an `EVENT` cannot be read.
    Event(EventError),
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::TooLarge => write!(f, "relay message: longer than {MAX_FRAME_BYTES} bytes"),
            MessageError::Json(e) => write!(f, "relay message: {e}"),
            MessageError::NotAMessage => write!(f, "relay message: not an array starting with a label"),
            MessageError::WrongShape(label) => write!(f, "relay message: {} with the wrong elements", label.word()),
            MessageError::BadSubscription => write!(f, "relay message: bad subscription id"),
            MessageError::BadEventId => write!(f, "relay message: bad event id"),
            MessageError::Event(e) => write!(f, "relay message: {e}"),
        }
    }
}

impl std::error::Error for MessageError {}

impl RelayMessage {
    /// Reads a relay's frame: its length is checked before it is parsed.
    pub fn read(text: &str) -> Result<RelayMessage, MessageError> {
        if text.len() > MAX_FRAME_BYTES {
            return Err(MessageError::TooLarge);
        }
        let Value::Array(items) = parse(text, MAX_DEPTH).map_err(MessageError::Json)? else {
            return Err(MessageError::NotAMessage);
        };
        let mut items = items.into_iter();
        let Some(Value::Str(word)) = items.next() else {
            return Err(MessageError::NotAMessage);
        };
        let Some(label) = Label::ALL.into_iter().find(|l| l.word() == word) else {
            return Ok(RelayMessage::Unknown {
                label: word.chars().take(MAX_LABEL_CHARS).collect(),
            });
        };
        let rest: Vec<Value> = items.collect();
        let shape = MessageError::WrongShape(label);
        Ok(match label {
            Label::Event => match exactly::<2>(rest, shape)? {
                [Value::Str(sub_id), event] => RelayMessage::Event {
                    sub_id: sub_id_of(sub_id)?,
                    event: Event::from_value(event).map_err(MessageError::Event)?,
                },
                _ => return Err(shape),
            },
            Label::Eose => match exactly::<1>(rest, shape)? {
                [Value::Str(sub_id)] => RelayMessage::Eose {
                    sub_id: sub_id_of(sub_id)?,
                },
                _ => return Err(shape),
            },
            Label::Notice => match exactly::<1>(rest, shape)? {
                [Value::Str(message)] => RelayMessage::Notice { message },
                _ => return Err(shape),
            },
            Label::Closed => match exactly::<2>(rest, shape)? {
                [Value::Str(sub_id), Value::Str(message)] => RelayMessage::Closed {
                    sub_id: sub_id_of(sub_id)?,
                    message,
                },
                _ => return Err(shape),
            },
            Label::Ok => match exactly::<3>(rest, shape)? {
                [Value::Str(id), Value::Bool(accepted), Value::Str(message)] => RelayMessage::Ok {
                    event_id: from_hex(&id).ok_or(MessageError::BadEventId)?,
                    accepted,
                    message,
                },
                _ => return Err(shape),
            },
        })
    }

    /// The message as the relay writes it (what `read` reads back the same).
    pub fn to_json(&self) -> String {
        let mut out = String::from("[");
        let label = |out: &mut String, word: &str| write_str(out, word, Escapes::Wire);
        let next = |out: &mut String, s: &str| {
            out.push(',');
            write_str(out, s, Escapes::Wire);
        };
        match self {
            RelayMessage::Event { sub_id, event } => {
                label(&mut out, "EVENT");
                next(&mut out, sub_id);
                out.push(',');
                event.write_json(&mut out);
            }
            RelayMessage::Eose { sub_id } => {
                label(&mut out, "EOSE");
                next(&mut out, sub_id);
            }
            RelayMessage::Notice { message } => {
                label(&mut out, "NOTICE");
                next(&mut out, message);
            }
            RelayMessage::Closed { sub_id, message } => {
                label(&mut out, "CLOSED");
                next(&mut out, sub_id);
                next(&mut out, message);
            }
            RelayMessage::Ok {
                event_id,
                accepted,
                message,
            } => {
                label(&mut out, "OK");
                next(&mut out, &hex(event_id));
                out.push_str(if *accepted { ",true" } else { ",false" });
                next(&mut out, message);
            }
            RelayMessage::Unknown { label: word } => label(&mut out, word),
        }
        out.push(']');
        out
    }
}

/// A subscription id within NIP-01's limits.
fn sub_id_of(sub_id: String) -> Result<String, MessageError> {
    if sub_id.is_empty() || sub_id.chars().count() > MAX_SUB_ID_CHARS {
        return Err(MessageError::BadSubscription);
    }
    Ok(sub_id)
}

/// The `N` elements after a label, if there are exactly `N`.
fn exactly<const N: usize>(rest: Vec<Value>, shape: MessageError) -> Result<[Value; N], MessageError> {
    <[Value; N]>::try_from(rest).map_err(|_| shape)
}
