//! The library of games: every game is kept under its own localStorage key
//! (`beltboard.library.<id>`) until deleted, so that two tabs, each playing
//! its own entry, never write the same key, and no shared index can lose an
//! entry to two tabs writing it at once (the list is the keys themselves).
//! An entry is a version prefix, the time it was last written and the game in
//! the save format ([`crate::ui::game::save`]). An entry that cannot be read is listed
//! apart and never deleted by the page.

use crate::rules::{Color, GameResult, Outcome, Start};
use crate::ui::game::loaded::Loaded;
use crate::ui::game::notice::SaveError;
use crate::ui::game::pgn_fen::export_pgn;
use crate::ui::game::save::{read_save, save_text};
use crate::ui::game::state::State;
use crate::ui::settings::values::Mode;

/// The prefix of every library key; the entry's id follows it.
pub const ENTRY_PREFIX: &str = "beltboard.library.";

/// The sessionStorage key holding the key of this tab's entry: it survives a
/// reload of the tab, and every tab has its own.
pub const TAB_KEY: &str = "beltboard.tab-entry";

/// The prefix of the current entry format.
const FORMAT: &str = "beltboard-entry-1:";

/// The longest id the page accepts in a key (ids it makes are ~20 characters).
const MAX_ID: usize = 40;

/// Why an entry cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// Not a library entry of this version.
    Foreign,
    /// Its time is not a number of milliseconds.
    BadTime,
    /// Its game cannot be read (the reason is the save format's).
    BadGame(SaveError),
}

impl std::fmt::Display for EntryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EntryError::Foreign => f.write_str("it is not a library entry of this version of Beltboard"),
            EntryError::BadTime => f.write_str("its time is not a number"),
            EntryError::BadGame(why) => write!(f, "{why}"),
        }
    }
}

/// One readable entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// When it was last written, in milliseconds since 1970 (UTC).
    pub updated: u64,
    /// Its game.
    pub loaded: Loaded,
}

/// The text of an entry holding `state`'s game, written at `updated`.
pub fn entry_text(state: &State, updated: u64) -> String {
    format!("{FORMAT}{updated}\n{}", save_text(state))
}

/// Reads an entry back.
pub fn read_entry(text: &str) -> Result<Entry, EntryError> {
    let rest = text.strip_prefix(FORMAT).ok_or(EntryError::Foreign)?;
    let (time, save) = rest.split_once('\n').ok_or(EntryError::BadTime)?;
    // Digits only, no leading zero, no overflow: one spelling per time.
    let canonical = !time.is_empty() && time.len() <= 16 && time.bytes().all(|b| b.is_ascii_digit());
    if !canonical || (time.len() > 1 && time.starts_with('0')) {
        return Err(EntryError::BadTime);
    }
    let updated = time.parse().map_err(|_| EntryError::BadTime)?;
    let loaded = read_save(save).map_err(EntryError::BadGame)?;
    Ok(Entry { updated, loaded })
}

/// Whether `key` is a library key with an id the page could have made.
pub fn is_entry_key(key: &str) -> bool {
    key.strip_prefix(ENTRY_PREFIX).is_some_and(|id| {
        !id.is_empty() && id.len() <= MAX_ID && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
    })
}

/// A new entry's key, from the time and a random number (two tabs opening a
/// game in the same millisecond still get two keys).
pub fn new_key(now: u64, random: u64) -> String {
    format!("{ENTRY_PREFIX}{now:x}-{:08x}", random & 0xffff_ffff)
}

/// One game of the list, with what the list shows of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// Its storage key.
    pub key: String,
    /// When it was last written (ms since 1970).
    pub updated: u64,
    /// The game.
    pub loaded: Loaded,
}

impl Listed {
    /// The game's start (hence its variant).
    pub fn start(&self) -> Start {
        self.loaded.settings.start
    }

    /// Who played: two players, or the AI's side.
    pub fn mode(&self) -> Mode {
        self.loaded.settings.mode
    }

