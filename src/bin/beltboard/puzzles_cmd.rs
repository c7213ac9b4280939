//! `puzzles`: generate verified puzzles as the shipped JSON file.

use super::Args;
use beltboard::puzzles::{generate, write_puzzles, GenerateOptions, Kind, Puzzle, Theme};
use beltboard::rules::Variant;
use std::time::Instant;

/// Games played before giving up on filling every kind's share.
const GAMES_PER_PUZZLE: usize = 40;

/// Counts per kind and per theme, one line each, for the log and the report.
fn summary(puzzles: &[Puzzle]) -> String {
    let kinds: Vec<String> = Kind::ALL
        .iter()
        .map(|&k| format!("{k} {}", puzzles.iter().filter(|p| p.kind == k).count()))
        .collect();
    let themes: Vec<String> = Theme::ALL
        .iter()
        .map(|&t| (t, puzzles.iter().filter(|p| p.themes.contains(&t)).count()))
        .filter(|&(_, n)| n > 0)
        .map(|(t, n)| format!("{t} {n}"))
        .collect();
    format!("kinds: {}\nthemes: {}", kinds.join(", "), themes.join(", "))
}

/// `puzzles --variant V --count N --seed S [--out FILE] [--quiet]`: the
/// puzzles go to FILE (or stdout), progress and counts to stderr.
pub fn run(args: &mut Args) -> Result<(), String> {
    let variant: Variant = args
        .option("--variant")?
        .ok_or("--variant full-belt|no-pawns is required")?
        .parse()?;
    let count = args.number("--count", 1..=100_000)?.ok_or("--count N is required")? as usize;
    let seed = args.number("--seed", 0..=u64::MAX)?.unwrap_or(1);
    let out = args.option("--out")?;
    let quiet = args.flag("--quiet");
    std::mem::take(args).finish()?;
    let started = Instant::now();
    let opts = GenerateOptions { variant, count, seed };
    let (puzzles, report) = generate(opts, count * GAMES_PER_PUZZLE, &mut |line| {
        if !quiet {
            eprintln!("{line}");
        }
    });
    let text = write_puzzles(&puzzles);
    match out {
        Some(path) => std::fs::write(&path, &text).map_err(|e| format!("cannot write {path}: {e}"))?,
        None => print!("{text}"),
    }
    eprintln!(
        "{} puzzles from {} games ({} positions) in {:.1} s\n{}",
        puzzles.len(),
        report.games,
        report.positions,
        started.elapsed().as_secs_f64(),
        summary(&puzzles)
    );
    if puzzles.len() < count {
        return Err(format!("found only {} of {count} puzzles", puzzles.len()));
    }
    Ok(())
}
