//! The AI's work for the page, typed on both sides of the worker boundary: a
//! [`Job`] (the whole game, so that the AI sees repetitions, and how to
//! think) goes to a worker, [`Reply`]s come back. [`think`] is what a worker
//! does with a job; it is plain Rust, so it is tested natively. Both cross
//! as bytes ([`to_wire`], [`from_wire`]).

use crate::ai::guard::{guard, guard_ms_after, search_limits};
use crate::ai::solver::Proof;
use crate::ai::time_plan::clock_limits;
use crate::ai::{merge, Choice, Info, Level, Limits, SearchResult, Searcher};
use crate::rules::tactics::{refutation, safe_turns};
use crate::rules::{Game, IllegalTurn, Options, Position, Turn, Variant};
use crate::ui::ai::clock::Clock;
use crate::ui::ai::findings::{heed, scored_turns, Findings};
use crate::ui::ai::threats::{Assessment, AssistJob};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Why the AI is asked to search.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Purpose {
    /// To play its turn.
    Move,
    /// To suggest a turn to the user.
    Hint,
    /// To analyse the position until stopped, reporting this many best lines
    /// (1 to 3) at each depth.
    Analyse(u8),
    /// To evaluate a position of a game review, for exactly this many
    /// milliseconds (every position gets the same budget).
    Review(u32),
}

/// How long an analysis runs when nobody stops it: far past any depth the
/// page would wait for, short of thinking forever in a forgotten tab.
const ANALYSIS_MS: u64 = 30 * 60 * 1000;

/// The level whose time a hint gets: long enough to be worth following,
/// short enough to wait for.
const HINT_LEVEL: u8 = 4;

/// A search job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Job {
    /// The game's variant.
    pub variant: Variant,
    /// The rules options.
    pub options: Options,
    /// The start position, as FEN.
    pub start_fen: String,
    /// The turns played.
    pub turns: Vec<Turn>,
    /// The AI's level.
    pub level: Level,
    /// The seed of the level's random choice.
    pub seed: u64,
    /// Play or hint.
    pub purpose: Purpose,
    /// On a clock: the AI's time left and its increment, in ms; its move's
    /// time is then planned from them (never the level's alone).
    pub clock: Option<[u64; 2]>,
}

impl Job {
    /// The job for the AI to move (or hint) in `game`.
    pub fn new(game: &Game, level: Level, seed: u64, purpose: Purpose) -> Job {
        let start = game.start();
        Job {
            variant: start.variant(),
            options: start.options(),
            start_fen: start.fen(),
            turns: game.turns().to_vec(),
            level,
            seed,
            purpose,
            clock: None,
        }
    }

    /// The limits and choice of the AI's own move: its level's, on a clock
    /// with the time planned from the clock ([`clock_limits`]).
    fn move_limits(&self, pos: &Position) -> (Limits, Choice) {
        let limits = match self.clock {
            Some([left, increment]) => clock_limits(self.level, left, increment, self.variant).0,
            None => self.level.limits(),
        };
        (limits, self.level.choice_at(pos, self.seed))
    }

    /// Whether the job's answer is guarded ([`guard`]): level 5's moves in
    /// Full Belt. Its searches then leave the merge the guard's time.
    pub(crate) fn guarded(&self) -> bool {
        self.purpose == Purpose::Move && self.level.number() == Level::MAX && self.variant.has_belts()
    }

    /// How the job searches `pos` (its game's position): the limits and the
    /// choice its purpose and level ask for (less the guard's time when the
    /// answer is guarded).
    pub(crate) fn limits(&self, pos: &Position) -> (Limits, Choice) {
        let (limits, choice) = self.purpose_limits(pos);
        if self.guarded() {
            (search_limits(limits), choice)
        } else {
            (limits, choice)
        }
    }

    /// The limits and choice of the job's purpose and level.
    fn purpose_limits(&self, pos: &Position) -> (Limits, Choice) {
        match self.purpose {
            Purpose::Move => self.move_limits(pos),
            Purpose::Hint => (
                Level::new(HINT_LEVEL).map(Level::limits).unwrap_or_default(),
                Choice {
                    seed: self.seed,
                    ..Choice::default()
                },
            ),
            Purpose::Analyse(lines) => (
                Limits {
                    time_ms: Some(ANALYSIS_MS),
                    multi_pv: lines.clamp(1, 3),
                    ..Limits::default()
                },
                Choice::default(),
            ),
            Purpose::Review(ms) => (
                Limits {
                    time_ms: Some(u64::from(ms)),
                    ..Limits::default()
                },
                Choice::default(),
            ),
        }
    }

    /// Whether one of two or more workers should run the forcing-line solver
    /// for this job ([`crate::ui::ai::solve`]) rather than search a share:
    /// in Full Belt, for the strongest level's moves, hints and analysis (a
    /// weaker level must not find wins it is meant to overlook; a review's
    /// positions each get one short search).
    pub fn wants_solver(&self) -> bool {
        self.variant.has_belts()
            && match self.purpose {
                Purpose::Move => self.level.number() == Level::MAX,
                Purpose::Hint | Purpose::Analyse(_) => true,
                Purpose::Review(_) => false,
            }
    }

