//! The main search with the forcing-line solver beside it on a second
//! thread (native builds; where threads cannot start, the search runs alone).
//!
//! The solver first looks for a win of the side to move within
//! [`WIN_TURNS`] turns; a proven win stops the search and is played. Then,
//! until the search ends, it asks of each turn the search reports as its
//! best whether the opponent then wins by force within [`LOSS_TURNS`]
//! turns: a turn proven lost is left out of the search's next iterations,
//! and is not played while a turn not proven lost remains.

use super::root::Hooks;
use super::solver::{Proof, SolveLimits, Solver};
use super::{Choice, Info, Limits, Score, SearchResult, Searcher};
use crate::rules::{Position, Turn};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The longest win of its own the solver looks for, in turns.
pub const WIN_TURNS: u32 = 4;

/// The longest opponent's win it looks for after a candidate turn, in turns.
pub const LOSS_TURNS: u32 = 3;

/// The solver's nodes for each candidate turn (a few hundred milliseconds):
/// a proof not found by then is given up, so that a later best is checked.
pub const LOSS_NODES: u64 = 600;

/// The share of the time the solver spends on the side's own win before
/// it turns to the search's candidates, in percent.
const WIN_SHARE: u64 = 25;

/// How long the search's answer may wait for the solver to finish checking
/// it, as a share of the search's time in percent (at most [`FINAL_WAIT_MS`]).
const FINAL_SHARE: u64 = 10;

/// The longest the answer waits for the solver, in milliseconds.
const FINAL_WAIT_MS: u64 = 100;

/// The solver's table, in megabytes.
const SOLVER_TABLE_MB: usize = 16;

/// The solver's nodes for the side's own win when the search has no clock
/// (a node or depth limit): the same proof, then, on any machine.
const WIN_NODES: u64 = 20_000;

/// What the solver found beside one search.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Proven {
    /// A win of the side to move.
    pub win: Option<Proof>,
    /// Turns after which the opponent wins by force.
    pub lost: Vec<Turn>,
}

/// Searches `pos` as [`Searcher::search`] does, with the solver beside it
/// (its table is its own, made for this search); returns the answer and
/// what the solver proved. `clock` makes the solver's millisecond clock.
pub fn search_beside_solver(
    searcher: &mut Searcher,
    pos: &Position,
    history: &[u64],
    limits: Limits,
    choice: Choice,
    clock: fn() -> Box<dyn Fn() -> f64>,
    progress: &mut dyn FnMut(&Info),
) -> (Option<SearchResult>, Proven) {
    let done = Arc::new(AtomicBool::new(false));
    let won = AtomicBool::new(false);
    let best: Mutex<Option<Turn>> = Mutex::new(None);
    let lost: Mutex<Vec<Turn>> = Mutex::new(Vec::new());
    let checked: Mutex<Vec<Turn>> = Mutex::new(Vec::new());
    let shared = Shared {
        done: &done,
        won: &won,
        best: &best,
        lost: &lost,
        checked: &checked,
    };
    let (result, win) = std::thread::scope(|scope| {
        let solver = std::thread::Builder::new().spawn_scoped(scope, move || {
            let mut solver = Solver::new(SOLVER_TABLE_MB, clock());
            solve(&mut solver, pos, limits, shared)
        });
        let hooks = Hooks {
            stop: Some(shared.won),
            avoid: Some(shared.lost),
        };
        let mut report = |info: &Info| {
            if let Ok(mut b) = shared.best.lock() {
                *b = info.pv.first().copied();
            }
            progress(info);
        };
        let result = searcher.search_with(pos, history, limits, choice, &mut report, hooks);
        let mut result = result;
        if let Some(r) = result.as_mut().filter(|_| !shared.won.load(Ordering::Relaxed)) {
            let wait = limits
                .time_ms
                .map_or(FINAL_WAIT_MS, |t| (t * FINAL_SHARE / 100).min(FINAL_WAIT_MS));
            settle(r, shared, wait);
        }
        shared.done.store(true, Ordering::Relaxed);
        let win = solver.ok().and_then(|h| h.join().ok()).flatten();
        (result, win)
    });
    let proven = Proven {
        win,
        lost: lost.into_inner().unwrap_or_default(),
    };
    (result.map(|r| combine(r, &proven)), proven)
}

