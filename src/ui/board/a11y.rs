//! The board by keyboard and for screen readers: what a key does on the
//! focused square (the board is a WAI-ARIA grid with one tab stop), each
//! square's label, and the sentence announced after each turn. Plain Rust,
//! tested natively; the board component only forwards keys and focus.

use crate::i18n::{msg, t};
use crate::rules::Square;
use crate::ui::board::geometry::{square_at_cell, step, Cell};
use crate::ui::board::{
    phase::Phase,
    state::{Board, BoardAction},
};
use crate::ui::words::spoken::{spoken_turn, square_label};
use crate::ui::words::types;

/// What a key pressed on the focused square asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum KeyEffect {
    /// Move the focus to this square.
    Focus(Square),
    /// Send this action (the focus stays).
    Act(BoardAction),
    /// Not a board key: let the page have it.
    Ignore,
}

/// The focus after `key` on `focused`: the arrows move it by a square
/// (staying at the edge), Home and End to the ends of the row, PageUp and
/// PageDown to the ends of the column, all as the board is shown.
fn moved_focus(focused: Square, flipped: bool, key: &str) -> Option<Square> {
    let (dx, dy): (i32, i32) = match key {
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        "ArrowUp" => (0, 1),
        "ArrowDown" => (0, -1),
        "Home" => (-7, 0),
        "End" => (7, 0),
        "PageUp" => (0, 7),
        "PageDown" => (0, -7),
        _ => return None,
    };
    // Towards the edge as far as the board goes.
    let (mut sq, mut n) = (focused, dx.abs().max(dy.abs()));
    while n > 0 {
        match step(flipped, sq, dx.signum(), dy.signum()) {
            Some(next) => sq = next,
            None => break,
        }
        n -= 1;
    }
    Some(sq)
}

/// What `key` on the focused square does. Enter and Space act as a click on
/// the square (select a piece, move it, or in the belt phase mark a square
/// and shift the belt to a second square of its file or rank); Enter with
/// no square marked and a belt shifted confirms the turn; only while the
/// page lets the user act (`live`).
pub fn board_key(state: &Board, live: bool, focused: Square, key: &str) -> KeyEffect {
    if let Some(sq) = moved_focus(focused, state.flipped, key) {
        return KeyEffect::Focus(sq);
    }
    let press = matches!(key, "Enter" | " " | "Spacebar");
    if !press || !live {
        return KeyEffect::Ignore;
    }
    match state.pending {
        Some(p) if key == "Enter" && p.anchor.is_none() && p.preview.is_some() => {
            KeyEffect::Act(BoardAction::ConfirmBelt)
        }
        _ => KeyEffect::Act(BoardAction::Press(focused)),
    }
}

/// The square that holds the board's tab stop before the user moves it: the
/// selected piece, else the bottom-left corner as shown.
pub fn first_focus(state: &Board) -> Square {
    state
        .selected
        .unwrap_or(square_at_cell(state.flipped, Cell { row: 7, col: 0 }))
}

/// Every square's label for screen readers, by square index: its name, its
/// piece, and what it means now (selected, a legal destination, the marked
/// belt square). The board shown and the targets are worked out once for
/// all 64.
pub fn square_labels(state: &Board) -> Vec<String> {
    let board = state.shown_board();
    let live = state.view.is_none();
    let targets = if live { state.targets() } else { Vec::new() };
    let anchor = state.pending.and_then(|p| p.anchor).filter(|_| live);
    let selected = state.selected.filter(|_| live);
    Square::all()
        .map(|sq| {
            square_label(
                sq,
                board.piece_at(sq),
                selected == Some(sq),
                targets.contains(&sq),
                anchor == Some(sq),
            )
        })
        .collect()
}

