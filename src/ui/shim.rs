//! TEMPORARY: stand-ins for helpers other engineers are adding to `rules`
//! and `ai`; removed when theirs land.

use crate::ai::{Info, Level};
use crate::rules::{parse_turn, Game, IllegalTurn, Options, Position, Start, Turn, TurnParseError, Variant};

impl Options {
    pub fn for_variant(variant: Variant, no_belt_check: bool) -> Options {
        Options {
            no_belt_check: no_belt_check && variant == Variant::FullBelt,
        }
    }
}

impl Variant {
    pub fn standard_start(self) -> Start {
        match self {
            Variant::FullBelt => Start::FullBelt,
            Variant::NoPawns => Start::NoPawns,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReplayError {
    pub index: usize,
    pub text: String,
    pub error: String,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "turn {} ('{}'): {}", self.index + 1, self.text, self.error)
    }
}

impl Game {
    pub fn replay<'a>(start: Position, texts: impl IntoIterator<Item = &'a str>) -> Result<Game, ReplayError> {
        let mut game = Game::new(start);
        for (index, text) in texts.into_iter().enumerate() {
            let err = |e: String| ReplayError {
                index,
                text: text.chars().take(20).collect(),
                error: e,
            };
            let turn = parse_turn(game.position(), text).map_err(|e: TurnParseError| err(e.reason))?;
            game.play(turn).map_err(|e: IllegalTurn| err(e.to_string()))?;
        }
        Ok(game)
    }

    pub fn replay_turns(start: Position, turns: impl IntoIterator<Item = Turn>) -> Result<Game, ReplayError> {
        let mut game = Game::new(start);
        for (index, turn) in turns.into_iter().enumerate() {
            game.play(turn).map_err(|e| ReplayError {
                index,
                text: turn.machine(),
                error: e.to_string(),
            })?;
        }
        Ok(game)
    }
}

impl serde::Serialize for Level {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.number())
    }
}

impl<'de> serde::Deserialize<'de> for Level {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        let n = u8::deserialize(d)?;
        Level::new(n).ok_or_else(|| serde::de::Error::custom("level is not 1 to 5"))
    }
}

#[derive(serde::Serialize, serde::Deserialize)]
struct InfoWire {
    depth: u32,
    score: i32,
    nodes: u64,
    elapsed_ms: u64,
    pv: Vec<Turn>,
}

impl serde::Serialize for Info {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        InfoWire {
            depth: self.depth,
            score: self.score,
            nodes: self.nodes,
            elapsed_ms: self.elapsed_ms,
            pv: self.pv.clone(),
        }
        .serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Info {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Info, D::Error> {
        let w = InfoWire::deserialize(d)?;
        Ok(Info {
            depth: w.depth,
            score: w.score,
            nodes: w.nodes,
            elapsed_ms: w.elapsed_ms,
            pv: w.pv,
        })
    }
}
