//! The two games, their optional rule and their four starting setups.

use super::excerpt::quote;
use std::fmt;
use std::str::FromStr;

/// Which game is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Variant {
    /// Full Belt Chess (Michael Howe): an orthodox move, then a compulsory belt move.
    FullBelt,
    /// Chess without Pawns (Vladislav Rapetsky): non-capturing pieces, kings that capture to win.
    NoPawns,
}

impl Variant {
    /// The game's full name, as in the PGN `Variant` tag.
    pub fn name(self) -> &'static str {
        match self {
            Variant::FullBelt => "Full Belt Chess",
            Variant::NoPawns => "Chess without Pawns",
        }
    }

    /// The short name used on the command line: `full-belt` or `no-pawns`.
    pub fn key(self) -> &'static str {
        match self {
            Variant::FullBelt => "full-belt",
            Variant::NoPawns => "no-pawns",
        }
    }

    /// Whether a turn ends with a belt move.
    pub fn has_belts(self) -> bool {
        self == Variant::FullBelt
    }

    /// The game's standard array: the setup a PGN without a `FEN` tag starts from.
    pub fn standard_start(self) -> Start {
        match self {
            Variant::FullBelt => Start::FullBelt,
            Variant::NoPawns => Start::NoPawns,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;

    fn from_str(s: &str) -> Result<Variant, String> {
        match s {
            "full-belt" => Ok(Variant::FullBelt),
            "no-pawns" => Ok(Variant::NoPawns),
            _ => Err(format!(
                "unknown variant '{}' (expected full-belt or no-pawns)",
                quote(s)
            )),
        }
    }
}

/// Optional rules chosen before a game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Options {
    /// Full Belt Chess, *no belt check*: the belt move may leave the opponent
    /// in check only if the normal move already did.
    pub no_belt_check: bool,
}

impl Options {
    /// The options of a `variant` game when the player asked for the no-belt-check
    /// rule or not: the rule exists only in Full Belt Chess, so elsewhere the
    /// wish is dropped. The one place that decides it (links, saves, PGN, the AI).
    pub fn for_variant(variant: Variant, no_belt_check: bool) -> Options {
        Options {
            no_belt_check: no_belt_check && variant == Variant::FullBelt,
        }
    }
}

/// One of the four starting setups of docs/rules.md §3.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Start {
    /// Full Belt Chess from the orthodox array.
    FullBelt,
    /// Full Belt Chess from Howe's alternative setup.
    FullBeltHowe,
    /// Chess without Pawns, two kings a side.
    NoPawns,
    /// Chess without Pawns, the inventor's one-king setup.
    NoPawnsOneKing,
}

impl Start {
    /// All four setups.
    pub const ALL: [Start; 4] = [
        Start::FullBelt,
        Start::FullBeltHowe,
        Start::NoPawns,
        Start::NoPawnsOneKing,
    ];

    /// The game the setup belongs to.
    pub fn variant(self) -> Variant {
        match self {
            Start::FullBelt | Start::FullBeltHowe => Variant::FullBelt,
            Start::NoPawns | Start::NoPawnsOneKing => Variant::NoPawns,
        }
    }

    /// The setup's position text.
    pub fn fen(self) -> &'static str {
        match self {
            Start::FullBelt => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            Start::FullBeltHowe => "kqrrnnbb/pppppppp/8/8/8/8/PPPPPPPP/BBNNRRQK w - - 0 1",
            Start::NoPawns => "rnbkkbnr/8/8/8/8/8/8/RNBKKBNR w KQkq - 0 1",
            Start::NoPawnsOneKing => "6rk/5n1r/6n1/8/8/1N6/R1N5/KR6 w - - 0 1",
        }
    }

    /// The key used in links and the new-game dialog: `full-belt`,
    /// `full-belt-howe`, `no-pawns`, `no-pawns-one-king`.
    pub fn key(self) -> &'static str {
        match self {
            Start::FullBelt => "full-belt",
            Start::FullBeltHowe => "full-belt-howe",
            Start::NoPawns => "no-pawns",
            Start::NoPawnsOneKing => "no-pawns-one-king",
        }
    }

    /// A name for people.
    pub fn title(self) -> &'static str {
        match self {
            Start::FullBelt => "Full Belt Chess",
            Start::FullBeltHowe => "Full Belt Chess, Howe's setup",
            Start::NoPawns => "Chess without Pawns",
            Start::NoPawnsOneKing => "Chess without Pawns, one king",
        }
    }

    /// The setup named by its key.
    pub fn from_key(key: &str) -> Option<Start> {
        Start::ALL.into_iter().find(|s| s.key() == key)
    }

    /// The setup of `variant` picked by a command-line `--setup` word
    /// (`standard`, `howe`, `one-king`), if that variant has it.
    pub fn for_variant(variant: Variant, setup: &str) -> Result<Start, String> {
        match (variant, setup) {
            (Variant::FullBelt, "standard") => Ok(Start::FullBelt),
            (Variant::FullBelt, "howe") => Ok(Start::FullBeltHowe),
            (Variant::NoPawns, "standard") => Ok(Start::NoPawns),
            (Variant::NoPawns, "one-king") => Ok(Start::NoPawnsOneKing),
            _ => Err(format!(
                "unknown setup '{}' for {} (expected standard or {})",
                quote(setup),
                variant.key(),
                if variant == Variant::FullBelt {
                    "howe"
                } else {
                    "one-king"
                }
            )),
        }
    }
}
