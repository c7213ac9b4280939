use super::*;
use crate::ai::Score;
use crate::rules::{Color, Options, Start};
use crate::ui::ai::job::Purpose;
use crate::ui::game::loaded::Loaded;
use crate::ui::settings::values::Prefs;
use crate::ui::settings::values::{Mode, Settings};
use crate::ui::{analysis::state::AnalysisState, board::state::BoardAction};

/// Full Belt: Black's fourth turn (`c7c5 8+4`) lets White mate at once with `c1d3 d+3`.
const BLUNDER_GAME: [&str; 5] = ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3", "c7c5 8+4", "c1d3 d+3"];

/// The analysis board (its engine off) after `turns`.
fn board(turns: &[&str]) -> AnalysisState {
    let loaded = Loaded::fresh(Settings {
        start: Start::FullBelt,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    });
    let tree = crate::rules::MoveTree::from_game(&loaded.game);
    let mut s = AnalysisState::open(loaded, None, tree, Prefs::default());
    s.engine.on = false;
    for t in turns {
        s.apply(BoardAction::Typed((*t).into()).into());
    }
    assert_eq!(s.board.game.turns().len(), turns.len(), "the test game is legal");
    s
}

/// The engine's answer for the review's current job: `cp` for the side to move.
fn answer(s: &AnalysisState, cp: i32) -> (JobKey, Info) {
    let job = s.review_job().expect("a position to review");
    let game = job.game().unwrap();
    let best = game.position().legal_turns().first().copied();
    let info = Info {
        depth: 5,
        score: Score::centipawns(cp),
        nodes: 100,
        elapsed_ms: 100,
        pv: best.into_iter().collect(),
        lines: Vec::new(),
    };
    (job.key(), info)
}

#[test]
fn the_review_searches_each_position_once_and_a_cancelled_one_resumes() {
    let mut s = board(&BLUNDER_GAME);
    s.engine.on = true;
    s.apply(BoardAction::View(1).into());
    assert!(s.analysis_job().is_some());
    s.apply(ReviewAction::Start(Vec::new(), true).into());
    assert!(s.analysis_job().is_none(), "the analysis engine waits for the review");
    assert_eq!(s.review.found.len(), 6);
    assert!(s.review.found[5].is_some(), "the mated position needs no search");
    assert_eq!(s.review.found[5].unwrap().eval, Evaluation::mate(Color::White, 0));
    let job = s.review_job().unwrap();
    assert_eq!(job.purpose, Purpose::Review(500));
    assert!(job.turns.is_empty());
    let (key, info) = answer(&s, 20);
    s.apply(ReviewAction::Reviewed(key.clone(), info.clone()).into());
    assert_eq!(s.review.progress(), (2, 6));
    s.apply(ReviewAction::Reviewed(key, info).into());
    assert_eq!(s.review.progress(), (2, 6), "a stale answer is ignored");
    assert_eq!(s.review_job().unwrap().turns.len(), 1);
    s.apply(ReviewAction::Stop.into());
    assert!(s.review_job().is_none());
    assert!(s.analysis_job().is_some(), "the analysis engine is back");
    s.board_mut().prefs.review_ms = 100;
    s.apply(ReviewAction::Start(Vec::new(), true).into());
    let job = s.review_job().unwrap();
    assert_eq!(job.turns.len(), 1, "resumed where it stopped");
    assert_eq!(job.purpose, Purpose::Review(100));
    for cp in [-30, 10, -30, 900] {
        let (key, info) = answer(&s, cp);
        s.apply(ReviewAction::Reviewed(key, info).into());
    }
    assert!(s.review.complete());
    assert!(!s.review.running);
    assert!(s.review_job().is_none());
    // Black to move after 1 turn: -30 for Black is +0.30 for White.
    assert_eq!(s.review.eval(0), Some(Evaluation::Pawns(20)));
    assert_eq!(s.review.eval(1), Some(Evaluation::Pawns(30)));
    assert_eq!(s.review.eval(2), Some(Evaluation::Pawns(10)));
    assert_eq!(s.review.eval(4), Some(Evaluation::Pawns(900)));
}

