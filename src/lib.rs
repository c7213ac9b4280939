//! Beltboard: Full Belt Chess and Chess without Pawns.
//!
//! [`rules`] is the exact rules engine and [`ai`] the computer opponent; both
//! are plain Rust with no web dependency. The browser interface lives in
//! [`ui`]: its game-flow reducer is plain Rust too (tested natively), its Yew
//! components are compiled only for `wasm32`. [`nostr`] is the plain-Rust
//! core of a live game's exchange over public Nostr relays: events,
//! signatures, the sealed payload, relay messages and their checks.

pub mod ai;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod fuzz;
pub mod i18n;
pub mod nostr;
pub mod puzzles;
pub mod rules;

pub mod ui;
