//! `bench --in-two FILE`: the speed of the full-width win-in-two test (what
//! level 5's guard runs) on turns that allowed such a win, as `match`
//! prints them: how long refuting the turn takes, and how long proving the
//! turns that hold takes, the guard's two costs.

use super::Args;
use beltboard::ai::guard::{guard, Guarded};
use beltboard::ai::{Info, Score, SearchResult};
use beltboard::rules::tactics::{holds_in_two, safe_turns, win_in_two};
use beltboard::rules::{parse_turn, Options, Position, Turn, Variant};
use std::time::{Duration, Instant};

/// Reads `FEN | turn` lines (or `match`'s "allowed a win in two, game N,
/// A: FEN | turn" lines; blank lines and `#` comments skipped) and prints,
/// per line and in total, the time the test takes to refute the turn and to
/// check every turn safe at once, the turns that hold among them and the
/// slowest proof.
pub fn run(args: &mut Args, file: &str) -> Result<(), String> {
    std::mem::take(args).finish()?;
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let mut total = Totals::default();
    for (i, line) in text.lines().enumerate() {
        // `match`'s line ends with ": FEN | turn"; a FEN holds no colon.
        let line = match line.contains("allowed a win in two") {
            true => line.rsplit(": ").next().unwrap_or(line).trim(),
            false => line.trim(),
        };
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |e: String| format!("{file}, line {}: {e}", i + 1);
        let (fen, turn) = line.split_once('|').ok_or_else(|| at("expected 'FEN | turn'".into()))?;
        let pos =
            Position::from_fen(fen.trim(), Variant::FullBelt, Options::default()).map_err(|e| at(e.to_string()))?;
        let turn = parse_turn(&pos, turn).map_err(|e| at(e.to_string()))?;
        let t = Instant::now();
        let refuted = win_in_two(&pos.play_unchecked(turn));
        let refute = t.elapsed();
        let safe = safe_turns(&pos);
        let (mut holding, mut slowest_proof) = (0, Duration::ZERO);
        let all = Instant::now();
        for &s in &safe {
            let t = Instant::now();
            if holds_in_two(&pos.play_unchecked(s)) {
                holding += 1;
                slowest_proof = slowest_proof.max(t.elapsed());
            }
        }
        let all = all.elapsed();
        let (guarded, guard_time) = guard_alone(&pos, turn);
        println!(
            "{} | {}: refuted in {} ms ({}); {} turns, {} safe at once, {holding} of them hold; all checked in {} ms, slowest proof {} ms; the guard alone: {guarded} in {} ms",
            pos.fen(),
            turn.machine(),
            refute.as_millis(),
            refuted.map_or("not refuted".into(), |r| format!("by {}", r.machine())),
            pos.legal_turns().len(),
            safe.len(),
            all.as_millis(),
            slowest_proof.as_millis(),
            guard_time.as_millis(),
        );
        total.add(refute, all, slowest_proof);
        total.guard += guard_time;
    }
    println!(
        "total: {} turns refuted in {} ms, safe turns checked in {} ms, slowest proof {} ms, the guard alone {} ms",
        total.lines,
        total.refute.as_millis(),
        total.all.as_millis(),
        total.slowest_proof.as_millis(),
        total.guard.as_millis()
    );
    Ok(())
}

/// The sums over the lines of a file.
#[derive(Default)]
struct Totals {
    lines: usize,
    refute: Duration,
    all: Duration,
    slowest_proof: Duration,
    guard: Duration,
}

/// What the guard makes of `turn` in `pos` with no time limit when the
/// search named no other turn (so the others are ranked by the evaluation
/// alone), and how long it takes: the time level 5 would need to mend the
/// turn without the search's help.
fn guard_alone(pos: &Position, turn: Turn) -> (String, Duration) {
    let mut result = SearchResult {
        best: turn,
        info: Info {
            depth: 0,
            score: Score::ZERO,
            nodes: 0,
            elapsed_ms: 0,
            pv: vec![turn],
            lines: Vec::new(),
        },
        candidates: Vec::new(),
        iterations: Vec::new(),
        proof: None,
    };
    let t = Instant::now();
    let said = match guard(pos, &mut result, &[], &mut || false) {
        Guarded::Replaced(by) => format!("plays {}", by.machine()),
        Guarded::Kept => "keeps it".into(),
        Guarded::AllLost => "finds every turn lost".into(),
        Guarded::Unrefuted(_) | Guarded::OutOfTime => "is stopped".into(),
    };
    (said, t.elapsed())
}

impl Totals {
    fn add(&mut self, refute: Duration, all: Duration, slowest_proof: Duration) {
        self.lines += 1;
        self.refute += refute;
        self.all += all;
        self.slowest_proof = self.slowest_proof.max(slowest_proof);
    }
}
