//! The page's dealings with the browser outside the board: localStorage,
//! the address, the clipboard and downloads, the clocks' time and the page's visibility, fetching files, the framing page, a live game's WebRTC link, and the
//! workers (the AI's, the threat assistant's). Every call tolerates a browser that refuses (storage disabled,
//! clipboard denied): the game goes on, and the caller learns whether it
//! worked.

#[cfg(target_arch = "wasm32")]
pub mod address;
#[cfg(target_arch = "wasm32")]
pub mod board_look;
#[cfg(target_arch = "wasm32")]
pub mod clipboard;
#[cfg(target_arch = "wasm32")]
pub mod fetch;
#[cfg(target_arch = "wasm32")]
pub mod frame;
#[cfg(target_arch = "wasm32")]
pub mod lang;
#[cfg(target_arch = "wasm32")]
pub mod pointer;
#[cfg(target_arch = "wasm32")]
pub mod scroll;
#[cfg(target_arch = "wasm32")]
pub mod storage;
