//! Legal turns: normal moves, then belt moves for a chosen normal move.

use super::attacks::{between, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};
use super::castling::CASTLINGS;
use super::refusal::{BeltRefusal, IllegalTurn, MoveRefusal};
use super::zobrist;
use super::{BeltShift, Bitboard, Board, Color, Move, Piece, Position, Rank, Role, Square, Turn, Variant};

/// The game after a normal move and before its belt move: the phase in which
/// the mover picks a belt. Made by [`Position::after_move`] or [`Position::try_move`].
pub struct AfterMove<'a> {
    pub(super) pos: &'a Position,
    pub(super) mv: Move,
    pub(super) board: Board,
    pub(super) moved: Role,
    pub(super) captured: Option<Role>,
    pub(super) castling_rook: Option<(Square, Square)>,
}

impl<'a> AfterMove<'a> {
    /// The position before the normal move.
    pub fn position(&self) -> &'a Position {
        self.pos
    }

    /// The normal move.
    pub fn normal(&self) -> Move {
        self.mv
    }

    /// The pieces after the normal move.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The role of the piece that moved (before any promotion).
    pub fn moved(&self) -> Role {
        self.moved
    }

    /// The role of the piece taken by the normal move, if any.
    pub fn captured(&self) -> Option<Role> {
        self.captured
    }

    /// Whether the normal move alone attacks an enemy king.
    pub fn gives_check_before_belt(&self) -> bool {
        self.board.king_attacked(!self.pos.turn)
    }

    /// Calls `f` with every legal belt move, files `a`..`h` then ranks `1`..`8`, each by k = 1..7.
    /// Stops early and returns `false` when `f` returns `false`.
    pub fn for_each_belt(&self, mut f: impl FnMut(BeltShift) -> bool) -> bool {
        self.belts::<false>(|s, _| f(s))
    }

    /// Like [`AfterMove::for_each_belt`], also telling whether each belt move
    /// leaves an enemy king attacked (which the AI tries first).
    pub fn for_each_belt_with_check(&self, f: impl FnMut(BeltShift, bool) -> bool) -> bool {
        self.belts::<true>(f)
    }

    /// The legal belt moves.
    pub fn belt_shifts(&self) -> Vec<BeltShift> {
        let mut out = Vec::with_capacity(112);
        self.for_each_belt(|s| {
            out.push(s);
            true
        });
        out
    }

    /// How many belt moves may follow.
    pub fn count_belts(&self) -> u64 {
        let mut n = 0;
        self.belt_sets(false, |_, legal, _| {
            n += u64::from(legal.count_ones());
            true
        });
        n
    }

    /// Whether at least one belt move may follow (always true without belts).
    pub fn has_belt(&self) -> bool {
        !self.pos.variant.has_belts() || self.has_distant_belt() || !self.belt_sets(false, |_, _, _| false)
    }

    /// Why `shift` may not follow, or `None` when it may.
    pub fn refusal(&self, shift: BeltShift) -> Option<BeltRefusal> {
        if !self.pos.variant.has_belts() {
            return Some(BeltRefusal::NoBelts);
        }
        let belt = shift.belt();
        if Some(belt) == self.pos.forbidden {
            return Some(BeltRefusal::Forbidden);
        }
        if (self.board.occupied() & belt.mask()).is_empty() {
            return Some(BeltRefusal::Empty);
        }
        if shift.k() % self.board.belt_period(belt) == 0 {
            return Some(BeltRefusal::NoChange);
        }
        let after = self.board.shifted(shift);
        let us = self.pos.turn;
        if after.king_attacked(us) {
            return Some(BeltRefusal::OwnKingAttacked);
        }
        let check = after.king_attacked(!us);
        if check && self.pos.is_first_turn() {
            return Some(BeltRefusal::FirstTurnCheck);
        }
        if check && self.pos.options.no_belt_check && !self.gives_check_before_belt() {
            return Some(BeltRefusal::BeltCheck);
        }
        None
    }

    /// The position after the belt move (`None` in Chess without Pawns). The
    /// caller guarantees the belt move is legal (see [`AfterMove::refusal`]).
    pub fn finish(&self, shift: Option<BeltShift>) -> Position {
        let mut next = self.unhashed(shift);
        next.hash = self.hash_after(&next);
        next
    }

    /// The position after the belt move with its hash left zero: for a test
    /// on the spot (has the side to move a legal turn?), never for a table or
    /// a game. A mate test runs on thousands of positions per turn weighed,
    /// and the hash's two passes over the belt's squares were a fifth of it.
    #[inline(never)]
    pub(crate) fn unhashed(&self, shift: Option<BeltShift>) -> Position {
        let pos = self.pos;
        let us = pos.turn;
        let mut board = self.board;
        let mut forbidden = None;
        if let Some(s) = shift {
            board = board.shifted(s);
            forbidden = Some(s.belt());
        }
        let resets = self.captured.is_some() || self.moved == Role::Pawn;
        Position {
            board,
            turn: !us,
            variant: pos.variant,
            options: pos.options,
            castling: pos.castling.touched(self.mv.from).touched(self.mv.to),
            forbidden,
            halfmoves: if resets { 0 } else { pos.halfmoves.saturating_add(1) },
            fullmoves: if us == Color::Black {
                pos.fullmoves.saturating_add(1)
            } else {
                pos.fullmoves
            },
            hash: 0,
            capture_win: pos.variant == Variant::NoPawns && self.captured.is_some(),
        }
    }

    /// The Zobrist hash of `next`, the position after the belt move, from
    /// the hash before the move.
    fn hash_after(&self, next: &Position) -> u64 {
        let pos = self.pos;
        let us = pos.turn;
        let mut hash = pos.hash ^ zobrist::side_key(Color::Black) ^ zobrist::belt_key(pos.forbidden);
        let placed = self.mv.promotion.unwrap_or(self.moved);
        hash ^= zobrist::piece_key(Piece::new(us, self.moved), self.mv.from.index());
        hash ^= zobrist::piece_key(Piece::new(us, placed), self.mv.to.index());
        if let Some(c) = self.captured {
            hash ^= zobrist::piece_key(Piece::new(!us, c), self.mv.to.index());
        }
        if let Some((from, to)) = self.castling_rook {
            let rook = Piece::new(us, Role::Rook);
            hash ^= zobrist::piece_key(rook, from.index()) ^ zobrist::piece_key(rook, to.index());
        }
        if let Some(belt) = next.forbidden {
            let mask = belt.mask();
            hash ^= zobrist::pieces_key(&self.board, mask) ^ zobrist::pieces_key(&next.board, mask);
        }
        hash ^= zobrist::belt_key(next.forbidden);
        hash ^ zobrist::castling_key(pos.castling) ^ zobrist::castling_key(next.castling)
    }
}

