//! The AI's work in progress on the game page: the job sent and not yet
//! answered, the depths reported so far.

use crate::ai::Info;
use crate::rules::Color;
use crate::rules::Turn;
use crate::ui::ai::job::JobKey;

/// An AI search the page waits for.
#[derive(Clone, Debug, PartialEq)]
pub struct Thinking {
    /// The job's key; replies with another key are stale.
    pub key: JobKey,
    /// The latest completed depth, if any yet.
    pub progress: Option<Info>,
}

/// The AI's work as the page sees it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AiWork {
    /// The search under way, if any.
    pub thinking: Option<Thinking>,
    /// The AI's suggestion for the user, shown on the board.
    pub hint: Option<Turn>,
    /// Whether the user asked for a hint that has not been sent yet.
    pub hint_wanted: bool,
    /// What the AI's last finished search reached, and the side it searched for.
    pub last: Option<(Color, Info)>,
    /// A game the AI plays against itself is paused.
    pub paused: bool,
    /// While paused, one turn was asked for.
    pub step_once: bool,
}
