//! What the page opens with: a game in the `#` fragment, else a starting
//! query, else (outside an embed) the saved game, else a new game. A link
//! that cannot be wholly followed, or a saved entry that cannot be read,
//! still opens a game, with a notice saying why; never a failure.

use crate::rules::Color;
use crate::ui::game::clock::link::timing_from;
use crate::ui::game::embed::{assist, is_embed, theme};
use crate::ui::game::link::{query, read_link, STARTING};
use crate::ui::game::relay::{is_relay, relay_loaded};
use crate::ui::game::save::read_save;
use crate::ui::game::{loaded::Loaded, notice::Notice};
use crate::ui::record::query::is_viewer;
use crate::ui::settings::values::Settings;

/// The localStorage key of the saved game.
pub const SAVE_KEY: &str = "beltboard.game";

/// Where an entry that cannot be read is kept, so that nothing is thrown away
/// (a newer version of the app may read it, or a person may recover it).
pub const SET_ASIDE_KEY: &str = "beltboard.game.set-aside";

/// How the page starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The game to show first.
    pub loaded: Loaded,
    /// `embed=1`: the board and the essential controls only; an embedded
    /// board neither resumes nor overwrites the saved game.
    pub embed: bool,
    /// `assist=1`: an embedded board shows the threat assistant.
    pub assist: bool,
    /// A saved entry that could not be read, to move to [`SET_ASIDE_KEY`].
    pub set_aside: Option<String>,
    /// Whether the address carried a game: the page then drops it from the
    /// address bar, so that a reload resumes the (saved) game as played on.
    pub from_address: bool,
    /// `theme=light|dark`: the colours asked for, whatever the system's.
    pub theme: Option<&'static str>,
    /// `view=1`: a game viewer, which the studio page shows (index.html
    /// sends such an address there before the app loads; the app only
    /// sends it on if it ever arrives).
    pub viewer: bool,
    /// `puzzle=<id>`: the puzzle mode opens on that puzzle, over the game
    /// (which is set aside, not replaced). Never in an embed.
    pub puzzle: Option<String>,
    /// `lang=xx`: the language a link or a host page asks for, if
    /// Beltboard speaks it.
    pub lang: Option<&'static str>,
}

/// Decides what the page opens with.
pub fn opening(search: &str, fragment: &str, saved: Option<&str>) -> Opening {
    let search = query(search);
    let embed = is_embed(&search);
    let assist = assist(&search);
    let theme = theme(&search);
    let viewer = is_viewer(&search);
    let puzzle = search.value("puzzle").filter(|_| !embed).map(String::from);
    let lang = search.value("lang").and_then(crate::i18n::choose::supported);
    let fragment = query(fragment);
    let link = [&fragment, &search].into_iter().find(|q| q.has_any(&STARTING));
    if let Some(q) = link {
        let game = read_link(q);
        let loaded = if is_relay(q) {
            relay_loaded(game, q)
        } else {
            let plies = game.game.turns().len();
            let mut loaded = Loaded::new(game.settings, game.game);
            loaded.timing = game.clock.map(|c| timing_from(c, q.value("clocks"), plies));
            loaded.flipped = game.orientation.map_or(loaded.flipped, |c| c == Color::Black);
            if !game.problems.is_empty() {
                loaded.notice = Some(Notice::LinkParameterIgnored(game.problems));
            }
            loaded
        };
        return Opening {
            loaded,
            embed,
            assist,
            set_aside: None,
            from_address: true,
            theme,
            viewer,
            puzzle,
            lang,
        };
    }
    let fresh = Opening {
        loaded: Loaded::fresh(Settings::default()),
        embed,
        assist,
        set_aside: None,
        from_address: false,
        theme,
        viewer,
        puzzle,
        lang,
    };
    match saved.filter(|_| !embed) {
        None => fresh,
        Some(text) => match read_save(text) {
            Ok(loaded) => Opening { loaded, ..fresh },
            Err(why) => Opening {
                loaded: fresh.loaded.clone().with_notice(Notice::SaveSetAside {
                    why,
                    key: SET_ASIDE_KEY,
                }),
                set_aside: Some(text.to_string()),
                ..fresh
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Start;
    use crate::ui::game::save::save_text;
    use crate::ui::game::state::State;
    use crate::ui::settings::values::Mode;

    fn saved(start: Start) -> String {
        save_text(&State::new(Settings {
            start,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        }))
    }

    #[test]
    fn a_bare_address_resumes_the_saved_game() {
        let text = saved(Start::NoPawns);
        let o = opening("?utm_source=x", "", Some(&text));
        assert_eq!(o.loaded.settings.start, Start::NoPawns);
        assert!(!o.from_address && o.set_aside.is_none());
    }

    #[test]
    fn corrupt_entries_are_set_aside_with_a_notice() {
        for text in [
            "{\"not\": \"ours\"}",
            "beltboard-save-0:x",
            "beltboard-save-1:variant=%FF",
        ] {
            let o = opening("", "", Some(text));
            assert_eq!(o.set_aside.as_deref(), Some(text));
            assert!(matches!(
                o.loaded.notice,
                Some(Notice::SaveSetAside { key: SET_ASIDE_KEY, .. })
            ));
            assert!(o.loaded.game.turns().is_empty());
            assert_eq!(o.loaded.settings, Settings::default());
        }
    }

    #[test]
    fn links_come_before_the_saved_game_and_an_embed_ignores_it() {
        let text = saved(Start::NoPawns);
        let o = opening("?variant=no-pawns-one-king&ai=w", "", Some(&text));
        assert_eq!(o.loaded.settings.start, Start::NoPawnsOneKing);
        assert!(
            o.from_address && o.loaded.flipped,
            "the user plays Black: Black at the bottom"
        );
        let o = opening("?ai=b", "#variant=no-pawns&moves=b1c3&ai=none", Some(&text));
        assert_eq!(o.loaded.game.turns().len(), 1, "the fragment's whole game wins");
        let o = opening("?embed=1", "", Some(&text));
        assert!(o.embed && !o.from_address && !o.assist);
        // The threat assistant only on request, and only as `assist=1` (or `true`).
        assert!(opening("?embed=1&assist=1", "", None).assist);
        assert!(opening("?embed=1&variant=no-pawns&assist=true", "", None).assist);
        for bad in [
            "?embed=1&assist=0",
            "?embed=1&assist=yes",
            "?embed=1&assist=%3Cb%3E",
            "?embed=1&assist",
        ] {
            assert!(!opening(bad, "", None).assist, "{bad}");
        }
        assert_eq!(
            o.loaded.settings,
            Settings::default(),
            "an embed does not resume the saved game"
        );
    }

    #[test]
    fn a_hostile_link_keeps_what_it_can_and_names_the_rest() {
        let o = opening(
            "?variant=no-pawns&fen=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
            "",
            None,
        );
        assert_eq!(o.loaded.settings.start, Start::NoPawns);
        match o.loaded.notice {
            Some(Notice::LinkParameterIgnored(problems)) => {
                let why = crate::ui::game::words::notice(&Notice::LinkParameterIgnored(problems));
                assert!(
                    why.starts_with("Part of this link was ignored: link parameter 'fen'"),
                    "{why}"
                );
                assert!(why.len() < 300, "{why}");
            }
            other => panic!("{other:?}"),
        }
        assert!(o.loaded.game.turns().is_empty() && o.from_address);
    }
}
