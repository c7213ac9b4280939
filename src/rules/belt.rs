//! Belts (whole files and ranks) and belt shifts.

use super::excerpt::quote;
use super::{Bitboard, File, Rank, Square};
use std::fmt;

/// A belt: one whole file or one whole rank, a cyclic conveyor of 8 squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Belt {
    /// A file, shifted toward rank 8.
    File(File),
    /// A rank, shifted toward the h-file.
    Rank(Rank),
}

impl Belt {
    /// All sixteen belts: the files `a`..`h`, then the ranks `1`..`8`.
    pub const ALL: [Belt; 16] = {
        let mut all = [Belt::File(File::ALL[0]); 16];
        let mut i = 0;
        while i < 8 {
            all[i] = Belt::File(File::ALL[i]);
            all[i + 8] = Belt::Rank(Rank::ALL[i]);
            i += 1;
        }
        all
    };

    /// A dense index: 0..8 for the files, 8..16 for the ranks.
    pub const fn index(self) -> usize {
        match self {
            Belt::File(f) => f.index() as usize,
            Belt::Rank(r) => 8 + r.index() as usize,
        }
    }

    /// The belt's squares.
    pub const fn mask(self) -> Bitboard {
        match self {
            Belt::File(f) => Bitboard::file(f),
            Belt::Rank(r) => Bitboard::rank(r),
        }
    }

    /// The belt through `sq` in the same direction as this one (its file or rank).
    pub fn through(self, sq: Square) -> Belt {
        match self {
            Belt::File(_) => Belt::File(sq.file()),
            Belt::Rank(_) => Belt::Rank(sq.rank()),
        }
    }

    /// The belt's name: the file letter or the rank digit.
    pub fn char(self) -> char {
        match self {
            Belt::File(f) => f.char(),
            Belt::Rank(r) => r.char(),
        }
    }

    /// The belt named by a file letter or a rank digit.
    pub fn from_char(c: char) -> Option<Belt> {
        File::from_char(c)
            .map(Belt::File)
            .or_else(|| Rank::from_char(c).map(Belt::Rank))
    }

    /// The belt's squares in shift order: a file from rank 1 up, a rank from file a on.
    pub fn squares(self) -> [Square; 8] {
        let mut out = [Square::from_index(0); 8];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = match self {
                Belt::File(f) => Square::from_coords(f, Rank::ALL[i]),
                Belt::Rank(r) => Square::from_coords(File::ALL[i], r),
            };
        }
        out
    }
}

impl fmt::Display for Belt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Belt::File(file) => write!(f, "file {file}"),
            Belt::Rank(rank) => write!(f, "rank {rank}"),
        }
    }
}

/// A belt move: every piece on `belt` moves `k` squares (1..=7) toward rank 8
/// (a file) or the h-file (a rank), wrapping around.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "WireShift", into = "WireShift")]
pub struct BeltShift {
    belt: Belt,
    k: u8,
}

impl BeltShift {
    /// The shift of `belt` by `k`; `None` unless 1 <= k <= 7.
    pub fn new(belt: Belt, k: u8) -> Option<BeltShift> {
        (1..=7).contains(&k).then_some(BeltShift { belt, k })
    }

    /// The shift of `belt` by `steps` in either direction (negative: toward
    /// rank 1 or the a-file); `None` when `steps` is a multiple of 8.
    pub fn by_steps(belt: Belt, steps: i32) -> Option<BeltShift> {
        BeltShift::new(belt, steps.rem_euclid(8) as u8)
    }

    /// The shifted belt.
    pub const fn belt(self) -> Belt {
        self.belt
    }

    /// The distance toward rank 8 or the h-file, 1..=7.
    pub const fn k(self) -> u8 {
        self.k
    }

    /// The distance in the shorter direction: 1..=4 forward, -1..=-3 backward.
    pub const fn signed_steps(self) -> i32 {
        if self.k <= 4 {
            self.k as i32
        } else {
            self.k as i32 - 8
        }
    }

    /// Where the piece on `sq` goes (squares off the belt stay put).
    pub fn square_after(self, sq: Square) -> Square {
        match self.belt {
            Belt::File(f) if sq.file() == f => Square::from_index((sq.index() + 8 * self.k) & 63),
            Belt::Rank(r) if sq.rank() == r => Square::from_index((sq.index() & 56) | ((sq.index() + self.k) & 7)),
            _ => sq,
        }
    }

    /// The set `bb` after the shift.
    #[inline]
    pub fn apply(self, bb: Bitboard) -> Bitboard {
        match self.belt {
            Belt::File(f) => {
                let mask = Bitboard::file(f).0;
                Bitboard((bb.0 & !mask) | (bb.0 & mask).rotate_left(8 * self.k as u32))
            }
            Belt::Rank(r) => {
                let shift = 8 * r.index() as u32;
                let byte = ((bb.0 >> shift) as u8).rotate_left(self.k as u32);
                Bitboard((bb.0 & !(0xff << shift)) | (byte as u64) << shift)
            }
        }
    }

