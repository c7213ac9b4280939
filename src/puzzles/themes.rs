//! Theme detection: each test reads the rules, never a pattern list. The
//! definitions are on [`Theme`]; the counterfactual themes (forbidden belt,
//! first-turn rule) replay the puzzle with the rule lifted.

use super::probe::{has_win, wins_with_belt};
use super::Theme;
use crate::rules::{attacks::king_attacks, tactics, Belt, Bitboard, Color, Position, Rank, Role, Setup, Turn, Variant};

/// A set of themes, listed in [`Theme::ALL`] order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ThemeSet(u16);

impl ThemeSet {
    /// Adds `theme` when `present`.
    pub fn mark(&mut self, theme: Theme, present: bool) {
        if present {
            self.0 |= 1 << Theme::ALL.iter().position(|&t| t == theme).expect("listed");
        }
    }

    /// Whether `theme` is in the set.
    pub fn has(self, theme: Theme) -> bool {
        Theme::ALL
            .iter()
            .position(|&t| t == theme)
            .is_some_and(|i| self.0 & (1 << i) != 0)
    }

    /// The themes, in [`Theme::ALL`] order.
    pub fn to_vec(self) -> Vec<Theme> {
        Theme::ALL.into_iter().filter(|&t| self.has(t)).collect()
    }
}

/// Counts how many of a puzzle's winning turns show each theme.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    wins: usize,
    counts: [usize; 8],
}

impl Tally {
    /// Counts the themes a winning `turn` (legal in `pos`) shows.
    pub fn add_win(&mut self, pos: &Position, turn: Turn) {
        let mut one = ThemeSet::default();
        mark_win(pos, turn, &mut one);
        self.wins += 1;
        for (i, t) in Theme::ALL.iter().enumerate() {
            self.counts[i] += usize::from(one.has(*t));
        }
    }

    /// Marks in `set` the themes shown by at least half of the winning turns counted.
    pub fn mark_common(&self, set: &mut ThemeSet) {
        for (i, t) in Theme::ALL.iter().enumerate() {
            set.mark(*t, self.wins > 0 && 2 * self.counts[i] >= self.wins);
        }
    }
}

fn mark_win(pos: &Position, turn: Turn, set: &mut ThemeSet) {
    let after = pos.play_unchecked(turn);
    match pos.variant() {
        Variant::FullBelt => {
            let check_before_belt = pos.try_move(turn.normal).is_some_and(|a| a.gives_check_before_belt());
            set.mark(Theme::BeltMate, !check_before_belt);
            set.mark(Theme::WrapAround, wraps_onto_king(pos, turn, &after));
            set.mark(Theme::FrozenPawn, frozen_pawn_beside_king(&after));
        }
        Variant::NoPawns => {
            set.mark(Theme::KingCapture, after.is_capture_win());
            set.mark(Theme::DoubleKingFork, both_kings_attacked(&after));
            set.mark(Theme::Castling, is_castling(pos, turn));
        }
    }
}

/// Marks the themes a solution shows by itself (a castling, a double-king fork).
pub fn mark_solution(pos: &Position, turn: Turn, set: &mut ThemeSet) {
    if pos.variant() == Variant::NoPawns {
        set.mark(Theme::Castling, is_castling(pos, turn));
        set.mark(Theme::DoubleKingFork, both_kings_attacked(&pos.play_unchecked(turn)));
    }
}

fn is_castling(pos: &Position, turn: Turn) -> bool {
    pos.board().role_at(turn.normal.from) == Some(Role::King)
        && turn.normal.from.file().index().abs_diff(turn.normal.to.file().index()) == 2
}

fn both_kings_attacked(after: &Position) -> bool {
    after.board().kings(after.turn()).count() == 2 && after.checked_kings().count() == 2
}

/// The position along a belt: the rank of a file square, the file of a rank square.
fn along(belt: Belt, sq: crate::rules::Square) -> u8 {
    match belt {
        Belt::File(_) => sq.rank().index(),
        Belt::Rank(_) => sq.file().index(),
    }
}

fn wraps_onto_king(pos: &Position, turn: Turn, after: &Position) -> bool {
    let (Some(shift), Some(before)) = (turn.belt, pos.try_move(turn.normal)) else {
        return false;
    };
    let belt = shift.belt();
    let winner = pos.turn();
    let board = after.board();
    let Some(king) = board.kings(!winner).first() else {
        return false;
    };
    let targets = board.attackers(king, winner, board.occupied()).with(king);
    (before.board().occupied() & belt.mask()).any(|sq| {
        let to = shift.square_after(sq);
        along(belt, to) < along(belt, sq) && targets.contains(to)
    })
}

fn frozen_pawn_beside_king(after: &Position) -> bool {
    let loser = after.turn();
    let last = match loser {
        Color::White => Rank::ALL[7],
        Color::Black => Rank::ALL[0],
    };
    let board = after.board();
    let frozen = board.by_piece(crate::rules::Piece::new(loser, Role::Pawn)) & Bitboard::rank(last);
    board.kings(loser).any(|k| (king_attacks(k) & frozen).nonempty())
}

/// `pos` with its setup changed by `edit`, if still a legal position.
fn relaxed(pos: &Position, edit: impl FnOnce(&mut Setup)) -> Option<Position> {
    let mut setup = pos.to_setup();
    edit(&mut setup);
    Position::from_setup(setup, pos.variant(), pos.options()).ok()
}

/// Whether `turn` (legal in `pos`) allows the opponent no win at once.
pub fn is_safe(pos: &Position, turn: Turn) -> bool {
    let after = pos.play_unchecked(turn);
    after.is_capture_win() || !has_win(&after)
}

/// `win1`: some turn shifting the forbidden belt would win were it allowed.
pub fn forbidden_belt_hides_win(pos: &Position) -> bool {
    let Some(belt) = pos.forbidden_belt() else { return false };
    let Some(free) = relaxed(pos, |s| s.forbidden_belt = None) else {
        return false;
    };
    free.legal_turns()
        .into_iter()
        .any(|t| t.belt.is_some_and(|s| s.belt() == belt) && tactics::wins_at_once(&free, &t))
}

/// `defend`: some solution is safe only because its belt is then forbidden to the opponent.
pub fn forbidden_belt_saves(pos: &Position, solutions: &[Turn]) -> bool {
    pos.variant() == Variant::FullBelt
        && solutions.iter().any(|&t| {
            let after = pos.play_unchecked(t);
            // The solution is safe, so only turns on the belt it shifted can win.
            let belt = t.belt.map(|s| s.belt());
            let free = relaxed(&after, |s| s.forbidden_belt = None);
            matches!((belt, free), (Some(b), Some(free)) if wins_with_belt(&free, b))
        })
}

/// White's first turn, where some turn the rule forbids would solve the
/// puzzle: `solves` says whether a turn of the relaxed position does.
pub fn first_turn_rule_matters(pos: &Position, solves: impl Fn(&Position, Turn) -> bool) -> bool {
    if !pos.is_first_turn() {
        return false;
    }
    let Some(free) = relaxed(pos, |s| s.fullmoves = 2) else {
        return false;
    };
    free.legal_turns()
        .into_iter()
        .any(|t| !pos.is_legal(t) && solves(&free, t))
}
