//! The analysis board's address: `studio.html?analysis=1` with a game as
//! any link gives one (`variant`, `fen`, `moves`; see `link.rs`) and the
//! position to show first (`ply`: after that many turns, from 0).

use super::link::game_link;
use super::query::Query;
use crate::rules::Game;
use crate::ui::settings::Settings;

/// Whether the address asks for the analysis board (`analysis=1`).
pub fn is_analysis(query: &Query) -> bool {
    query.value("analysis") == Some("1")
}

/// The position to show first: after `ply` turns, if that many were played.
pub fn first_ply(query: &Query, game: &Game) -> Option<usize> {
    query
        .value("ply")
        .and_then(|p| p.parse::<usize>().ok())
        .filter(|&p| p <= game.turns().len())
}

/// The address (relative to the app's folder) of the analysis board for
/// `game`, showing the position after `ply` turns (the last if `None`).
pub fn analysis_link(settings: &Settings, game: &Game, ply: Option<usize>) -> String {
    let mut out = format!("studio.html?analysis=1&{}", game_link(settings, game));
    if let Some(ply) = ply.filter(|&p| p < game.turns().len()) {
        out.push_str(&format!("&ply={ply}"));
    }
    out
}

/// Whether the address asks to review the game at once (`review=1`).
pub fn wants_review(query: &Query) -> bool {
    query.value("review") == Some("1")
}

/// The address of the analysis board reviewing `game` at once.
pub fn review_link(settings: &Settings, game: &Game) -> String {
    format!("{}&review=1", analysis_link(settings, game, None))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Options, Position, Start};
    use crate::ui::formats::link::{query, read_link};

    #[test]
    fn the_link_reads_back_as_the_same_game_and_ply() {
        let game = Game::replay(
            Position::start(Start::FullBelt, Options::default()),
            ["g1f3 f+4", "g8h6 a+1"],
        )
        .unwrap();
        let link = analysis_link(&Settings::default(), &game, Some(1));
        let search = link.split_once('?').unwrap().1;
        let q = query(search);
        assert!(is_analysis(&q));
        let read = read_link(&q);
        assert!(read.problems.is_empty(), "{:?}", read.problems);
        assert_eq!(read.game.turns(), game.turns());
        assert_eq!(first_ply(&q, &read.game), Some(1));
        // The last position is the default; a ply past the end or unreadable is ignored.
        assert!(!analysis_link(&Settings::default(), &game, Some(2)).contains("ply="));
        for bad in ["ply=9", "ply=-1", "ply=x", "ply=%3Cb%3E"] {
            assert_eq!(first_ply(&query(bad), &game), None, "{bad}");
        }
        assert!(!is_analysis(&query("analysis=yes")));
        let review = review_link(&Settings::default(), &game);
        let q = query(review.split_once('?').unwrap().1);
        assert!(is_analysis(&q) && wants_review(&q));
        assert_eq!(
            first_ply(&q, &read_link(&q).game),
            None,
            "the review opens on the last position"
        );
        assert!(!wants_review(&query(search)));
    }
}
