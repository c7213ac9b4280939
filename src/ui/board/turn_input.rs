//! Building a turn on the board: select and move a piece (click-click, drag,
//! keyboard, typed text), then in Full Belt Chess preview a belt shift
//! (arrows, a drag along a file or rank, two squares of one belt) and
//! confirm it, or back out.

use crate::rules::{parse_turn, Belt, BeltShift, Move, Role, Square, Turn};
use crate::ui::board::motion::{offset, turn_slides};
use crate::ui::board::phase::{Feedback, NotNow, Phase};
use crate::ui::board::state::BeltState;
use crate::ui::board::state::Pending;
use crate::ui::board::state::{Board, Gate};

impl Board {
    /// The squares the selected piece may move to.
    pub fn targets(&self) -> Vec<Square> {
        match self.selected {
            Some(from) if self.pending.is_none() => self
                .position()
                .legal_moves()
                .into_iter()
                .filter(|m| m.from == from)
                .map(|m| m.to)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// In the belt phase, each of the 16 belts with the reason it cannot be
    /// shifted at all (forbidden, empty, no shift changes it, every shift
    /// leaves the king attacked...). Empty outside the belt phase.
    pub fn belt_states(&self) -> Vec<BeltState> {
        let pos = self.position();
        let Some(after) = self.pending.and_then(|p| pos.after_move(p.normal)) else {
            return Vec::new();
        };
        Belt::ALL
            .iter()
            .map(|&belt| {
                let refusals: Vec<_> = (1..8)
                    .filter_map(|k| BeltShift::new(belt, k))
                    .map(|s| after.refusal(s))
                    .collect();
                let disabled = if refusals.iter().any(Option::is_none) {
                    None
                } else {
                    refusals.first().copied().flatten()
                };
                BeltState { belt, disabled }
            })
            .collect()
    }

    /// Why the previewed belt move cannot be confirmed, or `None` when it can
    /// (also outside the belt phase).
    pub fn confirm_refusal(&self) -> Option<Feedback> {
        let pending = self.pending?;
        let Some(shift) = pending.shift() else {
            return Some(Feedback::NoBeltChosen);
        };
        let after = self.position().after_move(pending.normal)?;
        after.refusal(shift).map(|r| Feedback::ShiftRefused(shift, r))
    }

    /// The whole turn previewed in the belt phase, when it may be confirmed.
    pub fn previewed_turn(&self) -> Option<Turn> {
        let pending = self.pending?;
        if self.confirm_refusal().is_some() {
            return None;
        }
        Some(Turn {
            normal: pending.normal,
            belt: pending.shift(),
        })
    }

    /// Plays a legal whole turn, animating all of it from the board before it.
    pub fn commit(&mut self, turn: Turn, animate_normal: bool) -> Result<(), Feedback> {
        let pos = self.position().clone();
        let after = pos.check_turn(turn).map_err(Feedback::Illegal)?;
        let normal = animate_normal.then_some(turn.normal);
        let slides = turn_slides(
            pos.board(),
            normal,
            after.board(),
            turn.belt.map(|b| (b.belt(), b.signed_steps())),
        );
        self.game.play(turn).map_err(Feedback::Illegal)?;
        if self.redo.last() == Some(&turn) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.pending = None;
        self.selected = None;
        // A turn waiting for its second confirmation is gone with the position.
        self.asked = None;
        self.bump(slides);
        Ok(())
    }

    /// Starts the belt phase after a legal normal move, or plays the turn at
    /// once in Chess without Pawns.
    fn make_normal(&mut self, m: Move, animate: bool, gate: &Gate) {
        let pos = self.position().clone();
        if pos.variant().has_belts() {
            self.selected = None;
            self.pending = Some(Pending {
                normal: m,
                preview: None,
                anchor: None,
            });
            let after = pos.after_move(m).map(|a| *a.board()).unwrap_or(*pos.board());
            let slides = if animate {
                turn_slides(pos.board(), Some(m), &after, None)
            } else {
                Vec::new()
            };
            self.bump(slides);
        } else if self.needs_danger_confirm(Turn { normal: m, belt: None }, gate) {
            // A move to a square marked dangerous waits for its second confirmation.
        } else if let Err(e) = self.commit(Turn { normal: m, belt: None }, animate) {
            self.feedback = Some(e);
        }
    }

    /// Tries the move `from`-`to` for the user; asks for a promotion piece when needed.
    fn try_user_move(&mut self, from: Square, to: Square, animate: bool, gate: &Gate) -> bool {
        let moves: Vec<Move> = self
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == from && m.to == to)
            .collect();
        match moves.as_slice() {
            [] => false,
            [m] => {
                self.make_normal(*m, animate, gate);
                true
            }
            [m, ..] => {
                self.selected = None;
                self.promotion = Some(Move::new(m.from, m.to));
                true
            }
        }
    }

    fn own_piece(&self, sq: Square) -> bool {
        let pos = self.position();
        pos.board().piece_at(sq).is_some_and(|p| p.color == pos.turn())
    }

    pub(crate) fn press(&mut self, sq: Square, gate: &Gate) {
        if self.pending.is_some() {
            self.belt_press(sq);
            return;
        }
        let selected = self.selected;
        match selected {
            Some(from) if from == sq => self.selected = None,
            Some(from) if self.try_user_move(from, sq, true, gate) => {}
            _ => self.selected = self.own_piece(sq).then_some(sq),
        }
    }

    pub(crate) fn drop(&mut self, from: Square, to: Square, gate: &Gate) {
        if self.pending.is_some() {
            self.belt_drag(from, to);
        } else if from == to {
            // A press and release on the same square: the press already selected it.
        } else if !self.try_user_move(from, to, false, gate) {
            // Snap back: the piece returns, still selected for a click-click retry.
            self.selected = self.own_piece(from).then_some(from);
            self.bump(Vec::new());
        }
    }

    pub(crate) fn promote(&mut self, role: Role, gate: &Gate) {
        if let Some(m) = self.promotion.take() {
            self.make_normal(
                Move {
                    promotion: Some(role),
                    ..m
                },
                true,
                gate,
            );
        }
    }

    /// Shifts the pending preview of `belt` by `delta` more steps (another belt starts afresh).
    pub(crate) fn shift_preview(&mut self, belt: Belt, delta: i32) {
        let Some(mut pending) = self.pending else { return };
        if let Some(reason) = self
            .belt_states()
            .iter()
            .find(|b| b.belt == belt)
            .and_then(|b| b.disabled)
        {
            self.feedback = Some(Feedback::BeltRefused(belt, reason));
            return;
        }
        let before = self.shown_board();
        let steps = match pending.preview {
            Some((b, s)) if b == belt => s + delta,
            _ => delta,
        };
        let steps = (steps + 4).rem_euclid(8) - 4;
        let base = match pending.preview {
            Some((b, _)) if b != belt => {
                // Another belt was previewed: go back to the board after the normal move first.
                let pos = self.position();
                pos.after_move(pending.normal).map(|a| *a.board()).unwrap_or(before)
            }
            _ => before,
        };
        pending.preview = (steps != 0).then_some((belt, steps));
        pending.anchor = None;
        // A turn asked about and left is asked about again when it comes back.
        self.asked = None;
        self.pending = Some(pending);
        self.bump(turn_slides(&base, None, &base, Some((belt, delta))));
    }

    fn belt_press(&mut self, sq: Square) {
        let Some(mut pending) = self.pending else { return };
        match pending.anchor {
            Some(a) if a == sq => pending.anchor = None,
            Some(a) if a.file() == sq.file() || a.rank() == sq.rank() => {
                self.belt_drag(a, sq);
                return;
            }
            _ => pending.anchor = Some(sq),
        }
        self.pending = Some(pending);
    }

    pub(crate) fn belt_drag(&mut self, from: Square, to: Square) {
        let (df, dr) = offset(to, from);
        match (df, dr) {
            (0, 0) => {}
            (0, _) => self.shift_preview(Belt::File(from.file()), dr),
            (_, 0) => self.shift_preview(Belt::Rank(from.rank()), df),
            _ => self.feedback = Some(Feedback::NotOneBelt(from, to)),
        }
    }

    pub(crate) fn confirm(&mut self, gate: &Gate) {
        let Some(pending) = self.pending else {
            // Chess without Pawns: the move to a dangerous square, confirmed again.
            if let Some(turn) = self.asked_move().filter(|_| self.phase() == Phase::Move) {
                if let Err(e) = self.commit(turn, true) {
                    self.feedback = Some(e);
                }
            }
            return;
        };
        if let Some(refusal) = self.confirm_refusal() {
            self.feedback = Some(refusal);
            return;
        }
        let turn = Turn {
            normal: pending.normal,
            belt: pending.shift(),
        };
        // A turn that allows a win in one is played only when confirmed again.
        if self.needs_second_confirm(turn, gate) {
            return;
        }
        // The preview already shows the pieces in place: nothing to animate.
        match self.commit(turn, false) {
            Ok(()) => self.motion.slides.clear(),
            Err(e) => self.feedback = Some(e),
        }
    }

    pub(crate) fn cancel_belt(&mut self) {
        self.asked = None;
        if self.pending.take().is_some() {
            self.bump(Vec::new());
        }
    }

    pub(crate) fn escape(&mut self) {
        if self.promotion.take().is_some() || self.asked.take().is_some() {
            return;
        }
        match self.pending {
            Some(mut p) if p.preview.is_some() || p.anchor.is_some() => {
                p.preview = None;
                p.anchor = None;
                self.pending = Some(p);
                self.bump(Vec::new());
            }
            Some(_) => self.cancel_belt(),
            None => self.selected = None,
        }
    }

    pub(crate) fn typed(&mut self, text: &str) {
        let not_now = match self.phase() {
            _ if self.view.is_some() => Some(NotNow::ViewingHistory),
            Phase::Over => Some(NotNow::GameOver),
            Phase::Ai => Some(NotNow::AiToMove),
            Phase::Move | Phase::Belt => None,
        };
        if let Some(why) = not_now {
            self.feedback = Some(Feedback::NotNow(why));
            return;
        }
        self.pending = None;
        let result = parse_turn(self.position(), text)
            .map_err(Feedback::Unreadable)
            .and_then(|turn| self.commit(turn, true));
        if let Err(e) = result {
            self.feedback = Some(e);
        }
    }

    /// The move to a dangerous square (Chess without Pawns) waiting for its
    /// second confirmation, while its piece is still the one selected.
    pub fn asked_move(&self) -> Option<Turn> {
        let turn = self.asked?;
        (self.pending.is_none() && self.selected == Some(turn.normal.from)).then_some(turn)
    }

    /// Whether confirming the previewed turn `turn` must first be asked
    /// again: the page says it allows a win in one, and it was not asked about yet.
    fn needs_second_confirm(&mut self, turn: Turn, gate: &Gate) -> bool {
        if gate.loses && self.asked != Some(turn) {
            self.asked = Some(turn);
            return true;
        }
        false
    }

    /// Whether the move `turn` (Chess without Pawns, played at once) goes
    /// to a square marked dangerous and must first be confirmed again.
    fn needs_danger_confirm(&mut self, turn: Turn, gate: &Gate) -> bool {
        let dangerous = self.selected == Some(turn.normal.from) && gate.danger.contains(&turn.normal.to);
        if dangerous && self.asked != Some(turn) {
            self.asked = Some(turn);
            return true;
        }
        false
    }
}
