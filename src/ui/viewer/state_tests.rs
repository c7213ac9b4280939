use crate::rules::{parse_annotated_pgn, Square, Start};
use crate::ui::board::state::{BoardAction, ViewPoint};
use crate::ui::game::notice::Notice;
use crate::ui::record::link_error::error;
use crate::ui::record::link_error::LinkProblem;
use crate::ui::viewer::address::viewer_loaded;
use crate::ui::viewer::state::{ViewerAction, ViewerState};
use std::rc::Rc;

const NO_PAWNS: &str = "[Variant \"Chess without Pawns\"] 1. Nc3 {Out first.} Nc6 2. Nf3 Nf6 *";
const FULL_BELT: &str = "[Variant \"Full Belt Chess\"] 1. Nf3 f+4 {The knight ends up on f7.} *";

/// The viewer of `pgn`, Black at the bottom if `flipped`, opened at `ply`.
fn viewer(pgn: &str, flipped: bool, ply: usize) -> ViewerState {
    let annotated = parse_annotated_pgn(pgn).unwrap();
    ViewerState::open(viewer_loaded(&annotated, flipped), Rc::new(annotated), Vec::new(), ply)
}

fn board(state: &mut ViewerState, action: BoardAction) {
    state.apply(ViewerAction::Board(action));
}

#[test]
fn a_viewer_opens_its_game_at_the_turn_asked_for() {
    let v = viewer(NO_PAWNS, false, 1);
    assert_eq!(v.board.game.turns().len(), 4);
    assert_eq!(v.board.view, Some(ViewPoint::after(1)));
    assert_eq!((v.ply(), v.annotated.comment(v.ply())), (1, Some("Out first.")));
    assert!(!v.board.interactive() && v.problems.is_empty() && v.notice.is_none());
    let end = viewer(NO_PAWNS, false, 4);
    assert_eq!((end.board.view, end.ply()), (None, 4), "the last turn is the live game");
    let past = viewer(NO_PAWNS, false, 9);
    assert_eq!(past.board.view, None, "a turn past the end shows the end");
}

#[test]
fn a_viewer_steps_views_and_flips() {
    let mut v = viewer(FULL_BELT, false, 0);
    assert_eq!(v.ply(), 0);
    board(&mut v, BoardAction::Step(1));
    assert_eq!(
        v.board.view,
        Some(ViewPoint { ply: 1, half: true }),
        "after the normal move"
    );
    board(&mut v, BoardAction::Step(1));
    assert_eq!((v.board.view, v.ply()), (None, 1), "after the belt: the end");
    board(&mut v, BoardAction::First);
    assert_eq!(v.board.view, Some(ViewPoint::after(0)));
    board(&mut v, BoardAction::Last);
    assert_eq!(v.board.view, None);
    let mut v = viewer(NO_PAWNS, false, 0);
    board(&mut v, BoardAction::View(2));
    board(&mut v, BoardAction::StepTurn(1));
    assert_eq!(v.board.view, Some(ViewPoint::after(3)));
    board(&mut v, BoardAction::Flip);
    assert!(v.board.flipped);
}

#[test]
fn a_viewer_never_plays() {
    let mut v = viewer(NO_PAWNS, false, 4);
    let before = v.board.clone();
    board(&mut v, BoardAction::Typed("Ng5".into()));
    let (f3, g5) = ("f3".parse::<Square>().unwrap(), "g5".parse::<Square>().unwrap());
    board(&mut v, BoardAction::Press(f3));
    board(&mut v, BoardAction::Drop { from: f3, to: g5 });
    assert_eq!(v.board.game.turns(), before.game.turns(), "no turn played");
    assert!(v.board.selected.is_none() && v.board.feedback.is_none());
    assert!(Rc::ptr_eq(&v.board, &before), "the board itself is left alone");
}

#[test]
fn a_load_replaces_the_record_and_keeps_the_board_turned() {
    let mut v = viewer(NO_PAWNS, false, 1);
    board(&mut v, BoardAction::Flip);
    board(&mut v, BoardAction::KeyboardUsed);
    v.apply(ViewerAction::Refused(error("pgn", LinkProblem::Escape)));
    assert_eq!(v.problems.len(), 1);
    assert_eq!(
        v.board.game.turns().len(),
        4,
        "a PGN that does not read leaves the game"
    );
    let annotated = parse_annotated_pgn(FULL_BELT).unwrap();
    let loaded = viewer_loaded(&annotated, false);
    v.apply(ViewerAction::Load(Box::new(loaded), Rc::new(annotated)));
    assert_eq!(v.board.settings.start, Start::FullBelt);
    assert_eq!(v.board.game.turns().len(), 1);
    assert_eq!((v.board.view, v.ply()), (None, 1), "the new game at its end");
    assert!(
        v.board.flipped && v.board.keyboard,
        "turned as it was, keys still named"
    );
    assert!(v.problems.is_empty(), "the problem is gone with the game it was about");
    assert_eq!(v.annotated.comment(1), Some("The knight ends up on f7."));
}

#[test]
fn a_notice_is_kept_for_the_viewer_to_show() {
    let mut v = viewer(NO_PAWNS, false, 0);
    v.apply(ViewerAction::Notify(Notice::LanguageUnavailable("fr")));
    assert_eq!(v.notice, Some(Notice::LanguageUnavailable("fr")));
}
