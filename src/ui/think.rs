//! The AI's work for the page, done in the web worker: replay the game sent
//! by the page, search the position, and answer with a turn. Plain Rust, so
//! the worker's logic is tested natively; `worker.rs` only adds the messaging.

use crate::ai::{Choice, Info, Level, Searcher};
use crate::rules::{parse_turn, turn_to_display, Game, Options, Position, Start};

/// Why the AI is asked to search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// To play its turn.
    Move,
    /// To suggest a turn to the user.
    Hint,
}

/// The level whose time a hint gets: long enough to be worth following,
/// short enough to wait for.
const HINT_LEVEL: u8 = 4;

/// A search job: the whole game (so the AI sees repetitions) and how to think.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    /// The setup the game started from.
    pub start: Start,
    /// The start position when it is not the setup's (a link's `fen`, a
    /// pasted FEN, an imported PGN): the worker must replay from it.
    pub start_fen: Option<String>,
    /// The *no belt check* option.
    pub no_belt_check: bool,
    /// The turns played, in machine form.
    pub turns: Vec<String>,
    /// The AI's level, 1..=5.
    pub level: u8,
    /// The seed of the weaker levels' random choice.
    pub seed: u64,
    /// Play or hint.
    pub purpose: Purpose,
}

impl Job {
    /// What identifies the job's answer: the purpose and the game so far.
    pub fn key(&self) -> String {
        let purpose = match self.purpose {
            Purpose::Move => "move",
            Purpose::Hint => "hint",
        };
        let start = self.start_fen.as_deref().unwrap_or(self.start.key());
        format!("{purpose}:{start}:{}", self.turns.join(","))
    }
}

/// The AI's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The position searched, as FEN: the page plays the turn only if it still shows it.
    pub fen: String,
    /// The turn chosen, in machine form.
    pub turn: String,
    /// The turn in display form, for the hint line.
    pub display: String,
    /// The last completed iteration.
    pub info: Info,
}

/// Rebuilds the game from its start (the setup's, or `start_fen` in the
/// setup's variant) and its turns in machine form.
pub fn replay(start: Start, start_fen: Option<&str>, no_belt_check: bool, turns: &[String]) -> Result<Game, String> {
    let options = Options {
        no_belt_check: no_belt_check && start.variant().has_belts(),
    };
    let position = match start_fen {
        None => Position::start(start, options),
        Some(fen) => Position::from_fen(fen, start.variant(), options).map_err(|e| format!("start position: {e}"))?,
    };
    let mut game = Game::new(position);
    for (i, text) in turns.iter().enumerate() {
        let turn = parse_turn(game.position(), text).map_err(|e| format!("turn {}: {e}", i + 1))?;
        game.play(turn).map_err(|e| format!("turn {}: {e}", i + 1))?;
    }
    Ok(game)
}

/// A search's progress in words: `depth 4 · +0.35 · 12.3k nodes`.
pub fn progress_text(info: &Info) -> String {
    let nodes = if info.nodes >= 1_000_000 {
        format!("{:.1}M", info.nodes as f64 / 1e6)
    } else if info.nodes >= 1_000 {
        format!("{:.1}k", info.nodes as f64 / 1e3)
    } else {
        info.nodes.to_string()
    };
    format!("depth {} · {} · {nodes} nodes", info.depth, info.score.words())
}

