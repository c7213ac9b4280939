//! `bench`: perft speed from fixed positions.

use super::rules_cmds::parallel_perft;
use super::Args;
use crate::rules::{Options, Position, Start, Variant};
use std::time::Instant;

/// Fixed Full Belt middlegame positions for the benchmark.
pub const MIDDLEGAMES: [&str; 3] = [
    "r1bqk2r/pp1n1ppp/2p1pn2/3p4/1bPP4/2N1PN2/PP1B1PPP/R2QKB1R w - c 4 7",
    "2r2rk1/pp2qppp/2n1bn2/3p4/3P4/2NBBN2/PPQ2PPP/R4RK1 b - 5 2 14",
    "4r1k1/1p3pp1/p1n4p/3p4/3P1B2/P1N2N1P/1P3PP1/4R1K1 w - e 0 25",
];

/// Runs perft at `--depth` (default 3 from the start, 2 from the middlegames)
/// and prints leaves per second for each position and in total.
pub fn run(args: &mut Args) -> Result<(), String> {
    let depth = args.number("--depth", 1..=5)?;
    std::mem::take(args).finish()?;
    let mut cases = vec![(
        "start".to_string(),
        Position::start(Start::FullBelt, Options::default()),
        depth.unwrap_or(3) as u32,
    )];
    for (i, fen) in MIDDLEGAMES.iter().enumerate() {
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).map_err(|e| e.to_string())?;
        cases.push((format!("middlegame {}", i + 1), pos, depth.unwrap_or(2) as u32));
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
