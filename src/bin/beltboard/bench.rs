//! `bench`: perft speed, or (`--search`) search speed and depth, from fixed positions.

use super::rules_cmds::parallel_perft;
use super::Args;
use beltboard::rules::{Options, Position, Start, Variant};
use std::time::Instant;

/// Full Belt middlegame positions for the benchmarks, reached in games the
/// engine played against itself at level 3 (turn 8, nobody mates in one).
pub const MIDDLEGAMES: [&str; 3] = [
    "Prp2qPb/Np1pp2P/6n1/6p1/3kP3/1bn2K2/1P1P1P1P/r2Q1B1R w - 8 0 8",
    "q6b/2ppP3/6Q1/p4PP1/2k2bpR/rnN4n/1PPPp1Kp/pNBQ4 w - 8 3 8",
    "r2q2n1/Pp1pp1p1/1pp5/1n1N1P2/1pk2B2/5bP1/P2P3P/RR1bQ2K w - 2 1 8",
];

/// Full Belt middlegames from games between level 5 engines (400 ms a turn,
/// a random first turn), Black to move at turn 7, both sides with material
/// and no forced mate within 4 turns: unlike middlegames 2 and 3, which are
/// mates in two, they show the depth a search reaches. Searched by
/// `bench --search` as middlegames 4 to 6 (perft keeps the first three).
pub const REAL_MIDDLEGAMES: [&str; 3] = [
    "1r1n3n/pp1pqp2/1pb3pR/4P2k/3KB2P/2r1B2N/PPpp1PP1/1Q2NP2 b - h 4 7",
    "r1r2k1n/qpp1P2p/3pRpP1/P7/N3p2K/1b1P2p1/1P3P1P/Q1BN1R2 b - e 1 7",
    "rpp1P2r/p2P2P1/1k1Q1KN1/4B1nP/3p2p1/1Pqp4/1NBp4/Rnb4P b - b 2 7",
];

/// Runs perft at `--depth` (default 3) from the start and the middlegames
/// and prints leaves per second for each position and in total.
pub fn run(args: &mut Args) -> Result<(), String> {
    if args.flag("--search") {
        return search(args);
    }
    if let Some(file) = args.option("--in-two")? {
        return super::bench_two::run(args, &file);
    }
    let depth = args.number("--depth", 1..=5)?;
    std::mem::take(args).finish()?;
    let mut cases = vec![(
        "start".to_string(),
        Position::start(Start::FullBelt, Options::default()),
        depth.unwrap_or(3) as u32,
    )];
    for (i, fen) in MIDDLEGAMES.iter().enumerate() {
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).map_err(|e| e.to_string())?;
        cases.push((format!("middlegame {}", i + 1), pos, depth.unwrap_or(3) as u32));
    }
    let (mut leaves, mut seconds) = (0u64, 0f64);
    for (name, pos, d) in cases {
        let t = Instant::now();
        let n = parallel_perft(&pos, d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{name:<14} depth {d}: {n:>12} leaves in {s:>7.2} s = {:>6.1} M leaves/s",
            n as f64 / s / 1e6
        );
        leaves += n;
        seconds += s;
    }
    println!(
        "total: {leaves} leaves in {seconds:.2} s = {:.1} M leaves/s",
        leaves as f64 / seconds / 1e6
    );
    Ok(())
}

/// `bench --search`: a search of `--movetime` ms (default 2000) from each
/// start and each middlegame, printing the depth reached and nodes per second;
/// with `--split N`, N threads each search their share of the root turns
/// with their own table (as browser workers do) and the answers are merged.
pub fn search(args: &mut Args) -> Result<(), String> {
    use super::ai_cmds::split_search;
    use beltboard::ai::{native_clock, Choice, Limits, Searcher, DEFAULT_TABLE_MB};
    let movetime = args.number("--movetime", 1..=600_000)?.unwrap_or(2000);
    let split = args.number("--split", 1..=64)?.unwrap_or(1) as u16;
    std::mem::take(args).finish()?;
    let mut cases: Vec<(String, Position)> = Start::ALL
        .iter()
        .map(|&s| (s.key().to_string(), Position::start(s, Options::default())))
        .collect();
    for (i, fen) in MIDDLEGAMES.iter().chain(&REAL_MIDDLEGAMES).enumerate() {
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).map_err(|e| e.to_string())?;
        cases.push((format!("middlegame {}", i + 1), pos));
    }
    let (mut nodes, mut ms) = (0u64, 0u64);
    for (name, pos) in cases {
        let limits = Limits {
            time_ms: Some(movetime),
            ..Limits::default()
        };
        let r = if split > 1 {
            split_search(&pos, &[], limits, Choice::default(), split)
        } else {
            Searcher::new(DEFAULT_TABLE_MB, native_clock()).search(&pos, &[], limits, Choice::default(), &mut |_| {})
        }
        .ok_or("no legal turn")?;
        let nps = (r.info.nodes * 1000)
            .checked_div(r.info.elapsed_ms)
            .unwrap_or(r.info.nodes);
        // The depth of the answer may be a partial iteration's (one that
        // searched the previous best turn): the completed one is said too.
        println!(
            "{name:<18} depth {:>2} (completed {:>2}) in {:>5} ms, {:>9} nodes, {:>8} nodes/s, score {}, best {}",
            r.info.depth,
            r.iterations.len(),
            r.info.elapsed_ms,
            r.info.nodes,
            nps,
            r.info.score,
            r.best.machine()
        );
        nodes += r.info.nodes;
        ms += r.info.elapsed_ms;
    }
    println!(
        "total: {nodes} nodes in {ms} ms = {} nodes/s",
        (nodes * 1000).checked_div(ms).unwrap_or(nodes)
    );
    Ok(())
}
