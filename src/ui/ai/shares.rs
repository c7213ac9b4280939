//! Follows one job split over the AI's workers, one share of the root turns
//! each ([`Task`](crate::ui::ai::job::Task)) and perhaps the solver's, and
//! says what the page must do as they report: tell the reducer of each new
//! depth that every searching share has reached and of a win the solver
//! proved, have a worker merge the shares once all are in, and tell the
//! reducer the merged answer.

use crate::ai::{Info, Line};
use crate::ui::ai::job::{FromWorker, JobError, JobKey, Reply};

/// What the page must do after a worker's message.
#[derive(Clone, Debug, PartialEq)]
pub enum Next {
    /// Tell the reducer.
    Tell(Reply),
    /// Send every share (in order) to a worker to merge.
    Merge(Vec<Vec<u8>>),
}

/// One job's shares as they come in.
#[derive(Clone, Debug)]
pub struct Gather {
    key: JobKey,
    /// The latest report of each searching share.
    progress: Vec<Option<Info>>,
    /// The searched shares, as the workers sent them (the solver's last).
    shares: Vec<Option<Vec<u8>>>,
    /// The depth last reported to the page.
    reported_depth: u32,
    /// The answer or the failure was given: nothing more is said.
    over: bool,
}

impl Gather {
    /// Waits for the `count` searching shares (at least 1) of the job `key`,
    /// and for the solver's share (numbered `count`) if `solver`.
    pub fn new(key: JobKey, count: u16, solver: bool) -> Gather {
        let count = usize::from(count.max(1));
        Gather {
            key,
            progress: vec![None; count],
            shares: vec![None; count + usize::from(solver)],
            reported_depth: 0,
            over: false,
        }
    }

    /// The job followed.
    pub fn key(&self) -> &JobKey {
        &self.key
    }

    /// Whether the answer (or the failure) was given.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// What the page must do after a worker said `message`, if anything.
    /// Messages about another job, or after the end, are ignored.
    pub fn hear(&mut self, message: FromWorker) -> Option<Next> {
        if self.over {
            return None;
        }
        match message {
            FromWorker::Progress(key, index, info) if key == self.key => {
                *self.progress.get_mut(usize::from(index))? = Some(info);
                let info = self.progress_so_far()?;
                (info.depth > self.reported_depth).then(|| {
                    self.reported_depth = info.depth;
                    Next::Tell(Reply::Progress(self.key.clone(), info))
                })
            }
            FromWorker::Searched(key, index, share) if key == self.key => {
                *self.shares.get_mut(usize::from(index))? = Some(share);
                let all: Vec<Vec<u8>> = self.shares.iter().cloned().collect::<Option<_>>()?;
                Some(Next::Merge(all))
            }
            FromWorker::Answer(key, answer) if key == self.key => {
                self.over = true;
                Some(Next::Tell(Reply::Done(key, answer)))
            }
            FromWorker::Proven(key, proof) if key == self.key => Some(Next::Tell(Reply::Proven(key, proof))),
            FromWorker::Failed(key, error) if key == self.key => self.fail(error),
            FromWorker::Unreadable => self.fail(JobError::Unreadable),
            _ => None,
        }
    }

    /// Ends the job with `error`.
    fn fail(&mut self, error: JobError) -> Option<Next> {
        self.over = true;
        Some(Next::Tell(Reply::Failed(self.key.clone(), error)))
    }

