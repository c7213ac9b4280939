//! The AI's web workers, both sides. On the page, [`AiWorkers`] starts
//! copies of `worker.js` (built by Trunk next to the page), splits each job
//! into one share of the root turns per worker ([`Task`]; given two or more
//! workers and a job that wants it, the last runs the forcing-line solver
//! instead), and follows them with a [`Gather`]: progress goes to the
//! reducer, and once every share is in the last worker to finish merges
//! them into the answer. In a worker, [`serve`] searches tasks with
//! [`think`] (or [`solve`]) and merges with
//! [`merge_shares`]. Both directions carry typed values as bytes
//! ([`to_wire`]). No shared memory is needed, so any static host will do.
//!
//! A search cannot be interrupted from outside, so a job the page no longer
//! wants (after an undo, a new game) is stopped by ending its busy workers;
//! the next job starts fresh ones. Idle workers are kept, with their tables.

use crate::ai::solver::Solver;
use crate::ai::{Searcher, DEFAULT_TABLE_MB};
use crate::ui::ai::job::{
    from_wire, merge_shares, think, to_wire, FromWorker, Job, JobError, JobKey, Reply, Task, ToWorker, MAX_WORKERS,
};
use crate::ui::ai::shares::{Gather, Next};
use crate::ui::ai::solve::{solve, SOLVER_TABLE_MB};
use crate::ui::ai::threats::assess;
use js_sys::{Array, Uint8Array};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, DedicatedWorkerGlobalScope, MessageEvent, Url, Worker};

/// The worker's script, relative to the page (any sub-path works).
const SCRIPT: &str = "worker.js";

/// How many workers to use when the preference says "automatic" (0): one per
/// logical core the browser reports, at most [`MAX_WORKERS`].
pub fn automatic_workers() -> u16 {
    let cores = gloo::utils::window().navigator().hardware_concurrency();
    // At least 1 whatever the browser says (it may hide the true count).
    if cores >= 1.0 {
        (cores as u16).min(MAX_WORKERS)
    } else {
        1
    }
}

/// The page's end of the AI workers.
pub struct AiWorkers {
    /// Told every reply, in order.
    on_reply: Rc<dyn Fn(Reply)>,
    /// The running workers.
    workers: Vec<Live>,
    /// The job under way, shared with the workers' message handlers.
    gather: Rc<RefCell<Option<Gather>>>,
}

/// A started worker and what the page knows of it.
struct Live {
    worker: Worker,
    /// Its task's bytes, held until the worker says it is ready.
    held: Rc<RefCell<Option<Vec<u8>>>>,
    /// It is searching a task.
    busy: Rc<Cell<bool>>,
    /// Kept alive as long as the worker: it is the worker's `onmessage`.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl Drop for Live {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

impl AiWorkers {
    /// The page's workers, none yet: [`AiWorkers::warm`] starts the first
    /// (so that its wasm loads while the page is read), or the first job
    /// does; `on_reply` hears every reply.
    pub fn new(on_reply: impl Fn(Reply) + 'static) -> AiWorkers {
        AiWorkers {
            on_reply: Rc::new(on_reply),
            workers: Vec::new(),
            gather: Rc::new(RefCell::new(None)),
        }
    }

    /// Starts one worker if none runs. Starting one takes the page a while
    /// (its script's blob, the worker itself), so the page calls this in a
    /// task of its own rather than in its first render.
    pub fn warm(&mut self) {
        if self.workers.is_empty() {
            if let Some(live) = self.start() {
                self.workers.push(live);
            }
        }
    }

    /// Runs `job` split over `count` workers (at least 1), first ending the
    /// workers still busy with another job.
    pub fn send(&mut self, job: &Job, count: u16) {
        self.end_busy();
        let count = usize::from(count.clamp(1, MAX_WORKERS));
        // Fewer workers than before: the extra ones end, with their tables.
        self.workers.truncate(count);
        while self.workers.len() < count {
            match self.start() {
                Some(live) => self.workers.push(live),
                None => break,
            }
        }
        if self.workers.is_empty() {
            (self.on_reply)(Reply::Failed(job.key(), JobError::NoWorker));
            return;
        }
        let count = self.workers.len() as u16;
        // Given two workers or more, the last runs the solver (if the job
        // wants it) and the others share the root.
        let solver = count >= 2 && job.wants_solver();
        let searching = count - u16::from(solver);
        *self.gather.borrow_mut() = Some(Gather::new(job.key(), searching, solver));
        for (index, live) in (0..count).zip(&self.workers) {
            let bytes = to_wire(&ToWorker::Search(Task {
                job: job.clone(),
                index,
                count: searching,
                solve: index >= searching,
            }));
            live.busy.set(true);
            match live.held.borrow_mut().as_mut() {
                // Not ready yet: replaces the task held for it.
                Some(held) => *held = bytes,
                None => post(&live.worker, &bytes),
            }
        }
    }

    /// Ends the busy workers if they still search the job `key`: the page has
    /// forgotten it (undo, new game), and nobody wants that answer now.
    pub fn forget(&mut self, key: &JobKey) {
        let current = self.gather.borrow().as_ref().is_some_and(|g| g.key() == key);
        if current {
            self.end_busy();
        }
    }

    /// Ends the workers that are searching, and the job they search. A
    /// worker still loading has not begun its task: the task is dropped and
    /// the worker kept (ending it would only abort its script's download).
    fn end_busy(&mut self) {
        *self.gather.borrow_mut() = None;
        for live in &self.workers {
            if let Some(task) = live.held.borrow_mut().as_mut() {
                task.clear();
                live.busy.set(false);
            }
        }
        self.workers.retain(|live| !live.busy.get());
    }

