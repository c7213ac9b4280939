//! The analysis board's engine: multi-PV lines on a mate in one, scores as
//! evaluations from White's side, and N = 1 unchanged by the multi-PV code.

use beltboard::ai::{native_clock, Choice, Info, Limits, SearchResult, Searcher};
use beltboard::rules::tactics::{winning_turns, wins_at_once};
use beltboard::rules::{parse_turn, Color, Evaluation, Options, Position, Start};

fn replay(start: Start, turns: &[&str]) -> Position {
    turns.iter().fold(Position::start(start, Options::default()), |pos, t| {
        pos.play(parse_turn(&pos, t).expect("legal")).expect("legal")
    })
}

fn search(pos: &Position, limits: Limits) -> (SearchResult, Vec<Info>) {
    let mut infos = Vec::new();
    let r = Searcher::new(4, native_clock())
        .search(pos, &[], limits, Choice::default(), &mut |i| infos.push(i.clone()))
        .expect("a legal turn");
    (r, infos)
}

/// Checks what every multi-PV report must hold: distinct first turns, best
/// first, legal lines.
fn check_lines(pos: &Position, info: &Info, wanted: usize) {
    assert_eq!(info.lines.len(), wanted, "depth {}", info.depth);
    assert_eq!(info.lines[0].pv, info.pv);
    assert!(info.lines.windows(2).all(|w| w[0].score >= w[1].score), "ordered");
    let mut firsts: Vec<String> = info.lines.iter().map(|l| l.pv[0].machine()).collect();
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts.len(), wanted, "distinct first turns");
    for line in &info.lines {
        line.pv
            .iter()
            .try_fold(pos.clone(), |p, &t| p.play(t))
            .expect("a legal line");
    }
}

#[test]
fn a_mate_in_one_is_the_first_line_with_score_hash_1() {
    let pos = replay(Start::FullBelt, &["g2g3 1+1", "g8h6 8+3", "c1b3 1+3", "c7c5 8+4"]);
    let mate = parse_turn(&pos, "c1d3 d+3").unwrap();
    assert!(wins_at_once(&pos, &mate));
    let limits = Limits {
        depth: Some(3),
        multi_pv: 3,
        ..Limits::default()
    };
    let (r, infos) = search(&pos, limits);
    assert!(!infos.is_empty());
    for info in infos.iter().chain([&r.info]) {
        check_lines(&pos, info, 3);
        let first = &info.lines[0];
        assert_eq!(first.score.evaluation(pos.turn()).to_string(), "#1");
        assert!(wins_at_once(&pos, &first.pv[0]));
        assert_eq!(first.pv.len(), 1, "nothing after the mate");
    }
    // Every line that mates scores #1; the others score below it.
    let wins = winning_turns(&pos);
    for line in &r.info.lines {
        let eval = line.score.evaluation(Color::White);
        assert_eq!(wins.contains(&line.pv[0]), eval == Evaluation::mate(Color::White, 1));
    }
}

#[test]
fn black_to_move_scores_from_whites_side() {
    // Black to move before the blunder: the best lines for Black come first,
    // so their White-side evaluations rise line by line.
    let pos = replay(Start::FullBelt, &["g2g3 1+1", "g8h6 8+3", "c1b3 1+3"]);
    let (r, _) = search(
        &pos,
        Limits {
            depth: Some(2),
            multi_pv: 3,
            ..Limits::default()
        },
    );
    check_lines(&pos, &r.info, 3);
    let evals: Vec<Evaluation> = r.info.lines.iter().map(|l| l.score.evaluation(pos.turn())).collect();
    assert!(evals.windows(2).all(|w| w[0] <= w[1]), "{evals:?}");
    let first = r.info.lines[0].score;
    assert_eq!(first.evaluation(Color::Black), (-first).evaluation(Color::White));
}

#[test]
fn one_line_is_the_same_search_as_before() {
    // multi_pv 0 (the default) and 1 are the same search, node for node.
    for pos in [
        Position::start(Start::FullBelt, Options::default()),
        Position::start(Start::NoPawns, Options::default()),
    ] {
        let depth = if pos.variant().has_belts() { 3 } else { 5 };
        let lines = |multi_pv| Limits {
            depth: Some(depth),
            multi_pv,
            ..Limits::default()
        };
        let (a, _) = search(&pos, lines(0));
        let (b, _) = search(&pos, lines(1));
        assert_eq!(
            (a.best, a.info.nodes, a.info.score),
            (b.best, b.info.nodes, b.info.score)
        );
        assert_eq!(a.info.lines.len(), 1);
        let (c, _) = search(&pos, lines(2));
        check_lines(&pos, &c.info, 2);
        // In Full Belt a second line costs nodes: many root turns come near
        // the second best and are searched with a full window. (In Chess
        // without Pawns the root's full windows can fill the table so that two
        // lines cost no more than one: a measure, not a rule.)
        if pos.variant().has_belts() {
            assert!(c.info.nodes >= a.info.nodes, "a second line costs nodes");
        }
    }
}
