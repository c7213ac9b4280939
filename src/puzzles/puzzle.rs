//! The puzzle's vocabulary: the [`Kind`] of task, the [`Theme`]s a puzzle
//! shows, and the [`Puzzle`] itself (a position with its accepted answers).
//! Its own file so that the files that analyse, verify, read and generate
//! puzzles all import it without importing each other through `mod.rs`.

use crate::rules::{Options, Position, PositionError, Turn, Variant};
use std::fmt;
use std::str::FromStr;

/// What the solver has to do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Win at once (checkmate, or in Chess without Pawns also a king
    /// capture). The solutions are exactly the turns that win at once.
    Win1,
    /// Chess without Pawns only: win in two. There is no win at once; the
    /// solutions are exactly the turns after which the opponent has at least
    /// one legal turn and every one of them allows a win at once.
    Win2,
    /// Survive: at least half of the legal turns allow the opponent a win at
    /// once, the side to move has no win at once itself, and the solutions are
    /// exactly the turns that do not allow a win at once (there is at least one).
    Defend,
}

impl Kind {
    /// Every kind, in the order of the JSON files' statistics.
    pub const ALL: [Kind; 3] = [Kind::Win1, Kind::Win2, Kind::Defend];

    /// The JSON name: `win1`, `win2`, `defend`.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Win1 => "win1",
            Kind::Win2 => "win2",
            Kind::Defend => "defend",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Kind {
    type Err = String;

    fn from_str(s: &str) -> Result<Kind, String> {
        Kind::ALL
            .into_iter()
            .find(|k| k.key() == s)
            .ok_or_else(|| format!("unknown puzzle kind '{s}' (expected win1, win2 or defend)"))
    }
}

/// What a puzzle teaches. Each theme is decided by the rules from the
/// position and its answer. The *winning turns* of a puzzle are: for `win1`,
/// its solutions; for `win2`, after every solution and every reply to it, the
/// first turn (in the order of [`Position::legal_turns`]) that wins at once;
/// for `defend`, after every turn that loses (taken in that order), the
/// opponent's *refutation*: the most recent of the last four distinct
/// refutations that wins again, else the first winning reply in that order. A theme said of "the winning turns" holds when at
/// least half of them show it; one said of "a solution", when any does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Full Belt: the winning turns' normal move alone gives no check: the
    /// belt move makes the mate.
    BeltMate,
    /// Full Belt: the winning turns' belt move carries across the board edge
    /// (from rank 8 to rank 1, or from the h-file to the a-file) a piece that
    /// then attacks the mated king, or the mated king itself.
    WrapAround,
    /// Full Belt: the forbidden belt changes the answer. In a `win1`, some
    /// turn shifting the belt the side to move may not shift would win at
    /// once were it allowed. In a `defend`, some solution is safe only
    /// because the belt it shifts becomes forbidden to the opponent: with
    /// that belt allowed, the opponent would win at once.
    ForbiddenBelt,
    /// Full Belt: White's first turn (move number 1), which may not give
    /// check, and the rule changes the answer: some turn that it forbids
    /// would have been a solution.
    FirstTurnRule,
    /// Full Belt: after the winning turns, a pawn of the mated side stands on its
    /// own last rank (where a belt carried it: it cannot move or attack) on a
    /// square next to the mated king.
    FrozenPawn,
    /// Chess without Pawns: the winning turns are a king capturing an unprotected piece.
    KingCapture,
    /// Chess without Pawns: the winning turns, or a solution, leave both enemy
    /// kings attacked at once.
    DoubleKingFork,
    /// Chess without Pawns: a solution is a castling, or the winning turns are.
    Castling,
}

impl Theme {
    /// Every theme, in the order the JSON lists them.
    pub const ALL: [Theme; 8] = [
        Theme::BeltMate,
        Theme::WrapAround,
        Theme::ForbiddenBelt,
        Theme::FirstTurnRule,
        Theme::FrozenPawn,
        Theme::KingCapture,
        Theme::DoubleKingFork,
        Theme::Castling,
    ];

    /// The JSON name: `belt-mate`, `wrap-around`, `forbidden-belt`,
    /// `first-turn`, `frozen-pawn`, `king-capture`, `double-king-fork`, `castling`.
    pub fn key(self) -> &'static str {
        match self {
            Theme::BeltMate => "belt-mate",
            Theme::WrapAround => "wrap-around",
            Theme::ForbiddenBelt => "forbidden-belt",
            Theme::FirstTurnRule => "first-turn",
            Theme::FrozenPawn => "frozen-pawn",
            Theme::KingCapture => "king-capture",
            Theme::DoubleKingFork => "double-king-fork",
            Theme::Castling => "castling",
        }
    }

    /// A short label for people: `Belt mate`, `Double-king fork`.
    pub fn title(self) -> &'static str {
        match self {
            Theme::BeltMate => "Belt mate",
            Theme::WrapAround => "Wrap-around",
            Theme::ForbiddenBelt => "Forbidden belt",
            Theme::FirstTurnRule => "First-turn rule",
            Theme::FrozenPawn => "Frozen pawn",
            Theme::KingCapture => "King capture",
            Theme::DoubleKingFork => "Double-king fork",
            Theme::Castling => "Castling",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Theme {
    type Err = String;

    fn from_str(s: &str) -> Result<Theme, String> {
        Theme::ALL
            .into_iter()
            .find(|t| t.key() == s)
            .ok_or_else(|| format!("unknown theme '{s}'"))
    }
}

/// One puzzle, as shipped. Made by [`generate`] or [`read_puzzles`]; checked by [`verify`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable, URL-safe name: `fb-0001` (Full Belt), `np-0001` (No Pawns).
    pub id: String,
    /// The game.
    pub variant: Variant,
    /// The position, in the six-field text of the rules page (default options).
    pub fen: String,
    /// The task.
    pub kind: Kind,
    /// The themes, in [`Theme::ALL`] order, without repeats.
    pub themes: Vec<Theme>,
    /// Difficulty from the share of legal turns that solve it (see [`rating`]).
    pub rating: u32,
    /// Every accepted first turn, sorted by machine form (`g1f3 f+4`).
    pub solutions: Vec<Turn>,
}

impl Puzzle {
    /// The puzzle's position (puzzles always use the default options).
    pub fn position(&self) -> Result<Position, PositionError> {
        Position::from_fen(&self.fen, self.variant, Options::default())
    }

    /// Whether `turn` is one of the accepted answers.
    pub fn accepts(&self, turn: Turn) -> bool {
        self.solutions.contains(&turn)
    }
}

/// The prefix of a variant's puzzle ids: `fb` or `np`.
pub fn id_prefix(variant: Variant) -> &'static str {
    match variant {
        Variant::FullBelt => "fb",
        Variant::NoPawns => "np",
    }
}
