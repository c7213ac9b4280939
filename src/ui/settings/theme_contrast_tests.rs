//! The board themes of assets/style.css, read from the stylesheet and
//! checked for contrast in their light and dark variants: each must be at
//! least as legible as brown, the board the page was reviewed with (its
//! pieces, squares, letters and marks), so that a new theme cannot make the
//! pieces or the marks fade.

use crate::ui::settings::values::BoardTheme;

const STYLE: &str = include_str!("../../../assets/style.css");

/// The piece images' fills (assets/pieces/*.svg): the black pieces' body and
/// the white pieces' body (each also has an outline of the other shade).
const BLACK_PIECE: &str = "#2b2b2e";
const WHITE_PIECE: &str = "#fbfaf6";
/// The selection's tint (`--selected`), drawn over both squares: the marks
/// are tints of one opacity, so one stands for them all.
const SELECTED: ([f64; 3], f64) = ([20.0, 85.0, 30.0], 0.45);

fn rgb(hex: &str) -> [f64; 3] {
    let h = hex.trim().trim_start_matches('#');
    let byte = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).expect("a #rrggbb colour") as f64;
    [byte(0), byte(2), byte(4)]
}

/// WCAG's relative luminance.
fn luminance(c: [f64; 3]) -> f64 {
    let lin = |v: f64| {
        let v = v / 255.0;
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
}

/// WCAG's contrast ratio.
fn ratio(a: [f64; 3], b: [f64; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `tint` drawn over `base`.
fn over(base: [f64; 3], (tint, alpha): ([f64; 3], f64)) -> [f64; 3] {
    [0, 1, 2].map(|i| tint[i] * alpha + base[i] * (1.0 - alpha))
}

/// The board colours of one variant: light and dark squares, the letters on each.
struct Palette {
    light: [f64; 3],
    dark: [f64; 3],
    on_light: [f64; 3],
    on_dark: [f64; 3],
}

/// The (light, dark) palettes of `theme` as the stylesheet writes them.
fn palettes(theme: BoardTheme) -> (Palette, Palette) {
    let selector = format!("[data-board=\"{}\"] {{", theme.key());
    let start = STYLE
        .find(&selector)
        .unwrap_or_else(|| panic!("{selector} in style.css"));
    let block = &STYLE[start..start + STYLE[start..].find('}').expect("the block's end")];
    let pair = |name: &str| {
        let at = block
            .find(&format!("{name}: light-dark("))
            .unwrap_or_else(|| panic!("{name} in {selector}"));
        let rest = &block[at + name.len() + 13..];
        let (light, rest) = rest.split_once(',').expect("two colours");
        let dark = rest.split_once(')').expect("the pair's end").0;
        (rgb(light), rgb(dark))
    };
    let (light, dark, on_light, on_dark) = (
        pair("--light-sq"),
        pair("--dark-sq"),
        pair("--coord-on-light"),
        pair("--coord-on-dark"),
    );
    (
        Palette {
            light: light.0,
            dark: dark.0,
            on_light: on_light.0,
            on_dark: on_dark.0,
        },
        Palette {
            light: light.1,
            dark: dark.1,
            on_light: on_light.1,
            on_dark: on_dark.1,
        },
    )
}

/// The contrasts that make a board legible, the weakest of each kind.
fn contrasts(p: &Palette) -> [f64; 4] {
    [
        ratio(p.light, p.dark),
        ratio(rgb(BLACK_PIECE), p.dark).min(ratio(rgb(WHITE_PIECE), p.dark)),
        ratio(p.on_light, p.light).min(ratio(p.on_dark, p.dark)),
        ratio(over(p.light, SELECTED), p.light).min(ratio(over(p.dark, SELECTED), p.dark)),
    ]
}

#[test]
fn every_theme_is_as_legible_as_brown_in_light_and_dark() {
    const WHAT: [&str; 4] = ["squares", "pieces on dark squares", "coordinates", "selection mark"];
    let (brown_light, brown_dark) = palettes(BoardTheme::Brown);
    let floor: Vec<f64> = contrasts(&brown_light)
        .iter()
        .zip(contrasts(&brown_dark))
        .map(|(a, b)| a.min(b))
        .collect();
    for theme in BoardTheme::ALL {
        let (light, dark) = palettes(theme);
        for (mode, palette) in [("light", &light), ("dark", &dark)] {
            for ((got, min), what) in contrasts(palette).iter().zip(&floor).zip(WHAT) {
                assert!(got >= min, "{theme:?} {mode}: {what} {got:.2} below {min:.2}");
            }
        }
        // The two variants differ: a dark page gets a dimmer board.
        assert!(luminance(dark.light) < luminance(light.light), "{theme:?}");
    }
}