    /// Starts a worker, or `None` if the browser refuses.
    fn start(&self) -> Option<Live> {
        let worker = spawn()?;
        // `Some` until the worker is ready: an empty task means none yet.
        let held = Rc::new(RefCell::new(Some(Vec::new())));
        let busy = Rc::new(Cell::new(false));
        let on_message = {
            let (worker, held, busy) = (worker.clone(), held.clone(), busy.clone());
            let gather = self.gather.clone();
            let on_reply = self.on_reply.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let message = from_wire::<FromWorker>(&Uint8Array::new(&event.data()).to_vec());
                let message = match message {
                    Some(FromWorker::Ready) => {
                        if let Some(bytes) = held.borrow_mut().take().filter(|b| !b.is_empty()) {
                            post(&worker, &bytes);
                        }
                        return;
                    }
                    // Both sides are the same build, so this is a bug: fail
                    // the job rather than wait for it forever.
                    None => FromWorker::Unreadable,
                    Some(message) => message,
                };
                if !matches!(message, FromWorker::Progress(..)) {
                    busy.set(false);
                }
                let mut gather = gather.borrow_mut();
                let next = gather.as_mut().and_then(|g| g.hear(message));
                match next {
                    // This worker is idle now: it merges.
                    Some(Next::Merge(shares)) => {
                        let key = gather.as_ref().map(|g| g.key().clone());
                        if let Some(key) = key {
                            busy.set(true);
                            post(&worker, &to_wire(&ToWorker::Merge(key, shares)));
                        }
                    }
                    Some(Next::Tell(reply)) => {
                        // Released first: the reply may send the next job at once.
                        drop(gather);
                        on_reply(reply);
                    }
                    None => {}
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Some(Live {
            worker,
            held,
            busy,
            _on_message: on_message,
        })
    }
}

/// Starts `worker.js` from a one-line blob script that loads it and then its
/// wasm: Trunk builds the worker without a loader of its own, and a blob:
/// script has no base address, so both URLs are made absolute here.
pub(crate) fn spawn() -> Option<Worker> {
    let page = gloo::utils::window().location().href().ok()?;
    let script = Url::new_with_base(SCRIPT, &page).ok()?.href();
    let wasm = script.replace(".js", "_bg.wasm");
    // A serialised URL has no `"` or `\` (they are percent-encoded), so it
    // can be quoted as it is.
    let source = Array::of1(&JsValue::from(format!(
        "importScripts(\"{script}\");wasm_bindgen({{module_or_path:\"{wasm}\"}});"
    )));
    let options = BlobPropertyBag::new();
    options.set_type("application/javascript");
    let blob = Blob::new_with_str_sequence_and_options(&source, &options).ok()?;
    // Not revoked: the worker may not have fetched it yet; it is released
    // with the page.
    let url = Url::create_object_url_with_blob(&blob).ok()?;
    Worker::new(&url).ok()
}

/// Posts `bytes` as a `Uint8Array`.
pub(crate) fn post(target: &impl PostBytes, bytes: &[u8]) {
    // Posting a typed array cannot fail: it is always cloneable.
    let _ = target.post(&Uint8Array::from(bytes));
}

/// Either end of the channel.
pub(crate) trait PostBytes {
    /// Posts `data` to the other end.
    fn post(&self, data: &JsValue) -> Result<(), JsValue>;
}

impl PostBytes for Worker {
    fn post(&self, data: &JsValue) -> Result<(), JsValue> {
        self.post_message(data)
    }
}

impl PostBytes for DedicatedWorkerGlobalScope {
    fn post(&self, data: &JsValue) -> Result<(), JsValue> {
        self.post_message(data)
    }
}

/// The worker's side: searches each task the page sends with one searcher,
/// kept between tasks so that its table helps the next search, answers the
/// threat assistant's questions by the rules, then says it is ready. The
/// searcher (its table is the worker's memory) is made at the first search:
/// the assistant's worker never makes one.
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let mut searcher: Option<Searcher> = None;
    let mut solver: Option<Solver> = None;
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let say = |message: FromWorker| post(&scope, &to_wire(&message));
            match from_wire::<ToWorker>(&Uint8Array::new(&event.data()).to_vec()) {
                Some(ToWorker::Search(task)) => {
                    let searcher =
                        searcher.get_or_insert_with(|| Searcher::new(DEFAULT_TABLE_MB, Box::new(js_sys::Date::now)));
                    let key = task.job.key();
                    let share = if task.solve {
                        let solver =
                            solver.get_or_insert_with(|| Solver::new(SOLVER_TABLE_MB, Box::new(js_sys::Date::now)));
                        solve(solver, searcher, &task, &mut |proof| {
                            say(FromWorker::Proven(key.clone(), proof));
                        })
                    } else {
                        think(searcher, &task, &mut |info| {
                            say(FromWorker::Progress(key.clone(), task.index, info.clone()));
                        })
                    };
                    say(match share {
                        Ok(share) => FromWorker::Searched(key, task.index, to_wire(&share)),
                        Err(error) => FromWorker::Failed(key, error),
                    });
                }
                Some(ToWorker::Merge(key, shares)) => say(match merge_shares(&shares) {
                    Ok(answer) => FromWorker::Answer(key, answer),
                    Err(error) => FromWorker::Failed(key, error),
                }),
                Some(ToWorker::Assess(job)) => say(FromWorker::Assessed(assess(&job))),
                None => say(FromWorker::Unreadable),
            }
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its handler: nothing else holds it.
    on_message.forget();
    post(&scope, &to_wire(&FromWorker::Ready));
}
