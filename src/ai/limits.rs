//! What bounds a search: its own small file, so that the search (`search`)
//! and its root loop (`root`) both read it without importing each other.

use serde::{Deserialize, Serialize};

/// What bounds a search, and what it reports; it stops at the first bound reached.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// Milliseconds of thinking.
    pub time_ms: Option<u64>,
    /// Positions visited.
    pub nodes: Option<u64>,
    /// Turns deep.
    pub depth: Option<u32>,
    /// Search only share `index` of `count` of the root turns (`index < count`):
    /// turn number `i` of [`Position::legal_turns`] belongs to share `i % count`.
    /// Independent workers each take one share; [`merge`] combines their answers.
    /// (In Full Belt each share applies the root's beam to its own turns.)
    pub root_split: Option<(u16, u16)>,
    /// How many best lines to report per depth, 1 to 3 (0 counts as 1):
    /// the analysis board's multi-PV. More lines cost more nodes.
    pub multi_pv: u8,
    /// Iterations completed whatever the time limit (not the node limit):
    /// at 2, every root turn is searched deep enough to see an opponent's
    /// win at once, so no turn that allows one is played when another does not.
    pub min_depth: u32,
}