    /// What identifies the job's answer: the purpose and the game so far (the
    /// seed is left out: the same question asked again is the same job).
    pub fn key(&self) -> JobKey {
        JobKey {
            purpose: self.purpose,
            start_fen: self.start_fen.clone(),
            turns: self.turns.clone(),
        }
    }

    /// The game the job is about, replayed from its start.
    pub fn game(&self) -> Result<Game, JobError> {
        let start = Position::from_fen(&self.start_fen, self.variant, self.options).map_err(|_| JobError::Start)?;
        let mut game = Game::new(start);
        for (index, &turn) in self.turns.iter().enumerate() {
            game.play(turn).map_err(|why| JobError::Turn { index, why })?;
        }
        Ok(game)
    }
}

/// What identifies a job: replies carry it, and a reply with a key the page
/// no longer waits for is stale.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct JobKey {
    /// Play or hint.
    pub purpose: Purpose,
    /// The start position.
    pub start_fen: String,
    /// The turns played.
    pub turns: Vec<Turn>,
}

/// Why a job could not be run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum JobError {
    /// The start position is not valid (the page sends only positions it
    /// set up, so the rules' reason is not carried across).
    Start,
    /// A turn of the game is not legal: its index, and why.
    Turn {
        /// The turn's index in the game, from 0.
        index: usize,
        /// Why the rules refuse it.
        why: IllegalTurn,
    },
    /// The game is already over.
    GameOver,
    /// There is no legal turn to play.
    NoTurn,
    /// The worker could not read the job.
    Unreadable,
    /// The browser would not start the AI's worker.
    NoWorker,
}

impl std::fmt::Display for JobError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JobError::Start => f.write_str("the start position is not valid"),
            JobError::Turn { index, why } => write!(f, "turn {}: {why}", index + 1),
            JobError::GameOver => f.write_str("the game is over"),
            JobError::NoTurn => f.write_str("there is no legal turn"),
            JobError::Unreadable => f.write_str("its worker could not read the game"),
            JobError::NoWorker => f.write_str("the browser did not start its worker"),
        }
    }
}

/// The AI's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The position searched, as FEN: the page plays the turn only if it still shows it.
    pub fen: String,
    /// The turn chosen.
    pub turn: Turn,
    /// The last completed iteration.
    pub info: Info,
}

/// What a worker says back about a job.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// A depth finished.
    Progress(JobKey, Info),
    /// The search is over.
    Done(JobKey, Answer),
    /// The job could not be run.
    Failed(JobKey, JobError),
    /// The forcing-line solver proved a win of the side to move.
    Proven(JobKey, Proof),
}

/// The most workers a job is split over: past this, splitting the root
/// turns gains little (each share repeats the shallow depths, and the
/// shares do not share a table), while every worker costs its own memory.
pub const MAX_WORKERS: u16 = 8;

/// One worker's part of a job: share `index` of `count` of the root turns
/// (see [`Limits::root_split`]); the page's `Gather` (in `ui/gather.rs`)
/// combines the shares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Task {
    /// The whole job.
    pub job: Job,
    /// Which share, from 0.
    pub index: u16,
    /// How many shares the job is split into (at least 1).
    pub count: u16,
    /// Whether this worker runs the forcing-line solver beside the `count`
    /// searching ones (its `index` is then `count`).
    pub solve: bool,
}

/// What one worker found in its share of the root turns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Share {
    /// The position searched, as FEN.
    pub fen: String,
    /// How the level picks among good turns, for merging the shares.
    pub choice: Choice,
    /// The search's answer; `None` when the share holds no root turn.
    pub result: Option<SearchResult>,
    /// Why the position was searched (a hint is checked once merged: [`safe_hint`]).
    pub purpose: Purpose,
    /// The game's variant, to read `fen` again.
    pub variant: Variant,
    /// The rules options, to read `fen` again.
    pub options: Options,
    /// What the solver's worker proved (its share searches no root turn).
    pub findings: Option<Findings>,
    /// The time the merge has to guard the answer ([`guard`]), in
    /// milliseconds, when the job's answer is guarded: what this share's
    /// search left of the job's time, at least the guard's share.
    pub guard_ms: Option<u64>,
}

/// Everything the page posts to a worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Search a share of a job.
    Search(Task),
    /// Combine the shares of the job (as the workers sent them: the page
    /// never reads them, which keeps the merging code out of its wasm).
    Merge(JobKey, Vec<Vec<u8>>),
    /// Answer one of the threat assistant's questions.
    Assess(AssistJob),
}

/// Everything a worker posts to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker is running and listening: messages sent before this are
    /// held by the page (the browser would drop them).
    Ready,
    /// A depth of share `.1` finished.
    Progress(JobKey, u16, Info),
    /// Share `.1` is searched: its [`Share`], as bytes for [`ToWorker::Merge`].
    Searched(JobKey, u16, Vec<u8>),
    /// The shares merged: the AI's answer.
    Answer(JobKey, Answer),
    /// The job cannot be run (every share fails alike).
    Failed(JobKey, JobError),
    /// The last message sent was not one the worker could read.
    Unreadable,
    /// The threat assistant's answer to the question last asked.
    Assessed(Assessment),
    /// The solver proved a win of the side to move (sent as soon as found;
    /// its share, with the same finding, follows).
    Proven(JobKey, Proof),
}

