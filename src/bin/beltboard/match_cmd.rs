//! `match`: games between two players, with the score and each player's
//! blunders, checked by the rules on every turn played: one-turn blunders
//! (turns that let the opponent win at once while a safe turn existed) and
//! two-turn ones (turns that let the opponent force a win within two of its
//! turns while a turn existed that did not, judged full width by
//! [`win_in_two`](beltboard::rules::tactics::win_in_two)).

use super::ai_cmds::{command_turn, guarded, history, Player};
use super::pentanomial::{Pentanomial, Sprt, Verdict};
use super::Args;
use beltboard::ai::beside::search_beside_solver;
use beltboard::ai::guard::Guarded;
use beltboard::ai::native_clock;
use beltboard::ai::time_plan::{clock_limits, plan};
use beltboard::ai::{Level, Rng, Searcher, DEFAULT_TABLE_MB};
use beltboard::rules::tactics::{allows_win_in_two, refutation, safe_in_two, safe_turns};
use beltboard::rules::{
    flag_fall, Clocks, Color, FlagFall, Game, GameResult, Outcome, OutcomeReason, Position, TimeControl, Turn,
};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// The longest game `match` plays before calling it a draw (Chess without
/// Pawns has no 50-move rule, so a game could go on forever).
const MAX_TURNS: usize = 300;

/// Whether `turn` lets the opponent win at once although some turn would not.
fn is_blunder(pos: &Position, turn: Turn) -> bool {
    refutation(pos, &turn).is_some() && !safe_turns(pos).is_empty()
}

/// Whether `turn` lets the opponent force a win within two of its turns
/// although some turn would not (a one-turn blunder is one too).
fn is_blunder_in_two(pos: &Position, turn: Turn) -> bool {
    allows_win_in_two(pos, &turn).is_some() && safe_in_two(pos).is_some()
}

struct MatchSetup {
    start: Position,
    a: Player,
    b: Player,
    movetime: Option<u64>,
    /// Both sides' time control (`--clock`): each player plans its own time
    /// from its clock, which runs on the wall clock, and a flag loses.
    clock: Option<TimeControl>,
    /// Percent of each level's own time (without `movetime`).
    time_scale: u64,
    seed: u64,
}

/// One game's result.
struct Played {
    outcome: Option<Outcome>,
    /// The side whose flag fell, and what that decided.
    on_time: Option<(Color, FlagFall)>,
    turns: usize,
    /// Turns played by A and by B (after the opening).
    moves: [usize; 2],
    /// Their blunders.
    blunders: [usize; 2],
    /// Their blunders in two ([`is_blunder_in_two`]).
    blunders_in_two: [usize; 2],
    /// Where each blunder in two was played: the player (0 for A), the
    /// position and the turn.
    in_two_at: Vec<(usize, Position, Turn)>,
    /// What the guard did with each player's answers (level 5's own turns
    /// in Full Belt only): kept, replaced, all lost, out of time.
    guards: [GuardCount; 2],
}

/// How often the guard ([`Guarded`]) did each thing with a player's answers.
#[derive(Clone, Copy, Default)]
struct GuardCount {
    kept: usize,
    replaced: usize,
    unrefuted: usize,
    all_lost: usize,
    out_of_time: usize,
}

impl std::ops::AddAssign for GuardCount {
    fn add_assign(&mut self, other: GuardCount) {
        self.kept += other.kept;
        self.replaced += other.replaced;
        self.unrefuted += other.unrefuted;
        self.all_lost += other.all_lost;
        self.out_of_time += other.out_of_time;
    }
}

impl GuardCount {
    fn add(&mut self, outcome: Guarded) {
        match outcome {
            Guarded::Kept => self.kept += 1,
            Guarded::Replaced(_) => self.replaced += 1,
            Guarded::Unrefuted(_) => self.unrefuted += 1,
            Guarded::AllLost => self.all_lost += 1,
            Guarded::OutOfTime => self.out_of_time += 1,
        }
    }

    fn total(&self) -> usize {
        self.kept + self.replaced + self.unrefuted + self.all_lost + self.out_of_time
    }
}