/// What the search and the solver share.
#[derive(Clone, Copy)]
struct Shared<'a> {
    /// The search has answered: the solver stops.
    done: &'a Arc<AtomicBool>,
    /// The solver proved a win: the search stops.
    won: &'a AtomicBool,
    /// The search's latest best turn.
    best: &'a Mutex<Option<Turn>>,
    /// The turns the solver proved lost.
    lost: &'a Mutex<Vec<Turn>>,
    /// The turns the solver has checked.
    checked: &'a Mutex<Vec<Turn>>,
}

/// The solver's side of the work: the own win first (within its share of
/// the time, or [`WIN_NODES`] without a clock, even if the search ends
/// first), then the search's best turns, each once, until `done`.
fn solve(solver: &mut Solver, pos: &Position, limits: Limits, shared: Shared) -> Option<Proof> {
    let Shared {
        done,
        won,
        best,
        lost,
        checked,
    } = shared;
    let win = solver.prove(
        pos,
        SolveLimits {
            turns: WIN_TURNS,
            nodes: limits.time_ms.is_none().then_some(WIN_NODES),
            time_ms: limits.time_ms.map(|t| t * WIN_SHARE / 100),
        },
    );
    if win.is_some() {
        won.store(true, Ordering::Relaxed);
        return win;
    }
    solver.stop_when(done.clone());
    while !done.load(Ordering::Relaxed) {
        let current = best.lock().ok().and_then(|b| *b);
        let Some(turn) = current.filter(|t| !checked.lock().is_ok_and(|c| c.contains(t))) else {
            // Nothing new to check: wait for the search's next report.
            std::thread::sleep(std::time::Duration::from_millis(2));
            continue;
        };
        let limits = SolveLimits {
            turns: LOSS_TURNS,
            nodes: Some(LOSS_NODES),
            time_ms: None,
        };
        if solver.prove(&pos.play_unchecked(turn), limits).is_some() {
            if let Ok(mut l) = lost.lock() {
                l.push(turn);
            }
        }
        if !done.load(Ordering::Relaxed) {
            if let Ok(mut c) = checked.lock() {
                c.push(turn);
            }
        }
    }
    None
}

/// The search's answer, checked by the solver: the answer may come from an
/// iteration never reported, so the solver is given up to `wait_ms` to
/// check it; a turn proven lost gives way to the next alternative (the
/// candidates, best first, then the best turns of earlier depths from the
/// second on, where every reply is seen), each checked in turn. When every
/// one is proven lost, the search's own answer stands.
fn settle(r: &mut SearchResult, shared: Shared, wait_ms: u64) {
    let until = std::time::Instant::now() + std::time::Duration::from_millis(wait_ms);
    let mut pool: Vec<Turn> = vec![r.best];
    let mut candidates = r.candidates.clone();
    candidates.sort_by_key(|c| std::cmp::Reverse(c.1));
    let earlier = r.iterations.iter().skip(1).rev().filter_map(|l| l.pv.first().copied());
    for t in candidates.into_iter().map(|c| c.0).chain(earlier) {
        if !pool.contains(&t) {
            pool.push(t);
        }
    }
    let is = |list: &Mutex<Vec<Turn>>, t: &Turn| list.lock().is_ok_and(|l| l.contains(t));
    for turn in pool {
        if is(shared.lost, &turn) {
            continue;
        }
        if let Ok(mut b) = shared.best.lock() {
            *b = Some(turn);
        }
        while std::time::Instant::now() < until && !is(shared.checked, &turn) {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        if !is(shared.lost, &turn) {
            r.best = turn;
            return;
        }
    }
}

/// The search's answer with the solver's win, if it proved one.
fn combine(mut r: SearchResult, proven: &Proven) -> SearchResult {
    if let Some(win) = proven.win {
        play_proven_win(&mut r, win);
    }
    r
}

/// A search's answer `r` with a win the solver proved: played, with its
/// score, unless the search sees a win as short.
pub fn play_proven_win(r: &mut SearchResult, win: Proof) {
    let plies = 2 * win.turns - 1;
    let seen = r.info.score.raw() >= Score::mate_in(plies).raw();
    if !seen {
        r.best = win.turn;
        r.info.score = Score::mate_in(plies);
        r.info.pv = vec![win.turn];
        if let Some(first) = r.info.lines.first_mut() {
            first.score = r.info.score;
            first.pv = vec![win.turn];
        }
    }
    r.proof = Some(win.turns);
}
