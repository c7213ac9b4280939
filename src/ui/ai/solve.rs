//! The forcing-line solver as the job of one AI worker when the page runs two
//! or more. Browser workers share no memory, so the solver cannot sit beside
//! a search as the native thread does (`ai::beside`): it gets a worker and the
//! same job, and what it proves joins the searching workers' shares when they
//! are merged ([`heed`]).
//!
//! For a move or a hint it first looks for a win of the side to move within
//! [`WIN_TURNS`] turns, and tells the page of a proof at once. Then, for the
//! rest of its time, it searches the position itself and asks of each turn
//! its search reports as best whether the opponent then wins by force within
//! [`LOSS_TURNS`] turns: the same search as the searching workers', so the
//! same turns they are likely to answer with. A turn proven lost is left out
//! of its later iterations, and of the merged answer while a turn not proven
//! lost remains. For the analysis board it looks for ever longer wins, up to
//! [`MAX_SOLVE_TURNS`] turns, and the board shows a proof as such.

use crate::ai::beside::{LOSS_NODES, LOSS_TURNS, WIN_TURNS};
use crate::ai::solver::{Proof, SolveLimits, Solver, MAX_SOLVE_TURNS};
use crate::ai::{Choice, Hooks, Info, Limits, Score, Searcher};
use crate::rules::{Position, Turn};
use crate::ui::ai::clock::Clock;
use crate::ui::ai::findings::Findings;
use crate::ui::ai::job::{history, JobError, Purpose, Share, Task};
use std::sync::Mutex;

/// The solver's table in a worker, in megabytes.
pub const SOLVER_TABLE_MB: usize = 16;

/// The share of a move's time the solver's worker uses, in percent: it must
/// finish before the searching workers, whose shares wait for its own.
const TIME_SHARE: u64 = 90;

/// The share of that time spent on the side's own win, in percent.
const WIN_SHARE: u64 = 40;

/// How long the analysis board's solver looks for a win before it rests, in
/// milliseconds (the search goes on; a longer proof is out of its reach).
const ANALYSIS_SOLVE_MS: u64 = 60_000;

/// The time of a job with no time limit (a depth or node limit), in ms.
const UNTIMED_MS: u64 = 2_000;

/// Runs the solver's part of `task` with `solver` (and `searcher` for the
/// turns to check), telling `proven` of a win as soon as it is proven.
pub fn solve(
    solver: &mut Solver,
    searcher: &mut Searcher,
    task: &Task,
    proven: &mut dyn FnMut(Proof),
) -> Result<Share, JobError> {
    let job = &task.job;
    let game = job.game()?;
    if game.outcome().is_some() {
        return Err(JobError::GameOver);
    }
    let pos = game.position();
    if !pos.has_legal_turn() {
        return Err(JobError::NoTurn);
    }
    let (limits, choice) = job.limits(pos);
    let findings = match job.purpose {
        Purpose::Analyse(_) => {
            let limits = SolveLimits {
                turns: MAX_SOLVE_TURNS,
                nodes: None,
                time_ms: Some(ANALYSIS_SOLVE_MS),
            };
            let win = solver.prove(pos, limits);
            win.into_iter().for_each(&mut *proven);
            Findings { win, lost: Vec::new() }
        }
        _ => decide(solver, searcher, pos, &history(&game), limits, choice, proven),
    };
    Ok(Share {
        fen: pos.fen(),
        choice,
        result: None,
        purpose: job.purpose,
        variant: job.variant,
        options: job.options,
        findings: Some(findings),
        guard_ms: None,
    })
}

/// The solver's work for a move or a hint: the own win, then the turns the
/// search would answer with, checked for a loss, within the job's time.
fn decide(
    solver: &mut Solver,
    searcher: &mut Searcher,
    pos: &Position,
    history: &[u64],
    limits: Limits,
    choice: Choice,
    proven: &mut dyn FnMut(Proof),
) -> Findings {
    let budget = limits.time_ms.unwrap_or(UNTIMED_MS) * TIME_SHARE / 100;
    let win_limits = SolveLimits {
        turns: WIN_TURNS,
        nodes: None,
        time_ms: Some(budget * WIN_SHARE / 100),
    };
    let clock = Clock::start();
    if let Some(win) = solver.prove(pos, win_limits) {
        proven(win);
        return Findings {
            win: Some(win),
            lost: Vec::new(),
        };
    }
    let lost = Mutex::new(Vec::new());
    let mut checked: Vec<Turn> = Vec::new();
    // Each check within its nodes and the time left: the searching workers
    // do not wait for this one past the job's time.
    let mut check = |solver: &mut Solver, turn: Turn| {
        let left = budget.saturating_sub(clock.elapsed_ms());
        if left == 0 || checked.contains(&turn) {
            return;
        }
        checked.push(turn);
        let loss_limits = SolveLimits {
            turns: LOSS_TURNS,
            nodes: Some(LOSS_NODES),
            time_ms: Some(left),
        };
        if solver.prove(&pos.play_unchecked(turn), loss_limits).is_some() {
            if let Ok(mut l) = lost.lock() {
                l.push(turn);
            }
        }
    };
    let left = budget.saturating_sub(clock.elapsed_ms()).max(1);
    let search_limits = Limits {
        time_ms: Some(left),
        root_split: None,
        multi_pv: 1,
        ..limits
    };
    let hooks = Hooks {
        stop: None,
        avoid: Some(&lost),
    };
    // Each reported best is checked between the search's iterations.
    let result = searcher.search_with(
        pos,
        history,
        search_limits,
        choice,
        &mut |info: &Info| {
            if let Some(&turn) = info.pv.first() {
                check(solver, turn);
            }
        },
        hooks,
    );
    // Then the answer and its alternatives, best first, while time is left.
    if let Some(r) = result {
        let mut turns: Vec<(Score, Turn)> = r.candidates.iter().map(|&(t, s)| (s, t)).collect();
        turns.sort_by_key(|c| std::cmp::Reverse(c.0));
        for turn in std::iter::once(r.best).chain(turns.into_iter().map(|c| c.1)) {
            check(solver, turn);
        }
    }
    Findings {
        win: None,
        lost: lost.into_inner().unwrap_or_default(),
    }
}
