//! A game record: the start, the turns played, and how the game ended.

use super::excerpt::quote;
use super::notation::{display_between, parse_turn, TurnParseError};
use super::{Color, IllegalTurn, Position, Turn, Variant};
use std::collections::HashMap;
use std::fmt;

/// Who won.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// A side won.
    Win(Color),
    /// Nobody won.
    Draw,
}

impl GameResult {
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::Win(Color::White) => "1-0",
            GameResult::Win(Color::Black) => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// Why the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OutcomeReason {
    /// The side to move is in check and has no legal turn.
    Checkmate,
    /// A king captured an unprotected piece (Chess without Pawns).
    Capture,
    /// The side to move is not in check and has no legal turn.
    Stalemate,
    /// The same position for the third time.
    Repetition,
    /// 100 turns without a capture or a normal pawn move (Full Belt Chess).
    FiftyMoves,
    /// Only the two kings are left (Full Belt Chess).
    BareKings,
    /// A player resigned.
    Resignation,
    /// Both players agreed to a draw.
    Agreement,
    /// The loser's clock ran out (rule 7).
    Time,
    /// A clock ran out, but this side, the one with time, could not have
    /// won by any sequence of legal turns (rule 7): a draw.
    TimeCannotWin(Color),
}

impl fmt::Display for OutcomeReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OutcomeReason::Checkmate => "checkmate",
            OutcomeReason::Capture => "king capture",
            OutcomeReason::Stalemate => "stalemate",
            OutcomeReason::Repetition => "threefold repetition",
            OutcomeReason::FiftyMoves => "50-move rule",
            OutcomeReason::BareKings => "bare kings",
            OutcomeReason::Resignation => "resignation",
            OutcomeReason::Agreement => "agreement",
            OutcomeReason::Time => "time",
            OutcomeReason::TimeCannotWin(_) => "time out",
        })
    }
}

/// The end of a game: the result and its reason.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who won.
    pub result: GameResult,
    /// Why.
    pub reason: OutcomeReason,
}

impl Outcome {
    /// A win for `color`.
    pub fn win(color: Color, reason: OutcomeReason) -> Outcome {
        Outcome {
            result: GameResult::Win(color),
            reason,
        }
    }

    /// A draw.
    pub fn draw(reason: OutcomeReason) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            reason,
        }
    }
}

impl Position {
    /// How the game ends at this position by the pieces alone: a winning king
    /// capture (Chess without Pawns), checkmate or stalemate. The draws that
    /// need the game record or a count (repetition, 50 moves, bare kings) are
    /// decided by [`Game::outcome`], which asks this first.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.is_capture_win() {
            return Some(Outcome::win(!self.turn(), OutcomeReason::Capture));
        }
        if self.has_legal_turn() {
            return None;
        }
        Some(if self.is_check() {
            Outcome::win(!self.turn(), OutcomeReason::Checkmate)
        } else {
            Outcome::draw(OutcomeReason::Stalemate)
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.result, self.reason) {
            // The clock's results have the words chess players use.
            (GameResult::Win(c), OutcomeReason::Time) => write!(f, "{c} wins on time"),
            (_, OutcomeReason::TimeCannotWin(c)) => write!(f, "Draw: time out, but {c} cannot win"),
            (GameResult::Win(c), _) => write!(f, "{c} wins by {}", self.reason),
            (GameResult::Draw, _) => write!(f, "Draw by {}", self.reason),
        }
    }
}

/// A game: its start position, the turns played, and every position reached.
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    turns: Vec<Turn>,
    resigned: Option<Color>,
    /// Both players agreed to a draw where the turns stop.
    agreed: bool,
    /// The plies at which each hash occurred, so that counting repetitions
    /// looks at a handful of positions, not the whole game (which made
    /// replaying a long game quadratic).
    by_hash: HashMap<u64, Vec<usize>>,
    /// Each position's own end ([`Position::outcome`]), worked out once as
    /// the position is reached: a page asks [`Game::outcome`] several times
    /// a render, and in Full Belt Chess the answer searches for a legal turn
    /// among thousands.
    ends: Vec<Option<Outcome>>,
}

/// A turn of a replayed record that cannot be played: which one, its text, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The turn's index in the record, from 0.
    pub index: usize,
    /// The turn's text, shortened when long.
    pub text: String,
    /// Why it cannot be played.
    pub error: ReplayFailure,
}

