//! `bestmove`, and the players a `match` can pit against each other.

use super::Args;
use beltboard::ai::beside::search_beside_solver;
use beltboard::ai::guard::{guard, search_limits, Guarded};
use beltboard::ai::time_plan::clock_limits;
use beltboard::ai::{merge, native_clock, Choice, Info, Level, Limits, SearchResult, Searcher, DEFAULT_TABLE_MB};
use beltboard::rules::{parse_turn, Color, Game, Position, Turn};

/// An `info` line: depth, score (`+1.25`, `#3`), nodes, speed, time and the line of play.
pub fn info_line(info: &Info) -> String {
    let nps = (info.nodes * 1000).checked_div(info.elapsed_ms).unwrap_or(info.nodes);
    let mut text = format!(
        "info depth {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        info.score,
        info.nodes,
        nps,
        info.elapsed_ms,
        machine_line(&info.pv)
    );
    for (i, line) in info.lines.iter().enumerate().skip(1) {
        text += &format!(" | line {} score {} pv {}", i + 1, line.score, machine_line(&line.pv));
    }
    text
}

fn machine_line(turns: &[Turn]) -> String {
    turns.iter().map(|t| t.machine()).collect::<Vec<_>>().join(" ")
}

/// The hashes of the game's positions before the current one (for repetitions).
pub fn history(game: &Game) -> Vec<u64> {
    (0..game.turns().len())
        .filter_map(|i| game.position_at(i))
        .map(|p| p.hash())
        .collect()
}

/// `bestmove`: searches and prints `info` lines, then the chosen turn.
pub fn bestmove(args: &mut Args) -> Result<(), String> {
    let game = args.game()?;
    let level = args.number("--level", 1..=5)?;
    let movetime = args.number("--movetime", 1..=86_400_000)?;
    let depth = args.number("--depth", 1..=60)?;
    let nodes = args.number("--nodes", 1..=u64::MAX / 2)?;
    let seed = args.number("--seed", 0..=u64::MAX)?.unwrap_or(0);
    let multi_pv = args.number("--multipv", 1..=3)?.unwrap_or(1) as u8;
    let split = args.number("--split", 1..=64)?.unwrap_or(1) as u16;
    let solver = args.flag("--solver");
    let clock = ClockArgs::read(args)?;
    std::mem::take(args).finish()?;
    let pos = &game.position;
    if let Some(clock) = clock {
        if movetime.is_some() || depth.is_some() || nodes.is_some() {
            return Err(
                "give the clock (--wtime, --btime, --winc, --binc) or limits (--movetime, --depth, --nodes), not both"
                    .into(),
            );
        }
        let level = Level::new(level.unwrap_or(5) as u8).expect("--level is 1 to 5");
        let (left, increment) = clock.of(pos.turn());
        let (limits, budget) = clock_limits(level, left, increment, pos.variant());
        println!(
            "info string clock {left} ms + {increment} ms: thinks up to {} ms",
            budget.limit_ms
        );
        let choice = level.choice_at(pos, seed);
        let guard = level.number() == Level::MAX;
        return search_and_print(&game, Limits { multi_pv, ..limits }, choice, split, solver, guard);
    }
    let (mut limits, choice) = match level.and_then(|l| Level::new(l as u8)) {
        Some(l) if movetime.is_none() && depth.is_none() && nodes.is_none() => (l.limits(), l.choice_at(pos, seed)),
        Some(_) => return Err("give --level alone, or limits (--movetime, --depth, --nodes)".into()),
        None => {
            let limits = Limits {
                time_ms: movetime,
                nodes,
                depth: depth.map(|d| d as u32),
                ..Limits::default()
            };
            let limits = if limits == Limits::default() {
                Level::new(5).expect("5").limits()
            } else {
                limits
            };
            (
                limits,
                Choice {
                    seed,
                    ..Choice::default()
                },
            )
        }
    };
    limits.multi_pv = multi_pv;
    let guard = level.is_none_or(|l| l == u64::from(Level::MAX));
    search_and_print(&game, limits, choice, split, solver, guard)
}