    /// The result and its reason, `None` while the game goes on (a flag
    /// fallen included: [`Loaded::outcome`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.loaded.outcome()
    }

    /// The result, `None` while the game goes on.
    pub fn result(&self) -> Option<GameResult> {
        self.outcome().map(|o| o.result)
    }

    /// How many turns were played (each side's whole turn counts one).
    pub fn turns(&self) -> usize {
        self.loaded.game.turns().len()
    }

    /// How many moves, as players count them and a move list numbers them:
    /// White's turn and Black's reply are one move, so four turns a side
    /// are 4 moves. A game that starts with Black to move opens its first
    /// number on Black's turn.
    pub fn moves(&self) -> usize {
        let turns = self.turns();
        match (turns, self.loaded.game.start().turn()) {
            (0, _) => 0,
            (_, Color::White) => turns.div_ceil(2),
            (_, Color::Black) => turns / 2 + 1,
        }
    }

    /// A live game against a friend (its key says so:
    /// `beltboard.library.live-<id>`), with the side this browser played.
    pub fn live_side(&self) -> Option<Color> {
        let live = self
            .key
            .strip_prefix(ENTRY_PREFIX)
            .is_some_and(|k| k.starts_with("live-"));
        live.then_some(if self.loaded.flipped {
            Color::Black
        } else {
            Color::White
        })
    }

    /// The day it was last written, as a PGN date (`2026.12.01`, UTC).
    pub fn date(&self) -> String {
        pgn_date(self.updated)
    }
}

/// The library as read from storage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    /// The readable games, newest first.
    pub games: Vec<Listed>,
    /// The keys of entries that cannot be read: kept, never deleted.
    pub unreadable: Vec<String>,
}

/// Lists the library among `items` (every `(key, text)` in storage; other
/// keys are skipped): newest first, ties by key so that the order is stable.
pub fn listing<'a>(items: impl IntoIterator<Item = (&'a str, &'a str)>) -> Listing {
    let mut out = Listing::default();
    for (key, text) in items.into_iter().filter(|(k, _)| is_entry_key(k)) {
        match read_entry(text) {
            // Each put in its place as it comes rather than sorted after:
            // a sort's code would grow the app's wasm for each caller of this
            // generic function, for lists of a few dozen entries.
            Ok(entry) => {
                let at = out
                    .games
                    .partition_point(|g| (g.updated, g.key.as_str()) > (entry.updated, key));
                let listed = Listed {
                    key: key.to_string(),
                    updated: entry.updated,
                    loaded: entry.loaded,
                };
                out.games.insert(at, listed);
            }
            Err(_) => {
                let at = out.unreadable.partition_point(|k| k.as_str() < key);
                out.unreadable.insert(at, key.to_string());
            }
        }
    }
    out
}

/// The old single save (`beltboard.game`) as a library entry written at
/// `now`, under a new key; `None` when it cannot be read (it is then set
/// aside as before, not lost).
pub fn migrate(old: &str, now: u64, random: u64) -> Option<(String, String)> {
    let loaded = read_save(old).ok()?;
    Some((new_key(now, random), entry_text(&State::load(loaded), now)))
}

/// The entry of `list` that holds the game `loaded` as it is (the same
/// start, turns and end), if there is one: a link opened again, or the
/// game of this tab shared and opened, goes back to it rather than making
/// another entry of the same game.
pub fn entry_of<'a>(list: &'a Listing, loaded: &Loaded) -> Option<&'a Listed> {
    let same = |g: &&Listed| {
        let kept = &g.loaded;
        kept.settings.start == loaded.settings.start
            && kept.game.start() == loaded.game.start()
            && kept.game.turns() == loaded.game.turns()
            && kept.outcome() == loaded.outcome()
    };
    // The newest first: the one a person last saw.
    list.games.iter().find(same)
}

/// Whether `state` holds what an entry must keep: a turn played, or the
/// game's end. An untouched game (a new game, a lesson tried, a link to a
/// start) is kept while its tab shows it, so that a reload finds it, and
/// its entry goes when the tab leaves it for another game.
pub fn worth_keeping(state: &State) -> bool {
    !state.board.game.turns().is_empty() || state.board.outcome().is_some()
}

/// The one key under which the lessons tried are kept: each lesson tried
/// replaces the last one, so that trying them never fills the library.
pub const LESSON_KEY: &str = "beltboard.library.lesson";

