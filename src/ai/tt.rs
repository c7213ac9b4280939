//! The transposition table: what earlier searches learnt about a position.

use crate::rules::{Belt, BeltShift, Move, Role, Square, Turn};

/// How a stored score relates to the true score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// At least this score (the search failed high).
    Lower,
    /// At most this score (the search failed low).
    Upper,
}

#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    turn: u32,
    score: i16,
    depth: u8,
    bound: u8,
}

/// A stored result for one position.
#[derive(Copy, Clone, Debug)]
pub struct Hit {
    /// The best turn found, if any.
    pub turn: Option<Turn>,
    /// The score, from the side to move's view (mate scores relative to this node).
    pub score: i32,
    /// The depth in turns it was searched to.
    pub depth: u8,
    /// How the score bounds the truth.
    pub bound: Bound,
}

/// A fixed-size table indexed by the position hash, replaced by depth and age.
pub struct Table {
    entries: Vec<Entry>,
}

/// Packs a turn in 24 bits: from, to, promotion, belt.
pub fn pack(turn: Turn) -> u32 {
    let promo = match turn.normal.promotion {
        None => 0,
        Some(r) => r.index() as u32,
    };
    let belt = turn
        .belt
        .map_or(0, |b| 1 + b.belt().index() as u32 * 7 + (b.k() as u32 - 1));
    turn.normal.from.index() as u32 | (turn.normal.to.index() as u32) << 6 | promo << 12 | belt << 15 | 1 << 23
}

/// Unpacks a turn packed by [`pack`].
pub fn unpack(bits: u32) -> Option<Turn> {
    if bits & 1 << 23 == 0 {
        return None;
    }
    let from = Square::new((bits & 63) as u8)?;
    let to = Square::new((bits >> 6 & 63) as u8)?;
    let promotion = match bits >> 12 & 7 {
        0 => None,
        i => Some(*Role::ALL.get(i as usize)?),
    };
    let belt = match bits >> 15 & 255 {
        0 => None,
        b => {
            let b = b - 1;
            Some(BeltShift::new(*Belt::ALL.get((b / 7) as usize)?, (b % 7 + 1) as u8)?)
        }
    };
    Some(Turn {
        normal: Move { from, to, promotion },
        belt,
    })
}

impl Table {
    /// A table of about `megabytes` MB (at least one entry).
    pub fn new(megabytes: usize) -> Table {
        let n = (megabytes * 1024 * 1024 / std::mem::size_of::<Entry>()).max(1);
        Table {
            entries: vec![Entry::default(); n],
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
    }

    fn index(&self, key: u64) -> usize {
        super::rng::scale(key, self.entries.len() as u64) as usize
    }

    /// What the table knows about the position with hash `key`.
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let e = self.entries[self.index(key)];
        (e.key == key && e.bound != 0).then(|| Hit {
            turn: unpack(e.turn),
            score: e.score as i32,
            depth: e.depth,
            bound: match e.bound {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    /// Stores a result, keeping a deeper result for another position in the slot.
    pub fn store(&mut self, key: u64, turn: Option<Turn>, score: i32, depth: u8, bound: Bound) {
        let i = self.index(key);
        let old = self.entries[i];
        if old.key != key && old.bound != 0 && old.depth > depth + 1 {
            return;
        }
        let turn = turn.map(pack).unwrap_or(if old.key == key { old.turn } else { 0 });
        self.entries[i] = Entry {
            key,
            turn,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
        };
    }
}
