//! A timed game in links and saves: `clock=3+2` (both sides) or
//! `clock=5+3,1+0` (White's, then Black's: time odds), and in a save the
//! clock values after every turn, `clocks=180000.180000,180000.178500`.

use crate::rules::{AnnotatedGame, Color, Game, Millis, TimeControl, TimeControlError};
use crate::ui::game::clock::clocks::{SavedTiming, Timing};

/// Reads a `clock=` value: one control for both sides, or White's and
/// Black's separated by a comma. The error says what is wrong (typed: the
/// page words it).
pub fn read_clock(text: &str) -> Result<[TimeControl; 2], TimeControlError> {
    let one = TimeControl::parse;
    match text.split_once(',') {
        None => one(text).map(|c| [c, c]),
        Some((white, black)) => Ok([one(white)?, one(black)?]),
    }
}

/// The `clock=` value of `controls` (one control when both sides have it).
pub fn clock_value([white, black]: [TimeControl; 2]) -> String {
    if white == black {
        white.to_string()
    } else {
        format!("{white},{black}")
    }
}

/// The clocks a game opened from a link starts with: fresh clocks at its
/// start; after turns, the link's controls with their initial times,
/// paused until the player resumes (nobody's time runs while the page opens).
pub fn link_timing(controls: [TimeControl; 2], plies: usize) -> Timing {
    let [white, black] = controls;
    if plies == 0 {
        return Timing::new(white, black);
    }
    Timing::restore(
        &SavedTiming {
            controls,
            after: Vec::new(),
        },
        plies,
    )
}

/// The parameters that carry a timed game's clocks in a link or a save,
/// read at `now`: `&clock=3+2&clocks=...`.
pub fn clock_params(timing: &Timing, now: f64) -> String {
    let saved = timing.save(now);
    format!(
        "&clock={}&clocks={}",
        clock_value(saved.controls),
        clocks_value(&saved.after)
    )
}

/// The clocks of a game of `plies` turns opened from a link or a save at
/// `controls`, with its `clocks=` values when they read (resumed paused),
/// else as [`link_timing`].
pub fn timing_from(controls: [TimeControl; 2], clocks: Option<&str>, plies: usize) -> Timing {
    match clocks.and_then(read_clocks) {
        Some(after) if plies > 0 => Timing::restore(&SavedTiming { controls, after }, plies),
        _ => link_timing(controls, plies),
    }
}

/// The `clocks=` value of a save: each entry's White and Black milliseconds.
pub fn clocks_value(after: &[[u64; 2]]) -> String {
    let entries: Vec<String> = after.iter().map(|[w, b]| format!("{w}.{b}")).collect();
    entries.join(",")
}

/// Reads a `clocks=` value; `None` if any entry is not two numbers.
pub fn read_clocks(text: &str) -> Option<Vec<[u64; 2]>> {
    text.split(',')
        .map(|entry| {
            let (w, b) = entry.split_once('.')?;
            Some([w.parse().ok()?, b.parse().ok()?])
        })
        .collect()
}

/// The time each turn of an imported game took (the viewer's and the
/// review's), by position as its clocks: entry `n` is turn `n`'s, entry 0
/// is `None`. A turn took the time its mover had before it (the mover's
/// last `[%clk]`, or the time control's start) and the increment it then
/// earned, less its own `[%clk]`; White's first turn takes none (docs/rules.md
/// 7.1). `None` where a clock it needs is missing.
pub fn turn_times(annotated: &AnnotatedGame) -> Vec<Option<u64>> {
    let control = annotated.time_control;
    let mut before = [control.map(|c| c.initial_ms); 2];
    let mut out = vec![None];
    for ply in 1..=annotated.game.turns().len() {
        let Some(mover) = annotated.game.position_at(ply - 1).map(|p| index(p.turn())) else {
            break;
        };
        let after = annotated.clock(ply).map(|m| m.0);
        let earned = if ply == 1 {
            0
        } else {
            control.map_or(0, |c| c.increment_ms)
        };
        out.push(before[mover].zip(after).map(|(b, a)| (b + earned).saturating_sub(a)));
        before[mover] = after;
    }
    out
}

