//! What the screen reader says: each turn in the page's language ("White:
//! knight g1 to f3, then file f shifted up 4."), the belt phase's prompts,
//! and each square's label. The move list and PGN keep SAN with English
//! letters; these are the words heard instead.
//!
//! A turn is said as its parts in order (the move, a promotion, the belt
//! move, check or mate, a win by capture), each a message of its own,
//! listed after the side: a list read aloud, so no part depends on another's
//! grammar. The piece taken has its own form (Russian's accusative).

use crate::i18n::{msg, t};
use crate::rules::{Position, Role, Square, Turn};
use crate::ui::words::keys::{belt_key, side_key};

/// A legal turn played from `before`, in words.
pub fn spoken_turn(before: &Position, turn: Turn) -> String {
    let board = before.board();
    let m = turn.normal;
    let role = board.role_at(m.from).unwrap_or(Role::Pawn);
    let (from, to) = (m.from.to_string(), m.to.to_string());
    let mut parts = Vec::new();
    // Castling is the king's two-square move (rules/notation.rs).
    if role == Role::King && m.from.file().index().abs_diff(m.to.file().index()) == 2 {
        let wing = if m.to.file() < m.from.file() { "long" } else { "short" };
        parts.push(t(&msg::spoken_castles(wing, &from)));
    } else {
        let piece = t(&msg::spoken_piece(role.name()));
        parts.push(match board.piece_at(m.to) {
            Some(p) => t(&msg::spoken_takes(
                &piece,
                &from,
                &t(&msg::spoken_piece_taken(p.role.name())),
                &to,
            )),
            None => t(&msg::spoken_move(&piece, &from, &to)),
        });
        if let Some(p) = m.promotion {
            parts.push(t(&msg::spoken_promotes(p.name())));
        }
    }
    if let Some(shift) = turn.belt {
        let (kind, name) = belt_key(shift.belt());
        let steps = shift.signed_steps();
        let dir = match (kind, steps > 0) {
            ("file", true) => "up",
            ("file", false) => "down",
            (_, true) => "right",
            _ => "left",
        };
        parts.push(t(&msg::spoken_belt(
            kind,
            dir,
            &name,
            &steps.unsigned_abs().to_string(),
        )));
    }
    if let Ok(next) = before.play(turn) {
        if next.is_check() {
            let mate = !next.is_capture_win() && !next.has_legal_turn();
            parts.push(t(if mate { msg::spoken_mate() } else { msg::spoken_check() }));
        }
        if next.is_capture_win() {
            parts.push(t(&msg::spoken_capture_win(side_key(before.turn()))));
        }
    }
    t(&msg::spoken_turn(side_key(before.turn()), &parts.join(", ")))
}

/// The label of one square: its name and piece, then what it means now.
pub fn square_label(
    square: Square,
    piece: Option<crate::rules::Piece>,
    selected: bool,
    target: bool,
    marked: bool,
) -> String {
    let name = square.to_string();
    let mut label = match piece {
        Some(p) => t(&msg::square_piece(side_key(p.color), p.role.name(), &name)),
        None => t(&msg::square_empty(&name)),
    };
    if selected {
        label = t(&msg::square_selected(&label));
    }
    if target {
        label = t(&msg::square_target(&label));
    }
    if marked {
        label = t(&msg::square_marked(&label));
    }
    label
}
