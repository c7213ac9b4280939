//! The merge of a published state of a correspondence game with this
//! page's own, by the rules' checks: the longer legal continuation of the
//! same game wins, a history that differs is refused and said, and a side's
//! turns and end are taken only from that side's key (a page trusts its own
//! key, used on another device, for everything).
//!
//! A resignation is final: it ends the game whatever was played after it.
//! Time cannot be enforced (each event's time is its sender's word), so a
//! claim on time is settled by one rule both pages apply alike: a claim at
//! a ply stands unless the turn at that ply was made, by its maker's
//! stated time, by the deadline. The friend's late turn after our
//! claim is not taken; a late turn ours holds, after their claim, is dropped.

use crate::nostr::MAX_AHEAD_S;
use crate::rules::Color;
use crate::ui::lobby::correspondence::{Correspondence, End};
use std::fmt;

/// What a merge did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Merged {
    /// Theirs says nothing that ours does not.
    Same,
    /// Ours says more (a turn or an end theirs lacks): the friend's page
    /// catches up from ours.
    Ahead,
    /// Theirs continued ours by this many turns: taken.
    Continued(usize),
    /// Theirs ended the game (a resignation, a claim that holds): taken.
    Ended,
    /// Our claim was void: the friend's turn came before the deadline by its
    /// stated time (it reached the relays late). The turn is taken.
    ClaimVoid,
    /// A claim stands against the turn that came after its deadline: the
    /// turn is not taken.
    ClaimStands,
    /// Their claim stands against the turn ours has at its ply, made after
    /// the deadline: that turn is dropped and the game ends by the claim.
    LateTurnDropped,
}

/// Why a published state was not merged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MergeError {
    /// Another game: its id, setup, option, days or keys differ.
    OtherGame,
    /// Signed by neither side's key.
    Stranger,
    /// Changed later than this page's clock allows.
    FromTheFuture,
    /// The two histories differ from this ply (from 0) on.
    Conflict(usize),
    /// The friend's state holds a turn (at this ply) or an end that is ours to make.
    NotTheirs(usize),
    /// The friend claims a win while, by this page's reckoning, our time was
    /// not over: this many seconds were left at the claim's time.
    EarlyClaim(u64),
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::OtherGame => f.write_str("correspondence: another game"),
            MergeError::Stranger => f.write_str("correspondence: signed by neither player"),
            MergeError::FromTheFuture => f.write_str("correspondence: dated in the future"),
            MergeError::Conflict(ply) => write!(f, "correspondence: the games differ from turn {}", ply + 1),
            MergeError::NotTheirs(ply) => write!(f, "correspondence: turn {} is not the friend's", ply + 1),
            MergeError::EarlyClaim(s) => write!(f, "correspondence: a claim with {s} s left"),
        }
    }
}

impl std::error::Error for MergeError {}

