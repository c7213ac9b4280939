//! One-turn wins (`rules::tactics`) on constructed positions of both games.

mod common;

use beltboard::ai::Rng;
use beltboard::rules::tactics::{each_forcing_turn, find_win, refutation, safe_turns, winning_turns, wins_at_once};
use beltboard::rules::{Game, Options, Position, Start};
use common::{full_belt, no_pawns, turn};

/// The start of `start` with the machine texts played.
fn after(start: Start, texts: &[&str]) -> Position {
    let mut game = Game::new(Position::start(start, Options::default()));
    for t in texts {
        game.play(turn(t)).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    game.position().clone()
}

#[test]
fn a_full_belt_opening_blunder_allows_mate() {
    let pos = after(Start::FullBelt, &["g2g3 1+1", "g8h6 8+3", "c1b3 1+3"]);
    let blunder = turn("c7c5 8+4");
    let mate = refutation(&pos, &blunder).expect("c7c5 8+4 allows a mate in one");
    let next = pos.play(blunder).unwrap();
    assert!(wins_at_once(&next, &mate), "{mate}");
    assert!(wins_at_once(&next, &turn("c1d3 d+3")));
    assert!(winning_turns(&next).contains(&turn("c1d3 d+3")));
    let safe = safe_turns(&pos);
    assert!(safe.contains(&turn("h6g4 a+7")));
    assert!(!safe.contains(&blunder));
    assert_eq!(refutation(&pos, &turn("h6g4 a+7")), None);
}

#[test]
fn a_full_belt_mate_is_found_with_the_belt_moves_that_keep_it() {
    let pos = full_belt("7k/8/5K2/8/8/8/8/6Q1 w - - 0 2");
    let wins = winning_turns(&pos);
    // The file a is empty: a+1 is no belt move at all.
    assert!(!wins.contains(&turn("g1g7 a+1")));
    assert!(wins.contains(&turn("g1g7 f+1")), "{wins:?}");
    // Shifting rank 7 carries the queen away from g7: no mate.
    assert!(!wins.contains(&turn("g1g7 7+1")));
    assert_eq!(find_win(&pos), wins.first().copied());
    for t in &wins {
        assert!(wins_at_once(&pos, t), "{t}");
    }
}

#[test]
fn no_start_has_a_win_and_safe_turns_are_those_without_a_refutation() {
    for start in Start::ALL {
        let pos = Position::start(start, Options::default());
        assert_eq!(find_win(&pos), None, "{start:?}");
        assert!(winning_turns(&pos).is_empty());
        let safe = safe_turns(&pos);
        let all = pos.legal_turns();
        for t in all.iter().step_by(7) {
            assert_eq!(safe.contains(t), refutation(&pos, t).is_none(), "{start:?} {t}");
        }
    }
}

#[test]
fn an_illegal_turn_neither_wins_nor_is_refuted() {
    let pos = Position::start(Start::FullBelt, Options::default());
    assert!(!wins_at_once(&pos, &turn("e2e5 a+1")));
    assert_eq!(refutation(&pos, &turn("e2e5 a+1")), None);
}

#[test]
fn a_no_pawns_king_capture_of_an_unprotected_piece_wins() {
    let pos = no_pawns("3kk3/8/8/8/8/8/3n4/3KK3 w - - 0 1");
    let wins = winning_turns(&pos);
    assert_eq!(wins, vec![turn("d1d2"), turn("e1d2")]);
    assert!(wins_at_once(&pos, &turn("e1d2")));
    assert!(!wins_at_once(&pos, &turn("e1e2")));
    // Protected by the rook d7, the knight cannot be taken: no win.
    let guarded = no_pawns("4k3/3r4/8/8/8/8/3n4/3KK3 w - - 0 1");
    assert_eq!(find_win(&guarded), None);
    assert!(!wins_at_once(&guarded, &turn("d1d2")));
}

#[test]
fn a_no_pawns_knight_fork_of_both_kings_wins_and_is_a_refutation() {
    let pos = no_pawns("1k1k4/8/8/8/3N4/8/8/3KK3 w - - 0 5");
    assert!(winning_turns(&pos).contains(&turn("d4c6")));
    assert!(wins_at_once(&pos, &turn("d4c6")));
    // One move earlier, Black's moves that leave both kings on b8 and d8 allow the fork.
    let before = no_pawns("1k1k4/8/8/8/3N4/8/8/3KK3 b - - 0 4");
    let safe = safe_turns(&before);
    let all = before.legal_turns();
    assert!(
        !safe.is_empty() && safe.len() < all.len(),
        "{} of {}",
        safe.len(),
        all.len()
    );
    for t in &all {
        assert_eq!(safe.contains(t), refutation(&before, t).is_none(), "{t}");
    }
}

#[test]
fn a_turn_that_wins_itself_is_safe() {
    let pos = no_pawns("3kk3/8/8/8/8/8/3n4/3KK3 w - - 0 1");
    assert!(safe_turns(&pos).contains(&turn("e1d2")));
    assert_eq!(refutation(&pos, &turn("e1d2")), None);
}

/// Positions in check, reached by the checking turns of random playouts from
/// every start (Full Belt with and without the no-belt-check rule): whether
/// the side to move has a legal turn, which mate tests ask of thousands of
/// such positions with shortcuts (a king's step judged unplayed, moves that
/// parry no check skipped), agrees with the naive rules' turns.
#[test]
fn positions_in_check_have_a_legal_turn_exactly_when_the_naive_rules_do() {
    let mut rng = Rng::new(7);
    let (mut checked, mut mated) = (0, 0);
    for no_belt_check in [false, true] {
        for start in Start::ALL {
            let options = Options::for_variant(start.variant(), no_belt_check);
            for _game in 0..3 {
                let mut pos = Position::start(start, options);
                for _ply in 0..24 {
                    let turns = pos.legal_turns();
                    if turns.is_empty() || pos.is_capture_win() {
                        break;
                    }
                    // Every fifth checking turn's position, to keep the naive rules' time short.
                    let mut k = 0;
                    each_forcing_turn(&pos, |_, after| {
                        k += 1;
                        if after.is_check() && !after.is_capture_win() && k % 5 == 0 {
                            let naive = common::reference::legal_turns(&after);
                            assert_eq!(after.has_legal_turn(), !naive.is_empty(), "{after}");
                            checked += 1;
                            mated += usize::from(naive.is_empty());
                        }
                        true
                    });
                    pos = pos.play_unchecked(turns[rng.below(turns.len() as u64) as usize]);
                }
            }
        }
    }
    assert!(
        checked > 1000 && mated > 10,
        "{checked} positions in check, {mated} mates"
    );
}