/// Plays one game; `a_white` says who has White.
fn play_game(setup: &MatchSetup, index: usize, a_white: bool, opening: &[Turn]) -> Result<Played, String> {
    let mut game = Game::new(setup.start.clone());
    for &t in opening {
        if game.play(t).is_err() {
            break;
        }
    }
    let mut searchers = [
        Searcher::new(DEFAULT_TABLE_MB, native_clock()),
        Searcher::new(DEFAULT_TABLE_MB, native_clock()),
    ];
    let mut rng = Rng::new(setup.seed ^ (index as u64).wrapping_mul(0x9e37_79b9));
    // One seed per game and player, as the browser draws one per game.
    let game_seeds = [rng.next_u64(), rng.next_u64()];
    let (mut moves, mut blunders, mut blunders_in_two) = ([0; 2], [0; 2], [0; 2]);
    let (mut in_two_at, mut guards) = (Vec::new(), [GuardCount::default(); 2]);
    let mut clocks = setup.clock.map(|c| Clocks::new(c, c));
    let mut on_time = None;
    let started = Instant::now();
    let now = || started.elapsed().as_secs_f64() * 1000.0;
    while game.outcome().is_none() && game.turns().len() < MAX_TURNS {
        let color = game.position().turn();
        let side = usize::from((color == Color::White) != a_white);
        let player = if side == 0 { &setup.a } else { &setup.b };
        let pos = game.position().clone();
        // On a clock, this turn's budget from the time the side has left.
        let on_clock = clocks.map(|c| (c.left(color, now()), c.control(color).increment_ms));
        let turn = match player {
            Player::Random => {
                let turns = pos.legal_turns();
                turns[rng.below(turns.len() as u64) as usize]
            }
            Player::Level(level, solver) => {
                let limits = match on_clock {
                    Some((left, increment)) => clock_limits(*level, left, increment, pos.variant()).0,
                    None => {
                        let mut limits = level.limits();
                        limits.time_ms = match setup.movetime {
                            Some(ms) => Some(ms),
                            None => limits.time_ms.map(|t| (t * setup.time_scale / 100).max(1)),
                        };
                        limits
                    }
                };
                let choice = level.choice_at(&pos, game_seeds[side]);
                let history = history(&game);
                let searcher = &mut searchers[side];
                let (result, outcome) = guarded(&pos, limits, level.number() == Level::MAX, |limits| {
                    if *solver {
                        search_beside_solver(searcher, &pos, &history, limits, choice, native_clock, &mut |_| {}).0
                    } else {
                        searcher.search(&pos, &history, limits, choice, &mut |_| {})
                    }
                });
                if let Some(outcome) = outcome {
                    guards[side].add(outcome);
                }
                match result {
                    Some(r) => r.best,
                    None => break,
                }
            }
            Player::Command(program) => {
                // Another build may not read a clock: it is given the time
                // this build's level 5 would plan (2 s at most), and its
                // clock runs on the same wall clock, start-up included.
                let movetime = match on_clock {
                    Some((left, increment)) => Some(plan(left, increment, pos.variant(), 2_000).limit_ms.max(1)),
                    None => setup.movetime,
                };
                command_turn(program, &pos, movetime, game_seeds[side])?
            }
        };
        if let Some(c) = clocks.as_mut() {
            let at = now();
            if c.flagged(at) == Some(color) {
                on_time = Some((color, flag_fall(&pos, color)));
                break;
            }
            c.complete_turn(color, at);
        }
        moves[side] += 1;
        blunders[side] += usize::from(is_blunder(&pos, turn));
        if is_blunder_in_two(&pos, turn) {
            blunders_in_two[side] += 1;
            in_two_at.push((side, pos.clone(), turn));
        }
        if game.play(turn).is_err() {
            break;
        }
    }
    Ok(Played {
        outcome: game.outcome(),
        on_time,
        turns: game.turns().len(),
        moves,
        blunders,
        blunders_in_two,
        in_two_at,
        guards,
    })
}

/// The openings: games come in pairs with colours swapped, and each pair
/// starts from its own two random turns (one per side), never one that hands
/// the opponent a win at once. None starts from the initial position: a
/// player without randomness (another build's `bestmove`) would play the
/// same game there every time, and one line would stand for many games.
fn openings(start: &Position, games: usize, seed: u64) -> Vec<Vec<Turn>> {
    (0..games.div_ceil(2))
        .map(|pair| {
            let mut rng = Rng::new(seed.wrapping_add(pair as u64 * 7919));
            let mut pos = start.clone();
            let mut line = Vec::new();
            for _ in 0..2 {
                let turns = safe_turns(&pos);
                if turns.is_empty() {
                    break;
                }
                let t = turns[rng.below(turns.len() as u64) as usize];
                pos = pos.play_unchecked(t);
                line.push(t);
            }
            line
        })
        .collect()
}

