//! Which sounds a change of the game page's state makes: the page keeps
//! what it last heard ([`Heard`]) and, after every action, plays what
//! [`Heard::sounds`] finds new: the normal move as it is made (in Full Belt
//! Chess before the belt), the belt as it is confirmed, a whole turn of the
//! AI or the opponent, a check, the game's end (also by a flag or a
//! resignation) and a puzzle's answer. Looking through the record, undoing
//! or opening another game makes none.

use crate::rules::{Move, Turn};
use crate::ui::game::puzzle::session::Stage;
use crate::ui::game::sound::sounds::{after_turn, of_move, Sound};
use crate::ui::game::state::State;

/// What the page has already made a sound for.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Heard {
    /// The turns of the record.
    plies: usize,
    /// The last of them, to tell a turn played from another game opened.
    last: Option<Turn>,
    /// The normal move made and waiting for its belt.
    normal: Option<Move>,
    /// Whether the game was over.
    over: bool,
    /// The puzzle on the board, how far its answer went, whether a wrong
    /// try was taken back, and whether one is shown with its refutation.
    puzzle: Option<(usize, Stage, bool, bool)>,
    /// The board's change count ([`crate::ui::board::motion::Motion::seq`]): a wrong try
    /// taken back changes the board and nothing else.
    seq: u32,
}

impl Heard {
    /// What `state` shows, as far as sounds go.
    pub fn of(state: &State) -> Heard {
        let turns = state.board.game.turns();
        Heard {
            plies: turns.len(),
            last: turns.last().copied(),
            normal: state.board.pending.map(|p| p.normal),
            over: state.board.outcome().is_some(),
            puzzle: state
                .session()
                .map(|s| (s.index, s.stage, s.missed, s.refuted.is_some())),
            seq: state.board.motion.seq,
        }
    }

    /// Whether the game was over.
    pub fn over(&self) -> bool {
        self.over
    }

