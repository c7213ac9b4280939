//! The forcing-line solver (`ai::solver`) and the search beside it
//! (`ai::beside`): what the solver proves is a win by the full-width oracle
//! of `common::oracle`; it proves the wins in two and three of self-play,
//! never claims one where the oracle finds none, and the search beside it
//! plays a proven win and leaves out a turn proven lost.

mod common;

use beltboard::ai::beside::{search_beside_solver, Proven, LOSS_TURNS};
use beltboard::ai::solver::{Proof, SolveLimits, Solver};
use beltboard::ai::{native_clock, Choice, Hooks, Limits, SearchResult, Searcher};
use beltboard::rules::Position;
use common::oracle::{forced_win, wins_by};
use common::self_play::self_play;
use common::wins::{DEEP_WINS_IN_THREE, WINS_IN_THREE};
use common::{full_belt, turn};
use std::sync::Mutex;

/// A proof attempt of at most `turns` turns and `nodes` solver nodes (no
/// clock: the same answer on a busy machine).
fn prove(pos: &Position, turns: u32, nodes: u64) -> Option<Proof> {
    let mut solver = Solver::new(16, native_clock());
    solver.prove(
        pos,
        SolveLimits {
            turns,
            nodes: Some(nodes),
            time_ms: None,
        },
    )
}

/// The search with the solver beside it, as `bestmove --solver` runs them.
fn beside(pos: &Position, limits: Limits) -> (Option<SearchResult>, Proven) {
    let mut searcher = Searcher::new(16, native_clock());
    search_beside_solver(
        &mut searcher,
        pos,
        &[],
        limits,
        Choice::default(),
        native_clock,
        &mut |_| {},
    )
}

#[test]
fn the_solver_proves_every_win_in_three() {
    for fen in WINS_IN_THREE.iter().chain(&DEEP_WINS_IN_THREE) {
        let pos = full_belt(fen);
        let proof = prove(&pos, 4, 20_000).unwrap_or_else(|| panic!("{fen}: no proof"));
        assert_eq!(proof.turns, 3, "{fen}: {proof:?}");
        assert!(
            wins_by(&pos, proof.turn, 5),
            "{fen}: {} does not win in three",
            proof.turn.machine()
        );
    }
}

#[test]
fn the_solver_agrees_with_the_oracle_on_wins_in_two() {
    // Every other position of four self-play games: a proof in two is a win
    // in two by the oracle, and where the oracle finds none, nor does the
    // solver. (The solver may miss a win whose first turn neither checks
    // nor threatens a win at once; none of these positions has one.)
    let mut proofs = 0;
    for seed in 0..4 {
        for pos in self_play(seed, 12).iter().step_by(2) {
            let proof = prove(pos, 2, 50_000);
            let oracle = forced_win(pos, 3);
            assert_eq!(proof.is_some(), oracle.is_some(), "{}", pos.fen());
            if let Some(p) = proof {
                assert!(wins_by(pos, p.turn, 2 * p.turns - 1), "{}", pos.fen());
                proofs += 1;
            }
        }
    }
    assert!(proofs > 0, "the self-play positions should hold a win in two");
}

#[test]
fn a_quiet_first_turn_that_threatens_is_proven() {
    // A self-play position where no forcing turn wins in two: Black's
    // winning first turn gives no check, it threatens a mate at once.
    let pos = full_belt("r1bqkbnr/ppp3pp/n7/2pP4/1p6/8/P1PPPPPP/RNBQKBNR b - 7 1 4");
    assert!(forced_win(&pos, 1).is_none());
    let proof = prove(&pos, 2, 50_000).expect("a win in two");
    assert_eq!(proof.turns, 2);
    assert!(!pos.play_unchecked(proof.turn).is_check());
    assert!(wins_by(&pos, proof.turn, 3));
}

#[test]
fn the_search_beside_the_solver_plays_a_proven_win() {
    // The main search needs about 3 M nodes to see this win in three; with
    // a node limit of 200,000 it does not, and the solver's proof is played.
    let pos = full_belt(DEEP_WINS_IN_THREE[1]);
    let limits = Limits {
        nodes: Some(200_000),
        ..Limits::default()
    };
    let (result, proven) = beside(&pos, limits);
    let result = result.expect("a legal turn");
    let win = proven.win.expect("the solver proves the win");
    assert_eq!(result.best, win.turn);
    assert_eq!(result.proof, Some(3));
    assert!(result.info.score.mate_turns() == Some(3), "{}", result.info.score);
    assert!(wins_by(&pos, result.best, 5));
}

#[test]
fn a_search_leaves_out_the_turns_it_is_told_are_lost() {
    // The hook the solver uses: each iteration leaves out the turns proven
    // lost, unless no other turn would be left.
    let pos = full_belt("1P3Pnr/1B4pp/2P2P2/1pQp1R2/1p2Np1P/B1K1p1q1/1n1bP1kP/r1b1R3 w - c 2 8");
    let limits = Limits {
        depth: Some(3),
        ..Limits::default()
    };
    let first = Searcher::new(16, native_clock())
        .search(&pos, &[], limits, Choice::default(), &mut |_| {})
        .expect("a legal turn")
        .best;
    let lost = Mutex::new(vec![first, turn("c3c2 g+5")]);
    let hooks = Hooks {
        stop: None,
        avoid: Some(&lost),
    };
    let r = Searcher::new(16, native_clock())
        .search_with(&pos, &[], limits, Choice::default(), &mut |_| {}, hooks)
        .expect("a legal turn");
    assert!(!lost.lock().unwrap().contains(&r.best), "{}", r.best.machine());
    assert!(r.candidates.iter().all(|c| c.0 != first));
    // Every turn lost: the search still answers, with one of them.
    let all = Mutex::new(pos.legal_turns());
    let hooks = Hooks {
        stop: None,
        avoid: Some(&all),
    };
    let r = Searcher::new(16, native_clock()).search_with(&pos, &[], limits, Choice::default(), &mut |_| {}, hooks);
    assert!(r.is_some());
}

#[test]
fn the_search_beside_the_solver_never_plays_a_turn_it_proved_lost() {
    // White faces a win in two; the turn that loses is proven lost by the
    // solver when the search reports it, and whatever the search ends with
    // is not among the turns proven lost.
    let pos = full_belt("1P3Pnr/1B4pp/2P2P2/1pQp1R2/1p2Np1P/B1K1p1q1/1n1bP1kP/r1b1R3 w - c 2 8");
    assert!(prove(&pos.play_unchecked(turn("c3c2 g+5")), LOSS_TURNS, 50_000).is_some());
    let limits = Limits {
        nodes: Some(1_500_000),
        depth: Some(4),
        ..Limits::default()
    };
    let (result, proven) = beside(&pos, limits);
    let best = result.expect("a legal turn").best;
    assert!(!proven.lost.contains(&best), "{} was proven lost", best.machine());
    assert!(
        forced_win(&pos.play_unchecked(best), 3).is_none(),
        "{} loses",
        best.machine()
    );
}
