//! The analysis board through its reducer: the engine, the tree following
//! the board, and every edit of the tree.

use super::*;
use crate::ai::{Line, Score};
use crate::rules::{parse_turn, tree_to_pgn, Evaluation, Position, Start, Turn};
use crate::ui::ai::job::Purpose;
use crate::ui::analysis::engine::white_share;
use crate::ui::analysis::engine::MAX_LINES;
use crate::ui::analysis::review::Found;
use crate::ui::analysis::review::ReviewAction;
use crate::ui::analysis::tree::TreeAction;
use crate::ui::game::loaded::Loaded;
use crate::ui::settings::values::{Mode, Prefs, Settings};

fn settings() -> Settings {
    Settings {
        start: Start::FullBelt,
        mode: Mode::TwoPlayers,
        ..Settings::default()
    }
}

/// The analysis board on a fresh Full Belt game, its engine off.
fn board() -> AnalysisState {
    let loaded = Loaded::fresh(settings());
    let tree = MoveTree::from_game(&loaded.game);
    let mut s = AnalysisState::open(loaded, None, tree, Prefs::default());
    s.engine.on = false;
    s
}

/// `texts` played in turn from `pos`.
fn turns(pos: &Position, texts: &[&str]) -> Vec<Turn> {
    texts
        .iter()
        .scan(pos.clone(), |pos, t| {
            let turn = parse_turn(pos, t).ok()?;
            *pos = pos.play(turn).ok()?;
            Some(turn)
        })
        .collect()
}

fn typed(s: &mut AnalysisState, texts: &[&str]) {
    for t in texts {
        s.apply(BoardAction::Typed((*t).into()).into());
    }
}

fn info(depth: u32, score: i32, pv: &[Turn]) -> Info {
    Info {
        depth,
        score: Score::centipawns(score),
        nodes: 1000,
        elapsed_ms: 10,
        pv: pv.to_vec(),
        lines: vec![Line {
            score: Score::centipawns(score),
            pv: pv.to_vec(),
        }],
    }
}

#[test]
fn the_engine_runs_when_on_with_the_lines_asked_for() {
    let mut s = board();
    assert!(s.analysis_job().is_none(), "off");
    s.apply(AnalysisAction::EngineToggle);
    let job = s.analysis_job().expect("on");
    assert_eq!(job.purpose, Purpose::Analyse(1));
    s.apply(AnalysisAction::EngineLines(9));
    assert_eq!(s.analysis_job().unwrap().purpose, Purpose::Analyse(MAX_LINES));
    let opened = AnalysisState::open(
        Loaded::fresh(settings()),
        None,
        board().tree.as_ref().clone(),
        Prefs::default(),
    );
    assert!(opened.engine.on, "the engine starts with the page");
    assert_eq!(
        opened.board.settings.mode,
        Mode::TwoPlayers,
        "both sides are the user's"
    );
}

#[test]
fn a_depth_for_the_position_shown_is_kept_a_stale_one_is_not_and_a_line_plays() {
    let mut s = board();
    s.apply(AnalysisAction::EngineToggle);
    let key = s.analysis_job().unwrap().key();
    let pv = turns(s.board.position(), &["g1f3 f+4", "g8h6 a+1"]);
    s.apply(AnalysisAction::Analysed(key.clone(), info(3, 30, &pv)));
    assert_eq!(s.analysis_info().map(|i| i.depth), Some(3));
    assert_eq!(s.suggestion(), Some(pv[0]));
    assert_eq!(
        s.tree.eval(MoveTree::ROOT),
        Some(Evaluation::Pawns(30)),
        "the depth is the node's evaluation"
    );
    s.apply(AnalysisAction::PlayLine(0, 2));
    assert_eq!(s.board.game.turns(), pv.as_slice());
    assert_eq!(s.tree.ply(s.current), Some(2), "the tree follows the line played");
    assert!(
        s.analysis_info().is_none(),
        "the old position's depth is not the new one's"
    );
    s.apply(AnalysisAction::Analysed(key, info(4, 30, &pv)));
    assert!(s.analysis_info().is_none(), "a stale depth is ignored");
}

#[test]
fn an_earlier_position_is_analysed_and_a_turn_there_goes_on_from_it_as_a_side_line() {
    let mut s = board();
    typed(&mut s, &["g1f3 f+4", "g8h6 a+1", "b1c3 1+1"]);
    assert_eq!(s.tree.main_line().len(), 3, "the turns played are the tree's main line");
    s.apply(AnalysisAction::EngineToggle);
    s.apply(BoardAction::View(1).into());
    assert_eq!(
        s.analysis_job().unwrap().turns.len(),
        1,
        "the position shown is analysed"
    );
    assert_eq!(s.tree.ply(s.current), Some(1));
    // The same turn as the record's keeps the rest to redo; another drops it.
    typed(&mut s, &["g8h6 a+1"]);
    assert_eq!(s.board.game.turns().len(), 2);
    assert_eq!(s.board.redo.len(), 1);
    s.apply(BoardAction::View(1).into());
    typed(&mut s, &["b8c6 b+1"]);
    assert_eq!(s.board.game.turns().len(), 2);
    assert!(s.board.redo.is_empty());
    assert_eq!(s.board.view, None);
    let after_one = s.tree.main_line()[0];
    assert_eq!(s.tree.children(after_one).len(), 2, "the new turn is a side line");
    assert!(!s.tree.is_main_line(s.current));
    assert_eq!(s.tree.main_line().len(), 3, "the main line stays");
}

