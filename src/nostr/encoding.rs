//! Lowercase hex (Nostr's ids, keys and signatures) and standard base64 with
//! padding (the sealed content), written here because each is a few lines
//! and a crate for either would cost the page's wasm more. Both decoders are
//! strict: one spelling per byte string, so a text that decodes is exactly
//! what the encoder writes for its bytes.

const HEX: &[u8; 16] = b"0123456789abcdef";

/// `bytes` as lowercase hex.
pub fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(HEX[usize::from(b >> 4)] as char);
        out.push(HEX[usize::from(b & 15)] as char);
    }
    out
}

/// The `N` bytes written in `text` as lowercase hex, if it is exactly that.
pub fn from_hex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let digits = text.as_bytes();
    if digits.len() != 2 * N {
        return None;
    }
    let nibble = |d: u8| match d {
        b'0'..=b'9' => Some(d - b'0'),
        b'a'..=b'f' => Some(d - b'a' + 10),
        _ => None,
    };
    let mut out = [0u8; N];
    for (byte, pair) in out.iter_mut().zip(digits.chunks_exact(2)) {
        *byte = nibble(pair[0])? << 4 | nibble(pair[1])?;
    }
    Some(out)
}

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The length of `n` bytes in base64 with padding.
pub const fn base64_len(n: usize) -> usize {
    n.div_ceil(3) * 4
}

/// `bytes` in standard base64 with padding (RFC 4648, section 4).
pub fn base64(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(base64_len(bytes.len()));
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(BASE64[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The bytes written in `text` as standard base64 with padding, if it is
/// exactly that: whole groups of four, `=` only at the end, no bits left
/// over, no spaces or line breaks.
pub fn from_base64(text: &str) -> Option<Vec<u8>> {
    let digits = text.as_bytes();
    if digits.len() % 4 != 0 {
        return None;
    }
    let value = |d: u8| match d {
        b'A'..=b'Z' => Some(u32::from(d - b'A')),
        b'a'..=b'z' => Some(u32::from(d - b'a') + 26),
        b'0'..=b'9' => Some(u32::from(d - b'0') + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let mut out = Vec::with_capacity(digits.len() / 4 * 3);
    let groups = digits.len() / 4;
    for (g, group) in digits.chunks_exact(4).enumerate() {
        let pad = match group {
            [_, _, b'=', b'='] => 2,
            [_, _, _, b'='] => 1,
            _ => 0,
        };
        if pad > 0 && g + 1 != groups {
            return None;
        }
        let mut n = 0u32;
        for &d in &group[..4 - pad] {
            n = n << 6 | value(d)?;
        }
        n <<= 6 * pad;
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        // The bits a padded group leaves over must be zero: one spelling only.
        if bytes[3 - pad..].iter().any(|&b| b != 0) {
            return None;
        }
        out.extend_from_slice(&bytes[..3 - pad]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_and_is_lowercase_only() {
        assert_eq!(hex(&[0x00, 0xab, 0xff]), "00abff");
        assert_eq!(from_hex::<3>("00abff"), Some([0x00, 0xab, 0xff]));
        assert_eq!(from_hex::<3>("00ABff"), None);
        assert_eq!(from_hex::<3>("00abf"), None);
        assert_eq!(from_hex::<2>("00abff"), None);
        assert_eq!(from_hex::<1>("g0"), None);
        assert_eq!(from_hex::<1>("é"), None);
    }

    #[test]
    fn base64_matches_rfc_4648_vectors() {
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(plain.as_bytes()), coded);
            assert_eq!(from_base64(coded).as_deref(), Some(plain.as_bytes()));
            assert_eq!(base64_len(plain.len()), coded.len());
        }
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(from_base64(&base64(&all)), Some(all));
    }

    #[test]
    fn base64_has_one_spelling() {
        for bad in [
            "Zg=",
            "Zh==",
            "Zm9=",
            "Zg==Zg==",
            "Z===",
            "Zm9v\n",
            "Zm-v",
            "Zm9v Zm9v",
            "=Zm9",
            "Zg=a",
        ] {
            assert_eq!(from_base64(bad), None, "{bad:?}");
        }
    }
}
