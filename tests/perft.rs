//! Perft counts from the data files in `tests/perft/` (format in their headers):
//! the reference counts of docs/rules.md §5 and small positions counted by hand.

mod common;

use beltboard::rules::{perft, Options, Variant};
use std::path::Path;

/// One line of a data file.
struct Case {
    line: usize,
    fen: String,
    variant: Variant,
    options: Options,
    depth: u32,
    count: u64,
}

/// Reads `FEN ; variant ; options ; depth ; count` lines, skipping blanks and `#` comments.
fn read_cases(name: &str) -> Vec<Case> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| {
            let fields: Vec<&str> = l.split(';').map(str::trim).collect();
            let [fen, variant, options, depth, count] = fields[..] else {
                panic!("{name}:{}: expected 5 fields separated by ';'", i + 1);
            };
            let options = match options {
                "-" => Options::default(),
                "no-belt-check" => Options { no_belt_check: true },
                other => panic!("{name}:{}: unknown option '{other}'", i + 1),
            };
            Case {
                line: i + 1,
                fen: fen.to_string(),
                variant: variant.parse().unwrap_or_else(|e| panic!("{name}:{}: {e}", i + 1)),
                options,
                depth: depth.parse().unwrap_or_else(|e| panic!("{name}:{}: depth: {e}", i + 1)),
                count: count.parse().unwrap_or_else(|e| panic!("{name}:{}: count: {e}", i + 1)),
            }
        })
        .collect()
}

/// Runs every case of a file and reports all mismatches at once.
fn check_file(name: &str) {
    let cases = read_cases(name);
    assert!(!cases.is_empty(), "{name} has no cases");
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|c| {
            let pos = common::position(&c.fen, c.variant, c.options);
            let got = perft(&pos, c.depth);
            (got != c.count).then(|| {
                format!(
                    "{name}:{}: {} d={}: expected {}, got {got}",
                    c.line, c.fen, c.depth, c.count
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "perft mismatches:\n{}", failures.join("\n"));
}

#[test]
fn start_positions() {
    check_file("starts.txt");
}

#[test]
fn constructed_positions() {
    check_file("constructed.txt");
}

/// Every data file is run by one of the tests above.
#[test]
fn no_data_file_is_forgotten() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("tests/perft exists")
        .map(|e| e.expect("readable").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["constructed.txt", "starts.txt"]);
}
