//! Defences: the AI never gives up a defence against a forced win that a
//! plain full-width search finds. The oracle is `common::oracle`.

mod common;

use beltboard::ai::{native_clock, Choice, Level, Limits, Searcher};
use beltboard::rules::{Options, Position, Turn, Variant};
use beltboard::ui::ai::job::{merge_shares, to_wire, Purpose, Share};
use common::oracle::forced_win;
use common::self_play::self_play;

/// Full Belt positions where the side to move faces a forced win in two and
/// its only defences lie outside the root's beam: `(position, a turn that
/// loses, a defence)`. Found by `find_defences` (seeds 0 to 75 of the
/// depth-2 self-play below): the engine before the defence search (commit
/// ee357b5) scored each mated in two at depth 4 and played the turn that
/// loses, as every turn it searched in full was mated; the engine now finds
/// the defence, and the oracle proves both.
const DEFENCES: [(&str, &str, &str); 6] = [
    (
        "rnb1k1br/Rpp1p1pp/6n1/3P2p1/3Q4/3q1P2/1PPpPP1B/1NB1K1PR w - d 0 3",
        "e1f1 4+5",
        "c1d2 3+6",
    ),
    (
        "1P3Pnr/1B4pp/2P2P2/1pQp1R2/1p2Np1P/B1K1p1q1/1n1bP1kP/r1b1R3 w - c 2 8",
        "c3c2 g+5",
        "c3c2 g+7",
    ),
    (
        "rnbq1br1/p2p1ppR/4N3/4B3/3Pk3/np4N1/P1PPKPP1/1BQ3pR b - 3 0 7",
        "e4d5 f+1",
        "e4d5 d+2",
    ),
    (
        "rnb3nr/p1ppP1Pp/5p1p/3PkP2/P4P2/1Q1q4/1P1N1KbB/R1B3NR b - e 0 5",
        "e5f5 g+4",
        "e5f5 f+1",
    ),
    (
        "nb1k2rr/1ppp1p1p/5BPp/3P1b2/5pP1/1Q1q2N1/PP1BP1nP/RN1K2PR b - 8 2 4",
        "d8c8 6+1",
        "d8c8 f+3",
    ),
    (
        "q1p1rr2/ppkpp1pp/1nB5/2b5/P1pQ2P1/8/PPn1PBbP/RRN1K2N w - 1 0 6",
        "e1d2 f+2",
        "e1d2 c+5",
    ),
];

/// Level 5 with a node limit in place of its clock, and no deeper than the
/// four turns that see the threat: 1.5 M nodes of the defence search take
/// about a second natively (level 5 at `--movetime 1000` found each of
/// these defences within its second), and the same search on a busy machine.
fn level5() -> Limits {
    Limits {
        time_ms: None,
        nodes: Some(1_500_000),
        depth: Some(4),
        ..Level::new(5).expect("level 5 exists").limits()
    }
}

