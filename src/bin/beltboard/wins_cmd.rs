//! `wins`: how often each level takes a win at once. Positions with a win at
//! once for the side to move are gathered from level 1's self-play (the
//! first such position of each game, every game opened by two random turns
//! of its own), then each level answers every one of them with its own
//! limits and choice, and the command counts the answers that win at once.
//!
//! Each level answers without its clock, which a busy machine could run
//! out before level 1's single ply is searched: a level that does not
//! overlook the win finds it in its first iteration, which ends the search
//! (a mate found is final), and one that overlooks it has no winning turn
//! to search, so the clock never decides which. The positions come from
//! depth-limited play too, so the whole output is fixed by `--seed`.

use super::ai_cmds::history;
use super::Args;
use beltboard::ai::{native_clock, Level, Limits, Rng, Searcher};
use beltboard::rules::tactics::{find_win, wins_at_once};
use beltboard::rules::{Game, Position};

/// The longest self-play game searched for a win at once, in plies.
const MAX_PLIES: usize = 80;

/// The most games tried before giving up on finding enough positions.
const MAX_GAMES_PER_POSITION: usize = 20;

/// The table size of each search, in MB (a search of one or two plies needs little).
const TABLE_MB: usize = 4;

/// Runs `wins [--positions N] [--seed S]` with the game options.
pub fn run(args: &mut Args) -> Result<(), String> {
    let start = args.game()?.position;
    let wanted = args.number("--positions", 1..=10_000)?.unwrap_or(100) as usize;
    let seed = args.number("--seed", 0..=u64::MAX)?.unwrap_or(1);
    std::mem::take(args).finish()?;
    let positions = gather(&start, wanted, seed)?;
    println!(
        "{} positions with a win at once for the side to move, from level 1's self-play (seed {seed})",
        positions.len()
    );
    for n in Level::MIN..=Level::MAX {
        let level = Level::new(n).ok_or("no such level")?;
        let taken = positions
            .iter()
            .enumerate()
            .filter(|(i, (game, pos))| {
                let mut searcher = Searcher::new(TABLE_MB, native_clock());
                let choice = level.choice_at(pos, answer_seed(seed, n, *i));
                let own = level.limits();
                // No clock; the strong levels' unlimited depth capped in case a win is not seen at once.
                let limits = Limits {
                    time_ms: None,
                    depth: own.depth.or(Some(3)),
                    ..own
                };
                searcher
                    .search(pos, &history(game), limits, choice, &mut |_| {})
                    .is_some_and(|r| wins_at_once(pos, &r.best))
            })
            .count();
        println!(
            "level {n}: took {taken} of {} wins at once ({}%); overlooks them {} times in 1000",
            positions.len(),
            taken * 100 / positions.len().max(1),
            level.miss_per_mille()
        );
    }
    Ok(())
}

/// The seed level `level` answers position `i` with (one per level and position).
fn answer_seed(seed: u64, level: u8, i: usize) -> u64 {
    Rng::new(seed ^ (u64::from(level) << 32) ^ i as u64).next_u64()
}

/// `wanted` positions (each with the game that reached it) where the side
/// to move can win at once: the first of each level-1 self-play game.
fn gather(start: &Position, wanted: usize, seed: u64) -> Result<Vec<(Game, Position)>, String> {
    let level = Level::new(Level::MIN).ok_or("no level 1")?;
    // Depth alone, no clock: the same seed plays the same games.
    let limits = Limits {
        time_ms: None,
        ..level.limits()
    };
    let mut rng = Rng::new(seed);
    let mut found = Vec::new();
    let mut searcher = Searcher::new(TABLE_MB, native_clock());
    for _ in 0..wanted * MAX_GAMES_PER_POSITION {
        if found.len() == wanted {
            break;
        }
        let mut game = Game::new(start.clone());
        // Two random turns (one a side) that do not hand over a win at once:
        // games that would otherwise begin alike.
        for _ in 0..2 {
            let pos = game.position().clone();
            let turns = pos.legal_turns();
            let safe = (0..20)
                .map(|_| turns[rng.below(turns.len() as u64) as usize])
                .find(|t| pos.play(*t).is_ok_and(|next| find_win(&next).is_none()));
            if let Some(t) = safe {
                game.play(t).map_err(|e| e.to_string())?;
            }
        }
        let game_seed = rng.next_u64();
        while game.outcome().is_none() && game.turns().len() < MAX_PLIES {
            let pos = game.position().clone();
            if find_win(&pos).is_some() {
                found.push((game.clone(), pos));
                break;
            }
            let choice = level.choice_at(&pos, game_seed);
            let Some(r) = searcher.search(&pos, &history(&game), limits, choice, &mut |_| {}) else {
                break;
            };
            game.play(r.best).map_err(|e| e.to_string())?;
        }
    }
    if found.is_empty() {
        return Err("no self-play game reached a win at once".into());
    }
    Ok(found)
}
