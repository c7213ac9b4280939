//! Positions that explain the rules, computed by the rules themselves: one
//! small board per rule for the rules help, each with the game to try it on.
//! Every claim a caption makes about its board is checked by the tests below.

use crate::ai::Level;
use crate::rules::{Belt, BeltRefusal, BeltShift, Board, Game, Move, Options, Position, Square, Start, Turn};
use crate::ui::game::loaded::Loaded;

/// A rule shown on a small board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lesson {
    /// Howe's worked example: 1. Ng1-f3, then the f-file four squares.
    WorkedTurn,
    /// The belts that cannot move after 1. Nf3: empty ones, and ones a shift would not change.
    RefusedBelts,
    /// The belt the opponent just shifted is forbidden for one turn.
    ForbiddenBelt,
    /// A pawn a belt carried to its last rank: it cannot move and attacks nothing.
    FrozenPawn,
    /// White's first turn may not give check, not even by the belt.
    FirstTurnCheck,
    /// The optional rule: a belt move may not give check.
    NoBeltCheck,
    /// No Pawns: a bishop gives check, though it could never capture.
    QuietCheck,
    /// No Pawns: a king that takes an unprotected piece wins at once.
    KingCapture,
    /// No Pawns: each king castles with the rook on its side.
    Castling,
    /// No Pawns: a knight attacking both kings is mate when no king can take it.
    DoubleKingFork,
}

/// A lesson's board: the pieces, and what is drawn on them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The pieces shown.
    pub board: Board,
    /// Normal moves drawn as arrows.
    pub arrows: Vec<Move>,
    /// Belt shifts drawn as bands.
    pub belts: Vec<BeltShift>,
    /// Squares worth pointing at.
    pub marks: Vec<Square>,
    /// The belts no shift of which is allowed, with every reason met among
    /// their shifts (only for [`Lesson::RefusedBelts`]).
    pub refused: Vec<(Belt, Vec<BeltRefusal>)>,
}

impl Lesson {
    /// The Full Belt lessons, in the order the rules are told.
    pub const FULL_BELT: [Lesson; 6] = [
        Lesson::WorkedTurn,
        Lesson::RefusedBelts,
        Lesson::ForbiddenBelt,
        Lesson::FrozenPawn,
        Lesson::FirstTurnCheck,
        Lesson::NoBeltCheck,
    ];

    /// The Chess without Pawns lessons, in the order the rules are told.
    pub const NO_PAWNS: [Lesson; 4] = [
        Lesson::QuietCheck,
        Lesson::KingCapture,
        Lesson::Castling,
        Lesson::DoubleKingFork,
    ];

