//! The Full Belt test suite (`tests/suite/full-belt.txt`, run by `beltboard
//! suite`): every line's proof holds by the full-width oracle of
//! `common::oracle`, so a share "solved" is a share of true tasks.

mod common;

use beltboard::rules::{Options, Position, Variant};
use common::oracle::{forced_win, wins_by};
use common::turn;

const SUITE: &str = include_str!("suite/full-belt.txt");

/// The suite's lines: the task word, the position and the turns after it.
fn lines() -> Vec<(String, Position, Vec<String>)> {
    SUITE
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (word, rest) = l.split_once(' ').expect("a task and a position");
            let mut parts = rest.split('|').map(str::trim);
            let fen = parts.next().expect("a FEN");
            let pos =
                Position::from_fen(fen, Variant::FullBelt, Options::default()).unwrap_or_else(|e| panic!("{fen}: {e}"));
            (word.to_string(), pos, parts.map(String::from).collect())
        })
        .collect()
}

#[test]
fn every_suite_line_is_proven_by_the_oracle() {
    let all = lines();
    assert!(all.len() >= 14, "{} lines", all.len());
    for (task, pos, turns) in all {
        let fen = pos.fen();
        match task.as_str() {
            "win3" => {
                let win = turn(&turns[0]);
                assert!(wins_by(&pos, win, 5), "{fen}: {} does not win in three", turns[0]);
                assert!(forced_win(&pos, 3).is_none(), "{fen}: a win in two");
            }
            "defend" => {
                let (loses, holds) = (turn(&turns[0]), turn(&turns[1]));
                assert!(
                    forced_win(&pos.play_unchecked(loses), 3).is_some(),
                    "{fen}: {} holds",
                    turns[0]
                );
                assert!(
                    forced_win(&pos.play_unchecked(holds), 3).is_none(),
                    "{fen}: {} loses",
                    turns[1]
                );
            }
            other => panic!("unknown task '{other}'"),
        }
    }
}
