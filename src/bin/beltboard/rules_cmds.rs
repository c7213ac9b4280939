//! `perft`, `divide` and `moves`.

use super::Args;
use beltboard::rules::{divide as divide_turns, perft as perft_count, Position};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

const MAX_DEPTH: u64 = 12;

/// Perft over the first turns, spread over the machine's cores.
pub fn parallel_divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    if depth <= 1 {
        return divide_turns(pos, depth);
    }
    let turns = pos.legal_turns();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(turns.len()));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if threads == 1 {
        // WASI has no threads: count in this one.
        return divide_turns(pos, depth);
    }
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&turn) = turns.get(i) else { break };
                let count = perft_count(&pos.play_unchecked(turn), depth - 1);
                results.lock().expect("no worker panics").push((turn.machine(), count));
            });
        }
    });
    let mut out = results.into_inner().expect("no worker panics");
    out.sort();
    out
}

/// Perft on all cores.
pub fn parallel_perft(pos: &Position, depth: u32) -> u64 {
    if depth <= 1 {
        return perft_count(pos, depth);
    }
    parallel_divide(pos, depth).iter().map(|(_, n)| n).sum()
}

/// `perft <depth>`: prints the count.
pub fn perft(args: &mut Args) -> Result<(), String> {
    let game = args.game()?;
    let depth = args.positional_number("depth", 0..=MAX_DEPTH)? as u32;
    std::mem::take(args).finish()?;
    println!("{}", parallel_perft(&game.position, depth));
    Ok(())
}

/// `divide <depth>`: one line per first turn, then the total.
pub fn divide(args: &mut Args) -> Result<(), String> {
    let game = args.game()?;
    let depth = args.positional_number("depth", 1..=MAX_DEPTH)? as u32;
    std::mem::take(args).finish()?;
    let lines = parallel_divide(&game.position, depth);
    for (turn, count) in &lines {
        println!("{turn} {count}");
    }
    println!("total {}", lines.iter().map(|(_, n)| n).sum::<u64>());
    Ok(())
}

/// `moves`: the legal turns, sorted.
pub fn moves(args: &mut Args) -> Result<(), String> {
    let game = args.game()?;
    std::mem::take(args).finish()?;
    let mut turns: Vec<String> = game.position.legal_turns().iter().map(|t| t.machine()).collect();
    turns.sort();
    for t in turns {
        println!("{t}");
    }
    Ok(())
}
