//! Perft: the number of sequences of legal turns of a given length (docs/rules.md §5).

use super::Position;

/// Counts the sequences of `depth` legal turns from `pos`. Draw rules are
/// ignored; a winning king capture and a position without a legal turn end a line.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_turns(),
        _ => {
            let mut total = 0;
            pos.for_each_turn(|t| {
                let next = pos.play_unchecked(t);
                total += perft(&next, depth - 1);
            });
            total
        }
    }
}

/// Perft split by the first turn: each legal turn in machine form with its count, sorted by text.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    if depth == 0 {
        return out;
    }
    pos.for_each_turn(|t| {
        let next = pos.play_unchecked(t);
        out.push((t.machine(), perft(&next, depth - 1)));
    });
    out.sort();
    out
}