    /// The sounds that `state`, the state after this one, makes, in the
    /// order they are played.
    pub fn sounds(&self, state: &State) -> Vec<Sound> {
        let now = Heard::of(state);
        let mut out = Vec::new();
        if let (Some((index, before, _, was_refuted)), Some((after_index, after, missed, refuted))) =
            (self.puzzle, now.puzzle)
        {
            let taken_back = missed && after == Stage::Solving && now.seq != self.seq && now.plies == self.plies;
            match after {
                _ if index != after_index => {}
                Stage::Solved if before != after => return vec![Sound::Right],
                Stage::Failed(_) if before != after => return vec![Sound::Wrong],
                _ if refuted && !was_refuted => return vec![Sound::Wrong],
                _ if taken_back => return vec![Sound::Wrong],
                _ => {}
            }
        }
        let turns = state.board.game.turns();
        let one_more = now.plies == self.plies + 1 && self.last == self.plies.checked_sub(1).map(|i| turns[i]);
        if one_more {
            let turn = turns[self.plies];
            // A move already heard as it was made sounds again only as its belt.
            if self.normal != Some(turn.normal) {
                if let Some(before) = state.board.game.position_at(self.plies) {
                    out.push(of_move(before, turn.normal));
                }
            }
            if turn.belt.is_some() {
                out.push(Sound::Belt);
            }
            // A king's capture sounds as a capture (the move), then the end.
            out.extend(after_turn(state.board.position(), state.board.outcome()));
        } else if now.plies == self.plies && self.last == now.last {
            if let (None, Some(normal)) = (self.normal, now.normal) {
                out.push(of_move(state.board.position(), normal));
            }
            if now.over && !self.over {
                out.push(Sound::End);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Belt, Game, Options, Position, Start, TimeControl, Variant};
    use crate::ui::game::clock::clocks::ClockAction;
    use crate::ui::settings::values::{Mode, Settings};
    use crate::ui::{board::state::BoardAction, game::state::Action};

    fn hotseat(start: Start) -> State {
        State::new(Settings {
            start,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        })
    }

    /// Applies `action` and returns the sounds it made.
    fn heard(state: &mut State, action: Action) -> Vec<Sound> {
        let before = Heard::of(state);
        state.apply(action);
        before.sounds(state)
    }

    fn press(s: &mut State, square: &str) -> Vec<Sound> {
        heard(s, Action::Board(BoardAction::Press(square.parse().unwrap())))
    }

    #[test]
    fn a_full_belt_turn_sounds_its_move_then_its_belt_and_a_typed_one_both() {
        let mut s = hotseat(Start::FullBelt);
        assert_eq!(press(&mut s, "g1"), vec![]);
        assert_eq!(press(&mut s, "f3"), vec![Sound::Move]);
        assert_eq!(
            heard(
                &mut s,
                Action::Board(BoardAction::Arrow(Belt::from_char('a').unwrap(), 1))
            ),
            vec![]
        );
        assert_eq!(
            heard(&mut s, Action::Board(BoardAction::ConfirmBelt)),
            vec![Sound::Belt],
            "the move was heard already"
        );
        let typed = heard(&mut s, Action::Board(BoardAction::Typed("g8f6 h+1".into())));
        assert_eq!(typed, vec![Sound::Move, Sound::Belt]);
        assert_eq!(
            heard(&mut s, Action::Board(BoardAction::View(0))),
            vec![],
            "looking back is quiet"
        );
        assert_eq!(heard(&mut s, Action::Board(BoardAction::Last)), vec![]);
        assert_eq!(heard(&mut s, Action::Undo), vec![], "an undo is quiet");
    }

    #[test]
    fn a_capture_a_check_a_resignation_and_a_flag_each_sound() {
        let at = |fen: &str| {
            let mut s = hotseat(Start::NoPawns);
            s.board_mut().game = Game::new(Position::from_fen(fen, Variant::NoPawns, Options::default()).unwrap());
            s
        };
        let mut won = at("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
        assert_eq!(
            heard(&mut won, Action::Board(BoardAction::Typed("Kxd2".into()))),
            vec![Sound::Capture, Sound::End],
            "a king's capture, then the end"
        );
        let mut s = at("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(
            heard(&mut s, Action::Board(BoardAction::Typed("a1a8".into()))),
            vec![Sound::Move, Sound::Check]
        );
        assert_eq!(
            heard(&mut s, Action::Board(BoardAction::Typed("e8e7".into()))),
            vec![Sound::Move]
        );
        assert_eq!(heard(&mut s, Action::Resign), vec![Sound::End]);
        assert_eq!(heard(&mut s, Action::Rematch), vec![], "a new game is quiet");

        let c = TimeControl::parse("0.25+0").unwrap();
        let settings = Settings {
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        let mut t = State::default();
        t.apply(Action::Clock(ClockAction::NewGame(settings, Some([c, c]))));
        heard(&mut t, Action::Board(BoardAction::Typed("g1f3 a+1".into())));
        t.now = 60_000.0;
        assert_eq!(heard(&mut t, Action::Clock(ClockAction::Flag)), vec![Sound::End]);
    }

    #[test]
    fn a_puzzle_answered_right_or_wrong_says_so() {
        use crate::puzzles::{read_puzzles, Kind};
        use crate::ui::game::puzzle::action::PuzzleAction;
        use crate::ui::game::puzzle::session::{Progress, Session};
        let list: std::rc::Rc<[_]> = read_puzzles(include_str!("../../../../assets/puzzles/no-pawns.json"))
            .unwrap()
            .into();
        let puzzle = list.iter().find(|p| p.kind == Kind::Win1).unwrap().clone();
        let session = Session::open(Variant::NoPawns, list, Some(&puzzle.id), Progress::default()).unwrap();
        let mut s = State::default();
        assert_eq!(heard(&mut s, Action::OpenPuzzles(Box::new(session))), vec![]);
        assert_eq!(
            heard(&mut s, Action::Board(BoardAction::Typed(puzzle.solutions[0].machine()))),
            vec![Sound::Right]
        );
        heard(&mut s, Action::Puzzle(PuzzleAction::Retry));
        let wrong = s
            .board
            .position()
            .legal_turns()
            .into_iter()
            .find(|t| !puzzle.accepts(*t))
            .unwrap();
        assert_eq!(
            heard(&mut s, Action::Board(BoardAction::Typed(wrong.machine()))),
            vec![Sound::Wrong]
        );
        // Retry takes the try and its refutation back without a sound.
        assert_eq!(heard(&mut s, Action::Puzzle(PuzzleAction::Retry)), vec![]);
        assert_eq!(
            heard(&mut s, Action::Board(BoardAction::Typed(wrong.machine()))),
            vec![Sound::Wrong],
            "every wrong try says so"
        );
        assert_eq!(heard(&mut s, Action::Puzzle(PuzzleAction::Hint)), vec![]);
    }
}
