//! Game review marks on constructed cases: `??` decided by the rules, `?`
//! and `?!` by the drop of the evaluation for the mover, a missed win in
//! one, and the per-side summary.

use beltboard::rules::review::{review_line, review_main_line, review_turn, summarize, Mark, SideSummary};
use beltboard::rules::tactics::{safe_turns, wins_at_once};
use beltboard::rules::{parse_tree_pgn, parse_turn, Color, Evaluation, Options, Position, Start, Turn, Variant};

fn replay(start: Start, turns: &[&str]) -> Position {
    turns.iter().fold(Position::start(start, Options::default()), |pos, t| {
        pos.play(parse_turn(&pos, t).expect("legal")).expect("legal")
    })
}

fn turn(pos: &Position, text: &str) -> Turn {
    parse_turn(pos, text).expect("legal")
}

const ISSUE_10: [&str; 3] = ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3"];

#[test]
fn a_turn_that_allows_a_mate_in_one_is_a_blunder() {
    let before = replay(Start::FullBelt, &ISSUE_10);
    let r = review_turn(&before, turn(&before, "c7c5 8+4"), None, None);
    assert_eq!(r.mover, Color::Black);
    assert_eq!(r.mark, Some(Mark::Blunder));
    let after = before.play(turn(&before, "c7c5 8+4")).unwrap();
    assert!(wins_at_once(&after, &r.refutation.expect("the mate")));
    assert_eq!(r.drop_cp, None, "no evaluations given");
    // A blunder whatever the evaluations say.
    let r = review_turn(
        &before,
        turn(&before, "c7c5 8+4"),
        Some(Evaluation::EVEN),
        Some(Evaluation::EVEN),
    );
    assert_eq!(r.mark, Some(Mark::Blunder));
    assert_eq!(Mark::Blunder.sign(), "??");
}

#[test]
fn allowing_a_win_is_no_blunder_when_every_turn_allows_one() {
    // Found by a scan of random games: every White turn here allows a win at once.
    let pos = Position::from_fen(
        "r5n1/2k1Bk2/2n2rRb/8/8/5B1b/3NK3/4K1NR w K - 18 10",
        Variant::NoPawns,
        Options::default(),
    )
    .unwrap();
    let any = pos.legal_turns()[0];
    let r = review_turn(&pos, any, None, None);
    assert!(r.refutation.is_some());
    assert_eq!(r.mark, None);
}

#[test]
fn the_mating_turn_is_unmarked_and_another_turn_missed_the_win() {
    let before = replay(Start::FullBelt, &[&ISSUE_10[..], &["c7c5 8+4"]].concat());
    let mate = turn(&before, "c1d3 d+3");
    let white_mates = Evaluation::mate(Color::White, 1);
    let r = review_turn(&before, mate, Some(white_mates), None);
    assert_eq!((r.mark, r.missed_win, r.drop_cp), (None, None, None));
    // Any other turn misses it; with the evaluation falling to +3 it is also a mistake.
    let other = before
        .legal_turns()
        .into_iter()
        .find(|t| !wins_at_once(&before, t))
        .unwrap();
    let r = review_turn(&before, other, Some(white_mates), Some(Evaluation::Pawns(300)));
    assert!(r.missed_win.is_some_and(|w| wins_at_once(&before, &w)));
    assert_eq!(r.drop_cp, Some(700));
    assert_eq!(r.mark, Some(Mark::Mistake));
    // The evaluation after a mate comes from the position when not given.
    let after = before.play(mate).unwrap();
    assert_eq!(Evaluation::at_end(&after), Some(Evaluation::mate(Color::White, 0)));
}