fn last_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::ALL[7],
        Color::Black => Rank::ALL[0],
    }
}

fn second_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::ALL[1],
        Color::Black => Rank::ALL[6],
    }
}

fn push_targets(out: &mut Vec<Move>, from: Square, targets: Bitboard) {
    out.extend(targets.map(|to| Move::new(from, to)));
}

impl Position {
    /// Normal moves that obey how the pieces move (including castling), before
    /// the checks on king safety and on the belt move that must follow.
    pub fn pseudo_moves(&self, out: &mut Vec<Move>) {
        self.generate(out, false);
    }

    /// The captures among [`Position::pseudo_moves`] (king captures only, in
    /// Chess without Pawns), generated directly: the AI's quiescence needs no more.
    pub fn pseudo_captures(&self, out: &mut Vec<Move>) {
        self.generate(out, true);
    }

    fn generate(&self, out: &mut Vec<Move>, captures_only: bool) {
        out.clear();
        if self.capture_win {
            return;
        }
        let us = self.turn;
        let board = &self.board;
        let ours = board.by_color(us);
        let occ = board.occupied();
        let enemy_kings = board.kings(!us);
        let wanted = if captures_only {
            board.by_color(!us)
        } else {
            Bitboard::FULL
        };
        // Rooks, bishops and knights capture in Full Belt Chess, never in Chess without Pawns.
        let piece_targets = wanted
            & match self.variant {
                Variant::FullBelt => !ours & !enemy_kings,
                Variant::NoPawns => !occ,
            };
        for from in board.by_role(Role::Knight) & ours {
            push_targets(out, from, knight_attacks(from) & piece_targets);
        }
        for from in (board.by_role(Role::Bishop) | board.by_role(Role::Queen)) & ours {
            let mut targets = bishop_attacks(from, occ);
            if board.by_role(Role::Queen).contains(from) {
                targets |= rook_attacks(from, occ);
            }
            push_targets(out, from, targets & piece_targets);
        }
        for from in board.by_role(Role::Rook) & ours {
            push_targets(out, from, rook_attacks(from, occ) & piece_targets);
        }
        for from in board.kings(us) {
            push_targets(out, from, king_attacks(from) & !ours & !enemy_kings & wanted);
        }
        if self.variant == Variant::FullBelt {
            self.pawn_moves(out, captures_only);
        } else if !captures_only {
            self.castling_moves(out);
        }
    }

