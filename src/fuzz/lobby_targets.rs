//! The lobby's readers as fuzz targets: an open challenge's event, which
//! anyone on the relays can post, a correspondence game's state, which
//! the friend's page publishes, and a reply to a challenge (with every
//! frame the lobby page reads). Each accepted input is written, read and
//! written again; each refusal's message is bounded; what the page then
//! does with it (the list, the merge) must not panic either.

use super::check::{bounded, same_again, Target};
use super::samples::sample_games;
use crate::nostr::{Event, Keys};
use crate::rules::{Color, TimeControl};
use crate::ui::game::loaded::start_of;
use crate::ui::live::flow::ColorChoice;
use crate::ui::live::signal::RelayNews;
use crate::ui::lobby::challenge::{withdrawal, Challenge, Posted};
use crate::ui::lobby::correspondence::Correspondence;
use crate::ui::lobby::list::Lobby;
use crate::ui::lobby::merge::{merge, Merged};
use crate::ui::lobby::pace::{Days, Pace};
use crate::ui::lobby::page_state::{LobbyAction, LobbyPageState, Mine};
use crate::ui::lobby::reply::{open_reply, reply_event, Reply};
use std::sync::OnceLock;

/// The lobby's targets, appended to the others in [`super::TARGETS`].
pub const LOBBY_TARGETS: [Target; 2] = [
    Target {
        name: "lobby-challenge",
        corpus: challenge_corpus,
        check: check_challenge,
    },
    Target {
        name: "lobby-correspondence",
        corpus: correspondence_corpus,
        check: check_correspondence,
    },
];

/// When the samples were made (Unix seconds).
const SAMPLE_NOW: u64 = 1_800_000_000;

/// The proof of work of the sample challenges: low, so the corpus is quick to make.
const SAMPLE_WORK: u32 = 8;

/// The two sides' keys of the sample correspondence games.
fn sample_sides() -> &'static [Keys; 2] {
    static KEYS: OnceLock<[Keys; 2]> = OnceLock::new();
    KEYS.get_or_init(|| [0x21, 0x22].map(|n| Keys::from_secret(&[n; 32]).expect("a secret key")))
}

fn challenge_corpus() -> Vec<String> {
    let keys = &sample_sides()[0];
    let paces = [
        Pace::Untimed,
        Pace::Clock(TimeControl::new(300_000, 3_000)),
        Pace::Clock(TimeControl::new(30_000, 0)),
        Pace::Days(Days::Seven),
    ];
    let names = [
        "",
        "Ana",
        "Gr\u{fc}\u{df}e; \"quoted\" \\ \u{1f642}",
        "a name of 24 characters!",
    ];
    let mut out: Vec<String> = crate::rules::Start::ALL
        .into_iter()
        .zip(ColorChoice::ALL.into_iter().cycle())
        .enumerate()
        .filter_map(|(i, (start, side))| {
            let c = Challenge::new(
                start,
                i % 2 == 0,
                side,
                paces[i],
                names[i],
                SAMPLE_NOW,
                600 * (i as u64 + 1),
            );
            c.event(keys, SAMPLE_WORK, &[i as u8; 32]).ok()
        })
        .map(|e| e.to_json())
        .collect();
    let mut gone = withdrawal(SAMPLE_NOW, SAMPLE_NOW + 60);
    if keys.sign(&mut gone, &[9; 32]).is_ok() {
        out.push(gone.to_json());
    }
    out
}

/// An event: a challenge or a withdrawal read from it is written in the
/// event's own content (one spelling), and its event read back the same;
/// the list takes the event without a panic.
fn check_challenge(input: &str) -> Result<bool, String> {
    let event = match Event::read(input) {
        Ok(event) => event,
        Err(e) => return bounded(e.to_string()),
    };
    let mut lobby = Lobby::new(SAMPLE_WORK);
    if let Err(refusal) = lobby.add(&event, event.created_at) {
        bounded(refusal.to_string())?;
    }
    match Posted::read(&event) {
        Ok(Posted::Open(challenge)) => {
            let first = challenge.unsigned_event();
            if first.content != event.content {
                return Err(format!("read {:?}, written {:?}", event.content, first.content));
            }
            let again = Posted::read(&first).map(|p| match p {
                Posted::Open(c) => c.unsigned_event().to_json(),
                Posted::Withdrawn { .. } => "a withdrawal".to_string(),
            });
            same_again(&first.to_json(), again)
        }
        Ok(Posted::Withdrawn { created_at, .. }) => {
            let first = withdrawal(created_at.saturating_sub(1), created_at);
            if first.content != event.content {
                return Err(format!("read {:?}, written {:?}", event.content, first.content));
            }
            same_again(&first.to_json(), Posted::read(&first).map(|_| first.to_json()))
        }
        Err(e) => bounded(e.to_string()),
    }
}

