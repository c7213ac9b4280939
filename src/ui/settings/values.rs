//! What a game is played with: the setup, the optional rule, who plays which
//! side and the AI's level. Plain values, shared by every layer above.

use crate::ai::Level;
use crate::rules::{Color, Options, Start};
use crate::ui::ai::job::MAX_WORKERS;

/// Who plays which side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The user plays White, the AI Black.
    AiBlack,
    /// The user plays Black, the AI White.
    AiWhite,
    /// Two people share the device.
    TwoPlayers,
    /// The AI plays both sides.
    AiVsAi,
}

impl Mode {
    /// Every mode, in the order the new-game dialog lists them.
    pub const ALL: [Mode; 4] = [Mode::AiBlack, Mode::AiWhite, Mode::TwoPlayers, Mode::AiVsAi];

    /// The key used by the new-game dialog (`data-setting="mode"`) and the save format.
    pub fn key(self) -> &'static str {
        match self {
            Mode::AiBlack => "ai-black",
            Mode::AiWhite => "ai-white",
            Mode::TwoPlayers => "two-players",
            Mode::AiVsAi => "ai-vs-ai",
        }
    }

    /// A label for people.
    pub fn title(self) -> &'static str {
        match self {
            Mode::AiBlack => "Play White against the AI",
            Mode::AiWhite => "Play Black against the AI",
            Mode::TwoPlayers => "Two players on this device",
            Mode::AiVsAi => "Watch the AI play itself",
        }
    }

    /// The mode named by `key`.
    pub fn from_key(key: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.key() == key)
    }

    /// Whether the AI moves for `color`.
    pub fn ai_plays(self, color: Color) -> bool {
        match self {
            Mode::AiBlack => color == Color::Black,
            Mode::AiWhite => color == Color::White,
            Mode::TwoPlayers => false,
            Mode::AiVsAi => true,
        }
    }

    /// Whether the mode needs the AI at all.
    pub fn uses_ai(self) -> bool {
        self != Mode::TwoPlayers
    }

    /// The side a person plays when exactly one does (the board shows it at the bottom).
    pub fn user_side(self) -> Option<Color> {
        match self {
            Mode::AiBlack => Some(Color::White),
            Mode::AiWhite => Some(Color::Black),
            Mode::TwoPlayers | Mode::AiVsAi => None,
        }
    }
}

/// What the new-game dialog chooses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The variant and its setup.
    pub start: Start,
    /// The optional *no belt check* rule, as chosen; it only applies to Full
    /// Belt Chess ([`Settings::options`] decides).
    pub no_belt_check: bool,
    /// Who plays which side.
    pub mode: Mode,
    /// The AI's strength.
    pub level: Level,
}

/// The level a new visitor plays against: a middling opponent.
const DEFAULT_LEVEL: u8 = 3;

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            start: Start::FullBelt,
            no_belt_check: false,
            // A visitor expects an opponent: White against a middling AI.
            mode: Mode::AiBlack,
            // A constant within 1..=5: the check cannot fail.
            level: Level::new(DEFAULT_LEVEL).expect("the default level is 1 to 5"),
        }
    }
}

impl Settings {
    /// The rules options these settings select.
    pub fn options(&self) -> Options {
        Options::for_variant(self.start.variant(), self.no_belt_check)
    }

    /// The settings with the option dropped where the variant has none, so
    /// that what is saved or written in a link always reads back.
    pub fn normalized(self) -> Settings {
        Settings {
            no_belt_check: self.options().no_belt_check,
            ..self
        }
    }
}

/// The page's preferences, kept across games (and visits): how the AI's
/// turns are paced and what help is shown. Saved as a query-like text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// The pause, in milliseconds, between the end of the user's turn (its
    /// animation included) and the AI's reply being shown.
    pub ai_pause_ms: u32,
    /// The pause between the turns of a game the AI plays against itself.
    pub ai_vs_ai_ms: u32,
    /// Whether the one-line introduction for a first visit was dismissed.
    pub intro_seen: bool,
    /// Whether the first Full Belt game's tips were followed to the end or dismissed.
    pub coach_seen: bool,
    /// How many web workers the AI thinks with; 0 is one per core.
    pub workers: u16,
    /// The threat assistant: verdicts on belt moves, dangerous squares, the
    /// opponent's threat. On for a first visit: a newcomer to Full Belt
    /// Chess leaves a win in one nearly every turn, and the assistant asks
    /// before such a turn is played; Preferences turn it off.
    pub threats: bool,
    /// A game review's time per position, in milliseconds.
    pub review_ms: u32,
    // What the board shows.
    /// Whether the engine's evaluation is shown during a game against the
    /// AI (off by default: it spoils the game; analysis and review show it).
    pub play_eval: bool,
    /// The board's colours.
    pub theme: BoardTheme,
    /// Whether the board shows its rank and file letters.
    pub coords: bool,
    /// How fast the pieces slide.
    pub animation: Animation,
    // The game's sounds.
    /// Whether the game makes sounds (on by default; an embedded board is
    /// quiet unless its host asks).
    pub sound: bool,
    /// Their loudness, in percent.
    pub volume: u8,
    /// The language chosen in Preferences (a code Beltboard speaks), or
    /// `None` to follow the browser's.
    pub lang: Option<&'static str>,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            ai_pause_ms: 500,
            ai_vs_ai_ms: 800,
            intro_seen: false,
            coach_seen: false,
            workers: 0,
            threats: true,
            review_ms: DEFAULT_REVIEW_MS,
            // What the board shows.
            play_eval: false,
            theme: BoardTheme::Brown,
            coords: true,
            animation: Animation::Normal,
            // The game's sounds.
            sound: true,
            volume: DEFAULT_VOLUME,
            lang: None,
        }
    }
}

