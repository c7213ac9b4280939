//! A match's score counted by pairs of games (one opening, each player
//! once with each colour): the pentanomial view. A Full Belt opening often
//! wins for White whoever plays it, so the two games of a pair are not
//! independent draws; the margin and the sequential test are computed over
//! pairs, whose scores are.

/// The sequential test's error rates: the chance of accepting the upper
/// score when the lower is true, and the other way round.
const ALPHA: f64 = 0.05;
const BETA: f64 = 0.05;

/// The fewest pairs the sequential test decides on: with fewer, a run of
/// alike pairs would look certain.
const MIN_PAIRS: u32 = 16;

/// Stands in for a count of zero in the sequential test, so that every
/// score between 0 and 1 has a most likely distribution of pairs.
const PSEUDO_COUNT: f64 = 1e-3;

/// How many pairs gave A 0, 0.5, 1, 1.5 and 2 points.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pentanomial {
    counts: [u32; 5],
}

impl Pentanomial {
    /// Counts the pairs from A's points in each (0 to 2 in half points).
    pub fn from_pair_points(points: &[f64]) -> Pentanomial {
        let mut counts = [0; 5];
        for &p in points {
            counts[((p * 2.0).round() as usize).min(4)] += 1;
        }
        Pentanomial { counts }
    }

    /// The number of pairs with `k` half points for A (`k` in 0..=4).
    pub fn count(&self, k: usize) -> u32 {
        self.counts[k]
    }

    /// The number of pairs counted.
    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// A's mean score per game and the variance of a pair's score (the mean
    /// of its two games).
    fn moments(&self) -> (f64, f64) {
        let weights = self.counts.map(f64::from);
        let n: f64 = weights.iter().sum();
        let mean = weights.iter().enumerate().map(|(k, w)| w * pair_value(k)).sum::<f64>() / n;
        let variance = weights
            .iter()
            .enumerate()
            .map(|(k, w)| w * (pair_value(k) - mean).powi(2))
            .sum::<f64>()
            / n;
        (mean, variance)
    }

    /// A's score per game over the pairs and its 95 % margin (normal
    /// approximation over pair scores); `None` with fewer than two pairs.
    pub fn score_and_margin(&self) -> Option<(f64, f64)> {
        let n = f64::from(self.pairs());
        if n < 2.0 {
            return None;
        }
        let (mean, variance) = self.moments();
        // The unbiased estimate: n pairs, n - 1 degrees of freedom.
        let margin = 1.96 * (variance * n / (n - 1.0) / n).sqrt();
        Some((mean, margin))
    }

    /// The log-likelihood ratio of A's score being `upper` against its being
    /// `lower` (scores per game, 0 to 1): the generalised sequential
    /// probability ratio test on the pair counts, each hypothesis taken at
    /// its most likely distribution of pairs. Not the normal approximation:
    /// a few alike pairs have almost no spread, and a test that divides by
    /// their variance decides on a handful of them.
    pub fn log_likelihood_ratio(&self, lower: f64, upper: f64) -> f64 {
        if self.pairs() == 0 {
            return 0.0;
        }
        let counts = self.counts.map(|c| if c == 0 { PSEUDO_COUNT } else { f64::from(c) });
        let total: f64 = counts.iter().sum();
        let observed = counts.map(|c| c / total);
        let at_lower = most_likely(&observed, lower);
        let at_upper = most_likely(&observed, upper);
        (0..5).map(|k| counts[k] * (at_upper[k] / at_lower[k]).ln()).sum()
    }
}

/// A pair's score per game for `k` half points (0 to 1).
fn pair_value(k: usize) -> f64 {
    k as f64 / 4.0
}

/// The distribution of pair scores nearest to `observed` (every share above
/// zero) whose mean score per game is `score` (strictly between 0 and 1):
/// the maximum-likelihood estimate under that mean. It is `observed[k] /
/// (1 + x (v_k - score))` for the `x` that gives the mean, found by
/// bisection: the mean falls as `x` rises, between the two values of `x`
/// at which a share would turn infinite.
fn most_likely(observed: &[f64; 5], score: f64) -> [f64; 5] {
    let shifted = |x: f64| -> [f64; 5] {
        let mut p = [0.0; 5];
        for (k, share) in observed.iter().enumerate() {
            p[k] = share / (1.0 + x * (pair_value(k) - score));
        }
        p
    };
    let excess = |x: f64| -> f64 {
        let p = shifted(x);
        (0..5).map(|k| p[k] * (pair_value(k) - score)).sum()
    };
    let (mut low, mut high) = (-1.0 / (1.0 - score), 1.0 / score);
    for _ in 0..200 {
        let mid = (low + high) / 2.0;
        if excess(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    shifted((low + high) / 2.0)
}

/// A sequential test of a match: is A's score `upper` rather than `lower`?
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The score (per game, 0 to 1) the test accepts when the match says "below".
    pub lower: f64,
    /// The score it accepts when the match says "at least".
    pub upper: f64,
}

/// What a sequential test decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The score is nearer the upper bound: the hypothesis "at least `upper`" is accepted.
    Upper,
    /// The score is nearer the lower bound.
    Lower,
}

