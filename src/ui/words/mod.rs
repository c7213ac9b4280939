//! Words every page shares, in the page's language: the names of sides,
//! belts and settings, notation for people, what the screen reader says, the
//! words of the typed values the lower layers hand up, and the rules help's
//! markup.

pub mod keys;
pub mod markup;
pub mod names;
pub mod notation;
pub mod spoken;
pub mod types;
