//! The live page's browser glue: the WebRTC data channel, the sockets to
//! the Nostr relays, and reading a QR code with the camera.

#[cfg(target_arch = "wasm32")]
pub mod relays;
#[cfg(target_arch = "wasm32")]
pub mod rtc;
#[cfg(target_arch = "wasm32")]
pub mod scan;