impl Sprt {
    /// Reads `LOWER,UPPER` in percent, e.g. `58,62`.
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let bad = || format!("--sprt {text}: give two scores in percent, lower first, e.g. 58,62");
        let (lower, upper) = text.split_once(',').ok_or_else(bad)?;
        let read = |s: &str| s.trim().parse::<f64>().ok().filter(|p| *p > 0.0 && *p < 100.0);
        match (read(lower), read(upper)) {
            (Some(lower), Some(upper)) if lower < upper => Ok(Sprt {
                lower: lower / 100.0,
                upper: upper / 100.0,
            }),
            _ => Err(bad()),
        }
    }

    /// The bounds of the log-likelihood ratio: below the first the lower
    /// score is accepted, above the second the upper.
    pub fn bounds() -> (f64, f64) {
        ((BETA / (1.0 - ALPHA)).ln(), ((1.0 - BETA) / ALPHA).ln())
    }

    /// The test's log-likelihood ratio on `pairs`.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        pairs.log_likelihood_ratio(self.lower, self.upper)
    }

    /// What `pairs` decide, if anything yet (nothing before [`MIN_PAIRS`]).
    pub fn verdict(&self, pairs: &Pentanomial) -> Option<Verdict> {
        if pairs.pairs() < MIN_PAIRS {
            return None;
        }
        let llr = self.llr(pairs);
        let (low, high) = Sprt::bounds();
        if llr >= high {
            Some(Verdict::Upper)
        } else if llr <= low {
            Some(Verdict::Lower)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(counts: [u32; 5]) -> Pentanomial {
        Pentanomial { counts }
    }

    #[test]
    fn pairs_are_counted_by_half_points() {
        let p = Pentanomial::from_pair_points(&[2.0, 1.0, 1.0, 0.5, 0.0, 1.5]);
        assert_eq!(p, pairs([1, 1, 2, 1, 1]));
        assert_eq!(p.pairs(), 6);
    }

    #[test]
    fn the_margin_over_pairs_follows_their_spread() {
        // Every pair split: the score is known exactly.
        assert_eq!(pairs([0, 0, 10, 0, 0]).score_and_margin(), Some((0.5, 0.0)));
        // Half the pairs won, half lost: pair scores 1 and 0, variance 1/4.
        let (score, margin) = pairs([5, 0, 0, 0, 5]).score_and_margin().unwrap();
        assert!((score - 0.5).abs() < 1e-12);
        let expected = 1.96 * (0.25 * 10.0 / 9.0 / 10.0f64).sqrt();
        assert!((margin - expected).abs() < 1e-12, "{margin}");
        assert_eq!(pairs([0, 0, 1, 0, 0]).score_and_margin(), None);
    }

    #[test]
    fn the_test_accepts_the_nearer_score_and_waits_when_unsure() {
        let sprt = Sprt::parse("58,62").unwrap();
        // 57.2 % over 200 pairs, mostly split: well below 60 %.
        assert_eq!(sprt.verdict(&pairs([5, 0, 161, 0, 34])), Some(Verdict::Lower));
        // 66 % over 200 pairs.
        assert_eq!(sprt.verdict(&pairs([2, 0, 132, 0, 66])), Some(Verdict::Upper));
        // A handful of pairs decides nothing.
        assert_eq!(sprt.verdict(&pairs([0, 0, 3, 0, 1])), None);
        // Nor do sixteen pairs, fifteen split and one won: their spread is small,
        // but so is what they say.
        let few = pairs([0, 0, 15, 0, 1]);
        assert_eq!(sprt.verdict(&few), None);
        assert!((sprt.llr(&few) + 1.096).abs() < 0.01, "{}", sprt.llr(&few));
        // Pairs all won say "at least 62 %" only once there are enough of them.
        assert_eq!(sprt.verdict(&pairs([0, 0, 0, 0, 20])), None);
        assert_eq!(sprt.verdict(&pairs([0, 0, 0, 0, 60])), Some(Verdict::Upper));
    }

    #[test]
    fn the_most_likely_distribution_keeps_the_mean_asked() {
        let observed = [0.05, 0.01, 0.6, 0.04, 0.3];
        for score in [0.3, 0.58, 0.62, 0.9] {
            let p = most_likely(&observed, score);
            let total: f64 = p.iter().sum();
            let mean: f64 = (0..5).map(|k| p[k] * pair_value(k)).sum();
            assert!((total - 1.0).abs() < 1e-9, "{score}: {total}");
            assert!((mean - score).abs() < 1e-9, "{score}: {mean}");
            assert!(p.iter().all(|&q| q > 0.0));
        }
        // At the observed mean the observed distribution is the most likely.
        let mean: f64 = (0..5).map(|k| observed[k] * pair_value(k)).sum();
        let p = most_likely(&observed, mean);
        assert!(p.iter().zip(observed).all(|(q, o)| (q - o).abs() < 1e-9));
    }

    #[test]
    fn bounds_follow_five_percent_errors() {
        let (low, high) = Sprt::bounds();
        assert!((high - (0.95f64 / 0.05).ln()).abs() < 1e-12);
        assert!((low + high).abs() < 1e-12);
    }

    #[test]
    fn bad_bounds_are_refused() {
        for text in ["62,58", "58", "0,50", "50,100", "a,b", "58,58"] {
            assert!(Sprt::parse(text).is_err(), "{text}");
        }
        assert_eq!(
            Sprt::parse(" 50 , 55 ").unwrap(),
            Sprt {
                lower: 0.5,
                upper: 0.55
            }
        );
    }
}
