//! The live page's Nostr relays: one WebSocket to each relay that
//! `config.json` lists, every frame the page writes sent to each of them,
//! every frame one sends handed on as text (after a size check, before any
//! parsing) with the relay it came from. What the frames mean is the plain
//! code's ([`crate::ui::live::signal`]); a relay that fails or closes is
//! reported once and left alone: the others carry on, and with none left the
//! page falls back to the answer link.

use crate::ui::live::signal::RelayNews;
use js_sys::Array;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};

/// The most relays the page talks to, whatever `config.json` lists.
pub const MAX_RELAYS: usize = 8;

/// The largest frame read from a relay, in bytes: the page's own events are
/// far smaller, so a larger one is dropped unread.
pub const MAX_FRAME: usize = 32 * 1024;

/// One relay's socket and what waits for it to open.
struct Socket {
    ws: WebSocket,
    queue: Rc<RefCell<Option<Vec<String>>>>,
    _on_open: Closure<dyn FnMut()>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_gone: Closure<dyn FnMut()>,
}

/// The sockets to the page's relays. Dropping it closes them.
pub struct Relays {
    sockets: Vec<Socket>,
}

impl Relays {
    /// Opens a socket to each of `urls` (a URL the browser refuses, such as
    /// one the page's Content Security Policy does not list, is reported
    /// [`RelayNews::Gone`] at once).
    pub fn open(urls: &[String], on_event: Rc<dyn Fn(RelayNews)>) -> Relays {
        let mut sockets = Vec::new();
        for (index, url) in urls.iter().take(MAX_RELAYS).enumerate() {
            match Socket::open(index, url, on_event.clone()) {
                Some(socket) => sockets.push(socket),
                None => on_event(RelayNews::Gone(index)),
            }
        }
        Relays { sockets }
    }

    /// Sends `frame` to every relay: at once to those open, when they open
    /// to those still connecting.
    pub fn send(&self, frame: &str) {
        for socket in &self.sockets {
            let mut queue = socket.queue.borrow_mut();
            match queue.as_mut() {
                Some(waiting) => waiting.push(frame.to_string()),
                None => {
                    let _ = socket.ws.send_with_str(frame);
                }
            }
        }
    }

    /// How many relays the page tries.
    pub fn len(&self) -> usize {
        self.sockets.len()
    }

    /// Whether the page has no relay at all.
    pub fn is_empty(&self) -> bool {
        self.sockets.is_empty()
    }
}

impl Drop for Relays {
    fn drop(&mut self) {
        for socket in &self.sockets {
            socket.ws.set_onopen(None);
            socket.ws.set_onmessage(None);
            socket.ws.set_onerror(None);
            socket.ws.set_onclose(None);
            let _ = socket.ws.close();
        }
    }
}

impl Socket {
    fn open(index: usize, url: &str, on_event: Rc<dyn Fn(RelayNews)>) -> Option<Socket> {
        let ws = WebSocket::new(url).ok()?;
        let queue: Rc<RefCell<Option<Vec<String>>>> = Rc::new(RefCell::new(Some(Vec::new())));
        let on_open = {
            let (ws, queue, on_event) = (ws.clone(), queue.clone(), on_event.clone());
            Closure::<dyn FnMut()>::new(move || {
                for frame in queue.borrow_mut().take().unwrap_or_default() {
                    let _ = ws.send_with_str(&frame);
                }
                on_event(RelayNews::Opened(index));
            })
        };
        let on_message = {
            let on_event = on_event.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                // Binary frames are no part of the protocol: only text is read.
                if let Some(text) = event.data().as_string() {
                    if text.len() <= MAX_FRAME {
                        on_event(RelayNews::Frame(index, text));
                    }
                }
            })
        };
        let gone = Rc::new(RefCell::new(false));
        let on_gone = {
            let (gone, on_event) = (gone.clone(), on_event.clone());
            Closure::<dyn FnMut()>::new(move || {
                // An error is followed by a close: say it once.
                if !gone.replace(true) {
                    on_event(RelayNews::Gone(index));
                }
            })
        };
        ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        ws.set_onerror(Some(on_gone.as_ref().unchecked_ref()));
        ws.set_onclose(Some(on_gone.as_ref().unchecked_ref()));
        Some(Socket {
            ws,
            queue,
            _on_open: on_open,
            _on_message: on_message,
            _on_gone: on_gone,
        })
    }
}

/// The relays of `config.json` next to the page (`{"relays": ["wss://..."]}`),
/// at most [`MAX_RELAYS`], only `wss://` and `ws://` URLs; none when the file
/// or the list is missing or empty (relays off: the answer travels by link).
pub async fn relay_urls() -> Vec<String> {
    let Ok(text) = crate::ui::web::fetch::text("config.json").await else {
        return Vec::new();
    };
    let list = js_sys::JSON::parse(&text)
        .ok()
        .and_then(|v| js_sys::Reflect::get(&v, &"relays".into()).ok())
        .filter(Array::is_array)
        .map(|v| Array::from(&v));
    let Some(list) = list else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|v| v.as_string())
        .filter(|u| u.starts_with("wss://") || u.starts_with("ws://"))
        .take(MAX_RELAYS)
        .collect()
}

/// `N` bytes from the browser's cryptographic random source (a secret, a
/// throw-away key, a nonce); `None` where the browser has none.
pub fn random_bytes<const N: usize>() -> Option<[u8; N]> {
    let mut out = [0u8; N];
    let crypto = web_sys::window()?.crypto().ok()?;
    crypto.get_random_values_with_u8_array(&mut out).ok()?;
    Some(out)
}