#[test]
fn marks_come_from_the_stored_evaluations_and_reach_the_move_list() {
    let mut s = board(&BLUNDER_GAME);
    let evals = ["+0.20", "+0.20", "+0.10", "+0.00", "#1"];
    let saved: Vec<Option<Found>> = evals
        .iter()
        .map(|e| {
            Some(Found {
                eval: e.parse().unwrap(),
                best: None,
            })
        })
        .collect();
    s.apply(ReviewAction::Start(saved, true).into());
    assert!(
        s.review.complete() && !s.review.running,
        "all was saved: nothing to search"
    );
    let marks = s.review.missing_marks(s.board.game.start());
    assert_eq!(marks.len(), 5);
    s.apply(ReviewAction::Marked(marks).into());
    assert!(
        s.review.missing_marks(s.board.game.start()).is_empty(),
        "each turn is judged once"
    );
    assert_eq!(s.review_mark(4), Some(Mark::Blunder), "c7c5 allowed the mate");
    assert_eq!(s.review_mark(1), None);
    assert_eq!(s.review_mark(5), None, "the mate itself is never marked");
    let summary = crate::rules::review::summarize(&s.review.known_marks());
    assert_eq!(summary.black.blunders, 1);
    assert_eq!(summary.white.turns, 3);
    // Another game on the board: the old marks are not its marks.
    s.apply(BoardAction::View(3).into());
    s.apply(BoardAction::Typed("b7b6 8+1".into()).into());
    assert_eq!(s.review_mark(4), None);
}

#[test]
fn the_better_turn_is_drawn_on_the_position_before_the_marked_turn() {
    let mut s = board(&BLUNDER_GAME);
    s.apply(ReviewAction::Start(Vec::new(), true).into());
    for cp in [0, 0, 0, 0, 0] {
        let (key, info) = answer(&s, cp);
        s.apply(ReviewAction::Reviewed(key, info).into());
    }
    assert!(s.review.complete());
    let best = s.review.found[3].unwrap().best;
    assert!(best.is_some());
    s.apply(ReviewAction::ShowBetter(4).into());
    assert_eq!(s.board.view.map(|v| v.ply), Some(3));
    assert_eq!(s.review_better(), best);
    assert_eq!(s.suggestion(), best);
    s.apply(BoardAction::View(2).into());
    assert_eq!(s.review_better(), None);
}

#[test]
fn the_saved_form_reads_back_and_damage_costs_only_its_lines() {
    let mut s = board(&BLUNDER_GAME);
    s.apply(ReviewAction::Start(Vec::new(), true).into());
    for cp in [15, -40, 120, 0, 0] {
        let (key, info) = answer(&s, cp);
        s.apply(ReviewAction::Reviewed(key, info).into());
    }
    let text = s.review.to_text();
    assert_eq!(read_saved(&text, &s.board.game), s.review.found);
    let mut lines: Vec<&str> = text.lines().collect();
    lines[1] = "+9x.00 g1f3 f+4";
    lines[2] = "+0.50 <img src=x>";
    lines[3] = "-";
    let damaged = read_saved(&lines.join("\n"), &s.board.game);
    assert_eq!(damaged.len(), 6);
    assert_eq!(damaged[0], s.review.found[0]);
    assert_eq!(&damaged[1..4], &[None, None, None]);
    assert_eq!(damaged[4], s.review.found[4]);
    for junk in ["", "\u{0}\u{ffff}", "#99999999", &"-\n".repeat(100)] {
        let read = read_saved(junk, &s.board.game);
        assert_eq!(read.len(), 6);
        assert!(read.iter().all(Option::is_none), "{junk:?}");
    }
    let key = storage_key(&s.board.game);
    assert!(key.contains(&s.board.game.start().fen()) && key.contains("c7c5 8+4"));
    assert_ne!(
        key,
        storage_key(&Game::new(Position::start(Start::FullBelt, Options::default())))
    );
}

#[test]
fn a_drop_after_the_engines_own_choice_is_no_mistake() {
    let evals = ["+1.00", "-0.50", "-0.50", "-0.50", "-0.50", "#0"];
    let mut s = board(&BLUNDER_GAME);
    let first = s.board.game.turns()[0];
    for best in [None, Some(first)] {
        let saved: Vec<Option<Found>> = evals
            .iter()
            .enumerate()
            .map(|(i, e)| {
                Some(Found {
                    eval: e.parse().unwrap(),
                    best: if i == 0 { best } else { None },
                })
            })
            .collect();
        s.review = Review::default();
        s.apply(ReviewAction::Start(saved, false).into());
        let marks = s.review.missing_marks(s.board.game.start());
        let expected = if best.is_none() { Some(Mark::Inaccuracy) } else { None };
        assert_eq!(marks[0].1.mark, expected, "best {best:?}");
        assert_eq!(marks[3].1.mark, Some(Mark::Blunder), "a blunder stays one");
    }
}
