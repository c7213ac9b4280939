//! `fit`: the Texel-style fit of the Full Belt evaluation's weights to the
//! positions `datagen` wrote (`beltboard::ai::fit`): the loss before and
//! after, on the positions fitted and on those held out (every tenth game),
//! and the weights fitted. It changes nothing in the engine: weights are
//! adopted by hand once a match says they play better.

use super::Args;
use beltboard::ai::features::{COUNT, WEIGHTS};
use beltboard::ai::fit::{fit, fit_k, loss, report, Free, Sample};
use std::io::BufRead;

/// `fit --data FILE [--iterations N] [--rate R] [--candidates]`.
pub fn run(args: &mut Args) -> Result<(), String> {
    let path = args
        .option("--data")?
        .ok_or("fit: --data FILE (from beltboard datagen) is needed")?;
    let iterations = args.number("--iterations", 1..=100_000)?.unwrap_or(300) as usize;
    let rate = args.number("--rate", 1..=1_000)?.unwrap_or(2) as f64;
    let free = if args.flag("--candidates") {
        Free::All
    } else {
        Free::Evaluated
    };
    let file = std::fs::File::open(&path).map_err(|e| format!("fit: {path}: {e}"))?;
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for (n, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| format!("fit: {path}: {e}"))?;
        let sample = Sample::read(&line).map_err(|e| format!("fit: {path}, line {}: {e}", n + 1))?;
        if sample.held_out() {
            held.push(sample);
        } else {
            train.push(sample);
        }
    }
    if train.is_empty() || held.is_empty() {
        return Err("fit: too few games (every tenth is held out)".into());
    }
    let start: [f64; COUNT] = WEIGHTS.map(f64::from);
    let k = fit_k(&train, &start);
    let before = (loss(&train, &start, k), loss(&held, &start, k));
    let fitted = fit(&train, &start, k, iterations, rate, free);
    let after = (loss(&train, &fitted, k), loss(&held, &fitted, k));
    println!("positions {} fitted, {} held out; k {k:.4}", train.len(), held.len());
    println!("loss before: fitted {:.6}, held out {:.6}", before.0, before.1);
    println!("loss after:  fitted {:.6}, held out {:.6}", after.0, after.1);
    println!("{}", report(&fitted));
    Ok(())
}