/// A turn's time in words: `4.4 s` under a minute (the decimal and the
/// unit as the page's language writes them: `4,4 с`), else `1:05`.
pub fn spent_words(ms: u64) -> String {
    let s = ms / 1000;
    if s < 60 {
        // Tenths rounded down, as the clock shows them.
        let tenths = crate::i18n::current::tenths((ms / 100) as i64);
        crate::i18n::t(&crate::i18n::msg::turn_seconds(&tenths))
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// A side's index in a clock entry `[white, black]`.
fn index(side: Color) -> usize {
    usize::from(side == Color::Black)
}

/// `game` with its clocks for PGN: the `TimeControl` (White's, PGN has one)
/// and after each turn the time its mover had left (`[%clk]`).
pub fn pgn_clocks(game: &Game, timing: &Timing) -> AnnotatedGame {
    let mut annotated = AnnotatedGame::plain(game.clone());
    annotated.time_control = Some(timing.control(Color::White));
    for (ply, entry) in timing.history().iter().enumerate().skip(1) {
        let mover = game.position_at(ply - 1).map(|p| p.turn());
        if let (Some(mover), Some(slot)) = (mover, annotated.clocks.get_mut(ply)) {
            *slot = Some(Millis(entry[index(mover)]));
        }
    }
    annotated
}

/// The clocks of an imported PGN game with a `TimeControl`: each side's
/// `[%clk]` after its turns (a turn without one keeps the time before it),
/// resumed paused; `None` for an untimed game.
pub fn timing_of_pgn(annotated: &AnnotatedGame) -> Option<Timing> {
    let control = annotated.time_control?;
    let game = &annotated.game;
    let mut after = vec![[control.initial_ms; 2]];
    for ply in 1..=game.turns().len() {
        let mut entry = after[ply - 1];
        if let (Some(pos), Some(clock)) = (game.position_at(ply - 1), annotated.clock(ply)) {
            entry[index(pos.turn())] = clock.0;
        }
        after.push(entry);
    }
    let plies = game.turns().len();
    Some(if plies == 0 {
        Timing::new(control, control)
    } else {
        Timing::restore(
            &SavedTiming {
                controls: [control; 2],
                after,
            },
            plies,
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::parse_timed_pgn;

    #[test]
    fn each_turn_took_its_clock_difference_with_the_increment() {
        let pgn = "[Variant \"Chess without Pawns\"]\n[TimeControl \"60+2\"]\n\n\
                   1. Nc3 { [%clk 0:01:00.0] } Nc6 { [%clk 0:00:57.5] } 2. Nb5 { [%clk 0:00:52.0] } Nb4 3. Nd4 { [%clk 0:01:01.0] } *";
        let annotated = parse_timed_pgn(pgn).unwrap();
        let times = turn_times(&annotated);
        assert_eq!(times[0], None);
        assert_eq!(times[1], Some(0), "White's first turn takes no time");
        assert_eq!(times[2], Some(4_500), "60 s, 2 s earned, 57.5 s left");
        assert_eq!(times[3], Some(10_000));
        assert_eq!(times[4], None, "no clock after Black's second turn");
        assert_eq!(
            times[5],
            Some(0),
            "a clock over the time before says no time, never a wrap"
        );
        assert_eq!(spent_words(4_500), "4.5 s");
        assert_eq!(spent_words(65_000), "1:05");
        assert_eq!(
            turn_times(&crate::rules::AnnotatedGame::plain(annotated.game.clone()))[2],
            None
        );
    }

    #[test]
    fn a_turns_time_has_the_decimal_and_the_unit_of_the_language() {
        crate::i18n::current::speak_built("ru");
        assert_eq!(spent_words(4_560), "4,5 с", "tenths rounded down, a comma");
        assert_eq!(spent_words(65_000), "1:05");
    }
    use crate::rules::Color;
    use crate::ui::game::clock::clocks::Pause;

    #[test]
    fn one_control_or_time_odds_and_bad_values_say_why() {
        let five = TimeControl::parse("5+3").unwrap();
        let one = TimeControl::parse("1+0").unwrap();
        assert_eq!(read_clock("5+3"), Ok([five, five]));
        assert_eq!(read_clock("5+3,1+0"), Ok([five, one]));
        assert_eq!(clock_value([five, one]), "5+3,1+0");
        assert_eq!(clock_value([five, five]), "5+3");
        assert_eq!(read_clock(&clock_value([one, five])), Ok([one, five]));
        assert_eq!(read_clock("0.25+0").unwrap()[0].initial_ms, 15_000);
        for bad in ["", "3", "3+x", "0+0", "3+2.5", "5+3,", "99999+0", "5+3,1+0,2+1"] {
            let e = read_clock(bad).unwrap_err().to_string();
            assert!(e.len() < 200, "{e}");
        }
    }

    #[test]
    fn a_link_with_turns_starts_paused_one_without_starts_fresh() {
        let c = TimeControl::parse("3+2").unwrap();
        assert_eq!(link_timing([c, c], 0), Timing::new(c, c));
        let later = link_timing([c, c], 4);
        assert_eq!(later.pause(), Some(Pause::Reloaded));
        assert_eq!(later.history().len(), 5);
        assert_eq!(later.face(Color::White, 0.0).left_ms, 180_000);
    }

    #[test]
    fn clock_values_round_trip_and_damage_is_refused() {
        let after = vec![[180_000, 180_000], [180_000, 178_512], [175_001, 178_512]];
        assert_eq!(read_clocks(&clocks_value(&after)), Some(after));
        for bad in ["", "1", "1.2,3", "a.b", "1.2.3"] {
            assert_eq!(read_clocks(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_link_with_clock_values_resumes_paused_with_them() {
        use crate::ui::game::start::opening;
        let opened = opening(
            "",
            "#variant=no-pawns&moves=b1c3&ai=none&clock=1%2B0&clocks=60000.60000,60000.60000,60000.51200",
            None,
        );
        let timing = opened.loaded.timing.expect("a timed game");
        assert_eq!(timing.pause(), Some(Pause::Reloaded));
        assert_eq!(timing.face(Color::Black, 0.0).left_ms, 51_200);
        let bad = timing_from([TimeControl::new(60_000, 0); 2], Some("x"), 1);
        assert_eq!(
            bad.face(Color::Black, 0.0).left_ms,
            60_000,
            "unreadable values: the initial times"
        );
    }
}
