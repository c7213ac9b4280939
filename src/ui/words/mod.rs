//! FOLDERDOC

pub mod keys;
pub mod markup;
pub mod names;
pub mod notation;
pub mod spoken;
pub mod types;