/// What a screen reader hears after a change: the last turn in words and,
/// at the end, the result; in the belt phase, the belt being previewed.
pub fn announcement(state: &Board) -> String {
    let game = &state.game;
    if state.phase() == Phase::Belt {
        // A screen reader on a touch screen (VoiceOver, TalkBack) has no
        // Enter to press: it hears the buttons' way instead.
        let touch = state.touch && !state.keyboard;
        return match (state.pending.and_then(|p| p.shift()), touch) {
            (Some(shift), false) => t(&msg::spoken_belt_preview(&shift.display())),
            (Some(shift), true) => t(&msg::spoken_belt_preview_touch(&shift.display())),
            (None, false) => t(msg::spoken_belt_phase()),
            (None, true) => t(msg::spoken_belt_phase_touch()),
        };
    }
    let mut text = match (game.turns().last(), game.turns().len().checked_sub(1)) {
        (Some(&turn), Some(ply)) => game
            .position_at(ply)
            .map(|before| spoken_turn(before, turn))
            .unwrap_or_default(),
        _ => String::new(),
    };
    if let Some(outcome) = game.outcome() {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&types::outcome(outcome));
        text.push('.');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Start;
    use crate::ui::game::state::{Action, State};
    use crate::ui::settings::values::{Mode, Settings};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn two_players() -> State {
        State::new(Settings {
            start: Start::FullBelt,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        })
    }

    /// Applies the effect of `key` on `focused` as the board would.
    fn key(s: &mut State, focused: &mut Square, k: &str) {
        match board_key(&s.board, s.interactive(), *focused, k) {
            KeyEffect::Focus(next) => *focused = next,
            KeyEffect::Act(action) => s.apply(Action::Board(action)),
            KeyEffect::Ignore => {}
        }
    }

    #[test]
    fn a_whole_turn_by_keys() {
        let mut s = two_players();
        let mut at = first_focus(&s.board);
        assert_eq!(at, sq("a1"));
        for k in ["ArrowRight"; 6] {
            key(&mut s, &mut at, k);
        }
        assert_eq!(at, sq("g1"));
        key(&mut s, &mut at, "Enter");
        assert_eq!(s.board.selected, Some(sq("g1")));
        assert!(square_labels(&s.board)[usize::from(sq("f3").index())].ends_with("legal move"));
        for k in ["ArrowUp", "ArrowUp", "ArrowLeft"] {
            key(&mut s, &mut at, k);
        }
        key(&mut s, &mut at, " ");
        assert_eq!(s.board.phase(), Phase::Belt);
        // The belt: mark f3, then Enter on f7 shifts file f up 4; Enter confirms.
        key(&mut s, &mut at, "Enter");
        assert!(square_labels(&s.board)[usize::from(at.index())].contains("marked"));
        for _ in 0..4 {
            key(&mut s, &mut at, "ArrowUp");
        }
        key(&mut s, &mut at, "Enter");
        assert_eq!(s.board.pending.unwrap().shift().unwrap().display(), "f+4");
        assert_eq!(announcement(&s.board), "Belt f+4 previewed: press Enter to confirm.");
        key(&mut s, &mut at, "Enter");
        assert_eq!(s.board.game.display_moves(), ["Nf3 f+4"]);
        assert_eq!(
            announcement(&s.board),
            "White: knight g1 to f3, then file f shifted up 4."
        );
    }

    #[test]
    fn focus_stays_on_the_board_and_follows_the_flip() {
        let mut s = two_players();
        assert_eq!(
            board_key(&s.board, s.interactive(), sq("a1"), "ArrowLeft"),
            KeyEffect::Focus(sq("a1"))
        );
        assert_eq!(
            board_key(&s.board, s.interactive(), sq("c3"), "End"),
            KeyEffect::Focus(sq("h3"))
        );
        assert_eq!(
            board_key(&s.board, s.interactive(), sq("c3"), "PageUp"),
            KeyEffect::Focus(sq("c8"))
        );
        s.board_mut().flipped = true;
        assert_eq!(first_focus(&s.board), sq("h8"));
        assert_eq!(
            board_key(&s.board, s.interactive(), sq("c3"), "ArrowUp"),
            KeyEffect::Focus(sq("c2")),
            "up the screen is down the board"
        );
        assert_eq!(board_key(&s.board, s.interactive(), sq("c3"), "x"), KeyEffect::Ignore);
        s.apply(Action::Resign);
        assert_eq!(
            board_key(&s.board, s.interactive(), sq("e2"), "Enter"),
            KeyEffect::Ignore,
            "the game is over"
        );
        assert_eq!(announcement(&s.board), "Black wins by resignation.");
    }

    #[test]
    fn the_labels_of_all_64_squares_come_from_one_state() {
        let mut s = two_players();
        let at = |labels: &[String], name: &str| labels[usize::from(sq(name).index())].clone();
        let labels = square_labels(&s.board);
        assert_eq!(labels.len(), 64);
        assert_eq!(at(&labels, "g1"), "g1, White knight");
        assert_eq!(at(&labels, "e4"), "e4, empty");
        s.apply(Action::Board(BoardAction::Press(sq("g1"))));
        let labels = square_labels(&s.board);
        assert_eq!(at(&labels, "g1"), "g1, White knight, selected");
        assert_eq!(at(&labels, "f3"), "f3, empty, legal move");
        assert_eq!(at(&labels, "e4"), "e4, empty");
    }
}
