//! The guard on level 5's answers (`ai::guard`): a turn that allows the
//! opponent a forced win within two of its turns gives way to an alternative
//! the search scored that does not, checked full width by the rules.

use beltboard::ai::eval::evaluate;
use beltboard::ai::guard::{guard, guard_ms, guard_ms_after, Guarded};
use beltboard::ai::{native_clock, Limits, Score, SearchResult, Searcher};
use beltboard::rules::tactics::{
    allows_win_in_two, forcing_win_in_two_until, win_in_two_trying_until, win_in_two_until,
};
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
fn out_of_time_on_the_answer_it_stands() {
    let (pos, loses, _) = defences().remove(0);
    let mut r = answer(&pos, loses, loses);
    assert_eq!(
        guard(&pos, &mut r, &[], &mut || true),
        Guarded::OutOfTime,
        "stopped at once"
    );
    assert_eq!(r.best, loses);
}

#[test]
fn when_every_alternative_named_loses_another_turn_that_holds_is_found() {
    for (pos, loses, holds) in defences() {
        // The search named only the losing turn.
        let named_only = || {
            let mut r = answer(&pos, loses, loses);
            r.info.lines.clear();
            r.iterations.clear();
            // The score a search often gives a turn that allows a win in two.
            r.info.score = Score::mated_in(4);
            r
        };
        let mut r = named_only();
        let outcome = guard(&pos, &mut r, &[], &mut || false);
        let Guarded::Replaced(other) = outcome else {
            panic!("{}: {outcome:?}", pos.fen());
        };
        assert_eq!(r.best, other);
        // Shown with the evaluation's glance, not the mate of the turn replaced.
        let after = pos.play(other).expect("legal");
        assert_eq!(r.info.score, Score::centipawns(-evaluate(&after)));
        assert_eq!(r.info.pv, vec![other]);
        assert!(
            allows_win_in_two(&pos, &other).is_none(),
            "{}: {}",
            pos.fen(),
            other.machine()
        );
        // A turn proven lost otherwise is never played instead.
        let mut r = named_only();
        match guard(&pos, &mut r, &[holds], &mut || false) {
            Guarded::Replaced(other) => {
                assert_ne!(other, holds);
                assert!(allows_win_in_two(&pos, &other).is_none());
            }
            Guarded::AllLost => assert_eq!(r.best, loses),
            outcome => panic!("{}: {outcome:?}", pos.fen()),
        }
    }
}

#[test]
fn when_every_turn_loses_the_answer_stands() {
    // After the first turn of a win in three, every reply allows a win in two.
    let text = std::fs::read_to_string("tests/suite/full-belt.txt").expect("the suite");
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("win3 "))
        .expect("a win in three");
    let parts: Vec<&str> = line.split('|').map(str::trim).collect();
    let start = Position::from_fen(parts[0], Variant::FullBelt, Options::default()).expect("a FEN");
    let pos = start
        .play(parse_turn(&start, parts[1]).expect("a turn"))
        .expect("legal");
    let lost = pos.legal_turns()[0];
    let mut r = answer(&pos, lost, lost);
    assert_eq!(guard(&pos, &mut r, &[], &mut || false), Guarded::AllLost);
    assert_eq!(r.best, lost);
}

#[test]
fn out_of_time_on_an_alternative_it_is_played_over_an_answer_shown_to_lose() {
    let (pos, loses, holds) = defences().remove(0);
    // How often the guard asks for the time in the full check of the losing
    // answer and in the quick check of the defence (its checks, and the
    // reply that won against the answer).
    let mut asked_before = 0;
    let mut count = || {
        asked_before += 1;
        false
    };
    let reply = win_in_two_until(&pos.play(loses).expect("legal"), &mut count)
        .expect("not stopped")
        .expect("a win in two");
    let quick = forcing_win_in_two_until(&pos.play(holds).expect("legal"), &[reply], &mut count);
    assert_eq!(quick, Ok(None));
    let (outcome, played) = guard_stopped_after(&pos, loses, holds, asked_before);
    assert_eq!(
        outcome,
        Guarded::Unrefuted(holds),
        "cut short in the defence's full check"
    );
    assert_eq!(played, holds);
}

/// The guard on an answer `loses` with the alternative `holds`, its time
/// running out once it has asked `calls` times; what it did and the turn played.
fn guard_stopped_after(pos: &Position, loses: Turn, holds: Turn, calls: usize) -> (Guarded, Turn) {
    let mut r = answer(pos, loses, holds);
    let mut asked = 0;
    let outcome = guard(pos, &mut r, &[], &mut || {
        asked += 1;
        asked > calls
    });
    (outcome, r.best)
}

#[test]
fn out_of_time_once_the_answer_is_refuted_the_next_turn_is_played() {
    for (pos, loses, holds) in defences() {
        // How often the full check of the losing answer asks for the time.
        let mut asked_before = 0;
        win_in_two_until(&pos.play(loses).expect("legal"), &mut || {
            asked_before += 1;
            false
        })
        .expect("not stopped")
        .expect("a win in two");
        let (outcome, played) = guard_stopped_after(&pos, loses, holds, asked_before);
        assert_eq!(
            outcome,
            Guarded::Unrefuted(holds),
            "cut short at once in the quick check"
        );
        assert_eq!(played, holds);
    }
}

#[test]
fn the_quick_check_finds_the_reply_that_won_before() {
    for (pos, loses, holds) in defences() {
        let reply = allows_win_in_two(&pos, &loses).expect("the losing turn has a refutation");
        let after_loses = pos.play(loses).expect("legal");
        assert_eq!(
            forcing_win_in_two_until(&after_loses, &[reply], &mut || false),
            Ok(Some(reply))
        );
        let after_holds = pos.play(holds).expect("legal");
        assert_eq!(
            forcing_win_in_two_until(&after_holds, &[reply], &mut || false),
            Ok(None)
        );
        assert_eq!(win_in_two_trying_until(&after_holds, &[reply], &mut || false), Ok(None));
    }
}

#[test]
fn a_turn_shown_to_hold_is_shown_with_its_score_never_as_mated_in_two() {
    for (pos, loses, holds) in defences() {
        let after = pos.play(holds).expect("legal");
        // The search's score for the defence is kept; a mate within two
        // turns (a stopped search's bound) is replaced by the evaluation.
        for (given, shown) in [
            (Score::centipawns(40), Score::centipawns(40)),
            (Score::mated_in(4), Score::centipawns(-evaluate(&after))),
        ] {
            let mut r = answer(&pos, loses, holds);
            r.candidates = vec![(loses, Score::mated_in(4)), (holds, given)];
            assert_eq!(guard(&pos, &mut r, &[], &mut || false), Guarded::Replaced(holds));
            assert_eq!(r.info.score, shown, "{}", pos.fen());
        }
    }
}

#[test]
fn the_guard_takes_what_the_search_left_and_at_least_its_share() {
    assert_eq!(guard_ms(1000), 250);
    assert_eq!(guard_ms_after(1000, 750), 250);
    assert_eq!(guard_ms_after(1000, 400), 600);
    // A search that overran its time leaves the guard its share all the same.
    assert_eq!(guard_ms_after(1000, 980), 250);
    assert_eq!(guard_ms_after(1000, 5000), 250);
}
