//! The game's sounds: which sound an event makes, whether the page may make
//! it, and how each is synthesised. Beltboard ships no sound files: each
//! sound is a few tones the page's Web Audio glue plays from the recipes
//! here, so they are the app's own and add next to nothing to its download.

use crate::rules::{Move, Outcome, Position};

/// A sound the game makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A normal move to an empty square.
    Move,
    /// A normal move that takes a piece.
    Capture,
    /// A belt shifted (Full Belt Chess: the turn's second part, confirmed).
    Belt,
    /// A king is in check after the turn.
    Check,
    /// The game is over (mate, a king's capture, a draw, a flag).
    End,
    /// The player's clock has just entered low time.
    LowTime,
    /// A puzzle answered right.
    Right,
    /// A puzzle answered wrong.
    Wrong,
}

/// The waveform of a tone.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wave {
    /// Soft and round.
    Sine,
    /// Brighter, for clicks and knocks.
    Triangle,
    /// Buzzing, for warnings.
    Square,
}

/// One tone of a sound: a pitch gliding from `from_hz` to `to_hz`, with a
/// quick attack and an exponential fade over `ms`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tone {
    /// Milliseconds after the sound starts.
    pub delay_ms: u16,
    /// The pitch at the start.
    pub from_hz: u16,
    /// The pitch at the end.
    pub to_hz: u16,
    /// How long it sounds.
    pub ms: u16,
    /// Its waveform.
    pub wave: Wave,
    /// Its loudness in percent of the player's volume.
    pub gain: u8,
}

const fn tone(delay_ms: u16, from_hz: u16, to_hz: u16, ms: u16, wave: Wave, gain: u8) -> Tone {
    Tone {
        delay_ms,
        from_hz,
        to_hz,
        ms,
        wave,
        gain,
    }
}

impl Sound {
    /// The tones that make the sound.
    pub fn recipe(self) -> &'static [Tone] {
        use Wave::{Sine, Square, Triangle};
        match self {
            // A wooden knock: a short falling click.
            Sound::Move => {
                const T: &[Tone] = &[tone(0, 520, 260, 70, Triangle, 70)];
                T
            }
            // Two knocks close together, lower and louder.
            Sound::Capture => {
                const T: &[Tone] = &[
                    tone(0, 420, 180, 60, Triangle, 90),
                    tone(45, 300, 140, 90, Triangle, 80),
                ];
                T
            }
            // A short rising slide: something carried along.
            Sound::Belt => {
                const T: &[Tone] = &[tone(0, 330, 660, 140, Sine, 55)];
                T
            }
            // A bright double ping.
            Sound::Check => {
                const T: &[Tone] = &[tone(0, 880, 880, 90, Sine, 70), tone(110, 1175, 1175, 120, Sine, 70)];
                T
            }
            // A falling three-note figure.
            Sound::End => {
                const T: &[Tone] = &[
                    tone(0, 784, 784, 160, Sine, 70),
                    tone(170, 659, 659, 160, Sine, 70),
                    tone(340, 523, 523, 260, Sine, 75),
                ];
                T
            }
            // A soft low buzz, twice.
            Sound::LowTime => {
                const T: &[Tone] = &[tone(0, 220, 220, 80, Square, 25), tone(160, 220, 220, 80, Square, 25)];
                T
            }
            // A rising major third.
            Sound::Right => {
                const T: &[Tone] = &[tone(0, 659, 659, 110, Sine, 65), tone(120, 831, 831, 180, Sine, 65)];
                T
            }
            // A falling, duller interval.
            Sound::Wrong => {
                const T: &[Tone] = &[
                    tone(0, 330, 330, 120, Triangle, 60),
                    tone(130, 247, 247, 200, Triangle, 60),
                ];
                T
            }
        }
    }
}

/// The sound of a normal move made in `before` by the side to move.
pub fn of_move(before: &Position, normal: Move) -> Sound {
    match before.board().piece_at(normal.to) {
        Some(p) if p.color != before.turn() => Sound::Capture,
        _ => Sound::Move,
    }
}

/// The sound after a completed turn, reaching `after`: the end of the game
/// if it ended, else a check, else none (the move's own sound, and the
/// belt's, were made already).
pub fn after_turn(after: &Position, outcome: Option<Outcome>) -> Option<Sound> {
    match outcome {
        Some(_) => Some(Sound::End),
        None if after.is_check() => Some(Sound::Check),
        None => None,
    }
}

/// Whether an embedded board's address asks for sounds (`sound=1` in
/// its query, `?embed=1&sound=1`).
pub fn host_asked(query: &str) -> bool {
    query.trim_start_matches('?').split('&').any(|pair| pair == "sound=1")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Options, OutcomeReason, Start, Variant};
    use std::collections::HashSet;

    const ALL: [Sound; 8] = [
        Sound::Move,
        Sound::Capture,
        Sound::Belt,
        Sound::Check,
        Sound::End,
        Sound::LowTime,
        Sound::Right,
        Sound::Wrong,
    ];

    #[test]
    fn every_sound_is_short_audible_and_its_own() {
        let mut seen = HashSet::new();
        for sound in ALL {
            let tones = sound.recipe();
            assert!(!tones.is_empty(), "{sound:?}");
            let end = tones.iter().map(|t| t.delay_ms + t.ms).max().unwrap();
            assert!(
                end <= 800,
                "{sound:?} lasts {end} ms: a sound must not outlast the next turn"
            );
            for t in tones {
                assert!(
                    (100..=4_000).contains(&t.from_hz) && (100..=4_000).contains(&t.to_hz),
                    "{sound:?}"
                );
                assert!(t.gain > 0 && t.gain <= 100 && t.ms >= 30, "{sound:?}");
            }
            assert!(seen.insert(format!("{tones:?}")), "{sound:?} sounds like another");
        }
    }

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Variant::FullBelt, Options::default()).unwrap()
    }

    #[test]
    fn a_move_to_an_enemy_piece_is_a_capture_and_a_check_or_an_end_follows() {
        let start = Position::start(
            Start::for_variant(Variant::FullBelt, "standard").unwrap(),
            Options::default(),
        );
        let quiet = Move::parse_uci("g1f3").unwrap();
        assert_eq!(of_move(&start, quiet), Sound::Move);
        let p = pos("4k3/8/8/8/8/8/3q4/4K3 w - - 0 40");
        let take = Move::parse_uci("e1d2").unwrap();
        assert_eq!(of_move(&p, take), Sound::Capture);
        assert_eq!(after_turn(&start, None), None);
        let checked = pos("4k3/8/8/8/8/8/3q4/4K3 w - - 0 40");
        assert_eq!(after_turn(&checked, None), Some(Sound::Check));
        let mate = Outcome::win(Color::Black, OutcomeReason::Checkmate);
        assert_eq!(after_turn(&checked, Some(mate)), Some(Sound::End));
    }

    #[test]
    fn an_embedded_board_asks_for_sounds_with_sound_1() {
        assert!(host_asked("?embed=1&sound=1"));
        assert!(!host_asked("?embed=1&sound=10") && !host_asked("?embed=1"));
    }
}