/// Runs `search` within `limits` and, when `guarded` (level 5's turns in
/// Full Belt, on a time limit), leaves the guard its share of the time and
/// then guards the answer ([`guard`]): a turn that allows a win in two is
/// not played while an alternative the search scored does not.
pub fn guarded(
    pos: &Position,
    limits: Limits,
    guarded: bool,
    search: impl FnOnce(Limits) -> Option<SearchResult>,
) -> (Option<SearchResult>, Option<Guarded>) {
    let Some(total) = limits.time_ms.filter(|_| guarded && pos.variant().has_belts()) else {
        return (search(limits), None);
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_millis(total);
    let Some(mut result) = search(search_limits(limits)) else {
        return (None, None);
    };
    let outcome = guard(pos, &mut result, &[], &mut || std::time::Instant::now() >= deadline);
    (Some(result), Some(outcome))
}

/// The side to move's clock, UCI's way: `--wtime MS --btime MS` (both
/// needed) and `--winc MS --binc MS` (0 when left out).
pub struct ClockArgs {
    /// Milliseconds left, `[white, black]`.
    pub left: [u64; 2],
    /// Milliseconds added after each turn, `[white, black]`.
    pub increment: [u64; 2],
}

impl ClockArgs {
    /// Reads the four options; `None` when neither time is given.
    pub fn read(args: &mut Args) -> Result<Option<ClockArgs>, String> {
        let day = 86_400_000;
        let (wtime, btime) = (args.number("--wtime", 0..=day)?, args.number("--btime", 0..=day)?);
        let winc = args.number("--winc", 0..=day)?.unwrap_or(0);
        let binc = args.number("--binc", 0..=day)?.unwrap_or(0);
        match (wtime, btime) {
            (Some(w), Some(b)) => Ok(Some(ClockArgs {
                left: [w, b],
                increment: [winc, binc],
            })),
            (None, None) if winc == 0 && binc == 0 => Ok(None),
            _ => Err("a clock needs both --wtime and --btime (milliseconds left)".into()),
        }
    }

    /// `side`'s time left and increment.
    pub fn of(&self, side: Color) -> (u64, u64) {
        let i = usize::from(side == Color::Black);
        (self.left[i], self.increment[i])
    }
}

/// Searches `game`'s position with `limits` and prints the `info` lines and
/// the turn chosen; with `solver`, the forcing-line solver runs beside the
/// search (on its own thread) and what it proved is printed too.
fn search_and_print(
    game: &super::args::GameArgs,
    limits: Limits,
    choice: Choice,
    split: u16,
    solver: bool,
    guard: bool,
) -> Result<(), String> {
    let pos = &game.position;
    let (result, guarded) = guarded(pos, limits, guard, |limits| {
        search_in_shape(game, limits, choice, split, solver)
    });
    match guarded {
        Some(Guarded::Replaced(turn)) => println!(
            "info string guard: the best turn allows a win in two; plays {}",
            turn.machine()
        ),
        Some(Guarded::Unrefuted(turn)) => println!(
            "info string guard: the best turn allows a win in two; plays {}, not shown to",
            turn.machine()
        ),
        Some(Guarded::AllLost) => println!("info string guard: every turn allows a win in two; the best turn stands"),
        Some(Guarded::OutOfTime) => println!("info string guard: out of time in the best turn's own check; it stands"),
        Some(Guarded::Kept) | None => {}
    }
    let r = result.ok_or("no legal turn in this position")?;
    println!("{}", info_line(&r.info));
    println!("{}", r.best.machine());
    Ok(())
}

/// Searches `game`'s position with one thread, `split` threads, or the
/// solver beside the search, printing what `bestmove` prints as it goes.
fn search_in_shape(
    game: &super::args::GameArgs,
    limits: Limits,
    choice: Choice,
    split: u16,
    solver: bool,
) -> Option<SearchResult> {
    let pos = &game.position;
    let history = history(&game.game);
    if split > 1 {
        split_search(pos, &history, limits, choice, split)
    } else if solver {
        let mut searcher = Searcher::new(DEFAULT_TABLE_MB, native_clock());
        let (result, proven) = search_beside_solver(
            &mut searcher,
            pos,
            &history,
            limits,
            choice,
            native_clock,
            &mut |info| println!("{}", info_line(info)),
        );
        if let Some(win) = proven.win {
            println!("info proof mate {} pv {}", win.turns, win.turn.machine());
        }
        for turn in &proven.lost {
            println!("info proof lost {}", turn.machine());
        }
        result
    } else {
        let mut searcher = Searcher::new(DEFAULT_TABLE_MB, native_clock());
        searcher.search(pos, &history, limits, choice, &mut |info| {
            println!("{}", info_line(info))
        })
    }
}

/// Splits the root turns between `count` threads, each with its own table (as
/// browser workers without shared memory would), and merges their answers.
pub fn split_search(
    pos: &Position,
    history: &[u64],
    limits: Limits,
    choice: Choice,
    count: u16,
) -> Option<SearchResult> {
    let results: Vec<SearchResult> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..count)
            .map(|k| {
                let limits = Limits {
                    root_split: Some((k, count)),
                    ..limits
                };
                scope.spawn(move || {
                    let mut searcher = Searcher::new(DEFAULT_TABLE_MB, native_clock());
                    searcher.search(pos, history, limits, choice, &mut |_| {})
                })
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok().flatten()).collect()
    });
    merge(&results, choice)
}

