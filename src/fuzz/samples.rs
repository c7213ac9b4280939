//! The sample games, positions and Nostr events the corpora are made from:
//! played, drawn and signed from fixed seeds, so that every run fuzzes the
//! same corpus.

use super::Draw;
use crate::ai::Rng;
use crate::nostr::{Channel, Event, Keys, Purpose};
use crate::rules::{Game, Options, Position, Start};
use std::sync::OnceLock;

/// Games played by a fixed seed from every start, some with the option: the
/// source of the corpora and of the positions turn texts are read in.
pub(super) fn sample_games() -> &'static [Game] {
    static GAMES: OnceLock<Vec<Game>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let mut rng = Rng::new(0x5eed);
        let mut games = Vec::new();
        for start in Start::ALL {
            for no_belt_check in [false, true] {
                let mut game = Game::new(Position::start(
                    start,
                    Options::for_variant(start.variant(), no_belt_check),
                ));
                for _ in 0..40 {
                    let turns = game.position().legal_turns();
                    if turns.is_empty() || game.outcome().is_some() {
                        break;
                    }
                    let turn = *rng.pick(&turns);
                    if game.play(turn).is_err() {
                        break;
                    }
                }
                games.push(game);
            }
        }
        games
    })
}

/// Positions to read turn texts in: every fifth position of the sample games.
pub(super) fn sample_positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        sample_games()
            .iter()
            .flat_map(|g| {
                (0..=g.turns().len())
                    .step_by(5)
                    .filter_map(|i| g.position_at(i).cloned())
            })
            .collect()
    })
}

/// The invitation secret of the sample Nostr events.
pub(super) const SAMPLE_SECRET: [u8; 32] = [0x42; 32];

/// The key that signs the sample Nostr events (its secret is fixed).
pub(super) fn sample_keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| Keys::from_secret(&[0x17; 32]).expect("0x17.. is a secret key"))
}

/// The payloads of the sample events: an answer's shape, turns, a clock
/// reading, nothing, bytes that are not text.
pub(super) fn sample_payloads() -> Vec<(Purpose, Vec<u8>)> {
    let answer = "{\"type\":\"answer\",\"sdp\":\"v=0\\r\\no=- 4611 2 IN IP4 127.0.0.1\\r\\ns=-\\r\\n\"}";
    vec![
        (Purpose::Answer, answer.as_bytes().to_vec()),
        (Purpose::Move, b"turn 1 e2e4 f+4".to_vec()),
        (Purpose::Move, b"clock 1 29850 30000".to_vec()),
        (Purpose::Move, Vec::new()),
        (Purpose::Answer, (0..=255u8).rev().collect()),
    ]
}

/// Events of the sample channel carrying the sample payloads, and one other
/// client's note with escapes, accents and several tags, all signed.
pub(super) fn sample_events() -> &'static [Event] {
    static EVENTS: OnceLock<Vec<Event>> = OnceLock::new();
    EVENTS.get_or_init(|| {
        let mut rng = Rng::new(0x0057);
        let mut bytes = || -> [u8; 32] { std::array::from_fn(|_| rng.next_u64() as u8) };
        let channel = Channel::new(&SAMPLE_SECRET);
        let keys = sample_keys();
        let mut events: Vec<Event> = sample_payloads()
            .iter()
            .enumerate()
            .filter_map(|(i, (purpose, payload))| {
                let nonce: [u8; 12] = bytes()[..12].try_into().ok()?;
                let at = 1_767_225_600 + 7 * i as u64;
                channel.event(keys, *purpose, payload, at, &nonce, &bytes()).ok()
            })
            .collect();
        let tags = vec![
            vec!["e".into(), "ab".repeat(32), "wss://relay.example".into()],
            vec!["t".into(), "gm".into()],
            vec!["alt".into()],
        ];
        let mut note = Event::unsigned(
            1_700_000_000,
            1,
            tags,
            "Gr\u{fc}\u{df}e \"quoted\"\\\n\t\u{1f642}\u{1}".into(),
        );
        if keys.sign(&mut note, &bytes()).is_ok() {
            events.push(note);
        }
        events
    })
}
