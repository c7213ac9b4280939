//! A Texel-style fit of the Full Belt evaluation's weights to games: each
//! position's [`features`] and its game's result (1, ½ or 0 for White); the
//! loss is the mean squared difference between the result and the
//! evaluation mapped to an expected score, `1 / (1 + 10^(-k·eval/400))`.
//! First `k` is fitted to the weights as they are, then the weights by
//! gradient descent (Adam) with `k` held, the pawn's weight held at 100 so
//! that the scale stays centipawns. Positions of every tenth game are held
//! out: their loss before and after says whether the fit generalises.

use super::features::{features_of, COUNT, EVALUATED};
use crate::rules::{Options, Position, Variant};

/// One labelled position.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The game it comes from (the held-out set is every tenth game).
    pub game: u64,
    /// Its features, White's view.
    pub features: [i32; COUNT],
    /// The game's result for White: 1, 0.5 or 0.
    pub result: f64,
}

impl Sample {
    /// Reads a `game<TAB>fen<TAB>result` line, as `beltboard datagen` writes.
    pub fn read(line: &str) -> Result<Sample, String> {
        let mut fields = line.split('\t');
        let (Some(game), Some(fen), Some(result), None) = (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err("not game<TAB>fen<TAB>result".into());
        };
        let game = game.parse().map_err(|_| format!("game {game:?} is not a number"))?;
        let result = match result {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            other => return Err(format!("result {other:?} is not 1, 0.5 or 0")),
        };
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).map_err(|e| format!("{e}"))?;
        Ok(Sample {
            game,
            features: features_of(&pos),
            result,
        })
    }

    /// Whether it belongs to the held-out set.
    pub fn held_out(&self) -> bool {
        self.game % 10 == 0
    }
}

/// The expected score for White of a White's-view evaluation `eval` (centipawns).
fn expected(eval: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

fn eval(sample: &Sample, weights: &[f64; COUNT]) -> f64 {
    sample
        .features
        .iter()
        .zip(weights)
        .map(|(&f, w)| f64::from(f) * w)
        .sum()
}

/// The mean squared error of `weights` with scale `k` over `samples` (0 when there are none).
pub fn loss(samples: &[Sample], weights: &[f64; COUNT], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = s.result - expected(eval(s, weights), k);
            d * d
        })
        .sum();
    sum / samples.len() as f64
}

/// The scale `k` (between 0.05 and 5) with the least loss for `weights`.
pub fn fit_k(samples: &[Sample], weights: &[f64; COUNT]) -> f64 {
    let (mut lo, mut hi) = (0.05f64, 5.0f64);
    for _ in 0..60 {
        let a = lo + (hi - lo) / 3.0;
        let b = hi - (hi - lo) / 3.0;
        if loss(samples, weights, a) <= loss(samples, weights, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Which weights a fit may change.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Free {
    /// Those the evaluation uses (the candidates of the turns stay 0).
    Evaluated,
    /// Every one, the candidates that need the side's turns too.
    All,
}

/// The weights fitted to `samples` from `start` with scale `k`: `iterations`
/// steps of Adam at `rate` centipawns, the pawn held at its weight and so
/// are the weights numbered in `held`.
pub fn fit(
    samples: &[Sample],
    start: &[f64; COUNT],
    k: f64,
    (iterations, rate): (usize, f64),
    free: Free,
    held: &[usize],
) -> [f64; COUNT] {
    let mut w = *start;
    let (mut m, mut v) = ([0f64; COUNT], [0f64; COUNT]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
    let last = match free {
        Free::Evaluated => EVALUATED,
        Free::All => COUNT,
    };
    let changes = |j: usize| j != 0 && j < last && !held.contains(&j);
    let n = samples.len().max(1) as f64;
    for t in 1..=iterations {
        let mut grad = [0f64; COUNT];
        for s in samples {
            let p = expected(eval(s, &w), k);
            let g = 2.0 * (p - s.result) * p * (1.0 - p) * k * std::f64::consts::LN_10 / 400.0;
            for (j, &f) in s.features.iter().enumerate() {
                grad[j] += g * f64::from(f);
            }
        }
        for j in (0..COUNT).filter(|&j| changes(j)) {
            let g = grad[j] / n;
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let m_hat = m[j] / (1.0 - b1.powi(t as i32));
            let v_hat = v[j] / (1.0 - b2.powi(t as i32));
            w[j] -= rate * m_hat / (v_hat.sqrt() + eps);
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::features::WEIGHTS;

    /// Samples whose results follow a known rule: White wins when it has
    /// more knights, so the knight's weight must grow and the loss fall.
    fn samples() -> Vec<Sample> {
        let fens = [
            ("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", 1.0),
            ("1n2k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1", 1.0),
            ("1n2k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1", 0.0),
            ("1n2k1n1/8/8/8/8/8/8/1N2K3 b - - 0 1", 0.0),
            ("1n2k3/8/8/8/8/8/8/4K1N1 w - - 0 1", 0.5),
        ];
        (0..50)
            .flat_map(|g| fens.iter().map(move |(fen, r)| (g, fen, r)))
            .map(|(g, fen, r)| Sample::read(&format!("{g}\t{fen}\t{r}")).expect("a sample"))
            .collect()
    }

    #[test]
    fn a_line_is_read_strictly() {
        assert!(Sample::read("3\t4k3/8/8/8/8/8/8/4K3 w - - 0 1\t0.5").is_ok());
        for bad in [
            "",
            "x\t4k3/8/8/8/8/8/8/4K3 w - - 0 1\t1",
            "3\t4k3/8/8/8/8/8/8/4K3 w - - 0 1\t2",
            "3\tnot a fen\t1",
            "3\t4k3/8/8/8/8/8/8/4K3 w - - 0 1\t1\textra",
        ] {
            assert!(Sample::read(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_fit_lowers_the_loss_and_keeps_the_pawn() {
        let samples = samples();
        let start = WEIGHTS.map(f64::from);
        let k = fit_k(&samples, &start);
        let before = loss(&samples, &start, k);
        let fitted = fit(&samples, &start, k, (300, 5.0), Free::Evaluated, &[]);
        let after = loss(&samples, &fitted, k);
        assert!(after < before, "{before} -> {after}");
        assert_eq!(fitted[0], start[0]);
        assert!(fitted[1] > start[1], "the knight is worth more here: {}", fitted[1]);
        assert!(fitted[EVALUATED..].iter().all(|&w| w == 0.0), "the candidates stay out");
    }
}
