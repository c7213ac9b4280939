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

#[test]
fn the_ui_targets_check_round_trips_and_short_refusals() {
    let link = target("link").expect("link target");
    assert_eq!(check_one(link, "variant=no-pawns&moves=b1c3&ai=none"), Ok(true));
    // `%+1` is not an escape: refused, not read as a turn.
    assert_eq!(check_one(link, "variant=full-belt&moves=%+1"), Ok(false));
    // Hostile long links: refused with short messages (the check fails on a long one).
    for hostile in [
        format!("variant={}", "x".repeat(1_000_000)),
        format!("fen={}", "8/".repeat(300_000)),
        format!("moves={}", "e2e4_a%2B1,".repeat(50_000)),
    ] {
        assert_eq!(check_one(link, &hostile), Ok(false));
    }
    let save = target("save").expect("save target");
    // A No Pawns game set up with the no-belt-check setting is written
    // without the Full Belt-only option (ui::formats::library tests), so it
    // reads back; a hand-made save carrying the option is refused, briefly.
    assert_eq!(
        check_one(
            save,
            "beltboard-save-1:variant=no-pawns&moves=b1c3&ai=none&level=1&mode=two-players&orientation=w"
        ),
        Ok(true)
    );
    assert_eq!(
        check_one(
            save,
            "beltboard-save-1:variant=no-pawns&rule=no-belt-check&moves=b1c3&ai=none&level=1"
        ),
        Ok(false)
    );
    assert_eq!(
        check_one(save, &format!("beltboard-save-1:variant={}", "x".repeat(100_000))),
        Ok(false)
    );
    let library = target("library").expect("library target");
    assert_eq!(
        check_one(
            library,
            "beltboard-entry-1:1764547200000\nbeltboard-save-1:variant=full-belt&ai=b&level=3&mode=ai-black&orientation=w"
        ),
        Ok(true)
    );
    assert_eq!(check_one(library, "beltboard-entry-1:01\nx"), Ok(false));
    let embed = target("embed").expect("embed target");
    assert_eq!(check_one(embed, "type=newGame\nvariant=no-pawns\nai=none"), Ok(true));
    assert_eq!(
        check_one(embed, &format!("type=setPosition\nfen={}", "k".repeat(100_000))),
        Ok(false)
    );
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
