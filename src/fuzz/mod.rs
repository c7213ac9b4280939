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

mod check;
mod corr_targets;
mod lobby_targets;
mod mutate;
mod nostr_targets;
mod samples;
mod targets;
mod ui_targets;

pub use check::{bounded, same_again, Target, MAX_ERROR_CHARS};
pub use mutate::{Draw, Mutator};
pub use targets::TARGETS;

use std::panic::{catch_unwind, AssertUnwindSafe};

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
