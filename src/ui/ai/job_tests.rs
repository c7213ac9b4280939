//! Tests of the AI's jobs (see job.rs): limits, the worker boundary, `think`.
use super::*;
use crate::ai::{native_clock, DEFAULT_TABLE_MB};
use crate::rules::{parse_turn, Start};

#[test]
fn an_assist_question_crosses_the_wire_unchanged() {
    // An illegal turn too: the worker, not the wire, refuses it.
    use crate::ui::ai::threats::Question;
    let pos = Position::start(Start::FullBelt, Options::default());
    let turn = parse_turn(&pos, "e2e4 a+1").unwrap();
    let after = pos.play(turn).unwrap();
    let job = AssistJob::new(&after, Question::Verdict(turn));
    assert_eq!(from_wire::<AssistJob>(&to_wire(&job)), Some(job));
}

/// The job of `level` for `purpose` after `turns` (machine form) from `start`.
pub(crate) fn job_at(start: Start, turns: &[&str], level: u8, purpose: Purpose) -> Job {
    let mut game = Game::new(Position::start(start, Options::default()));
    for t in turns {
        let turn = parse_turn(game.position(), t).unwrap();
        game.play(turn).unwrap();
    }
    Job::new(&game, Level::new(level).unwrap(), 7, purpose)
}

fn job(start: Start, turns: &[&str], purpose: Purpose) -> Job {
    job_at(start, turns, 1, purpose)
}

#[test]
fn a_move_on_the_clock_is_planned_from_the_time_left() {
    let mut j = job_at(Start::FullBelt, &["g1f3 f+4"], 5, Purpose::Move);
    let pos = j.game().unwrap().position().clone();
    assert_eq!(j.move_limits(&pos).0, j.level.limits(), "untimed: the level's own");
    j.clock = Some([900, 0]);
    let limits = j.move_limits(&pos).0;
    assert!(limits.time_ms.unwrap() < 900, "{limits:?}");
    assert_eq!(limits.depth, j.level.limits().depth, "the level still limits strength");
    assert_eq!(from_wire::<Job>(&to_wire(&j)), Some(j), "the clock crosses the wire");
}

/// The whole job as one share.
fn whole(job: &Job) -> Task {
    Task {
        job: job.clone(),
        index: 0,
        count: 1,
        solve: false,
    }
}

/// The turn one worker chooses for the whole job.
fn best(share: &Share) -> Turn {
    share.result.as_ref().expect("a root turn").best
}

#[test]
fn the_ai_answers_with_a_legal_turn_for_the_searched_position() {
    let mut searcher = Searcher::new(1, native_clock());
    let mut heard = 0;
    let j = job(Start::FullBelt, &["g1f3 f+4"], Purpose::Move);
    let share = think(&mut searcher, &whole(&j), &mut |_| heard += 1).unwrap();
    let game = j.game().unwrap();
    assert_eq!(share.fen, game.position().fen());
    assert!(
        game.position().check_turn(best(&share)).is_ok(),
        "{}",
        best(&share).machine()
    );
    assert!(heard >= 1);
}

#[test]
fn hints_use_the_hint_level_and_no_pawns_turns_have_no_belt() {
    let mut searcher = Searcher::new(DEFAULT_TABLE_MB.min(4), native_clock());
    let share = think(
        &mut searcher,
        &whole(&job(Start::NoPawns, &[], Purpose::Hint)),
        &mut |_| {},
    )
    .unwrap();
    assert!(best(&share).belt.is_none(), "{}", best(&share).machine());
}

#[test]
fn a_custom_start_is_searched_from_its_fen() {
    let mut searcher = Searcher::new(1, native_clock());
    let fen = "6rk/8/8/8/8/8/8/R3K3 w - - 0 20";
    let mut j = job(Start::FullBelt, &[], Purpose::Move);
    j.start_fen = fen.into();
    let share = think(&mut searcher, &whole(&j), &mut |_| {}).unwrap();
    assert_eq!(share.fen, fen);
    assert_ne!(j.key(), job(Start::FullBelt, &[], Purpose::Move).key());
    j.start_fen = "<img src=x>".into();
    assert!(matches!(
        think(&mut searcher, &whole(&j), &mut |_| {}),
        Err(JobError::Start)
    ));
}

