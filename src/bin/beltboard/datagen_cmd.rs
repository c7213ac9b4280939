//! `datagen`: fast self-play of Full Belt Chess for fitting the evaluation
//! (`beltboard fit`): every position of each game, labelled with the game's
//! result. Seeded and deterministic: the searches have a fixed depth (no
//! clock), the random opening and the choice among close turns come from the
//! seed, and the games are written in their order whatever the threads.

use super::Args;
use beltboard::ai::{Choice, Limits, Rng, Searcher};
use beltboard::rules::{Color, Game, GameResult, Options, Position, Start, Variant};
use std::io::Write;

/// The longest game played (then left out: it has no result).
const MAX_PLIES: usize = 240;

/// One game's positions (as FEN) and its result from White's view.
struct Played {
    positions: Vec<String>,
    result: Option<&'static str>,
}

/// Plays game `index` of the run seeded with `seed`.
fn play(index: u64, seed: u64, depth: u32, random_plies: u64) -> Played {
    let start = Position::from_fen(Start::FullBelt.fen(), Variant::FullBelt, Options::default()).expect("the setup");
    let mut game = Game::new(start);
    let mut rng = Rng::new(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut searcher = Searcher::new(4, Box::new(|| 0.0));
    let mut positions = Vec::new();
    while game.outcome().is_none() && game.turns().len() < MAX_PLIES {
        let pos = game.position().clone();
        let turns = pos.legal_turns();
        if turns.is_empty() {
            break;
        }
        let ply = game.turns().len() as u64;
        let turn = if ply < random_plies {
            turns[rng.below(turns.len() as u64) as usize]
        } else {
            positions.push(pos.fen());
            let limits = Limits {
                depth: Some(depth),
                ..Limits::default()
            };
            // A choice among the turns within 30 centipawns of the best, so
            // that games from one opening part ways.
            let choice = Choice {
                margin: 30,
                temperature: 15.0,
                seed: rng.next_u64(),
                miss_per_mille: 0,
                options: 0,
            };
            match searcher.search(&pos, &[], limits, choice, &mut |_| {}) {
                Some(r) => r.best,
                None => break,
            }
        };
        if game.play(turn).is_err() {
            break;
        }
    }
    let result = game.outcome().map(|o| match o.result {
        GameResult::Win(Color::White) => "1",
        GameResult::Win(Color::Black) => "0",
        GameResult::Draw => "0.5",
    });
    Played { positions, result }
}

/// `datagen [--games N] [--seed S] [--depth D] [--random-plies R] [--threads T] [--out FILE]`:
/// writes `game<TAB>fen<TAB>result` lines (result 1, 0.5 or 0 for White),
/// to FILE or the standard output, and a summary on the standard error.
pub fn run(args: &mut Args) -> Result<(), String> {
    let games = args.number("--games", 1..=10_000_000)?.unwrap_or(100);
    let seed = args.number("--seed", 0..=u64::MAX)?.unwrap_or(1);
    let depth = args.number("--depth", 1..=6)?.unwrap_or(2) as u32;
    let random_plies = args.number("--random-plies", 0..=40)?.unwrap_or(2);
    let threads = args.number("--threads", 1..=64)?.unwrap_or(1) as usize;
    let out = args.option("--out")?;
    let started = std::time::Instant::now();
    let mut sink: Box<dyn Write> = match &out {
        Some(path) => Box::new(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| format!("datagen: {path}: {e}"))?,
        )),
        None => Box::new(std::io::BufWriter::new(std::io::stdout())),
    };
    let (mut written, mut kept, mut results) = (0u64, 0u64, [0u64; 3]);
    // Batches of games, one thread per game of a batch, written in order.
    let batch = (threads * 8) as u64;
    let mut next = 0;
    while next < games {
        let end = (next + batch).min(games);
        let mut played: Vec<(u64, Played)> = std::thread::scope(|scope| {
            let chunks: Vec<Vec<u64>> = (0..threads)
                .map(|t| (next..end).filter(|i| (i - next) as usize % threads == t).collect())
                .collect();
            let handles: Vec<_> = chunks
                .into_iter()
                .map(|chunk| {
                    scope.spawn(move || {
                        chunk
                            .into_iter()
                            .map(|i| (i, play(i, seed, depth, random_plies)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
        });
        played.sort_by_key(|(i, _)| *i);
        for (i, game) in played {
            let Some(result) = game.result else {
                continue;
            };
            kept += 1;
            results[match result {
                "1" => 0,
                "0.5" => 1,
                _ => 2,
            }] += 1;
            for fen in game.positions {
                writeln!(sink, "{i}\t{fen}\t{result}").map_err(|e| format!("datagen: {e}"))?;
                written += 1;
            }
        }
        next = end;
    }
    sink.flush().map_err(|e| format!("datagen: {e}"))?;
    eprintln!(
        "datagen: {games} games (seed {seed}, depth {depth}, {random_plies} random plies): {kept} finished \
         (White {} / draws {} / Black {}), {written} positions, {:.1} s",
        results[0],
        results[1],
        results[2],
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
