//! `suite`: the share of a test suite the engine solves at a time a turn.
//! A suite file has one position a line: `win3 <FEN> | <a winning turn>`
//! (the side to move wins within three turns, not two) or `defend <FEN> |
//! <a turn that loses> | <a defence>` (the side to move faces a forced win
//! in two and has a defence); what follows the FEN is the proof the tests
//! check with the oracle, not shown to the engine. Blank lines and lines
//! starting with `#` are skipped. The engine plays level 5 with the time
//! given (and `--split N` or `--solver` as `bestmove`), and each answer is
//! judged full width by the rules: a win solved is a turn that wins within
//! three turns, a defence solved a turn that allows no win in two. With
//! `--answers FILE` nothing is searched: the answers another player gave
//! (one position a line, as FEN, in the suite's order: what
//! `scripts/suite-chromium.mjs` writes of the browser app's level 5) are
//! judged instead.

use super::ai_cmds::{guarded, split_search};
use super::Args;
use beltboard::ai::beside::search_beside_solver;
use beltboard::ai::{native_clock, Level, Limits, Searcher, DEFAULT_TABLE_MB};
use beltboard::rules::tactics::{allows_win_in_two, each_legal_turn, win_in_two};
use beltboard::rules::{GameResult, Options, Position, Turn, Variant};
use std::time::Instant;

/// What a suite line asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Task {
    /// Win within three turns.
    Win,
    /// Play a turn that allows no forced win in two.
    Defend,
}

/// Reads a suite file's lines: the task and the position of each.
fn read(text: &str, options: Options) -> Result<Vec<(Task, Position)>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let task = match word {
            "win3" => Task::Win,
            "defend" => Task::Defend,
            _ => return Err(format!("line {}: expected 'win3' or 'defend', found '{word}'", i + 1)),
        };
        let fen = rest.split('|').next().unwrap_or("").trim();
        let pos = Position::from_fen(fen, Variant::FullBelt, options).map_err(|e| format!("line {}: {e}", i + 1))?;
        out.push((task, pos));
    }
    Ok(out)
}

/// Whether `turn` wins within three turns: the game won at once, or every
/// reply leaves a win in two.
fn wins_in_three(pos: &Position, turn: Turn) -> bool {
    let Ok(next) = pos.play(turn) else { return false };
    if let Some(o) = next.outcome() {
        return o.result == GameResult::Win(pos.turn());
    }
    let mut all = true;
    each_legal_turn(&next, |_, after| {
        all = win_in_two(&after).is_some();
        all
    });
    all
}

/// The turn of `pos` that leads to the position `fen` (another player's
/// answer), if one does.
fn turn_to(pos: &Position, fen: &str) -> Option<Turn> {
    let mut found = None;
    each_legal_turn(pos, |turn, next| {
        if next.fen() == fen {
            found = Some(turn);
        }
        found.is_none()
    });
    found
}

/// Runs `suite --file FILE [--movetime MS] [--split N] [--solver] [--answers FILE]`.
pub fn run(args: &mut Args) -> Result<(), String> {
    let options = args.game()?.position.options();
    let file = args.option("--file")?.ok_or("--file <suite file> is required")?;
    let movetime = args.number("--movetime", 1..=600_000)?.unwrap_or(1000);
    let split = args.number("--split", 1..=64)?.unwrap_or(1) as u16;
    let solver = args.flag("--solver");
    let answers = args.option("--answers")?;
    std::mem::take(args).finish()?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let suite = read(&text, options)?;
    let answers: Option<Vec<String>> = match answers {
        Some(path) => {
            let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let lines: Vec<String> = text
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(String::from)
                .collect();
            if lines.len() != suite.len() {
                return Err(format!("{path}: {} answers for {} positions", lines.len(), suite.len()));
            }
            Some(lines)
        }
        None => None,
    };
    let level = Level::new(5).expect("level 5 exists");
    let (mut solved, mut asked) = ([0usize; 2], [0usize; 2]);
    for (i, (task, pos)) in suite.iter().enumerate() {
        let limits = Limits {
            time_ms: Some(movetime),
            ..level.limits()
        };
        let choice = level.choice_at(pos, 1);
        let started = Instant::now();
        let turn = match &answers {
            Some(answers) => turn_to(pos, &answers[i])
                .ok_or_else(|| format!("answer {}: no legal turn leads to {}", i + 1, answers[i]))?,
            None => {
                let (result, _) = guarded(pos, limits, true, |limits| {
                    if split > 1 {
                        split_search(pos, &[], limits, choice, split)
                    } else if solver {
                        let mut searcher = Searcher::new(DEFAULT_TABLE_MB, native_clock());
                        search_beside_solver(&mut searcher, pos, &[], limits, choice, native_clock, &mut |_| {}).0
                    } else {
                        Searcher::new(DEFAULT_TABLE_MB, native_clock()).search(pos, &[], limits, choice, &mut |_| {})
                    }
                });
                result.ok_or_else(|| format!("position {}: no legal turn", i + 1))?.best
            }
        };
        let ms = started.elapsed().as_millis();
        let (k, ok, name) = match task {
            Task::Win => (0, wins_in_three(pos, turn), "win3"),
            Task::Defend => (1, allows_win_in_two(pos, &turn).is_none(), "defend"),
        };
        asked[k] += 1;
        solved[k] += usize::from(ok);
        println!(
            "{:>3} {name:<6} {} {} in {ms} ms",
            i + 1,
            if ok { "solved" } else { "missed" },
            turn.machine()
        );
    }
    println!(
        "solved {} of {}: wins in three {} of {}, defences {} of {}",
        solved[0] + solved[1],
        asked[0] + asked[1],
        solved[0],
        asked[0],
        solved[1],
        asked[1]
    );
    Ok(())
}
