//! `beltboard fuzz <target> --inputs N --seed S`: a long run of one fuzz
//! target of `beltboard::fuzz`, with progress, the findings and the speed.

use crate::args::Args;
use beltboard::fuzz::{run as run_target, target, TARGETS};
use std::time::Instant;

/// Runs the command; a run with findings is an error (exit status 2).
pub fn run(args: &mut Args) -> Result<(), String> {
    let names: Vec<&str> = TARGETS.iter().map(|t| t.name).collect();
    let name = args
        .next_word()
        .ok_or_else(|| format!("fuzz needs a target: {}", names.join(", ")))?;
    let t = target(&name).ok_or_else(|| format!("unknown fuzz target '{name}' (expected {})", names.join(", ")))?;
    let inputs = args.number("--inputs", 1..=u64::MAX)?.unwrap_or(1_000_000);
    let seed = args.number("--seed", 0..=u64::MAX)?.unwrap_or(1);
    let started = Instant::now();
    let report = run_target(t, inputs, seed, |r| {
        eprintln!(
            "{name}: {} inputs, {} accepted, {} findings, {:.0} s",
            r.inputs,
            r.accepted,
            r.findings.len(),
            started.elapsed().as_secs_f64()
        );
    });
    let seconds = started.elapsed().as_secs_f64();
    for f in &report.findings {
        println!("finding: {}\n  input: {:?}", f.problem, f.input);
    }
    println!(
        "{name}: {} inputs (seed {seed}), {} accepted, {} findings, {seconds:.1} s, {:.0} inputs/s",
        report.inputs,
        report.accepted,
        report.findings.len(),
        report.inputs as f64 / seconds.max(1e-9)
    );
    if report.findings.is_empty() {
        Ok(())
    } else {
        Err(format!("{} findings", report.findings.len()))
    }
}
