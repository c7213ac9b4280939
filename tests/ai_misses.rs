//! Levels 1 and 2 overlook a win at once by a chance of their own, drawn
//! from the game's seed (the same seed decides alike); levels 3 to 5 never do.

use beltboard::ai::{native_clock, Choice, Level, Limits, Rng, Searcher};
use beltboard::rules::tactics::{find_win, wins_at_once};
use beltboard::rules::{parse_turn, Options, Position, Start};

/// Positions where the side to move can win at once: issue 10's mate in
/// one, then the first such position of seeded random games in each variant.
fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    let mut pos = Position::start(Start::FullBelt, Options::default());
    for t in ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3", "c7c5 8+4"] {
        pos = pos.play(parse_turn(&pos, t).unwrap()).unwrap();
    }
    out.push(pos);
    let mut rng = Rng::new(39);
    for start in [Start::FullBelt, Start::NoPawns] {
        let mut games = 0;
        while out.len() < if start == Start::FullBelt { 8 } else { 12 } && games < 200 {
            games += 1;
            let mut pos = Position::start(start, Options::default());
            for _ in 0..40 {
                if find_win(&pos).is_some() {
                    out.push(pos);
                    break;
                }
                let turns = pos.legal_turns();
                if turns.is_empty() || pos.outcome().is_some() {
                    break;
                }
                pos = pos.play_unchecked(turns[rng.below(turns.len() as u64) as usize]);
            }
        }
    }
    assert_eq!(out.len(), 12, "the random games reach enough wins at once");
    out
}

/// Whether `level` with game seed `seed` takes the win at once in `pos`
/// (its own depth, no clock: the answer depends on the seed alone).
fn takes(level: u8, pos: &Position, seed: u64) -> bool {
    let level = Level::new(level).unwrap();
    let limits = Limits {
        time_ms: None,
        ..level.limits()
    };
    let r = Searcher::new(1, native_clock())
        .search(pos, &[], limits, level.choice_at(pos, seed), &mut |_| {})
        .expect("a legal turn");
    wins_at_once(pos, &r.best)
}

#[test]
fn weak_levels_miss_some_wins_at_once_and_strong_ones_none() {
    let positions = positions();
    let mut missed = [0usize; 6];
    let mut asked = 0;
    for (i, pos) in positions.iter().enumerate() {
        for seed in 0..4u64 {
            let seed = seed * 7919 + i as u64;
            asked += 1;
            for level in 1..=5u8 {
                let took = takes(level, pos, seed);
                if !took {
                    missed[usize::from(level)] += 1;
                }
                // Reproducible: the same seed, the same decision.
                assert_eq!(
                    took,
                    takes(level, pos, seed),
                    "level {level} seed {seed} in {}",
                    pos.fen()
                );
            }
        }
    }
    assert_eq!(
        &missed[3..],
        [0, 0, 0],
        "levels 3 to 5 take every win at once ({asked} tries)"
    );
    assert!(
        missed[1] > 0 && missed[1] < asked,
        "level 1 misses some, not all: {missed:?}"
    );
    assert!(
        missed[2] > 0 && missed[2] < missed[1],
        "level 2 misses fewer: {missed:?}"
    );
}

#[test]
fn the_chance_is_the_levels_and_the_draw_is_the_seeds() {
    assert_eq!(Level::new(5).unwrap().miss_per_mille(), 0);
    assert_eq!(Level::new(3).unwrap().miss_per_mille(), 0);
    assert!(Level::new(1).unwrap().miss_per_mille() > Level::new(2).unwrap().miss_per_mille());
    let draws = |per_mille: u16| {
        (0..1000u64)
            .filter(|&seed| {
                Choice {
                    seed,
                    miss_per_mille: per_mille,
                    ..Choice::default()
                }
                .overlooks_wins()
            })
            .count()
    };
    assert_eq!(draws(0), 0);
    assert_eq!(draws(1000), 1000);
    let half = draws(500);
    assert!(
        (400..600).contains(&half),
        "{half} of 1000 seeds overlook at 500 per mille"
    );
}

#[test]
fn a_win_overlooked_leaves_a_legal_turn_that_does_not_win() {
    let pos = &positions()[0];
    let choice = Choice {
        miss_per_mille: 1000,
        ..Choice::default()
    };
    let limits = Limits {
        depth: Some(2),
        ..Limits::default()
    };
    let r = Searcher::new(1, native_clock())
        .search(pos, &[], limits, choice, &mut |_| {})
        .expect("a turn is chosen");
    assert!(pos.is_legal(r.best));
    assert!(!wins_at_once(pos, &r.best), "{}", r.best.machine());
    let seen = Searcher::new(1, native_clock())
        .search(pos, &[], limits, Choice::default(), &mut |_| {})
        .expect("a turn is chosen");
    assert!(wins_at_once(pos, &seen.best), "without the chance the win is taken");
}
