//! The forcing-line solver as the job of one browser worker (`ui::ai::solve`),
//! run natively through the worker's own code: the solver's task, a
//! searching task, and the merge the page has a worker make of their shares.

mod common;

use beltboard::ai::solver::Solver;
use beltboard::ai::{native_clock, Level, Limits, Score, Searcher};
use beltboard::rules::{Options, Position, Variant};
use beltboard::ui::ai::findings::{heed, Findings};
use beltboard::ui::ai::job::{from_wire, merge_shares, think, to_wire, Job, Purpose, Share, Task};
use beltboard::ui::ai::solve::{solve, SOLVER_TABLE_MB};
use common::oracle::wins_by;
use common::wins::DEEP_WINS_IN_THREE;

/// A level-5 job for `purpose` in the Full Belt position `fen`.
fn job(fen: &str, purpose: Purpose) -> Job {
    Job {
        variant: Variant::FullBelt,
        options: Options::default(),
        start_fen: fen.to_string(),
        turns: Vec::new(),
        level: Level::new(5).expect("level 5"),
        seed: 7,
        purpose,
        clock: None,
    }
}

/// The solver's task beside `count` searching ones.
fn solver_task(job: &Job, count: u16) -> Task {
    Task {
        job: job.clone(),
        index: count,
        count,
        solve: true,
    }
}

#[test]
fn the_solver_worker_proves_a_deep_win_at_once_and_the_merged_answer_plays_it() {
    for fen in DEEP_WINS_IN_THREE {
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).expect(fen);
        let job = job(fen, Purpose::Move);
        assert!(job.wants_solver(), "level 5 in Full Belt asks for the solver");
        let mut told = Vec::new();
        let mut solver = Solver::new(SOLVER_TABLE_MB, native_clock());
        let mut searcher = Searcher::new(16, native_clock());
        let share = solve(&mut solver, &mut searcher, &solver_task(&job, 1), &mut |p| told.push(p)).expect("solved");
        let win = share.findings.as_ref().and_then(|f| f.win).expect("a proven win");
        assert_eq!(told, vec![win], "the page is told of the proof as soon as found");
        assert!(win.turns <= 3, "{fen}: {} turns", win.turns);
        assert!(
            wins_by(&pos, win.turn, 5),
            "{fen}: {} does not win in three",
            win.turn.machine()
        );
        assert!(share.result.is_none(), "the solver's share searches no root turn");
        // The searching worker's share, then the merge, as the page has them made.
        let task = Task {
            job: job.clone(),
            index: 0,
            count: 1,
            solve: false,
        };
        let mut searcher = Searcher::new(16, native_clock());
        let searched = think(&mut searcher, &task, &mut |_| {}).expect("searched");
        let answer = merge_shares(&[to_wire(&searched), to_wire(&share)]).expect("merged");
        assert!(wins_by(&pos, answer.turn, 5), "{fen}: played {}", answer.turn.machine());
        assert!(
            answer.info.score >= Score::mate_in(2 * win.turns - 1),
            "{fen}: shown as the mate it is: {}",
            answer.info.score
        );
    }
}

#[test]
fn the_analysis_solver_reports_a_proven_win() {
    let fen = DEEP_WINS_IN_THREE[0];
    let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).expect(fen);
    let job = job(fen, Purpose::Analyse(1));
    assert!(job.wants_solver());
    let mut told = Vec::new();
    let mut solver = Solver::new(SOLVER_TABLE_MB, native_clock());
    let mut searcher = Searcher::new(1, native_clock());
    let share = solve(&mut solver, &mut searcher, &solver_task(&job, 3), &mut |p| told.push(p)).expect("solved");
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(wins_by(&pos, told[0].turn, 2 * told[0].turns - 1));
    assert_eq!(
        from_wire::<Share>(&to_wire(&share)),
        Some(share),
        "the share crosses the wire"
    );
}

#[test]
fn no_solver_for_weaker_levels_reviews_or_chess_without_pawns() {
    let fen = DEEP_WINS_IN_THREE[0];
    let mut weak = job(fen, Purpose::Move);
    weak.level = Level::new(4).expect("level 4");
    assert!(
        !weak.wants_solver(),
        "a weaker level must not find wins it is meant to overlook"
    );
    assert!(!job(fen, Purpose::Review(500)).wants_solver());
    assert!(job(fen, Purpose::Hint).wants_solver());
    let mut no_pawns = job(fen, Purpose::Move);
    no_pawns.variant = Variant::NoPawns;
    assert!(!no_pawns.wants_solver());
}

#[test]
fn a_turn_proven_lost_gives_way_to_the_best_one_that_is_not() {
    let pos = Position::from_fen(DEEP_WINS_IN_THREE[1], Variant::FullBelt, Options::default()).expect("fen");
    let mut searcher = Searcher::new(16, native_clock());
    let limits = Limits {
        depth: Some(2),
        multi_pv: 3,
        ..Limits::default()
    };
    let result = searcher
        .search(&pos, &[], limits, Default::default(), &mut |_| {})
        .expect("a result");
    let lines: Vec<_> = result.info.lines.iter().map(|l| l.pv[0]).collect();
    assert_eq!(lines.len(), 3);
    let mut merged = result.clone();
    let findings = Findings {
        win: None,
        lost: vec![lines[0]],
    };
    heed(&mut merged, std::slice::from_ref(&result), &findings);
    assert_eq!(merged.best, lines[1], "the next best line's turn");
    // When every turn the searches scored is proven lost, the answer stands.
    let mut merged = result.clone();
    let all = Findings {
        win: None,
        lost: lines.clone(),
    };
    heed(&mut merged, std::slice::from_ref(&result), &all);
    assert_eq!(merged.best, result.best);
}
