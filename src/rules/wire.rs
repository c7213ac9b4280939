//! The serde forms of the small index types: each travels as its plain number
//! and is checked on the way in, so a crafted message cannot build a square 200
//! (belt moves are checked likewise in `belt.rs`).

use super::{Castling, File, Rank, Square};

macro_rules! index_wire {
    ($ty:ident, $limit:expr, $new:expr, $what:literal) => {
        impl TryFrom<u8> for $ty {
            type Error = String;

            fn try_from(i: u8) -> Result<$ty, String> {
                if i < $limit {
                    Ok($new(i))
                } else {
                    Err(format!(concat!($what, " index {} out of range"), i))
                }
            }
        }

        impl From<$ty> for u8 {
            fn from(v: $ty) -> u8 {
                v.index()
            }
        }
    };
}

index_wire!(File, 8, |i| File::ALL[i as usize], "file");
index_wire!(Rank, 8, |i| Rank::ALL[i as usize], "rank");
index_wire!(Square, 64, Square::from_index, "square");

impl TryFrom<u8> for Castling {
    type Error = String;

    fn try_from(bits: u8) -> Result<Castling, String> {
        Castling::from_bits(bits).ok_or_else(|| format!("castling bits {bits} out of range"))
    }
}

impl From<Castling> for u8 {
    fn from(c: Castling) -> u8 {
        c.bits()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::de::value::{Error, U8Deserializer};
    use serde::de::IntoDeserializer;
    use serde::Deserialize;

    fn read<'de, T: Deserialize<'de>>(i: u8) -> Result<T, Error> {
        let de: U8Deserializer<Error> = i.into_deserializer();
        T::deserialize(de)
    }

    #[test]
    fn indexes_are_checked_on_the_way_in() {
        assert_eq!(read::<Square>(63).unwrap(), Square::from_index(63));
        assert!(read::<Square>(64).is_err());
        assert_eq!(read::<File>(7).unwrap(), File::ALL[7]);
        assert!(read::<File>(8).is_err());
        assert!(read::<Rank>(8).is_err());
        assert_eq!(read::<Castling>(15).unwrap(), Castling::ALL);
        assert!(read::<Castling>(16).is_err());
        assert_eq!(u8::from(Square::from_index(12)), 12);
    }
}