/// `analyse`: searches to a depth or for a time and prints, for each
/// completed depth, one line per best line (multi-PV), scores from White's
/// side: `info depth 3 multipv 1 score +0.35 nodes 530247 pv g1f3 f+4 ...`.
pub fn analyse(args: &mut Args) -> Result<(), String> {
    let game = args.game()?;
    let movetime = args.number("--movetime", 1..=86_400_000)?;
    let depth = args.number("--depth", 1..=60)?;
    let nodes = args.number("--nodes", 1..=u64::MAX / 2)?;
    let multi_pv = args.number("--multipv", 1..=3)?.unwrap_or(1) as u8;
    std::mem::take(args).finish()?;
    if movetime.is_none() && depth.is_none() && nodes.is_none() {
        return Err("analyse needs a limit: --movetime MS, --depth D or --nodes N".into());
    }
    let limits = Limits {
        time_ms: movetime,
        nodes,
        depth: depth.map(|d| d as u32),
        multi_pv,
        ..Limits::default()
    };
    let pos = &game.position;
    let mut searcher = Searcher::new(DEFAULT_TABLE_MB, native_clock());
    let mut printed = false;
    let result = searcher.search(pos, &history(&game.game), limits, Choice::default(), &mut |info| {
        print!("{}", analysis_lines(pos, info));
        printed = true;
    });
    let result = result.ok_or("no legal turn in this position")?;
    // Stopped inside the first depth: the partial answer is all there is.
    if !printed {
        print!("{}", analysis_lines(pos, &result.info));
    }
    Ok(())
}

/// The `analyse` lines of one depth: one per best line, best first.
pub fn analysis_lines(pos: &Position, info: &Info) -> String {
    info.lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            format!(
                "info depth {} multipv {} score {} nodes {} pv {}\n",
                info.depth,
                k + 1,
                line.score.evaluation(pos.turn()),
                info.nodes,
                machine_line(&line.pv)
            )
        })
        .collect()
}

/// A side in a match.
#[derive(Clone, Debug)]
pub enum Player {
    /// A uniformly random legal turn.
    Random,
    /// This engine at a level; `true` with the forcing-line solver beside
    /// its search (`level:N+solver`, a second thread).
    Level(Level, bool),
    /// Another build's `bestmove` (e.g. the baseline engine), run once per turn.
    Command(String),
}

impl Player {
    /// Reads `random`, `level:N`, `level:N+solver` or `cmd:/path/to/beltboard`.
    pub fn parse(text: &str) -> Result<Player, String> {
        if text == "random" {
            return Ok(Player::Random);
        }
        if let Some(path) = text.strip_prefix("cmd:").filter(|p| !p.is_empty()) {
            return Ok(Player::Command(path.to_string()));
        }
        let (level, solver) = match text.strip_suffix("+solver") {
            Some(level) => (level, true),
            None => (text, false),
        };
        level
            .strip_prefix("level:")
            .and_then(|n| n.parse::<u8>().ok())
            .and_then(Level::new)
            .map(|l| Player::Level(l, solver))
            .ok_or_else(|| {
                format!("bad player '{text}': expected level:1 .. level:5 (+solver), random or cmd:<program>")
            })
    }
}

/// Asks another beltboard program for its turn: `bestmove` from the current
/// position's FEN with `--movetime MS` (or `--level 5` without one); the
/// last line it prints is the turn.
pub fn command_turn(program: &str, pos: &Position, movetime: Option<u64>, seed: u64) -> Result<Turn, String> {
    let mut cmd = std::process::Command::new(program);
    cmd.args(["bestmove", "--variant", pos.variant().key(), "--fen", &pos.fen()]);
    if pos.options().no_belt_check {
        cmd.arg("--no-belt-check");
    }
    match movetime {
        Some(ms) => cmd.args(["--movetime", &ms.to_string(), "--seed", &seed.to_string()]),
        None => cmd.args(["--level", "5"]),
    };
    let out = cmd.output().map_err(|e| format!("cannot run '{program}': {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text.lines().last().unwrap_or("").trim();
    parse_turn(pos, last).map_err(|e| format!("'{program}' answered '{last}': {e}"))
}
