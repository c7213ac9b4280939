//! The studio's components (Yew, wasm32 only): its page, which shows what
//! its address asks for, and the page for an address it cannot show.

#[cfg(target_arch = "wasm32")]
pub mod home;
#[cfg(target_arch = "wasm32")]
pub mod page;