#[test]
fn drops_for_the_mover_give_mistakes_and_inaccuracies() {
    let start = Position::start(Start::FullBelt, Options::default());
    // Turns that allow no win at once (Nf3 f+4 does allow one).
    let white = safe_turns(&start)[0];
    let black_pos = start.play(white).unwrap();
    let black = safe_turns(&black_pos)[0];
    let mark = |pos: &Position, t: Turn, before: i32, after: i32| {
        review_turn(pos, t, Some(Evaluation::Pawns(before)), Some(Evaluation::Pawns(after))).mark
    };
    assert_eq!(
        mark(&start, white, 30, -170),
        Some(Mark::Mistake),
        "a drop of exactly 2 pawns"
    );
    assert_eq!(mark(&start, white, 30, -169), Some(Mark::Inaccuracy));
    assert_eq!(mark(&start, white, 30, -50), Some(Mark::Inaccuracy), "exactly 0.8");
    assert_eq!(mark(&start, white, 30, -49), None);
    assert_eq!(mark(&start, white, 30, 500), None, "a gain");
    // Black's drop is White's gain.
    assert_eq!(mark(&black_pos, black, -50, 40), Some(Mark::Inaccuracy));
    assert_eq!(mark(&black_pos, black, -50, 250), Some(Mark::Mistake));
    assert_eq!(mark(&black_pos, black, 50, -300), None);
    // Capped at ten pawns: +15 to +11 is still won.
    assert_eq!(mark(&start, white, 1500, 1100), None);
    // From a mate for White to a mate for Black: the largest drop.
    let r = review_turn(
        &start,
        white,
        Some(Evaluation::mate(Color::White, 4)),
        Some(Evaluation::mate(Color::Black, 6)),
    );
    assert_eq!((r.mark, r.drop_cp), (Some(Mark::Mistake), Some(2000)));
    assert_eq!(Mark::Mistake.sign(), "?");
    assert_eq!(Mark::Inaccuracy.sign(), "?!");
}

#[test]
fn a_reviewed_line_and_its_summary() {
    let start = Position::start(Start::FullBelt, Options::default());
    let texts = [&ISSUE_10[..], &["c7c5 8+4", "a2a3 1+1"]].concat();
    let mut pos = start.clone();
    let mut turns = Vec::new();
    for t in &texts {
        let t = turn(&pos, t);
        pos = pos.play(t).unwrap();
        turns.push(t);
    }
    let evals: Vec<Option<Evaluation>> = [0, 20, 110, 100]
        .into_iter()
        .map(|cp| Some(Evaluation::Pawns(cp)))
        .chain([Some(Evaluation::mate(Color::White, 1))])
        .collect();
    // The last turn (a2a3, no mate) has no evaluation after it, and missed the mate.
    let reviews = review_line(&start, &turns, &evals);
    assert_eq!(reviews.len(), 5);
    assert_eq!(reviews[0].mark, None, "a gain for White");
    assert_eq!(reviews[1].mark, Some(Mark::Inaccuracy), "Black: -0.20 to -1.10");
    assert_eq!(reviews[2].mark, None);
    assert_eq!(reviews[3].mark, Some(Mark::Blunder));
    let summary = summarize(&reviews);
    assert_eq!(summary.side(Color::Black).blunders, 1);
    assert_eq!(summary.side(Color::White).turns, 3);
    assert_eq!(summary.black.turns, 2);
    assert!(reviews[4].missed_win.is_some() && reviews[4].drop_cp.is_none());
    assert_eq!(summary.white.missed_wins, 1);
    assert_eq!(summary.side(Color::Black).inaccuracies, 1);
    assert_eq!(summarize(&[]), Default::default());
    let _: SideSummary = summary.white;
}

#[test]
fn the_main_line_of_a_tree_is_reviewed_with_its_evaluations() {
    let text = "[Variant \"Full Belt Chess\"]\n\n{[%eval 0.20]} 1. g2g3 1+1 {[%eval 0.30]} g8h6 8+3 {[%eval 0.30]} \
        2. c1b3 1+3 {[%eval 0.20]} c7c5 8+4 {[%eval #1]} (2... a7a5 2+1) *";
    let tree = parse_tree_pgn(text).unwrap();
    let reviews = review_main_line(&tree);
    assert_eq!(reviews.len(), 4);
    let marks: Vec<Option<Mark>> = reviews.iter().map(|r| r.mark).collect();
    assert_eq!(marks, [None, None, None, Some(Mark::Blunder)]);
    assert_eq!(
        reviews[3].drop_cp,
        Some(1000 - 20),
        "Black's drop: from -0.20 to a mate against"
    );
}
