//! What the threat assistant asks of the rules, on top of [`tactics`]: the
//! target squares of a piece from which every turn lets the opponent win at
//! once ([`dangerous_targets`]), and what the opponent could win with if it
//! were their turn ([`threat`], on the position with the turn passed,
//! [`passed`]).

use super::tactics::{find_win, wins_at_once};
use super::{OutcomeReason, Position, Square, Turn};

/// Why the opponent's threat cannot be looked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum NoPass {
    /// The side to move is in check: passing would leave its king to be
    /// taken, and the threat is the check itself.
    InCheck,
    /// The game is over.
    GameOver,
}

/// The position with the turn passed (a "null move"): the same pieces, the
/// other side to move, no belt forbidden (the side passing shifted none) and
/// the move number counted on as after a turn. Refused when the side to move
/// is in check or the game is over.
pub fn passed(pos: &Position) -> Result<Position, NoPass> {
    if pos.is_capture_win() || pos.outcome().is_some() {
        return Err(NoPass::GameOver);
    }
    if pos.is_check() {
        return Err(NoPass::InCheck);
    }
    Ok(pos.null_move())
}

/// What the opponent could win with at once if it were their turn: the
/// winning turn of [`passed`], or `None` when there is none.
pub fn threat(pos: &Position) -> Result<Option<Turn>, NoPass> {
    Ok(find_win(&passed(pos)?))
}

/// Whether `turn`, legal in `pos`, wins by a king capture (Chess without
/// Pawns) rather than by checkmate.
pub fn wins_by_capture(pos: &Position, turn: &Turn) -> bool {
    pos.play(*turn)
        .ok()
        .and_then(|next| next.outcome())
        .is_some_and(|o| o.reason == OutcomeReason::Capture)
}

/// The squares the piece on `from` may move to from which every turn (every
/// belt move that may complete it, every promotion) lets the opponent win at
/// once, in move generation order.
///
/// Speed: a target is judged safe at its first safe turn; and the winning
/// reply found for one turn is tried first on the next (a mating pattern
/// usually survives most belt moves), so a lost target costs one cheap test
/// per turn rather than a search.
pub fn dangerous_targets(pos: &Position, from: Square) -> Vec<Square> {
    let mut pseudo = Vec::with_capacity(64);
    pos.pseudo_moves(&mut pseudo);
    let mut killer: Option<Turn> = None;
    // Each target with whether every turn seen so far through it loses.
    let mut judged: Vec<(Square, bool)> = Vec::new();
    let mut loses = |next: &Position| -> bool {
        if next.outcome().is_some() {
            return false;
        }
        if killer.is_some_and(|k| wins_at_once(next, &k)) {
            return true;
        }
        killer = find_win(next);
        killer.is_some()
    };
    for &normal in pseudo.iter().filter(|m| m.from == from) {
        if judged.iter().any(|&(to, lost)| to == normal.to && !lost) {
            continue;
        }
        let Some(after) = pos.try_move(normal) else { continue };
        let (mut any, mut safe) = (false, false);
        if pos.variant().has_belts() {
            after.for_each_belt(|shift| {
                any = true;
                safe = !loses(&after.finish(Some(shift)));
                !safe
            });
        } else {
            any = true;
            safe = !loses(&after.finish(None));
        }
        if !any {
            // No belt move may follow: not a legal move at all.
            continue;
        }
        match judged.iter_mut().find(|(to, _)| *to == normal.to) {
            Some(entry) => entry.1 &= !safe,
            None => judged.push((normal.to, !safe)),
        }
    }
    judged.into_iter().filter(|&(_, lost)| lost).map(|(to, _)| to).collect()
}

#[cfg(test)]
mod tests {
    use super::super::tactics::refutation;
    use super::*;
    use crate::rules::{parse_turn, Color, Options, Start, Variant};

    fn after(start: Start, turns: &[&str]) -> Position {
        let mut pos = Position::start(start, Options::default());
        for t in turns {
            pos = pos.play(parse_turn(&pos, t).unwrap()).unwrap();
        }
        pos
    }

    /// The threat assistant's reference position: after 1. g3 1+1 Nh6
    /// 8+3 2. Nb3 1+3, Black's c5 8+4 allows Nd3 d+3 mate.
    fn issue_position() -> Position {
        after(Start::FullBelt, &["g2g3 1+1", "g8h6 8+3", "c1b3 1+3"])
    }

    #[test]
    fn the_issue_turn_is_refuted_by_the_mate() {
        let pos = issue_position();
        let turn = parse_turn(&pos, "c7c5 8+4").unwrap();
        let reply = refutation(&pos, &turn).expect("a mate in one");
        let next = pos.play(turn).unwrap();
        assert!(wins_at_once(&next, &reply));
        assert!(!wins_by_capture(&next, &reply));
        assert!(wins_at_once(&next, &parse_turn(&next, "c1d3 d+3").unwrap()));
    }