/// Runs `job` with `searcher`, telling `progress` about each completed depth.
pub fn think(searcher: &mut Searcher, job: &Job, progress: &mut dyn FnMut(&Info)) -> Result<Answer, String> {
    let game = replay(job.start, job.start_fen.as_deref(), job.no_belt_check, &job.turns)?;
    if let Some(outcome) = game.outcome() {
        return Err(format!("the game is over: {outcome}"));
    }
    let level = Level::new(job.level).ok_or_else(|| format!("level {} is not 1 to 5", job.level))?;
    let (limits, choice) = match job.purpose {
        Purpose::Move => (level.limits(), level.choice_at(game.position(), job.seed)),
        Purpose::Hint => (
            Level::new(HINT_LEVEL).map(Level::limits).unwrap_or_default(),
            Choice {
                seed: job.seed,
                ..Choice::default()
            },
        ),
    };
    let history: Vec<u64> = (0..game.turns().len())
        .filter_map(|ply| game.position_at(ply).map(Position::hash))
        .collect();
    let pos = game.position();
    let result = searcher
        .search(pos, &history, limits, choice, progress)
        .ok_or("there is no legal turn")?;
    Ok(Answer {
        fen: pos.fen(),
        turn: result.best.machine(),
        display: turn_to_display(pos, result.best),
        info: result.info,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{native_clock, DEFAULT_TABLE_MB};

    fn job(start: Start, turns: &[&str], purpose: Purpose) -> Job {
        Job {
            start,
            start_fen: None,
            no_belt_check: false,
            turns: turns.iter().map(|t| t.to_string()).collect(),
            level: 1,
            seed: 7,
            purpose,
        }
    }

    #[test]
    fn the_ai_answers_with_a_legal_turn_for_the_searched_position() {
        let mut searcher = Searcher::new(1, native_clock());
        let mut heard = 0;
        let j = job(Start::FullBelt, &["g1f3 f+4"], Purpose::Move);
        let answer = think(&mut searcher, &j, &mut |_| heard += 1).unwrap();
        let game = replay(Start::FullBelt, None, false, &j.turns).unwrap();
        assert_eq!(answer.fen, game.position().fen());
        assert!(parse_turn(game.position(), &answer.turn).is_ok(), "{}", answer.turn);
        assert!(heard >= 1);
        assert!(progress_text(&answer.info).starts_with("depth "));
    }

    #[test]
    fn hints_use_the_hint_level_and_no_pawns_turns_have_no_belt() {
        let mut searcher = Searcher::new(DEFAULT_TABLE_MB.min(4), native_clock());
        let answer = think(&mut searcher, &job(Start::NoPawns, &[], Purpose::Hint), &mut |_| {}).unwrap();
        assert!(!answer.turn.contains(' '), "{}", answer.turn);
    }

    #[test]
    fn a_custom_start_is_searched_from_its_fen() {
        let mut searcher = Searcher::new(1, native_clock());
        // A position no setup reaches by a link's replay: only its FEN can say it.
        let fen = "6rk/8/8/8/8/8/8/R3K3 w - - 0 20";
        let mut j = job(Start::FullBelt, &[], Purpose::Move);
        j.start_fen = Some(fen.into());
        let answer = think(&mut searcher, &j, &mut |_| {}).unwrap();
        assert_eq!(answer.fen, fen);
        let pos = Position::from_fen(fen, Start::FullBelt.variant(), Options::default()).unwrap();
        assert!(parse_turn(&pos, &answer.turn).is_ok(), "{}", answer.turn);
        assert_ne!(j.key(), job(Start::FullBelt, &[], Purpose::Move).key());
        j.start_fen = Some("<img src=x>".into());
        assert!(think(&mut searcher, &j, &mut |_| {})
            .unwrap_err()
            .starts_with("start position:"));
    }

    #[test]
    fn bad_jobs_are_errors_not_panics() {
        let mut searcher = Searcher::new(1, native_clock());
        let bad = job(Start::FullBelt, &["e2e5 a+1"], Purpose::Move);
        assert!(think(&mut searcher, &bad, &mut |_| {})
            .unwrap_err()
            .starts_with("turn 1:"));
        let mut level = job(Start::FullBelt, &[], Purpose::Move);
        level.level = 9;
        assert_eq!(
            think(&mut searcher, &level, &mut |_| {}).unwrap_err(),
            "level 9 is not 1 to 5"
        );
        assert_ne!(job(Start::FullBelt, &[], Purpose::Hint).key(), level.key());
    }
}