/// The bytes of `message` for the worker boundary. Postcard: compact, and its
/// errors carry no text, so no number formatting or serde error message is
/// compiled into the app. Encoding a job or a reply cannot fail; if it ever
/// did, the empty bytes would be refused by [`from_wire`] on the other side.
pub fn to_wire<T: Serialize>(message: &T) -> Vec<u8> {
    postcard::to_allocvec(message).unwrap_or_default()
}

/// The message in `bytes`, or `None` if they are not one.
pub fn from_wire<T: DeserializeOwned>(bytes: &[u8]) -> Option<T> {
    postcard::from_bytes(bytes).ok()
}

/// The answer of a job from its shares' bytes ([`FromWorker::Searched`]):
/// the shares' searches merged as one search would have chosen ([`merge`]).
pub fn merge_shares(shares: &[Vec<u8>]) -> Result<Answer, JobError> {
    let shares: Vec<Share> = shares
        .iter()
        .map(|bytes| from_wire::<Share>(bytes))
        .collect::<Option<_>>()
        .ok_or(JobError::Unreadable)?;
    let first = shares.first().ok_or(JobError::NoTurn)?;
    let results: Vec<SearchResult> = shares.iter().filter_map(|s| s.result.clone()).collect();
    let clock = Clock::start();
    let mut merged = merge(&results, first.choice).ok_or(JobError::NoTurn)?;
    if let Some(findings) = shares.iter().find_map(|s| s.findings.as_ref()) {
        heed(&mut merged, &results, findings);
    }
    // The merge begins once the slowest share is in: the guard has the least
    // time any share left it.
    if let Some(ms) = shares.iter().filter_map(|s| s.guard_ms).min() {
        if let Ok(pos) = Position::from_fen(&first.fen, first.variant, first.options) {
            let lost = shares
                .iter()
                .find_map(|s| s.findings.as_ref())
                .map(|f| f.lost.as_slice());
            guard(&pos, &mut merged, lost.unwrap_or_default(), &mut || {
                clock.elapsed_ms() >= ms
            });
        }
    }
    let turn = match first.purpose {
        Purpose::Hint => Position::from_fen(&first.fen, first.variant, first.options)
            .map_or(merged.best, |pos| safe_hint(&pos, merged.best, &results)),
        _ => merged.best,
    };
    Ok(Answer {
        fen: first.fen.clone(),
        turn,
        info: merged.info,
    })
}

/// The hint to show for `pos`: `best`, unless it allows the opponent a win
/// at once while a turn that does not exists. The search sees such wins
/// (two plies), but merged shares that stopped at different depths compare
/// only the depth all completed, and a suggestion must never be a blunder:
/// then the best-scored safe turn the shares found, else any safe turn.
pub fn safe_hint(pos: &Position, best: Turn, results: &[SearchResult]) -> Turn {
    if refutation(pos, &best).is_none() {
        return best;
    }
    scored_turns(results)
        .into_iter()
        .find(|t| pos.is_legal(*t) && refutation(pos, t).is_none())
        .or_else(|| safe_turns(pos).first().copied())
        .unwrap_or(best)
}

/// The hashes of `game`'s positions before the current one (the search
/// sees repetitions through them).
pub(crate) fn history(game: &Game) -> Vec<u64> {
    (0..game.turns().len())
        .filter_map(|ply| game.position_at(ply).map(Position::hash))
        .collect()
}

/// Searches one task's share with `searcher`, telling `progress` about each
/// completed depth.
pub fn think(searcher: &mut Searcher, task: &Task, progress: &mut dyn FnMut(&Info)) -> Result<Share, JobError> {
    let job = &task.job;
    let game = job.game()?;
    if game.outcome().is_some() {
        return Err(JobError::GameOver);
    }
    let (limits, choice) = job.limits(game.position());
    let whole_ms = job.purpose_limits(game.position()).0.time_ms;
    let limits = Limits {
        root_split: (task.count > 1).then_some((task.index, task.count)),
        ..limits
    };
    let history = history(&game);
    let pos = game.position();
    if !pos.has_legal_turn() {
        return Err(JobError::NoTurn);
    }
    let result = searcher.search(pos, &history, limits, choice, progress);
    let searched_ms = result.as_ref().map_or(0, |r| r.info.elapsed_ms);
    Ok(Share {
        fen: pos.fen(),
        choice,
        result,
        purpose: job.purpose,
        variant: job.variant,
        options: job.options,
        findings: None,
        guard_ms: whole_ms
            .filter(|_| job.guarded())
            .map(|whole| guard_ms_after(whole, searched_ms)),
    })
}

#[cfg(test)]
#[path = "job_tests.rs"]
pub mod tests;