    /// The `data-lesson` value.
    pub fn key(self) -> &'static str {
        match self {
            Lesson::WorkedTurn => "worked-turn",
            Lesson::RefusedBelts => "refused-belts",
            Lesson::ForbiddenBelt => "forbidden-belt",
            Lesson::FrozenPawn => "frozen-pawn",
            Lesson::FirstTurnCheck => "first-turn-check",
            Lesson::NoBeltCheck => "no-belt-check",
            Lesson::QuietCheck => "quiet-check",
            Lesson::KingCapture => "king-capture",
            Lesson::Castling => "castling",
            Lesson::DoubleKingFork => "double-king-fork",
        }
    }

    /// The setup the lesson is played from.
    pub fn start(self) -> Start {
        match self {
            Lesson::QuietCheck | Lesson::KingCapture | Lesson::Castling | Lesson::DoubleKingFork => Start::NoPawns,
            _ => Start::FullBelt,
        }
    }

    /// Whether the lesson's game is played under the *no belt check* rule.
    pub fn no_belt_check(self) -> bool {
        self == Lesson::NoBeltCheck
    }

    /// The turns (machine form) that lead from the setup to the lesson's position.
    fn turns(self) -> &'static [&'static str] {
        match self {
            Lesson::WorkedTurn | Lesson::RefusedBelts | Lesson::FirstTurnCheck => &[],
            Lesson::ForbiddenBelt => &["g1f3 f+4"],
            Lesson::FrozenPawn => &["d2d4 d+4"],
            Lesson::NoBeltCheck => &["e2e4 4+4", "b8c6 b+1"],
            Lesson::QuietCheck => &[],
            Lesson::KingCapture => &["b1c3", "g8f6", "c3b5", "f6g8", "b5c7"],
            Lesson::Castling => &["b1c3", "b8c6", "g1f3", "g8f6", "c1b2", "c8b7", "f1e2", "f8e7"],
            Lesson::DoubleKingFork => &["b1c3", "e8e7", "c3b5", "g8f6", "b5d4", "f6g8"],
        }
    }

    /// What the lesson's board draws, as turn text in its position: the
    /// turn or the moves it is about, which need not be legal (a refused belt).
    fn drawn(self) -> (&'static [&'static str], &'static str, &'static [&'static str]) {
        // (normal moves, belt shift, marked squares)
        match self {
            Lesson::WorkedTurn => (&["g1f3"], "f+4", &["f7", "f6", "f4"]),
            Lesson::RefusedBelts => (&["g1f3"], "", &[]),
            Lesson::ForbiddenBelt => (&[], "", &[]),
            Lesson::FrozenPawn => (&[], "", &["d8"]),
            Lesson::FirstTurnCheck => (&["e2e4"], "f-3", &["e8"]),
            Lesson::NoBeltCheck => (&["d2d3"], "f-3", &["e8"]),
            Lesson::QuietCheck => (&["f1b5"], "", &["e8"]),
            Lesson::KingCapture => (&["d8c7"], "", &["c7"]),
            Lesson::Castling => (&["e1g1", "d1b1"], "", &["g1", "b1"]),
            Lesson::DoubleKingFork => (&["d4c6"], "", &["d8", "e7"]),
        }
    }

    /// The setup and the turns to the lesson's position.
    fn game(self) -> Option<Game> {
        let options = Options::for_variant(self.start().variant(), self.no_belt_check());
        Game::replay(Position::start(self.start(), options), self.turns().iter().copied()).ok()
    }

    /// The game to try the lesson on: its position as the start of a game of
    /// its own (so that the library keeps it apart from the game in progress,
    /// even one that began with the same turns), both sides played by the
    /// user, the side to move at the bottom.
    pub fn to_try(self, level: Level) -> Option<Loaded> {
        let fen = self.game()?.position().fen();
        Loaded::lesson(self.start(), self.no_belt_check(), &fen, level)
    }

    /// The lesson's board, computed by the rules (`None` only if the rules
    /// refused the lesson's game, which the tests rule out).
    pub fn example(self) -> Option<Example> {
        let game = self.game()?;
        let pos = game.position();
        let (normals, belt, marks) = self.drawn();
        let arrows: Vec<Move> = normals.iter().map(|t| Move::parse_uci(t)).collect::<Option<_>>()?;
        let marks = marks.iter().map(|s| s.parse().ok()).collect::<Option<Vec<Square>>>()?;
        let shift = (!belt.is_empty()).then(|| BeltShift::parse(belt).ok()).flatten();
        // The board after the normal move, where the lesson is about what follows it.
        let mut board = match (self, arrows.first()) {
            (Lesson::WorkedTurn | Lesson::RefusedBelts | Lesson::FirstTurnCheck | Lesson::NoBeltCheck, Some(m)) => {
                *pos.after_move(*m)?.board()
            }
            _ => *pos.board(),
        };
        let mut belts: Vec<BeltShift> = shift.into_iter().collect();
        match self {
            // The turn is shown done: the pieces where the belt took them.
            Lesson::WorkedTurn => board = board.shifted(belts[0]),
            // The band of the shift just played, which is now forbidden.
            Lesson::ForbiddenBelt | Lesson::FrozenPawn => belts = last_shift(&game).into_iter().collect(),
            _ => {}
        }
        let refused = match (self, arrows.first()) {
            (Lesson::RefusedBelts, Some(m)) => refused_belts(pos, *m),
            _ => Vec::new(),
        };
        Some(Example {
            board,
            arrows,
            belts,
            marks,
            refused,
        })
    }
}

/// The belt shift of the game's last turn.
fn last_shift(game: &Game) -> Option<BeltShift> {
    game.turns().last().and_then(|t: &Turn| t.belt)
}

