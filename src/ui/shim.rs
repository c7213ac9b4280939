//! TEMPORARY: stand-ins for helpers other engineers are adding to `rules`
//! and `ai`; removed when theirs land.

use crate::ai::{Info, Level};
use crate::rules::Turn;

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
