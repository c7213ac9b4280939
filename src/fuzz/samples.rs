//! The sample games and positions the corpora are made from: played by a
//! fixed seed from every start, so that every run fuzzes the same corpus.

use super::Draw;
use crate::ai::Rng;
use crate::rules::{Game, Options, Position, Start};
use std::sync::OnceLock;

/// Games played by a fixed seed from every start, some with the option: the
/// source of the corpora and of the positions turn texts are read in.
pub(super) fn sample_games() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let mut rng = Rng::new(0x5eed);
        let mut games = Vec::new();
        for start in Start::ALL {
            for no_belt_check in [false, true] {
                let mut game = Game::new(Position::start(
                    start,
                    Options::for_variant(start.variant(), no_belt_check),
                ));
                for _ in 0..40 {
                    let turns = game.position().legal_turns();
                    if turns.is_empty() || game.outcome().is_some() {
                        break;
                    }
                    let turn = *rng.pick(&turns);
                    if game.play(turn).is_err() {
                        break;
                    }
                }
                games.push(game);
            }
        }
        games
    })
}

/// Positions to read turn texts in: every fifth position of the sample games.
pub(super) fn sample_positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        sample_games()
            .iter()
            .flat_map(|g| {
                (0..=g.turns().len())
                    .step_by(5)
                    .filter_map(|i| g.position_at(i).cloned())
            })
            .collect()
    })
}