    /// The plain definition: a target is dangerous when every legal turn
    /// through it has a refutation.
    fn dangerous_by_definition(pos: &Position, from: Square) -> Vec<Square> {
        let turns: Vec<Turn> = pos
            .legal_turns()
            .into_iter()
            .filter(|t| t.normal.from == from)
            .collect();
        let mut targets: Vec<Square> = turns.iter().map(|t| t.normal.to).collect();
        targets.dedup();
        let mut out: Vec<Square> = targets
            .into_iter()
            .filter(|&to| {
                turns
                    .iter()
                    .filter(|t| t.normal.to == to)
                    .all(|t| refutation(pos, t).is_some())
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }

    #[test]
    fn dangerous_targets_match_the_definition() {
        let mut seen = 0;
        let positions = [
            issue_position(),
            after(Start::FullBelt, &["e2e4 a+1", "f7f6 h+1"]),
            after(Start::NoPawns, &["g1f3"]),
            Position::from_fen(
                "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 20",
                Variant::FullBelt,
                Options::default(),
            )
            .unwrap(),
        ];
        for pos in positions {
            let froms: Vec<Square> = pos
                .board()
                .occupied()
                .into_iter()
                .filter(|&sq| pos.board().piece_at(sq).is_some_and(|p| p.color == pos.turn()))
                .collect();
            for from in froms {
                let mut fast = dangerous_targets(&pos, from);
                fast.sort();
                let plain = dangerous_by_definition(&pos, from);
                assert_eq!(fast, plain, "{pos} {from}");
                seen += plain.len();
            }
        }
        assert!(seen > 0, "some dangerous targets should be met");
    }

    #[test]
    fn a_no_pawns_king_capture_is_told_from_a_mate() {
        // Black to move; if White could move, either king would take the
        // unprotected knight on e2 and win.
        let pos = Position::from_fen(
            "3kk3/8/8/8/8/8/4n3/3KK3 b - - 0 10",
            Variant::NoPawns,
            Options::default(),
        )
        .unwrap();
        let win = threat(&pos).unwrap().expect("a king capture");
        let passed_pos = passed(&pos).unwrap();
        assert!(wins_by_capture(&passed_pos, &win), "{}", win.machine());
        // The knight's moves: only c1, next to the d1 king and unprotected,
        // lets a king take it and win.
        assert_eq!(
            dangerous_targets(&pos, "e2".parse().unwrap()),
            vec!["c1".parse::<Square>().unwrap()]
        );
    }

    #[test]
    fn the_threat_is_looked_for_with_the_turn_passed() {
        // Black to move; if White could move again, Ra8 would mate.
        let pos = Position::from_fen(
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 20",
            Variant::FullBelt,
            Options::default(),
        )
        .unwrap();
        let passed_pos = passed(&pos).unwrap();
        assert_eq!(passed_pos.turn(), Color::White);
        assert_eq!(passed_pos.fullmoves(), 21);
        assert!(threat(&pos).unwrap().is_some());
        // No threat at the start.
        let start = Position::start(Start::FullBelt, Options::default());
        assert_eq!(threat(&start), Ok(None));
        assert_eq!(passed(&start).unwrap().fullmoves(), 1);
    }

    fn passed_pos_of_start() -> Position {
        passed(&Position::start(Start::NoPawns, Options::default())).unwrap()
    }

    #[test]
    fn a_side_in_check_or_a_finished_game_has_no_threat_to_look_for() {
        let in_check =
            Position::from_fen("R5k1/8/8/8/8/8/8/6K1 b - - 0 20", Variant::FullBelt, Options::default()).unwrap();
        assert_eq!(threat(&in_check), Err(NoPass::InCheck));
        let forbidden = Position::from_fen(
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - a 0 20",
            Variant::FullBelt,
            Options::default(),
        )
        .unwrap();
        let unforbidden = passed(&forbidden).unwrap();
        assert_eq!(unforbidden.forbidden_belt(), None);
        // The null move updates the hash as a position read afresh has it
        // (the search's table and repetition test rely on it).
        for p in [&unforbidden, &passed_pos_of_start()] {
            let fresh = Position::from_fen(&p.fen(), p.variant(), p.options()).unwrap();
            assert_eq!(p.hash(), fresh.hash(), "{}", p.fen());
        }
        let mated = after(
            Start::FullBelt,
            &["g2g3 1+1", "g8h6 8+3", "c1b3 1+3", "c7c5 8+4", "c1d3 d+3"],
        );
        assert!(mated.outcome().is_some());
        assert_eq!(threat(&mated), Err(NoPass::GameOver));
    }
}
