//! The AI web worker: the agent that runs [`think`] off the page's thread,
//! so the board stays responsive while the AI searches. Jobs and replies
//! cross the boundary typed (serde).

use crate::ai::{Searcher, DEFAULT_TABLE_MB};
use crate::ui::job::{think, Job, Reply};
use yew_agent::worker::{HandlerId, Worker, WorkerScope};

/// The worker agent: one searcher, kept between jobs so its table helps the next search.
pub struct AiWorker {
    searcher: Searcher,
}

impl Worker for AiWorker {
    type Message = ();
    type Input = Job;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        AiWorker {
            searcher: Searcher::new(DEFAULT_TABLE_MB, Box::new(js_sys::Date::now)),
        }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, job: Job, id: HandlerId) {
        let key = job.key();
        let reply = think(&mut self.searcher, &job, &mut |info| {
            scope.respond(id, Reply::Progress(key.clone(), info.clone()));
        });
        scope.respond(
            id,
            match reply {
                Ok(answer) => Reply::Done(key, answer),
                Err(error) => Reply::Failed(key, error),
            },
        );
    }
}
