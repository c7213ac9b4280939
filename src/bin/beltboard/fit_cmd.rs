//! `fit`: the Texel-style fit of the Full Belt evaluation's weights to the
//! positions `datagen` wrote (`beltboard::ai::fit`): the loss of today's
//! weights and of three fits (the weights the evaluation uses; every one,
//! the king-danger candidates that need the side's turns too; today's
//! weights held and only those candidates fitted), on the positions fitted
//! and on those
//! held out (every tenth game), and the weights of each. It changes nothing
//! in the engine: weights are adopted by hand once a match says they play
//! better.

use super::Args;
use beltboard::ai::features::{COUNT, EVALUATED, NAMES, TEMPO, WEIGHTS};
use beltboard::ai::fit::{fit, fit_k, loss, Free, Sample};
use std::io::BufRead;

/// The positions of `path`, read and their features computed on `threads`
/// threads (the candidates that need the turns cost most of the time).
fn read(path: &str, threads: usize) -> Result<Vec<Sample>, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("fit: {path}: {e}"))?;
    let lines: Vec<String> = std::io::BufReader::new(file)
        .lines()
        .collect::<Result<_, _>>()
        .map_err(|e| format!("fit: {path}: {e}"))?;
    let chunk = lines.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = lines
            .chunks(chunk)
            .enumerate()
            .map(|(c, part)| {
                scope.spawn(move || {
                    part.iter()
                        .enumerate()
                        .map(|(n, line)| {
                            Sample::read(line).map_err(|e| format!("fit: {path}, line {}: {e}", c * chunk + n + 1))
                        })
                        .collect::<Result<Vec<_>, _>>()
                })
            })
            .collect();
        let mut out = Vec::with_capacity(lines.len());
        for handle in handles {
            out.extend(
                handle
                    .join()
                    .map_err(|_| "fit: a reading thread failed".to_string())??,
            );
        }
        Ok(out)
    })
}

/// `fit --data FILE [--iterations N] [--rate R] [--threads T] [--free-tempo]`.
/// The tempo is held at today's weight unless `--free-tempo`: the side to
/// move's share of a Full Belt game is large, but the search's iterations
/// end on either side's turn, and a large tempo would swing its score from
/// one depth to the next.
pub fn run(args: &mut Args) -> Result<(), String> {
    let path = args
        .option("--data")?
        .ok_or("fit: --data FILE (from beltboard datagen) is needed")?;
    let iterations = args.number("--iterations", 1..=100_000)?.unwrap_or(300) as usize;
    let rate = args.number("--rate", 1..=1_000)?.unwrap_or(2) as f64;
    let threads = args.number("--threads", 1..=64)?.unwrap_or(1) as usize;
    let hold: &[usize] = if args.flag("--free-tempo") { &[] } else { &[TEMPO] };
    let (held, train): (Vec<Sample>, Vec<Sample>) = read(&path, threads)?.into_iter().partition(Sample::held_out);
    if train.is_empty() || held.is_empty() {
        return Err("fit: too few games (every tenth is held out)".into());
    }
    let start: [f64; COUNT] = WEIGHTS.map(f64::from);
    let k = fit_k(&train, &start);
    println!("positions {} fitted, {} held out; k {k:.4}", train.len(), held.len());
    println!(
        "loss before (today's weights): fitted {:.6}, held out {:.6}",
        loss(&train, &start, k),
        loss(&held, &start, k)
    );
    // The last set keeps today's weights and fits only the candidates of
    // the turns: what adding them alone would give.
    let today: Vec<usize> = (0..EVALUATED).collect();
    let sets = [
        ("evaluated", Free::Evaluated, hold),
        ("+turns", Free::All, hold),
        ("today+turns", Free::All, &today[..]),
    ];
    let mut fitted = Vec::new();
    for (name, free, hold) in sets {
        let weights = fit(&train, &start, k, (iterations, rate), free, hold);
        println!(
            "loss after ({name}): fitted {:.6}, held out {:.6}",
            loss(&train, &weights, k),
            loss(&held, &weights, k)
        );
        fitted.push(weights);
    }
    // One column a fit, each as wide as its name.
    print!("{:<28}{:>7}", "weight", "today");
    for (name, _, _) in sets {
        print!("  {name:>9}");
    }
    println!();
    for (j, name) in NAMES.iter().enumerate() {
        print!("{name:<28}{:>7}", WEIGHTS[j]);
        for ((set, _, _), weights) in sets.iter().zip(&fitted) {
            let width = set.len().max(9);
            print!("  {:>width$.1}", weights[j]);
        }
        println!();
    }
    Ok(())
}
