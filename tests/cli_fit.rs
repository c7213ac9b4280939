//! `datagen` and `fit`, run as a separate process: the same seed writes the
//! same positions whatever the threads, each a legal position labelled with
//! its game's result, and `fit` reads them and reports its losses.

use beltboard::rules::{Options, Position, Variant};
use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_beltboard"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().expect("exited"),
        String::from_utf8(out.stdout).expect("utf-8"),
        String::from_utf8(out.stderr).expect("utf-8"),
    )
}

#[test]
fn datagen_is_deterministic_and_fit_reads_it() {
    let one = run(&[
        "datagen",
        "--games",
        "12",
        "--seed",
        "5",
        "--depth",
        "1",
        "--threads",
        "1",
    ]);
    let two = run(&[
        "datagen",
        "--games",
        "12",
        "--seed",
        "5",
        "--depth",
        "1",
        "--threads",
        "3",
    ]);
    assert_eq!(one.0, 0, "{}", one.2);
    assert_eq!(one.1, two.1, "the threads change nothing");
    assert_ne!(
        one.1,
        run(&["datagen", "--games", "12", "--seed", "6", "--depth", "1"]).1,
        "the seed does"
    );
    assert!(one.1.lines().count() >= 12, "{}", one.1);
    for line in one.1.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3, "{line}");
        assert!(fields[0].parse::<u64>().is_ok_and(|g| g < 12), "{line}");
        assert!(
            Position::from_fen(fields[1], Variant::FullBelt, Options::default()).is_ok(),
            "{line}"
        );
        assert!(["1", "0.5", "0"].contains(&fields[2]), "{line}");
    }
    let path = std::env::temp_dir().join(format!("beltboard-fit-{}.tsv", std::process::id()));
    std::fs::write(&path, &one.1).expect("written");
    let (status, out, err) = run(&[
        "fit",
        "--data",
        path.to_str().expect("a path"),
        "--iterations",
        "20",
        "--threads",
        "2",
    ]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(status, 0, "{err}");
    for field in [
        "held out",
        "loss before (today's weights):",
        "loss after (evaluated):",
        "loss after (+turns):",
        "loss after (today+turns):",
        "mate-threat-against-mover",
    ] {
        assert!(out.contains(field), "{field}: {out}");
    }
    // The pawn holds the scale in every fit, and the tempo is held; the
    // first fit leaves the candidates of the turns at 0, the last today's
    // weights.
    let row = |name: &str| -> Vec<String> {
        let line = out.lines().find(|l| l.split_whitespace().next() == Some(name));
        line.unwrap_or_else(|| panic!("{name}'s row: {out}"))
            .split_whitespace()
            .map(String::from)
            .collect()
    };
    assert_eq!(row("pawn"), ["pawn", "100", "100.0", "100.0", "100.0"], "{out}");
    assert_eq!(row("tempo"), ["tempo", "12", "12.0", "12.0", "12.0"], "{out}");
    assert_eq!(row("checking-turns")[..3], ["checking-turns", "0", "0.0"], "{out}");
    assert_eq!(row("queen")[4], "938.0", "{out}");
    assert_eq!(row("king-flight-squares")[4], "78.0", "{out}");
    let (status, _, err) = run(&["fit", "--data", "/nonexistent/file.tsv"]);
    assert_eq!(status, 2);
    assert!(err.lines().count() == 1 && err.contains("fit:"), "{err}");
}