/// The board's colours: the stylesheet gives each a light and a dark
/// variant (`data-board` on the page's root).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardTheme {
    /// Wood, the default.
    Brown,
    /// Blue-grey.
    Blue,
    /// Green and cream.
    Green,
    /// Neutral grey.
    Grey,
}

impl BoardTheme {
    /// Every theme, in the order Preferences lists them.
    pub const ALL: [BoardTheme; 4] = [BoardTheme::Brown, BoardTheme::Blue, BoardTheme::Green, BoardTheme::Grey];

    /// The name in the stored preferences and the stylesheet (`data-board`).
    pub fn key(self) -> &'static str {
        match self {
            BoardTheme::Brown => "brown",
            BoardTheme::Blue => "blue",
            BoardTheme::Green => "green",
            BoardTheme::Grey => "grey",
        }
    }

    /// The theme named `key`.
    pub fn from_key(key: &str) -> Option<BoardTheme> {
        BoardTheme::ALL.into_iter().find(|t| t.key() == key)
    }
}

/// How fast the pieces slide. A system asking for reduced motion gets none
/// of the slides whatever is chosen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Animation {
    /// The pieces jump.
    None,
    /// Half the normal time.
    Fast,
    /// The default.
    Normal,
}

impl Animation {
    /// Every speed, in the order Preferences lists them.
    pub const ALL: [Animation; 3] = [Animation::None, Animation::Fast, Animation::Normal];

    /// The name in the stored preferences and the stylesheet (`data-anim`).
    pub fn key(self) -> &'static str {
        match self {
            Animation::None => "none",
            Animation::Fast => "fast",
            Animation::Normal => "normal",
        }
    }

    /// The speed named `key`.
    pub fn from_key(key: &str) -> Option<Animation> {
        Animation::ALL.into_iter().find(|a| a.key() == key)
    }

    /// How long an animation of `ms` at the normal speed lasts at this one
    /// (the AI's reply waits for the user's turn to have been shown).
    pub fn scaled(self, ms: u32) -> u32 {
        match self {
            Animation::None => 0,
            Animation::Fast => ms / 2,
            Animation::Normal => ms,
        }
    }
}

/// The sounds' loudness for a new visitor, in percent.
pub const DEFAULT_VOLUME: u8 = 60;

/// A game review's default time per position, in milliseconds.
pub const DEFAULT_REVIEW_MS: u32 = 500;
/// The shortest time per position a review setting may ask for.
pub const MIN_REVIEW_MS: u32 = 100;
/// The longest time per position a review setting may ask for.
pub const MAX_REVIEW_MS: u32 = 5000;

/// The longest pause a preference may ask for.
const MAX_PAUSE_MS: u32 = 10_000;

impl Prefs {
    /// The preferences as stored: `pause=500&speed=800&intro=1&coach=1&workers=0&threats=0&review=500`.
    pub fn to_text(self) -> String {
        format!(
            "pause={}&speed={}&intro={}&coach={}&workers={}&threats={}&review={}",
            self.ai_pause_ms,
            self.ai_vs_ai_ms,
            u8::from(self.intro_seen),
            u8::from(self.coach_seen),
            self.workers,
            u8::from(self.threats),
            self.review_ms
        ) + if self.play_eval { "&eval=1" } else { "" } // what the board shows, each written only when changed
            + &if self.theme == BoardTheme::Brown { String::new() } else { format!("&board={}", self.theme.key()) }
            + if self.coords { "" } else { "&coords=0" }
            + &if self.animation == Animation::Normal { String::new() } else { format!("&anim={}", self.animation.key()) }
            // The sounds, written only when changed.
            + if self.sound { "" } else { "&sound=0" }
            + &if self.volume == DEFAULT_VOLUME { String::new() } else { format!("&volume={}", self.volume) }
            + &self.lang.map(|l| format!("&lang={l}")).unwrap_or_default()
    }

