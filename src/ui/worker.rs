//! The AI web worker: messages between the page and the worker, and the
//! worker agent that runs [`think`] off the page's thread, so the board stays
//! responsive while the AI searches.

use super::think::{progress_text, think, Job, Purpose};
use crate::ai::{Searcher, DEFAULT_TABLE_MB};
use crate::rules::Start;
use serde::{Deserialize, Serialize};
use yew_agent::worker::{HandlerId, Worker, WorkerScope};

/// A [`Job`] as sent to the worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request {
    /// The job's key ([`Job::key`]), echoed in every reply.
    pub key: String,
    /// The setup's key (`full-belt`, ...).
    pub start: String,
    /// The start position when it is not the setup's ([`Job::start_fen`]).
    pub start_fen: Option<String>,
    /// The *no belt check* option.
    pub no_belt_check: bool,
    /// The turns played, in machine form.
    pub turns: Vec<String>,
    /// The level, 1..=5.
    pub level: u8,
    /// The random seed.
    pub seed: u64,
    /// A hint rather than the AI's own move.
    pub hint: bool,
}

impl From<&Job> for Request {
    fn from(job: &Job) -> Request {
        Request {
            key: job.key(),
            start: job.start.key().to_string(),
            start_fen: job.start_fen.clone(),
            no_belt_check: job.no_belt_check,
            turns: job.turns.clone(),
            level: job.level,
            seed: job.seed,
            hint: job.purpose == Purpose::Hint,
        }
    }
}

impl TryFrom<Request> for Job {
    type Error = String;

    fn try_from(r: Request) -> Result<Job, String> {
        Ok(Job {
            start: Start::from_key(&r.start).ok_or_else(|| format!("unknown setup '{}'", r.start))?,
            start_fen: r.start_fen,
            no_belt_check: r.no_belt_check,
            turns: r.turns,
            level: r.level,
            seed: r.seed,
            purpose: if r.hint { Purpose::Hint } else { Purpose::Move },
        })
    }
}

/// What the worker says back.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// A depth finished: the progress in words.
    Progress {
        /// The job's key.
        key: String,
        /// `depth 4 · +0.35 · 12.3k nodes`.
        text: String,
    },
    /// The search is over.
    Done {
        /// The job's key.
        key: String,
        /// The position searched.
        fen: String,
        /// The chosen turn in machine form.
        turn: String,
        /// The chosen turn in display form.
        display: String,
        /// The final progress line.
        text: String,
    },
    /// The job could not be run.
    Failed {
        /// The job's key.
        key: String,
        /// Why.
        message: String,
    },
}

/// The worker agent: one searcher, kept between jobs so its table helps the next search.
pub struct AiWorker {
    searcher: Searcher,
}

impl Worker for AiWorker {
    type Message = ();
    type Input = Request;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        AiWorker {
            searcher: Searcher::new(DEFAULT_TABLE_MB, Box::new(js_sys::Date::now)),
        }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Request, id: HandlerId) {
        let key = request.key.clone();
        let reply = Job::try_from(request).and_then(|job| {
            think(&mut self.searcher, &job, &mut |info| {
                scope.respond(
                    id,
                    Reply::Progress {
                        key: key.clone(),
                        text: progress_text(info),
                    },
                );
            })
        });
        scope.respond(
            id,
            match reply {
                Ok(answer) => Reply::Done {
                    key,
                    text: progress_text(&answer.info),
                    fen: answer.fen,
                    turn: answer.turn,
                    display: answer.display,
                },
                Err(message) => Reply::Failed { key, message },
            },
        );
    }
}
