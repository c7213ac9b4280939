//! A whole game ready to put on the board, from wherever it came: a saved
//! game, a link, an imported PGN or FEN, an embedding page's command.

use crate::rules::{Color, FlagFall, Game, Outcome, Position, Start};
use crate::ui::game::clock::clocks::Timing;
use crate::ui::game::notice::Notice;
use crate::ui::settings::values::{Mode, Settings};

/// A whole game to put on the board.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// Variant, option, mode and level.
    pub settings: Settings,
    /// The record (its start may be a custom position).
    pub game: Game,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// A message to show with it.
    pub notice: Option<Notice>,
    /// A timed game's clocks: a link's `clock=`, a save's values.
    pub timing: Option<Timing>,
}

// By value: settings, orientation, notice, the start and the turns (a game is
// determined by them; `Game` itself has no equality).
impl PartialEq for Loaded {
    fn eq(&self, other: &Loaded) -> bool {
        self.settings == other.settings
            && self.flipped == other.flipped
            && self.notice == other.notice
            && self.game.start() == other.game.start()
            && self.game.turns() == other.game.turns()
            && self.outcome() == other.outcome()
            && self.timing == other.timing
    }
}

impl Eq for Loaded {}

impl Loaded {
    /// A game with `settings`, the board turned so the user's side is at the bottom.
    pub fn new(settings: Settings, game: Game) -> Loaded {
        Loaded {
            settings,
            game,
            flipped: settings.mode == Mode::AiWhite,
            notice: None,
            timing: None,
        }
    }

    /// A fresh game with `settings`.
    pub fn fresh(settings: Settings) -> Loaded {
        Loaded::new(settings, Game::new(Position::start(settings.start, settings.options())))
    }

    /// A rule's lesson to try ([`crate::ui::game::help::examples::Lesson::to_try`]):
    /// its position as the start of a game of its own (so that the library
    /// keeps it apart from the game in progress, even one that began with
    /// the same turns), both sides played by the user, the side to move at
    /// the bottom. `None` for a position the rules refuse (a lesson's
    /// position from the extras' wasm is checked again here).
    pub fn lesson(start: Start, no_belt_check: bool, fen: &str, level: crate::ai::Level) -> Option<Loaded> {
        let settings = Settings {
            start,
            no_belt_check,
            mode: Mode::TwoPlayers,
            level,
        };
        let position = Position::from_fen(fen, start.variant(), settings.options()).ok()?;
        let flipped = position.turn() == Color::Black;
        Some(Loaded {
            flipped,
            ..Loaded::new(settings, Game::new(position)).with_notice(Notice::Lesson)
        })
    }

    /// How the game ended, if it has: by its record (the rules, a
    /// resignation), else by a flag its clocks show fallen ([`Timing::fallen`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.game
            .outcome()
            .or_else(|| self.flag().map(|(_, fall)| fall.outcome()))
    }

    /// The side whose flag fell and what it decided, if the game was lost
    /// (or drawn) on time: none for a game its record already ends.
    pub fn flag(&self) -> Option<(Color, FlagFall)> {
        let over = self.game.outcome().is_some();
        self.timing
            .as_ref()
            .filter(|_| !over && !self.game.turns().is_empty())
            .and_then(|t| t.fallen(self.game.position()))
    }

    /// The same, with a notice.
    pub fn with_notice(self, notice: Notice) -> Loaded {
        Loaded {
            notice: Some(notice),
            ..self
        }
    }
}

/// The setup a game from `start` belongs to: the one it starts from, else
/// the standard one of its variant (the start position then travels as a FEN).
pub fn start_of(start: &Position) -> Start {
    Start::ALL
        .into_iter()
        .filter(|s| s.variant() == start.variant())
        .find(|s| s.fen() == start.fen())
        .unwrap_or(start.variant().standard_start())
}
