//! The UI's text formats as fuzz targets: links, saves, embed commands,
//! library entries, the game page's reading of the puzzle files, the
//! stored puzzle progress, the live game's invitation and answer codes, and
//! the live page's reading of a relay's frames. Each accepted input is written, read and written again;
//! each refusal's message is bounded.

use super::check::{bounded, same_again, Target};
use super::samples::sample_games;
use crate::nostr::Purpose;
use crate::puzzles::write_puzzles;
use crate::rules::{Color, Start, Variant};
use crate::ui::game::embed::{command, Incoming};
use crate::ui::game::library::shelf::{entry_text, read_entry};
use crate::ui::game::link::{game_link, parse_link, query, read_link};
use crate::ui::game::loaded::Loaded;
use crate::ui::game::puzzle::list::read_list;
use crate::ui::game::puzzle::session::Progress;
use crate::ui::game::save::{read_save, save_text};
use crate::ui::game::state::State;
use crate::ui::live::code::{Address, Answer, Candidate, Invitation, Kind, Setup, Transport};
use crate::ui::live::signal::{Heard, Signal, SUB_ID};
use crate::ui::settings::values::{Mode, Settings};

/// The UI targets, appended to the rules' in [`super::TARGETS`].
pub const UI_TARGETS: [Target; 8] = [
    Target {
        name: "link",
        corpus: link_corpus,
        check: check_link,
    },
    Target {
        name: "save",
        corpus: save_corpus,
        check: check_save,
    },
    Target {
        name: "embed",
        corpus: embed_corpus,
        check: check_embed,
    },
    Target {
        name: "library",
        corpus: library_corpus,
        check: check_library,
    },
    Target {
        name: "puzzle-list",
        corpus: puzzle_list_corpus,
        check: check_puzzle_list,
    },
    Target {
        name: "puzzle-progress",
        corpus: puzzle_progress_corpus,
        check: check_puzzle_progress,
    },
    Target {
        name: "live-code",
        corpus: live_code_corpus,
        check: check_live_code,
    },
    Target {
        name: "live-signal",
        corpus: live_signal_corpus,
        check: check_live_signal,
    },
];

/// The time the live-signal target reads its frames at (Unix seconds).
const SIGNAL_NOW: u64 = 1_800_000_000;

/// The page that reads the live-signal target's frames: a fixed secret,
/// its own key, and the friend's key that the corpus signs with.
fn signal_page(key: u8) -> Signal {
    Signal::new(&[7; 32], &[key; 32]).expect("a key")
}

fn live_signal_corpus() -> Vec<String> {
    let friend = signal_page(2);
    let relayed = |frame: String| format!("[\"EVENT\",\"{SUB_ID}\",{}", &frame["[\"EVENT\",".len()..]);
    let mut out = Vec::new();
    for (i, (purpose, payload)) in [
        (Purpose::Answer, &b"an-answer-code"[..]),
        (Purpose::Move, &[1, 0, 4, 9][..]),
    ]
    .into_iter()
    .enumerate()
    {
        let frame = friend
            .publish(purpose, payload, SIGNAL_NOW, &[i as u8; 44])
            .expect("a frame");
        out.push(relayed(frame));
    }
    out.push(format!("[\"OK\",\"{}\",false,\"blocked: no\"]", "0".repeat(64)));
    out.push(format!("[\"CLOSED\",\"{SUB_ID}\",\"error: no\"]"));
    out.push("[\"NOTICE\",\"slow down\"]".into());
    out.push(format!("[\"EOSE\",\"{SUB_ID}\"]"));
    out
}

/// A frame from a relay: whatever it holds, the page reads it without a
/// panic, uses an event only once, and never one that fails a check.
fn check_live_signal(input: &str) -> Result<bool, String> {
    let mut page = signal_page(1);
    match page.read(input, SIGNAL_NOW) {
        Heard::Answer(_) | Heard::Message(_) => match page.read(input, SIGNAL_NOW) {
            Heard::Nothing => Ok(true),
            again => Err(format!("the same event used twice: {again:?}")),
        },
        _ => Ok(false),
    }
}