/// A board with the main line `g1f3 f+4, g8h6 a+1, b1c3 1+1` and the side
/// line `b8c6 b+1` after the first turn; the side line's node.
fn with_side_line() -> (AnalysisState, NodeId) {
    let mut s = board();
    typed(&mut s, &["g1f3 f+4", "g8h6 a+1", "b1c3 1+1"]);
    s.apply(BoardAction::View(1).into());
    typed(&mut s, &["b8c6 b+1"]);
    let side = s.current;
    (s, side)
}

#[test]
fn a_node_shown_puts_its_line_on_the_board() {
    let (mut s, side) = with_side_line();
    let main = s.tree.main_line();
    s.apply(TreeAction::Go(main[0]).into());
    assert_eq!(
        s.board.game.turns().len(),
        3,
        "the whole line through the node, to step through"
    );
    assert_eq!(s.board.view.map(|v| v.ply), Some(1));
    assert_eq!(s.current, main[0]);
    s.apply(TreeAction::Go(side).into());
    assert_eq!(s.board.game.turns().len(), 2);
    assert_eq!(s.board.view, None, "the end of the side line is the live position");
    assert_eq!(s.current, side);
}

#[test]
fn promote_make_main_and_delete_change_the_tree_and_the_board_follows_a_deleted_line() {
    let (mut s, side) = with_side_line();
    let old_main = s.tree.main_line()[1];
    s.apply(TreeAction::Promote(side).into());
    assert!(s.tree.is_main_line(side), "one place up from second is first");
    s.apply(TreeAction::MakeMain(old_main).into());
    assert!(s.tree.is_main_line(old_main));
    assert!(!s.tree.is_main_line(side));
    // The board shows the side line: deleting it shows its parent.
    s.apply(TreeAction::Go(side).into());
    let parent = s.tree.parent(side).unwrap();
    s.apply(TreeAction::Delete(side).into());
    assert!(!s.tree.contains(side));
    assert_eq!(s.current, parent);
    assert_eq!(
        s.board.game.turns().len(),
        3,
        "the parent's line, its main continuation included"
    );
    assert_eq!(s.board.view.map(|v| v.ply), Some(1));
    let len = s.tree.len();
    s.apply(TreeAction::Delete(side).into());
    assert_eq!(s.tree.len(), len, "a deleted node cannot be deleted again");
    s.apply(TreeAction::Go(side).into());
    assert_eq!(s.current, parent, "nor shown");
}

#[test]
fn a_comment_is_trimmed_and_a_blank_one_removes_it() {
    let (mut s, side) = with_side_line();
    s.apply(TreeAction::Comment(side, "  the knight comes out  ".into()).into());
    assert_eq!(s.tree.comment(side), Some("the knight comes out"));
    assert!(tree_to_pgn(&s.tree, &[]).contains("the knight comes out"));
    s.apply(TreeAction::Comment(side, " \n ".into()).into());
    assert_eq!(s.tree.comment(side), None);
}

#[test]
fn an_opened_pgn_becomes_the_tree_and_an_unreadable_one_is_refused_changing_nothing() {
    let (mut s, side) = with_side_line();
    s.apply(TreeAction::Comment(side, "kept".into()).into());
    let pgn = tree_to_pgn(&s.tree, &[]);
    let mut other = board();
    other.apply(TreeAction::Import("1. Zz9 f+4 *".into()).into());
    assert!(other.import_error.is_some(), "an unreadable turn: refused");
    let len = other.tree.len();
    other.apply(TreeAction::Import("[Variant \"nonsense\"]\n1. ?? *".into()).into());
    assert!(other.import_error.is_some());
    assert_eq!(other.tree.len(), len, "the tree is unchanged");
    other.apply(TreeAction::Import(pgn).into());
    assert_eq!(other.import_error, None);
    assert_eq!(other.tree.len(), s.tree.len());
    assert_eq!(other.board.game.turns().len(), 3, "the main line is shown, at its end");
    assert_eq!(other.board.view, None);
    let kept = other.tree.children(other.tree.main_line()[0])[1];
    assert_eq!(other.tree.comment(kept), Some("kept"));
}