/// The sample games as correspondence states, turn by turn a day apart,
/// some resigned or claimed.
fn sample_correspondence() -> Vec<Correspondence> {
    let keys = sample_sides().each_ref().map(Keys::public_key);
    sample_games()
        .iter()
        .enumerate()
        .map(|(i, game)| {
            let start = start_of(game.start());
            let no_belt_check = game.start().options().no_belt_check;
            let days = Days::ALL[i % Days::ALL.len()];
            let mut state = Correspondence::new(i as u64, start, no_belt_check, days, keys, SAMPLE_NOW);
            for (ply, &turn) in game.turns().iter().enumerate() {
                let side = state.to_move();
                let _ = state.play(side, turn, SAMPLE_NOW + 86_400 * ply as u64);
            }
            let late = state.deadline() + 60;
            let side = state.to_move();
            let _ = match i % 3 {
                0 => state.resign(side, late).map(|_| ()),
                1 => state.claim(!side, late).map(|_| ()),
                _ => Ok(()),
            };
            state
        })
        .collect()
}

fn correspondence_corpus() -> Vec<String> {
    sample_correspondence().iter().map(Correspondence::write).collect()
}

/// A state's text: an accepted one is written, read and written again; it
/// merges with itself as nothing new, and into a page that has only its
/// first half of the turns as a state that reads back.
fn check_correspondence(input: &str) -> Result<bool, String> {
    let state = match Correspondence::read(input) {
        Ok(state) => state,
        Err(e) => return bounded(e.to_string()),
    };
    let first = state.write();
    same_again(&first, Correspondence::read(&first).map(|s| s.write()))?;
    let now = state.updated_at();
    for me in Color::ALL {
        for from in state.keys {
            match merge(&state, &state, &from, me, now) {
                Ok((_, Merged::Same)) => {}
                other => return Err(format!("merged with itself: {other:?}")),
            }
        }
    }
    let mut fields: Vec<&str> = first.split(';').collect();
    let turns: Vec<&str> = fields[9].split(',').filter(|t| !t.is_empty()).collect();
    let half = turns[..turns.len() / 2].join(",");
    fields[9] = &half;
    fields[10] = "-";
    let prefix = Correspondence::read(&fields.join(";")).map_err(|e| format!("its first half: {e}"))?;
    for me in Color::ALL {
        for from in state.keys {
            match merge(&prefix, &state, &from, me, now) {
                Ok((merged, _)) => {
                    let text = merged.write();
                    same_again(&text, Correspondence::read(&text).map(|s| s.write()))?;
                }
                Err(e) => {
                    bounded(e.to_string())?;
                }
            }
        }
    }
    Ok(true)
}

/// The lobby page's replies and frames: [`reply_corpus`] and [`check_reply`].
pub const REPLY_TARGET: Target = Target {
    name: "lobby-reply",
    corpus: reply_corpus,
    check: check_reply,
};

/// The sample challenge's poster, open on a lobby page, with its event's id.
fn sample_poster() -> &'static (LobbyPageState, [u8; 32]) {
    static POSTER: OnceLock<(LobbyPageState, [u8; 32])> = OnceLock::new();
    POSTER.get_or_init(|| {
        let mut page = LobbyPageState::with_difficulty(SAMPLE_WORK);
        page.apply(LobbyAction::Listen {
            key: [0x21; 32],
            now_s: SAMPLE_NOW,
        });
        page.apply(LobbyAction::Post(Challenge::new(
            crate::rules::Start::FullBelt,
            false,
            ColorChoice::Random,
            Pace::Untimed,
            "Ana",
            SAMPLE_NOW,
            600,
        )));
        while matches!(page.mine, Some(Mine::Mining { .. })) {
            page.apply(LobbyAction::MineStep([5; 32]));
        }
        let id = match &page.mine {
            Some(Mine::Open { id, .. }) => *id,
            _ => [0; 32],
        };
        (page, id)
    })
}

fn reply_corpus() -> Vec<String> {
    let (page, id) = sample_poster();
    let poster = page.public_key().unwrap_or([0; 32]);
    let accepter = &sample_sides()[1];
    [Reply::Live([3; 32]), Reply::Correspondence([4; 32])]
        .iter()
        .enumerate()
        .filter_map(|(i, reply)| {
            reply_event(accepter, &poster, id, reply, SAMPLE_NOW + 5, &[i as u8; 12], &[7; 32]).ok()
        })
        .map(|e| e.to_json())
        .collect()
}

/// A reply's event: one the poster opens reads back as the same reply from
/// its own text; as a frame of each of the page's subscriptions it leaves
/// the page's state readable, with no panic.
fn check_reply(input: &str) -> Result<bool, String> {
    let (page, id) = sample_poster();
    for sub in ["lobby", "replies", "beltboard"] {
        let mut state = page.clone();
        let frame = format!("[\"EVENT\",\"{sub}\",{input}]");
        state.apply(LobbyAction::Relay(RelayNews::Frame(0, frame), SAMPLE_NOW + 6));
    }
    let event = match Event::read(input) {
        Ok(event) => event,
        Err(e) => return bounded(e.to_string()),
    };
    let keys = Keys::from_secret(&[0x21; 32]).ok_or("the sample key")?;
    match open_reply(&keys, id, &event, SAMPLE_NOW + 6) {
        Ok(reply) => same_again(&reply.text(), Reply::read(&reply.text()).map(|r| r.text())),
        Err(e) => bounded(e.to_string()),
    }
}
