//! A QR code of a link (an invitation or an answer, shown to be scanned
//! by the friend's phone), drawn by the app itself: the `qrcodegen`
//! crate computes the modules, and [`Qr::svg_path`] turns them into one SVG
//! path, so no image service and no canvas are needed.

use qrcodegen::{QrCode, QrCodeEcc};
use std::fmt;

/// The light border around a code, in modules (the standard asks for 4:
/// cameras find the code by it).
pub const QUIET_ZONE: usize = 4;

/// A QR code's dark and light modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    /// Modules per side, without the quiet zone.
    pub size: usize,
    /// Row by row, `true` for dark.
    modules: Vec<bool>,
}

/// Why a text has no QR code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TooLong {
    /// The text's length in bytes.
    pub bytes: usize,
}

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} bytes are too many for a QR code", self.bytes)
    }
}

impl Qr {
    /// The code of `text` with medium error correction (15 % of the code
    /// may be lost), the smallest version that holds it.
    pub fn of(text: &str) -> Result<Qr, TooLong> {
        let code = QrCode::encode_text(text, QrCodeEcc::Medium).map_err(|_| TooLong { bytes: text.len() })?;
        let size = code.size() as usize;
        let modules = (0..size * size)
            .map(|i| code.get_module((i % size) as i32, (i / size) as i32))
            .collect();
        Ok(Qr { size, modules })
    }

    /// Whether the module at column `x`, row `y` is dark.
    pub fn dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.modules[y * self.size + x]
    }

    /// The side of the SVG's `viewBox`, quiet zone included.
    pub fn view_size(&self) -> usize {
        self.size + 2 * QUIET_ZONE
    }

    /// One path of the dark modules in a `0 0 view_size view_size` box,
    /// each row's runs of dark modules as one rectangle (a fraction of the
    /// text one square per module would take).
    pub fn svg_path(&self) -> String {
        let mut path = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if !self.dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < self.size && self.dark(x, y) {
                    x += 1;
                }
                path += &format!(
                    "M{} {}h{}v1h-{}z",
                    start + QUIET_ZONE,
                    y + QUIET_ZONE,
                    x - start,
                    x - start
                );
            }
        }
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 7x7 finder pattern: a dark ring, a light ring, a dark 3x3 core.
    fn finder_at(qr: &Qr, x0: usize, y0: usize) -> bool {
        (0..7).all(|y| {
            (0..7).all(|x| {
                let ring = x.min(y).min(6 - x).min(6 - y);
                qr.dark(x0 + x, y0 + y) == (ring != 1)
            })
        })
    }

    #[test]
    fn an_invitation_link_fits_a_small_code_with_its_three_finders() {
        // As long as an invitation link on a long host and path gets.
        let link = format!("https://variants.example.org/play/beltboard/#live={}", "A".repeat(238));
        let qr = Qr::of(&link).unwrap();
        assert!(qr.size <= 77, "version 15 at most: {} modules", qr.size);
        assert!(finder_at(&qr, 0, 0) && finder_at(&qr, qr.size - 7, 0) && finder_at(&qr, 0, qr.size - 7));
        assert_eq!(qr.view_size(), qr.size + 8);
        assert_eq!(Qr::of(&link).unwrap(), qr, "the same text, the same code");
    }

    #[test]
    fn the_path_draws_exactly_the_dark_modules() {
        let qr = Qr::of("https://example.org/#live=abc").unwrap();
        let mut drawn = vec![false; qr.size * qr.size];
        for rect in qr.svg_path().split('z').filter(|r| !r.is_empty()) {
            let nums: Vec<usize> = rect
                .trim_start_matches('M')
                .split(['h', 'v', ' '])
                .filter_map(|n| n.trim_start_matches('-').parse().ok())
                .collect();
            let (x, y, w) = (nums[0] - QUIET_ZONE, nums[1] - QUIET_ZONE, nums[2]);
            for cell in &mut drawn[y * qr.size + x..y * qr.size + x + w] {
                assert!(!*cell, "no module drawn twice");
                *cell = true;
            }
        }
        for y in 0..qr.size {
            for x in 0..qr.size {
                assert_eq!(drawn[y * qr.size + x], qr.dark(x, y), "module {x},{y}");
            }
        }
    }

    #[test]
    fn a_text_too_long_says_so() {
        let e = Qr::of(&"x".repeat(3_000)).unwrap_err();
        assert_eq!(e.to_string(), "3000 bytes are too many for a QR code");
    }
}
