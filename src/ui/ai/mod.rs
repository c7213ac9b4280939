//! The AI's work for the pages: jobs and replies typed on both sides of the
//! worker boundary, the threat assistant's questions and answers, one job
//! split over several workers (one of them, given two or more, running the
//! forcing-line solver), and the web workers themselves.

pub mod clock;
pub mod findings;
pub mod job;
pub mod shares;
pub mod solve;
pub mod threats;
#[cfg(target_arch = "wasm32")]
pub mod web;