    fn pawn_moves(&self, out: &mut Vec<Move>, captures_only: bool) {
        let us = self.turn;
        let board = &self.board;
        let occ = board.occupied();
        let capturable = board.by_color(!us) & !board.kings(!us);
        let dr: i8 = if us == Color::White { 1 } else { -1 };
        for from in board.by_role(Role::Pawn) & board.by_color(us) {
            // A pawn carried to its last rank cannot move (rule 1.3).
            let Some(one) = from.offset(0, dr) else { continue };
            let mut targets = pawn_attacks(us, from) & capturable;
            if !captures_only && !occ.contains(one) {
                targets = targets.with(one);
                if from.rank() == second_rank(us) {
                    if let Some(two) = one.offset(0, dr).filter(|t| !occ.contains(*t)) {
                        targets = targets.with(two);
                    }
                }
            }
            for to in targets {
                if to.rank() == last_rank(us) {
                    out.extend(Role::PROMOTIONS.map(|r| Move {
                        from,
                        to,
                        promotion: Some(r),
                    }));
                } else {
                    out.push(Move::new(from, to));
                }
            }
        }
    }

    fn castling_moves(&self, out: &mut Vec<Move>) {
        let us = self.turn;
        let occ = self.board.occupied();
        for side in self.castling.sides().filter(|s| s.color == us) {
            let path_clear = (between(side.king_from, side.rook_from) & occ).is_empty();
            if path_clear
                && !self.board.is_attacked(side.king_from, !us)
                && !self.board.is_attacked(side.rook_to, !us)
                && !self.board.is_attacked(side.king_to, !us)
            {
                out.push(Move::new(side.king_from, side.king_to));
            }
        }
    }

