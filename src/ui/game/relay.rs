//! Play by link: after each turn of a two-player game, a link holding the
//! game so far, with the side it is for (`play`) and its length (`ply`), so
//! that the receiver's page can check it is whole and for the side to move.

use crate::rules::Color;
use crate::ui::game::link::{game_link, LinkGame};
use crate::ui::game::state::State;
use crate::ui::game::{
    loaded::Loaded,
    notice::{Notice, RelayProblem},
};
use crate::ui::record::query::Query;
use crate::ui::settings::values::Mode;

/// The play-by-link link for `state`: `None` outside a two-player game,
/// before the first turn and after the end.
pub fn relay_link(state: &State) -> Option<String> {
    let game = &state.board.game;
    // A puzzle's turns are no game to send on.
    if state.board.settings.mode != Mode::TwoPlayers
        || state.puzzle.is_some()
        || game.turns().is_empty()
        || game.outcome().is_some()
    {
        return None;
    }
    Some(format!(
        "{}&play={}&ply={}",
        game_link(&state.board.settings, game),
        game.position().turn().char(),
        game.turns().len()
    ))
}

/// Whether a query is a play-by-link link.
pub fn is_relay(query: &Query) -> bool {
    query.get("play").is_some()
}

/// The game of a play-by-link link, checked: the side it is for must be the
/// side to move after `ply` turns. The receiver sees the board from that
/// side; a link that fails the check still shows its game, with a notice
/// saying what is wrong.
pub fn relay_loaded(link: LinkGame, query: &Query) -> Loaded {
    let game = &link.game;
    let to_move = game.position().turn();
    let color = match query.value("play") {
        Some("w") => Some(Color::White),
        Some("b") => Some(Color::Black),
        _ => None,
    };
    let turns = game.turns().len();
    let problem = match (color, query.value("ply").and_then(|p| p.parse::<usize>().ok())) {
        (None, _) => Some(RelayProblem::NoSide),
        (_, None) => Some(RelayProblem::NoLength),
        (_, Some(n)) if n != turns => Some(RelayProblem::Length { said: n, held: turns }),
        (Some(c), _) if c != to_move => Some(RelayProblem::Side(c)),
        _ if game.outcome().is_some() => Some(RelayProblem::Over),
        _ if !link.problems.is_empty() => Some(RelayProblem::Link(link.problems[0].clone())),
        _ => None,
    };
    let notice = match problem {
        Some(why) => Notice::RelayMismatch(why),
        None => Notice::RelayYourMove(to_move),
    };
    let mut loaded = Loaded::new(link.settings, link.game).with_notice(notice);
    loaded.flipped = color.unwrap_or(to_move) == Color::Black;
    loaded
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Start;
    use crate::ui::game::link::{query, read_link};
    use crate::ui::settings::values::Settings;
    use crate::ui::{board::state::BoardAction, game::state::Action};

    fn open(link: &str) -> Loaded {
        let q = query(link);
        relay_loaded(read_link(&q), &q)
    }

    #[test]
    fn play_by_link_checks_the_side_and_the_length() {
        let mut s = State::new(Settings {
            start: Start::NoPawns,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        });
        assert_eq!(relay_link(&s), None, "nothing to send before the first turn");
        s.apply(Action::Board(BoardAction::Typed("Nc3".into())));
        let link = relay_link(&s).unwrap();
        assert!(link.ends_with("&ai=none&level=3&play=b&ply=1"), "{link}");
        let o = open(&link);
        assert_eq!(o.game.turns(), s.board.game.turns());
        assert!(o.flipped, "Black gets the board from Black's side");
        assert_eq!(o.notice, Some(Notice::RelayYourMove(Color::Black)));
        s.apply(Action::Board(BoardAction::Typed("Nc6".into())));
        s.apply(Action::Board(BoardAction::Typed("Nd5".into())));
        let long = relay_link(&s).unwrap();
        let mismatch = |link: &str| match open(link).notice {
            Some(Notice::RelayMismatch(why)) => why,
            other => panic!("{other:?}"),
        };
        let cut = mismatch(&long.replace("b1c3,b8c6,c3d5", "b1c3"));
        assert_eq!(cut, RelayProblem::Length { said: 3, held: 1 });
        assert!(cut.to_string().contains("should hold 3 turns but holds 1"));
        let side = mismatch(&long.replace("play=b", "play=w"));
        assert_eq!(side, RelayProblem::Side(Color::White));
        assert!(side.to_string().contains("it is for White, but Black is to move"));
        assert_eq!(mismatch(&long.replace("&ply=3", "")), RelayProblem::NoLength);
        let mut ai = State::default();
        ai.apply(Action::Board(BoardAction::Typed("Nf3 f+4".into())));
        assert_eq!(relay_link(&ai), None, "only two players play by link");
    }
}