    /// Reads stored preferences; anything unreadable keeps its default, so a
    /// damaged entry costs nothing but the preference.
    pub fn from_text(text: &str) -> Prefs {
        // A visitor with stored preferences has played here before, with the
        // threat assistant off unless they turned it on: the assistant stays
        // as they knew it (off when the entry does not name it) rather than
        // appearing in games they know; only a first visit gets it on.
        let mut prefs = Prefs {
            threats: false,
            ..Prefs::default()
        };
        for pair in text.split('&') {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            if name == "lang" {
                prefs.lang = crate::i18n::choose::supported(value);
            }
            // The board's look, by name.
            match name {
                "board" => prefs.theme = BoardTheme::from_key(value).unwrap_or(prefs.theme),
                "anim" => prefs.animation = Animation::from_key(value).unwrap_or(prefs.animation),
                _ => {}
            }
            let ms = value.parse::<u32>().ok().filter(|&ms| ms <= MAX_PAUSE_MS);
            match (name, ms) {
                ("pause", Some(ms)) => prefs.ai_pause_ms = ms,
                ("speed", Some(ms)) => prefs.ai_vs_ai_ms = ms,
                ("intro", Some(n)) => prefs.intro_seen = n == 1,
                ("coach", Some(n)) => prefs.coach_seen = n == 1,
                ("workers", Some(n)) if n <= u32::from(MAX_WORKERS) => prefs.workers = n as u16,
                ("threats", Some(n)) => prefs.threats = n == 1,
                ("review", Some(ms)) if (MIN_REVIEW_MS..=MAX_REVIEW_MS).contains(&ms) => prefs.review_ms = ms,
                ("eval", Some(n)) => prefs.play_eval = n == 1,
                ("coords", Some(n)) => prefs.coords = n != 0,
                // The game's sounds.
                ("sound", Some(n)) => prefs.sound = n == 1,
                ("volume", Some(n)) if n <= 100 => prefs.volume = n as u8,
                _ => {}
            }
        }
        prefs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefs_round_trip_and_bad_text_keeps_the_defaults() {
        let prefs = Prefs {
            ai_pause_ms: 0,
            ai_vs_ai_ms: 2000,
            intro_seen: true,
            coach_seen: true,
            workers: 2,
            threats: true,
            review_ms: 2000,
            play_eval: true,
            theme: BoardTheme::Green,
            coords: false,
            animation: Animation::Fast,
            sound: false,
            volume: 30,
            lang: Some("ru"),
        };
        assert_eq!(Prefs::from_text(&prefs.to_text()), prefs);
        // A language Beltboard does not speak follows the browser.
        assert_eq!(Prefs::from_text("lang=xx").lang, None);
        assert!(
            !Prefs::from_text("pause=0").play_eval,
            "no evaluation during play unless asked"
        );
        assert_eq!(
            Prefs::from_text("pause=-1&speed=99999999999&intro=x&coach=&workers=9&review=50&<b>"),
            Prefs {
                threats: false,
                ..Prefs::default()
            }
        );
        // A first visit has the threat assistant on; stored preferences keep theirs.
        assert!(Prefs::default().threats);
        assert!(Prefs::from_text("threats=1").threats);
        assert!(!Prefs::from_text("threats=0").threats);
        // Preferences stored before the workers setting keep the automatic count.
        assert_eq!(Prefs::from_text("pause=0&speed=800&intro=1").workers, 0);
        assert!(!Prefs::from_text("pause=0&speed=800&intro=1").threats);
        assert!(!Prefs::from_text("threats=2").threats);
        // Sounds are on unless turned off; a volume over 100 is unreadable.
        assert!(Prefs::from_text("pause=0").sound);
        assert_eq!(Prefs::from_text("volume=101").volume, DEFAULT_VOLUME);
    }

    #[test]
    fn every_board_look_reads_back_and_an_unknown_one_keeps_the_default() {
        for theme in BoardTheme::ALL {
            for animation in Animation::ALL {
                for coords in [false, true] {
                    let prefs = Prefs {
                        theme,
                        animation,
                        coords,
                        ..Prefs::default()
                    };
                    assert_eq!(Prefs::from_text(&prefs.to_text()), prefs);
                }
            }
        }
        // The defaults write nothing, so a visitor's stored text stays as it was.
        // (The assistant aside: on for a first visit, off for a stored entry that does not name it.)
        assert_eq!(
            Prefs {
                threats: false,
                ..Prefs::default()
            }
            .to_text(),
            Prefs::from_text("").to_text()
        );
        assert!(!Prefs::default().to_text().contains("board="));
        let odd = Prefs::from_text("board=purple&anim=slow&coords=x");
        assert_eq!(
            (odd.theme, odd.animation, odd.coords),
            (BoardTheme::Brown, Animation::Normal, true)
        );
        assert_eq!(Animation::Fast.scaled(450), 225);
        assert_eq!(Animation::None.scaled(450), 0);
    }
}

#[cfg(test)]
#[path = "theme_contrast_tests.rs"]
mod theme_contrast_tests;
