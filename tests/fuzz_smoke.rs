//! A short run of every fuzz target (`beltboard fuzz` runs them long): no
//! panic, exact round trips, bounded error messages.

use beltboard::fuzz::{check_one, run, target, TARGETS};

/// Inputs per target: a few seconds' worth in a test build.
const INPUTS: u64 = 5_000;

#[test]
fn every_target_survives_a_short_run() {
    for t in TARGETS {
        let report = run(t, INPUTS, 0x5eed_0001, |_| {});
        assert_eq!(report.inputs, INPUTS);
        assert!(report.findings.is_empty(), "{}: {:#?}", t.name, report.findings);
        assert!(
            report.accepted > 0,
            "{}: no input accepted, the corpus is not exercised",
            t.name
        );
    }
}

#[test]
fn the_checks_catch_what_they_are_for() {
    // A valid text is accepted, a huge invalid one refused with a short message.
    let fen = target("fen").expect("fen target");
    assert_eq!(check_one(fen, "4k3/8/8/8/8/8/8/R3K3 b - - 0 999999"), Ok(true));
    assert_eq!(check_one(fen, &"x".repeat(100_000)), Ok(false));
    let pgn = target("pgn").expect("pgn target");
    assert_eq!(
        check_one(pgn, "[Variant \"Chess without Pawns\"]\n\n1.$1 Nc3 *"),
        Ok(true)
    );
    assert!(target("no-such-target").is_none());
}

/// Inputs found by long runs that once broke a property stay fixed.
#[test]
fn regressions() {
    let cases: &[(&str, &str)] = &[
        ("fen", "4k3/8/8/8/8/8/8/R3K3 b - - 4294967295 4294967295"),
        (
            "pgn",
            "[Event \"a ] b\"]\n[Variant \"Full Belt Chess\"]\n\n1. Nf3 f+4 *",
        ),
        (
            "pgn",
            "[Variant \"Chess without Pawns\"]\n[NoBeltCheck \"1\"]\n\n1. Nc3 *",
        ),
    ];
    for (name, input) in cases {
        let t = target(name).expect("known target");
        assert_eq!(check_one(t, input), Ok(true), "{name}: {input:?}");
    }
}