#[test]
fn the_reviews_evaluations_join_the_tree_where_the_engine_left_none() {
    let mut s = board();
    typed(&mut s, &["g1f3 f+4", "g8h6 a+1"]);
    let found = |e: &str| {
        Some(Found {
            eval: e.parse().unwrap(),
            best: None,
        })
    };
    let main = s.tree.main_line();
    Rc::make_mut(&mut s.tree)
        .set_eval(main[0], Some(Evaluation::Pawns(-5)))
        .unwrap();
    s.apply(ReviewAction::Start(vec![found("+0.20"), found("+0.40"), found("+0.10")], false).into());
    assert_eq!(s.tree.eval(MoveTree::ROOT), Some(Evaluation::Pawns(20)));
    assert_eq!(s.tree.eval(main[0]), Some(Evaluation::Pawns(-5)), "the engine's stays");
    assert_eq!(s.tree.eval(main[1]), Some(Evaluation::Pawns(10)));
}

#[test]
fn the_bar_is_halved_at_even_full_at_mate() {
    assert_eq!(white_share(Score::centipawns(0)), 50);
    assert_eq!(white_share(Score::centipawns(200)), 59);
    assert_eq!(white_share(Score::centipawns(-5000)), 5);
    assert_eq!(white_share(Score::mate_in(3)), 100);
    assert_eq!(white_share(Score::mated_in(2)), 0);
}

#[test]
fn an_opened_timed_pgn_keeps_the_time_each_turn_took() {
    let mut s = board();
    s.apply(
        TreeAction::Import(
            "[Variant \"Chess without Pawns\"]\n[TimeControl \"60+2\"]\n\n\
             1. Nc3 {[%clk 0:01:00]} Nf6 {[%clk 0:00:55.5]} 2. Nb5 {[%clk 0:00:52]} *"
                .into(),
        )
        .into(),
    );
    assert_eq!(s.import_error, None);
    let taken: Vec<_> = s
        .tree
        .main_line()
        .iter()
        .map(|&n| s.tree.time_taken(n).map(|m| m.0))
        .collect();
    assert_eq!(taken, [Some(0), Some(6_500), Some(10_000)]);
    // Written back with the clocks (the tree kept in this browser keeps them).
    assert!(tree_to_pgn(&s.tree, &[]).contains("[%clk 0:00:55.5]"));
}

#[test]
fn the_board_takes_board_actions_through_the_analysis_reducer_alone() {
    // The analysis board holds a `Board` and sends it `BoardAction`s: no
    // game page's state (no dialog, AI, clocks, puzzles) is involved.
    let mut s = board();
    let sq = |n: &str| n.parse::<crate::rules::Square>().unwrap();
    let first: Rc<Board> = Rc::clone(&s.board);
    s.apply(AnalysisAction::Board(BoardAction::Press(sq("g1"))));
    s.apply(AnalysisAction::Board(BoardAction::Press(sq("f3"))));
    for _ in 0..4 {
        s.apply(AnalysisAction::Board(BoardAction::Arrow(
            crate::rules::Belt::from_char('f').unwrap(),
            1,
        )));
    }
    s.apply(AnalysisAction::Board(BoardAction::ConfirmBelt));
    assert_eq!(s.board.game.display_moves(), ["Nf3 f+4"]);
    assert_eq!(s.tree.ply(s.current), Some(1), "the tree follows the board");
    assert!(first.game.turns().is_empty(), "the earlier snapshot is left as it was");
    // Back to the start and another turn there: a side line, as on the board.
    s.apply(AnalysisAction::Board(BoardAction::First));
    s.apply(AnalysisAction::Board(BoardAction::Typed("Nc3 c+1".into())));
    assert_eq!(s.board.game.display_moves(), ["Nc3 c+1"]);
    assert_eq!(s.tree.children(MoveTree::ROOT).len(), 2);
    // An action of the page's own leaves the board's snapshot alone.
    let board = Rc::clone(&s.board);
    s.apply(AnalysisAction::EngineLines(2));
    assert!(Rc::ptr_eq(&board, &s.board));
    // A language installed draws the board again: a new snapshot, the same board.
    s.apply(AnalysisAction::Board(BoardAction::LanguageShown));
    assert!(!Rc::ptr_eq(&board, &s.board));
    assert_eq!(s.board.game.turns(), board.game.turns());
}

#[test]
fn a_promotion_waits_on_the_board_for_its_piece() {
    let fen = "8/P6k/8/8/8/8/8/K7 w - - 0 5";
    let loaded = Loaded::new(
        settings(),
        crate::rules::Game::new(Position::from_fen(fen, crate::rules::Variant::FullBelt, Default::default()).unwrap()),
    );
    let tree = MoveTree::from_game(&loaded.game);
    let mut s = AnalysisState::open(loaded, None, tree, Prefs::default());
    s.engine.on = false;
    let sq = |n: &str| n.parse::<crate::rules::Square>().unwrap();
    s.apply(AnalysisAction::Board(BoardAction::Press(sq("a7"))));
    s.apply(AnalysisAction::Board(BoardAction::Press(sq("a8"))));
    assert_eq!(s.board.promotion, Some(crate::rules::Move::new(sq("a7"), sq("a8"))));
    assert!(!s.board.interactive(), "the board waits for the piece");
    s.apply(AnalysisAction::Board(BoardAction::Promote(crate::rules::Role::Knight)));
    assert_eq!(s.board.promotion, None);
    assert!(s.board.pending.is_some(), "the belt phase follows");
}