    /// The machine form, always forward: `f+4`, `3+7`.
    pub fn machine(self) -> String {
        format!("{}+{}", self.belt.char(), self.k)
    }

    /// The display form, in the shorter direction: `f+4`, `f-1` (k = 7), `3-2` (k = 6).
    pub fn display(self) -> String {
        let s = self.signed_steps();
        if s > 0 {
            format!("{}+{}", self.belt.char(), s)
        } else {
            format!("{}-{}", self.belt.char(), -s)
        }
    }

    /// Parses `f+4`, `f-4`, `3+2`, `3-6` (either direction, k in 1..7).
    pub fn parse(text: &str) -> Result<BeltShift, BeltParseError> {
        let error = |problem| BeltParseError {
            text: quote(text),
            problem,
        };
        let mut chars = text.chars();
        let belt = chars
            .next()
            .and_then(Belt::from_char)
            .ok_or_else(|| error(BeltProblem::Belt))?;
        let sign = match chars.next() {
            Some('+') => 1,
            Some('-') => -1,
            _ => return Err(error(BeltProblem::Sign)),
        };
        let rest: String = chars.collect();
        let k: i32 = match rest.as_str() {
            d @ ("1" | "2" | "3" | "4" | "5" | "6" | "7") => d.parse().unwrap_or(0),
            _ => return Err(error(BeltProblem::Distance)),
        };
        BeltShift::by_steps(belt, sign * k).ok_or_else(|| error(BeltProblem::NotShift))
    }
}

/// A belt move's text that cannot be read: the text (shortened when long)
/// and what is wrong, typed so that the page words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BeltParseError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub problem: BeltProblem,
}

/// What is wrong with a belt move's text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BeltProblem {
    /// It does not start with a file letter or a rank digit.
    Belt,
    /// No `+` or `-` after the belt.
    Sign,
    /// The distance is not 1 to 7.
    Distance,
    /// Not a belt move at all.
    NotShift,
}

impl fmt::Display for BeltParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.problem {
            BeltProblem::Belt => "a belt move starts with a file letter a-h or a rank digit 1-8",
            BeltProblem::Sign => "after the belt comes '+' or '-', then the distance",
            BeltProblem::Distance => "the belt distance must be 1 to 7",
            BeltProblem::NotShift => "not a belt move",
        };
        write!(f, "'{}': {why}", self.text)
    }
}

impl std::error::Error for BeltParseError {}

impl fmt::Display for BeltShift {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.display())
    }
}

/// A belt move as sent: the belt and the forward distance.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct WireShift {
    belt: Belt,
    k: u8,
}

impl TryFrom<WireShift> for BeltShift {
    type Error = String;

    fn try_from(w: WireShift) -> Result<BeltShift, String> {
        BeltShift::new(w.belt, w.k).ok_or_else(|| format!("belt distance {} out of range 1..7", w.k))
    }
}

impl From<BeltShift> for WireShift {
    fn from(s: BeltShift) -> WireShift {
        WireShift {
            belt: s.belt(),
            k: s.k(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn file_and_rank_shifts_wrap() {
        let f = BeltShift::new(Belt::File(File::from_char('f').unwrap()), 1).unwrap();
        assert_eq!(f.square_after(sq("f1")), sq("f2"));
        assert_eq!(f.square_after(sq("f8")), sq("f1"));
        assert_eq!(f.square_after(sq("e8")), sq("e8"));
        let r = BeltShift::new(Belt::Rank(Rank::from_char('3').unwrap()), 1).unwrap();
        assert_eq!(r.square_after(sq("a3")), sq("b3"));
        assert_eq!(r.square_after(sq("h3")), sq("a3"));
        for shift in Belt::ALL
            .iter()
            .flat_map(|&b| (1..8).map(move |k| BeltShift::new(b, k).unwrap()))
        {
            for s in Square::all() {
                let moved = shift.apply(Bitboard::from_square(s));
                assert_eq!(
                    moved,
                    Bitboard::from_square(shift.square_after(s)),
                    "{} {}",
                    shift.machine(),
                    s
                );
            }
        }
    }

    #[test]
    fn text_forms() {
        let b = |c| Belt::from_char(c).unwrap();
        assert_eq!(BeltShift::new(b('f'), 7).unwrap().display(), "f-1");
        assert_eq!(BeltShift::new(b('3'), 6).unwrap().display(), "3-2");
        assert_eq!(BeltShift::new(b('3'), 4).unwrap().display(), "3+4");
        assert_eq!(BeltShift::parse("f-1"), Ok(BeltShift::new(b('f'), 7).unwrap()));
        assert_eq!(BeltShift::parse("3+2"), Ok(BeltShift::new(b('3'), 2).unwrap()));
        for bad in ["", "f", "f+", "f+0", "f+8", "i+1", "9+1", "f*1", "f+1x", "f-0"] {
            assert!(BeltShift::parse(bad).is_err(), "{bad}");
        }
    }
}
