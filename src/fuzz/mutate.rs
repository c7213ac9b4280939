//! Deterministic input generation: a mutator of a corpus of valid texts,
//! driven by the project's seeded generator.

use crate::ai::Rng;

/// Index and element picks on the project's one generator ([`Rng`], the
/// AI's): the mutator works in `usize` lengths and indices.
pub trait Draw {
    /// A number below `n` (`n` > 0).
    fn index(&mut self, n: usize) -> usize;
    /// One of `items` (not empty).
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.index(items.len())]
    }
}

impl Draw for Rng {
    fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }
}

/// Tokens that parsers of these formats treat specially, or that have broken
/// parsers elsewhere: separators, escapes, signs, huge numbers, odd Unicode.
const TRICKY: &[&str] = &[
    " ",
    "  ",
    "/",
    "+",
    "-",
    "=",
    "[",
    "]",
    "\"",
    "\\",
    "{",
    "}",
    "(",
    ")",
    ";",
    "$1",
    "1.",
    "1...",
    ".",
    "O-O",
    "O-O-O",
    "0-0",
    "e8=Q",
    "=",
    "K",
    "k",
    "Q",
    "N",
    "x",
    "#",
    "!",
    "?",
    "*",
    "1-0",
    "1/2-1/2",
    "8",
    "0",
    "9",
    "00",
    "4294967295",
    "4294967296",
    "999999",
    "1000000",
    "18446744073709551616",
    "-1",
    "a+9",
    "h-7",
    "1+0",
    "e",
    "i9",
    "é",
    "🂡",
    "\u{feff}",
    "\u{0}",
    "\n",
    "\t",
    "\r\n",
    "%",
    "%2B",
    "_",
    ",",
    "w",
    "b",
    "KQkq",
    "[FEN \"",
    "[Variant \"",
    "Full Belt Chess",
    "Chess without Pawns",
    "[SetUp \"1\"]",
    "[NoBeltCheck \"1\"]",
];

/// Makes inputs from a corpus: most are corpus texts with a few mutations,
/// some are splices of two texts, some pure random bytes.
pub struct Mutator<'a> {
    corpus: &'a [String],
    rng: Rng,
}

impl<'a> Mutator<'a> {
    /// A mutator of `corpus` (may be empty: then only random bytes) seeded by `seed`.
    pub fn new(corpus: &'a [String], seed: u64) -> Mutator<'a> {
        Mutator {
            corpus,
            rng: Rng::new(seed),
        }
    }

    /// The next input.
    pub fn next_input(&mut self) -> String {
        if self.corpus.is_empty() || self.rng.index(16) == 0 {
            return self.random_bytes();
        }
        let mut bytes = self.rng.pick(self.corpus).clone().into_bytes();
        let edits = 1 + self.rng.index(4);
        for _ in 0..edits {
            self.mutate(&mut bytes);
        }
        String::from_utf8_lossy(&bytes).into_owned()
    }

    fn random_bytes(&mut self) -> String {
        let len = self.rng.index(80);
        let bytes: Vec<u8> = (0..len).map(|_| self.rng.next_u64() as u8).collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// A position in `bytes`, `0..=len`.
    fn at(&mut self, bytes: &[u8]) -> usize {
        self.rng.index(bytes.len() + 1)
    }

    fn mutate(&mut self, bytes: &mut Vec<u8>) {
        match self.rng.index(9) {
            // Flip, replace or delete one byte.
            0 if !bytes.is_empty() => {
                let i = self.rng.index(bytes.len());
                bytes[i] ^= 1 << self.rng.index(8);
            }
            1 if !bytes.is_empty() => {
                let i = self.rng.index(bytes.len());
                bytes[i] = *self.rng.pick(b"abcdefgh12345678KQRBNPkqrbnp -+/=x#O0.$[]\"\\{}()");
            }
            2 if !bytes.is_empty() => {
                let i = self.rng.index(bytes.len());
                let n = 1 + self.rng.index(bytes.len() - i).min(8);
                bytes.drain(i..i + n);
            }
            // Insert a tricky token.
            3 | 4 => {
                let i = self.at(bytes);
                let token = self.rng.pick(TRICKY).as_bytes();
                bytes.splice(i..i, token.iter().copied());
            }
            // Splice: this text's head, another's tail.
            5 => {
                let other = self.rng.pick(self.corpus).as_bytes();
                let i = self.at(bytes);
                let j = self.rng.index(other.len() + 1);
                bytes.truncate(i);
                bytes.extend_from_slice(&other[j..]);
            }
            // Repeat a chunk, up to a few thousand bytes.
            6 if !bytes.is_empty() && bytes.len() < 4096 => {
                let i = self.rng.index(bytes.len());
                let n = 1 + self.rng.index((bytes.len() - i).min(16));
                let chunk = bytes[i..i + n].to_vec();
                let most = if self.rng.index(8) == 0 { 300 } else { 4 };
                let times = 1 + self.rng.index(most);
                for _ in 0..times {
                    bytes.splice(i..i, chunk.iter().copied());
                }
            }
            // Replace a run of digits by a huge or boundary number.
            7 => {
                if let Some(i) = bytes.iter().position(|b| b.is_ascii_digit()) {
                    let end = bytes[i..]
                        .iter()
                        .position(|b| !b.is_ascii_digit())
                        .map_or(bytes.len(), |n| i + n);
                    let number = self
                        .rng
                        .pick(&["0", "4294967295", "4294967296", "999999", "1000000", "99999999999"]);
                    bytes.splice(i..end, number.bytes());
                }
            }
            // Swap two bytes.
            _ if bytes.len() > 1 => {
                let i = self.rng.index(bytes.len());
                let j = self.rng.index(bytes.len());
                bytes.swap(i, j);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_inputs() {
        let corpus = vec!["e2e4 f+4".to_string(), "Nf3 a-1".to_string()];
        let a: Vec<String> = {
            let mut m = Mutator::new(&corpus, 7);
            (0..200).map(|_| m.next_input()).collect()
        };
        let mut m = Mutator::new(&corpus, 7);
        assert!(a.iter().all(|x| *x == m.next_input()));
        let mut other = Mutator::new(&corpus, 8);
        assert!(a.iter().any(|x| *x != other.next_input()));
    }
}
