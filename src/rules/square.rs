//! Files, ranks and squares of the 8x8 board.

use super::excerpt::quote;
use std::fmt;
use std::str::FromStr;

/// A file, `a` to `h`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct File(u8);

/// A rank, `1` to `8` (rank 1 is White's side).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Rank(u8);

/// One of the 64 squares; `a1` is 0, `b1` is 1, ..., `h8` is 63.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Square(u8);

impl File {
    /// All eight files from `a` to `h`.
    pub const ALL: [File; 8] = [File(0), File(1), File(2), File(3), File(4), File(5), File(6), File(7)];

    /// The file with index `i` (0 = `a`), if `i < 8`.
    pub const fn new(i: u8) -> Option<File> {
        if i < 8 {
            Some(File(i))
        } else {
            None
        }
    }

    /// The file's index, 0 for `a` to 7 for `h`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file's letter, `'a'` to `'h'`.
    pub fn char(self) -> char {
        (b'a' + self.0) as char
    }

    /// The file named by a letter `'a'` to `'h'`.
    pub fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }
}

impl Rank {
    /// All eight ranks from `1` to `8`.
    pub const ALL: [Rank; 8] = [Rank(0), Rank(1), Rank(2), Rank(3), Rank(4), Rank(5), Rank(6), Rank(7)];

    /// The rank with index `i` (0 = rank 1), if `i < 8`.
    pub const fn new(i: u8) -> Option<Rank> {
        if i < 8 {
            Some(Rank(i))
        } else {
            None
        }
    }

    /// The rank's index, 0 for rank 1 to 7 for rank 8.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The rank's digit, `'1'` to `'8'`.
    pub fn char(self) -> char {
        (b'1' + self.0) as char
    }

    /// The rank named by a digit `'1'` to `'8'`.
    pub fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank(c as u8 - b'1')),
            _ => None,
        }
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl Square {
    /// The square with index `i` (`a1` = 0, `h8` = 63), if `i < 64`.
    pub const fn new(i: u8) -> Option<Square> {
        if i < 64 {
            Some(Square(i))
        } else {
            None
        }
    }

    /// The square with index `i`; the caller guarantees `i < 64`.
    pub(crate) const fn from_index(i: u8) -> Square {
        debug_assert!(i < 64);
        Square(i & 63)
    }

    /// The square on a file and a rank.
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// The square's index, 0 (`a1`) to 63 (`h8`).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The square's file.
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    /// The square's rank.
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file().0 as i8 + df;
        let r = self.rank().0 as i8 + dr;
        if (0..8).contains(&f) && (0..8).contains(&r) {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// All 64 squares, `a1`, `b1`, ..., `h8`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

/// A text that does not name a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square (expected a1..h8)", self.0)
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => match (File::from_char(f), Rank::from_char(r)) {
                (Some(f), Some(r)) => Ok(Square::from_coords(f, r)),
                _ => Err(ParseSquareError(quote(s))),
            },
            _ => Err(ParseSquareError(quote(s))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_print_and_parse() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!(Square::new(28).unwrap().to_string(), "e4");
        assert!("i1".parse::<Square>().is_err());
        assert!("e9".parse::<Square>().is_err());
        assert!("e".parse::<Square>().is_err());
        assert!("e44".parse::<Square>().is_err());
    }
}