    /// Plays the normal move `m` (taken from [`Position::pseudo_moves`]) and
    /// checks what the normal move alone must satisfy: the mover's kings are
    /// not attacked (rules 1.1, 2.3) and, on White's first Full Belt turn, it
    /// gives no check (rule 1.7). Whether a belt move can follow is not checked.
    pub fn try_move(&self, m: Move) -> Option<AfterMove<'_>> {
        let after = self.make_move(m)?;
        let us = self.turn;
        if after.board.king_attacked(us) {
            return None;
        }
        // Whether the move gives check is asked only where a rule needs it:
        // most moves tried are never asked.
        if self.is_first_turn() && after.gives_check_before_belt() {
            return None;
        }
        Some(after)
    }

    /// The board after the normal move `m` (taken from
    /// [`Position::pseudo_moves`]), with nothing tested yet.
    #[inline]
    fn make_move(&self, m: Move) -> Option<AfterMove<'_>> {
        let us = self.turn;
        let moved = self.board.role_at(m.from)?;
        let mut board = self.board;
        let captured = board.role_at(m.to);
        if let Some(c) = captured {
            board.take(m.to, !us, c);
        }
        let mut castling_rook = None;
        if moved == Role::King && m.from.file().index().abs_diff(m.to.file().index()) == 2 {
            let side = CASTLINGS.iter().find(|s| s.king_from == m.from && s.king_to == m.to)?;
            board.move_piece(side.rook_from, side.rook_to, us, Role::Rook);
            castling_rook = Some((side.rook_from, side.rook_to));
        }
        board.move_piece(m.from, m.to, us, moved);
        if let Some(p) = m.promotion {
            board.take(m.to, us, Role::Pawn);
            board.put(m.to, us, p);
        }
        Some(AfterMove {
            pos: self,
            mv: m,
            board,
            moved,
            captured,
            castling_rook,
        })
    }

    /// The phase after a normal move, if `m` is a legal normal move here (one
    /// that obeys the rules and after which some belt move is possible).
    pub fn after_move(&self, m: Move) -> Option<AfterMove<'_>> {
        let mut pseudo = Vec::new();
        self.pseudo_moves(&mut pseudo);
        if !pseudo.contains(&m) {
            return None;
        }
        self.try_move(m).filter(|a| a.has_belt())
    }

    /// The legal normal moves: those that may be played as the first part of a turn.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(&mut pseudo);
        pseudo.retain(|&m| self.try_move(m).is_some_and(|a| a.has_belt()));
        pseudo
    }

    /// Calls `f` with every legal turn, normal move by normal move.
    pub fn for_each_turn(&self, mut f: impl FnMut(Turn)) {
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(&mut pseudo);
        for &m in &pseudo {
            if let Some(after) = self.try_move(m) {
                if self.variant.has_belts() {
                    after.for_each_belt(|s| {
                        f(Turn {
                            normal: m,
                            belt: Some(s),
                        });
                        true
                    });
                } else {
                    f(Turn { normal: m, belt: None });
                }
            }
        }
    }

    /// Every legal turn.
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut out = Vec::new();
        self.for_each_turn(|t| out.push(t));
        out
    }

    /// The number of legal turns, counted without playing them.
    pub fn count_turns(&self) -> u64 {
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(&mut pseudo);
        if self.variant.has_belts() && !self.is_first_turn() && !self.options.no_belt_check {
            // The usual Full Belt case (perft's leaves): no rule about checks,
            // so the belt count also tests the normal move.
            return pseudo
                .iter()
                .filter_map(|&m| self.make_move(m))
                .map(|a| a.count_belts_if_legal())
                .sum();
        }
        pseudo
            .iter()
            .filter_map(|&m| self.try_move(m))
            .map(|a| if self.variant.has_belts() { a.count_belts() } else { 1 })
            .sum()
    }

    /// Whether the side to move has at least one legal turn.
    pub fn has_legal_turn(&self) -> bool {
        if self.capture_win {
            return false;
        }
        // King steps first, before generating anything else: in check (where
        // mate tests ask this most) they are the likeliest to be legal, and
        // any one legal turn answers.
        let us = self.turn;
        let steps = |from: Square| king_attacks(from) & !self.board.by_color(us) & !self.board.kings(!us);
        let legal = |m: Move| self.try_move(m).is_some_and(|a| a.has_belt());
        // A step onto an attacked square is ruled out before it is played.
        let occupied = self.board.occupied();
        let open = |from: Square, to: Square| self.board.attackers(to, !us, occupied.without(from)).is_empty();
        // A lone king's step onto an open empty square is legal if a belt
        // far from it may follow, which is seen without playing the step.
        let lone = self.variant.has_belts()
            && self.board.kings(us).count() == 1
            && self.board.kings(!us).nonempty()
            && self.belt_checks_free();
        let free = |from: Square, to: Square| {
            let mut board = self.board;
            board.move_piece(from, to, us, Role::King);
            board.distant_belt(to, self.forbidden)
        };
        for from in self.board.kings(us) {
            if steps(from).into_iter().any(|to| {
                open(from, to) && ((lone && !occupied.contains(to) && free(from, to)) || legal(Move::new(from, to)))
            }) {
                return true;
            }
        }
        // Any other move of a king, or one landing where it can parry every
        // check: a move that neither takes a checking piece nor blocks its
        // line leaves that check standing (mate tests ask this of positions
        // in check, where most moves are thus ruled out unplayed).
        let parries = self.parrying_squares();
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(&mut pseudo);
        pseudo
            .into_iter()
            .filter(|m| {
                if self.board.kings(us).contains(m.from) {
                    !steps(m.from).contains(m.to)
                } else {
                    parries.contains(m.to)
                }
            })
            .any(legal)
    }

    /// The squares where a move of a piece other than a king may land and
    /// leave no king of the side to move attacked: for each attacked king,
    /// its single attacker and the squares between them (none when two
    /// attack it); every square when no king is attacked.
    fn parrying_squares(&self) -> Bitboard {
        let us = self.turn;
        let occupied = self.board.occupied();
        let mut squares = Bitboard::FULL;
        for king in self.board.kings(us) {
            let checkers = self.board.attackers(king, !us, occupied);
            let Some(checker) = checkers.first() else { continue };
            squares &= if checkers.count() == 1 {
                between(king, checker).with(checker)
            } else {
                Bitboard::EMPTY
            };
        }
        squares
    }

    /// Checks a whole turn, saying what is wrong with it.
    pub fn check_turn(&self, turn: Turn) -> Result<AfterMove<'_>, IllegalTurn> {
        if self.capture_win {
            return Err(IllegalTurn::GameOver);
        }
        let mut pseudo = Vec::new();
        self.pseudo_moves(&mut pseudo);
        if !pseudo.contains(&turn.normal) {
            return Err(IllegalTurn::Move(turn.normal, self.why_not_pseudo(turn.normal)));
        }
        let after = self.try_move(turn.normal).ok_or_else(|| {
            IllegalTurn::Move(
                turn.normal,
                if self.is_first_turn() && !self.is_check() {
                    MoveRefusal::FirstTurnCheck
                } else {
                    MoveRefusal::OwnKingInCheck
                },
            )
        })?;
        match (self.variant.has_belts(), turn.belt) {
            (false, None) => Ok(after),
            (false, Some(s)) => Err(IllegalTurn::Belt(s, BeltRefusal::NoBelts)),
            (true, None) => Err(if after.has_belt() {
                IllegalTurn::MissingBelt
            } else {
                IllegalTurn::NoBeltAfter(turn.normal)
            }),
            (true, Some(s)) => match after.refusal(s) {
                None => Ok(after),
                Some(why) => Err(IllegalTurn::Belt(s, why)),
            },
        }
    }

    fn why_not_pseudo(&self, m: Move) -> MoveRefusal {
        match self.board.piece_at(m.from) {
            None => MoveRefusal::NoPiece,
            Some(p) if p.color != self.turn => MoveRefusal::NotYours(self.turn),
            Some(p) => MoveRefusal::CannotGo(p.role),
        }
    }

    /// Whether `turn` is legal here.
    pub fn is_legal(&self, turn: Turn) -> bool {
        self.check_turn(turn).is_ok()
    }

    /// The position after a legal turn, or why the turn is not legal.
    pub fn play(&self, turn: Turn) -> Result<Position, IllegalTurn> {
        self.check_turn(turn).map(|a| a.finish(turn.belt))
    }

    /// The position after `turn`, which the caller knows to be legal.
    pub fn play_unchecked(&self, turn: Turn) -> Position {
        match self.try_move(turn.normal) {
            Some(after) => after.finish(turn.belt),
            None => panic!("play_unchecked: {turn} is not legal in {self}"),
        }
    }
}

#[cfg(test)]
#[path = "movegen_tests.rs"]
mod tests;