    /// The search so far, once every share has reported a depth: the depth
    /// all reached, the nodes and time of all, the best line among the
    /// shares at that depth, and the best lines of all the shares (each
    /// share holds other root turns, so their lines never repeat a turn).
    fn progress_so_far(&self) -> Option<Info> {
        let infos: Vec<&Info> = self.progress.iter().map(Option::as_ref).collect::<Option<_>>()?;
        let depth = infos.iter().map(|i| i.depth).min()?;
        let best = infos.iter().filter(|i| i.depth == depth).max_by_key(|i| i.score)?;
        let wanted = infos.iter().map(|i| i.lines.len()).max().unwrap_or(0);
        // Best score first, equal scores in the order of the shares: each
        // line put after those that score as well (what a stable sort does,
        // without a sort's code in the wasm, for a handful of lines).
        let mut lines: Vec<Line> = Vec::new();
        for line in infos.iter().flat_map(|i| i.lines.iter()) {
            let at = lines.partition_point(|l| l.score >= line.score);
            lines.insert(at, line.clone());
        }
        lines.truncate(wanted);
        Some(Info {
            depth,
            nodes: infos.iter().map(|i| i.nodes).sum(),
            elapsed_ms: infos.iter().map(|i| i.elapsed_ms).max().unwrap_or(0),
            lines,
            ..(*best).clone()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{native_clock, Score, Searcher};
    use crate::rules::Start;
    use crate::ui::ai::job::tests::job_at;
    use crate::ui::ai::job::{merge_shares, think, to_wire, Answer, Job, Purpose, Task};

    fn job(start: Start, turns: &[&str], level: u8) -> Job {
        job_at(start, turns, level, Purpose::Move)
    }

    /// Runs `job` split `count` ways, one searcher per share, feeding every
    /// message to a gather; returns the replies it gave.
    fn run(job: &Job, count: u16) -> Vec<Reply> {
        let key = job.key();
        let mut gather = Gather::new(key.clone(), count, false);
        let mut messages = Vec::new();
        for index in 0..count {
            let mut searcher = Searcher::new(1, native_clock());
            let task = Task {
                job: job.clone(),
                index,
                count,
                solve: false,
            };
            let mut heard = Vec::new();
            let done = think(&mut searcher, &task, &mut |info| heard.push(info.clone()));
            messages.extend(heard.into_iter().map(|i| FromWorker::Progress(key.clone(), index, i)));
            messages.push(match done {
                Ok(share) => FromWorker::Searched(key.clone(), index, to_wire(&share)),
                Err(e) => FromWorker::Failed(key.clone(), e),
            });
        }
        // What the page does: tell the reducer, or have a worker merge.
        let mut replies = Vec::new();
        for message in messages {
            match gather.hear(message) {
                Some(Next::Tell(reply)) => replies.push(reply),
                Some(Next::Merge(shares)) => {
                    let merged = match merge_shares(&shares) {
                        Ok(answer) => FromWorker::Answer(key.clone(), answer),
                        Err(e) => FromWorker::Failed(key.clone(), e),
                    };
                    replies.extend(gather.hear(merged).map(|n| match n {
                        Next::Tell(reply) => reply,
                        Next::Merge(_) => panic!("merged twice"),
                    }));
                }
                None => {}
            }
        }
        replies
    }

    #[test]
    fn shares_make_one_answer_once_all_are_in_and_it_wins_like_one_worker() {
        // White mates at once here with c1d3 d+3 (tests/ai_safety.rs plays
        // this position too).
        let j = job(Start::FullBelt, &["g2g3 1+1", "g8h6 8+3", "c1b3 1+3", "c7c5 8+4"], 3);
        for count in [1, 2, 3] {
            let replies = run(&j, count);
            let answers: Vec<&Answer> = replies
                .iter()
                .filter_map(|r| match r {
                    Reply::Done(_, a) => Some(a),
                    _ => None,
                })
                .collect();
            assert_eq!(answers.len(), 1, "{count} shares: one answer");
            assert!(matches!(replies.last(), Some(Reply::Done(..))), "the answer comes last");
            let mut game = j.game().unwrap();
            game.play(answers[0].turn).unwrap();
            assert!(
                game.outcome().is_some(),
                "{count} shares: the mate is found: {}",
                answers[0].turn.machine()
            );
            let depths: Vec<u32> = replies
                .iter()
                .filter_map(|r| match r {
                    Reply::Progress(_, i) => Some(i.depth),
                    _ => None,
                })
                .collect();
            assert!(
                depths.windows(2).all(|w| w[0] < w[1]),
                "progress only for new depths: {depths:?}"
            );
        }
    }

    #[test]
    fn a_failure_ends_the_job_and_other_jobs_are_ignored() {
        let j = job(Start::NoPawns, &[], 1);
        let key = j.key();
        let mut gather = Gather::new(key.clone(), 2, false);
        let other = job(Start::FullBelt, &[], 1).key();
        assert_eq!(gather.hear(FromWorker::Failed(other, JobError::GameOver)), None);
        assert_eq!(
            gather.hear(FromWorker::Failed(key.clone(), JobError::GameOver)),
            Some(Next::Tell(Reply::Failed(key.clone(), JobError::GameOver)))
        );
        assert!(gather.is_over());
        assert_eq!(gather.hear(FromWorker::Failed(key, JobError::GameOver)), None);
    }

    #[test]
    fn the_solver_share_is_waited_for_but_not_its_progress_and_a_proof_is_told_at_once() {
        use crate::ai::solver::Proof;
        let j = job(Start::FullBelt, &[], 5);
        let key = j.key();
        let mut gather = Gather::new(key.clone(), 1, true);
        let info = depth_one();
        assert_eq!(
            gather.hear(FromWorker::Progress(key.clone(), 0, info.clone())),
            Some(Next::Tell(Reply::Progress(key.clone(), info.clone()))),
            "the searching share's depth is told without the solver's"
        );
        let proof = Proof {
            turn: j.game().unwrap().position().legal_turns()[0],
            turns: 3,
        };
        assert_eq!(
            gather.hear(FromWorker::Proven(key.clone(), proof)),
            Some(Next::Tell(Reply::Proven(key.clone(), proof)))
        );
        assert_eq!(
            gather.hear(FromWorker::Searched(key.clone(), 0, vec![1])),
            None,
            "the solver's share is awaited"
        );
        assert_eq!(
            gather.hear(FromWorker::Searched(key, 1, vec![2])),
            Some(Next::Merge(vec![vec![1], vec![2]]))
        );
    }

    #[test]
    fn more_shares_than_root_turns_still_answer() {
        // Few legal turns: most shares are empty.
        let j = job(Start::NoPawns, &[], 1);
        let replies = run(&j, 40);
        assert!(matches!(replies.last(), Some(Reply::Done(..))));
        let bad_index = Gather::new(j.key(), 2, false).hear(FromWorker::Progress(j.key(), 9, depth_one()));
        assert_eq!(bad_index, None, "a share that does not exist is ignored");
    }

    /// A report of depth 1 with nothing in it.
    fn depth_one() -> Info {
        Info {
            depth: 1,
            score: Score::centipawns(0),
            nodes: 1,
            elapsed_ms: 0,
            pv: Vec::new(),
            lines: Vec::new(),
        }
    }

    /// The answer of `replies`.
    fn answer(replies: &[Reply]) -> Answer {
        match replies.last() {
            Some(Reply::Done(_, a)) => a.clone(),
            other => panic!("no answer: {other:?}"),
        }
    }

    #[test]
    fn a_hint_never_allows_a_win_at_once_while_a_safe_turn_exists() {
        use crate::rules::tactics::refutation;
        // Black to move: c7c5 8+4, among others, lets White mate at once.
        let turns = ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3"];
        let j = job_at(Start::FullBelt, &turns, 1, Purpose::Hint);
        let pos = j.game().unwrap().position().clone();
        assert!(
            pos.legal_turns().iter().any(|t| refutation(&pos, t).is_some()),
            "a position with blunders to avoid"
        );
        for count in [1, 3] {
            let hint = answer(&run(&j, count)).turn;
            assert_eq!(refutation(&pos, &hint), None, "{count} shares: {}", hint.machine());
        }
    }

    #[test]
    fn a_merged_hint_that_would_allow_a_win_gives_way_to_a_safe_turn() {
        use crate::ai::Choice;
        use crate::rules::parse_turn;
        use crate::rules::tactics::refutation;
        use crate::ui::ai::job::Share;
        let turns = ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3"];
        let j = job_at(Start::FullBelt, &turns, 1, Purpose::Hint);
        let pos = j.game().unwrap().position().clone();
        let blunder = parse_turn(&pos, "c7c5 8+4").unwrap();
        assert!(refutation(&pos, &blunder).is_some());
        // A share as a search that (wrongly) preferred the blunder would send it.
        let mut searcher = Searcher::new(1, native_clock());
        let limits = crate::ai::Limits {
            depth: Some(1),
            ..Default::default()
        };
        let mut result = searcher
            .search(&pos, &[], limits, Choice::default(), &mut |_| {})
            .unwrap();
        result.best = blunder;
        result.candidates = vec![(blunder, Score::centipawns(900))];
        result.info.lines[0].score = Score::centipawns(900);
        result.info.lines[0].pv = vec![blunder];
        let share = |purpose| Share {
            fen: pos.fen(),
            choice: Choice::default(),
            result: Some(result.clone()),
            purpose,
            variant: pos.variant(),
            options: pos.options(),
            findings: None,
            guard_ms: None,
        };
        let moved = merge_shares(&[to_wire(&share(Purpose::Move))]).unwrap();
        assert_eq!(moved.turn, blunder, "the guard is the hint's alone");
        let hint = merge_shares(&[to_wire(&share(Purpose::Hint))]).unwrap();
        assert!(pos.is_legal(hint.turn));
        assert_eq!(refutation(&pos, &hint.turn), None, "{}", hint.turn.machine());
    }
}
