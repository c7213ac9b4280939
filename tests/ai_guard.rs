//! The guard on level 5's answers (`ai::guard`): a turn that allows the
//! opponent a forced win within two of its turns gives way to an alternative
//! the search scored that does not, checked full width by the rules.

use beltboard::ai::guard::{guard, Guarded};
use beltboard::ai::{native_clock, Limits, Score, SearchResult, Searcher};
use beltboard::rules::tactics::allows_win_in_two;
use beltboard::rules::{parse_turn, Options, Position, Turn, Variant};

/// The defence lines of the Full Belt suite: the position, a turn that
/// allows a win in two, and one that does not (checked by the oracle in
/// tests/ai_suite.rs).
fn defences() -> Vec<(Position, Turn, Turn)> {
    let text = std::fs::read_to_string("tests/suite/full-belt.txt").expect("the suite");
    text.lines()
        .filter_map(|l| l.strip_prefix("defend "))
        .map(|l| {
            let parts: Vec<&str> = l.split('|').map(str::trim).collect();
            let pos = Position::from_fen(parts[0], Variant::FullBelt, Options::default()).expect("a FEN");
            let turn = |t: &str| parse_turn(&pos, t).expect("a turn");
            (pos.clone(), turn(parts[1]), turn(parts[2]))
        })
        .collect()
}

/// A shallow search's answer in `pos`, made to prefer `best` over `other`.
fn answer(pos: &Position, best: Turn, other: Turn) -> SearchResult {
    let limits = Limits {
        depth: Some(1),
        ..Limits::default()
    };
    let mut r = Searcher::new(1, native_clock())
        .search(pos, &[], limits, Default::default(), &mut |_| {})
        .expect("a result");
    r.best = best;
    r.candidates = vec![(best, Score::centipawns(50)), (other, Score::centipawns(40))];
    r
}

#[test]
fn an_answer_that_allows_a_win_in_two_gives_way_to_one_that_does_not() {
    let lines = defences();
    assert!(lines.len() >= 6);
    for (pos, loses, holds) in lines {
        assert!(allows_win_in_two(&pos, &loses).is_some() && allows_win_in_two(&pos, &holds).is_none());
        let mut r = answer(&pos, loses, holds);
        assert_eq!(
            guard(&pos, &mut r, &[], &mut || false),
            Guarded::Replaced(holds),
            "{}",
            pos.fen()
        );
        assert_eq!(r.best, holds);
        assert_eq!(r.info.pv, vec![holds], "what is shown is about the turn played");
        assert_eq!(r.info.score, Score::centipawns(40));
        // A safe answer is kept as it is.
        let mut r = answer(&pos, holds, loses);
        assert_eq!(guard(&pos, &mut r, &[], &mut || false), Guarded::Kept);
        assert_eq!(r.best, holds);
    }
}

#[test]
fn out_of_time_or_out_of_alternatives_the_answer_stands() {
    let (pos, loses, _) = defences().remove(0);
    let mut r = answer(&pos, loses, loses);
    r.info.lines.clear();
    r.iterations.clear();
    assert_eq!(guard(&pos, &mut r, &[], &mut || false), Guarded::AllLost);
    assert_eq!(r.best, loses);
    let mut r = answer(&pos, loses, loses);
    assert_eq!(
        guard(&pos, &mut r, &[], &mut || true),
        Guarded::OutOfTime,
        "stopped at once"
    );
    assert_eq!(r.best, loses);
}

#[test]
fn a_turn_proven_lost_is_not_an_alternative() {
    let (pos, loses, holds) = defences().remove(0);
    let mut r = answer(&pos, loses, holds);
    r.info.lines.clear();
    r.iterations.clear();
    assert_eq!(guard(&pos, &mut r, &[holds], &mut || false), Guarded::AllLost);
    assert_eq!(r.best, loses);
}