/// Why a replayed turn cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayFailure {
    /// The text is not a legal turn of the position reached.
    Turn(TurnParseError),
    /// The game was already over.
    Game(IllegalTurn),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "turn {} (`{}`): ", self.index + 1, self.text)?;
        match &self.error {
            ReplayFailure::Turn(e) => write!(f, "{}", e.problem),
            ReplayFailure::Game(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Whether two positions are the same for the repetition rule.
fn same_for_repetition(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.board() == b.board()
        && a.turn() == b.turn()
        && a.forbidden_belt() == b.forbidden_belt()
        && a.castling() == b.castling()
}

impl Game {
    /// A game from `start`.
    pub fn new(start: Position) -> Game {
        let mut by_hash = HashMap::new();
        by_hash.insert(start.hash(), vec![0]);
        let end = start.outcome();
        Game {
            positions: vec![start],
            turns: Vec::new(),
            resigned: None,
            agreed: false,
            by_hash,
            ends: vec![end],
        }
    }

    /// The game from `start` with `texts` played in order, each in machine
    /// or display form (see [`parse_turn`]); the first turn that cannot be
    /// played is reported with its index and text.
    pub fn replay<'a>(start: Position, texts: impl IntoIterator<Item = &'a str>) -> Result<Game, ReplayError> {
        let mut game = Game::new(start);
        for (index, text) in texts.into_iter().enumerate() {
            let failed = |error| ReplayError {
                index,
                text: quote(text.trim()),
                error,
            };
            let turn = parse_turn(game.position(), text).map_err(|e| failed(ReplayFailure::Turn(e)))?;
            game.play(turn).map_err(|e| failed(ReplayFailure::Game(e)))?;
        }
        Ok(game)
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has a start")
    }

    /// The turns played so far.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The position after `ply` turns (0 is the start), if reached.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Plays a turn, if the game is not over and the turn is legal.
    pub fn play(&mut self, turn: Turn) -> Result<(), IllegalTurn> {
        if self.outcome().is_some() {
            return Err(IllegalTurn::GameOver);
        }
        let next = self.position().play(turn)?;
        self.by_hash.entry(next.hash()).or_default().push(self.positions.len());
        self.ends.push(next.outcome());
        self.positions.push(next);
        self.turns.push(turn);
        Ok(())
    }

    /// Takes back the last turn (and any resignation or agreed draw).
    pub fn undo(&mut self) -> Option<Turn> {
        if self.resigned.take().is_some() || std::mem::take(&mut self.agreed) {
            return None;
        }
        let turn = self.turns.pop()?;
        let gone = self.positions.pop().expect("a position after every turn");
        self.ends.pop();
        if let Some(plies) = self.by_hash.get_mut(&gone.hash()) {
            plies.pop();
        }
        Some(turn)
    }

    /// Records that `color` resigns.
    pub fn resign(&mut self, color: Color) {
        if self.outcome().is_none() {
            self.resigned = Some(color);
        }
    }

    /// Records that both players agree to a draw.
    pub fn agree_draw(&mut self) {
        if self.outcome().is_none() {
            self.agreed = true;
        }
    }

    /// How many times the current position has occurred, this time included.
    pub fn repetitions(&self) -> usize {
        let now = self.position();
        self.by_hash.get(&now.hash()).map_or(1, |plies| {
            plies
                .iter()
                .filter(|&&i| same_for_repetition(&self.positions[i], now))
                .count()
        })
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(c) = self.resigned {
            return Some(Outcome::win(!c, OutcomeReason::Resignation));
        }
        if self.agreed {
            return Some(Outcome::draw(OutcomeReason::Agreement));
        }
        if let Some(end) = self.ends.last().copied().flatten() {
            return Some(end);
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::draw(OutcomeReason::Repetition));
        }
        if pos.variant() == Variant::FullBelt {
            if pos.halfmoves() >= 100 {
                return Some(Outcome::draw(OutcomeReason::FiftyMoves));
            }
            if pos.is_bare_kings() {
                return Some(Outcome::draw(OutcomeReason::BareKings));
            }
        }
        None
    }

    /// Every turn in display form (`Nf3 f+4`).
    pub fn display_moves(&self) -> Vec<String> {
        self.turns
            .iter()
            .zip(self.positions.windows(2))
            .map(|(&t, p)| display_between(&p[0], t, Some(&p[1])))
            .collect()
    }
}