/// The sample games as states, with each mode and both orientations.
fn sample_states() -> Vec<State> {
    let modes = [Mode::AiBlack, Mode::AiWhite, Mode::TwoPlayers, Mode::AiVsAi];
    sample_games()
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let settings = Settings {
                start: crate::ui::game::loaded::start_of(g.start()),
                no_belt_check: g.start().options().no_belt_check,
                mode: modes[i % modes.len()],
                ..Settings::default()
            };
            let mut loaded = Loaded::new(settings, g.clone());
            loaded.flipped = i % 2 == 1;
            State::load(loaded)
        })
        .collect()
}

fn link_corpus() -> Vec<String> {
    let mut out: Vec<String> = sample_states()
        .iter()
        .map(|s| game_link(&s.board.settings, &s.board.game))
        .collect();
    out.push("variant=no-pawns&rule=no-belt-check&orientation=b".into());
    out.push("fen=4k3/8/8/8/8/8/8/R3K3+b+-+-+0+999999&moves=e8d7_a%2B1".into());
    out.push("variant=full-belt&moves=%+1".into());
    out
}

/// A link: what is read (problems and all) is written; that text reads back
/// whole and is written the same. Every problem's message is bounded.
fn check_link(input: &str) -> Result<bool, String> {
    let link = read_link(&query(input));
    for problem in &link.problems {
        bounded(problem.to_string())?;
    }
    let first = game_link(&link.settings, &link.game);
    same_again(&first, parse_link(&first).map(|l| game_link(&l.settings, &l.game)))?;
    Ok(link.problems.is_empty())
}

fn save_corpus() -> Vec<String> {
    sample_states().iter().map(save_text).collect()
}

/// A save: an accepted one is written, read and written again.
fn check_save(input: &str) -> Result<bool, String> {
    match read_save(input) {
        Ok(loaded) => {
            let first = save_text(&State::load(loaded));
            same_again(&first, read_save(&first).map(|l| save_text(&State::load(l))))
        }
        Err(e) => bounded(e.to_string()),
    }
}

/// An embed message as text: one `name=value` field a line (the page gets
/// them as a JavaScript object's string fields).
fn incoming(input: &str) -> Incoming {
    let mut message = Incoming::default();
    for line in input.split('\n') {
        let (name, value) = line.split_once('=').unwrap_or((line, ""));
        let field = match name {
            "type" => &mut message.kind,
            "fen" => &mut message.fen,
            "variant" => &mut message.variant,
            "ai" => &mut message.ai,
            "level" => &mut message.level,
            _ => continue,
        };
        *field = Some(value.to_string());
    }
    message
}

fn embed_corpus() -> Vec<String> {
    let mut out = Vec::new();
    for s in sample_states() {
        let fen = s.board.game.position().fen();
        let variant = s.board.settings.start.variant().key();
        out.push(format!("type=setPosition\nfen={fen}\nvariant={variant}\nai=b\nlevel=3"));
        out.push(format!("type=setPosition\nfen={fen}"));
    }
    out.push("type=newGame\nvariant=no-pawns\nai=none".into());
    out.push("type=newGame".into());
    out
}

/// An embed command: an accepted one is a game whose link reads back and is
/// written the same, and its position set again by a command gives it again.
fn check_embed(input: &str) -> Result<bool, String> {
    let Some(loaded) = command(&incoming(input), &Settings::default(), false) else {
        return Ok(false);
    };
    let first = game_link(&loaded.settings, &loaded.game);
    same_again(&first, parse_link(&first).map(|l| game_link(&l.settings, &l.game)))?;
    let again = Incoming {
        kind: Some("setPosition".into()),
        fen: Some(loaded.game.start().fen()),
        ..Incoming::default()
    };
    let set = command(&again, &loaded.settings, loaded.flipped)
        .ok_or_else(|| format!("{first:?}: its own position is refused as a command"))?;
    same_again(&first, Ok::<_, String>(game_link(&set.settings, &set.game)))
}

fn library_corpus() -> Vec<String> {
    sample_states()
        .iter()
        .enumerate()
        .map(|(i, s)| entry_text(s, 1_764_547_200_000 + i as u64))
        .collect()
}

/// A library entry: an accepted one is written, read and written again.
fn check_library(input: &str) -> Result<bool, String> {
    match read_entry(input) {
        Ok(entry) => {
            let first = entry_text(&State::load(entry.loaded), entry.updated);
            same_again(
                &first,
                read_entry(&first).map(|e| entry_text(&State::load(e.loaded), e.updated)),
            )
        }
        Err(e) => bounded(e.to_string()),
    }
}

