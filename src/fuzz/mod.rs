//! A fuzzing harness that runs on stable Rust: deterministic inputs (a corpus
//! of valid texts, mutated, plus random bytes) fed to one parser per target,
//! each checked for three properties:
//!
//! - no panic;
//! - an accepted input round-trips exactly: what the engine writes for it
//!   reads back and is written again identically;
//! - a refusal's message is bounded ([`MAX_ERROR_CHARS`]), whatever the input's size.
//!
//! Targets are plain entries of [`TARGETS`]; another text format is added by
//! writing a corpus and a check and appending an entry (a higher layer, e.g.
//! the UI's formats, can keep its own list and run it with [`run`]).
//! Native only: `beltboard fuzz <target> --inputs N --seed S` runs one long,
//! `tests/fuzz_smoke.rs` runs each briefly as part of `cargo test`.

mod mutate;
mod targets;
mod ui_targets;

pub use mutate::{Mutator, Rng};
pub use targets::TARGETS;

use std::panic::{catch_unwind, AssertUnwindSafe};

/// The longest refusal message a target may give, in characters.
pub const MAX_ERROR_CHARS: usize = 400;

/// One fuzz target: a name, its corpus of valid texts, and its check.
#[derive(Copy, Clone)]
pub struct Target {
    /// The name on the command line (`fen`, `turn-machine`, ...).
    pub name: &'static str,
    /// Valid inputs to mutate.
    pub corpus: fn() -> Vec<String>,
    /// Reads one input: `Ok(true)` accepted and round-tripped, `Ok(false)`
    /// refused with a bounded message, `Err` a property broken (the finding).
    pub check: fn(&str) -> Result<bool, String>,
}

/// An input that broke a property, and which.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The input (shortened to 2,000 characters when longer).
    pub input: String,
    /// What went wrong.
    pub problem: String,
}

/// What a run did.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Inputs tried.
    pub inputs: u64,
    /// Inputs the parser accepted (and that round-tripped).
    pub accepted: u64,
    /// Broken properties (at most [`MAX_FINDINGS`] kept).
    pub findings: Vec<Finding>,
}

/// How many findings a run keeps; it counts on but stops recording.
pub const MAX_FINDINGS: usize = 20;

/// The target named `name`, if any.
pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

/// Feeds `target` `inputs` inputs made from `seed` (the same seed gives the
/// same inputs), calling `progress` every 2^20 inputs with the report so far.
pub fn run(target: &Target, inputs: u64, seed: u64, mut progress: impl FnMut(&Report)) -> Report {
    let corpus = (target.corpus)();
    let mut mutator = Mutator::new(&corpus, seed);
    let mut report = Report::default();
    for i in 0..inputs {
        let input = mutator.next_input();
        match check_one(target, &input) {
            Ok(true) => report.accepted += 1,
            Ok(false) => {}
            Err(problem) if report.findings.len() < MAX_FINDINGS => report.findings.push(Finding {
                input: input.chars().take(2000).collect(),
                problem,
            }),
            Err(_) => {}
        }
        report.inputs += 1;
        if (i + 1) % (1 << 20) == 0 {
            progress(&report);
        }
    }
    report
}

/// Runs the check on one input, turning a panic into a finding.
pub fn check_one(target: &Target, input: &str) -> Result<bool, String> {
    match catch_unwind(AssertUnwindSafe(|| (target.check)(input))) {
        Ok(result) => result,
        Err(panic) => Err(format!(
            "panic: {}",
            panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("(no message)")
        )),
    }
}

/// The refusal check shared by the targets: the message is bounded.
pub fn bounded(message: String) -> Result<bool, String> {
    let n = message.chars().count();
    if n > MAX_ERROR_CHARS {
        return Err(format!(
            "error message of {n} characters: {}…",
            message.chars().take(200).collect::<String>()
        ));
    }
    Ok(false)
}

/// The round-trip check shared by the targets: `first` (what the engine
/// wrote for the input) read back and written again gives `first`.
pub fn same_again<E: std::fmt::Display>(first: &str, again: Result<String, E>) -> Result<bool, String> {
    match again {
        Ok(second) if second == first => Ok(true),
        Ok(second) => Err(format!("written {first:?}, then read and written as {second:?}")),
        Err(e) => Err(format!("written {first:?}, which does not read back: {e}")),
    }
}
