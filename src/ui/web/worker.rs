//! The AI's web worker, both sides of it. On the page, [`AiWorker`] starts
//! `worker.js` (built by Trunk next to the page), sends it jobs and hands its
//! replies back; in the worker, [`serve`] answers them with [`think`]. Both
//! directions carry the typed [`Job`] and [`FromWorker`] as bytes
//! ([`to_wire`]).
//!
//! A search cannot be interrupted from outside, so a job the page no longer
//! wants (after an undo, a new game) is stopped by ending its worker; the
//! next job starts a fresh one. An idle worker is kept, with its table.

use crate::ai::{Searcher, DEFAULT_TABLE_MB};
use crate::ui::job::{from_wire, think, to_wire, FromWorker, Job, JobError, JobKey, Reply};
use js_sys::{Array, Uint8Array};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, DedicatedWorkerGlobalScope, MessageEvent, Url, Worker};

/// The worker's script, relative to the page (any sub-path works).
const SCRIPT: &str = "worker.js";

/// The page's end of the AI worker.
pub struct AiWorker {
    /// Told every reply, in order.
    on_reply: Rc<dyn Fn(Reply)>,
    /// The running worker, if one was started and not ended.
    live: Option<Live>,
}

/// A started worker and what the page knows of it.
struct Live {
    worker: Worker,
    state: Rc<RefCell<Exchange>>,
    /// Kept alive as long as the worker: it is the worker's `onmessage`.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

/// What is under way with one worker.
#[derive(Default)]
struct Exchange {
    /// The worker said it is listening.
    ready: bool,
    /// A job's bytes waiting for `ready`.
    held: Option<Vec<u8>>,
    /// The job being run, until its last reply.
    running: Option<JobKey>,
}

impl AiWorker {
    /// A worker, started at once so that its wasm loads while the page is
    /// read; `on_reply` hears every reply.
    pub fn new(on_reply: impl Fn(Reply) + 'static) -> AiWorker {
        let mut ai = AiWorker {
            on_reply: Rc::new(on_reply),
            live: None,
        };
        ai.live = ai.start();
        ai
    }

    /// Runs `job`, first ending the worker if it is still busy with another.
    pub fn send(&mut self, job: &Job) {
        self.end_if(|_| true);
        if self.live.is_none() {
            self.live = self.start();
        }
        let Some(live) = &self.live else {
            (self.on_reply)(Reply::Failed(job.key(), JobError::NoWorker));
            return;
        };
        let bytes = to_wire(job);
        let mut state = live.state.borrow_mut();
        state.running = Some(job.key());
        if state.ready {
            post(&live.worker, &bytes);
        } else {
            state.held = Some(bytes);
        }
    }

    /// Ends the worker if it is still running the job `key`: the page has
    /// forgotten it (undo, new game), and nobody wants that answer now.
    pub fn forget(&mut self, key: &JobKey) {
        self.end_if(|running| running == key);
    }

    /// Ends the worker if it is running a job for which `stale` holds.
    fn end_if(&mut self, stale: impl Fn(&JobKey) -> bool) {
        let busy = self
            .live
            .as_ref()
            .is_some_and(|l| l.state.borrow().running.as_ref().is_some_and(&stale));
        if busy {
            if let Some(live) = self.live.take() {
                live.worker.terminate();
            }
        }
    }

    /// Starts a worker, or `None` if the browser refuses.
    fn start(&self) -> Option<Live> {
        let worker = spawn()?;
        let state = Rc::new(RefCell::new(Exchange::default()));
        let on_message = {
            let state = state.clone();
            let worker = worker.clone();
            let on_reply = self.on_reply.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let message = from_wire::<FromWorker>(&Uint8Array::new(&event.data()).to_vec());
                let mut exchange = state.borrow_mut();
                let reply = match message {
                    Some(FromWorker::Ready) => {
                        exchange.ready = true;
                        if let Some(bytes) = exchange.held.take() {
                            post(&worker, &bytes);
                        }
                        None
                    }
                    Some(FromWorker::Reply(reply)) => {
                        if matches!(reply, Reply::Done(..) | Reply::Failed(..)) {
                            exchange.running = None;
                        }
                        Some(reply)
                    }
                    // Both sides are the same build, so this is a bug: fail
                    // the job rather than wait for it forever.
                    Some(FromWorker::Unreadable) | None => exchange
                        .running
                        .take()
                        .map(|key| Reply::Failed(key, JobError::Unreadable)),
                };
                // Released first: the reply may send the next job at once.
                drop(exchange);
                if let Some(reply) = reply {
                    on_reply(reply);
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Some(Live {
            worker,
            state,
            _on_message: on_message,
        })
    }
}

impl Drop for AiWorker {
    fn drop(&mut self) {
        if let Some(live) = self.live.take() {
            live.worker.terminate();
        }
    }
}

/// Starts `worker.js` from a one-line blob script that loads it and then its
/// wasm: Trunk builds the worker without a loader of its own, and a blob:
/// script has no base address, so both URLs are made absolute here.
fn spawn() -> Option<Worker> {
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
fn post(target: &impl PostBytes, bytes: &[u8]) {
    // Posting a typed array cannot fail: it is always cloneable.
    let _ = target.post(&Uint8Array::from(bytes));
}

/// Either end of the channel.
trait PostBytes {
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

/// The worker's side: answers each job the page sends with one searcher,
/// kept between jobs so that its table helps the next search, then says it
/// is ready.
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let mut searcher = Searcher::new(DEFAULT_TABLE_MB, Box::new(js_sys::Date::now));
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let say = |message: FromWorker| post(&scope, &to_wire(&message));
            let Some(job) = from_wire::<Job>(&Uint8Array::new(&event.data()).to_vec()) else {
                say(FromWorker::Unreadable);
                return;
            };
            let key = job.key();
            let answer = think(&mut searcher, &job, &mut |info| {
                say(FromWorker::Reply(Reply::Progress(key.clone(), info.clone())));
            });
            say(FromWorker::Reply(match answer {
                Ok(answer) => Reply::Done(key, answer),
                Err(error) => Reply::Failed(key, error),
            }));
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its handler: nothing else holds it.
    on_message.forget();
    post(&scope, &to_wire(&FromWorker::Ready));
}
