//! Finding an opponent online, still with no server of ours: the open
//! challenges that every Beltboard page on the same Nostr relays sees, and
//! correspondence games (days per move) whose state each side publishes
//! there. The plain parts: a challenge and its event, the list as the page
//! keeps it, a correspondence game's published state, the merge of the two
//! sides' states and the reckoning of their days.

pub mod pace;
pub mod challenge;
pub mod list;
pub mod correspondence;
pub mod reckoning;
pub mod merge;
pub mod published;
pub mod reply;
pub mod page_state;
pub mod corr_link;
pub mod kept;
pub mod corr_state;
pub mod corr_open;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub mod view;
