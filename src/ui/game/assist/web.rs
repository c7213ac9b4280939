//! The threat assistant's worker, the page's end: one worker of its own
//! (the same `worker.js` as the AI's), started once the assistant is on, so
//! that the assistant neither waits for an AI search nor ends one (the AI's
//! pool ends its busy workers when a new job comes). It answers one
//! question at a time; the questions the page wants next wait here, and
//! a newer list replaces those not yet sent. Stale answers are the
//! reducer's to drop (by key).

use crate::ui::ai::job::{from_wire, to_wire, FromWorker, ToWorker};
use crate::ui::ai::threats::{Assessment, AssistJob, AssistKey};
use crate::ui::ai::web::{post, spawn};
use js_sys::Uint8Array;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// What the page and the worker's message handler share.
#[derive(Default)]
struct Line {
    /// The worker said it is ready.
    ready: bool,
    /// The question being answered.
    asking: Option<AssistKey>,
    /// The questions to ask next, in order.
    queue: Vec<AssistJob>,
}

/// The assistant's worker, once started.
struct Running {
    worker: Worker,
    /// Kept alive as long as the worker: it is the worker's `onmessage`.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// The page's end of the assistant's worker.
pub struct AssistWorker {
    on_answer: Rc<dyn Fn(AssistKey, Assessment)>,
    line: Rc<RefCell<Line>>,
    running: Option<Running>,
}

impl AssistWorker {
    /// No worker yet: it starts at the first question; `on_answer` hears every answer.
    pub fn new(on_answer: impl Fn(AssistKey, Assessment) + 'static) -> AssistWorker {
        AssistWorker {
            on_answer: Rc::new(on_answer),
            line: Rc::new(RefCell::new(Line::default())),
            running: None,
        }
    }

    /// Starts the worker now, so that the first question does not wait for
    /// its wasm to load.
    pub fn warm(&mut self) {
        if self.running.is_none() {
            self.running = self.start();
        }
    }

    /// Asks `jobs` next, in place of the questions still waiting (the one
    /// being answered is not asked again).
    pub fn ask(&mut self, jobs: Vec<AssistJob>) {
        {
            let mut line = self.line.borrow_mut();
            let asking = line.asking.clone();
            line.queue = jobs.into_iter().filter(|j| Some(&j.key) != asking.as_ref()).collect();
            if line.queue.is_empty() {
                return;
            }
        }
        self.warm();
        if let Some(running) = &self.running {
            next(&running.worker, &self.line);
        }
    }

    /// Starts the worker, or `None` if the browser refuses (the assistant
    /// then stays silent).
    fn start(&self) -> Option<Running> {
        let worker = spawn()?;
        let on_message = {
            let (worker, line, on_answer) = (worker.clone(), self.line.clone(), self.on_answer.clone());
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let message = from_wire::<FromWorker>(&Uint8Array::new(&event.data()).to_vec());
                let asked = line.borrow_mut().asking.take();
                let answer = match message {
                    Some(FromWorker::Ready) => {
                        line.borrow_mut().ready = true;
                        None
                    }
                    // The answer to the question being asked (one at a time).
                    Some(FromWorker::Assessed(answer)) => asked.map(|key| (key, answer)),
                    _ => None,
                };
                next(&worker, &line);
                // Told last: the answer may ask the next questions at once.
                if let Some((key, answer)) = answer {
                    on_answer(key, answer);
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Some(Running {
            worker,
            _on_message: on_message,
        })
    }
}

/// Sends the next waiting question if the worker is ready and idle.
fn next(worker: &Worker, line: &Rc<RefCell<Line>>) {
    let mut line = line.borrow_mut();
    if !line.ready || line.asking.is_some() || line.queue.is_empty() {
        return;
    }
    let job = line.queue.remove(0);
    line.asking = Some(job.key.clone());
    post(worker, &to_wire(&ToWorker::Assess(job)));
}
