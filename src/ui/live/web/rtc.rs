//! A live game's connection: one WebRTC data channel between two
//! browsers, set up from the codes of [`crate::ui::live::code`]
//! instead of a signalling server.
//!
//! Both sides make the same pre-negotiated channel (id 0), so that neither
//! waits for the other to announce it. ICE candidates are not trickled: a
//! side waits until gathering completes (or [`GATHER_MS`] passes) and puts
//! every candidate in its code at once. Every failure is an [`RtcError`];
//! nothing here panics.

use crate::ui::live::code::Transport;
use crate::ui::live::flow::RtcError;
use js_sys::{Array, Promise, Uint8Array};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelType, RtcIceGatheringState,
    RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};

/// The longest wait for ICE gathering, in milliseconds: host candidates come
/// at once, a STUN server that does not answer would otherwise hold the
/// code back for many seconds.
pub const GATHER_MS: i32 = 4_000;

/// What the connection tells the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The data channel is open: messages can flow.
    Open,
    /// The bytes of one message from the peer (untrusted).
    Message(Vec<u8>),
    /// The channel or the connection closed or failed.
    Closed,
}

/// One side's connection: the peer connection and its data channel.
pub struct Link {
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    // Kept alive as long as the link: the browser calls them.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl std::fmt::Debug for Link {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Link")
    }
}

/// The STUN server used when the host ships no `config.json`: it only
/// tells each browser its public address; no game data passes through it.
pub const DEFAULT_ICE: &str = "stun:stun.l.google.com:19302";

/// One ICE server of `config.json`: its URLs and, for a TURN server, the
/// user name and credential it asks for (a TURN server without them
/// refuses to relay).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IceServer {
    /// `stun:` or `turn:` URLs of the one server.
    pub urls: Vec<String>,
    /// The TURN server's user name.
    pub username: Option<String>,
    /// The TURN server's credential (a password).
    pub credential: Option<String>,
}

impl IceServer {
    /// A server known by its URL alone (a STUN server).
    fn url(url: String) -> IceServer {
        IceServer {
            urls: vec![url],
            username: None,
            credential: None,
        }
    }

    /// An entry of `iceServers`: a URL, or an object as the browser's own
    /// `RTCIceServer` (`{"urls": "turn:..." or [...], "username": "...",
    /// "credential": "..."}`). Anything else, or an object with no URL, is
    /// skipped.
    fn read(entry: &JsValue) -> Option<IceServer> {
        if let Some(url) = entry.as_string() {
            return Some(IceServer::url(url));
        }
        if !entry.is_object() {
            return None;
        }
        let field = |name: &str| js_sys::Reflect::get(entry, &name.into()).ok();
        let urls: Vec<String> = match field("urls") {
            Some(v) if Array::is_array(&v) => Array::from(&v).iter().filter_map(|u| u.as_string()).take(4).collect(),
            Some(v) => v.as_string().into_iter().collect(),
            None => Vec::new(),
        };
        let text = |name: &str| field(name).and_then(|v| v.as_string());
        (!urls.is_empty()).then(|| IceServer {
            urls,
            username: text("username"),
            credential: text("credential"),
        })
    }
}

/// The ICE servers of `config.json` next to the page (`{"iceServers":
/// ["stun:...", {"urls": "turn:...", "username": "...", "credential":
/// "..."}]}`; an empty list: devices on the same network only), or
/// [`DEFAULT_ICE`] when there is none or it cannot be read.
pub async fn ice_servers() -> Vec<IceServer> {
    let default = || vec![IceServer::url(DEFAULT_ICE.to_string())];
    let Ok(text) = crate::ui::web::fetch::text("config.json").await else {
        return default();
    };
    let list = js_sys::JSON::parse(&text)
        .ok()
        .and_then(|v| js_sys::Reflect::get(&v, &"iceServers".into()).ok())
        .filter(Array::is_array)
        .map(|v| Array::from(&v));
    match list {
        Some(list) => list.iter().filter_map(|e| IceServer::read(&e)).take(8).collect(),
        None => default(),
    }
}

/// A configuration with `ice_servers` (STUN/TURN servers; empty: local only).
fn configuration(ice_servers: &[IceServer]) -> RtcConfiguration {
    let config = RtcConfiguration::new();
    let servers = Array::new();
    for ice in ice_servers {
        let server = RtcIceServer::new();
        let urls: Array = ice.urls.iter().map(|u| JsValue::from_str(u)).collect();
        server.set_urls(&urls);
        if let Some(username) = &ice.username {
            server.set_username(username);
        }
        if let Some(credential) = &ice.credential {
            server.set_credential(credential);
        }
        servers.push(&server);
    }
    config.set_ice_servers(&servers);
    config
}

/// Awaits a promise, mapping a rejection to `Refused`.
async fn settle(promise: Promise) -> Result<JsValue, RtcError> {
    JsFuture::from(promise).await.map_err(|_| RtcError::Refused)
}