/// `match`: plays games between two players and prints A's results and both players' blunders.
pub fn play_match(args: &mut Args) -> Result<(), String> {
    let game = args.game()?;
    let a = Player::parse(&args.option("--a")?.ok_or("--a <player> is required")?)?;
    let b = Player::parse(&args.option("--b")?.ok_or("--b <player> is required")?)?;
    let games = args.number("--games", 1..=100_000)?.unwrap_or(10) as usize;
    let movetime = args.number("--movetime", 1..=600_000)?;
    let seed = args.number("--seed", 0..=u64::MAX)?.unwrap_or(1);
    let threads = args.number("--threads", 1..=64)?;
    let time_scale = args.number("--time-scale", 1..=1000)?.unwrap_or(100);
    let clock = match args.option("--clock")? {
        Some(text) => Some(TimeControl::parse(&text).map_err(|e| format!("--clock {text}: {e}"))?),
        None => None,
    };
    if clock.is_some() && movetime.is_some() {
        return Err("give --clock or --movetime, not both".into());
    }
    let sprt = args.option("--sprt")?.map(|text| Sprt::parse(&text)).transpose()?;
    std::mem::take(args).finish()?;
    let openings = openings(&game.position, games, seed);
    let setup = MatchSetup {
        start: game.position,
        a,
        b,
        movetime,
        clock,
        time_scale,
        seed,
    };
    let results = Mutex::new(Vec::new());
    let errors = Mutex::new(Vec::new());
    // Set once the sequential test has decided: no game is begun after it.
    let decided = AtomicBool::new(false);
    let play = |i: usize| match play_game(&setup, i, i % 2 == 0, &openings[i / 2]) {
        Ok(p) => {
            let a_white = i % 2 == 0;
            let reason = match (p.on_time, p.outcome) {
                (Some((flagged, FlagFall::Win { winner })), _) => {
                    format!("{winner} wins on time ({flagged}'s flag fell)")
                }
                (Some((flagged, FlagFall::Draw { other })), _) => {
                    format!("draw: {flagged} ran out of time, but {other} cannot win")
                }
                (None, Some(o)) => o.to_string(),
                (None, None) => "turn limit".to_string(),
            };
            println!(
                "game {:>3}: A plays {}, {} turns, {reason}; blunders A {} B {}; in two A {} B {}",
                i + 1,
                if a_white { "White" } else { "Black" },
                p.turns,
                p.blunders[0],
                p.blunders[1],
                p.blunders_in_two[0],
                p.blunders_in_two[1]
            );
            for (side, pos, turn) in &p.in_two_at {
                println!(
                    "allowed a win in two, game {:>3}, {}: {} | {}",
                    i + 1,
                    ["A", "B"][*side],
                    pos.fen(),
                    turn.machine()
                );
            }
            let mut results = results.lock().expect("no worker panics");
            results.push((i, a_white, p));
            if let Some(sprt) = sprt.filter(|_| !decided.load(Ordering::Relaxed)) {
                let pairs = Pentanomial::from_pair_points(&pair_points(&results));
                if let Some(verdict) = sprt.verdict(&pairs) {
                    decided.store(true, Ordering::Relaxed);
                    println!("{}; no more games begun", sprt_line(&sprt, &pairs, Some(verdict)));
                }
            }
        }
        Err(e) => errors.lock().expect("no worker panics").push(e),
    };
    let available = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = threads.map_or(available, |t| t as usize).min(games);
    if threads == 1 {
        // WASI has no threads: play the games here, one after another.
        (0..games)
            .take_while(|_| !decided.load(Ordering::Relaxed))
            .for_each(play);
    } else {
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games || decided.load(Ordering::Relaxed) {
                        break;
                    }
                    play(i);
                });
            }
        });
    }
    if let Some(e) = errors.into_inner().expect("no worker panics").first() {
        return Err(e.clone());
    }
    let mut results = results.into_inner().expect("no worker panics");
    results.sort_by_key(|r| r.0);
    summary(&results, setup.clock.is_some(), sprt);
    Ok(())
}

/// The sequential test's state in words: its ratio, bounds and verdict.
fn sprt_line(sprt: &Sprt, pairs: &Pentanomial, verdict: Option<Verdict>) -> String {
    let (low, high) = Sprt::bounds();
    let (lower, upper) = (100.0 * sprt.lower, 100.0 * sprt.upper);
    let said = match verdict {
        Some(Verdict::Upper) => format!("A scores {upper:.1}% rather than {lower:.1}%"),
        Some(Verdict::Lower) => format!("A scores {lower:.1}% rather than {upper:.1}%"),
        None => "not decided".to_string(),
    };
    format!(
        "sprt {lower:.1}% against {upper:.1}%: log-likelihood ratio {:.2} (bounds {low:.2}, {high:.2}) after {} pairs: {said}",
        sprt.llr(pairs),
        pairs.pairs()
    )
}