/// Merges `theirs`, a state published by the key `from`, into `ours`, this
/// page's state of the game in which it plays `me`, at `now_s`: the state
/// to keep, and what happened.
pub fn merge(
    ours: &Correspondence,
    theirs: &Correspondence,
    from: &[u8; 32],
    me: Color,
    now_s: u64,
) -> Result<(Correspondence, Merged), MergeError> {
    if (ours.game, ours.start, ours.no_belt_check, ours.days, ours.keys)
        != (
            theirs.game,
            theirs.start,
            theirs.no_belt_check,
            theirs.days,
            theirs.keys,
        )
    {
        return Err(MergeError::OtherGame);
    }
    let sender = ours.side_of(from).ok_or(MergeError::Stranger)?;
    if theirs.updated_at > now_s.saturating_add(MAX_AHEAD_S) {
        return Err(MergeError::FromTheFuture);
    }
    let (a, b) = (ours.turns.len(), theirs.turns.len());
    let common = ours.turns.iter().zip(&theirs.turns).take_while(|(x, y)| x == y).count();
    if common < a.min(b) {
        return Err(MergeError::Conflict(common));
    }
    // Our own key is trusted for everything; the friend's for its own side only.
    let trusted = sender == me;
    let theirs_to_say = |end: Option<End>| match end {
        Some(End::Resigned(side)) if !trusted && side != sender => Err(MergeError::NotTheirs(b)),
        Some(End::Claimed(claim)) if !trusted && claim.by != sender => Err(MergeError::NotTheirs(b)),
        _ => Ok(end),
    };
    match b.cmp(&a) {
        std::cmp::Ordering::Greater => {
            if !trusted {
                if let Some(ply) = (a..b).find(|&ply| side_at(ours, ply) != sender) {
                    return Err(MergeError::NotTheirs(ply));
                }
            }
            let end = theirs_to_say(theirs.end)?;
            // The time its first new turn was made, as its maker stated it,
            // never before the time that side's move began.
            let made_at = theirs.since.max(ours.since);
            let merged = match ours.end {
                Some(End::Resigned(_)) => return Ok((ours.clone(), Merged::Ahead)),
                Some(End::Claimed(_)) if b == a + 1 && made_at > ours.deadline() => {
                    return Ok((ours.clone(), Merged::ClaimStands))
                }
                Some(End::Claimed(_)) => Merged::ClaimVoid,
                None => Merged::Continued(b - a),
            };
            let mut state = theirs.clone();
            state.since = made_at;
            state.updated_at = ours.updated_at.max(theirs.updated_at);
            state.end = end;
            early(&state, end)?;
            Ok((state, merged))
        }
        std::cmp::Ordering::Equal if ours.end == theirs.end => Ok((ours.clone(), Merged::Same)),
        std::cmp::Ordering::Equal => match (ours.end, theirs_to_say(theirs.end)?) {
            (Some(_), _) => Ok((ours.clone(), Merged::Ahead)),
            (None, end) => {
                early(ours, end)?;
                let mut state = ours.clone();
                state.end = end;
                state.updated_at = ours.updated_at.max(theirs.updated_at);
                Ok((state, Merged::Ended))
            }
        },
        std::cmp::Ordering::Less => {
            let end = theirs_to_say(theirs.end)?;
            if ours.end.is_some() {
                return Ok((ours.clone(), Merged::Ahead));
            }
            // A resignation ends the game whatever was played after it.
            if let Some(End::Resigned(side)) = end {
                if ours.game().outcome().is_some() {
                    return Ok((ours.clone(), Merged::Ahead));
                }
                let mut state = ours.clone();
                state.end = Some(End::Resigned(side));
                state.updated_at = ours.updated_at.max(theirs.updated_at);
                return Ok((state, Merged::Ended));
            }
            // Their claim on the turn ours has at its ply: it stands only
            // if that turn came after its deadline.
            let Some(End::Claimed(claim)) = end else {
                return Ok((ours.clone(), Merged::Ahead));
            };
            if a != b + 1 || ours.since <= theirs.deadline() {
                return Ok((ours.clone(), Merged::Ahead));
            }
            let mut state = theirs.clone();
            state.end = Some(End::Claimed(claim));
            state.updated_at = ours.updated_at.max(theirs.updated_at);
            Ok((state, Merged::LateTurnDropped))
        }
    }
}

/// Refuses a claim made before `state`'s deadline, by this page's reckoning.
fn early(state: &Correspondence, end: Option<End>) -> Result<(), MergeError> {
    match end {
        Some(End::Claimed(claim)) if claim.at < state.deadline() => {
            Err(MergeError::EarlyClaim(state.deadline() - claim.at))
        }
        _ => Ok(()),
    }
}

/// The side to move after `ply` turns of `state`'s game.
fn side_at(state: &Correspondence, ply: usize) -> Color {
    let first = state.position().turn();
    if ply % 2 == 0 {
        first
    } else {
        !first
    }
}

#[cfg(test)]
#[path = "merge_tests.rs"]
mod tests;
