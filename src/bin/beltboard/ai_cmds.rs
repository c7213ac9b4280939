//! `bestmove` and `match`.

use super::Args;
use beltboard::ai::{native_clock, score_text, Choice, Info, Level, Limits, Rng, Searcher, DEFAULT_TABLE_MB};
use beltboard::rules::{Game, GameResult, Outcome, OutcomeReason, Position, Turn};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The longest game `match` plays before calling it a draw (Chess without
/// Pawns has no 50-move rule, so a game could go on forever).
const MAX_TURNS: usize = 300;

fn info_line(info: &Info) -> String {
    let nps = (info.nodes * 1000).checked_div(info.elapsed_ms).unwrap_or(info.nodes);
    let pv: Vec<String> = info.pv.iter().map(|t| t.machine()).collect();
    format!(
        "info depth {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        score_text(info.score),
        info.nodes,
        nps,
        info.elapsed_ms,
        pv.join(" ")
    )
}

/// `bestmove`: searches and prints `info` lines, then the chosen turn.
pub fn bestmove(args: &mut Args) -> Result<(), String> {
    let game = args.game()?;
    let level = args.number("--level", 1..=5)?;
    let movetime = args.number("--movetime", 1..=86_400_000)?;
    let depth = args.number("--depth", 1..=60)?;
    let nodes = args.number("--nodes", 1..=u64::MAX / 2)?;
    let seed = args.number("--seed", 0..=u64::MAX)?.unwrap_or(0);
    std::mem::take(args).finish()?;
    let (limits, choice) = match level.and_then(|l| Level::new(l as u8)) {
        Some(l) if movetime.is_none() && depth.is_none() && nodes.is_none() => (l.limits(), l.choice(seed)),
        Some(_) => return Err("give --level alone, or limits (--movetime, --depth, --nodes)".into()),
        None => {
            let limits = Limits {
                time_ms: movetime,
                nodes,
                depth: depth.map(|d| d as u32),
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
    let mut searcher = Searcher::new(DEFAULT_TABLE_MB, native_clock());
    let result = searcher.search(&game.position, &[], limits, choice, &mut |info| {
        println!("{}", info_line(info))
    });
    match result {
        Some(r) => {
            println!("{}", info_line(&r.info));
            println!("{}", r.best.machine());
            Ok(())
        }
        None => Err("no legal turn in this position".into()),
    }
}

/// A side in a match.
#[derive(Copy, Clone, Debug)]
enum Player {
    Random,
    Level(Level),
}

impl Player {
    fn parse(text: &str) -> Result<Player, String> {
        if text == "random" {
            return Ok(Player::Random);
        }
        text.strip_prefix("level:")
            .and_then(|n| n.parse::<u8>().ok())
            .and_then(Level::new)
            .map(Player::Level)
            .ok_or_else(|| format!("bad player '{text}': expected level:1 .. level:5 or random"))
    }
}

struct MatchSetup {
    start: Position,
    a: Player,
    b: Player,
    movetime: Option<u64>,
    seed: u64,
}

/// Plays one game; `a_white` says who has White. Returns the outcome (None: turn cap reached).
fn play_game(setup: &MatchSetup, index: usize, a_white: bool, opening: &[Turn]) -> (Option<Outcome>, usize) {
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
    while game.outcome().is_none() && game.turns().len() < MAX_TURNS {
        let white_to_move = game.position().turn() == beltboard::rules::Color::White;
        let a_to_move = white_to_move == a_white;
        let (player, searcher) = if a_to_move {
            (setup.a, &mut searchers[0])
        } else {
            (setup.b, &mut searchers[1])
        };
        let pos = game.position().clone();
        let turn = match player {
            Player::Random => {
                let turns = pos.legal_turns();
                turns[rng.below(turns.len() as u64) as usize]
            }
            Player::Level(level) => {
                let mut limits = level.limits();
                if let Some(ms) = setup.movetime {
                    limits.time_ms = Some(ms);
                }
                let history: Vec<u64> = (0..game.turns().len())
                    .filter_map(|i| game.position_at(i))
                    .map(|p| p.hash())
                    .collect();
                match searcher.search(&pos, &history, limits, level.choice(rng.next_u64()), &mut |_| {}) {
                    Some(r) => r.best,
                    None => break,
                }
            }
        };
        if game.play(turn).is_err() {
            break;
        }
    }
    (game.outcome(), game.turns().len())
}

/// Whether the side to move in `pos` can mate (or win by capture) at once.
fn allows_mate_in_one(pos: &Position) -> bool {
    let mut found = false;
    pos.for_each_turn(|t| {
        if !found {
            let next = pos.play_unchecked(t);
            found = next.is_capture_win() || next.is_check() && !next.has_legal_turn();
        }
    });
    found
}

/// `match`: plays games between two players and prints A's results.
pub fn play_match(args: &mut Args) -> Result<(), String> {
    let game = args.game()?;
    let a = Player::parse(&args.option("--a")?.ok_or("--a <player> is required")?)?;
    let b = Player::parse(&args.option("--b")?.ok_or("--b <player> is required")?)?;
    let games = args.number("--games", 1..=100_000)?.unwrap_or(10) as usize;
    let movetime = args.number("--movetime", 1..=600_000)?;
    let seed = args.number("--seed", 0..=u64::MAX)?.unwrap_or(1);
    std::mem::take(args).finish()?;
    let setup = MatchSetup {
        start: game.position,
        a,
        b,
        movetime,
        seed,
    };
    // Games come in pairs with colours swapped; every second pair starts from
    // two random turns (one per side), the same for both games of the pair.
    let openings: Vec<Vec<Turn>> = (0..games.div_ceil(2))
        .map(|pair| {
            let mut rng = Rng::new(seed.wrapping_add(pair as u64 * 7919));
            let mut pos = setup.start.clone();
            let mut line = Vec::new();
            if pair % 2 == 1 {
                for _ in 0..2 {
                    // A random opening turn must not hand the opponent a mate
                    // in one: the games are meant to test the players.
                    let mut turns = pos.legal_turns();
                    turns.retain(|&t| !allows_mate_in_one(&pos.play_unchecked(t)));
                    if turns.is_empty() {
                        break;
                    }
                    let t = turns[rng.below(turns.len() as u64) as usize];
                    pos = pos.play_unchecked(t);
                    line.push(t);
                }
            }
            line
        })
        .collect();
    let results = Mutex::new(Vec::new());
    let report = |i: usize, (outcome, turns): (Option<Outcome>, usize)| {
        let a_white = i % 2 == 0;
        let points = match outcome.map(|o| o.result) {
            Some(GameResult::Win(c)) if (c == beltboard::rules::Color::White) == a_white => 1.0,
            Some(GameResult::Win(_)) => 0.0,
            _ => 0.5,
        };
        let reason = outcome.map_or("turn limit".to_string(), |o| o.to_string());
        println!(
            "game {:>3}: A plays {}, {turns} turns, {reason}",
            i + 1,
            if a_white { "White" } else { "Black" }
        );
        results
            .lock()
            .expect("no worker panics")
            .push((points, outcome.map(|o| o.reason)));
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(games);
    if threads == 1 {
        // WASI has no threads: play the games here, one after another.
        for i in 0..games {
            report(i, play_game(&setup, i, i % 2 == 0, &openings[i / 2]));
        }
    } else {
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    report(i, play_game(&setup, i, i % 2 == 0, &openings[i / 2]));
                });
            }
        });
    }
    let results = results.into_inner().expect("no worker panics");
    let n = results.len() as f64;
    let wins = results.iter().filter(|r| r.0 == 1.0).count();
    let losses = results.iter().filter(|r| r.0 == 0.0).count();
    let draws = results.len() - wins - losses;
    let mean = results.iter().map(|r| r.0).sum::<f64>() / n;
    let variance = results.iter().map(|r| (r.0 - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let margin = 1.96 * (variance / n).sqrt();
    let mates = results.iter().filter(|r| r.1 == Some(OutcomeReason::Checkmate)).count();
    println!("A: {wins} wins, {draws} draws, {losses} losses ({mates} games ended by mate)");
    println!("score {:.1}% ± {:.1}% (95%)", 100.0 * mean, 100.0 * margin);
    Ok(())
}