/// Prints A's wins, draws, losses, score with its 95 % margin, the blunders,
/// on a clock whose flag fell how often, and how A's points fell per pair of
/// games from one opening (a Full Belt opening often wins for White whoever
/// plays it: only the pairs one player wins both of tell the players apart).
fn summary(results: &[(usize, bool, Played)], timed: bool, sprt: Option<Sprt>) {
    let points: Vec<f64> = results.iter().map(|(_, a_white, p)| a_points(*a_white, p)).collect();
    let n = points.len() as f64;
    let wins = points.iter().filter(|&&p| p == 1.0).count();
    let losses = points.iter().filter(|&&p| p == 0.0).count();
    let draws = points.len() - wins - losses;
    let mean = points.iter().sum::<f64>() / n;
    let variance = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let margin = 1.96 * (variance / n).sqrt();
    let mates = results
        .iter()
        .filter(|r| r.2.outcome.map(|o| o.reason) == Some(OutcomeReason::Checkmate))
        .count();
    let total = |side: usize, f: fn(&Played) -> [usize; 2]| results.iter().map(|r| f(&r.2)[side]).sum::<usize>();
    println!("A: {wins} wins, {draws} draws, {losses} losses ({mates} games ended by mate)");
    for (side, name) in ["A", "B"].iter().enumerate() {
        println!(
            "blunders {name}: {} in {} turns (turns that allowed a win at once while a safe turn existed)",
            total(side, |p| p.blunders),
            total(side, |p| p.moves)
        );
    }
    for (side, name) in ["A", "B"].iter().enumerate() {
        println!(
            "blunders in two {name}: {} in {} turns (turns that allowed a forced win within two turns while a turn existed that did not)",
            total(side, |p| p.blunders_in_two),
            total(side, |p| p.moves)
        );
    }
    for (side, name) in ["A", "B"].iter().enumerate() {
        let mut count = GuardCount::default();
        for r in results {
            count += r.2.guards[side];
        }
        if count.total() > 0 {
            println!(
                "guard {name}: kept {}, replaced {} (by a turn shown safe {}, by one time left unchecked {}), every turn lost {}, out of time on the answer {} (of {} answers)",
                count.kept,
                count.replaced + count.unrefuted,
                count.replaced,
                count.unrefuted,
                count.all_lost,
                count.out_of_time,
                count.total()
            );
        }
    }
    if timed {
        // Whose flag fell, by player: A's is the side A played.
        let flags = |player_a: bool| {
            results
                .iter()
                .filter(|(_, a_white, p)| {
                    p.on_time
                        .is_some_and(|(c, _)| ((c == Color::White) == *a_white) == player_a)
                })
                .count()
        };
        println!("flags fallen: A {}, B {}", flags(true), flags(false));
    }
    let pairs = Pentanomial::from_pair_points(&pair_points(results));
    println!(
        "pairs (both colours from one opening), A's points: 2 in {}, 1.5 in {}, 1 in {}, 0.5 in {}, 0 in {}",
        pairs.count(4),
        pairs.count(3),
        pairs.count(2),
        pairs.count(1),
        pairs.count(0)
    );
    if let Some(sprt) = sprt {
        println!("{}", sprt_line(&sprt, &pairs, sprt.verdict(&pairs)));
    }
    // Over pairs the margin is the one to quote: the games of a pair are not independent.
    let over_pairs = match pairs.score_and_margin() {
        Some((score, margin)) => format!("; over pairs {:.1}% ± {:.1}%", 100.0 * score, 100.0 * margin),
        None => String::new(),
    };
    println!("score {:.1}% ± {:.1}% (95%){over_pairs}", 100.0 * mean, 100.0 * margin);
}

/// A's points in one game: 1 for a win, 0.5 for a draw.
fn a_points(a_white: bool, p: &Played) -> f64 {
    match result(p) {
        Some(GameResult::Win(c)) if (c == Color::White) == a_white => 1.0,
        Some(GameResult::Win(_)) => 0.0,
        _ => 0.5,
    }
}

/// A's points in each pair of games played from one opening (games `2k` and
/// `2k + 1`), both of them played (`results` in any order): a pair that
/// splits says nothing of who is stronger, only that the opening favours
/// one colour.
fn pair_points(results: &[(usize, bool, Played)]) -> Vec<f64> {
    let mut played: Vec<(usize, f64)> = results.iter().map(|(i, w, p)| (*i, a_points(*w, p))).collect();
    played.sort_by_key(|g| g.0);
    played
        .windows(2)
        .filter(|g| g[0].0 % 2 == 0 && g[1].0 == g[0].0 + 1)
        .map(|g| g[0].1 + g[1].1)
        .collect()
}

/// A game's result, a flag fall included.
fn result(p: &Played) -> Option<GameResult> {
    match p.on_time {
        Some((_, FlagFall::Win { winner })) => Some(GameResult::Win(winner)),
        Some((_, FlagFall::Draw { .. })) => Some(GameResult::Draw),
        None => p.outcome.map(|o| o.result),
    }
}