fn full_belt(fen: &str) -> Position {
    Position::from_fen(fen, Variant::FullBelt, Options::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Whether `turn` leaves the opponent no forced win within three plies (its two turns).
fn defends(pos: &Position, turn: Turn) -> bool {
    forced_win(&pos.play_unchecked(turn), 3).is_none()
}

#[test]
fn the_threats_and_the_defences_are_proven() {
    for (fen, loses, defence) in DEFENCES {
        let pos = full_belt(fen);
        for t in [loses, defence] {
            assert!(pos.is_legal(common::turn(t)), "{fen}: {t} is not legal");
        }
        assert!(!defends(&pos, common::turn(loses)), "{fen}: {loses} does not lose");
        assert!(defends(&pos, common::turn(defence)), "{fen}: {defence} does not defend");
    }
}

#[test]
fn level_5_finds_the_defence_outside_the_beam() {
    let mut failed = Vec::new();
    for (fen, _, _) in DEFENCES {
        let pos = full_belt(fen);
        let mut searcher = Searcher::new(16, native_clock());
        let choice = Level::new(5).expect("level 5").choice_at(&pos, 7);
        let r = searcher
            .search(&pos, &[], level5(), choice, &mut |_| {})
            .expect("a legal turn");
        if !defends(&pos, r.best) || r.info.score.is_mate() {
            failed.push(format!(
                "{fen}: {} (score {} at depth {})",
                r.best.machine(),
                r.info.score,
                r.info.depth
            ));
        }
    }
    assert!(failed.is_empty(), "no defence found:\n{}", failed.join("\n"));
}

#[test]
fn two_shares_merged_as_the_workers_do_find_the_defence() {
    // The browser's shape: each worker searches its share of the root (each
    // applying the beam to its own share) and the shares are merged by the
    // worker's own code (`merge_shares`, as `ToWorker::Merge` runs it).
    for (fen, _, _) in DEFENCES {
        let pos = full_belt(fen);
        let choice = Level::new(5).expect("level 5").choice_at(&pos, 7);
        let shares: Vec<Vec<u8>> = (0..2)
            .map(|k| {
                let mut searcher = Searcher::new(16, native_clock());
                let limits = Limits {
                    root_split: Some((k, 2)),
                    ..level5()
                };
                let share = Share {
                    fen: pos.fen(),
                    choice,
                    result: searcher.search(&pos, &[], limits, choice, &mut |_| {}),
                    purpose: Purpose::Move,
                    variant: Variant::FullBelt,
                    options: Options::default(),
                    findings: None,
                    guard_ms: None,
                };
                to_wire(&share)
            })
            .collect();
        let answer = merge_shares(&shares).expect("a merged answer");
        // Compared at the depth that sees the threat, not held back to a
        // lesser one by a share that proved all of its own turns lost.
        assert!(answer.info.depth >= 3, "{fen}: merged at depth {}", answer.info.depth);
        assert!(
            defends(&pos, answer.turn),
            "{fen}: {} (score {} at depth {}) allows a win in two",
            answer.turn.machine(),
            answer.info.score,
            answer.info.depth
        );
    }
}

/// Prints the self-play positions where the engine scores itself mated in
/// two at depth 4 (seeds `SEED_FROM..SEED_TO`, 0..40 by default), with its
/// turn and whether the oracle proves that turn lost. Built on the engine
/// before the defence search (ee357b5), seeds 0 to 75 gave 29 such
/// positions; the engine now found a defence in 7, each proven by
/// `check_defence`, which are `DEFENCES` (less one whose defence takes
/// 2.6 M nodes: `bn1rnPK1/pp2pB2/2P1N3/2B4P/2b4r/2pP1k2/PP1QP1Pp/R2q1pN1 b - f 0 5`,
/// `f3g3 d+6`). In the other 22, `beltboard bestmove --depth 4 --nodes
/// 6000000` searched every turn in full and found each mated.
#[test]
#[ignore = "a finder, run by hand: prints self-play positions where the engine sees itself mated in two"]
fn find_defences() {
    let from: u64 = std::env::var("SEED_FROM")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let to: u64 = std::env::var("SEED_TO").ok().and_then(|s| s.parse().ok()).unwrap_or(40);
    for seed in from..to {
        for pos in self_play(seed, 16) {
            if forced_win(&pos, 1).is_some() {
                continue;
            }
            let t = std::time::Instant::now();
            let mut searcher = Searcher::new(16, native_clock());
            let limits = Limits {
                depth: Some(4),
                nodes: Some(3_000_000),
                ..Limits::default()
            };
            let r = searcher
                .search(&pos, &[], limits, Choice::default(), &mut |_| {})
                .expect("a legal turn");
            if r.info.score.mate_turns().is_some_and(|m| m < 0) {
                let lost = forced_win(&pos.play_unchecked(r.best), 3).is_some();
                println!(
                    "mated seed {seed} depth {} score {} | {} | {} | oracle-lost {lost} | {:?}",
                    r.info.depth,
                    r.info.score,
                    pos.fen(),
                    r.best.machine(),
                    t.elapsed()
                );
            }
        }
    }
}

/// Whether the oracle proves the turn `TURN` lost (a win in two for the
/// opponent, printed) or a defence (`None`) in the position `FEN`.
#[test]
#[ignore = "a checker, run by hand: FEN and TURN in the environment"]
fn check_defence() {
    let fen = std::env::var("FEN").expect("FEN");
    let pos = Position::from_fen(&fen, beltboard::rules::Variant::FullBelt, Options::default()).expect("a FEN");
    let turn = common::turn(&std::env::var("TURN").expect("TURN"));
    let t = std::time::Instant::now();
    let lost = forced_win(&pos.play_unchecked(turn), 3);
    println!(
        "{} after {}: opponent's win in two {:?} ({:?})",
        fen,
        turn.machine(),
        lost.map(|w| w.machine()),
        t.elapsed()
    );
}
