//! FOLDERDOC

pub mod link_error;
pub mod query;