/// Resolves once `pc` has gathered its candidates, or after [`GATHER_MS`].
async fn gathered(pc: &RtcPeerConnection) {
    if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
        return;
    }
    let done = Rc::new(RefCell::new(None::<Closure<dyn FnMut(JsValue)>>));
    let promise = Promise::new(&mut |resolve, _| {
        let _ = gloo::utils::window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_MS);
        let (pc2, resolve) = (pc.clone(), resolve.clone());
        let handler = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if pc2.ice_gathering_state() == RtcIceGatheringState::Complete {
                let _ = resolve.call0(&JsValue::NULL);
            }
        });
        pc.set_onicegatheringstatechange(Some(handler.as_ref().unchecked_ref()));
        *done.borrow_mut() = Some(handler);
    });
    let _ = JsFuture::from(promise).await;
    pc.set_onicegatheringstatechange(None);
    drop(done);
}

/// A description of type `kind` from `transport`.
fn description(kind: RtcSdpType, transport: &Transport) -> RtcSessionDescriptionInit {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(&transport.to_sdp());
    init
}

impl Link {
    /// A new connection with its channel, reporting to `on_event`.
    fn new(ice_servers: &[IceServer], on_event: Rc<dyn Fn(LinkEvent)>) -> Result<Link, RtcError> {
        let pc = RtcPeerConnection::new_with_configuration(&configuration(ice_servers))
            .map_err(|_| RtcError::Unsupported)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let channel = pc.create_data_channel_with_data_channel_dict("beltboard", &init);
        channel.set_binary_type(RtcDataChannelType::Arraybuffer);
        let mut handlers = Vec::new();
        let event = on_event.clone();
        let open = Closure::<dyn FnMut(JsValue)>::new(move |_| event(LinkEvent::Open));
        channel.set_onopen(Some(open.as_ref().unchecked_ref()));
        handlers.push(open);
        let event = on_event.clone();
        let message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            // Text or anything else is passed on as its bytes, for the protocol to refuse.
            let data = e.dyn_into::<MessageEvent>().map(|m| m.data()).unwrap_or(JsValue::NULL);
            let bytes = match data.as_string() {
                Some(text) => text.into_bytes(),
                None if data.is_instance_of::<js_sys::ArrayBuffer>() => Uint8Array::new(&data).to_vec(),
                None => Vec::new(),
            };
            event(LinkEvent::Message(bytes));
        });
        channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
        handlers.push(message);
        let event = on_event.clone();
        let close = Closure::<dyn FnMut(JsValue)>::new(move |_| event(LinkEvent::Closed));
        channel.set_onclose(Some(close.as_ref().unchecked_ref()));
        handlers.push(close);
        let (event, pc2) = (on_event, pc.clone());
        let state = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if matches!(
                pc2.connection_state(),
                RtcPeerConnectionState::Disconnected | RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
            ) {
                event(LinkEvent::Closed);
            }
        });
        pc.set_onconnectionstatechange(Some(state.as_ref().unchecked_ref()));
        handlers.push(state);
        Ok(Link {
            pc,
            channel,
            _handlers: handlers,
        })
    }

    /// Sets the description `created` (an offer or an answer of `kind`) as
    /// the local one, and gives it once gathered, as a code's transport.
    async fn describe(&self, created: Promise, kind: RtcSdpType) -> Result<Transport, RtcError> {
        let created = settle(created).await?;
        let sdp = js_sys::Reflect::get(&created, &"sdp".into())
            .ok()
            .and_then(|s| s.as_string())
            .ok_or(RtcError::Refused)?;
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(&sdp);
        settle(self.pc.set_local_description(&init)).await?;
        gathered(&self.pc).await;
        let sdp = self.pc.local_description().map(|d| d.sdp()).unwrap_or_default();
        Transport::from_sdp(&sdp).map_err(RtcError::Description)
    }

    /// The inviting side: a connection, and the offer's transport for the invitation.
    pub async fn invite(
        ice_servers: &[IceServer],
        on_event: impl Fn(LinkEvent) + 'static,
    ) -> Result<(Link, Transport), RtcError> {
        let link = Link::new(ice_servers, Rc::new(on_event))?;
        let transport = link.describe(link.pc.create_offer(), RtcSdpType::Offer).await?;
        Ok((link, transport))
    }

    /// The invited side: a connection to the invitation's `offer`, and the
    /// answer's transport to send back.
    pub async fn join(
        ice_servers: &[IceServer],
        offer: &Transport,
        on_event: impl Fn(LinkEvent) + 'static,
    ) -> Result<(Link, Transport), RtcError> {
        let link = Link::new(ice_servers, Rc::new(on_event))?;
        settle(link.pc.set_remote_description(&description(RtcSdpType::Offer, offer))).await?;
        let transport = link.describe(link.pc.create_answer(), RtcSdpType::Answer).await?;
        Ok((link, transport))
    }

    /// The inviting side, given the friend's answer: the connection comes up.
    /// (The future holds no borrow of the link: the page keeps it in a cell.)
    pub fn accept(&self, answer: &Transport) -> impl std::future::Future<Output = Result<(), RtcError>> {
        let promise = self.pc.set_remote_description(&description(RtcSdpType::Answer, answer));
        async move { settle(promise).await.map(|_| ()) }
    }

    /// Sends one message's bytes; false if the channel is not open.
    pub fn send(&self, bytes: &[u8]) -> bool {
        self.channel.send_with_u8_array(bytes).is_ok()
    }

    /// Closes the channel and the connection (the peer sees it closed).
    pub fn close(&self) {
        self.channel.close();
        self.pc.close();
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.channel.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.close();
    }
}
