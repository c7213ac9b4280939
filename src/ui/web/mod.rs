//! The page's dealings with the browser outside the board: localStorage,
//! the address, the clipboard and downloads, the clocks' time and the page's visibility, fetching files, the framing page, a live game's WebRTC link, and the
//! workers (the AI's, the threat assistant's). Every call tolerates a browser that refuses (storage disabled,
//! clipboard denied): the game goes on, and the caller learns whether it
//! worked.

pub mod address;
// Issue 25 (clocklive): the game's sounds.
pub mod assist_worker;
pub mod audio;
pub mod board_look;
pub mod clipboard;
pub mod clock;
// The game page's dialogs in a wasm of their own (ui::extras).
pub mod extras;
pub mod fetch;
pub mod frame;
pub mod lang;
pub mod pointer;
pub mod rtc;
// Issue 26 (clocklive): the answer's QR code read by the camera.
pub mod scan;
// The board brought back into sight (issue 23 point 5, polish).
pub mod scroll;
pub mod storage;
pub mod worker;
