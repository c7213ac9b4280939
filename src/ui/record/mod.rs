//! Links as text: the one reader and writer of URL queries and fragments, and
//! a link parameter that cannot be used, typed so that the page words it.

pub mod link_error;
pub mod query;
