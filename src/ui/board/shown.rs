//! What the board shows, derived from the state: the position (live or from
//! the history), the pieces with the turn being built applied, the phase,
//! and the last turn.

use crate::rules::{BeltShift, Board, Outcome, Piece, Position, Square, Turn};
use crate::ui::board::phase::Phase;
use crate::ui::board::state::Board as BoardState;

impl BoardState {
    /// The live position (the game's current one).
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The position shown: the one picked in the history, else the live one.
    /// Half-way through a turn, the position before it (the board shows its
    /// normal move played: [`State::shown_board`]).
    pub fn shown_position(&self) -> &Position {
        self.view
            .and_then(|v| self.game.position_at(v.whole_turns()))
            .unwrap_or_else(|| self.position())
    }

    /// The turn half-shown when the history is viewed half-way through it.
    fn half_turn(&self) -> Option<Turn> {
        let v = self.view.filter(|v| v.half)?;
        self.game.turns().get(v.ply - 1).copied()
    }

    /// How the game ended, if it has: by the rules, or by a flag.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game
            .outcome()
            .or_else(|| self.flag.map(|(_, fall)| fall.outcome()))
    }

    /// What the board waits for.
    pub fn phase(&self) -> Phase {
        if self.outcome().is_some() {
            Phase::Over
        } else if self.settings.mode.ai_plays(self.position().turn()) {
            Phase::Ai
        } else if self.pending.is_some() {
            Phase::Belt
        } else {
            Phase::Move
        }
    }

    /// Whether the user may act on the board now, as far as the board
    /// knows (their turn, the live view, no promotion waiting); a page adds
    /// its own reasons.
    pub fn interactive(&self) -> bool {
        self.view.is_none() && self.promotion.is_none() && matches!(self.phase(), Phase::Move | Phase::Belt)
    }

    /// The pieces shown: the viewed position, or the live one with the
    /// pending normal move and the previewed belt shift applied.
    pub fn shown_board(&self) -> Board {
        if self.view.is_some() {
            let pos = self.shown_position();
            return match self.half_turn().and_then(|t| pos.after_move(t.normal)) {
                Some(after) => *after.board(),
                None => *pos.board(),
            };
        }
        let pos = self.position();
        match self
            .pending
            .and_then(|p| pos.after_move(p.normal).map(|a| (p, *a.board())))
        {
            Some((p, board)) => p.shift().map_or(board, |s| board.shifted(s)),
            None => *pos.board(),
        }
    }

    /// The last turn played before the shown position (half-way through a
    /// turn, its normal move alone).
    pub fn last_turn(&self) -> Option<Turn> {
        if let Some(t) = self.half_turn() {
            return Some(Turn {
                normal: t.normal,
                belt: None,
            });
        }
        let ply = self.view.map_or(self.game.turns().len(), |v| v.ply);
        ply.checked_sub(1).and_then(|i| self.game.turns().get(i).copied())
    }

    /// The board before the last turn shown (for its origin square and its replay).
    pub fn board_before_last(&self) -> Option<Board> {
        let ply = self.view.map_or(self.game.turns().len(), |v| v.ply);
        ply.checked_sub(1)
            .and_then(|i| self.game.position_at(i))
            .map(|p| *p.board())
    }

    /// Where the last turn's piece came from and where it is now (after the
    /// belt carried it), and the belt shifted.
    pub fn last_marks(&self) -> Option<LastMarks> {
        let turn = self.last_turn()?;
        Some(LastMarks {
            from: turn.normal.from,
            to: landing(turn.normal.to, turn.belt),
            belt: turn.belt,
        })
    }

    /// In the belt phase, the normal move's origin and where its piece is
    /// now, the previewed shift included.
    pub fn pending_marks(&self) -> Option<(Square, Square)> {
        let p = self.pending.filter(|_| self.view.is_none())?;
        Some((p.normal.from, landing(p.normal.to, p.shift())))
    }

    /// The pieces giving check in the shown position (none while a turn is being built).
    pub fn checkers(&self) -> Vec<Square> {
        if self.pending.is_some() && self.view.is_none() || self.half_turn().is_some() {
            return Vec::new();
        }
        let pos = self.shown_position();
        let board = pos.board();
        pos.checked_kings()
            .flat_map(|k| board.attackers(k, !pos.turn(), board.occupied()))
            .collect()
    }

    /// The piece as `data-piece` writes it (`wN`).
    pub fn piece_code(piece: Piece) -> String {
        format!("{}{}", piece.color.char(), piece.role.upper_char())
    }
}

/// The marks of the last turn on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LastMarks {
    /// The normal move's origin.
    pub from: Square,
    /// Where the moved piece stands now, after the belt.
    pub to: Square,
    /// The belt shifted, if any.
    pub belt: Option<BeltShift>,
}

/// Where a piece that moved to `to` stands once `belt` has shifted.
fn landing(to: Square, belt: Option<BeltShift>) -> Square {
    match belt {
        Some(shift) if shift.belt().mask().contains(to) => shift.square_after(to),
        _ => to,
    }
}