/// Every game of the list as one PGN file, newest first, each dated by its entry.
pub fn export_all(games: &[Listed]) -> String {
    games
        .iter()
        .map(|g| export_pgn(&State::load(g.loaded.clone()), &g.date()))
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// Whether `next` is another game than `prev` (a new game, an import), to be
/// kept as a new entry, rather than `prev` played on, taken back or replayed.
pub fn is_new_game(prev: &State, next: &State) -> bool {
    let (a, b) = (prev.board.game.turns(), next.board.game.turns());
    let related = a.starts_with(b) || b.starts_with(a);
    // A new game with the same settings starts empty with nothing to redo;
    // taking every turn back leaves them to redo.
    let restarted = b.is_empty() && next.board.redo.is_empty() && !a.is_empty();
    prev.board.settings.start != next.board.settings.start
        || prev.board.game.start().fen() != next.board.game.start().fen()
        || !related
        || restarted
}

/// A time in ms since 1970 as a PGN date (UTC), by the civil calendar.
pub fn pgn_date(ms: u64) -> String {
    let days = (ms / 86_400_000) as i64;
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Game, Position, Variant};
    use crate::ui::game::state::Action;
    use crate::ui::settings::values::Settings;

    fn played(settings: Settings, turns: &[&str]) -> State {
        let mut s = State::new(settings);
        for t in turns {
            let turn = crate::rules::parse_turn(s.board.position(), t).unwrap();
            s.board_mut().game.play(turn).unwrap();
        }
        s
    }

    #[test]
    fn a_live_entry_says_so_with_the_side_played_here() {
        let mut loaded = Loaded::fresh(crate::ui::settings::values::Settings::default());
        let listed = |key: &str, loaded: &Loaded| Listed {
            key: key.into(),
            updated: 0,
            loaded: loaded.clone(),
        };
        assert_eq!(listed("beltboard.library.3e8-00000abc", &loaded).live_side(), None);
        assert_eq!(
            listed("beltboard.library.live-000000000000002a", &loaded).live_side(),
            Some(Color::White)
        );
        loaded.flipped = true;
        assert_eq!(
            listed("beltboard.library.live-000000000000002a", &loaded).live_side(),
            Some(Color::Black)
        );
    }

    #[test]
    fn an_entry_reads_back_and_is_written_the_same() {
        let s = played(Settings::default(), &["e2e4 a+1", "d7d5 h+1"]);
        let text = entry_text(&s, 1_764_547_200_000);
        let entry = read_entry(&text).unwrap();
        assert_eq!(entry.updated, 1_764_547_200_000);
        assert_eq!(entry.loaded.game.turns(), s.board.game.turns());
        assert_eq!(entry_text(&State::load(entry.loaded), entry.updated), text);
    }

    #[test]
    fn a_no_pawns_game_with_the_no_belt_check_setting_saves_and_reads_back() {
        let settings = Settings {
            start: Start::NoPawns,
            no_belt_check: true,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        };
        let start = Position::from_fen(
            "rnbkkbnr/8/8/8/8/8/8/RNBKKBNR w KQkq - 0 1",
            Variant::NoPawns,
            Default::default(),
        );
        let s = State::load(Loaded::new(settings, Game::new(start.unwrap())));
        let text = entry_text(&s, 5);
        let back = read_entry(&text).expect("the entry reads back, not set aside");
        assert_eq!(back.loaded.settings.start, Start::NoPawns);
        assert_eq!(entry_text(&State::load(back.loaded), 5), text);
    }

    #[test]
    fn entries_of_the_same_time_are_listed_by_key_and_unreadable_keys_in_order() {
        let text = entry_text(&State::new(Settings::default()), 100);
        let bad = "beltboard-entry-1:7\nbeltboard-save-1:variant=%FF";
        let items = [
            ("beltboard.library.m", text.as_str()),
            ("beltboard.library.z", bad),
            ("beltboard.library.x", text.as_str()),
            ("beltboard.library.a", text.as_str()),
            ("beltboard.library.k", bad),
        ];
        let l = listing(items);
        let keys: Vec<_> = l.games.iter().map(|g| g.key.as_str()).collect();
        assert_eq!(
            keys,
            ["beltboard.library.x", "beltboard.library.m", "beltboard.library.a"]
        );
        assert_eq!(l.unreadable, ["beltboard.library.k", "beltboard.library.z"]);
    }

    #[test]
    fn the_list_is_newest_first_and_keeps_unreadable_entries_apart() {
        let a = entry_text(&played(Settings::default(), &["e2e4 a+1"]), 100);
        let b = entry_text(&State::new(Settings::default()), 300);
        let c = entry_text(&State::new(Settings::default()), 200);
        let items = [
            ("beltboard.library.a", a.as_str()),
            ("beltboard.library.b", b.as_str()),
            ("beltboard.library.c", c.as_str()),
            (
                "beltboard.library.bad",
                "beltboard-entry-1:7\nbeltboard-save-1:variant=%FF",
            ),
            ("beltboard.library.old", "beltboard-entry-0:1\nx"),
            ("beltboard.prefs", "something else"),
        ];
        let l = listing(items);
        let keys: Vec<_> = l.games.iter().map(|g| g.key.as_str()).collect();
        assert_eq!(
            keys,
            ["beltboard.library.b", "beltboard.library.c", "beltboard.library.a"]
        );
        assert_eq!(l.unreadable, ["beltboard.library.bad", "beltboard.library.old"]);
        assert_eq!(l.games[2].turns(), 1);
        assert_eq!(l.games[2].result(), None);
    }

    #[test]
    fn corrupt_entries_are_refused_with_the_reason() {
        for (text, why) in [
            ("beltboard-save-1:variant=full-belt", EntryError::Foreign),
            ("beltboard-entry-1:12", EntryError::BadTime),
            (
                "beltboard-entry-1:012\nbeltboard-save-1:variant=full-belt",
                EntryError::BadTime,
            ),
            (
                "beltboard-entry-1:+1\nbeltboard-save-1:variant=full-belt",
                EntryError::BadTime,
            ),
            ("beltboard-entry-1:99999999999999999\nx", EntryError::BadTime),
        ] {
            assert_eq!(read_entry(text).unwrap_err(), why, "{text}");
        }
        assert!(matches!(
            read_entry("beltboard-entry-1:1\nbeltboard-save-1:variant=x"),
            Err(EntryError::BadGame(_))
        ));
    }

    #[test]
    fn the_old_save_migrates_into_the_library_and_an_unreadable_one_does_not() {
        let old = save_text(&played(Settings::default(), &["e2e4 a+1"]));
        let (key, text) = migrate(&old, 1000, 0xabc).unwrap();
        assert!(is_entry_key(&key), "{key}");
        assert_eq!(key, "beltboard.library.3e8-00000abc");
        let l = listing([(key.as_str(), text.as_str())]);
        assert_eq!(l.games[0].turns(), 1);
        assert_eq!(migrate("beltboard-save-1:variant=%FF", 1, 1), None);
    }

    #[test]
    fn keys_are_checked_and_export_holds_every_game() {
        assert!(!is_entry_key("beltboard.library."));
        assert!(!is_entry_key("beltboard.library.a/b"));
        assert!(!is_entry_key("beltboard.game"));
        let mut over = played(Settings::default(), &["e2e4 a+1"]);
        over.apply(Action::Resign);
        let a = entry_text(&over, 86_400_000 * 365);
        let b = entry_text(&State::new(Settings::default()), 0);
        let l = listing([("beltboard.library.a", a.as_str()), ("beltboard.library.b", b.as_str())]);
        assert_eq!(
            l.games[0].result(),
            Some(GameResult::Win(Color::Black)),
            "the player (White) resigned"
        );
        let pgn = export_all(&l.games);
        assert_eq!(pgn.matches("[Event ").count(), 2);
        assert!(pgn.contains("[Date \"1971.01.01\"]"), "{pgn}");
        assert!(pgn.contains("[Date \"1970.01.01\"]"), "{pgn}");
    }

    #[test]
    fn a_new_game_or_an_import_is_another_entry_but_undo_is_not() {
        let s = played(Settings::default(), &["e2e4 a+1"]);
        let mut undone = s.clone();
        undone.apply(Action::Undo);
        assert!(!is_new_game(&s, &undone));
        let on = played(Settings::default(), &["e2e4 a+1", "d7d5 h+1"]);
        assert!(!is_new_game(&s, &on));
        let other = played(Settings::default(), &["d2d4 a+1"]);
        assert!(is_new_game(&s, &other));
        let mut fresh = s.clone();
        fresh.apply(Action::NewGame(s.board.settings));
        assert!(is_new_game(&s, &fresh));
        let no_pawns = State::new(Settings {
            start: Start::NoPawns,
            ..Settings::default()
        });
        assert!(is_new_game(&State::default(), &no_pawns));
    }

    #[test]
    fn dates_follow_the_calendar() {
        assert_eq!(pgn_date(0), "1970.01.01");
        assert_eq!(pgn_date(951_782_400_000), "2000.02.29");
        assert_eq!(pgn_date(1_764_547_200_000), "2025.12.01");
    }
}
