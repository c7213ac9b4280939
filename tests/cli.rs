//! The `beltboard` command line, run as a separate process: perft, divide,
//! moves, and one-line errors with exit status 2 on bad input.

mod common;

use beltboard::rules::{Options, Position, Start};
use std::process::Command;

/// What a run printed and how it ended.
struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_beltboard"))
        .args(args)
        .output()
        .expect("the binary runs");
    Run {
        status: out.status.code().expect("exited, not killed by a signal"),
        stdout: String::from_utf8(out.stdout).expect("utf-8"),
        stderr: String::from_utf8(out.stderr).expect("utf-8"),
    }
}

/// Runs a command that must succeed and returns its output lines.
fn lines(args: &[&str]) -> Vec<String> {
    let r = run(args);
    assert_eq!(r.status, 0, "{args:?} failed: {}", r.stderr);
    r.stdout.lines().map(str::to_string).collect()
}

/// The count on the last line of `perft`.
fn perft(args: &[&str]) -> u64 {
    let out = lines(&[&["perft"], args].concat());
    out.last()
        .expect("perft prints the count")
        .parse()
        .expect("the last line is a number")
}

#[test]
fn perft_prints_the_reference_counts() {
    assert_eq!(perft(&["1"]), 1273);
    assert_eq!(perft(&["1", "--variant", "full-belt"]), 1273);
    assert_eq!(perft(&["1", "--variant", "full-belt", "--setup", "howe"]), 1445);
    assert_eq!(perft(&["2", "--variant", "no-pawns"]), 1286);
    assert_eq!(perft(&["2", "--variant", "no-pawns", "--setup", "one-king"]), 621);
    let second = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 2";
    assert_eq!(perft(&["1", "--fen", second]), 1390);
    assert_eq!(perft(&["1", "--fen", second, "--no-belt-check"]), 1273);
    assert_eq!(perft(&["0"]), 1, "perft 0 counts the empty sequence");
}

#[test]
fn divide_lists_each_turn_then_the_total() {
    let out = lines(&["divide", "2", "--variant", "no-pawns"]);
    let (total, turns) = out.split_last().expect("output");
    assert_eq!(total, "total 1286");
    assert_eq!(turns.len(), 38);
    let mut sum = 0;
    for line in turns {
        let (turn, count) = line.rsplit_once(' ').expect("'<turn> <count>'");
        assert_eq!(turn.len(), 4, "{line}: a no-pawns turn is one UCI move");
        sum += count.parse::<u64>().expect("count");
    }
    assert_eq!(sum, 1286);
    assert!(turns.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
}

#[test]
fn divide_in_full_belt_shows_the_belt_move() {
    let out = lines(&["divide", "1"]);
    assert_eq!(out.last().map(String::as_str), Some("total 1273"));
    assert_eq!(out.len(), 1274);
    assert!(out.iter().any(|l| l == "g1f3 f+4 1"), "g1f3 f+4 is a legal first turn");
}

/// `moves` prints exactly the legal turns in machine form, sorted, as the
/// naive rules of `common::reference` find them.
#[test]
fn moves_are_the_legal_turns_sorted() {
    for (args, start) in [
        (&["moves"][..], Start::FullBelt),
        (&["moves", "--setup", "howe"][..], Start::FullBeltHowe),
        (&["moves", "--variant", "no-pawns"][..], Start::NoPawns),
        (
            &["moves", "--variant", "no-pawns", "--setup", "one-king"][..],
            Start::NoPawnsOneKing,
        ),
    ] {
        let expected = common::reference::legal_turns(&Position::start(start, Options::default()));
        assert_eq!(lines(args), expected, "{args:?}");
    }
}

/// Bad input: nothing on stdout, one line on stderr naming the problem, exit status 2.
#[test]
fn bad_input_is_one_line_and_status_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["perft", "1", "--variant", "xiangqi"], "xiangqi"),
        (&["perft", "1", "--fen", "not a position"], "position text"),
        (&["perft", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"], "king"),
        (
            &[
                "perft",
                "1",
                "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ],
            "castling",
        ),
        (
            &[
                "perft",
                "1",
                "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1",
            ],
            "placement",
        ),
        (
            &[
                "perft",
                "1",
                "--variant",
                "no-pawns",
                "--fen",
                "rnbqkbnr/8/8/8/8/8/8/RNBKKBNR w - - 0 1",
            ],
            "queen",
        ),
        (&["perft", "x"], "depth"),
        (&["perft", "-1"], "depth"),
        (&["perft", "99"], "depth"),
        (&["perft"], "depth"),
        (&["divide", "0"], "depth"),
        (&["frobnicate"], "frobnicate"),
        (&["perft", "1", "--setup", "one-king"], "setup"),
        (
            &["perft", "1", "--variant", "no-pawns", "--no-belt-check"],
            "no-belt-check",
        ),
        (&["moves", "--fen"], "--fen"),
        (&["moves", "extra"], "extra"),
    ];
    for (args, needle) in cases {
        let r = run(args);
        assert_eq!(r.status, 2, "{args:?}: status (stderr: {})", r.stderr);
        assert_eq!(r.stdout, "", "{args:?}: nothing on stdout");
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: one line, got {:?}", r.stderr);
        assert!(
            r.stderr.contains(needle),
            "{args:?}: '{}' should mention '{needle}'",
            r.stderr.trim()
        );
    }
}