#[test]
fn a_review_search_takes_its_budget_and_no_more() {
    let mut searcher = Searcher::new(1, native_clock());
    let j = job(Start::FullBelt, &["g1f3 f+4"], Purpose::Review(150));
    let started = std::time::Instant::now();
    let share = think(&mut searcher, &whole(&j), &mut |_| {}).unwrap();
    let ms = started.elapsed().as_millis();
    assert!(share.result.is_some());
    assert!(ms < 1000, "a 150 ms review search took {ms} ms");
    assert_ne!(j.key(), job(Start::FullBelt, &["g1f3 f+4"], Purpose::Review(500)).key());
}

#[test]
fn the_guard_has_the_time_the_search_left() {
    // Level 5 mates at once here: its search ends long before its time, and
    // the merge's guard may take what is left, never less than its share.
    let mut searcher = Searcher::new(1, native_clock());
    let mut j = job_at(Start::FullBelt, &[], 5, Purpose::Move);
    j.start_fen = "7k/5K2/5N2/8/8/8/1P6/R7 w - - 0 10".into();
    let share = think(&mut searcher, &whole(&j), &mut |_| {}).unwrap();
    let whole_ms = j.level.limits().time_ms.unwrap();
    let searched_ms = share.result.as_ref().unwrap().info.elapsed_ms;
    assert_eq!(share.guard_ms, Some(guard_ms_after(whole_ms, searched_ms)));
    assert!(share.guard_ms >= Some(crate::ai::guard::guard_ms(whole_ms)));
    // A job that is not guarded leaves the merge nothing to guard.
    let hint = think(
        &mut searcher,
        &whole(&job(Start::FullBelt, &[], Purpose::Hint)),
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(hint.guard_ms, None);
}

#[test]
fn bad_jobs_are_errors_not_panics() {
    let mut searcher = Searcher::new(1, native_clock());
    let mut bad = job(Start::FullBelt, &["g1f3 f+4"], Purpose::Move);
    bad.turns.push(bad.turns[0]);
    assert!(matches!(
        think(&mut searcher, &whole(&bad), &mut |_| {}),
        Err(JobError::Turn { index: 1, .. })
    ));
    assert_ne!(
        job(Start::FullBelt, &[], Purpose::Hint).key(),
        job(Start::FullBelt, &[], Purpose::Move).key()
    );
}

#[test]
fn a_task_crosses_the_worker_boundary_unchanged() {
    let task = Task {
        job: job(Start::FullBeltHowe, &["e2e4 a+1"], Purpose::Hint),
        index: 1,
        count: 2,
        solve: true,
    };
    assert_eq!(from_wire::<Task>(&to_wire(&task)), Some(task));
    let pos = Position::start(Start::FullBelt, Options::default());
    let ask = ToWorker::Assess(AssistJob::new(&pos, crate::ui::ai::threats::Question::Threat));
    assert_eq!(from_wire::<ToWorker>(&to_wire(&ask)), Some(ask));
}

#[test]
fn replies_cross_the_worker_boundary_unchanged_and_garbage_is_refused() {
    let j = job(Start::NoPawns, &[], Purpose::Move);
    let mut searcher = Searcher::new(1, native_clock());
    let share = think(&mut searcher, &whole(&j), &mut |_| {}).unwrap();
    let info = share.result.as_ref().unwrap().info.clone();
    let messages = [
        FromWorker::Ready,
        FromWorker::Unreadable,
        FromWorker::Progress(j.key(), 1, info),
        FromWorker::Answer(j.key(), merge_shares(&[to_wire(&share)]).unwrap()),
        FromWorker::Searched(j.key(), 0, to_wire(&share)),
        FromWorker::Assessed(Assessment::Danger("c5".parse::<crate::rules::Square>().unwrap().into())),
        FromWorker::Assessed(Assessment::NoPass(crate::rules::threats::NoPass::InCheck)),
        FromWorker::Failed(
            j.key(),
            JobError::Turn {
                index: 3,
                why: crate::rules::IllegalTurn::Move(
                    crate::rules::Move::parse_uci("e2e5").unwrap(),
                    crate::rules::MoveRefusal::CannotGo(crate::rules::Role::Pawn),
                ),
            },
        ),
    ];
    for m in messages {
        assert_eq!(from_wire::<FromWorker>(&to_wire(&m)), Some(m));
    }
    let bytes = to_wire(&j);
    assert_eq!(from_wire::<Job>(&bytes[..bytes.len() / 2]), None);
    assert_eq!(from_wire::<Job>(&[]), None);
    assert_eq!(from_wire::<FromWorker>(&[200, 1, 2]), None);
    assert_eq!(merge_shares(&[vec![1, 2, 3]]), Err(JobError::Unreadable));
    assert_eq!(merge_shares(&[]), Err(JobError::NoTurn));
}