/// The belts none of whose shifts may follow `normal` in `pos`, each with the
/// reasons that refuse its shifts (once each).
fn refused_belts(pos: &Position, normal: Move) -> Vec<(Belt, Vec<BeltRefusal>)> {
    let Some(after) = pos.after_move(normal) else {
        return Vec::new();
    };
    Belt::ALL
        .into_iter()
        .filter_map(|belt| {
            let reasons: Vec<BeltRefusal> = (1..8)
                .filter_map(|k| BeltShift::new(belt, k))
                .map(|shift| after.refusal(shift))
                .collect::<Option<_>>()?;
            let mut distinct = Vec::new();
            for why in reasons {
                if !distinct.contains(&why) {
                    distinct.push(why);
                }
            }
            Some((belt, distinct))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;
    use crate::rules::{parse_turn, tactics, OutcomeReason, Piece, Role};
    use crate::ui::game::library::shelf::is_new_game;
    use crate::ui::game::notice::Notice;
    use crate::ui::game::state::State;
    use crate::ui::settings::values::{Mode, Settings};

    fn turn_in(pos: &Position, text: &str) -> Option<Turn> {
        parse_turn(pos, text).ok()
    }

    fn diagram(lesson: Lesson) -> Example {
        lesson.example().unwrap_or_else(|| panic!("{lesson:?} has no diagram"))
    }

    fn at(board: &Board, s: &str) -> Option<Piece> {
        board.piece_at(s.parse().unwrap())
    }

    #[test]
    fn every_lesson_has_a_game_and_a_board() {
        for lesson in Lesson::FULL_BELT.into_iter().chain(Lesson::NO_PAWNS) {
            let loaded = lesson
                .to_try(Level::new(3).unwrap())
                .unwrap_or_else(|| panic!("{lesson:?}: the rules refuse its turns"));
            let game = &loaded.game;
            assert_eq!(loaded.settings.start, lesson.start(), "{lesson:?}");
            assert_eq!(loaded.settings.mode, Mode::TwoPlayers);
            assert_eq!(loaded.notice, Some(Notice::Lesson));
            assert_eq!(loaded.flipped, game.start().turn() == Color::Black);
            assert_eq!(game.start(), lesson.game().unwrap().position(), "{lesson:?}");
            assert!(game.outcome().is_none(), "{lesson:?}: the game to try is not over");
            diagram(lesson);
        }
    }

    #[test]
    fn trying_a_lesson_never_replaces_the_game_in_progress() {
        // A game that began with the lesson's very turn: trying the lesson
        // must still be a new game, kept apart in the library.
        let level = Level::new(3).unwrap();
        let mut playing = State::load(Loaded::fresh(Settings::default()));
        playing.board_mut().game =
            Game::replay(Position::start(Start::FullBelt, Options::default()), ["g1f3 f+4"]).unwrap();
        for lesson in Lesson::FULL_BELT.into_iter().chain(Lesson::NO_PAWNS) {
            let tried = State::load(lesson.to_try(level).unwrap());
            assert!(is_new_game(&playing, &tried), "{lesson:?}");
        }
    }

    #[test]
    fn the_worked_example_matches_the_inventors_words() {
        let example = diagram(Lesson::WorkedTurn);
        assert_eq!(at(&example.board, "f7"), Some(Piece::new(Color::White, Role::Knight)));
        assert_eq!(at(&example.board, "f6"), Some(Piece::new(Color::White, Role::Pawn)));
        assert_eq!(at(&example.board, "f4"), Some(Piece::new(Color::Black, Role::Bishop)));
        let start = Lesson::WorkedTurn.game().unwrap();
        assert!(turn_in(start.position(), "g1f3 f+4").is_some_and(|t| start.position().is_legal(t)));
    }

    #[test]
    fn after_nf3_the_empty_and_unchangeable_ranks_are_refused() {
        let refused = diagram(Lesson::RefusedBelts).refused;
        let named: Vec<String> = refused.iter().map(|(b, why)| format!("{b}: {why:?}")).collect();
        assert_eq!(
            named,
            [
                "file e: [OwnKingAttacked]",
                "rank 2: [NoChange]",
                "rank 4: [Empty]",
                "rank 5: [Empty]",
                "rank 6: [Empty]",
                "rank 7: [NoChange]"
            ]
        );
    }

    #[test]
    fn the_refused_belts_caption_groups_the_belts_by_reason() {
        let caption = crate::ui::game::words::lesson_caption(Lesson::RefusedBelts, &diagram(Lesson::RefusedBelts));
        assert!(
            caption.contains(
                ": file e (your king would be in check); rank 2, rank 7 (this shift would change nothing); \
                 rank 4, rank 5, rank 6 (there is no piece on this belt)."
            ),
            "{caption}"
        );
    }

    #[test]
    fn the_belt_just_shifted_is_forbidden_to_the_opponent() {
        let game = Lesson::ForbiddenBelt.game().unwrap();
        let pos = game.position();
        assert_eq!(pos.turn(), Color::Black);
        let f = Belt::File(crate::rules::File::ALL[5]);
        assert_eq!(pos.forbidden_belt(), Some(f));
        let after = pos.after_move(Move::parse_uci("g8h6").unwrap()).unwrap();
        for k in 1..8 {
            assert_eq!(
                after.refusal(BeltShift::new(f, k).unwrap()),
                Some(BeltRefusal::Forbidden)
            );
        }
        assert_eq!(
            diagram(Lesson::ForbiddenBelt).belts,
            vec![BeltShift::parse("f+4").unwrap()]
        );
    }

    #[test]
    fn a_pawn_carried_to_the_last_rank_is_frozen() {
        let game = Lesson::FrozenPawn.game().unwrap();
        let d8: Square = "d8".parse().unwrap();
        assert_eq!(
            game.position().board().piece_at(d8),
            Some(Piece::new(Color::White, Role::Pawn))
        );
        // White to move again after any Black turn: the pawn has no move.
        let mut game = game;
        let reply = game.position().legal_turns()[0];
        game.play(reply).unwrap();
        let pos = game.position();
        if pos.board().piece_at(d8) == Some(Piece::new(Color::White, Role::Pawn)) {
            assert!(pos.legal_moves().iter().all(|m| m.from != d8), "the pawn on d8 moves");
        }
    }

    #[test]
    fn whites_first_turn_may_not_check_by_the_belt() {
        let game = Lesson::FirstTurnCheck.game().unwrap();
        let after = game.position().after_move(Move::parse_uci("e2e4").unwrap()).unwrap();
        let shift = BeltShift::parse("f-3").unwrap();
        assert_eq!(after.refusal(shift), Some(BeltRefusal::FirstTurnCheck));
    }

    #[test]
    fn the_no_belt_check_rule_refuses_a_checking_belt_that_is_otherwise_legal() {
        let game = Lesson::NoBeltCheck.game().unwrap();
        assert!(game.start().options().no_belt_check);
        let pos = game.position();
        let after = pos.after_move(Move::parse_uci("d2d3").unwrap()).unwrap();
        let shift = BeltShift::parse("f-3").unwrap();
        assert_eq!(after.refusal(shift), Some(BeltRefusal::BeltCheck));
        // The same turn without the rule is legal and gives check.
        let free = Game::replay(
            Position::start(Start::FullBelt, Options::default()),
            ["e2e4 4+4", "b8c6 b+1"],
        )
        .unwrap();
        let turn = turn_in(free.position(), "d2d3 f-3").unwrap();
        assert!(free.position().play(turn).unwrap().is_check());
    }

    #[test]
    fn the_bishop_checks_without_being_able_to_capture() {
        let pos = Lesson::QuietCheck.game().unwrap().position().clone();
        let after = pos.play(turn_in(&pos, "f1b5").unwrap()).unwrap();
        assert!(after.is_check());
        let e8: Square = "e8".parse().unwrap();
        assert!(after.checked_kings().any(|k| k == e8));
    }

    #[test]
    fn the_king_wins_by_taking_the_unprotected_knight() {
        let game = Lesson::KingCapture.game().unwrap();
        let pos = game.position();
        let turn = turn_in(pos, "d8c7").unwrap();
        assert!(tactics::wins_at_once(pos, &turn));
        let mut won = game.clone();
        won.play(turn).unwrap();
        assert_eq!(won.outcome().map(|o| o.reason), Some(OutcomeReason::Capture));
    }

    #[test]
    fn both_kings_may_castle() {
        let pos = Lesson::Castling.game().unwrap().position().clone();
        for king in ["e1g1", "d1b1"] {
            assert!(turn_in(&pos, king).is_some_and(|t| pos.is_legal(t)), "{king}");
        }
    }

    #[test]
    fn the_castling_arrows_go_to_the_kings_destinations_not_the_rooks() {
        // Drawn king -> rook, the arrows would read as "the king takes the rook".
        let example = Lesson::Castling.example().unwrap();
        let ends: Vec<String> = example.arrows.iter().map(|m| format!("{}{}", m.from, m.to)).collect();
        assert_eq!(ends, ["e1g1", "d1b1"]);
        let marks: Vec<String> = example.marks.iter().map(|s| s.to_string()).collect();
        assert_eq!(marks, ["g1", "b1"]);
        for m in &example.arrows {
            assert!(
                example.board.piece_at(m.to).is_none(),
                "{} lands on an empty square",
                m.to
            );
        }
    }

    #[test]
    fn the_knight_forking_both_kings_mates() {
        let pos = Lesson::DoubleKingFork.game().unwrap().position().clone();
        let fork = turn_in(&pos, "d4c6").unwrap();
        let after = pos.play(fork).unwrap();
        assert_eq!(after.checked_kings().count(), 2);
        assert!(tactics::wins_at_once(&pos, &fork));
    }
}
