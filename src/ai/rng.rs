//! A tiny seeded generator, so that a search is reproducible from its seed.

/// Xorshift64*: fast, small, and good enough to pick among moves.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value, zero included).
    pub fn new(seed: u64) -> Rng {
        // SplitMix64 spreads every bit of the seed (seeds 2 and 3 must not
        // give the same stream), and the state of xorshift must not be zero.
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Rng((z ^ (z >> 31)).max(1))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        scale(self.next_u64(), n)
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// `x * n / 2^64`: `x` scaled into `0..n`. Without a 128-bit product when `n`
/// fits in 32 bits (always, in practice): WebAssembly has no 64x64->128
/// multiply, and Rust's `u128` one is a library call of four multiplications there.
#[inline]
pub(super) fn scale(x: u64, n: u64) -> u64 {
    if n <= u32::MAX as u64 {
        // x * n = hi * n * 2^32 + lo * n; neither term nor their sum below overflows.
        let (hi, lo) = (x >> 32, x & 0xffff_ffff);
        (hi * n + ((lo * n) >> 32)) >> 32
    } else {
        ((x as u128 * n as u128) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_matches_the_128_bit_product() {
        let mut rng = Rng::new(7);
        for n in [1u64, 2, 3, 1000, 65_537, u32::MAX as u64, u32::MAX as u64 + 1, u64::MAX] {
            for x in [0, 1, u64::MAX, u64::MAX - 1, 1 << 63, 0xffff_ffff, 1 << 32] {
                assert_eq!(scale(x, n), ((x as u128 * n as u128) >> 64) as u64, "{x} {n}");
            }
            for _ in 0..1000 {
                let x = rng.next_u64();
                assert_eq!(scale(x, n), ((x as u128 * n as u128) >> 64) as u64, "{x} {n}");
            }
        }
    }
}