/// A few puzzles of each shipped file, in the shipped layout.
fn puzzle_list_corpus() -> Vec<String> {
    let files = [
        include_str!("../../assets/puzzles/full-belt.json"),
        include_str!("../../assets/puzzles/no-pawns.json"),
    ];
    files
        .iter()
        .flat_map(|text| {
            let lines: Vec<&str> = text.lines().collect();
            let last = lines.len() - 2;
            [
                format!("[\n{}\n]\n", lines[last]),
                format!("[\n{}\n{}\n]\n", lines[1], lines[last]),
                format!("[\n{}\n{}\n{}\n]\n", lines[2], lines[3], lines[last]),
            ]
        })
        .collect()
}

/// The game page's reading of a puzzle file: an accepted list, written in
/// the shipped layout, reads back and is written the same.
fn check_puzzle_list(input: &str) -> Result<bool, String> {
    let Ok(list) = read_list(input, Variant::FullBelt).or_else(|_| read_list(input, Variant::NoPawns)) else {
        return Ok(false);
    };
    let Some(variant) = list.first().map(|p| p.variant) else {
        return Ok(false);
    };
    let first = write_puzzles(&list);
    same_again(
        &first,
        read_list(&first, variant)
            .map(|l| write_puzzles(&l))
            .map_err(|line| format!("line {line}")),
    )
}

fn puzzle_progress_corpus() -> Vec<String> {
    vec![
        "3 5\nfb-0001 fb-0200 np-0003".into(),
        "0 0\n".into(),
        "12 12\nnp-0300".into(),
    ]
}

/// The stored puzzle progress: anything reads (damage counts as nothing
/// done); what is written reads back the same.
fn check_puzzle_progress(input: &str) -> Result<bool, String> {
    let first = Progress::from_text(input).to_text();
    same_again(&first, Ok::<_, String>(Progress::from_text(&first).to_text()))
}

/// Invitations and answers with one to three candidates of each address kind.
fn live_code_corpus() -> Vec<String> {
    let addresses = [
        Address::V4([192, 0, 2, 1]),
        Address::V6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]),
        Address::Name("0b9e6c1a-7d43-4c36-a0f4-5e3c0f0e2a1b.local".into()),
    ];
    let mut out = Vec::new();
    for n in 1..=addresses.len() {
        let transport = Transport {
            ufrag: "Vq3e".into(),
            pwd: "2AqSI+6LWcQ3EZ2yZWJ9jJfG".into(),
            fingerprint: [n as u8; 32],
            setup: Setup::ActPass,
            candidates: addresses[..n]
                .iter()
                .map(|a| Candidate {
                    udp: true,
                    kind: Kind::Host,
                    address: a.clone(),
                    port: 50_000 + n as u16,
                    priority: 2_113_937_151,
                })
                .collect(),
        };
        let invitation = Invitation {
            game: n as u64 * 0x9e37_79b9,
            start: Start::ALL[n % Start::ALL.len()],
            no_belt_check: n == 2,
            host: if n % 2 == 0 { Color::White } else { Color::Black },
            clock: (n > 1).then_some((180_000, 2_000)),
            resumed_turns: n as u16 * 3,
            expires_s: u64::MAX,
            transport: transport.clone(),
        };
        out.push(invitation.code());
        out.push(
            Answer {
                game: invitation.game,
                transport: Transport {
                    setup: Setup::Active,
                    ..transport
                },
            }
            .code(),
        );
    }
    out
}

/// A live code: an accepted invitation or answer is written again the same.
fn check_live_code(input: &str) -> Result<bool, String> {
    match (Invitation::read(input, 0), Answer::read(input)) {
        (Ok(i), _) => {
            let first = i.code();
            same_again(
                &first,
                Invitation::read(&first, 0)
                    .map(|i| i.code())
                    .map_err(|e| format!("{e:?}")),
            )
        }
        (_, Ok(a)) => {
            let first = a.code();
            same_again(
                &first,
                Answer::read(&first).map(|a| a.code()).map_err(|e| format!("{e:?}")),
            )
        }
        (Err(e), Err(_)) => bounded(format!("{e:?}")),
    }
}
